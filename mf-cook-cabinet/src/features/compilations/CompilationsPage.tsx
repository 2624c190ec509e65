// 'Повар рекомендует' (PROFILE_COMPILATIONS): the cook's compilations in their order — the first
// one leads the menu on the cook's page — put in order by dragging, each opened to rename it and
// to pick and order its dishes; created, and deleted after a confirmation.
import { useRef, useState } from 'react';
import { ChevronDown, ChevronUp, GripVertical, ListOrdered, Pencil, Plus, Trash2 } from 'lucide-react';
import { AppLink, buildPath, buttonStyles, confirmDialog, useRegion, useUser, type Compilation } from '@povar/shared-kit';
import { COMPILATION_LIMITS, DEFAULT_COMPILATION_TITLE } from '@povar/shared-kit/contracts';
import { formatCount, type RussianPluralForms } from '@povar/shared-kit';
import { EmptyState, FailedState, ListSkeleton, CabinetFrame, cabinetStyles } from '../../frame/CabinetFrame';
import { CompilationEditor } from './CompilationEditor';
import { useCompilations, useDeleteCompilation, useReorderCompilations } from './compilations-api';
import { SortableList } from '../../frame/SortableList';
import styles from './CompilationsPage.module.css';

export const PAGE_TITLE = 'Повар рекомендует';
export const EMPTY_TITLE = 'Подборок пока нет';
export const LEADS_MENU_TEXT = 'Открывает меню';
const DISH_FORMS: RussianPluralForms = ['блюдо', 'блюда', 'блюд'];

/** 'new' while a compilation not yet saved is being written; an id while one is open. */
type Editing = number | 'new' | null;

export function CompilationsPage() {
  const list = useCompilations();
  const reorder = useReorderCompilations();
  const remove = useDeleteCompilation();
  const [editing, setEditing] = useState<Editing>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const cookId = useUser((state) => state.user?.cookData?.id ?? null);
  const region = useRegion((state) => state.region?.slug ?? null);

  const items = list.data?.items ?? [];
  const full = items.length >= COMPILATION_LIMITS.perCook;
  const startNew = () => setEditing('new');
  const close = () => {
    setEditing(null);
    headingRef.current?.focus();
  };

  const confirmDelete = async (compilation: Compilation) => {
    const confirmed = await confirmDialog({
      title: 'Удалить подборку?',
      message: `Подборка «${compilation.title}» пропадёт с вашей страницы. Блюда останутся в меню.`,
      confirmText: 'Удалить',
      cancelText: 'Отменить',
      variant: 'secondary',
    });
    if (confirmed) remove.mutate(compilation.id, { onSuccess: () => headingRef.current?.focus() });
  };

  const addButton = list.data && items.length > 0 && editing !== 'new' && (
    <button
      type="button"
      className={buttonStyles.primary}
      onClick={startNew}
      disabled={full}
      title={full ? `Не больше ${COMPILATION_LIMITS.perCook} подборок` : undefined}
    >
      <Plus aria-hidden="true" size={18} /> Создать подборку
    </button>
  );

  return (
    <CabinetFrame
      title={PAGE_TITLE}
      headingRef={headingRef}
      actions={addButton}
      lead={
        <>
          Соберите блюда, которые советуете попробовать. Первая подборка открывает меню на{' '}
          {cookId !== null ? (
            <AppLink className={styles.link} href={buildPath('COOK', { id: cookId }, region)}>
              вашей странице
            </AppLink>
          ) : (
            'вашей странице'
          )}
          ; порядок меняется перетаскиванием.
        </>
      }
    >
      {list.isPending && <ListSkeleton label="Загружаем подборки" rows={3} height={88} />}
      {list.isError && !list.data && (
        <FailedState title="Не удалось загрузить подборки" error={list.error} retrying={list.isFetching} onRetry={() => void list.refetch()} />
      )}
      {list.data && editing === 'new' && (
        <CompilationEditor compilation={null} defaultTitle={items.length === 0 ? DEFAULT_COMPILATION_TITLE : ''} dishes={list.data.dishes} onClose={close} />
      )}
      {list.data && items.length === 0 && editing !== 'new' && (
        <EmptyState
          icon={<ListOrdered aria-hidden="true" size={44} strokeWidth={1.4} />}
          title={EMPTY_TITLE}
          text={
            list.data.dishes.length === 0
              ? 'Сначала добавьте блюда в меню — из них собираются подборки.'
              : 'Соберите «Повар рекомендует» из своих блюд: подборка откроет меню на вашей странице.'
          }
          action={
            list.data.dishes.length === 0 ? (
              <AppLink className={buttonStyles.primary} href={buildPath('PROFILE_DISHES')}>
                Добавить блюда
              </AppLink>
            ) : (
              <button type="button" className={buttonStyles.primary} onClick={startNew}>
                <Plus aria-hidden="true" size={18} /> Создать подборку
              </button>
            )
          }
        />
      )}
      {list.data && items.length > 0 && (
        <SortableList
          label="Подборки"
          className={styles.compilationList}
          itemClassName={styles.sortableRow}
          items={items}
          nameOf={(item) => item.title}
          onSort={(ids) => reorder.mutate(ids)}
          renderItem={(compilation, handle, index) =>
            editing === compilation.id ? (
              <CompilationEditor compilation={compilation} defaultTitle={compilation.title} dishes={list.data.dishes} onClose={close} />
            ) : (
              <article className={styles.compilation} aria-busy={(remove.isPending && remove.variables === compilation.id) || undefined}>
                <button type="button" className={styles.handle} aria-label={`Переставить подборку «${compilation.title}»`} {...handle.handleProps}>
                  <GripVertical aria-hidden="true" size={20} />
                </button>
                <div className={styles.summary}>
                  <h2 className={styles.compilationTitle}>{compilation.title}</h2>
                  <p className={styles.meta}>
                    {formatCount(compilation.dishes.length, DISH_FORMS)}
                    {index === 0 && <span className={styles.badge}>{LEADS_MENU_TEXT}</span>}
                  </p>
                  {compilation.dishes.length > 0 && <p className={styles.dishNames}>{compilation.dishes.map((dish) => dish.name).join(' · ')}</p>}
                </div>
                <div className={styles.actions}>
                  <button
                    type="button"
                    className={cabinetStyles.iconButton}
                    aria-label={`Выше: «${compilation.title}»`}
                    disabled={!handle.moveUp || reorder.isPending}
                    onClick={() => handle.moveUp?.()}
                  >
                    <ChevronUp aria-hidden="true" size={18} />
                  </button>
                  <button
                    type="button"
                    className={cabinetStyles.iconButton}
                    aria-label={`Ниже: «${compilation.title}»`}
                    disabled={!handle.moveDown || reorder.isPending}
                    onClick={() => handle.moveDown?.()}
                  >
                    <ChevronDown aria-hidden="true" size={18} />
                  </button>
                  <button
                    type="button"
                    className={buttonStyles.secondary}
                    onClick={() => setEditing(compilation.id)}
                    aria-label={`Изменить подборку «${compilation.title}»`}
                  >
                    <Pencil aria-hidden="true" size={16} /> <span className={styles.actionText}>Изменить</span>
                  </button>
                  <button
                    type="button"
                    className={buttonStyles.dangerOutline}
                    onClick={() => void confirmDelete(compilation)}
                    aria-label={`Удалить подборку «${compilation.title}»`}
                  >
                    <Trash2 aria-hidden="true" size={16} /> <span className={styles.actionText}>Удалить</span>
                  </button>
                </div>
              </article>
            )
          }
        />
      )}
    </CabinetFrame>
  );
}
