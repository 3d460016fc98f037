import type { Mail } from './index';

const escape = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function layout(to: string, subject: string, lines: string[], highlight?: string): Mail {
  const text = [...lines, ...(highlight ? ['', highlight] : []), '', 'If you did not ask for this, you can ignore this message.'].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#212529">
${lines.map((line) => `<p>${escape(line)}</p>`).join('\n')}
${highlight ? `<p style="font-size:28px;font-weight:700;letter-spacing:6px">${escape(highlight)}</p>` : ''}
<p style="color:#868e96;font-size:13px">If you did not ask for this, you can ignore this message.</p>
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
