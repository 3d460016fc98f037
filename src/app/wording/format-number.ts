import { currentLanguage } from '@/app/i18n';

/** Counts and decimals in the chosen language's conventions (./format.ts writes dates, amounts and sizes). */
const LOCALES = { en: 'en-GB', fr: 'fr-FR' } as const;

export const currentLocale = () => LOCALES[currentLanguage() === 'fr' ? 'fr' : 'en'];

const countFormats = new Map<string, Intl.NumberFormat>();

/** '1,250' (or '1 250'). */
export function formatCount(count: number) {
  const locale = currentLocale();
  let format = countFormats.get(locale);
  if (!format) countFormats.set(locale, (format = new Intl.NumberFormat(locale)));
  return format.format(count);
}

/** '10.0' (or '10,0'): a number with a fixed count of decimals. */
export const formatDecimal = (value: number, decimals: number) =>
  new Intl.NumberFormat(currentLocale(), { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(
    value,
  );
