import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../server/env';
import { MailSettingsError, mailerFor } from '../../server/mail';

const DATABASE_URL = 'postgresql://payway@db.internal:5432/payway';
const modeWith = async (vars: Record<string, string>) => {
  const mailer = mailerFor(loadEnv({ DATA_DIR: 'memory', ...vars }));
  await mailer.close();
  return mailer.mode;
};

describe('the mail a server sends (mailerFor)', () => {
  it('sends through SMTP_URL when set; runs demo mail embedded without it', async () => {
    expect(await modeWith({ SMTP_URL: 'smtp://mail.internal:25' })).toBe('smtp');
    expect(await modeWith({ DATABASE_URL, SMTP_URL: 'smtps://user:secret@mail.internal:465' })).toBe('smtp');
    expect(await modeWith({})).toBe('demo');
  });

  it('refuses demo mail beside DATABASE_URL unless DEMO_MAIL=1 asks for it', async () => {
    await expect(modeWith({ DATABASE_URL })).rejects.toThrow(MailSettingsError);
    await expect(modeWith({ DATABASE_URL, DEMO_MAIL: '0' })).rejects.toThrow('SMTP_URL is required with DATABASE_URL');
    expect(await modeWith({ DATABASE_URL, DEMO_MAIL: '1' })).toBe('demo');
  });

  it('refuses DEMO_MAIL=1 beside SMTP_URL, and a DEMO_MAIL other than 0 or 1', async () => {
    await expect(modeWith({ SMTP_URL: 'smtp://mail.internal:25', DEMO_MAIL: '1' })).rejects.toThrow(
      'DEMO_MAIL=1 and SMTP_URL are both set',
    );
    await expect(modeWith({ DATABASE_URL, DEMO_MAIL: 'true' })).rejects.toThrow('DEMO_MAIL must be 0 or 1');
  });
});
