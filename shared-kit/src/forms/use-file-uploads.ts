// Files sent the moment they are chosen (the cook application's documents and kitchen photos,
// the cabinet's): checked here first (kind and size), then uploaded to the upload call, shown with
// their progress, and removable (on the server too, by {fileId}).
import { useCallback, useEffect, useRef, useState } from 'react';
import { call, notifyError } from '@povar/shared-kit';
import { failureText } from './failure';
import { fileProblem, previewUrlOf, releasePreviewUrl, type FileRule } from './file-rules';
import type { moderationEndpoints } from '../contracts/endpoints/moderation';

/** Where a kind of file goes and what it may be. */
export interface UploadKind {
  /** Takes the file (form field 'file') and answers its id: moderationEndpoints.uploadDocument or uploadKitchenPhoto. */
  upload: typeof moderationEndpoints.uploadDocument | typeof moderationEndpoints.uploadKitchenPhoto;
  /** Removes it by {fileId}: moderationEndpoints.removeDocument or removeKitchenPhoto. */
  remove: typeof moderationEndpoints.removeDocument | typeof moderationEndpoints.removeKitchenPhoto;
  rule: FileRule;
  /** How many may be chosen into this set. */
  maxFiles: number;
}

export interface FileUploadsOptions {
  /**
   * Called with the server's id of each file once uploaded; the file then leaves this set (its
   * owner shows it from the server's list from then on). Without it, uploaded files stay here.
   */
  onUploaded?: (id: number) => void;
}

export interface UploadItem {
  key: string;
  name: string;
  status: 'uploading' | 'done' | 'failed' | 'removing';
  /** The server's id once uploaded. */
  id: number | null;
  /** A local address of a chosen picture (the server's need the Bearer token). */
  previewUrl: string | null;
  error: string | null;
}

let nextKey = 0;

export function useFileUploads(kind: UploadKind, { onUploaded }: FileUploadsOptions = {}) {
  const [items, setItems] = useState<UploadItem[]>([]);
  /** Why some of the last chosen files were not taken. */
  const [problem, setProblem] = useState<string | null>(null);
  const controllers = useRef(new Map<string, AbortController>());
  const itemsRef = useRef(items);
  itemsRef.current = items;

  const update = (key: string, change: Partial<UploadItem>) => setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));

  // Leaving the popup stops what is still in flight and lets the previews go.
  useEffect(
    () => () => {
      for (const controller of controllers.current.values()) controller.abort();
      for (const item of itemsRef.current) releasePreviewUrl(item.previewUrl);
    },
    [],
  );

  const upload = useCallback(
    async (key: string, file: File) => {
      const controller = new AbortController();
      controllers.current.set(key, controller);
      const body = new FormData();
      body.append('file', file);
      try {
        const answer = await call(kind.upload, { body, signal: controller.signal });
        if (answer && onUploaded) {
          releasePreviewUrl(itemsRef.current.find((item) => item.key === key)?.previewUrl);
          setItems((current) => current.filter((item) => item.key !== key));
          onUploaded(answer.id);
        } else if (answer) update(key, { status: 'done', id: answer.id });
        else update(key, { status: 'failed', error: 'Файл не загрузился. Удалите его и попробуйте ещё раз' });
      } catch (error) {
        if (controller.signal.aborted) return;
        update(key, { status: 'failed', error: failureText(error) });
      } finally {
        controllers.current.delete(key);
      }
    },
    [kind.upload, onUploaded],
  );

  const add = useCallback(
    (files: Iterable<File>) => {
      const problems: string[] = [];
      const taken: UploadItem[] = [];
      const room = kind.maxFiles - itemsRef.current.length;
      for (const file of files) {
        const fault = fileProblem(file, kind.rule);
        if (fault) {
          problems.push(`${file.name}: ${fault}`);
          continue;
        }
        if (taken.length >= room) {
          problems.push(`Можно приложить не больше ${kind.maxFiles} файлов`);
          break;
        }
        const key = `upload-${++nextKey}`;
        taken.push({ key, name: file.name, status: 'uploading', id: null, previewUrl: previewUrlOf(file), error: null });
        void upload(key, file);
      }
      setProblem(problems.length > 0 ? problems.join('\n') : null);
      if (taken.length > 0) setItems((current) => [...current, ...taken]);
    },
    [kind, upload],
  );

  const remove = useCallback(
    async (key: string) => {
      const item = itemsRef.current.find((candidate) => candidate.key === key);
      if (!item) return;
      const drop = () => {
        releasePreviewUrl(item.previewUrl);
        setItems((current) => current.filter((candidate) => candidate.key !== key));
      };
      controllers.current.get(key)?.abort();
      if (item.status !== 'done' || item.id === null) return drop();
      update(key, { status: 'removing' });
      try {
        const removed = await call(kind.remove, { body: { fileId: item.id } });
        // No answer: the client has shown why in a toast, and the file is still there.
        if (removed === undefined) update(key, { status: 'done' });
        else drop();
      } catch (error) {
        update(key, { status: 'done' });
        notifyError(failureText(error));
      }
    },
    [kind.remove],
  );

  const uploadedIds = items.flatMap((item) => (item.status === 'done' && item.id !== null ? [item.id] : []));
  const busy = items.some((item) => item.status === 'uploading' || item.status === 'removing');
  return { items, problem, add, remove, uploadedIds, busy };
}
