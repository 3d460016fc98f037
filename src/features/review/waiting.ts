import { t } from '@/app/i18n';

/** How long a submission has waited, in the largest whole unit and the chosen language: "12 min", "5 h", "3 days". */
export function waitedFor(submittedAt: string, now: number) {
  const minutes = Math.max(0, Math.floor((now - Date.parse(submittedAt)) / 60_000));
  if (minutes < 60) return t('review.waitedMinutes', { count: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return t('review.waitedHours', { count: hours });
  return t('review.waitedDays', { count: Math.floor(hours / 24) });
}
