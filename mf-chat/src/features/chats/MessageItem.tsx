// One message: mine on the right, theirs on the left; its pictures (fetched with the token,
// opening in the viewer), documents as icons that download, the order it is about, the time,
// and for mine 'Отправлено' or 'Прочитано'. A message on its way says so, or offers 'Повторить'.
import { useState } from 'react';
import { AlertCircle, Check, CheckCheck, Clock, FileText, ImageOff } from 'lucide-react';
import { formatTime, ImageViewer, isApiError, notifyError, type ChatAttachment, type ChatMessage } from '@povar/shared-kit';
import { downloadPrivateFile, usePrivateImages } from '@povar/shared-kit/private-files';
import { Spinner } from '@povar/shared-kit/forms';
import { NOT_SENT_TEXT, OPEN_IMAGE_TEXT, orderNoteText, READ_TEXT, RESEND_TEXT, SENDING_TEXT, SENT_TEXT } from './texts';
import type { PendingMessage } from './use-outbox';
import styles from './Chats.module.css';

type ImageAttachment = Extract<ChatAttachment, { kind: 'image' }>;
type DocumentAttachment = Extract<ChatAttachment, { kind: 'document' }>;

/** '1,2 МБ', '350 КБ'. */
export function fileSizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} МБ`;
  return `${Math.max(1, Math.round(bytes / 1024))} КБ`;
}

export function MessageItem({ message, read }: { message: ChatMessage; read: boolean }) {
  const images = message.attachments.filter((attachment): attachment is ImageAttachment => attachment.kind === 'image');
  const documents = message.attachments.filter((attachment): attachment is DocumentAttachment => attachment.kind === 'document');
  return (
    <li className={styles.message} data-side={message.mine ? 'mine' : 'theirs'}>
      <div className={styles.bubble}>
        {message.order && <p className={styles.orderNote}>{orderNoteText(message.order.id, message.order.statusLabel)}</p>}
        {images.length > 0 && <MessageImages images={images} />}
        {documents.map((document) => (
          <DocumentLink key={document.id} document={document} />
        ))}
        {message.text && <p className={styles.text}>{message.text}</p>}
        <p className={styles.meta}>
          <time dateTime={message.createdAt}>{formatTime(message.createdAt)}</time>
          {message.mine &&
            (read ? (
              <span className={styles.tick} data-read="yes">
                <CheckCheck aria-hidden="true" size={16} />
                <span className="visually-hidden">{READ_TEXT}</span>
              </span>
            ) : (
              <span className={styles.tick}>
                <Check aria-hidden="true" size={16} />
                <span className="visually-hidden">{SENT_TEXT}</span>
              </span>
            ))}
        </p>
      </div>
    </li>
  );
}

function MessageImages({ images }: { images: ImageAttachment[] }) {
  const hrefs = images.map((image) => image.image.jpg);
  const imageOf = usePrivateImages(hrefs);
  const [open, setOpen] = useState<number | null>(null);
  const ready = images.map((image) => imageOf(image.image.jpg));
  return (
    <div className={styles.images} data-count={Math.min(images.length, 3)}>
      {images.map((image, index) => {
        const state = ready[index]!;
        const { width, height } = image.image.size;
        return (
          <button
            key={image.id}
            type="button"
            className={styles.imageButton}
            aria-label={`${OPEN_IMAGE_TEXT} ${index + 1}`}
            disabled={state.status !== 'ready'}
            onClick={() => setOpen(index)}
            style={width && height ? { aspectRatio: `${width} / ${height}` } : undefined}
          >
            {state.status === 'ready' ? (
              <img src={state.url} alt="" className={styles.image} />
            ) : state.status === 'failed' ? (
              <ImageOff aria-hidden="true" size={24} />
            ) : (
              <Spinner />
            )}
          </button>
        );
      })}
      {open !== null && (
        <ImageViewer
          images={ready.flatMap((state, index) => (state.status === 'ready' ? [{ src: state.url, alt: `Фото ${index + 1}` }] : []))}
          index={ready.slice(0, open).filter((state) => state.status === 'ready').length}
          onClose={() => setOpen(null)}
        />
      )}
    </div>
  );
}

function DocumentLink({ document }: { document: DocumentAttachment }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadPrivateFile(document.href, document.name);
    } catch (error) {
      notifyError(isApiError(error) ? error.userMessage : ((error as { userMessage?: string }).userMessage ?? 'Не удалось получить файл'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className={styles.document} disabled={busy} aria-busy={busy} onClick={() => void download()}>
      {busy ? <Spinner size={22} /> : <FileText aria-hidden="true" size={26} strokeWidth={1.6} />}
      <span className={styles.documentName}>{document.name}</span>
      <span className={styles.documentSize}>
        {document.extension.toUpperCase()} · {fileSizeText(document.size)}
      </span>
    </button>
  );
}

export function PendingItem({ item, onRetry }: { item: PendingMessage; onRetry: () => void }) {
  return (
    <li className={styles.message} data-side="mine" data-pending={item.status}>
      <div className={styles.bubble}>
        {item.files.length > 0 && (
          <ul className={styles.pendingFiles}>
            {item.files.map((file, index) => (
              <li key={`${file.name}-${index}`}>
                {item.previews[index] ? <img src={item.previews[index]!} alt="" className={styles.pendingImage} /> : <FileText aria-hidden="true" size={22} />}
                <span className={styles.documentName}>{file.name}</span>
              </li>
            ))}
          </ul>
        )}
        {item.text && <p className={styles.text}>{item.text}</p>}
        <p className={styles.meta}>
          {item.status === 'sending' ? (
            <span className={styles.tick}>
              <Clock aria-hidden="true" size={14} /> {SENDING_TEXT}
            </span>
          ) : (
            <span className={styles.notSent} role="alert">
              <AlertCircle aria-hidden="true" size={14} /> {NOT_SENT_TEXT}
              {item.error ? ` ${item.error}` : ''}{' '}
              <button type="button" className={styles.linkButton} onClick={onRetry}>
                {RESEND_TEXT}
              </button>
            </span>
          )}
        </p>
      </div>
    </li>
  );
}
