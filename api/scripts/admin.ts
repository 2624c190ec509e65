// The admin console: `npm run admin -- <command>` (`help` lists the commands). Opens the database
// the way the server does (DATABASE_URL, else PGlite in PGLITE_DIR, default ./.data), runs one
// command of modules/moderation/admin-commands.ts, and exits with its code.
import path from 'node:path';
import { parseConfig } from '../src/config.ts';
import { openSeededDatabase } from '../src/seed/seed.ts';
import { ADMIN_USAGE, runAdminCommand } from '../src/modules/moderation/index.ts';

const argv = process.argv.slice(2);
const print = (line: string) => console.log(line);

if (argv.length === 0 || argv[0] === 'help' || argv[0] === '--help') {
  // Help needs no database (and must work while the server holds the PGlite directory).
  print(ADMIN_USAGE);
} else {
  // A decision is sent to the applicant by the server's own SMS settings.
  const config = parseConfig(process.env, 'api');
  if (!config.ok && (argv[0] === 'approve' || argv[0] === 'reject')) {
    for (const problem of config.problems) console.error(problem);
    process.exit(1);
  }
  const sms = config.ok ? config.config.api.auth.sms : undefined;
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const pgliteDir = process.env.PGLITE_DIR === 'memory://' ? 'memory://' : path.resolve(process.cwd(), process.env.PGLITE_DIR || '.data');
  const db = await openSeededDatabase({ databaseUrl, pgliteDir });
  try {
    process.exitCode = await runAdminCommand(argv, { orm: db.orm, print, sms });
  } finally {
    await db.close();
  }
}
