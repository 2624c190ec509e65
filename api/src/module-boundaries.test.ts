// The API's modules keep to their boundaries (test/module-graph.ts reads the imports):
// - a module is a folder modules/<name>/ and its index.ts is its public face: no other code
//   imports any other file of it, so a module can change its insides without asking anyone;
// - modules depend on each other one way only: no cycle, however long;
// - the layers the modules stand on (db, files, plugins, realtime, ops, and demo-world, the demo
//   data several modules' seeds share) import no module, and the database layer and the demo world
//   nothing above them at all: opening a database knows no domain, and a module's demo seed can
//   use the demo world without reaching above the modules;
// - a module's own code imports nothing above the modules (the app's wiring, the seed, the test helpers).
// Tests count like any other file, so a test reaches another module through its face or test/.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  collectImports,
  describeEdge,
  intrusions,
  layerIntoModules,
  layerOf,
  LOWER_LAYERS,
  moduleCycles,
  moduleGraph,
  moduleOf,
  outsideIntrusions,
  type ImportEdge,
} from './test/module-graph.ts';

const isTest = (file: string) => file.endsWith('.test.ts');

/** The app's wiring (its options, passes and server) and its start. */
const WIRING = new Set(['app.ts', 'api-options.ts', 'infrastructure.ts', 'routes.ts', 'api-server.ts', 'public-api.ts', 'server.ts']);

/** What lies above the modules: the app's wiring and its start, the seed, the test helpers. */
const isAboveModules = (file: string) => WIRING.has(file) || layerOf(file) === 'seed' || layerOf(file) === 'test';

const list = (edges: ImportEdge[]) => edges.map((edge) => `  ${describeEdge(edge)}`).join('\n');

describe('module boundaries', () => {
  const edges = collectImports();

  test('the import graph is read (a broken reader would pass everything)', () => {
    assert.ok(edges.length > 500, `only ${edges.length} imports found`);
    assert.ok(edges.some((edge) => edge.from === 'app.ts' && edge.to === 'modules/orders/index.ts'));
  });

  test("no module imports another module's internal files (only its index.ts)", () => {
    const found = intrusions(edges);
    assert.equal(
      found.length,
      0,
      `${found.length} imports reach into another module; import from its index.ts (export what is needed there) or move the shared piece to plugins/, files/ or test/:\n${list(found)}`,
    );
  });

  test('code outside modules/ imports a module only through its index.ts', () => {
    const found = outsideIntrusions(edges);
    assert.equal(found.length, 0, `${found.length} imports reach into a module's internal files:\n${list(found)}`);
  });

  test('modules form no cycle', () => {
    const cycles = moduleCycles(moduleGraph(edges));
    const explain = cycles
      .map((group) => {
        const members = new Set(group);
        const links = edges.filter((edge) => {
          const from = moduleOf(edge.from);
          const to = moduleOf(edge.to);
          return from !== null && to !== null && from !== to && members.has(from) && members.has(to);
        });
        return `  ${group.join(' <-> ')}, through:\n${list(links).replace(/^/gm, '  ')}`;
      })
      .join('\n');
    assert.equal(
      cycles.length,
      0,
      `modules that reach each other (move the shared piece down into a shared layer, or hand the dependency in from app.ts):\n${explain}`,
    );
  });

  test('the layers under the modules import no module', () => {
    const found = LOWER_LAYERS.flatMap((layer) => layerIntoModules(edges, layer));
    assert.equal(found.length, 0, `${found.length} imports from ${LOWER_LAYERS.join(', ')} into modules:\n${list(found)}`);
  });

  test('the database layer imports nothing above it (opening a database only migrates)', () => {
    const found = edges.filter((edge) => layerOf(edge.from) === 'db' && !isTest(edge.from) && (moduleOf(edge.to) !== null || isAboveModules(edge.to)));
    assert.equal(found.length, 0, `${found.length} imports from db/ upwards:\n${list(found)}`);
  });

  test("the demo world imports nothing above it (the modules' demo seeds stand on it)", () => {
    const found = edges.filter((edge) => layerOf(edge.from) === 'demo-world' && !isTest(edge.from) && (moduleOf(edge.to) !== null || isAboveModules(edge.to)));
    assert.equal(found.length, 0, `${found.length} imports from demo-world/ upwards:\n${list(found)}`);
  });

  test("a module's own code imports nothing above the modules", () => {
    const found = edges.filter((edge) => moduleOf(edge.from) !== null && !isTest(edge.from) && isAboveModules(edge.to));
    assert.equal(
      found.length,
      0,
      `${found.length} imports from module code into the app's wiring (app.ts and its passes), server.ts, seed/ or test/:\n${list(found)}`,
    );
  });
});

describe('the boundary checks catch what they should', () => {
  const edge = (from: string, to: string): ImportEdge => ({ from, to, line: 1, typeOnly: false });

  test('an import of another module’s internal file is caught; its index.ts and its own files are not', () => {
    const found = intrusions([
      edge('modules/chat/chat.service.ts', 'modules/moderation/cook-applications.service.ts'),
      edge('modules/chat/chat.service.ts', 'modules/orders/index.ts'),
      edge('modules/chat/chat.routes.ts', 'modules/chat/chat.service.ts'),
      edge('modules/chat/chat.service.ts', 'plugins/errors.ts'),
    ]);
    assert.deepEqual(found.map(describeEdge), ['modules/chat/chat.service.ts:1 -> modules/moderation/cook-applications.service.ts']);
  });

  test('a cycle through several modules is found, whatever files close it', () => {
    const graph = moduleGraph([
      edge('modules/chat/chat.service.ts', 'modules/moderation/index.ts'),
      edge('modules/moderation/cook-applications.repository.ts', 'modules/profiles/index.ts'),
      edge('modules/profiles/profiles.repository.ts', 'modules/chat/index.ts'),
      edge('modules/orders/orders.service.ts', 'modules/chat/index.ts'),
    ]);
    assert.deepEqual(moduleCycles(graph), [['chat', 'moderation', 'profiles']]);
  });

  test('a lower layer importing a module is caught', () => {
    const found = layerIntoModules([edge('db/seed.ts', 'modules/payouts/index.ts'), edge('db/client.ts', 'db/schema.ts')], 'db');
    assert.equal(found.length, 1);
  });

  test('the demo world is a lower layer: its importing a module is caught, its importing the database layer is not', () => {
    assert.ok((LOWER_LAYERS as readonly string[]).includes('demo-world'));
    const found = layerIntoModules(
      [
        edge('demo-world/cook-accounts.ts', 'modules/auth/index.ts'),
        edge('demo-world/cook-accounts.ts', 'db/schema.ts'),
        edge('modules/auth/auth.demo-seed.ts', 'demo-world/demo-accounts.ts'),
      ],
      'demo-world',
    );
    assert.deepEqual(found.map(describeEdge), ['demo-world/cook-accounts.ts:1 -> modules/auth/index.ts']);
  });
});
