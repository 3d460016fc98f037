import { boot } from '../server/boot';
import type { Deps } from '../server/deps';
import type { Env } from '../server/env';
import { HttpError } from '../server/http/errors';
import { createLogger } from '../server/log';

/** Runs an operator command on the server's own database and mail: a refusal (HttpError) is printed and exits 1. */
export async function runServerCommand(env: Env, work: (deps: Deps) => Promise<void>) {
  const { deps, close } = await boot(env, { log: createLogger('warn') });
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
