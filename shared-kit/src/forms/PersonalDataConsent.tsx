// The consent line under every form that sends personal data (sign-in, checkout, the cook
// application): pressing the button is the consent, and the line says so and links to the policy.
import { buildPath } from '../routes';
import formStyles from './Form.module.css';

/** The privacy policy's own /docs page (the footer links the same one). */
export const privacyPolicyPath = () => buildPath('DOCS', { slug: 'legal/privacy-policy' });

export const personalDataConsentText = (buttonLabel: string) => `Нажимая «${buttonLabel}», вы соглашаетесь на обработку персональных данных`;

export function PersonalDataConsent({ buttonLabel, className }: { buttonLabel: string; className?: string }) {
  return (
    <p className={className ? `${formStyles.consent} ${className}` : formStyles.consent}>
      {personalDataConsentText(buttonLabel)} в соответствии с{' '}
      <a href={privacyPolicyPath()} target="_blank" rel="noopener noreferrer">
        политикой конфиденциальности
      </a>
      .
    </p>
  );
}
