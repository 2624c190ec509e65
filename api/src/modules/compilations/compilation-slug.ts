// Site-wide unique slugs for cooks' compilations: the title in Latin letters, the cook's id and a
// short random tail ('pirogi-k-chayu-12-4f9a'), so two cooks' (or one cook's) equal titles never meet.
import { randomBytes } from 'node:crypto';

const LATIN: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

/** Lower-case Latin letters, digits and single hyphens, at most 40 characters; '' when nothing is left. */
export function slugWords(title: string): string {
  const latin = [...title.toLowerCase()].map((letter) => LATIN[letter] ?? letter).join('');
  return latin
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
}

export function compilationSlug(title: string, cookId: number): string {
  return `${slugWords(title) || 'podborka'}-${cookId}-${randomBytes(2).toString('hex')}`;
}
