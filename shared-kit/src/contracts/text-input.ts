// The one rule every text sent to the API obeys (docs/architecture.md, 'API': hostile input), wherever it arrives: the query, the
// path, a JSON body or a form field. C0 control characters other than tab, LF and CR cannot be
// typed into any form, PostgreSQL refuses NUL outright, and the rest hide text from people who read it.
const FORBIDDEN_CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;

export const hasForbiddenControlCharacter = (text: string): boolean => FORBIDDEN_CONTROL_CHARACTER.test(text);

/** The refusal's text for one field ('address.comment', 'q'); the whole input when there is no name. */
export const controlCharacterMessage = (field: string | null): string =>
  field ? `Поле ${field} содержит недопустимые управляющие символы` : 'Запрос содержит недопустимые управляющие символы';

/**
 * The dotted path of a text in `value` (strings and object keys, at any depth) that breaks
 * the rule; '' for the value itself, null when every text is clean. A key that breaks it is
 * reported at its parent's path. Walked with a stack, not recursion, so deep nesting cannot overflow.
 */
export function findForbiddenControlCharacter(value: unknown): string | null {
  const pending: Array<{ value: unknown; path: string }> = [{ value, path: '' }];
  while (pending.length > 0) {
    const { value: current, path } = pending.pop()!;
    if (typeof current === 'string') {
      if (hasForbiddenControlCharacter(current)) return path;
      continue;
    }
    // Bytes (an upload, a raw body) are not text.
    if (current === null || typeof current !== 'object' || ArrayBuffer.isView(current)) continue;
    for (const [key, item] of Object.entries(current)) {
      if (hasForbiddenControlCharacter(key)) return path;
      pending.push({ value: item, path: path ? `${path}.${key}` : key });
    }
  }
  return null;
}
