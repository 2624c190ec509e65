// The dish's pictures: dropped, picked (several at once) or pasted; each uploads at once with its
// progress or its error; put in order by dragging (mouse, touch or keyboard: dnd-kit's sensors)
// or with the 'левее / правее' buttons; the first is the cover, and the cover's preview shows
// how the catalogue card will cut it.
import { useEffect, useState, type ChangeEvent, type DragEvent } from 'react';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowLeft, ArrowRight, GripVertical, ImagePlus, Star, X } from 'lucide-react';
import type { FileRule } from '@povar/shared-kit/forms';
import { FieldError, formStyles, Spinner } from '@povar/shared-kit/forms';
import { CoverPreview } from './CoverPreview';
import { imageAddress, type DishImageItem, type DishImages } from './use-dish-images';
import styles from './DishForm.module.css';

export interface DishImagesFieldProps {
  id: string;
  legend: string;
  images: DishImages;
  rule: FileRule;
  maxImages: number;
  /** The form's own error for the set (none chosen, a server refusal). */
  error: string | undefined;
}

/** dnd-kit's screen-reader texts, in Russian. */
export const SORT_INSTRUCTIONS = 'Чтобы переставить фото, нажмите пробел или Enter, двигайте стрелками и нажмите пробел или Enter ещё раз. Escape отменяет.';

function announcementsFor(items: readonly DishImageItem[]): Announcements {
  const nameOf = (key: string | number) => items.find((item) => item.key === key)?.name ?? 'Фото';
  const placeOf = (key: string | number | undefined) => items.findIndex((item) => item.key === key) + 1;
  return {
    onDragStart: ({ active }) => `${nameOf(active.id)}: взято, место ${placeOf(active.id)} из ${items.length}.`,
    onDragOver: ({ active, over }) => (over ? `${nameOf(active.id)}: место ${placeOf(over.id)} из ${items.length}.` : `${nameOf(active.id)}: вне списка.`),
    onDragEnd: ({ active, over }) => (over ? `${nameOf(active.id)}: поставлено на место ${placeOf(over.id)}.` : `${nameOf(active.id)}: порядок не изменился.`),
    onDragCancel: ({ active }) => `${nameOf(active.id)}: перестановка отменена.`,
  };
}

