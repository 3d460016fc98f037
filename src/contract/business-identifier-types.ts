/**
 * The kinds of company identifier a business gives, by its country of incorporation: product §9's TAXID (NG) and EIN
 * (US), then, beyond the product description, the number each other country uses (./business-identifiers): a French
 * SIREN or SIRET, a British UTR or VAT number, …, and COMPANY_NUMBER where no name is known.
 */
export const BUSINESS_IDENTIFIER_TYPES = [
  'TAXID',
  'EIN',
  'SIREN',
  'SIRET',
  'UTR',
  'VAT',
  'STNR',
  'CIF',
  'NIPC',
  'UID',
  'BN',
  'CNPJ',
  'PAN',
  'NIP',
  'ORGNR',
  'CVR',
  'ICE',
  'TIN',
  'NCC',
  'NINEA',
  'NIU',
  'KRA_PIN',
  'COMPANY_NUMBER',
] as const;
export type BusinessIdentifierType = (typeof BUSINESS_IDENTIFIER_TYPES)[number];

/** The countries whose identifier the forms name (validation.businessIdentifiers); any other is 'OTHER'. */
const NAMED_IDENTIFIER_COUNTRIES = [
  'FR',
  'GB',
  'DE',
  'ES',
  'IT',
  'BE',
  'NL',
  'PT',
  'IE',
  'AT',
  'LU',
  'CH',
  'CA',
  'BR',
  'IN',
  'PL',
  'SE',
  'DK',
  'MA',
  'ZA',
  'CI',
  'SN',
  'CM',
  'GH',
  'KE',
] as const;
export type BusinessIdentifierWords = (typeof NAMED_IDENTIFIER_COUNTRIES)[number] | 'OTHER';
/** The words naming a country's identifier: its own code ('FR': 'SIREN (9 digits) or SIRET (14 digits)'), else 'OTHER'. */
export const businessIdentifierWords = (country: string): BusinessIdentifierWords =>
  (NAMED_IDENTIFIER_COUNTRIES as readonly string[]).includes(country) ? (country as BusinessIdentifierWords) : 'OTHER';
/** A number no library checks is taken as text of this length. */
export const BUSINESS_NUMBER_LENGTH = { min: 3, max: 40 } as const;

/** A type as the reviewer reads it: 'SIREN', 'KRA PIN', 'Company number'. */
export const businessIdentifierTypeName = (type: string) =>
  type === 'COMPANY_NUMBER' ? 'Company number' : type.replaceAll('_', ' ');
