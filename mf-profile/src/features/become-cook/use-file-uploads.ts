// Files of the application, each sent the moment it is chosen: checked here first (spec 5), then
// uploaded, shown with its progress, and removable (on the server too) until the form is sent.
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiRequest, notifyError } from '@povar/shared-kit';
import type { UploadKind } from './cook-application';
import { failureText, fileProblem, previewUrlOf, releasePreviewUrl } from '@povar/shared-kit/forms';

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

export function useFileUploads(kind: UploadKind) {
  const [items, setItems] = useState<UploadItem[]>([]);
  /** Why some of the last chosen files were not taken. */
  const [problem, setProblem] = useState<string | null>(null);
  const controllers = useRef(new Map<string, AbortController>());
  const itemsRef = useRef(items);
  itemsRef.current = items;

  const update = (key: string, change: Partial<UploadItem>) =>
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));

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
        const answer = await apiRequest<{ id: number }>('POST', kind.uploadPath, { body, signal: controller.signal });
        if (answer) update(key, { status: 'done', id: answer.id });
        else update(key, { status: 'failed', error: 'Файл не загрузился. Удалите его и попробуйте ещё раз' });
      } catch (error) {
        if (controller.signal.aborted) return;
        update(key, { status: 'failed', error: failureText(error) });
      } finally {
        controllers.current.delete(key);
      }
    },
    [kind.uploadPath],
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
        const removed = await apiRequest('POST', kind.removePath, { body: { fileId: item.id } });
        // No answer: the client has shown why in a toast, and the file is still there.
        if (removed === undefined) update(key, { status: 'done' });
        else drop();
      } catch (error) {
        update(key, { status: 'done' });
        notifyError(failureText(error));
      }
    },
    [kind.removePath],
  );

  const uploadedIds = items.flatMap((item) => (item.status === 'done' && item.id !== null ? [item.id] : []));
  const busy = items.some((item) => item.status === 'uploading' || item.status === 'removing');
  return { items, problem, add, remove, uploadedIds, busy };
}
