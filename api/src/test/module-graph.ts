// The API's import graph, read with the swc parser (the TypeScript here ships no parser API): every relative import, export-from,
// import() and import('…') type of every .ts file under src/. The boundary test judges it, and
// running this file prints the same figures:
//   npx tsx api/src/test/module-graph.ts
//
// A module is a folder src/modules/<name>/. Its index.ts is the only file other code may import;
// everything else in the folder is its own business. The modules must form no cycle, and the
// layers under them (db, files, plugins, realtime, ops, and demo-world, what the modules' demo
// seeds share) must import no module at all.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSync } from '@swc/core';

export const SRC_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface ImportEdge {
  /** Both paths relative to src/, with forward slashes. */
  from: string;
  to: string;
  line: number;
  /** `import type`, `export type` or an import('…') type: gone once compiled, but still a dependency. */
  typeOnly: boolean;
}

function sourceFiles(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') found.push(...sourceFiles(full));
    } else if (/\.(ts|mts)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      found.push(full);
    }
  }
  return found;
}

const relative = (file: string) => path.relative(SRC_DIR, file).split(path.sep).join('/');

// Spans of the swc parser count bytes across calls, so a line is found by the specifier's text instead.
function lineOf(text: string, quoted: string, from: { at: number }): number {
  const at = text.indexOf(quoted, from.at);
  if (at === -1) return 0;
  from.at = at + quoted.length;
  return text.slice(0, at).split('\n').length;
}

interface SwcNode {
  type?: string;
  [key: string]: unknown;
}

function importsOf(file: string): ImportEdge[] {
  const text = readFileSync(file, 'utf8');
  const program = parseSync(text, { syntax: 'typescript', target: 'es2022' }) as unknown as SwcNode;
  const edges: ImportEdge[] = [];
  const cursor = { at: 0 };
  const add = (literal: unknown, typeOnly: boolean) => {
    const specifier = literal as { type?: string; value?: string; raw?: string } | undefined;
    if (specifier?.type !== 'StringLiteral' || typeof specifier.value !== 'string' || !specifier.value.startsWith('.')) return;
    const target = path.resolve(path.dirname(file), specifier.value);
    edges.push({ from: relative(file), to: relative(target), line: lineOf(text, specifier.raw ?? specifier.value, cursor), typeOnly });
  };
  const everyNameIsType = (specifiers: unknown) =>
    Array.isArray(specifiers) && specifiers.length > 0 && specifiers.every((item: { type?: string; isTypeOnly?: boolean }) => item.isTypeOnly === true);
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    const current = node as SwcNode;
    switch (current.type) {
      case 'ImportDeclaration':
      case 'ExportNamedDeclaration':
        if (current.source) add(current.source, current.typeOnly === true || everyNameIsType(current.specifiers));
        break;
      case 'ExportAllDeclaration':
        add(current.source, current.typeOnly === true);
        break;
      case 'CallExpression':
        if ((current.callee as SwcNode).type === 'Import') add((current.arguments as { expression: unknown }[])[0]?.expression, false);
        break;
      case 'TsImportType':
        add(current.argument, true);
        break;
    }
    for (const value of Object.values(current)) if (value && typeof value === 'object') visit(value);
  };
  visit(program);
  return edges;
}

/** Every relative import of every source file under src/. */
export function collectImports(srcDir = SRC_DIR): ImportEdge[] {
  return sourceFiles(srcDir).flatMap(importsOf);
}

/** The module a file belongs to ('chat' for modules/chat/chat.service.ts), or null outside modules/. */
export function moduleOf(file: string): string | null {
  const match = /^modules\/([^/]+)\//.exec(file);
  return match?.[1] ?? null;
}

/** The top folder of a file outside modules/ ('db', 'plugins'…), or '.' for a file right in src/. */
export function layerOf(file: string): string {
  const slash = file.indexOf('/');
  return slash === -1 ? '.' : file.slice(0, slash);
}

const isModuleFace = (file: string) => /^modules\/[^/]+\/index\.ts$/.test(file);

/** Imports from one module into another module's files other than its index.ts. */
export function intrusions(edges: ImportEdge[]): ImportEdge[] {
  return edges.filter((edge) => {
    const from = moduleOf(edge.from);
    const to = moduleOf(edge.to);
    return from !== null && to !== null && from !== to && !isModuleFace(edge.to);
  });
}

