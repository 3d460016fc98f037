/**
 * Housekeeping: expired idempotency keys, sessions, codes and rate-limit rows, stale uploads, pieces of documents
 * whose request never stored them, old mail-delivery marks and old webhook events; the audit chain's head of each
 * finished day written to the log and the metrics; accounts past their retention erased
 * (services/compliance/retention.ts). It is a job (server/jobs) throttled to one per HOUSEKEEPING_INTERVAL_SECONDS:
 * every instance offers it, the queue keeps one per period, one instance runs it.
 */
import type { Deps } from './deps';
import { jobKind, type Jobs } from './jobs';
import { purgeExpiredKeys } from './http/idempotency';
import { purgeMailDeliveries } from './mail/mail-job';
import { publishDayHeads } from './services/compliance/audit-chain';
import { purgeExpiredSecurityRows } from './services/auth/purge';
import { eraseExpiredAccounts } from './services/compliance/retention';
import { purgeOrphanChunks } from './storage/documents';
import { purgeUploads } from './storage/uploads';
import { purgeWebhookEvents } from './webhooks/purge-webhook-events';

export const housekeepingJob = jobKind<Record<string, never>>('housekeeping', {
  retries: 2,
  retryDelaySeconds: 60,
  timeoutSeconds: 900,
});

export function handleHousekeeping(jobs: Jobs, deps: Pick<Deps, 'db' | 'now' | 'config'>) {
  jobs.handle(housekeepingJob, async (_data, run) => {
    const now = deps.now();
    await purgeExpiredKeys(deps.db, now);
    await purgeExpiredSecurityRows(deps.db, now, deps.config.lockoutMinutes);
    await purgeUploads(deps.db, now);
    await purgeOrphanChunks(deps.db, now);
    await purgeMailDeliveries(deps.db, now);
    await purgeWebhookEvents(deps.db, now);
    await publishDayHeads(deps.db, now, run.log);
    const erased = await eraseExpiredAccounts(deps.db, now, deps.config.retentionYears);
    if (erased) run.log.info({ erased }, 'accounts erased at the end of their retention');
    run.log.info('housekeeping done');
  });
}

/**
 * Offers housekeeping now and then every so often (a fraction of the period, so a period is never skipped while an
 * instance runs); the queue turns the offers of every instance into one job per period. Returns a stop function.
 */
export function offerHousekeeping(deps: Pick<Deps, 'db' | 'jobs' | 'log'>, periodSeconds: number) {
  const offer = () =>
    deps.jobs
      .enqueue(deps.db, housekeepingJob, {}, { throttleSeconds: periodSeconds })
      .catch((error) => deps.log.error({ err: error }, 'housekeeping not offered'));
  void offer();
  const timer = setInterval(() => void offer(), Math.min(periodSeconds / 4, 60) * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
