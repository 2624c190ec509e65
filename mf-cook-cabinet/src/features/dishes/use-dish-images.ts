// The dish's pictures in the form: each checked (PNG, JPG, JPEG, WEBP, the size in MB)
// and uploaded the moment it is chosen, dropped or pasted, shown with its progress or its error,
// put in order (the first is the cover) and removed. The server keeps an upload nobody saves for
// a day only, so removing here is only leaving it out of the form.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DishImage, DishImageUpload } from '@povar/shared-kit';
import { failureText, fileProblem, previewUrlOf, releasePreviewUrl, type FileRule } from '@povar/shared-kit/forms';
import { uploadDishImage } from './dishes-api';

export interface DishImageItem {
  key: string;
  /** The file's name, or 'Фото N' for a stored picture. */
  name: string;
  status: 'uploading' | 'done' | 'failed';
  /** The server's id once uploaded: what the form sends. */
  id: number | null;
  /** The stored picture (re-encoded by the server). */
  image: DishImage | null;
  /** A local address of the chosen file, shown until the server's picture is there. */
  previewUrl: string | null;
  error: string | null;
}

export const UPLOAD_FAILED_TEXT = 'Фото не загрузилось. Удалите его и попробуйте ещё раз';
export const tooManyImagesText = (max: number) => `Можно добавить не больше ${max} фотографий`;

let nextKey = 0;
const keyOf = () => `dish-image-${++nextKey}`;

/** Where a picture can be seen: the server's jpeg (or its source), else the local preview. */
export const imageAddress = (item: DishImageItem): string | null => item.image?.jpg || item.image?.src || item.image?.original || item.previewUrl;

export function storedImageItems(images: readonly DishImageUpload[]): DishImageItem[] {
  return images.map((stored, index) => ({
    key: keyOf(),
    name: `Фото ${index + 1}`,
    status: 'done',
    id: stored.id,
    image: stored.image,
    previewUrl: null,
    error: null,
  }));
}

export function useDishImages({ initial, rule, maxImages }: { initial: readonly DishImageUpload[]; rule: FileRule; maxImages: number }) {
  const [items, setItems] = useState<DishImageItem[]>(() => storedImageItems(initial));
  /** Why some of the last chosen files were not taken (the validation messages, one line each). */
  const [problem, setProblem] = useState<string | null>(null);
  const controllers = useRef(new Map<string, AbortController>());
  const itemsRef = useRef(items);
  itemsRef.current = items;

  const update = (key: string, change: Partial<DishImageItem>) =>
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));

  // Leaving the form stops what is still in flight and lets the previews go.
  useEffect(
    () => () => {
      for (const controller of controllers.current.values()) controller.abort();
      for (const item of itemsRef.current) releasePreviewUrl(item.previewUrl);
    },
    [],
  );

  const upload = useCallback(async (key: string, file: File) => {
    const controller = new AbortController();
    controllers.current.set(key, controller);
    try {
      const answer = await uploadDishImage(file, controller.signal);
      if (answer) update(key, { status: 'done', id: answer.id, image: answer.image });
      else update(key, { status: 'failed', error: UPLOAD_FAILED_TEXT });
    } catch (error) {
      if (controller.signal.aborted) return;
      update(key, { status: 'failed', error: failureText(error) });
    } finally {
      controllers.current.delete(key);
    }
  }, []);

  const add = useCallback(
    (files: Iterable<File>) => {
      const problems: string[] = [];
      const taken: DishImageItem[] = [];
      const room = maxImages - itemsRef.current.filter((item) => item.status !== 'failed').length;
      for (const file of files) {
        const fault = fileProblem(file, rule);
        if (fault) {
          problems.push(`${file.name}: ${fault}`);
          continue;
        }
        if (taken.length >= room) {
          problems.push(tooManyImagesText(maxImages));
          break;
        }
        const key = keyOf();
        taken.push({ key, name: file.name, status: 'uploading', id: null, image: null, previewUrl: previewUrlOf(file), error: null });
        void upload(key, file);
      }
      setProblem(problems.length > 0 ? problems.join('\n') : null);
      if (taken.length > 0) setItems((current) => [...current, ...taken]);
    },
    [maxImages, rule, upload],
  );

  const remove = useCallback((key: string) => {
    const item = itemsRef.current.find((candidate) => candidate.key === key);
    if (!item) return;
    controllers.current.get(key)?.abort();
    releasePreviewUrl(item.previewUrl);
    setItems((current) => current.filter((candidate) => candidate.key !== key));
  }, []);

  /** Puts the picture at `index` (0: the cover). */
  const move = useCallback((key: string, index: number) => {
    setItems((current) => {
      const from = current.findIndex((item) => item.key === key);
      if (from < 0) return current;
      const to = Math.max(0, Math.min(current.length - 1, index));
      if (from === to) return current;
      const next = [...current];
      const [moved] = next.splice(from, 1);
      next.splice(to, 0, moved as DishImageItem);
      return next;
    });
  }, []);

  const uploadedIds = items.flatMap((item) => (item.status === 'done' && item.id !== null ? [item.id] : []));
  const busy = items.some((item) => item.status === 'uploading');
  return { items, problem, add, remove, move, uploadedIds, busy };
}

export type DishImages = ReturnType<typeof useDishImages>;
