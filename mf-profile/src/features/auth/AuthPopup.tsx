// Sign in or sign up (the auth popup): the phone and a code from an SMS (the first sign-in
// creates the account), or the phone and a password, or a reset link by e-mail. An account
// without a name is then asked for one (a step that can be skipped). With isForCook the visitor
// goes on to the cook application once signed in.
import { useRef, useState } from 'react';
import { completeLogin, getUser, nameContainsPhone, notifySuccess, openPopup, Popup, type AuthTokens, type WidgetProps } from '@povar/shared-kit';
import { CodeForm } from './CodeForm';
import { NameForm, NAME_STEP_TITLE } from './NameForm';
import { PasswordLoginForm } from './PasswordLoginForm';
import { PhoneForm } from './PhoneForm';
import { ResetByEmailForm } from './ResetByEmailForm';
import styles from './AuthPopup.module.css';
import { formStyles, PersonalDataConsent, toApiPhone } from '@povar/shared-kit/forms';
import { login } from './auth-api';

export const SIGNED_IN_TEXT = 'Вы вошли';
export const FOR_COOK_NOTE = 'После входа вы перейдёте к заявке повара.';

type Step = { kind: 'phone' } | { kind: 'code'; retryAfter: number } | { kind: 'password' } | { kind: 'reset' } | { kind: 'name' };

const TITLES: Record<Step['kind'], string> = {
  phone: 'Вход или регистрация',
  code: 'Вход или регистрация',
  password: 'Вход по паролю',
  reset: 'Восстановление пароля',
  name: NAME_STEP_TITLE,
};

export function AuthPopup({ isForCook = false, onClose }: WidgetProps<'auth'>) {
  const [step, setStep] = useState<Step>({ kind: 'phone' });
  // The number follows the visitor between the steps, so it is typed once. A ref: the forms
  // report every keystroke, and re-rendering the popup under the phone mask would upset it.
  const phone = useRef('');
  const rememberPhone = (masked: string) => {
    phone.current = masked;
  };

  const done = () => {
    onClose();
    if (isForCook && !getUser().user?.isCook) openPopup('become-cook');
  };

  const finishSignIn = async (tokens: AuthTokens) => {
    await completeLogin(tokens);
    notifySuccess(SIGNED_IN_TEXT);
    const { user } = getUser();
    // A new account (or one that skipped it before) is asked how to call its owner.
    if (user && nameContainsPhone(user)) setStep({ kind: 'name' });
    else done();
  };

  const signInWithCode = async (code: string) => {
    const tokens = await login({ phone: toApiPhone(phone.current), code });
    if (tokens) await finishSignIn(tokens);
  };

  const otherWays = (
    <div className={formStyles.links}>
      <button type="button" className={formStyles.linkButton} onClick={() => setStep({ kind: 'password' })}>
        Войти с паролем
      </button>
    </div>
  );

  return (
    <Popup title={TITLES[step.kind]} onClose={onClose} sheetBelow="tablet">
      <div className={styles.body}>
        {isForCook && step.kind !== 'reset' && step.kind !== 'name' && <p className={styles.forCook}>{FOR_COOK_NOTE}</p>}
        {step.kind === 'phone' && (
          <PhoneForm
            codeType="auth"
            defaultPhone={phone.current}
            onPhoneChange={rememberPhone}
            onCodeSent={(sentTo, retryAfter) => {
              rememberPhone(sentTo);
              setStep({ kind: 'code', retryAfter });
            }}
          >
            {otherWays}
            <PersonalDataConsent buttonLabel="Получить код" />
          </PhoneForm>
        )}
        {step.kind === 'code' && (
          <CodeForm
            codeType="auth"
            phone={phone.current}
            retryAfter={step.retryAfter}
            submitLabel="Войти"
            onCode={signInWithCode}
            onChangePhone={() => setStep({ kind: 'phone' })}
          />
        )}
        {step.kind === 'password' && (
          <PasswordLoginForm defaultPhone={phone.current} onPhoneChange={rememberPhone} onSignedIn={finishSignIn}>
            <div className={formStyles.links}>
              <button type="button" className={formStyles.linkButton} onClick={() => setStep({ kind: 'phone' })}>
                Войти по коду из СМС
              </button>
              <button type="button" className={formStyles.linkButton} onClick={() => setStep({ kind: 'reset' })}>
                Забыли пароль?
              </button>
            </div>
          </PasswordLoginForm>
        )}
        {step.kind === 'reset' && <ResetByEmailForm onBack={() => setStep({ kind: 'password' })} />}
        {step.kind === 'name' && <NameForm onDone={done} />}
      </div>
    </Popup>
  );
}
