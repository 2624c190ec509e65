// Stylesheets written into the first HTML instead of linked from it. A linked stylesheet is a
// request the browser must finish before it paints what follows; on a phone's network that is a
// round trip each (the kit's, the chrome's, the shell's, the page's), and it was what held the
// first card's picture back. Inline, the same few kilobytes travel compressed in the document's
// own answer.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One stylesheet of the document: its address for the browser, and its text when it can stand inline. */
export interface Stylesheet {
  href: string;
  text: string | null;
}

/**
 * The text, if it means the same inside the document as in its file: nothing that closes the
 * <style> element early, and no address read relative to the file (`url(x.png)`, `@import`),
 * which inside the document would resolve against the page's address instead.
 */
export function inlinableCss(text: string): string | null {
  if (/<\/style/i.test(text) || /@import/i.test(text)) return null;
  const relativeUrl = /url\(\s*['"]?(?!['"]|data:|https?:|\/)/i;
  return relativeUrl.test(text) ? null : text;
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * `<style data-href="<file name>">`: webpack's style loader (mini-css-extract) looks for a
 * `<style>` with the chunk's file name before it fetches a stylesheet, so the browser never
 * downloads again what the document already carries. File names hold their content's hash: the
 * same name is the same text, whichever app ships it.
 */
export function stylesheetMarkup(sheet: Stylesheet): string {
  if (sheet.text === null) return `<link rel="stylesheet" href="${escapeAttribute(sheet.href)}" />`;
  const file = sheet.href.slice(sheet.href.lastIndexOf('/') + 1);
  return `<style data-href="${escapeAttribute(file)}">${sheet.text}</style>`;
}

/** A stylesheet of the shell's build, read from its dist folder (linked as before if it is missing). */
export function shellStylesheet(appsRoot: string, file: string): Stylesheet {
  const onDisk = path.join(appsRoot, 'shell', 'dist', file);
  const text = existsSync(onDisk) ? inlinableCss(readFileSync(onDisk, 'utf8')) : null;
  return { href: `/shell/${file}`, text };
}
