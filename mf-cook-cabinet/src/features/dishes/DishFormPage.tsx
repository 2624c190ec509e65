// 'Новое блюдо' (PROFILE_DISHES_CREATE) and 'Редактирование блюда' (PROFILE_DISHES_EDIT): the
import type { ReactNode } from 'react';
// form's options and, when editing, the dish, then the form; states for loading and failures.
import { buildPath, buttonStyles, type RouteMatch } from '@povar/shared-kit';
import { DISH_MESSAGES } from '@povar/shared-kit/contracts';
import { failureText, Spinner } from '@povar/shared-kit/forms';
import { isApiError } from '@povar/shared-kit';
import { DishForm } from './DishForm';
import { useCabinetDish, useDishFormOptions } from './dishes-api';
import { BackLink, CabinetFrame, EmptyState } from '../../frame/CabinetFrame';
import styles from './DishForm.module.css';

export const CREATE_TITLE = 'Новое блюдо';
export const EDIT_TITLE = 'Редактирование блюда';
export const FORM_FAILED_TITLE = 'Не удалось загрузить форму';

export function DishFormPage({ match }: { match: RouteMatch }) {
  const id = match.params.id ? Number(match.params.id) : null;
  const options = useDishFormOptions();
  const dish = useCabinetDish(id);
  const title = id === null ? CREATE_TITLE : EDIT_TITLE;

  const failed = options.isError ? options : dish.isError ? dish : null;
  let body: ReactNode;
  if (failed) {
    const notFound = isApiError(failed.error) && failed.error.status === 404 && failed === dish;
    body = (
      <EmptyState
        title={notFound ? DISH_MESSAGES.dishNotFound : FORM_FAILED_TITLE}
        text={notFound ? 'Возможно, его уже удалили.' : failureText(failed.error)}
        action={
          notFound ? undefined : (
            <button type="button" className={buttonStyles.secondary} disabled={failed.isFetching} onClick={() => void failed.refetch()}>
              {failed.isFetching && <Spinner />}
              Повторить
            </button>
          )
        }
        alert
      />
    );
  } else if (!options.data || (id !== null && !dish.data)) {
    body = <FormSkeleton />;
  } else {
    // A fresh form for another dish (the same page, another id).
    body = <DishForm key={id ?? 'new'} id={id} options={options.data} dish={dish.data ?? null} />;
  }

  return (
    <CabinetFrame wide title={title} back={<BackLink href={buildPath('PROFILE_DISHES')}>Мои блюда</BackLink>}>
      {body}
    </CabinetFrame>
  );
}

function FormSkeleton() {
  return (
    <div className={styles.layout} aria-busy="true" aria-label="Загрузка формы">
      <div className={`${styles.card} ${styles.skeletonTall} ${styles.shimmer}`} />
      <div className={`${styles.card} ${styles.skeletonShort} ${styles.shimmer}`} />
    </div>
  );
}
