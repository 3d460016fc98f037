/**
 * npm run reviewer:create -- <email>
 * Makes a reviewer account (role 'reviewer', a random password nobody knows) and invites the person to choose
 * their password through /initial-password-reset. Uses the same environment as the server (DATABASE_URL or the
 * embedded database in DATA_DIR, SMTP_URL or demo mail to DATA_DIR/outbox), and the server's link address
 * (PUBLIC_URL, else http://localhost:$PORT); in production mode it refuses to run without PUBLIC_URL. The embedded
 * database takes one process at a time: stop the server before running this against it.
 */
import * as v from 'valibot';
import { EmailSchema } from '../src/contract';
import { loadEnv, missingPublicUrl, publicUrlOf } from '../server/env';
import { reviewerInvitationMail } from '../server/mail/templates';
import { createReviewer } from '../server/services/review/reviewer-accounts';
import { runServerCommand } from './server-command';

const parsed = v.safeParse(EmailSchema, process.argv[2] ?? '');
if (!parsed.success) {
  console.error(`Usage: npm run reviewer:create -- <email>\n${parsed.issues[0].message}`);
  process.exit(2);
}
const email = parsed.output;

const env = loadEnv();
const refusal = missingPublicUrl(env);
if (refusal) {
  console.error(refusal);
  process.exit(1);
}
await runServerCommand(env, async (deps) => {
  const link = `${publicUrlOf(env)}/initial-password-reset`;
  await deps.db.transaction().execute((trx) => createReviewer(trx, email));
  // Sent from here, as the command takes no job; if it fails, the steps below still work without it.
  await deps.mailer.send(reviewerInvitationMail(email, link, 'en'));
  console.log(
    [
      `Reviewer ${email} created.`,
      '',
      'Invitation:',
      `  1. Open ${link} and enter ${email}.`,
      '  2. Enter the 6-digit code sent to that email, then choose a password.',
      '  3. Sign in on the login page: reviewers land on /review.',
      '',
      deps.config.demoMail
        ? `Demo-mail mode: the invitation was written to ${env.DATA_DIR}/outbox/, and the code boxes fill themselves.`
        : `The invitation was mailed to ${email}.`,
    ].join('\n'),
  );
});
