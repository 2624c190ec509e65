// The review's photos: up to 5 pictures, PNG/JPG/JPEG/WEBP, each under the
// contract's size limit (in megabytes of 1024 × 1024 bytes), checked before anything is sent, in
// the kit's validation messages; each with a local preview until it is removed or the form goes.
import { useCallback, useEffect, useRef, useState } from 'react';
import { REVIEW_IMAGE_MAX_MB, REVIEW_IMAGES_MAX, REVIEW_LABELS } from '@povar/shared-kit/contracts';
import { validationMessages } from '@povar/shared-kit/validation';

const EXTENSIONS = ['png', 'jpg', 'jpeg', 'webp'];
const MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

export const PHOTO_ACCEPT = [...MIME_TYPES, ...EXTENSIONS.map((extension) => `.${extension}`)].join(',');
export const PHOTOS_HINT = `До ${REVIEW_IMAGES_MAX} фото: PNG, JPG, JPEG или WEBP, до ${REVIEW_IMAGE_MAX_MB} МБ каждое`;
export const TOO_MANY_PHOTOS = `Можно приложить не больше ${REVIEW_IMAGES_MAX} фото`;

const extensionOf = (name: string) => (name.includes('.') ? (name.split('.').pop() ?? '').toLowerCase() : '');

/**
 * What is wrong with the file, or null. The name's extension decides (browsers leave the type
 * empty for some files); a type the browser did give must agree. The API checks the bytes again.
 */
export function photoProblem(file: File): string | null {
  const label = REVIEW_LABELS.images;
  if (!EXTENSIONS.includes(extensionOf(file.name)) || (file.type !== '' && !MIME_TYPES.includes(file.type))) {
    return file.type.startsWith('image/') ? validationMessages.mimes(label) : validationMessages.image(label);
  }
  if (file.size > REVIEW_IMAGE_MAX_MB * 1024 * 1024) return validationMessages.size(label, REVIEW_IMAGE_MAX_MB * 1024);
  return null;
}

export interface ChosenPhoto {
  key: string;
  file: File;
  /** A local address for the preview; null where the browser has none. */
  previewUrl: string | null;
}

let nextKey = 0;
const previewOf = (file: File) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null);
const release = (url: string | null) => {
  if (url && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
};

export function useReviewPhotos() {
  const [photos, setPhotos] = useState<ChosenPhoto[]>([]);
  /** Why some of the last chosen files were not taken. */
  const [problem, setProblem] = useState<string | null>(null);
  const photosRef = useRef(photos);
  photosRef.current = photos;

  // Leaving the popup lets the previews go.
  useEffect(
    () => () => {
      for (const photo of photosRef.current) release(photo.previewUrl);
    },
    [],
  );

  const add = useCallback((files: Iterable<File>) => {
    const problems: string[] = [];
    const taken: ChosenPhoto[] = [];
    const room = REVIEW_IMAGES_MAX - photosRef.current.length;
    for (const file of files) {
      const fault = photoProblem(file);
      if (fault) {
        problems.push(`${file.name}: ${fault}`);
        continue;
      }
      if (taken.length >= room) {
        problems.push(TOO_MANY_PHOTOS);
        break;
      }
      taken.push({ key: `photo-${++nextKey}`, file, previewUrl: previewOf(file) });
    }
    setProblem(problems.length > 0 ? problems.join('\n') : null);
    if (taken.length > 0) setPhotos((current) => [...current, ...taken]);
  }, []);

  const remove = useCallback((key: string) => {
    const photo = photosRef.current.find((candidate) => candidate.key === key);
    release(photo?.previewUrl ?? null);
    setPhotos((current) => current.filter((candidate) => candidate.key !== key));
    setProblem(null);
  }, []);

  return { photos, problem, add, remove, full: photos.length >= REVIEW_IMAGES_MAX };
}
