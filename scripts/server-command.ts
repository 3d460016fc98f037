import { boot } from '../server/boot';
import type { Deps } from '../server/deps';
import type { Env } from '../server/env';
import { HttpError } from '../server/http/errors';
import { createLogger } from '../server/log';

/**
 * Runs an operator command on the server's own database and mail: a refusal (HttpError) is printed and exits 1. It
 * starts no job worker: the jobs it queues (a webhook replayed) are the servers' to run, never the operator's shell's.
 */
export async function runServerCommand(env: Env, work: (deps: Deps) => Promise<void>) {
  const { deps, close } = await boot(env, { log: createLogger('warn'), workers: false });
  try {
    await work(deps);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  } finally {
    await close();
  }
}
