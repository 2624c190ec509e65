import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../../..');
const APP_FOLDERS = ['shell', 'mf-catalog', 'mf-cook', 'mf-basket-checkout', 'mf-profile', 'mf-cook-cabinet', 'mf-chat'];

/** Every TypeScript source file of the apps (tests included: they render the same components). */
function appSources(): string[] {
  return APP_FOLDERS.flatMap((app) => {
    const src = path.join(repoRoot, app, 'src');
    return readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => path.join(src, file));
  });
}

it("apps take routing from '@povar/shared-kit', never from a router package itself", () => {
  const sources = appSources();
  expect(sources.length).toBeGreaterThan(20);
  const offenders = sources
    .filter((file) => /from\s+['"](react-router(-dom)?|wouter)(\/[^'"]*)?['"]|import\(\s*['"](react-router|wouter)/.test(readFileSync(file, 'utf8')))
    .map((file) => path.relative(repoRoot, file));
  expect(offenders).toEqual([]);
});
