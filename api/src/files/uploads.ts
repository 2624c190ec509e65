// What every upload and private download shares, whichever module takes the file (an application's
// documents, a dish's pictures, a review's photos, a chat's attachments): the answers a person
// sees when a file is gone or uploads are off, how a file's name is cleaned before it is shown,
// and the shape a private file is sent in.

export const FILE_NOT_FOUND_MESSAGE = 'Файл не найден';
export const UPLOADS_UNAVAILABLE_MESSAGE = 'Загрузка файлов сейчас недоступна. Попробуйте позже';

/** A file name fit to show: no folders, control or direction-changing characters, at most 200 characters. */
export function cleanFileName(raw: string, fallback: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const cleaned = base.replace(/[\u0000-\u001f\u007f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '').trim();
  return cleaned.slice(0, 200) || fallback;
}

/** A private file as a download route sends it. */
export interface PrivateFile {
  data: Buffer;
  mime: string;
  filename: string;
  /** Documents are only ever downloaded; re-encoded photos may be shown. */
  disposition: 'attachment' | 'inline';
}
