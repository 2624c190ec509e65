// GET /api/profiles/files ('Documents and kitchen photos'): one's own documents and
// kitchen photos with their moderation state; nobody else's, never for a guest, never cached.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ownFilesResponseSchema } from '@povar/shared-kit/contracts';
import { cookApplications } from '../../db/schema.ts';
import { describeOnEachDatabase } from '../../test/helpers.ts';
import { bearer, buildWithFiles, PDF, png, signInAs, uploadTo } from '../../test/files.ts';

const TYUMEN = 956;

describeOnEachDatabase('own files', (suite) => {
  const filesOf = async (app: FastifyInstance, accessToken: string) => {
    const res = await app.inject({ method: 'GET', url: '/api/profiles/files', headers: bearer(accessToken) });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.headers['cache-control'], 'no-store');
    return ownFilesResponseSchema.parse(res.json()).data;
  };

  const upload = async (app: FastifyInstance, accessToken: string) => {
    const document = await uploadTo(app, 'document/upload', accessToken, { filename: 'медкнижка.pdf', data: PDF });
    assert.equal(document.statusCode, 200, document.body);
    const photo = await uploadTo(app, 'kitchen/upload', accessToken, { filename: 'kitchen.png', data: await png() });
    assert.equal(photo.statusCode, 200, photo.body);
    return { documentId: document.json().data.id as number, photoId: photo.json().data.id as number };
  };

  test('a cook sees their own uploads waiting for the check and removable; another person and a guest see none of them', async (t) => {
    const { app } = await buildWithFiles(t, suite);
    const cook = await signInAs(app, suite, 'cook');
    const { documentId, photoId } = await upload(app, cook.accessToken);

    const files = await filesOf(app, cook.accessToken);
    assert.deepEqual(
      files.documents.map((file) => [file.id, file.name, file.extension, file.state, file.removable]),
      [[documentId, 'медкнижка.pdf', 'pdf', 'pending', true]],
    );
    assert.deepEqual(
      files.kitchenPhotos.map((file) => [file.id, file.state, file.removable]),
      [[photoId, 'pending', true]],
    );
    assert.equal(files.documents[0]?.href, `/api/moderation/files/${documentId}`);

    for (const role of ['customer', 'cook', 'operator'] as const) {
      const stranger = await signInAs(app, suite, role);
      assert.deepEqual(await filesOf(app, stranger.accessToken), { documents: [], kitchenPhotos: [] }, role);
    }
    const guest = await app.inject({ method: 'GET', url: '/api/profiles/files' });
    assert.equal(guest.statusCode, 401);
    assert.equal(guest.json().error, 'unauthorized');

    // Removed, it leaves the list.
    const removed = await app.inject({
      method: 'POST',
      url: '/api/profiles/document/remove',
      headers: bearer(cook.accessToken),
      payload: { fileId: documentId },
    });
    assert.equal(removed.statusCode, 200, removed.body);
    assert.deepEqual((await filesOf(app, cook.accessToken)).documents, []);
  });

  test("an applicant's files are drafts until sent, then follow the application: pending, then rejected; sent ones cannot be removed", async (t) => {
    const { app } = await buildWithFiles(t, suite);
    const person = await signInAs(app, suite);
    const { documentId, photoId } = await upload(app, person.accessToken);
    const states = async () => {
      const files = await filesOf(app, person.accessToken);
      return [...files.documents, ...files.kitchenPhotos].map((file) => [file.state, file.removable]);
    };
    assert.deepEqual(await states(), [
      ['draft', true],
      ['draft', true],
    ]);

    const sent = await app.inject({
      method: 'POST',
      url: '/api/profiles/cook-application',
      headers: bearer(person.accessToken),
      payload: {
        nameAndSurname: 'Мария Иванова',
        speciality: 'Выпечка',
        experience: 5,
        mainCityId: TYUMEN,
        documentIds: [documentId],
        kitchenPhotoIds: [photoId],
      },
    });
    assert.equal(sent.statusCode, 200, sent.body);
    assert.deepEqual(await states(), [
      ['pending', false],
      ['pending', false],
    ]);

    await suite.database.orm
      .update(cookApplications)
      .set({ status: 'rejected', rejectReason: 'Нечитаемый скан' })
      .where(eq(cookApplications.userId, person.id));
    assert.deepEqual(await states(), [
      ['rejected', false],
      ['rejected', false],
    ]);
  });
});