/** Imports from code outside modules/ into a module's files other than its index.ts. */
export function outsideIntrusions(edges: ImportEdge[]): ImportEdge[] {
  return edges.filter((edge) => moduleOf(edge.from) === null && moduleOf(edge.to) !== null && !isModuleFace(edge.to));
}

/** Which modules each module imports (any file of it, types included). */
export function moduleGraph(edges: ImportEdge[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const edge of edges) {
    const from = moduleOf(edge.from);
    const to = moduleOf(edge.to);
    if (from === null) continue;
    if (!graph.has(from)) graph.set(from, new Set());
    if (to !== null && to !== from) graph.get(from)!.add(to);
  }
  for (const targets of [...graph.values()]) for (const to of targets) if (!graph.has(to)) graph.set(to, new Set());
  return graph;
}

/** The groups of modules that reach each other (Tarjan's strongly connected components of more than one module). */
export function moduleCycles(graph: Map<string, Set<string>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const connect = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) connect(node);
  return groups;
}

/** The longest chain of module imports, counted in modules (1 for a module that imports none); cycles are cut where they close. */
export function moduleDepth(graph: Map<string, Set<string>>): { depth: number; chain: string[] } {
  const best = new Map<string, string[]>();
  const visiting = new Set<string>();
  const longest = (node: string): string[] => {
    const known = best.get(node);
    if (known) return known;
    visiting.add(node);
    let tail: string[] = [];
    for (const next of graph.get(node) ?? []) {
      if (visiting.has(next)) continue;
      const chain = longest(next);
      if (chain.length > tail.length) tail = chain;
    }
    visiting.delete(node);
    const chain = [node, ...tail];
    best.set(node, chain);
    return chain;
  };
  let chain: string[] = [];
  for (const node of [...graph.keys()].sort()) {
    const candidate = longest(node);
    if (candidate.length > chain.length) chain = candidate;
  }
  return { depth: chain.length, chain };
}

/** Imports from a layer (a top folder of src/, say 'db') into any module. */
export function layerIntoModules(edges: ImportEdge[], layer: string): ImportEdge[] {
  return edges.filter((edge) => moduleOf(edge.from) === null && layerOf(edge.from) === layer && moduleOf(edge.to) !== null);
}

export const describeEdge = (edge: ImportEdge) => `${edge.from}:${edge.line} -> ${edge.to}${edge.typeOnly ? ' (type)' : ''}`;

/** The layers modules stand on: they must import no module. demo-world/ holds what several modules' demo seeds share. */
export const LOWER_LAYERS = ['db', 'files', 'plugins', 'realtime', 'ops', 'demo-world'] as const;

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const edges = collectImports();
  const inside = intrusions(edges);
  const graph = moduleGraph(edges);
  const cycles = moduleCycles(graph);
  const { depth, chain } = moduleDepth(graph);
  const byTarget = new Map<string, number>();
  for (const edge of inside) byTarget.set(edge.to, (byTarget.get(edge.to) ?? 0) + 1);
  console.log(`files: ${new Set(edges.map((edge) => edge.from)).size}, relative imports: ${edges.length}`);
  console.log(
    `imports from one module into another module's internals: ${inside.length} (${inside.filter((edge) => !edge.typeOnly).length} with values, ${inside.filter((edge) => edge.typeOnly).length} type-only; ${inside.filter((edge) => /\.test\.ts$/.test(edge.from)).length} from test files)`,
  );
  console.log('most imported internals:');
  for (const [target, count] of [...byTarget].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`  ${count}  ${target}`);
  console.log(`cycles between modules: ${cycles.length}`);
  for (const group of cycles) console.log(`  ${group.join(' <-> ')}`);
  console.log(`longest chain of module imports: ${depth} (${chain.join(' -> ')})`);
  for (const layer of LOWER_LAYERS) {
    const found = layerIntoModules(edges, layer);
    console.log(`${layer}/ imports of modules: ${found.length}`);
    if (process.argv.includes('--all') || layer === 'db') for (const edge of found) console.log(`  ${describeEdge(edge)}`);
  }
  const outside = outsideIntrusions(edges);
  console.log(`imports from outside modules/ into a module's internals: ${outside.length}`);
  if (process.argv.includes('--all')) {
    console.log('module -> internals:');
    for (const edge of inside) console.log(`  ${describeEdge(edge)}`);
  }
}
