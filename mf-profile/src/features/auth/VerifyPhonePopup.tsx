// Confirm a phone: a 'verify' code goes to the number, and the number
// becomes the signed-in user's once the code is right.
import { useState } from 'react';
import { notifySuccess, Popup, setUser, type WidgetProps } from '@povar/shared-kit';
import { CodeForm } from './CodeForm';
import { PhoneForm } from './PhoneForm';
import styles from './AuthPopup.module.css';
import { toApiPhone, toMaskedPhone } from '@povar/shared-kit/forms';
import { verifyPhone } from './auth-api';

export const PHONE_CONFIRMED_TEXT = 'Номер телефона подтверждён';

export function VerifyPhonePopup({ phone: initialPhone, onClose }: WidgetProps<'verify-phone'>) {
  const [phone, setPhone] = useState(() => toMaskedPhone(initialPhone));
  const [retryAfter, setRetryAfter] = useState<number | null>(null);

  const confirm = async (code: string) => {
    const user = await verifyPhone({ phone: toApiPhone(phone), code, type: 'verify' });
    if (!user) return;
    setUser(user);
    notifySuccess(PHONE_CONFIRMED_TEXT);
    onClose();
  };

  return (
    <Popup title="Подтверждение телефона" onClose={onClose} sheetBelow="tablet">
      <div className={styles.body}>
        {retryAfter === null ? (
          <PhoneForm
            codeType="verify"
            defaultPhone={phone}
            onCodeSent={(sentTo, seconds) => {
              setPhone(sentTo);
              setRetryAfter(seconds);
            }}
          />
        ) : (
          <CodeForm
            codeType="verify"
            phone={phone}
            retryAfter={retryAfter}
            submitLabel="Подтвердить"
            onCode={confirm}
            onChangePhone={() => setRetryAfter(null)}
          />
        )}
      </div>
    </Popup>
  );
}
