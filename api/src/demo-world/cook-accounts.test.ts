// Every cook card is run by an account: the demo seed gives each demo cook one (a number of the
// demo range outside production, one nobody can sign in with in production), a chat opens with
// any of them, the database refuses a card without an account, and migration 0024 gives the
// account-less cards of an older database theirs before it makes the link required.
import assert from 'node:assert/strict';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { SUPPORT_COOK_ID } from '@povar/shared-kit/contracts';
import { lastCodeFor, login, sendCode } from '../test/auth.ts';
import { buildChatServer, openChat, say } from '../test/chat.ts';
import { createUser } from '../test/realtime.ts';
import { DATABASE_TARGETS, describeOnEachDatabase, pgliteTarget } from '../test/helpers.ts';
import type { Orm } from '../db/client.ts';
import { MIGRATIONS_FOLDER } from '../db/migrate.ts';
import { cooks, mainCities, users } from '../db/schema.ts';
import { openSeededDatabase, seedMainCities } from '../seed/seed.ts';
import { DEMO_COOK_PHONE_PREFIX, demoCookPhone, STAND_IN_PHONE_PREFIX } from './cook-accounts.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { DEMO_REGIONS } from './regions.ts';

const DEMO_COOK_COUNT = DEMO_REGIONS.reduce((total, region) => total + region.cooks, 0);

/** Whether the database refused the statement with one of those SQLSTATEs (drizzle wraps the driver's error in `cause`). */
function refusedWith(...codes: string[]) {
  return (error: unknown) => {
    const own = error as { code?: string; cause?: { code?: string } };
    assert.ok(codes.includes(own.cause?.code ?? own.code ?? ''), String(error));
    return true;
  };
}

