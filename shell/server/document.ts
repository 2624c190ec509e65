// The first HTML of every page: the shell's built template with the route's title, robots
// rule and canonical URL, the crawler links to every region, and the boot data the shell
// starts from (region already resolved, remotes map inlined: no extra round trips).
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface DocumentRegion {
  id: number;
  slug: string;
  name: string;
}

export interface DocumentContent {
  title: string;
  description: string;
  robots: string;
  canonical: string | null;
  boot: {
    region: DocumentRegion | null;
    regionError: boolean;
    mainCities: DocumentRegion[];
    remotes: Record<string, string>;
  };
  runtimeConfig: Record<string, unknown>;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON that is safe inside a <script> element, whatever the strings hold. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

export function renderDocument(template: string, content: DocumentContent): string {
  const head = [
    `<title>${escapeHtml(content.title)}</title>`,
    `<meta name="description" content="${escapeHtml(content.description)}" />`,
    `<meta name="robots" content="${escapeHtml(content.robots)}" />`,
    content.canonical ? `<link rel="canonical" href="${escapeHtml(content.canonical)}" />` : '',
  ]
    .filter(Boolean)
    .join('\n    ');
  const crawlerLinks = `<nav hidden aria-label="Города">${content.boot.mainCities
    .map((city) => `<a href="/${encodeURIComponent(city.slug)}/">${escapeHtml(city.name)}</a>`)
    .join('')}</nav>`;
  const boot = `<script>window.__POVAR_CONFIG__=${scriptJson(content.runtimeConfig)};window.__POVAR_BOOT__=${scriptJson(content.boot)};</script>`;
  // Replacer functions: a '$&' or '$`' in the content must not be read as a pattern.
  return template
    .replace('<!--povar:head-->', () => head)
    .replace('<!--povar:crawler-links-->', () => crawlerLinks)
    .replace('<!--povar:boot-->', () => boot);
}

/** The shell's built template; read once, or again in development when it changes. */
export function loadTemplate(appsRoot: string): string {
  return readFileSync(path.join(appsRoot, 'shell', 'dist', 'index.html'), 'utf8');
}
