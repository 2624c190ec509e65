// The statuses the API client answers itself with a toast instead of passing them on.
import { notifyError } from '../ui/toast';

export const STATUS_TOAST_TEXTS: Readonly<Record<number, string>> = Object.freeze({
  503: 'Сервис временно не доступен. Попробуйте позже',
  500: 'Внутренняя ошибка. Попробуйте позже',
  429: 'Что-то пошло не так. Попробуйте позже',
});

/** Shows the status's toast, once for a burst of calls failing alike; false for other statuses. */
export function showStatusToast(status: number): boolean {
  const text = STATUS_TOAST_TEXTS[status];
  if (!text) return false;
  notifyError(text, { id: `api-status-${status}` });
  return true;
}
