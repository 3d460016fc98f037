import { execSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';

/**
 * Browser tests run against a production build of their own (.tmp/e2e-dist-<pid>), so parallel runs never
 * overwrite each other's. E2E_SKIP_BUILD=1 reuses dist/ (from `npm run build`) while iterating.
 * NODE_ENV is production for the build: Vitest sets it to 'test', which Vite would pass on to the app, and React would
 * then be its development build (StrictMode mounting every component twice, slower renders), not what is shipped.
 */
export default function buildOnce() {
  if (process.env.E2E_SKIP_BUILD === '1' && existsSync('dist/index.html')) {
    process.env.E2E_DIST = 'dist';
    return;
  }
  const outDir = `.tmp/e2e-dist-${process.pid}`;
  execSync(`npx vite build --outDir ${outDir} --emptyOutDir --logLevel warn`, { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  process.env.E2E_DIST = outDir;
  return () => rmSync(outDir, { recursive: true, force: true });
}
