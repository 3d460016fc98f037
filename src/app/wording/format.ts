import { CRYPTO_DECIMALS } from '@/contract';
import { t } from '@/app/i18n';
import { currentLocale } from './format-number';

/**
 * The one place dates and numbers are written for people, in the chosen language's conventions. Counts and decimals,
 * which the first screen's messages write, are in ./format-number.ts: the login page loads only those.
 */
export { formatCount, formatDecimal } from './format-number';

const formattersByLocale = new Map<string, ReturnType<typeof createFormatters>>();

function createFormatters(locale: string) {
  return {
    date: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }),
    dateTime: new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }),
    amount: new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: CRYPTO_DECIMALS }),
    month: new Intl.DateTimeFormat(locale, { month: 'short' }),
    time: new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }),
    timeWithSeconds: new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', second: '2-digit' }),
    rate: new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    change: new Intl.NumberFormat(locale, {
      style: 'percent',
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
      signDisplay: 'exceptZero',
    }),
    megabytes: new Intl.NumberFormat(locale, {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
      useGrouping: false,
    }),
  };
}

function formatters() {
  const locale = currentLocale();
  let found = formattersByLocale.get(locale);
  if (!found) {
    found = createFormatters(locale);
    formattersByLocale.set(locale, found);
  }
  return found;
}

const isDate = (iso: string) => !Number.isNaN(Date.parse(iso));
// A calendar date (YYYY-MM-DD) is that day where the reader is, not midnight UTC (the day before, west of Greenwich).
const dateOf = (iso: string) => new Date(iso.length === 10 ? `${iso}T00:00` : iso);

/** '3 Mar 2025' (or '3 mars 2025') from an ISO date or date-time; the input itself when it is no date. */
export const formatDate = (iso: string) => (isDate(iso) ? formatters().date.format(dateOf(iso)) : iso);

/** '3 Mar 2025, 14:05' in the browser's time zone; the input itself when it is no date. */
export const formatDateTime = (iso: string) => (isDate(iso) ? formatters().dateTime.format(new Date(iso)) : iso);

/** '1,250.50 CAD' (or '1 250,50 CAD'): two decimals at least, as many as a crypto amount has. */
export const formatAmount = (amount: number, currency: string) => `${formatters().amount.format(amount)} ${currency}`;

/** 'Mar' (or 'mars') from an ISO date. */
export const formatMonth = (iso: string) => (isDate(iso) ? formatters().month.format(dateOf(iso)) : iso);

/** '1,118.40' (or '1 118,40'): an exchange rate. */
export const formatRate = (rate: number) => formatters().rate.format(rate);

/** '€860' (or '860 €'): a whole amount of a currency, written with its symbol. */
export const formatMoney = (amount: number, currency: string) =>
  new Intl.NumberFormat(currentLocale(), { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount);

/** '+0.6%', '-1.3%', '0.0%' (or '+0,6 %'): a change, from its fraction (0.006). */
export const formatChange = (fraction: number) => formatters().change.format(fraction);

/** A file's size: '1.5 MB', '320 KB', '12 B' (or '1,5 Mo', '320 Ko', '12 o'). */
export function formatBytes(bytes: number) {
  if (bytes >= 1024 * 1024)
    return t('documents.megabytes', { size: formatters().megabytes.format(bytes / (1024 * 1024)) });
  if (bytes >= 1024) return t('documents.kilobytes', { size: String(Math.round(bytes / 1024)) });
  return t('documents.bytes', { size: String(bytes) });
}

/** '14:05' from a moment in epoch milliseconds. */
export const formatTime = (epochMs: number) => formatters().time.format(epochMs);

/** '14:05:09', for moments a minute apart would not tell apart (the outbox's next try). */
export const formatTimeWithSeconds = (epochMs: number) => formatters().timeWithSeconds.format(epochMs);
