// A set of files being uploaded (useFileUploads): the picker, each file with its progress and a
// remove button, and what went wrong. Documents are a list of names; photos are thumbnails.
import type { ChangeEvent } from 'react';
import { FileText, ImageIcon, Plus, X } from 'lucide-react';
import type { UploadItem, useFileUploads } from './use-file-uploads';
import { FieldError } from './Field';
import formStyles from './Form.module.css';
import { Spinner } from '@povar/shared-kit';
import styles from './Uploads.module.css';

export interface UploadFieldProps {
  id: string;
  legend: string;
  addLabel: string;
  hint: string;
  accept: string;
  look: 'list' | 'thumbnails';
  uploads: ReturnType<typeof useFileUploads>;
  /** The form's own error for the set ('… обязательно для заполнения'). */
  error: string | undefined;
}

export function UploadField({ id, legend, addLabel, hint, accept, look, uploads, error }: UploadFieldProps) {
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    uploads.add([...(event.target.files ?? [])]);
    // The same file may be chosen again after it was removed.
    event.target.value = '';
  };
  const described = [`${id}-hint`, uploads.problem ? `${id}-problem` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');

  return (
    <fieldset className={styles.uploads}>
      <legend className={formStyles.label}>{legend}</legend>
      {uploads.items.length > 0 && (
        <ul className={look === 'list' ? styles.fileList : styles.thumbnails}>
          {uploads.items.map((item) =>
            look === 'list' ? (
              <DocumentItem key={item.key} item={item} onRemove={() => void uploads.remove(item.key)} />
            ) : (
              <PhotoItem key={item.key} item={item} onRemove={() => void uploads.remove(item.key)} />
            ),
          )}
        </ul>
      )}
      <input
        id={id}
        className={styles.fileInput}
        type="file"
        multiple
        accept={accept}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={described}
        onChange={choose}
      />
      <label htmlFor={id} className={styles.addFiles}>
        <Plus aria-hidden="true" size={18} strokeWidth={2} />
        {addLabel}
      </label>
      <p id={`${id}-hint`} className={formStyles.hint}>
        {hint}
      </p>
      <FieldError id={`${id}-problem`} message={uploads.problem ?? undefined} />
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}

function ItemState({ item }: { item: UploadItem }) {
  if (item.status === 'uploading')
    return (
      <span className={styles.itemState}>
        <Spinner size={16} /> Загружается…
      </span>
    );
  if (item.status === 'removing')
    return (
      <span className={styles.itemState}>
        <Spinner size={16} /> Удаляем…
      </span>
    );
  if (item.status === 'failed')
    return (
      <span className={formStyles.error} role="alert">
        {item.error}
      </span>
    );
  return null;
}

function RemoveButton({ item, onRemove, className }: { item: UploadItem; onRemove: () => void; className: string | undefined }) {
  return (
    <button type="button" className={className} aria-label={`Удалить ${item.name}`} title="Удалить" disabled={item.status === 'removing'} onClick={onRemove}>
      <X aria-hidden="true" size={18} strokeWidth={2} />
    </button>
  );
}

function DocumentItem({ item, onRemove }: { item: UploadItem; onRemove: () => void }) {
  return (
    <li className={styles.fileItem} aria-busy={item.status === 'uploading' || item.status === 'removing' ? 'true' : undefined}>
      <FileText className={styles.fileIcon} aria-hidden="true" size={22} strokeWidth={1.6} />
      <span className={styles.fileText}>
        <span className={styles.fileName}>{item.name}</span>
        <ItemState item={item} />
      </span>
      <RemoveButton item={item} onRemove={onRemove} className={styles.removeFile} />
    </li>
  );
}

function PhotoItem({ item, onRemove }: { item: UploadItem; onRemove: () => void }) {
  return (
    <li className={styles.thumbnail} aria-busy={item.status === 'uploading' || item.status === 'removing' ? 'true' : undefined}>
      {item.previewUrl ? (
        <img className={styles.thumbnailImage} src={item.previewUrl} alt={item.name} />
      ) : (
        <span className={styles.thumbnailPlaceholder} role="img" aria-label={item.name}>
          <ImageIcon aria-hidden="true" size={28} strokeWidth={1.4} />
        </span>
      )}
      <span className={styles.thumbnailState}>
        <ItemState item={item} />
      </span>
      <RemoveButton item={item} onRemove={onRemove} className={styles.removeThumbnail} />
    </li>
  );
}
