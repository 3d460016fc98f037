/**
 * npm run reviewer:reset-2fa -- <email>
 * A reviewer lost the authenticator or a passkey's device: removes the reviewer's two-factor sign-in, TOTP and every
 * passkey (a password reset cannot, for staff), ends the reviewer's sessions and mails the reviewer. The next sign-in
 * (password) must set TOTP or a passkey up again before the back office opens. The audit trail records the reset,
 * with the operator (user@host running this) as actor. Check who asks before running it: whoever holds the
 * reviewer's mailbox can reset the password. Uses the same environment as the server; the embedded database takes
 * one process at a time: stop the server first.
 */
import { hostname, userInfo } from 'node:os';
import * as v from 'valibot';
import { EmailSchema } from '../src/contract';
import { loadEnv } from '../server/env';
import { securityChangeMail } from '../server/mail/templates';
import { resetReviewerTwoFactor } from '../server/services/auth/staff-two-factor';
import { runServerCommand } from './server-command';

const parsed = v.safeParse(EmailSchema, process.argv[2] ?? '');
if (!parsed.success) {
  console.error(`Usage: npm run reviewer:reset-2fa -- <email>\n${parsed.issues[0].message}`);
  process.exit(2);
}
const email = parsed.output;

await runServerCommand(loadEnv(), async (deps) => {
  const operator = { id: null, email: `${userInfo().username}@${hostname()}`, role: 'operator' as const };
  const reviewer = await deps.db
    .transaction()
    .execute((trx) => resetReviewerTwoFactor(trx, deps.now(), email, operator));
  await deps.mailer.send(securityChangeMail(email, 'twoFactorOff', reviewer.language));
  console.log(
    `Two-factor sign-in (TOTP and passkeys) of ${email} removed and its sessions ended. At the next sign-in the reviewer sets it up again.`,
  );
});
