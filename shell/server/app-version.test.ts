import assert from 'node:assert/strict';
import { test } from 'node:test';
import Fastify from 'fastify';
import { APP_VERSION_PATH, createAppVersion, registerAppVersion } from './app-version.ts';
import { makeAppsRoot } from './test-support/apps-root.ts';

test('the manifest answers the built apps’ fingerprint, never cached, and a new release of any app changes it', async (t) => {
  const apps = makeAppsRoot();
  t.after(() => apps.remove());
  apps.write('shell/dist/mf-manifest.json', '{"id":"shell","build":1}');
  apps.write('mf-catalog/dist/mf-manifest.json', '{"id":"mf_catalog","build":1}');
  let clock = 0;
  const version = createAppVersion(apps.dir, null, () => clock);
  const app = Fastify();
  t.after(() => app.close());
  registerAppVersion(app, version);

  const first = await app.inject({ url: APP_VERSION_PATH });
  assert.equal(first.statusCode, 200);
  assert.match(first.headers['cache-control'] as string, /no-store/);
  const before = first.json<{ version: string }>().version;
  assert.match(before, /^[0-9a-f]{16}$/);

  clock += 60_000;
  assert.equal(version.current(), before, 'the same files give the same version');

  apps.write('mf-catalog/dist/mf-manifest.json', '{"id":"mf_catalog","build":2,"longer":true}');
  assert.equal(version.current(), before, 'looked at again only after a few seconds');
  clock += 60_000;
  const after = (await app.inject({ url: APP_VERSION_PATH })).json<{ version: string }>().version;
  assert.notEqual(after, before);
});

test('APP_VERSION, when the operator sets it, is the version', async () => {
  const version = createAppVersion('/nowhere', 'front@2.4.0');
  assert.equal(version.current(), 'front@2.4.0');
});