describeOnEachDatabase('every cook has an account', (suite) => {
  const orm = () => suite.database.orm;
  const demoCards = () =>
    orm()
      .select({
        id: cooks.id,
        name: cooks.name,
        isActive: cooks.isActive,
        userId: cooks.userId,
        phone: users.phone,
        isCook: users.isCook,
        phoneVerified: users.phoneVerified,
      })
      .from(cooks)
      .leftJoin(users, eq(users.id, cooks.userId))
      .where(sql`${cooks.id} <> ${SUPPORT_COOK_ID}`)
      .orderBy(asc(cooks.id));

  test('the demo seed leaves no cook without an account: the README cook, and every other demo cook on its number of the demo range', async () => {
    const cards = await demoCards();
    assert.equal(cards.length, DEMO_COOK_COUNT);
    assert.deepEqual(await orm().select({ id: cooks.id }).from(cooks).where(isNull(cooks.userId)), []);
    assert.equal(new Set(cards.map((card) => card.userId)).size, cards.length, 'one account per card');
    const [readmeCook, ...others] = cards;
    assert.equal(readmeCook?.phone, DEMO_ACCOUNTS.cook.phone);
    for (const card of others) {
      assert.deepEqual([card.phone, card.isCook, card.phoneVerified], [demoCookPhone(card.id), true, true], `cook ${card.id} ${card.name}`);
    }
  });

  test('a chat opens with every demo cook the catalogue lists, and the message reaches that cook', async (t) => {
    const app = await buildChatServer(t, suite);
    const customer = await createUser(orm());
    const listed = (await demoCards()).filter((card) => card.isActive);
    assert.ok(listed.length >= DEMO_COOK_COUNT - 10, 'most demo cooks are listed');
    for (const card of listed) {
      const opened = await openChat(app, customer, { cookId: card.id });
      assert.equal(opened.statusCode, 200, `cook ${card.id}: ${opened.body}`);
      assert.equal(opened.json().data.to_user_id, card.userId, `cook ${card.id}`);
    }
    // And the conversation is a real one: what the customer writes is in the cook's list.
    const last = listed.at(-1);
    assert.ok(last);
    await say(app, customer, last.userId, 'Здравствуйте! Можно заказать на завтра?');
    const cookSide = await app.inject({ method: 'GET', url: '/api/chat', headers: { authorization: `Bearer ${await tokenOf(app, last.phone ?? '')}` } });
    assert.equal(cookSide.statusCode, 200, cookSide.body);
    assert.match(cookSide.body, /Можно заказать на завтра/);
  });

  test('the database refuses a cook card without an account, and the deletion of an account that runs a card', async () => {
    const [region] = await orm().select({ id: mainCities.id }).from(mainCities).where(eq(mainCities.slug, 'tyumen'));
    assert.ok(region);
    await assert.rejects(
      orm().execute(sql`insert into cooks (name, address, main_city_id, lat, lon) values ('Без аккаунта', '', ${region.id}, 57.15, 65.53)`),
      refusedWith('23502'),
    );
    const [card] = await demoCards();
    assert.ok(card);
    // ON DELETE RESTRICT: PostgreSQL answers foreign_key_violation, PGlite restrict_violation.
    await assert.rejects(orm().delete(users).where(eq(users.id, card.userId)), refusedWith('23503', '23001'));
    await assert.rejects(orm().execute(sql`update cooks set user_id = null where id = ${card.id}`), refusedWith('23502'));
  });

  /** Signs the account of that phone in by SMS code, as its cook would; answers the access token. */
  async function tokenOf(app: Awaited<ReturnType<typeof buildChatServer>>, phone: string): Promise<string> {
    assert.equal((await sendCode(app, phone, new Date(), '10.251.0.1')).statusCode, 200);
    const signedIn = await login(app, { phone, code: await lastCodeFor(app, phone) });
    assert.equal(signedIn.statusCode, 200, signedIn.body);
    return signedIn.json().data.accessToken as string;
  }

  test('a demo cook other than the README one signs in by SMS code with the number of their card and runs it', async (t) => {
    const app = await suite.build(t);
    const card = (await demoCards()).find((row) => row.isActive && row.phone?.startsWith(DEMO_COOK_PHONE_PREFIX));
    assert.ok(card?.phone);
    const profile = await app.inject({ method: 'GET', url: '/api/profiles/user', headers: { authorization: `Bearer ${await tokenOf(app, card.phone)}` } });
    assert.equal(profile.statusCode, 200, profile.body);
    assert.equal(profile.json().data.isCook, true);
    assert.equal(profile.json().data.cookData.id, card.id);
  });
});

test('the demo catalogue without demo accounts (`npm run seed:demo` under APP_ENV=production): every cook card has an account, none of them one anybody can sign in with', async (t) => {
  const scratch = await pgliteTarget.createScratchDatabase();
  const database = await openSeededDatabase({ ...scratch.config, demoData: { demoAccounts: false } });
  t.after(async () => {
    await database.close();
    await scratch.drop();
  });
  const accounts = await database.orm.select({ phone: users.phone, linked: cooks.id }).from(users).leftJoin(cooks, eq(cooks.userId, users.id));
  assert.equal(accounts.length, DEMO_COOK_COUNT);
  for (const account of accounts) {
    assert.ok(account.linked, account.phone);
    assert.ok(account.phone.startsWith(STAND_IN_PHONE_PREFIX), account.phone);
  }
  // Sign-in only sends codes to +7 9xx mobiles: the stand-in number is refused outright.
  const { buildApiServer } = await import('../app.ts');
  const app = await buildApiServer({ db: database });
  t.after(() => app.close());
  const refused = await sendCode(app, accounts[0]?.phone ?? '', new Date());
  assert.equal(refused.statusCode, 400, refused.body);
});

/** The migrations folder cut after `lastTag`: what an older release applied. */
async function migrationsUpTo(lastTag: string): Promise<{ folder: string; drop: () => Promise<void> }> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'povar-migrations-'));
  await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((entry) => entry.tag === lastTag);
  assert.ok(cut >= 0, `migration ${lastTag} exists`);
  await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut + 1) }));
  return { folder, drop: () => rm(folder, { recursive: true, force: true }) };
}

