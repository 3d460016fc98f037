import type { Mail } from './index';

const escape = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const IGNORE_FOOTER = 'If you did not ask for this, you can ignore this message.';

function layout(to: string, subject: string, lines: string[], highlight?: string, footer = IGNORE_FOOTER): Mail {
  const text = [...lines, ...(highlight ? ['', highlight] : []), '', footer].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#212529">
${lines.map((line) => `<p>${escape(line)}</p>`).join('\n')}
${highlight ? `<p style="font-size:28px;font-weight:700;letter-spacing:6px">${escape(highlight)}</p>` : ''}
<p style="color:#868e96;font-size:13px">${escape(footer)}</p>
</body></html>`;
  return { to, subject, text, html };
}

export const signupCodeMail = (to: string, code: string) =>
  layout(to, 'Your verification code', ['Welcome to Payway.', 'Enter this 6-digit code to verify your email. It expires in 10 minutes.'], code);

export const resetCodeMail = (to: string, code: string) =>
  layout(to, 'Your password reset code', ['Someone asked to reset the password of this account.', 'Enter this 6-digit code to choose a new password. It expires in 10 minutes.'], code);

export const paymentTokenMail = (to: string, code: string) =>
  layout(to, 'Confirm your payment request', ['Enter this 6-digit token to confirm your payment request. It expires in 10 minutes.'], code);

export const invitationMail = (to: string, inviter: string, link: string) =>
  layout(to, 'You have been invited to Payway', [`${inviter} invited you to work on their Payway accounts.`, `Choose your password here: ${link}`]);

export const reviewerInvitationMail = (to: string, link: string) =>
  layout(to, 'You are a Payway reviewer', [
    'You have been given a reviewer account on Payway, to review onboarding and payment requests.',
    `Choose your password here: ${link} (enter this email; we send you a 6-digit code). Then sign in: you land on the review queue.`,
  ]);

/** A reviewer's decision, to the customer: what was decided on which account or request, the reason, where to act. */
export const reviewDecisionMail = (to: string, decision: { subject: string; outcome: string; reason: string; link: string }) =>
  layout(
    to,
    `${decision.subject}: ${decision.outcome}`,
    [`Our reviewers have decided on ${decision.subject}: ${decision.outcome}.`, ...(decision.reason ? [`Reason: ${decision.reason}`] : []), `See it here: ${decision.link}`],
    undefined,
    'You get this message because review updates are on in your notification settings.',
  );
