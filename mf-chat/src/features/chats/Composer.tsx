// Writing a message: Enter sends, Shift+Enter starts a new line; files are picked or pasted,
// checked at once (kinds, sizes, count) and shown as chips to remove; typing tells the peer.
import { useId, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { FileText, Paperclip, SendHorizontal, X } from 'lucide-react';
import { sendTyping } from '@povar/shared-kit/realtime';
import { CHAT_LIMITS, CHAT_MESSAGES } from '@povar/shared-kit/contracts';
import { controlProps, FieldError } from '@povar/shared-kit/forms';
import { addAttachments, CHAT_ACCEPT } from './attachment-rules';
import { ATTACH_TEXT, COMPOSER_LABEL, COMPOSER_PLACEHOLDER, REMOVE_FILE_TEXT, SEND_TEXT } from './texts';
import styles from './Chats.module.css';

export interface ComposerProps {
  chatUserId: number;
  disabled: boolean;
  onSend: (text: string, files: File[]) => void;
}

export function Composer({ chatUserId, disabled, onSend }: ComposerProps) {
  const id = useId();
  const inputId = `${id}-text`;
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);

  const attach = (added: readonly File[]) => {
    if (added.length === 0) return;
    const result = addAttachments(files, added);
    setFiles(result.files);
    setProblem(result.problem);
  };

  const submit = () => {
    const trimmed = text.trim();
    if (disabled) return;
    if (!trimmed && files.length === 0) {
      setProblem(CHAT_MESSAGES.emptyMessage);
      return;
    }
    if (trimmed.length > CHAT_LIMITS.textMaxLength) {
      setProblem(CHAT_MESSAGES.textTooLong);
      return;
    }
    onSend(trimmed, files);
    setText('');
    setFiles([]);
    setProblem(null);
    textarea.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter is a new line; Enter that ends an IME composition is the IME's.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const pasted = Array.from(event.clipboardData.files);
    if (pasted.length === 0) return;
    event.preventDefault();
    attach(pasted);
  };

  const tooLong = text.length > CHAT_LIMITS.textMaxLength;
  const error = problem ?? (tooLong ? CHAT_MESSAGES.textTooLong : undefined);

  return (
    <form
      className={styles.composer}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {files.length > 0 && (
        <ul className={styles.chips} aria-label="Вложения">
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className={styles.chip}>
              <FileText aria-hidden="true" size={16} />
              <span className={styles.chipName}>{file.name}</span>
              <button
                type="button"
                className={styles.chipRemove}
                aria-label={`${REMOVE_FILE_TEXT} ${file.name}`}
                onClick={() => {
                  setFiles((current) => current.filter((_, at) => at !== index));
                  setProblem(null);
                }}
              >
                <X aria-hidden="true" size={16} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.composerRow}>
        <button
          type="button"
          className={styles.iconButton}
          aria-label={ATTACH_TEXT}
          title={ATTACH_TEXT}
          disabled={disabled}
          onClick={() => picker.current?.click()}
        >
          <Paperclip aria-hidden="true" size={22} />
        </button>
        <input
          ref={picker}
          type="file"
          multiple
          accept={CHAT_ACCEPT}
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="chat-file-input"
          onChange={(event) => {
            attach(Array.from(event.currentTarget.files ?? []));
            event.currentTarget.value = '';
          }}
        />
        <label htmlFor={inputId} className="visually-hidden">
          {COMPOSER_LABEL}
        </label>
        <textarea
          ref={textarea}
          {...controlProps(inputId, { error })}
          className={styles.textarea}
          rows={1}
          placeholder={COMPOSER_PLACEHOLDER}
          value={text}
          disabled={disabled}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          onChange={(event) => {
            setText(event.target.value);
            if (problem === CHAT_MESSAGES.emptyMessage) setProblem(null);
            if (event.target.value.trim()) sendTyping(chatUserId);
          }}
        />
        <button type="submit" className={styles.sendButton} aria-label={SEND_TEXT} title={SEND_TEXT} disabled={disabled || tooLong}>
          <SendHorizontal aria-hidden="true" size={22} />
        </button>
      </div>
      <FieldError id={`${inputId}-error`} message={error} />
    </form>
  );
}
