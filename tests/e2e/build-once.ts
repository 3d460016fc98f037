import { execSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';

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
  execSync(`npx vite build --outDir ${outDir} --emptyOutDir --logLevel warn`, { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  return outDir;
}
