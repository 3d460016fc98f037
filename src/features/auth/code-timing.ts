import { useEffect, useState } from 'react';
import { formatTime } from '@/app/wording/format';
import { t } from '@/app/i18n';

/** The server sends one code every 30 seconds per email; a code lives 10 minutes (docs/security.md, "Authentication"). */
export const RESEND_GAP_MS = 30_000;
export const CODE_LIFE_MS = 10 * 60_000;

/** What the code screen says about the code in the inbox: when it was sent, or that it has expired. */
export function codeSentText(sentAt: number | undefined, now: number) {
  if (sentAt === undefined) return t('auth.codeUnknown');
  const minutes = Math.floor((now - sentAt) / 60_000);
  if (now - sentAt >= CODE_LIFE_MS) return t('auth.codeExpired', { time: formatTime(sentAt) });
  const ago = minutes < 1 ? t('auth.justNow') : t('auth.minutesAgo', { count: minutes });
  return t('auth.codeSentAt', { time: formatTime(sentAt), ago });
}

/** The current time, ticking every second while a new code cannot be asked for yet; `waitMs` until it can. */
export function useResendCountdown(sentAt: number | undefined) {
  const [now, setNow] = useState(() => Date.now());
  const waitMs = sentAt === undefined ? 0 : Math.max(0, sentAt + RESEND_GAP_MS - now);
  const counting = waitMs > 0;
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), counting ? 1000 : 30_000);
    return () => clearInterval(timer);
  }, [counting]);
  return { now, waitMs };
}
