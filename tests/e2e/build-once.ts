import { exec, execSync } from 'node:child_process';
import { promisify } from 'node:util';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Browser tests run against a production build of their own (.tmp/e2e-dist-<pid>), so parallel runs never
 * overwrite each other's. E2E_SKIP_BUILD=1 reuses dist/ (from `npm run build`) while iterating; a build already made
 * for this run (E2E_DIST, set by scripts/test.ts, which builds once for its two Vitest runs) is used as it is.
 * NODE_ENV is production for the build: Vitest sets it to 'test', which Vite would pass on to the app, and React would
 * then be its development build (StrictMode mounting every component twice, slower renders), not what is shipped.
 */
export default function buildOnce() {
  if (process.env.E2E_DIST && existsSync(`${process.env.E2E_DIST}/index.html`)) return;
  if (process.env.E2E_SKIP_BUILD === '1' && existsSync('dist/index.html')) {
    process.env.E2E_DIST = 'dist';
    return;
  }
  const outDir = buildForTests(`.tmp/e2e-dist-${process.pid}`);
  process.env.E2E_DIST = outDir;
  return () => rmSync(outDir, { recursive: true, force: true });
}

/** A production build of the app in outDir, for the browser tests. */
export function buildForTests(outDir: string) {
  execSync(`npx vite build --outDir ${outDir} --emptyOutDir --logLevel warn`, {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return outDir;
}

/** What the builds read: a change in any of these makes a new build. */
const BUILD_INPUTS = [
  'src',
  'sw',
  'public',
  'index.html',
  'vite.config.ts',
  'catalogues-plugin.ts',
  'package-lock.json',
  'tests/e2e/next-release',
  'tests/helpers/next-schema-version.ts',
];

function contentHash(paths: string[]) {
  const hash = createHash('sha256');
  const add = (path: string) => {
    if (statSync(path).isDirectory()) for (const name of readdirSync(path).sort()) add(join(path, name));
    else hash.update(path).update(readFileSync(path));
  };
  paths.filter((path) => existsSync(path)).forEach(add);
  return hash.digest('hex').slice(0, 16);
}

/**
 * The app as the next release would be (tests/e2e/next-release: a Dexie version bump and changed step and draft
 * shapes), built once per content of its sources and kept in .tmp for the next runs. Asynchronous, so the test's
 * server starts while it builds.
 */
export async function buildNextRelease() {
  const outDir = `.tmp/e2e-next-release-${contentHash(BUILD_INPUTS)}`;
  if (existsSync(`${outDir}/index.html`)) return outDir;
  await promisify(exec)(
    `npx vite build --config tests/e2e/next-release/vite.config.ts --outDir ${outDir} --emptyOutDir --logLevel warn`,
    {
      env: { ...process.env, NODE_ENV: 'production' },
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  return outDir;
}
