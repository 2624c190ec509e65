// Private files (a chat's pictures and documents, an application's documents and kitchen photos):
// the API answers them only with the Bearer token, so a plain <img src> or <a href> cannot; they
// are fetched with the token and shown or saved from a blob. Moved here from mf-profile's
// moderation so the chat (mf-chat) shows its files the same way.
import { useEffect, useState } from 'react';
// The kit by its package name: this module is bundled into the apps that show private files, and
// reaches the session and configuration in the kit's singleton.
import { DEFAULT_RUNTIME_CONFIG, getAuth, getRuntimeConfig, loadUser } from '@povar/shared-kit';

export const FILE_NOT_FOUND_TEXT = 'Файл не найден';
export const FILE_FAILED_TEXT = 'Не удалось получить файл. Проверьте соединение и попробуйте ещё раз';

/** How long a downloaded file's blob address lives: the browser reads it after the click returns. */
const DOWNLOAD_URL_LIFETIME_MS = 60_000;

/** Why a file did not come, in words for people. */
export class PrivateFileError extends Error {
  constructor(
    readonly status: number,
    readonly userMessage: string,
  ) {
    super(`Private file failed, status: ${status}.`);
  }
}

/**
 * The address to fetch. The API writes its own prefix into the href ('/api/moderation/files/7');
 * the configured base may differ (another origin), so the prefix is swapped for it.
 */
export function privateFileUrl(href: string): string {
  if (/^https?:\/\//i.test(href)) return href;
  const defaultBase = DEFAULT_RUNTIME_CONFIG.apiBase;
  const path = href.startsWith(`${defaultBase}/`) ? href.slice(defaultBase.length) : href;
  return `${getRuntimeConfig().apiBase}${path}`;
}

async function fetchWith(url: string, accessToken: string | undefined, signal?: AbortSignal): Promise<Response> {
  try {
    return await fetch(url, { headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : {}, ...(signal ? { signal } : {}) });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new PrivateFileError(0, FILE_FAILED_TEXT);
  }
}

/** The file's bytes; a stale token is renewed once (through the kit's client, by reloading the user). */
export async function fetchPrivateFile(href: string, signal?: AbortSignal): Promise<Blob> {
  const url = privateFileUrl(href);
  const sentWith = getAuth().tokens?.accessToken;
  let response = await fetchWith(url, sentWith, signal);
  if (response.status === 401 && sentWith) {
    await loadUser();
    const renewed = getAuth().tokens?.accessToken;
    if (renewed && renewed !== sentWith) response = await fetchWith(url, renewed, signal);
  }
  if (!response.ok) throw new PrivateFileError(response.status, response.status === 404 ? FILE_NOT_FOUND_TEXT : FILE_FAILED_TEXT);
  return response.blob();
}

/** Saves the file under its name, as a link with `download` would. */
export async function downloadPrivateFile(href: string, filename: string): Promise<void> {
  const url = URL.createObjectURL(await fetchPrivateFile(href));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), DOWNLOAD_URL_LIFETIME_MS);
}

export type PrivateImage = { status: 'loading'; url: null } | { status: 'ready'; url: string } | { status: 'failed'; url: null };

const LOADING: PrivateImage = { status: 'loading', url: null };

/**
 * Local addresses of the pictures, one per href, fetched together; all of them are let go when
 * the hrefs change or the component leaves.
 */
export function usePrivateImages(hrefs: readonly string[]): (href: string) => PrivateImage {
  const key = hrefs.join('\n');
  const [loaded, setLoaded] = useState<{ key: string; images: Record<string, PrivateImage> }>({ key: '', images: {} });

  useEffect(() => {
    if (!key) return undefined;
    const controller = new AbortController();
    const created: string[] = [];
    const settle = (href: string, image: PrivateImage) =>
      setLoaded((current) => ({ key, images: { ...(current.key === key ? current.images : {}), [href]: image } }));
    for (const href of new Set(key.split('\n'))) {
      fetchPrivateFile(href, controller.signal).then(
        (blob) => {
          if (controller.signal.aborted) return;
          const url = URL.createObjectURL(blob);
          created.push(url);
          settle(href, { status: 'ready', url });
        },
        () => {
          if (!controller.signal.aborted) settle(href, { status: 'failed', url: null });
        },
      );
    }
    return () => {
      controller.abort();
      for (const url of created) URL.revokeObjectURL(url);
    };
  }, [key]);

  return (href) => (loaded.key === key ? loaded.images[href] : undefined) ?? LOADING;
}