for (const target of DATABASE_TARGETS) {
  test(`migration 0024 gives an older database's account-less cooks accounts, then requires them [${target.label}]`, async (t) => {
    const older = await migrationsUpTo('0023_checkout_body_hash');
    t.after(older.drop);
    let orm: Orm;
    let migrate: (folder: string) => Promise<void>;
    if (target.label === 'PGlite') {
      const client = await PGlite.create('memory://', { extensions: { btree_gist, cube, earthdistance, pg_trgm } });
      t.after(() => client.close());
      const db = drizzlePglite({ client });
      orm = db as unknown as Orm;
      migrate = (migrationsFolder) => migratePglite(db, { migrationsFolder });
    } else {
      const scratch = await target.createScratchDatabase();
      const pool = new pg.Pool({ connectionString: scratch.config.databaseUrl });
      t.after(async () => {
        await pool.end();
        await scratch.drop();
      });
      const db = drizzleNodePg({ client: pool });
      orm = db as unknown as Orm;
      migrate = (migrationsFolder) => migrateNodePg(db, { migrationsFolder });
    }

    // The old demo data: one card run by the demo cook's account, two with none.
    await migrate(older.folder);
    await seedMainCities(orm);
    const [region] = await orm.select({ id: mainCities.id }).from(mainCities).where(eq(mainCities.slug, 'tyumen'));
    assert.ok(region);
    const [demoCook] = await orm
      .execute(sql`insert into users (phone, name, is_cook) values (${DEMO_ACCOUNTS.cook.phone}, 'Гульнара', true) returning id`)
      .then(rowsOf<{ id: number }>);
    assert.ok(demoCook);
    const card = (name: string, userId: number | null, verified: boolean) =>
      sql`insert into cooks (name, about, address, main_city_id, lat, lon, passport_verified, user_id)
          values (${name}, 'Готовлю с душой', 'ул. Республики, 1', ${region.id}, 57.15, 65.53, ${verified}, ${userId}) returning id`;
    const [linked] = await orm.execute(card('Гульнара Каримова', demoCook.id, true)).then(rowsOf<{ id: number }>);
    const [first] = await orm.execute(card('Ольга Смирнова', null, true)).then(rowsOf<{ id: number }>);
    const [second] = await orm.execute(card('Рустам Мухаметов', null, false)).then(rowsOf<{ id: number }>);
    assert.ok(linked && first && second);

    await migrate(MIGRATIONS_FOLDER);

    const after = await orm
      .select({ id: cooks.id, userId: cooks.userId, phone: users.phone, name: users.name, isCook: users.isCook, passportVerified: users.passportVerified })
      .from(cooks)
      .innerJoin(users, eq(users.id, cooks.userId))
      .where(inArray(cooks.id, [linked.id, first.id, second.id]))
      .orderBy(asc(cooks.id));
    assert.deepEqual(
      after.map(({ id, phone, name, isCook, passportVerified }) => ({ id, phone, name, isCook, passportVerified })),
      [
        { id: linked.id, phone: DEMO_ACCOUNTS.cook.phone, name: 'Гульнара', isCook: true, passportVerified: false },
        { id: first.id, phone: `${STAND_IN_PHONE_PREFIX}${String(first.id).padStart(7, '0')}`, name: 'Ольга Смирнова', isCook: true, passportVerified: true },
        {
          id: second.id,
          phone: `${STAND_IN_PHONE_PREFIX}${String(second.id).padStart(7, '0')}`,
          name: 'Рустам Мухаметов',
          isCook: true,
          passportVerified: false,
        },
      ],
    );
    assert.equal(after[0]?.userId, demoCook.id, 'a card that had its account keeps it');
    await assert.rejects(orm.execute(card('Без аккаунта', null, false)), refusedWith('23502'));
  });
}

/** Rows of a raw query on either driver (node-postgres answers a result, PGlite too, both with `rows`). */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
