// The first HTML of every page: the shell's built template with the route's title, robots
// rule, canonical URL and pagination, the crawler links (every region, and the page's own),
// and the boot data the shell starts from (region already resolved, remotes map inlined: no extra round trips).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ViewportName } from '@povar/shared-kit/viewport';
import type { ChromeMarkup } from './chrome-render.ts';
import { shellStylesheet, stylesheetMarkup, type Stylesheet } from './inline-styles.ts';
import type { LinkGroup, PreloadImage } from './page-facts.ts';

export interface DocumentRegion {
  id: number;
  slug: string;
  name: string;
}

/** One question of a page's FAQ block; `answer` is HTML the API has sanitised. */
export interface DocumentFaq {
  question: string;
  answer: string;
}

export interface ServerRenderedPage {
  remote: string;
  html: string;
  /** The dehydrated queries the page was rendered with. */
  state: unknown;
  stylesheets: Stylesheet[];
}

export interface DocumentContent {
  title: string;
  description: string;
  /** The 'Вопросы и ответы' block: visible HTML under the page plus FAQPage JSON-LD; empty for none. */
  faqs: DocumentFaq[];
  robots: string;
  canonical: string | null;
  /** The route's layout ('default', 'landing', ...): the styles keep the header's room only where there is a header. */
  layout: string;
  /**
   * The page's remote, fetched while the shell boots instead of after it: its manifest (read
   * by the MF runtime with fetch) and its entry (a classic script).
   */
  preloadRemote?: { manifest: string; entry: string } | null;
  /** The likely LCP picture, preloaded before any script runs. */
  preloadImage?: PreloadImage | null;
  /** Styles every page needs before its first paint: the shared kit's, as the shell ships them. */
  stylesheets?: Stylesheet[];
  /** The chrome as the server drew it for a guest, by slot; absent, the browser draws it. */
  chrome?: ChromeMarkup | null;
  /** The page as its remote rendered it on the server, hydrated in the browser; absent, the browser renders it. */
  remotePage?: ServerRenderedPage | null;
  /** Absolute addresses of the listing's neighbouring pages, for <link rel="prev|next">. */
  prev?: string | null;
  next?: string | null;
  /**
   * The page's own links for crawlers (categories, cards, pagination…), each group a hidden <nav>:
   * the client app draws the visible page, these only make the first HTML crawlable.
   */
  pageLinks?: LinkGroup[];
  boot: {
    region: DocumentRegion | null;
    regionError: boolean;
    mainCities: DocumentRegion[];
    remotes: Record<string, string>;
    /** The front end's version this page was built from (compared with /app-version.json later). */
    appVersion?: string | null;
    /** The breakpoint the page was drawn for (the request's 'viewport' cookie): hydration answers media queries the same way. */
    viewport?: ViewportName | null;
  };
  runtimeConfig: Record<string, unknown>;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON that is safe inside a <script> element, whatever the strings hold. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** Where the page's own parts go while the rest of the document is written. */
const PAGE_MARK = '\u0000povar:page\u0000';
const STATE_MARK = '\u0000povar:state\u0000';

export interface DocumentParts {
  /** Everything before the page's markup: head, header, the shell's screen. Sent at once. */
  beforePage: string;
  /** The rest, once the page is rendered (or left to the browser: null). */
  afterPage(page: ServerRenderedPage | null): string;
}

/** The document in two parts, so its head and header leave while the remote renders the page. */
export function renderDocumentParts(template: string, content: Omit<DocumentContent, 'remotePage'>): DocumentParts {
  const whole = documentWithMarks(template, content);
  const pageAt = whole.indexOf(PAGE_MARK);
  // A template without the page area (never the shell's) gets the state only.
  if (pageAt < 0) return { beforePage: '', afterPage: (page) => whole.replace(STATE_MARK, () => stateScript(page)) };
  const [middle = '', end = ''] = whole.slice(pageAt + PAGE_MARK.length).split(STATE_MARK);
  return {
    beforePage: whole.slice(0, pageAt),
    afterPage: (page) => pageMarkup(page) + middle + stateScript(page) + end,
  };
}

export function renderDocument(template: string, content: DocumentContent): string {
  const { remotePage = null, ...rest } = content;
  const parts = renderDocumentParts(template, rest);
  return parts.beforePage + parts.afterPage(remotePage);
}

/**
 * The remote's slot, as the shell would create it, holding the server's markup to hydrate, after
 * the page's styles (a stylesheet in the body holds back only what follows it).
 */
function pageMarkup(page: ServerRenderedPage | null): string {
  if (!page) return '';
  const styles = page.stylesheets.map(stylesheetMarkup).join('');
  return `${styles}<div id="app-remote-${escapeHtml(page.remote)}" data-server-rendered>${page.html}</div>`;
}

/** The page's queries as JSON the browser reads once; never a script that runs. */
function stateScript(page: ServerRenderedPage | null): string {
  return page ? `<script type="application/json" id="povar-state-${escapeHtml(page.remote)}">${scriptJson(page.state)}</script>` : '';
}

function documentWithMarks(template: string, content: Omit<DocumentContent, 'remotePage'>): string {
  const head = [
    `<title>${escapeHtml(content.title)}</title>`,
    `<meta name="description" content="${escapeHtml(content.description)}" />`,
    `<meta name="robots" content="${escapeHtml(content.robots)}" />`,
    content.canonical ? `<link rel="canonical" href="${escapeHtml(content.canonical)}" />` : '',
    ...(content.stylesheets ?? []).map(stylesheetMarkup),
    content.preloadRemote ? `<link rel="preload" as="fetch" href="${escapeHtml(content.preloadRemote.manifest)}" crossorigin />` : '',
    content.preloadRemote ? `<link rel="preload" as="script" href="${escapeHtml(content.preloadRemote.entry)}" />` : '',
    content.preloadImage
      ? `<link rel="preload" as="image" type="${escapeHtml(content.preloadImage.type)}" imagesrcset="${escapeHtml(content.preloadImage.srcset)}" imagesizes="${escapeHtml(content.preloadImage.sizes)}" fetchpriority="high" />`
      : '',
    content.prev ? `<link rel="prev" href="${escapeHtml(content.prev)}" />` : '',
    content.next ? `<link rel="next" href="${escapeHtml(content.next)}" />` : '',
    content.faqs.length > 0 ? `<script type="application/ld+json">${scriptJson(faqJsonLd(content.faqs))}</script>` : '',
  ]
    .filter(Boolean)
    .join('\n    ');
  const crawlerLinks = `<nav hidden aria-label="Города">${content.boot.mainCities
    .map((city) => `<a href="/${encodeURIComponent(city.slug)}/">${escapeHtml(city.name)}</a>`)
    .join('')}</nav>${(content.pageLinks ?? []).map(hiddenNav).join('')}`;
  // Data, not a script that runs: the Content-Security-Policy allows no inline script (shell/src/boot-script.ts reads it).
  const boot = `${STATE_MARK}<script type="application/json" id="povar-boot">${scriptJson({ config: content.runtimeConfig, boot: content.boot })}</script>`;
  // The chrome's parts, each marked so the browser's chrome replaces it in its first frame.
  const chrome = content.chrome;
  const serverChrome = (html: string | undefined) => (html ? `<div data-server-chrome>${html}</div>` : '');
  const bodyClass = chrome?.tabs ? ' class="has-tabs"' : '';
  // Replacer functions: a '$&' or '$`' in the content must not be read as a pattern.
  return template
    .replace('<body>', () => `<body data-layout="${escapeHtml(content.layout)}"${bodyClass}>`)
    .replace('<!--povar:head-->', () => head)
    .replace('<div id="app-header"></div>', () => `<div id="app-header">${serverChrome(chrome?.header)}</div>`)
    .replace('<div id="app-screen"></div>', () => `<div id="app-screen">${serverChrome(chrome?.screen)}</div>${PAGE_MARK}`)
    .replace('<div id="app-footer"></div>', () => `<div id="app-footer">${serverChrome(chrome?.footer)}</div>`)
    .replace('<div id="app-tabs"></div>', () => `<div id="app-tabs">${serverChrome(chrome?.tabs)}</div>`)
    .replace('<!--povar:faq-->', () => faqBlock(content.faqs))
    .replace('<!--povar:crawler-links-->', () => crawlerLinks)
    .replace('<!--povar:boot-->', () => boot);
}

function hiddenNav(group: LinkGroup): string {
  const links = group.links.map((link) => `<a href="${escapeHtml(link.href)}"${link.rel ? ` rel="${link.rel}"` : ''}>${escapeHtml(link.text)}</a>`).join('');
  return `<nav hidden aria-label="${escapeHtml(group.label)}">${links}</nav>`;
}

/** The FAQ as people read it: each question opens its answer (crawlers read both without JavaScript). */
function faqBlock(faqs: DocumentFaq[]): string {
  if (faqs.length === 0) return '';
  const items = faqs
    .map((faq) => `<details class="seo-faq__item"><summary>${escapeHtml(faq.question)}</summary><div class="seo-faq__answer">${faq.answer}</div></details>`)
    .join('');
  return `<section id="app-faq" class="seo-faq" aria-labelledby="app-faq-title"><h2 id="app-faq-title">Вопросы и ответы</h2>${items}</section>`;
}

/** Plain text of sanitised HTML: block ends become spaces, inline tags vanish. */
const stripTags = (html: string) =>
  html
    .replace(/<\/(p|li|h[1-6]|div)>|<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** schema.org FAQPage, the structured form both Yandex and Google read. */
function faqJsonLd(faqs: DocumentFaq[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: stripTags(faq.answer) },
    })),
  };
}

