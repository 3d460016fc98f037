import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { CHROMIUM_MISSING, findChromium } from './tests/helpers/chromium.ts';
import { compileCatalogues } from './catalogues-plugin.ts';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

/**
 * The API suite runs twice: on PGlite ('api') and on PostgreSQL ('api-pg', a fresh database per test app).
 * Without a reachable PostgreSQL the PostgreSQL projects are skipped with a message, except in CI, where they must run.
 */
async function findPostgres() {
  const url =
    process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return url;
  } catch {
    // reported below
  } finally {
    await client.end().catch(() => undefined);
  }
  const where = `PostgreSQL does not answer at ${url.replace(/\/\/[^@/]*@/, '//')}`;
  if (process.env.CI)
    throw new Error(
      `${where}: CI runs the API suite and the prod tests on it (.ci/run starts the machine's PostgreSQL).`,
    );
  console.warn(
    `\n${where}: the project api-pg and the PostgreSQL tests of prod are skipped. Set TEST_DATABASE_URL to run them.\n`,
  );
  return undefined;
}

/** The browser tests need Chromium: without it they are skipped with one line saying how to install it, except in CI. */
function browserTestsChromium() {
  const chromium = findChromium();
  if (chromium) return chromium;
  if (process.env.CI) throw new Error(`${CHROMIUM_MISSING} CI runs them (.ci/run installs chromium).`);
  console.warn(`\n${CHROMIUM_MISSING}\n`);
  return undefined;
}

/**
 * The walks of every route (routes-a11y, about six minutes) form a project of their own, 'e2e-walks': `npm test` runs
 * it in the run of the server tests, which ends long before the browser run otherwise (scripts/test.ts).
 */
const WALKS = ['tests/e2e/routes-a11y.test.ts'];

const TRANSPORT_ONLY = [
  'tests/api/hostile-sockets.test.ts',
  'tests/api/transport.test.ts',
  'tests/api/slow-clients.test.ts',
  'tests/api/compression.test.ts',
];

const browserTests = (chromium: string, name: string, files: { include: string[]; exclude?: string[] }) => ({
  resolve: { alias },
  // Tests that read the catalogues (tests/helpers/catalogues.ts) import them compiled, as the build does.
  plugins: [compileCatalogues()],
  test: {
    name,
    ...files,
    environment: 'node',
    env: { CHROMIUM_PATH: chromium },
    testTimeout: 90_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // In CI the two runs share two cores; a walk that met the load's worst moment (a 30 s wait on a page in a loaded
    // run, never alone) gets one more try, and the report marks it "(retry x1)" so it is seen and looked into.
    retry: process.env.CI ? 1 : 0,
    // A screen waiting on a reference list can take seconds on a loaded 2-core machine.
    expect: { poll: { timeout: 15_000 } },
    globalSetup: ['tests/e2e/build-once.ts'],
  },
});

export default defineConfig(async () => {
  const postgresUrl = await findPostgres();
  const chromium = browserTestsChromium();
  const postgresProject = (name: string) => ({
    PAYWAY_TEST_PG: postgresUrl!,
    PAYWAY_PG_TEMPLATE: `payway_tpl_${process.pid}_${name}`,
  });
  const apiOnPostgres = {
    resolve: { alias },
    test: {
      name: 'api-pg',
      include: ['tests/api/**/*.test.ts'],
      // The transport's own tests (sockets, timeouts, compression) test the HTTP layer, the same on either database:
      // they run once, on PGlite.
      exclude: TRANSPORT_ONLY,
      environment: 'node',
      testTimeout: 30_000,
      hookTimeout: 60_000,
      env: postgresProject('api'),
      globalSetup: ['tests/helpers/pg-setup.ts'],
    },
  };
  return {
    resolve: { alias },
    test: {
      globalSetup: ['tests/helpers/global-setup.ts'],
      // Without Chromium, a run of browser test files only (`vitest run tests/e2e/x.test.ts`) finds nothing to run: it
      // passes with the skip line above rather than failing with "No test files found".
      passWithNoTests: !chromium,
      projects: [
        {
          resolve: { alias },
          plugins: [compileCatalogues()],
          test: {
            name: 'unit',
            include: ['tests/unit/**/*.test.ts'],
            environment: 'node',
            setupFiles: ['fake-indexeddb/auto'],
          },
        },
        {
          resolve: { alias },
          test: {
            name: 'api',
            include: ['tests/api/**/*.test.ts'],
            environment: 'node',
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
        ...(postgresUrl ? [apiOnPostgres] : []),
        {
          resolve: { alias },
          test: {
            // Production mode: server processes, SMTP, encryption at rest. Its PostgreSQL tests skip without PostgreSQL.
            name: 'prod',
            include: ['tests/prod/**/*.test.ts'],
            environment: 'node',
            // The SIGKILL test once answered a 500 on a retry in a loaded full run (never alone); its assertion now
            // carries the server's error log. Retried once meanwhile.
            retry: 1,
            testTimeout: 120_000,
            hookTimeout: 120_000,
            fileParallelism: false,
            env: postgresUrl ? postgresProject('prod') : {},
            globalSetup: ['tests/helpers/pg-setup.ts'],
          },
        },
        ...(chromium
          ? [
              browserTests(chromium, 'e2e', { include: ['tests/e2e/**/*.test.ts'], exclude: WALKS }),
              browserTests(chromium, 'e2e-walks', { include: WALKS }),
            ]
          : []),
      ],
    },
  };
});
