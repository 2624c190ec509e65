// The admin console (`npm run admin -- <command>`): operators, the queue, approve and reject
// through the same service as the HTTP routes, exit codes, and one real run of the script.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { test } from 'node:test';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { API_ROOT } from '../../paths.ts';
import { cookApplications, users } from '../../db/schema.ts';
import { describeOnEachDatabase, type ApiSuite } from '../../test/helpers.ts';
import { freshPhone } from '../../test/auth.ts';
import { ADMIN_USAGE, runAdminCommand } from './admin-commands.ts';
import { createCookApplicationsRepository } from './cook-applications.repository.ts';

/** Runs a command against the suite's database; its exit code and printed text. */
async function admin(suite: ApiSuite, ...argv: string[]) {
  const lines: string[] = [];
  const code = await runAdminCommand(argv, { orm: suite.database.orm, print: (line) => lines.push(line) });
  return { code, output: lines.join('\n') };
}

/** A pending application written straight through the repository (the HTTP side is tested elsewhere). */
async function pendingApplication(suite: ApiSuite) {
  const orm = suite.database.orm;
  const [user] = await orm.insert(users).values({ phone: freshPhone(), name: 'Ольга' }).returning();
  assert.ok(user);
  const repository = createCookApplicationsRepository(orm);
  const file = await repository.insertFile({
    ownerId: user.id,
    kind: 'document',
    storageKey: `documents/${user.id}-${Date.now()}.pdf`,
    mime: 'application/pdf',
    extension: 'pdf',
    size: 10,
    originalName: 'паспорт.pdf',
    createdAt: new Date(),
  });
  const created = await repository.insertApplication(
    {
      userId: user.id,
      nameAndSurname: 'Ольга Смирнова',
      specialityId: null,
      speciality: 'Пельмени',
      experienceYears: 3,
      telegramAccount: null,
      mainCityId: 956,
      createdAt: new Date(),
    },
    [file.id],
  );
  assert.equal(created.result, 'created');
  return { user, applicationId: created.result === 'created' ? created.application.id : 0 };
}

describeOnEachDatabase('admin console', (suite) => {
  test('help, no command, an unknown command or option: the usage, with exit codes 0 and 2', async () => {
    assert.deepEqual(await admin(suite, 'help'), { code: 0, output: ADMIN_USAGE });
    assert.deepEqual(await admin(suite), { code: 0, output: ADMIN_USAGE });
    const unknown = await admin(suite, 'drop-database');
    assert.equal(unknown.code, 2);
    assert.match(unknown.output, /^Ошибка: Неизвестная команда: drop-database\nИспользование/);
    assert.equal((await admin(suite, 'list-applications', '--everything')).code, 2);
  });

  test('create-operator creates the account or promotes an existing one; a wrong phone is refused', async () => {
    const phone = freshPhone();
    const created = await admin(suite, 'create-operator', '--phone', `8 (${phone.slice(2, 5)}) ${phone.slice(5, 8)}-${phone.slice(8, 10)}-${phone.slice(10)}`);
    assert.equal(created.code, 0, created.output);
    assert.match(created.output, /создан аккаунт оператора/);
    const [row] = await suite.database.orm.select().from(users).where(eq(users.phone, phone));
    assert.equal(row?.role, 'operator');

    const existing = freshPhone();
    await suite.database.orm.insert(users).values({ phone: existing, name: 'Иван' });
    const promoted = await admin(suite, 'create-operator', '--phone', existing);
    assert.equal(promoted.code, 0);
    assert.match(promoted.output, /аккаунт стал оператором/);
    const [promotedRow] = await suite.database.orm.select().from(users).where(eq(users.phone, existing));
    assert.deepEqual([promotedRow?.role, promotedRow?.name], ['operator', 'Иван']);

    for (const args of [['--phone', '+7 495 123-45-67'], ['--phone', 'abc'], []]) {
      const refused = await admin(suite, 'create-operator', ...args);
      assert.equal(refused.code, 2, args.join(' '));
      assert.match(refused.output, /^Ошибка: --phone: /);
    }
  });

  test('list-applications shows the pending queue; approve makes a cook with the flags and no reviewer; twice is refused', async () => {
    const { user, applicationId } = await pendingApplication(suite);
    const list = await admin(suite, 'list-applications', '--status', 'pending');
    assert.equal(list.code, 0);
    assert.match(list.output, new RegExp(`#${applicationId} \\[pending\\]`));
    assert.match(list.output, new RegExp(`Ольга Смирнова \\(аккаунт ${user.id}, \\${user.phone}\\)`));
    assert.match(list.output, /документы: паспорт\.pdf \(\/api\/moderation\/files\/\d+\)/);
    assert.equal((await admin(suite, 'list-applications', '--status', 'done')).code, 2);

    const approved = await admin(suite, 'approve', String(applicationId), '--passport');
    assert.equal(approved.code, 0, approved.output);
    assert.match(approved.output, /^Заявка одобрена\./);
    const [account] = await suite.database.orm.select().from(users).where(eq(users.id, user.id));
    assert.deepEqual([account?.isCook, account?.passportVerified, account?.sanitaryVerified], [true, true, false]);
    const [application] = await suite.database.orm.select().from(cookApplications).where(eq(cookApplications.id, applicationId));
    assert.equal(application?.status, 'approved');
    assert.equal(application?.reviewedBy, null);
    assert.ok(application?.reviewedAt);
    assert.ok(application?.cookId);

    assert.deepEqual(await admin(suite, 'approve', String(applicationId)), { code: 1, output: 'Ошибка: Заявка уже рассмотрена' });
    assert.deepEqual(await admin(suite, 'approve', '2000000000'), { code: 1, output: 'Ошибка: Заявка не найдена' });
    assert.equal((await admin(suite, 'approve', 'abc')).code, 2);
  });

  test('reject needs a reason, which the applicant then reads', async () => {
    const { applicationId } = await pendingApplication(suite);
    const noReason = await admin(suite, 'reject', String(applicationId));
    assert.equal(noReason.code, 2);
    assert.match(noReason.output, /^Ошибка: --reason: Поле Причина отказа обязательно для заполнения/);
    assert.equal((await admin(suite, 'reject', String(applicationId), '--reason', 'я'.repeat(501))).code, 2);

    const rejected = await admin(suite, 'reject', String(applicationId), '--reason', 'Нет фото кухни');
    assert.equal(rejected.code, 0, rejected.output);
    assert.match(rejected.output, /причина отказа: Нет фото кухни/);
    const [application] = await suite.database.orm.select().from(cookApplications).where(eq(cookApplications.id, applicationId));
    assert.deepEqual([application?.status, application?.rejectReason, application?.reviewedBy], ['rejected', 'Нет фото кухни', null]);
  });
});

test('npm run admin runs the script: it opens the database like the server and lists the queue', async () => {
  const run = promisify(execFile);
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', 'list-applications', '--status', 'pending'], {
    cwd: API_ROOT,
    env: { ...process.env, PGLITE_DIR: 'memory://', DATABASE_URL: '' },
    timeout: 120_000,
  });
  assert.match(stdout, /Заявок нет\.\nВсего: 0; страница 1 из 1\./);
});
