import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

const isExecutable = (path: string) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** Chromium for the browser tests and benches: CHROMIUM_PATH, else /usr/bin/chromium, else `chromium` on PATH. */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.CHROMIUM_PATH) return isExecutable(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : undefined;
  const onPath = (env.PATH ?? '')
    .split(delimiter)
    .filter(Boolean)
    .map((dir) => join(dir, 'chromium'));
  return ['/usr/bin/chromium', ...onPath].find(isExecutable);
}

export const CHROMIUM_MISSING =
  'Chromium was not found (CHROMIUM_PATH, /usr/bin/chromium, or chromium on PATH): the browser tests (project e2e) are skipped. Install it with `apt-get install chromium` or set CHROMIUM_PATH.';
