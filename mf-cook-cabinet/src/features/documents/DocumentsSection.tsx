// 'Документы и фото кухни' on the useful materials page (docs/decisions.md 'Documents and kitchen
// photos'): the cook's documents (PDF, DOC) and kitchen photos with each one's moderation state,
// more uploaded (each sent the moment it is chosen), and removed while no application holds them.
// Private: the list is the cook's own, and the files open with the cook's token.
import { useCallback, useId } from 'react';
import { Download, FileText, ImageOff, Lock, Trash2 } from 'lucide-react';
import { confirmDialog, formatDate, notifyError, type OwnDocument, type OwnFileState, type OwnKitchenPhoto } from '@povar/shared-kit';
import { downloadPrivateFile, PrivateFileError, usePrivateImages } from '@povar/shared-kit/private-files';
import { OWN_FILE_STATE_LABELS } from '@povar/shared-kit/contracts';
import { Spinner, UploadField, useFileUploads } from '@povar/shared-kit/forms';
import { FailedState, ListSkeleton, cabinetStyles } from '../../frame/CabinetFrame';
import { CABINET_UPLOADS, useFileArrived, useOwnFiles, useRemoveFile } from './documents-api';
import styles from './DocumentsSection.module.css';

export const SECTION_TITLE = 'Документы и фото кухни';

function StateBadge({ state }: { state: OwnFileState }) {
  return (
    <span className={styles.state} data-state={state}>
      {OWN_FILE_STATE_LABELS[state]}
    </span>
  );
}

export function DocumentsSection() {
  const ids = useId();
  const files = useOwnFiles();
  const remove = useRemoveFile();
  const arrived = useFileArrived();
  const onUploaded = useCallback(() => arrived(), [arrived]);
  const documentUploads = useFileUploads(CABINET_UPLOADS.documents, { onUploaded });
  const photoUploads = useFileUploads(CABINET_UPLOADS.kitchenPhotos, { onUploaded });
  const photos = files.data?.kitchenPhotos ?? [];
  const imageOf = usePrivateImages(photos.map((photo) => photo.image.jpg));

  const confirmRemove = async (kind: 'documents' | 'kitchenPhotos', fileId: number, what: string) => {
    const confirmed = await confirmDialog({
      title: kind === 'documents' ? 'Удалить документ?' : 'Удалить фото?',
      message: what,
      confirmText: 'Удалить',
      cancelText: 'Отменить',
      variant: 'secondary',
    });
    if (confirmed) remove.mutate({ kind, fileId });
  };
  const removing = (fileId: number) => remove.isPending && remove.variables.fileId === fileId;

  const download = (document: OwnDocument) =>
    void downloadPrivateFile(document.href, document.name).catch((error: unknown) => {
      notifyError(error instanceof PrivateFileError ? error.userMessage : 'Не удалось скачать файл');
    });

  return (
    <section className={`${cabinetStyles.card} ${styles.section}`} aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className={cabinetStyles.cardTitle}>
        {SECTION_TITLE}
      </h2>
      <p className={styles.lead}>
        Медицинская книжка, дипломы, сертификаты и фото вашей кухни. Их видите только вы и модераторы сервиса; новые файлы проверяем при следующей проверке.
      </p>
      {files.isPending && <ListSkeleton label="Загружаем документы" rows={2} height={56} />}
      {files.isError && !files.data && (
        <FailedState title="Не удалось загрузить документы" error={files.error} retrying={files.isFetching} onRetry={() => void files.refetch()} />
      )}
      {files.data && (
        <>
          <h3 className={styles.subtitle}>Документы</h3>
          {files.data.documents.length === 0 ? (
            <p className={styles.empty}>Документов пока нет</p>
          ) : (
            <ul className={styles.documents} aria-label="Документы">
              {files.data.documents.map((document) => (
                <li key={document.id} className={styles.document} aria-busy={removing(document.id) || undefined}>
                  <FileText className={styles.documentIcon} aria-hidden="true" size={22} strokeWidth={1.6} />
                  <span className={styles.documentText}>
                    <button type="button" className={styles.documentName} onClick={() => download(document)} title="Скачать">
                      {document.name}
                    </button>
                    <span className={styles.meta}>
                      <StateBadge state={document.state} /> {formatDate(document.createdAt)}
                    </span>
                  </span>
                  <button type="button" className={cabinetStyles.iconButton} aria-label={`Скачать ${document.name}`} onClick={() => download(document)}>
                    <Download aria-hidden="true" size={17} />
                  </button>
                  {document.removable ? (
                    <button
                      type="button"
                      className={cabinetStyles.iconButton}
                      aria-label={`Удалить ${document.name}`}
                      disabled={removing(document.id)}
                      onClick={() => void confirmRemove('documents', document.id, `«${document.name}» будет удалён без возможности восстановления.`)}
                    >
                      {removing(document.id) ? <Spinner size={16} /> : <Trash2 aria-hidden="true" size={17} />}
                    </button>
                  ) : (
                    <span className={styles.locked} role="img" aria-label="Приложен к заявке, удалить нельзя" title="Приложен к заявке, удалить нельзя">
                      <Lock aria-hidden="true" size={17} />
                    </span>
                  )}
                </li>
              ))}
            </ul>
          )}
          <UploadField
            id={`${ids}-documents`}
            legend="Добавить документы"
            addLabel="Загрузить документ"
            hint={CABINET_UPLOADS.documents.rule.hint}
            accept={CABINET_UPLOADS.documents.rule.accept}
            look="list"
            uploads={documentUploads}
            error={undefined}
          />

          <h3 className={styles.subtitle}>Фото кухни</h3>
          {photos.length === 0 ? (
            <p className={styles.empty}>Фотографий кухни пока нет</p>
          ) : (
            <ul className={styles.photos} aria-label="Фото кухни">
              {photos.map((photo: OwnKitchenPhoto, index) => {
                const image = imageOf(photo.image.jpg);
                const label = `Фото кухни ${index + 1}`;
                return (
                  <li key={photo.id} className={styles.photo} aria-busy={removing(photo.id) || undefined}>
                    {image.status === 'ready' ? (
                      <img className={styles.photoImage} src={image.url} alt={label} />
                    ) : (
                      <span className={styles.photoPlaceholder} role="img" aria-label={label}>
                        {image.status === 'failed' ? <ImageOff aria-hidden="true" size={26} /> : <Spinner size={20} />}
                      </span>
                    )}
                    <span className={styles.photoState}>
                      <StateBadge state={photo.state} />
                    </span>
                    {photo.removable && (
                      <button
                        type="button"
                        className={styles.photoRemove}
                        aria-label={`Удалить ${label.toLowerCase()}`}
                        disabled={removing(photo.id)}
                        onClick={() => void confirmRemove('kitchenPhotos', photo.id, 'Фотография будет удалена без возможности восстановления.')}
                      >
                        {removing(photo.id) ? <Spinner size={16} /> : <Trash2 aria-hidden="true" size={16} />}
                      </button>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
          <UploadField
            id={`${ids}-photos`}
            legend="Добавить фото кухни"
            addLabel="Загрузить фото"
            hint={`Рабочее место, плита, холодильник. ${CABINET_UPLOADS.kitchenPhotos.rule.hint}`}
            accept={CABINET_UPLOADS.kitchenPhotos.rule.accept}
            look="thumbnails"
            uploads={photoUploads}
            error={undefined}
          />
        </>
      )}
    </section>
  );
}
