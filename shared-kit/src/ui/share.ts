// Sharing a cook, a dish or the app: the link goes to the clipboard,
// a toast says «Ссылка скопирована», and an analytics goal records what was shared. Copying any
// other text with a toast (a promo code) goes the same way.
import { reachGoal } from '../analytics/metrika';
import { notifyError, notifySuccess } from './toast';

export const SHARE_GOAL = 'share';
export const LINK_COPIED_TEXT = 'Ссылка скопирована';

/** What is shared; the analytics goal carries it. */
export type ShareSubject = { kind: 'app' } | { kind: 'dish'; id: number } | { kind: 'cook'; id: number };

export interface CopyMessages {
  copied: string;
  /** Shown when the browser refused the clipboard; it should carry the text so it can be copied by hand. */
  failed: string;
  /** One toast per purpose: clicking again replaces it instead of stacking another. */
  toastId?: string;
}

/** Copies the text and says so in a toast; resolves whether it was copied. */
export async function copyWithToast(text: string, { copied, failed, toastId }: CopyMessages): Promise<boolean> {
  let done = false;
  try {
    // Fetched on the first copy: pages load without it.
    const { default: copy } = await import('copy-to-clipboard');
    done = await copy(text);
  } catch {
    // copy-to-clipboard resolves false when every way failed; a throw means the same here.
    done = false;
  }
  const options = toastId ? { id: toastId } : {};
  if (done) notifySuccess(copied, options);
  else notifyError(failed, options);
  return done;
}

/**
 * Copies the absolute address of `url` (a site path or a whole address) and records the goal
 * `share` with the subject ({type: 'dish', id: 15}); resolves whether it was copied.
 */
export async function shareLink(url: string, subject: ShareSubject): Promise<boolean> {
  const absolute = new URL(url, window.location.origin).href;
  const copied = await copyWithToast(absolute, {
    copied: LINK_COPIED_TEXT,
    failed: `Не удалось скопировать ссылку: ${absolute}`,
    toastId: 'share-link',
  });
  // A goal only for a link that reached the clipboard: a failed copy shared nothing.
  if (copied) reachGoal(SHARE_GOAL, subject.kind === 'app' ? { type: 'app' } : { type: subject.kind, id: subject.id });
  return copied;
}
