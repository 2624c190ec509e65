// The tab's title has one writer per kind: the shell sets the route table's title on every move,
// and a page claims a title only it knows through the kit's useDocumentTitle. A page writing
// document.title itself, or claiming the route's own title again, is a second copy that drifts:
// this test reads the apps' sources and names any.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../../..');
const APP_FOLDERS = ['shell', 'mf-catalog', 'mf-cook', 'mf-basket-checkout', 'mf-profile', 'mf-cook-cabinet', 'mf-chat'];

/** Every TypeScript source file of the apps' product code (tests set titles to start from). */
function productSources(): { file: string; text: string }[] {
  return APP_FOLDERS.flatMap((app) => {
    const src = path.join(repoRoot, app, 'src');
    return readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => path.join(src, file))
      .map((file) => ({ file: path.relative(repoRoot, file), text: readFileSync(file, 'utf8') }));
  });
}

it('no app writes document.title itself: the kit does, for the shell and for the pages', () => {
  const sources = productSources();
  expect(sources.length).toBeGreaterThan(20);
  expect(sources.filter(({ text }) => /document\.title\s*=[^=]/.test(text)).map(({ file }) => file)).toEqual([]);
});

it("no page claims its route's own title: the shell sets it already", () => {
  const offenders = productSources()
    .filter(({ text }) => /useDocumentTitle\([^)]*(route\.title|findRoute\()/.test(text))
    .map(({ file }) => file);
  expect(offenders).toEqual([]);
});
