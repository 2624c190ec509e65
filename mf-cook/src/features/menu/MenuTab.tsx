// The menu tab: the cook's dishes by section ('Повар рекомендует' first when there
// is one), under a sticky category bar kept in step with '#category={id}'.
import { useInView } from 'react-intersection-observer';
import { AppLink, buildPath, type CookMenuSection } from '@povar/shared-kit';
import { useIsOwnCookPage } from '../cook-page/use-own-cook-page';
import { CookDishCard } from './CookDishCard';
import { ALL_CATEGORIES, sectionElementId, hashOfCategory } from './category-hash';
import { MENU_TOP_ID, useCategorySpy } from './use-category-spy';
import styles from './Menu.module.css';

/** The band a section must cross to be the current one: from under the bar to 40 % down the screen. */
const SECTION_BAND = '-160px 0px -60% 0px';
/** The menu's top counts while it is anywhere below the bar. */
const BELOW_BAR = '-160px 0px 0px 0px';

export const FILL_MENU_TITLE = 'Заполните меню';
export const FILL_MENU_TEXT = 'Ваша страница уже открыта. Добавьте первое блюдо — покупатели увидят его здесь, а вас — в каталоге.';

/** `cookId`: whose page this is; on an empty menu the cook themself gets the way to their dishes instead of the catalogue. */
export function MenuTab({ sections, region, cookId }: { sections: readonly CookMenuSection[]; region: string | null; cookId: number }) {
  const isOwnPage = useIsOwnCookPage(cookId);
  if (sections.length === 0 && isOwnPage) {
    return (
      <div className={styles.empty}>
        <h2 className={styles.emptyText}>{FILL_MENU_TITLE}</h2>
        <p className={styles.emptyHint}>{FILL_MENU_TEXT}</p>
        <AppLink className={styles.emptyLink} href={buildPath('PROFILE_DISHES')}>
          Мои блюда
        </AppLink>
      </div>
    );
  }
  if (sections.length === 0) {
    return (
      <div className={styles.empty}>
        <p className={styles.emptyText}>В меню ничего нет</p>
        <AppLink className={styles.emptyLink} href={buildPath('MENU', {}, region)}>
          Перейти в каталог
        </AppLink>
      </div>
    );
  }
  return <Menu sections={sections} region={region} />;
}

function Menu({ sections, region }: { sections: readonly CookMenuSection[]; region: string | null }) {
  const { active, choose, onSectionInView, onMenuTopInView } = useCategorySpy(sections);
  const { ref: topRef } = useInView({ rootMargin: BELOW_BAR, onChange: onMenuTopInView });
  const categories = [{ id: ALL_CATEGORIES, title: 'Все' }, ...sections];
  return (
    <div id={MENU_TOP_ID} className={styles.menu}>
      <nav className={styles.bar} aria-label="Категории меню">
        <ul className={styles.categories}>
          {categories.map((category) => (
            <li key={category.id}>
              <a
                className={styles.category}
                href={hashOfCategory(category.id)}
                aria-current={active === category.id ? 'true' : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  choose(category.id);
                }}
              >
                {category.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div ref={topRef} className={styles.topSentinel} aria-hidden="true" />
      {sections.map((section) => (
        <MenuSection key={section.id} section={section} region={region} onInView={onSectionInView} />
      ))}
    </div>
  );
}

function MenuSection({ section, region, onInView }: { section: CookMenuSection; region: string | null; onInView: (id: string) => void }) {
  const { ref } = useInView({ rootMargin: SECTION_BAND, onChange: (inView) => inView && onInView(section.id) });
  const headingId = `${sectionElementId(section.id)}-title`;
  return (
    <section ref={ref} id={sectionElementId(section.id)} className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {section.title}
      </h2>
      <div className={styles.grid}>
        {section.dishes.map((dish) => (
          <CookDishCard key={dish.id} dish={dish} region={region} />
        ))}
      </div>
    </section>
  );
}
