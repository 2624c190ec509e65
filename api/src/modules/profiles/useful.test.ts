// Cook-only sections through app.requireCook, on their first user GET /api/profiles/useful:
// the cooks' /docs pages for a cook, the forbidden 404 for anyone else, 401 for a guest.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { describeOnEachDatabase } from '../../test/helpers.ts';
import { TEST_AUTH } from '../../test/auth.ts';
import { bearer, signInAs } from '../../test/files.ts';

describeOnEachDatabase('profiles: useful materials', (suite) => {
  test('a cook gets the useful materials: each a /docs page for cooks with its title and description', async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const cook = await signInAs(app, suite, 'cook');
    const res = await app.inject({ method: 'GET', url: '/api/profiles/useful', headers: bearer(cook.accessToken) });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.headers['cache-control'], 'no-store');
    const materials = res.json().data as { title: string; description: string; href: string }[];
    assert.ok(materials.length >= 5, `${materials.length} materials`);
    assert.deepEqual(materials[0], {
      title: 'Правила для поваров',
      description: materials[0]?.description,
      href: '/docs/profile/useful/rules',
    });
    for (const material of materials) {
      assert.match(material.href, /^\/docs\/profile\/useful\/[a-z_-]+$/);
      assert.ok(material.title && material.description, material.href);
      // Each one opens as a page.
      const page = await app.inject({ method: 'GET', url: `/api/text-pages/get-by-url?url=${encodeURIComponent(material.href)}` });
      assert.equal(page.statusCode, 200, material.href);
    }
  });

  test('a customer and an operator are refused with the forbidden 404; a guest gets 401', async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    for (const role of ['customer', 'operator'] as const) {
      const person = await signInAs(app, suite, role);
      const res = await app.inject({ method: 'GET', url: '/api/profiles/useful', headers: bearer(person.accessToken) });
      assert.equal(res.statusCode, 404, role);
      assert.deepEqual(res.json(), {
        success: false,
        data: null,
        errors: ['Раздел доступен только поварам'],
        message: 'Раздел доступен только поварам',
        error: 'forbidden',
      });
    }
    const guest = await app.inject({ method: 'GET', url: '/api/profiles/useful' });
    assert.equal(guest.statusCode, 401);
    assert.equal(guest.json().error, 'unauthorized');
  });
});
