// Editorial HTML (text pages, FAQ answers) cut down to an allow-list, and the links content may carry.
import sanitizeHtml from 'sanitize-html';

/**
 * What a text page or an FAQ answer may hold: structure, emphasis, lists, tables and links.
 * No images, frames, forms, styles or scripts; no attribute beyond a link's href and title and a
 * table cell's spans. Scripts and styles go with their content; other unknown tags keep their text.
 */
const RICH_TEXT_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'blockquote',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'a',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'caption',
  ],
  // target and rel are set by the transform below (which runs before this filter), never taken from the author.
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], th: ['colspan', 'rowspan'], td: ['colspan', 'rowspan'] },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Links that leave the site open in a new tab without handing it window.opener.
    a: (tagName, attribs) => {
      const kept: Record<string, string> = {};
      if (attribs.href !== undefined) kept.href = attribs.href;
      if (attribs.title !== undefined) kept.title = attribs.title;
      if (/^\s*https?:/i.test(attribs.href ?? '')) Object.assign(kept, { target: '_blank', rel: 'noopener noreferrer' });
      return { tagName, attribs: kept };
    },
  },
};

/** The stored and served form of editorial HTML. Idempotent: cleaning clean HTML changes nothing. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT_OPTIONS).trim();
}

/**
 * Whether a banner's or card's link may be put in an href as it is: a path on this site
 * ('/tyumen/menu', not '//elsewhere') or an https address. Everything else (javascript:,
 * data:, http:, stray spaces and control characters) is refused.
 */
export function isSafeLink(link: string): boolean {
  if (link.length === 0 || link.length > 500 || /[\s\u0000-\u001f\u007f\\]/.test(link)) return false;
  if (link.startsWith('/')) return !link.startsWith('//');
  try {
    return new URL(link).protocol === 'https:';
  } catch {
    return false;
  }
}
