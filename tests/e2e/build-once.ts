import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Browser tests run against the production build; E2E_SKIP_BUILD=1 reuses dist/ while iterating. */
export default function buildOnce() {
  if (process.env.E2E_SKIP_BUILD === '1' && existsSync('dist/index.html')) return;
  execSync('npx vite build', { stdio: 'inherit' });
}