export function DishImagesField({ id, legend, images, rule, maxImages, error }: DishImagesFieldProps) {
  const [dropping, setDropping] = useState(false);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  // A picture pasted anywhere on the page while the form is open is added too.
  const { add } = images;
  useEffect(() => {
    const paste = (event: ClipboardEvent) => {
      const files = [...(event.clipboardData?.files ?? [])];
      if (files.length === 0) return;
      event.preventDefault();
      add(files);
    };
    document.addEventListener('paste', paste);
    return () => document.removeEventListener('paste', paste);
  }, [add]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    images.add([...(event.target.files ?? [])]);
    // The same file may be chosen again after it was removed.
    event.target.value = '';
  };
  const over = (event: DragEvent<HTMLDivElement>) => {
    if (![...event.dataTransfer.types].includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDropping(true);
  };
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDropping(false);
    images.add([...event.dataTransfer.files]);
  };
  const sorted = ({ active, over: target }: DragEndEvent) => {
    if (!target || active.id === target.id) return;
    images.move(
      String(active.id),
      images.items.findIndex((item) => item.key === target.id),
    );
  };

  const cover = images.items[0];
  const described = [`${id}-hint`, images.problem ? `${id}-problem` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  const full = images.items.filter((item) => item.status !== 'failed').length >= maxImages;
  return (
    <fieldset className={styles.images} aria-describedby={described}>
      <legend className={formStyles.label}>{legend}</legend>
      <div className={styles.dropZone} data-dropping={dropping || undefined} onDragOver={over} onDragLeave={() => setDropping(false)} onDrop={drop}>
        <ImagePlus className={styles.dropIcon} aria-hidden="true" size={32} strokeWidth={1.5} />
        <p className={styles.dropText}>Перетащите фото сюда или вставьте из буфера обмена</p>
        <input
          id={id}
          className={styles.fileInput}
          type="file"
          multiple
          accept={rule.accept}
          disabled={full}
          aria-invalid={error || images.problem ? 'true' : undefined}
          aria-describedby={described}
          onChange={choose}
        />
        <label htmlFor={id} className={`${formStyles.secondary} ${styles.pick}`} data-disabled={full || undefined}>
          Выбрать фото
        </label>
      </div>
      <p id={`${id}-hint`} className={formStyles.hint}>
        {rule.hint}, не больше {maxImages} фото. Первое фото — обложка блюда.
      </p>
      <FieldError id={`${id}-problem`} message={images.problem ?? undefined} />
      <FieldError id={`${id}-error`} message={error} />

      {images.items.length > 0 && (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={sorted}
          accessibility={{ announcements: announcementsFor(images.items), screenReaderInstructions: { draggable: SORT_INSTRUCTIONS } }}
        >
          <SortableContext items={images.items.map((item) => item.key)} strategy={rectSortingStrategy}>
            <ol className={styles.thumbnails} aria-label="Порядок фотографий">
              {images.items.map((item, index) => (
                <Thumbnail key={item.key} item={item} index={index} count={images.items.length} images={images} />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
      {cover && imageAddress(cover) && <CoverPreview key={cover.key} address={imageAddress(cover) as string} name={cover.name} />}
    </fieldset>
  );
}

function Thumbnail({ item, index, count, images }: { item: DishImageItem; index: number; count: number; images: DishImages }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item.key });
  const address = imageAddress(item);
  const isCover = index === 0;
  return (
    <li
      ref={setNodeRef}
      className={styles.thumbnail}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-dragging={isDragging || undefined}
      data-cover={isCover || undefined}
      aria-busy={item.status === 'uploading' || undefined}
      aria-label={`${item.name}${isCover ? ', обложка' : ''}`}
    >
      <div className={styles.thumbnailMedia}>
        {address ? <img className={styles.thumbnailImage} src={address} alt="" /> : <span className={styles.thumbnailBlank} />}
        {isCover && <span className={styles.coverBadge}>Обложка</span>}
        {item.status === 'uploading' && (
          <span className={styles.thumbnailState}>
            <Spinner size={16} /> Загружается…
          </span>
        )}
      </div>
      {item.status === 'failed' && (
        <p className={`${formStyles.error} ${styles.thumbnailError}`} role="alert">
          {item.error}
        </p>
      )}
      <div className={styles.thumbnailTools}>
        <button
          type="button"
          ref={setActivatorNodeRef}
          className={`${styles.tool} ${styles.handle}`}
          aria-label={`Переставить ${item.name}`}
          title="Перетащите, чтобы переставить"
          {...attributes}
          {...listeners}
        >
          <GripVertical aria-hidden="true" size={18} />
        </button>
        <button
          type="button"
          className={styles.tool}
          aria-label={`Сдвинуть ${item.name} левее`}
          title="Левее"
          disabled={index === 0}
          onClick={() => images.move(item.key, index - 1)}
        >
          <ArrowLeft aria-hidden="true" size={18} />
        </button>
        <button
          type="button"
          className={styles.tool}
          aria-label={`Сдвинуть ${item.name} правее`}
          title="Правее"
          disabled={index === count - 1}
          onClick={() => images.move(item.key, index + 1)}
        >
          <ArrowRight aria-hidden="true" size={18} />
        </button>
        <button
          type="button"
          className={styles.tool}
          aria-label={`Сделать обложкой ${item.name}`}
          aria-pressed={isCover}
          title="Сделать обложкой"
          disabled={isCover || item.status !== 'done'}
          onClick={() => images.move(item.key, 0)}
        >
          <Star aria-hidden="true" size={18} fill={isCover ? 'currentColor' : 'none'} />
        </button>
        <button
          type="button"
          className={`${styles.tool} ${styles.removeTool}`}
          aria-label={`Удалить ${item.name}`}
          title="Удалить"
          onClick={() => images.remove(item.key)}
        >
          <X aria-hidden="true" size={18} />
        </button>
      </div>
    </li>
  );
}
