/**
 * npm run audit -- verify
 * Walks the audit trail's hash chain (server/services/compliance/audit-chain.ts) and says whether it holds, or names
 * the first row that was edited, or after which row rows were deleted; exits 1 when broken. Starts no job worker. Uses
 * the server's environment; the embedded database takes one process at a time: stop the server first.
 */
import { loadEnv } from '../server/env';
import { describeChainReport, verifyAuditChain } from '../server/services/compliance/audit-chain';
import { runServerCommand } from './server-command';

if (process.argv[2] !== 'verify') {
  console.error('Usage: npm run audit -- verify');
  process.exit(2);
}

await runServerCommand(loadEnv(), async (deps) => {
  const report = await verifyAuditChain(deps.db);
  console.log(describeChainReport(report));
  if (report.firstBreak) process.exitCode = 1;
});
