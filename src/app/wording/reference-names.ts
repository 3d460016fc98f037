import type { EnglishCatalogue } from '@/app/locales/en';
import { currentLanguage, hasText, t as translate, useTranslation } from '@/app/i18n';

/*
 * The names of reference-list items in the chosen language, by id or code, never by the server's English: countries
 * and currencies by the browser's CLDR names (Intl.DisplayNames), the fixed lists by the referenceNames catalogue
 * (payment types and statuses by their own areas). An item this version cannot name shows the server's name. States,
 * cities, banks and crypto networks are proper names: shown as the server sends them.
 */

/** The fixed lists named by the catalogues. */
export type CatalogueList = keyof EnglishCatalogue['referenceNames'] | 'paymentTypes' | 'paymentStatuses';
export type NamedList = CatalogueList | 'countries' | 'currencies';

const language = () => (currentLanguage() === 'fr' ? 'fr' : 'en');

const displayNamesByKind = new Map<string, Intl.DisplayNames>();
function displayName(type: 'region' | 'currency', code: string): string | undefined {
  const key = `${language()}:${type}`;
  let names = displayNamesByKind.get(key);
  if (!names) {
    names = new Intl.DisplayNames([language()], { type, fallback: 'none' });
    displayNamesByKind.set(key, names);
  }
  try {
    return names.of(code);
  } catch {
    return undefined; // not a well-formed code (a crypto such as USDT): no CLDR name
  }
}

const catalogueKey = (list: CatalogueList, id: string | number) =>
  list === 'paymentTypes' || list === 'paymentStatuses' ? `${list}.${id}` : `referenceNames.${list}.${id}`;

/** An item's name in the chosen language: 'Allemagne' for ('countries', 'DE', 'Germany'); serverName when unknown. */
export function referenceName(list: NamedList, id: string | number, serverName: string): string {
  if (list === 'countries') return displayName('region', String(id)) ?? serverName;
  if (list === 'currencies') return displayName('currency', String(id)) ?? serverName;
  const key = catalogueKey(list, id);
  return hasText(key) ? translate(key) : serverName;
}

/** referenceName for a component that shows names without other texts: it renders again when the language changes. */
export function useReferenceName() {
  useTranslation();
  return referenceName;
}

const collators = new Map<string, Intl.Collator>();
/** Compares two names as readers of the chosen language sort them (Åland beside Albania, Égypte among the E). */
export function compareNames(a: string, b: string): number {
  let collator = collators.get(language());
  if (!collator) {
    collator = new Intl.Collator(language(), { sensitivity: 'base' });
    collators.set(language(), collator);
  }
  return collator.compare(a, b);
}