/**
 * The styles of what the server draws before any script runs, as the shell's build ships them:
 * the shared kit's (named in the shell's manifest) and the chrome's (its named chunk).
 */
export function loadShellStylesheets(appsRoot: string): Stylesheet[] {
  const dist = path.join(appsRoot, 'shell', 'dist');
  const manifestFile = path.join(dist, 'mf-manifest.json');
  // Without them (an older shell build) these styles come as before, with their code.
  if (!existsSync(manifestFile)) return [];
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
    shared?: { name: string; assets?: { css?: { sync?: string[] } } }[];
  };
  const kit = manifest.shared?.find((shared) => shared.name === '@povar/shared-kit')?.assets?.css?.sync ?? [];
  const chrome = readdirSync(dist).filter((file) => /^chrome\.[0-9a-f]{10}\.css$/.test(file));
  return [...kit, ...chrome].map((file) => shellStylesheet(appsRoot, file));
}

/** The file the one-bundle shell (the benchmark's comparison build) carries to say so. */
export const ONE_BUNDLE_MARKER = 'one-bundle.json';

/** Whether the shell was built with every remote inside it (no Module Federation). */
export function shellHasRemotesBuiltIn(appsRoot: string): boolean {
  return existsSync(path.join(appsRoot, 'shell', 'dist', ONE_BUNDLE_MARKER));
}

/** The shell's built template, its own stylesheets written in (inline-styles.ts says why). */
export function loadTemplate(appsRoot: string): string {
  const template = readFileSync(path.join(appsRoot, 'shell', 'dist', 'index.html'), 'utf8');
  return template.replace(/<link href="\/shell\/([\w.-]+\.css)" rel="stylesheet">/g, (_link, file: string) =>
    stylesheetMarkup(shellStylesheet(appsRoot, file)),
  );
}
