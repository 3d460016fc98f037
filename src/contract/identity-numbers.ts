/**
 * The shape checks of a person's verification number (see ./field-checks): importing this module turns them on. Not
 * in the contract's barrel, so that only the screens that ask for the number download validator's tables.
 *
 * - Passport: validator's per-country formats; for a country it does not know, an ICAO 9303 document number
 *   (letters and digits, 6 to 12, spaces ignored).
 * - National ID: validator's per-country checks (check digits included) where it has one, else 5 to 20 letters and
 *   digits, spaces, dots and dashes between.
 * - ITIN: the IRS's rule (9 digits, starting with 9, the 4th and 5th in 50–65, 70–88, 90–92 or 94–99). No
 *   maintained JavaScript library checks it whole: itin-validator misses the 50–65 range the IRS added.
 * - BVN and SSN keep the product description's rule: any text.
 */
import isIdentityCard from 'validator/es/lib/isIdentityCard';
import isPassportNumber, { locales as passportCountries } from 'validator/es/lib/isPassportNumber';
import type { VerificationType } from './accounts';
import { provideFieldCheck } from './field-checks';

/** validator's national ID checks, by the country of nationality they belong to. */
const IDENTITY_CARD_LOCALES: Record<string, string> = {
  ES: 'ES',
  FI: 'FI',
  IN: 'IN',
  IR: 'IR',
  IT: 'IT',
  NO: 'NO',
  PK: 'PK',
  PL: 'PL',
  TH: 'TH',
  LK: 'LK',
  IL: 'he-IL',
  LY: 'ar-LY',
  TN: 'ar-TN',
  CN: 'zh-CN',
  HK: 'zh-HK',
  TW: 'zh-TW',
};

const ICAO_DOCUMENT_NUMBER = /^[A-Z0-9]{6,12}$/;
const NATIONAL_ID = /^[A-Z0-9](?:[A-Z0-9 .-]{3,28}[A-Z0-9])$/;
const ITIN = /^9\d{2}-?(?:5\d|6[0-5]|7\d|8[0-8]|9[0-2]|9[4-9])-?\d{4}$/;

export function isVerificationNumberShaped(type: VerificationType, number: string, nationality: string): boolean {
  const value = number.trim().toUpperCase();
  switch (type) {
    case 'PASSPORT': {
      const compact = value.replace(/\s/g, '');
      return passportCountries.includes(nationality)
        ? isPassportNumber(compact, nationality)
        : ICAO_DOCUMENT_NUMBER.test(compact);
    }
    case 'NATIONAL_ID': {
      const locale = IDENTITY_CARD_LOCALES[nationality];
      if (!locale) return NATIONAL_ID.test(value) && value.replace(/[^A-Z0-9]/g, '').length >= 5 && value.length <= 30;
      try {
        return isIdentityCard(value.replace(/[\s.-]/g, ''), locale as 'ES');
      } catch {
        return false;
      }
    }
    case 'ITIN':
      return ITIN.test(value.replace(/\s/g, ''));
    default:
      return value !== '';
  }
}

provideFieldCheck('verificationNumber', isVerificationNumberShaped);
