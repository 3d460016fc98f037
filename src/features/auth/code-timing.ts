import { useEffect, useState } from 'react';
import i18next from 'i18next';
import { formatTime } from '@/ui/format';

/** The server sends one code every 30 seconds per email; a code lives 10 minutes (DESIGN's OTP rules). */
export const RESEND_GAP_MS = 30_000;
export const CODE_LIFE_MS = 10 * 60_000;

/** What the code screen says about the code in the inbox: when it was sent, or that it has expired. */
export function codeSentText(sentAt: number | undefined, now: number) {
  if (sentAt === undefined) return i18next.t('auth.codeUnknown');
  const minutes = Math.floor((now - sentAt) / 60_000);
  if (now - sentAt >= CODE_LIFE_MS) return i18next.t('auth.codeExpired', { time: formatTime(sentAt) });
  const ago = minutes < 1 ? i18next.t('auth.justNow') : i18next.t('auth.minutesAgo', { count: minutes });
  return i18next.t('auth.codeSentAt', { time: formatTime(sentAt), ago });
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
