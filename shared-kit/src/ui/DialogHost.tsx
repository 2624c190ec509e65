// Shows the queued confirm and message popups (dialogs.ts), the first one first; the shell renders it once.
import { useStore } from 'zustand';
import { Popup } from './Popup';
import { dialogStore, settleDialog, type ConfirmOptions, type MessageOptions } from './dialogs';
import buttons from './Button.module.css';
import styles from './DialogHost.module.css';

export function DialogHost() {
  const dialog = useStore(dialogStore, (state) => state.queue[0]);
  if (!dialog) return null;
  // A new key per dialog: a queued one gets a fresh popup (focus, inert background) of its own.
  return dialog.kind === 'confirm' ? (
    <ConfirmPopup key={dialog.id} {...dialog.options} onAnswer={(confirmed) => settleDialog(dialog.id, confirmed)} />
  ) : (
    <MessagePopup key={dialog.id} {...dialog.options} onClose={() => settleDialog(dialog.id, true)} />
  );
}

export function ConfirmPopup({
  title,
  message,
  confirmText = 'Ok',
  cancelText = 'Отменить',
  variant = 'primary',
  onAnswer,
}: ConfirmOptions & { onAnswer: (confirmed: boolean) => void }) {
  return (
    <Popup
      title={title}
      onClose={() => onAnswer(false)}
      sheetBelow={variant === 'secondary' ? 'desktop' : 'never'}
      footer={
        <div className={styles.buttons}>
          <button type="button" className={`${buttons.secondary} ${styles.button}`} onClick={() => onAnswer(false)}>
            {cancelText}
          </button>
          <button type="button" className={`${buttons.primary} ${styles.button}`} onClick={() => onAnswer(true)}>
            {confirmText}
          </button>
        </div>
      }
    >
      <p className={styles.message}>{message}</p>
    </Popup>
  );
}

export function MessagePopup({ html, title = 'Сообщение', buttonText = 'Ок', onClose }: MessageOptions & { onClose: () => void }) {
  return (
    <Popup
      title={title}
      onClose={onClose}
      sheetBelow="never"
      footer={
        <div className={styles.buttons}>
          <button type="button" className={`${buttons.primary} ${styles.button}`} onClick={onClose}>
            {buttonText}
          </button>
        </div>
      }
    >
      {/* Trusted HTML only (see MessageOptions.html). */}
      <div className={styles.message} dangerouslySetInnerHTML={{ __html: html }} />
    </Popup>
  );
}
