// Route access on the page side: a route for signed-in users shows a sign-in prompt to guests (and
// opens the auth popup once); a cook's route refuses everyone else, and so does an operator's. The page appears as soon
// as the visitor qualifies, so sign-in continues straight to where they were going.
import { useEffect, useRef, type ReactNode } from 'react';
import { ChefHat, LockKeyhole } from 'lucide-react';
import { openPopup, useUser } from '../account';
import type { RouteAccess } from '../routes';
import { useAuth } from '../stores';
import styles from '../ui/Screen.module.css';

export const SIGN_IN_REQUIRED_TITLE = 'Вы не авторизованы';
export const SIGN_IN_REQUIRED_TEXT = 'Войдите по номеру телефона, чтобы открыть этот раздел.';
export const OPERATORS_ONLY_TITLE = 'Раздел доступен только операторам';
export const COOKS_ONLY_TITLE = 'Раздел доступен только поварам';
export const COOKS_ONLY_TEXT = 'Здесь повара ведут свою кухню: блюда, график и выплаты. Расскажите о себе, и после проверки раздел откроется.';

export function AccessGate({ access, children }: { access: RouteAccess; children: ReactNode }) {
  // A public page reads no account store here. Hydrating, a store hook reads the store's initial
  // state (as the server did) and, once the shell has loaded the visitor, asks for a synchronous
  // re-render: above the page, that would hydrate the whole page at once in one long task.
  return access === 'public' ? children : <PrivateGate access={access}>{children}</PrivateGate>;
}

function PrivateGate({ access, children }: { access: Exclude<RouteAccess, 'public'>; children: ReactNode }) {
  const isAuth = useAuth((state) => state.isAuth);
  const { user, loading } = useUser();
  if (!isAuth) return <SignInRequired forCook={access === 'cook'} />;
  if (access === 'user') return children;
  // A cook's (or operator's) route waits for the user before judging, so nobody sees a refusal flash.
  if (!user) return loading ? <div aria-busy="true" className={styles.screen} /> : null;
  if (access === 'operator') return user.isOperator ? children : <OperatorsOnly />;
  return user.isCook ? children : <CooksOnly />;
}

function SignInRequired({ forCook }: { forCook: boolean }) {
  // Once per arrival: closing the popup leaves the prompt, and its button opens it again.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    openPopup('auth', { isForCook: forCook });
  }, [forCook]);
  return (
    <section className={styles.screen}>
      <LockKeyhole className={styles.illustration} aria-hidden="true" size={72} strokeWidth={1.4} />
      <h1 className={styles.title}>{SIGN_IN_REQUIRED_TITLE}</h1>
      <p className={styles.text}>{SIGN_IN_REQUIRED_TEXT}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={() => openPopup('auth', { isForCook: forCook })}>
          Вход / Регистрация
        </button>
      </div>
    </section>
  );
}

function OperatorsOnly() {
  return (
    <section className={styles.screen} data-access="operator-only">
      <LockKeyhole className={styles.illustration} aria-hidden="true" size={72} strokeWidth={1.4} />
      <h1 className={styles.title}>{OPERATORS_ONLY_TITLE}</h1>
    </section>
  );
}

function CooksOnly() {
  return (
    <section className={styles.screen} data-access="cook-only">
      <ChefHat className={styles.illustration} aria-hidden="true" size={72} strokeWidth={1.4} />
      <h1 className={styles.title}>{COOKS_ONLY_TITLE}</h1>
      <p className={styles.text}>{COOKS_ONLY_TEXT}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={() => openPopup('become-cook')}>
          Стать поваром
        </button>
      </div>
    </section>
  );
}
