// `npm test`: every check the product has, in the order that fails fastest —
// formatting and lint, type checking, unit and component tests (jest), API tests (node:test, on PGlite and, when
// TEST_DATABASE_URL is set, on PostgreSQL), web server tests, the production build, and
// the Playwright journeys in Debian's chromium. Ends with one line counting every test.
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './apps.mjs';

const reportDir = path.join(repoRoot, '.cache', 'test-reports');
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

/** Runs a command, echoing its output, and returns its exit code and what it printed. */
function run(label, command, args, env = {}) {
  console.log(`\n━━ ${label}: ${command} ${args.join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
      process.stderr.write(chunk);
    });
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

/** node:test prints its totals as '# pass N' (TAP) or 'ℹ pass N' (spec reporter); a failed test is a 'not ok N - name' line. */
function nodeTestCounts(output) {
  const count = (word) => Number(output.match(new RegExp(`^(?:#|ℹ) ${word} (\\d+)`, 'm'))?.[1] ?? 0);
  // TAP prints a subtest before its suite: a failure is a test's own unless a deeper one came just
  // before it (then it is the suite failing with its test). Each is named with its suites.
  const lines = [...output.matchAll(/^( *)not ok \d+ - (.+)$/gm)].map(([, indent, name]) => ({ depth: indent.length, name }));
  const failedNames = lines.flatMap((line, index) => {
    if (index > 0 && lines[index - 1].depth > line.depth) return [];
    const suites = [];
    for (let depth = line.depth, next = index + 1; next < lines.length; next += 1) {
      if (lines[next].depth < depth) {
        suites.unshift(lines[next].name);
        depth = lines[next].depth;
      }
    }
    return [[...suites, line.name].join(' › ')];
  });
  return { passed: count('pass'), failed: count('fail'), failedNames };
}

/** Node 20's test runner does not expand globs: list the test files ourselves. */
const testFilesUnder = (dir) =>
  readdirSync(path.join(repoRoot, dir), { recursive: true })
    .filter((file) => /\.test\.ts$/.test(file) && !file.includes('node_modules'))
    .map((file) => path.join(dir, file))
    .sort();

const readJson = (file) => JSON.parse(readFileSync(path.join(reportDir, file), 'utf8'));
const npx = (bin) => path.join(repoRoot, 'node_modules', '.bin', bin);

const totals = { passed: 0, failed: 0 };
const failures = [];
/** The failed tests' names, repeated at the very end: CI shows only the tail of a long run. */
const failedTests = [];
const step = async (label, command, args, counts, env) => {
  const { code, output } = await run(label, command, args, env);
  let counted = { passed: 0, failed: 0 };
  try {
    if (counts) counted = counts(output);
  } catch {
    counted = { passed: 0, failed: 1 }; // the runner died before writing its report
  }
  totals.passed += counted.passed;
  totals.failed += counted.failed;
  for (const name of counted.failedNames ?? []) failedTests.push(`${label}: ${name}`);
  if (code !== 0) failures.push(label);
  return code === 0;
};

const jestCounts = () => {
  const report = readJson('jest.json');
  const failedNames = report.testResults.flatMap((file) =>
    file.assertionResults.length === 0 && file.status === 'failed'
      ? [`${path.relative(repoRoot, file.name)} (the file did not run)`]
      : file.assertionResults.filter((result) => result.status === 'failed').map((result) => result.fullName),
  );
  return { passed: report.numPassedTests, failed: report.numFailedTests + report.numRuntimeErrorTestSuites, failedNames };
};
/** Every spec of Playwright's JSON report, through its nested suites. */
const specsOf = (suite) => [...(suite.specs ?? []), ...(suite.suites ?? []).flatMap(specsOf)];
const playwrightCounts = () => {
  const report = readJson('playwright.json');
  const { stats } = report;
  const failedNames = report.suites
    .flatMap(specsOf)
    .filter((spec) => !spec.ok)
    .map((spec) => `${spec.file}: ${spec.title}`);
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, failedNames };
};

// Biome's check: a formatting difference or a lint error fails the run (`npm run format` fixes the
// first). Warnings are left out of this log; `npx biome lint .` lists them.
await step('lint and format', npx('biome'), ['ci', '--diagnostic-level=error', '.']);
await step('typecheck', npx('tsc'), ['-p', 'tsconfig.json']);
await step('unit and component tests', npx('jest'), ['--ci', '--json', `--outputFile=${path.join(reportDir, 'jest.json')}`], jestCounts);
await step(
  'api tests',
  process.execPath,
  ['--import', 'tsx', '--test', '--test-concurrency=2', '--test-reporter=tap', ...testFilesUnder('api/src')],
  nodeTestCounts,
);
await step('web server tests', process.execPath, ['--import', 'tsx', '--test', '--test-reporter=tap', ...testFilesUnder('shell/server')], nodeTestCounts);
if (await step('production build', process.execPath, ['scripts/build.mjs'])) {
  await step('browser journeys', npx('playwright'), ['test', '-c', 'e2e'], playwrightCounts, {
    PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reportDir, 'playwright.json'),
  });
}

console.log('');
if (failures.length > 0) console.log(`Failed steps: ${failures.join(', ')}`);
for (const name of failedTests) console.log(`  failed: ${name}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(failures.length > 0 ? 1 : 0);
