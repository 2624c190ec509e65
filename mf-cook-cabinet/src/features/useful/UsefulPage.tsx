// 'Полезные материалы' (PROFILE_USEFUL): the cooks' /docs pages, listed and read inside the
// cabinet (?material=<slug> opens one, so the browser's back button returns to the list), and
// below the list the cook's documents and kitchen photos (docs/decisions.md 'Documents and
// kitchen photos': this page is where they live).
import { useEffect, useRef, type MouseEvent } from 'react';
import { ArrowLeft, BookOpen, ChevronRight } from 'lucide-react';
import { buttonStyles, formatDate, richTextStyles, siteTitle, useDocumentTitle, useNavigate, useSearchParams, type UsefulMaterial } from '@povar/shared-kit';
import shimmer from '@povar/shared-kit/forms/shimmer.module.css';
import { DocumentsSection } from '../documents/DocumentsSection';
import { EmptyState, FailedState, ListSkeleton, CabinetFrame } from '../../frame/CabinetFrame';
import { materialSlug, useMaterialText, useUsefulMaterials } from './useful-api';
import styles from './UsefulPage.module.css';

export const PAGE_TITLE = 'Полезные материалы';
const MATERIAL_PARAM = 'material';

export function UsefulPage() {
  const materials = useUsefulMaterials();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const slug = params.get(MATERIAL_PARAM);
  const open = slug ? (materials.data?.find((material) => materialSlug(material.href) === slug) ?? null) : null;
  const openMaterial = (material: UsefulMaterial | null) =>
    void navigate(material ? `?${MATERIAL_PARAM}=${encodeURIComponent(materialSlug(material.href))}` : '?');

  if (slug && (materials.isPending || open)) {
    return <MaterialReader material={open} onBack={() => openMaterial(null)} onOpen={openMaterial} all={materials.data ?? []} />;
  }

  return (
    <CabinetFrame title={PAGE_TITLE} lead="Советы сервиса для поваров: правила, фото, цены и продажи.">
      {materials.isPending && <ListSkeleton label="Загружаем материалы" rows={4} height={76} />}
      {materials.isError && !materials.data && (
        <FailedState title="Не удалось загрузить материалы" error={materials.error} retrying={materials.isFetching} onRetry={() => void materials.refetch()} />
      )}
      {materials.data && materials.data.length === 0 && (
        <EmptyState
          icon={<BookOpen aria-hidden="true" size={44} strokeWidth={1.4} />}
          title="Материалов пока нет"
          text="Мы готовим советы для поваров — загляните позже."
        />
      )}
      {materials.data && materials.data.length > 0 && (
        <ul className={styles.list} aria-label="Материалы">
          {materials.data.map((material) => (
            <li key={material.href}>
              <a
                className={styles.item}
                href={`?${MATERIAL_PARAM}=${encodeURIComponent(materialSlug(material.href))}`}
                onClick={(event) => {
                  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                  event.preventDefault();
                  openMaterial(material);
                }}
              >
                <BookOpen className={styles.itemIcon} aria-hidden="true" size={22} strokeWidth={1.6} />
                <span className={styles.itemText}>
                  <span className={styles.itemTitle}>{material.title}</span>
                  <span className={styles.itemDescription}>{material.description}</span>
                </span>
                <ChevronRight className={styles.chevron} aria-hidden="true" size={20} />
              </a>
            </li>
          ))}
        </ul>
      )}
      <DocumentsSection />
    </CabinetFrame>
  );
}

function MaterialReader({
  material,
  all,
  onBack,
  onOpen,
}: {
  material: UsefulMaterial | null;
  all: readonly UsefulMaterial[];
  onBack: () => void;
  onOpen: (material: UsefulMaterial) => void;
}) {
  const text = useMaterialText(material?.href ?? null);
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  const materialTitle = text.data?.title ?? material?.title ?? null;
  // The material's own title in the tab; the route's ('Полезные материалы') until it is known.
  useDocumentTitle(materialTitle && siteTitle(materialTitle));
  useEffect(() => {
    window.scrollTo?.({ top: 0 });
    if (text.data) heading.current?.focus({ preventScroll: true });
  }, [text.data]);

  /** Links between the materials stay in the cabinet; other links of the site move the app without a reload. */
  const followLink = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as Element).closest('a');
    if (!anchor || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    const url = new URL(anchor.getAttribute('href') ?? '', window.location.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    const target = all.find((candidate) => candidate.href === url.pathname.replace(/\/+$/, ''));
    if (target) onOpen(target);
    // The router's history push is single-spa's too, so a path of another remote mounts it without a reload.
    else void navigate(`${url.pathname}${url.search}${url.hash}`);
  };

  const index = material ? all.findIndex((candidate) => candidate.href === material.href) : -1;
  const next = index >= 0 ? all[index + 1] : undefined;

  return (
    <CabinetFrame title={materialTitle ?? PAGE_TITLE} headingRef={heading}>
      <button type="button" className={styles.back} onClick={onBack}>
        <ArrowLeft aria-hidden="true" size={18} /> Все материалы
      </button>
      <article className={styles.article} aria-busy={text.isPending || undefined}>
        {(text.isPending || !material) && (
          <div className={styles.skeleton} role="status" aria-label="Загружаем материал">
            <div className={`${styles.line} ${styles.lineTitle} ${shimmer.shimmer}`} />
            {[0, 1, 2, 3, 4].map((line) => (
              <div key={line} className={`${styles.line} ${shimmer.shimmer}`} />
            ))}
          </div>
        )}
        {text.isError && !text.data && (
          <FailedState title="Не удалось загрузить материал" error={text.error} retrying={text.isFetching} onRetry={() => void text.refetch()} />
        )}
        {text.data && (
          <>
            <p className={styles.updated}>Обновлено {formatDate(text.data.updatedAt)}</p>
            {/* The HTML was sanitised by the API (one allow-list, on write and on read), as on the /docs pages. */}
            <div className={richTextStyles.richText} onClick={followLink} dangerouslySetInnerHTML={{ __html: text.data.html }} />
          </>
        )}
      </article>
      {next && text.data && (
        <button type="button" className={buttonStyles.secondary} onClick={() => onOpen(next)}>
          Дальше: {next.title} <ChevronRight aria-hidden="true" size={18} />
        </button>
      )}
    </CabinetFrame>
  );
}
