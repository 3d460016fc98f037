import { chmodSync, existsSync, mkdirSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A Chromium confined to a quarter of one core: a cgroup whose CPU quota is 25 ms of every 100 ms, joined by a
 * launcher script before it starts the browser, so every process of it, workers included, runs at most a quarter of
 * the time. DevTools' CPU throttling slows a page's main thread only ("Operation is only supported for pages, not
 * workers"). Needs Linux's cgroup file system and the right to write it (root); undefined where it cannot be made.
 */
export function quarterCoreChromium(chromiumPath: string, scratchDir: string) {
  const name = `payway-bench-${process.pid}`;
  const v2 = existsSync('/sys/fs/cgroup/cgroup.controllers');
  const group = v2 ? join('/sys/fs/cgroup', name) : join('/sys/fs/cgroup/cpu', name);
  try {
    mkdirSync(group);
    if (v2) writeFileSync(join(group, 'cpu.max'), '25000 100000');
    else {
      writeFileSync(join(group, 'cpu.cfs_period_us'), '100000');
      writeFileSync(join(group, 'cpu.cfs_quota_us'), '25000');
    }
  } catch {
    return undefined;
  }
  mkdirSync(scratchDir, { recursive: true });
  const launcher = join(scratchDir, 'chromium-quarter-core.sh');
  writeFileSync(launcher, `#!/bin/sh\necho $$ > ${join(group, 'cgroup.procs')}\nexec ${chromiumPath} "$@"\n`);
  chmodSync(launcher, 0o755);
  return {
    executablePath: launcher,
    /** Once the browser has closed: a cgroup with processes left in it cannot be removed. */
    remove: () => rmdirSync(group),
  };
}
