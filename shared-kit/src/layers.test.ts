/**
 * @jest-environment node
 */
// The kit's two layers, checked on the sources. The platform is every folder of src/ but domain/:
// what all apps run on (the API client, events, routes, the stores the shell owns, formatting,
// the UI primitives). A domain folder, src/domain/<name>, is a feature several remotes show and
// one remote owns; the first line of its index.ts names that remote. The rules:
//   1. the platform imports no domain folder: not by a relative path, not by a subpath of the
//      package that lands in one, not by a name the barrel takes from one;
//   2. a domain folder's index opens with '// Owner: <remote>. <what it is>', naming an app of
//      this repository (shell or mf-*);
//   3. a domain folder reaches another only through that folder's index;
//   4. no app reaches into src/domain by a relative path (a second copy of its stores): apps import
//      the barrel or the package's subpaths;
//   5. the barrel re-exports folders only, never a file deep inside one.
// The checks are functions of a tree of sources, run on this repository and on small made-up trees
// that break each rule once, so a reader that finds nothing cannot pass.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const KIT_SRC = __dirname;
const DOMAIN_DIR = path.join(KIT_SRC, 'domain');
const REPO_ROOT = path.resolve(KIT_SRC, '..', '..');
const KIT_PACKAGE = '@povar/shared-kit';
const BARREL = path.join(KIT_SRC, 'index.ts');

interface Source {
  /** Absolute path. */
  file: string;
  text: string;
}

interface Tree {
  /** Every TypeScript file under shared-kit/src. */
  kit: Source[];
  /** Every TypeScript file under the apps' src/ folders. */
  apps: Source[];
  /** The repository's app folders (shell, mf-*). */
  remotes: Set<string>;
  /** The package's exports: './cards' → the absolute path of its target ('*' kept). */
  subpaths: Record<string, string>;
}

/** The text without its comments (strings kept, so a '//' inside one stays). */
function withoutComments(text: string): string {
  let out = '';
  let quote: string | null = null;
  let i = 0;
  while (i < text.length) {
    const char = text[i] as string;
    const next = text[i + 1];
    if (quote) {
      out += char;
      if (char === '\\') {
        out += next ?? '';
        i += 2;
        continue;
      }
      // A quoted string ends at its line's end at the latest: a quote inside a regular expression
      // then swallows one line, never the file.
      if (char === quote || (char === '\n' && quote !== '`')) quote = null;
      i += 1;
    } else if (char === '/' && next === '/') {
      const end = text.indexOf('\n', i);
      i = end === -1 ? text.length : end;
    } else if (char === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end === -1 ? text.length : end + 2;
      out += ' ';
    } else {
      if (char === '"' || char === "'" || char === '`') quote = char;
      out += char;
      i += 1;
    }
  }
  return out;
}

