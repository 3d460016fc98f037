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
  layout(
    to,
    'Your password reset code',
    ['Someone asked to reset the password of this account.', 'Enter this 6-digit code to choose a new password. It expires in 10 minutes.'],
    code,
  );

export const registeredAgainMail = (to: string) =>
  layout(to, 'Someone tried to register with your email', [
    'Someone tried to create a Payway account with this email, which already has one. Nothing was changed.',
    'If it was you, sign in, or reset your password if you forgot it.',
  ]);

export const contestedRegistrationMail = (to: string) =>
  layout(
    to,
    'Choose your password',
    [
      'Your email is verified. While it was waiting, this email was registered more than once with different passwords, so we did not keep either.',
      'You are signed in now; to sign in later, reset your password from the sign-in page.',
    ],
    undefined,
    'If you did not register, reset your password so that nobody else can sign in.',
  );

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
    [
      `Our reviewers have decided on ${decision.subject}: ${decision.outcome}.`,
      ...(decision.reason ? [`Reason: ${decision.reason}`] : []),
      `See it here: ${decision.link}`,
    ],
    undefined,
    'You get this message because review updates are on in your notification settings.',
  );

const NOT_YOU = 'If this was not you, reset your password now and contact us.';

/** Every change of a security setting is mailed to the owner, so a change made with a stolen session is noticed. */
export const securityChangeMail = (to: string, change: keyof typeof SECURITY_CHANGES) =>
  layout(to, SECURITY_CHANGES[change][0], [SECURITY_CHANGES[change][1]], undefined, NOT_YOU);

const SECURITY_CHANGES = {
  twoFactorOn: ['Two-factor sign-in was turned on', 'Sign-in to your Payway account now asks for a code from an authenticator app.'],
  twoFactorOff: ['Two-factor sign-in was turned off', 'Sign-in to your Payway account no longer asks for an authenticator code.'],
  passwordChanged: ['Your password was changed', 'The password of your Payway account was changed from your settings.'],
  passwordReset: [
    'Your password was reset',
    'The password of your Payway account was reset with a code sent to this email. Two-factor sign-in, if on, stays on.',
  ],
  removalScheduled: [
    'Two-factor sign-in will be removed in 7 days',
    'A password reset asked to remove two-factor sign-in (lost authenticator). It will be removed in 7 days. To cancel, sign in with your authenticator code before then.',
  ],
  removalCancelled: ['The removal of two-factor sign-in was cancelled', 'You signed in with your authenticator code, so two-factor sign-in stays on.'],
  removed: [
    'Two-factor sign-in was removed',
    'The waiting period after the password reset is over: two-factor sign-in was removed. Turn it on again in Settings.',
  ],
} as const satisfies Record<string, readonly [string, string]>;

export const handoffLinkMail = (to: string, link: string) =>
  layout(
    to,
    'Continue on your phone',
    ['Open this link on your phone to photograph your document. It works once and expires in 10 minutes.', link],
    undefined,
    'If you did not ask for this, cancel it on your computer or ignore this message.',
  );
