// `npm run seed:demo` on a database opened without the demo (what production opens): the script,
// run as a process against a PGlite directory or DATABASE_URL, writes the demo catalogue and, in
// development, the demo accounts; opening the database again leaves them in place.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { count, eq } from 'drizzle-orm';
import { DATABASE_TARGETS } from '../test/helpers.ts';
import { openSeededDatabase } from './seed.ts';
import { DEMO_ACCOUNTS } from '../demo-world/demo-accounts.ts';
import { cooks, users } from '../db/schema.ts';

const SCRIPT = path.join(import.meta.dirname, 'seed-demo.ts');

function runSeedDemo(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT], { env: { PATH: process.env.PATH, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

for (const target of DATABASE_TARGETS) {
  describe(`seed:demo [${target.label}]`, () => {
    test('a migrated database without demo data gets the demo cooks and accounts on request', async (t) => {
      const scratch = await target.createScratchDatabase({ onDisk: true });
      const filesDir = await mkdtemp(path.join(os.tmpdir(), 'povar-seed-demo-files-'));
      t.after(async () => {
        await scratch.drop();
        await rm(filesDir, { recursive: true, force: true });
        await rm(`${filesDir}-private`, { recursive: true, force: true });
      });
      const cookCount = async () => {
        const database = await openSeededDatabase(scratch.config);
        try {
          const [row] = await database.orm.select({ cooks: count() }).from(cooks);
          const demoCustomer = await database.orm.select({ id: users.id }).from(users).where(eq(users.phone, DEMO_ACCOUNTS.customer.phone));
          return { cooks: row?.cooks ?? 0, demoCustomer: demoCustomer.length };
        } finally {
          await database.close();
        }
      };

      assert.deepEqual(await cookCount(), { cooks: 0, demoCustomer: 0 }, 'opening a database only migrates');
      const where: Record<string, string> = scratch.config.databaseUrl
        ? { DATABASE_URL: scratch.config.databaseUrl }
        : { PGLITE_DIR: scratch.config.pgliteDir! };
      const run = await runSeedDemo({ ...where, FILES_DIR: filesDir });
      assert.equal(run.code, 0, run.output);
      const seeded = await cookCount();
      assert.ok(seeded.cooks > 0, 'the demo cooks');
      assert.equal(seeded.demoCustomer, 1, 'the demo customer of the README');
    });
  });
}