/** import … from, export … from, import '…', import('…'), require('…'), jest.mock('…') and its kin. */
const SPECIFIER = /(?:\bfrom|\bimport|\brequire|\bjest\.(?:mock|doMock|unmock|requireActual|requireMock))\s*(?:<[^>]*>)?\s*\(?\s*(['"])([^'"\n]+)\1/g;

/** Every module a source names. */
function specifiersOf(text: string): string[] {
  return [...withoutComments(text).matchAll(SPECIFIER)].map((match) => match[2] as string);
}

/** The names a source imports from the barrel itself (`import { a, type B } from '@povar/shared-kit'`). */
function barrelNamesOf(text: string): string[] {
  const imports = withoutComments(text).matchAll(/\b(?:import|export)\s+(?:type\s+)?\{([^}]*)\}\s*from\s*(['"])@povar\/shared-kit\2/g);
  return [...imports].flatMap((match) => namesIn(match[1] as string, 'imported'));
}

/** The names of an import or export list as the barrel knows them: `a as b` is `a` imported, `b` exported. */
function namesIn(list: string, side: 'imported' | 'exported'): string[] {
  return list
    .split(',')
    .map((entry) => entry.trim().replace(/^type\s+/, ''))
    .filter(Boolean)
    .map((entry) => {
      const [name, alias] = entry.split(/\s+as\s+/);
      return (side === 'exported' ? (alias ?? name) : name) as string;
    });
}

/** What an index exports by name (its export lists and its own declarations). */
function exportedNames(text: string): string[] {
  const code = withoutComments(text);
  const lists = [...code.matchAll(/\bexport\s+(?:type\s+)?\{([^}]*)\}/g)].flatMap((match) => namesIn(match[1] as string, 'exported'));
  const declared = [
    ...code.matchAll(/\bexport\s+(?:declare\s+)?(?:async\s+)?(?:function\*?|const|let|var|class|interface|type|enum)\s+([A-Za-z_$][\w$]*)/g),
  ].map((match) => match[1] as string);
  return [...lists, ...declared];
}

/** Where a kit import lands, as an absolute path without its extension (null: outside the kit's sources). */
function kitTarget(from: string, specifier: string, subpaths: Tree['subpaths']): string | null {
  if (specifier.startsWith('.')) return path.resolve(path.dirname(from), specifier);
  if (specifier === KIT_PACKAGE) return BARREL;
  if (!specifier.startsWith(`${KIT_PACKAGE}/`)) return null;
  const subpath = `.${specifier.slice(KIT_PACKAGE.length)}`;
  for (const [name, target] of Object.entries(subpaths)) {
    if (name === subpath) return target;
    const [head, tail] = name.split('*') as [string, string | undefined];
    if (tail !== undefined && subpath.startsWith(head) && subpath.endsWith(tail))
      return target.replace('*', subpath.slice(head.length, subpath.length - tail.length));
  }
  return null;
}

/** The domain folder a path lies in, and whether it is that folder's index (null: not in src/domain). */
function domainOf(target: string): { folder: string; isIndex: boolean } | null {
  const relative = path.relative(DOMAIN_DIR, target);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [folder = '', ...rest] = relative.split(path.sep);
  return { folder, isIndex: rest.length === 0 || (rest.length === 1 && /^index(\.tsx?)?$/.test(rest[0] as string)) };
}

const rel = (file: string) => path.relative(REPO_ROOT, file);

/** The first line every domain index opens with. */
const OWNER_LINE = /^\/\/ Owner: (\S+?)\. \S/;

interface Findings {
  violations: string[];
  /** How much the reader saw, so that a reader that sees nothing fails. */
  seen: { kitImports: number; appImports: number; domainFolders: string[]; platformBarrelNames: number; domainNamesInBarrel: number };
}

function checkLayers(tree: Tree): Findings {
  const violations: string[] = [];
  const isDomain = (file: string) => domainOf(file) !== null;
  const isRootFile = (file: string) => path.dirname(file) === KIT_SRC;
  const domainFolders = [...new Set(tree.kit.flatMap(({ file }) => domainOf(file)?.folder ?? []))].sort();
  const indexOf = (folder: string) =>
    tree.kit.find(({ file }) => file === path.join(DOMAIN_DIR, folder, 'index.ts') || file === path.join(DOMAIN_DIR, folder, 'index.tsx'));

  // 2. Each domain folder names its owner.
  for (const folder of domainFolders) {
    const index = indexOf(folder);
    if (!index) {
      violations.push(`domain/${folder} has no index.ts: its barrel is the only way in`);
      continue;
    }
    const owner = OWNER_LINE.exec(index.text.split('\n')[0] ?? '')?.[1];
    if (!owner) violations.push(`${rel(index.file)} does not open with '// Owner: <remote>. <what it is>'`);
    else if (!tree.remotes.has(owner)) violations.push(`${rel(index.file)} names ${owner}, which is not an app of this repository`);
  }

  // The barrel: which domain folders it re-exports (their names are then the barrel's), and nothing deep.
  const barrel = tree.kit.find(({ file }) => file === BARREL);
  const barrelDomains = new Set<string>();
  for (const specifier of barrel
    ? [...withoutComments(barrel.text).matchAll(/\bexport\s+(?:type\s+)?\*\s+from\s*(['"])([^'"]+)\1/g)].map((match) => match[2] as string)
    : []) {
    const target = path.resolve(KIT_SRC, specifier);
    const domain = domainOf(target);
    const depth = path.relative(KIT_SRC, target).split(path.sep).length;
    if (domain) barrelDomains.add(domain.folder);
    // 5. './routes' or './domain/basket', never './routes/table' or './domain/basket/basket-store'.
    if (domain ? depth !== 2 : depth !== 1) violations.push(`index.ts re-exports ${specifier}: the barrel takes folders' barrels, never a file inside one`);
  }
  const domainNames = new Map<string, string>();
  for (const folder of barrelDomains) for (const name of exportedNames(indexOf(folder)?.text ?? '')) domainNames.set(name, folder);

  let kitImports = 0;
  let platformBarrelNames = 0;
  for (const { file, text } of tree.kit) {
    if (isRootFile(file)) continue;
    const here = domainOf(file);
    for (const specifier of specifiersOf(text)) {
      kitImports += 1;
      const target = kitTarget(file, specifier, tree.subpaths);
      const there = target === null || target === BARREL ? null : domainOf(target);
      if (!there) continue;
      if (!here) {
        // 1. The platform does not import a domain folder.
        violations.push(`${rel(file)} (platform) imports ${specifier}, in domain/${there.folder}`);
      } else if (there.folder !== here.folder && !there.isIndex && specifier.startsWith('.')) {
        // 3. Across domain folders, only through the other folder's index.
        violations.push(`${rel(file)} imports ${specifier}, inside domain/${there.folder}: import '../${there.folder}' instead`);
      }
    }
    if (!here) {
      // 1, through the barrel: a name the barrel has from a domain folder.
      for (const name of barrelNamesOf(text)) {
        platformBarrelNames += 1;
        const folder = domainNames.get(name);
        if (folder) violations.push(`${rel(file)} (platform) imports ${name} from the barrel, and ${name} is domain/${folder}'s`);
      }
    }
  }

  // 4. The apps go through the package, never into src/domain by path.
  let appImports = 0;
  for (const { file, text } of tree.apps) {
    for (const specifier of specifiersOf(text)) {
      appImports += 1;
      const target = specifier.startsWith('.') ? path.resolve(path.dirname(file), specifier) : null;
      if ((target && isDomain(target)) || /shared-kit\/src\/domain(\/|$)/.test(specifier)) {
        violations.push(`${rel(file)} imports ${specifier}, a path into shared-kit's domain folders: import '${KIT_PACKAGE}' (or its subpath) instead`);
      }
    }
  }

  return { violations, seen: { kitImports, appImports, domainFolders, platformBarrelNames, domainNamesInBarrel: domainNames.size } };
}

function sourcesUnder(dir: string): Source[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.split(path.sep).includes('node_modules'))
    .map((file) => path.join(dir, file))
    .map((file) => ({ file, text: readFileSync(file, 'utf8') }));
}

function repositoryTree(): Tree {
  const apps = readdirSync(REPO_ROOT).filter(
    (name) => (name === 'shell' || name.startsWith('mf-')) && existsSync(path.join(REPO_ROOT, name, 'webpack.config.cjs')),
  );
  const exports = (JSON.parse(readFileSync(path.join(KIT_SRC, '..', 'package.json'), 'utf8')) as { exports: Record<string, string> }).exports;
  return {
    kit: sourcesUnder(KIT_SRC),
    apps: apps.flatMap((app) => sourcesUnder(path.join(REPO_ROOT, app, 'src'))),
    remotes: new Set(apps),
    subpaths: Object.fromEntries(Object.entries(exports).map(([name, target]) => [name, path.resolve(KIT_SRC, '..', target).replace(/\.tsx?$/, '')])),
  };
}

describe("the kit's layers in this repository", () => {
  const tree = repositoryTree();
  const { violations, seen } = checkLayers(tree);

  it('reads the sources it judges', () => {
    expect([...tree.remotes].sort()).toEqual(['mf-basket-checkout', 'mf-catalog', 'mf-chat', 'mf-cook', 'mf-cook-cabinet', 'mf-profile', 'shell']);
    expect(seen.domainFolders).toEqual(expect.arrayContaining(['basket', 'cards', 'chat', 'favorites', 'orders']));
    expect(seen.kitImports).toBeGreaterThan(600);
    expect(seen.appImports).toBeGreaterThan(1200);
    // The platform does take names from the barrel (the realtime socket, the forms), and the barrel
    // does carry domain names: the check over them has something to judge on both sides.
    expect(seen.platformBarrelNames).toBeGreaterThan(5);
    expect(seen.domainNamesInBarrel).toBeGreaterThan(40);
  });

  it('keeps every rule', () => {
    expect(violations).toEqual([]);
  });
});

describe('each rule fails on its breach', () => {
  const kit = (file: string, text: string): Source => ({ file: path.join(KIT_SRC, file), text });
  const basketIndex = kit('domain/basket/index.ts', "// Owner: mf-basket-checkout. The basket.\nexport { useBasket } from './basket-store';\n");
  const ordersIndex = kit('domain/orders/index.ts', "// Owner: mf-basket-checkout. The order card.\nexport { OrderCard } from './OrderCard';\n");
  const barrel = kit('index.ts', "export * from './ui';\nexport * from './domain/basket';\nexport * from './domain/orders';\n");
  const tree = (kitFiles: Source[], apps: Source[] = []): Tree => ({
    kit: [barrel, basketIndex, ordersIndex, ...kitFiles],
    apps,
    remotes: new Set(['shell', 'mf-basket-checkout', 'mf-catalog']),
    subpaths: { './cards': path.join(KIT_SRC, 'domain', 'cards', 'index'), './endpoints/*': path.join(KIT_SRC, 'contracts', 'endpoints', '*') },
  });
  const violationsOf = (kitFiles: Source[], apps: Source[] = []) => checkLayers(tree(kitFiles, apps)).violations;

  it('passes a tree that keeps the rules', () => {
    const files = [
      kit('ui/Button.tsx', "import { formatPrice } from '../format';\nimport { endpoints } from '@povar/shared-kit/endpoints/basket';\n"),
      kit('domain/orders/OrderCard.tsx', "import { useBasket } from '../basket';\nimport { Popup } from '../../ui/Popup';\n"),
      kit('domain/cards/index.ts', "// Owner: mf-catalog. The cards.\nimport { useBasket } from '@povar/shared-kit';\n"),
    ];
    const apps = [
      {
        file: path.join(REPO_ROOT, 'shell/src/x.ts'),
        text: "import { useBasket } from '@povar/shared-kit';\njest.mock('../../shared-kit/src/api/api-client');\n",
      },
    ];
    expect(violationsOf(files, apps)).toEqual([]);
  });

  it('1: the platform imports a domain folder by path, by subpath or by a barrel name', () => {
    expect(violationsOf([kit('mf/widgets.tsx', "import { useBasket } from '../domain/basket';\n")])).toEqual([
      'shared-kit/src/mf/widgets.tsx (platform) imports ../domain/basket, in domain/basket',
    ]);
    expect(violationsOf([kit('api/call.ts', "jest.mock('../domain/basket/basket-store');\n")])).toHaveLength(1);
    expect(violationsOf([kit('ui/List.tsx', "import { DishCard } from '@povar/shared-kit/cards';\n")])).toHaveLength(1);
    expect(violationsOf([kit('forms/Field.tsx', "import { call, type useBasket as Basket } from '@povar/shared-kit';\n")])).toEqual([
      "shared-kit/src/forms/Field.tsx (platform) imports useBasket from the barrel, and useBasket is domain/basket's",
    ]);
    // A comment naming a domain file is no import.
    expect(violationsOf([kit('mf/widgets.tsx', "// from '../domain/basket/basket-store'\n/* import('../domain/orders') */\n")])).toEqual([]);
  });

  it("2: a domain index without its owner's line, or naming no app", () => {
    expect(violationsOf([kit('domain/chat/index.ts', '// Public face of the chat.\nexport {};\n')])).toEqual([
      "shared-kit/src/domain/chat/index.ts does not open with '// Owner: <remote>. <what it is>'",
    ]);
    expect(violationsOf([kit('domain/chat/index.ts', '// Owner: mf-messenger. The chat.\n')])).toEqual([
      'shared-kit/src/domain/chat/index.ts names mf-messenger, which is not an app of this repository',
    ]);
    expect(violationsOf([kit('domain/chat/open-chat.ts', 'export {};\n')])).toEqual(['domain/chat has no index.ts: its barrel is the only way in']);
  });

  it("3: a domain folder imports another's file", () => {
    expect(violationsOf([kit('domain/orders/OrderCard.tsx', "import { useBasket } from '../basket/basket-store';\n")])).toEqual([
      "shared-kit/src/domain/orders/OrderCard.tsx imports ../basket/basket-store, inside domain/basket: import '../basket' instead",
    ]);
    expect(violationsOf([kit('domain/orders/OrderCard.tsx', "const load = () => import('../basket/index');\n")])).toEqual([]);
  });

  it('4: an app imports a domain file by a relative path', () => {
    const app = (text: string) => [{ file: path.join(REPO_ROOT, 'mf-catalog/src/features/x.tsx'), text }];
    expect(violationsOf([], app("import { useBasket } from '../../../shared-kit/src/domain/basket/basket-store';\n"))).toEqual([
      "mf-catalog/src/features/x.tsx imports ../../../shared-kit/src/domain/basket/basket-store, a path into shared-kit's domain folders: import '@povar/shared-kit' (or its subpath) instead",
    ]);
    expect(violationsOf([], app("jest.mock('../../../shared-kit/src/domain/orders', () => ({}));\n"))).toHaveLength(1);
  });

  it('5: the barrel re-exports a file inside a folder', () => {
    const deep = kit('index.ts', "export * from './ui/Popup';\nexport * from './domain/basket/basket-store';\n");
    expect(checkLayers({ ...tree([]), kit: [deep, basketIndex, ordersIndex] }).violations).toEqual([
      "index.ts re-exports ./ui/Popup: the barrel takes folders' barrels, never a file inside one",
      "index.ts re-exports ./domain/basket/basket-store: the barrel takes folders' barrels, never a file inside one",
    ]);
  });
});
