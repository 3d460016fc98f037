import type { VerificationType } from './accounts';
import type { BusinessIdentifierType } from './business-identifier-types';
import type { AddressKind } from './networks';

/**
 * Checks that need a large library (libphonenumber's metadata, the address codecs of the crypto networks) are plugged
 * into the contract's schemas at run time instead of imported by them: the schemas sit in modules every screen loads
 * (the endpoint table holds them all), and a screen without such a field (the login page) should not download the
 * library. Each check has a module that imports its library and provides it: `./phone-numbers`,
 * `./wallet-addresses`, `./identity-numbers` and `./business-identifiers`. The server imports both; so does every module of the app that shows or checks such a field.
 * A check used before its module has been imported throws: it never lets a value through.
 */
export interface FieldChecks {
  /** Is this international number (+2348031234567) a real phone number? */
  phone: (international: string) => boolean;
  /** The address formats (./networks) this text is a valid address of, checksum included; [] for none. */
  walletAddressKinds: (address: string) => AddressKind[];
  /** Has this passport, national ID or ITIN number the shape of one, for this nationality? */
  verificationNumber: (type: VerificationType, number: string, nationality: string) => boolean;
  /** A company's identifier outside Nigeria and the US: its kind, as the number shows it, and whether it is valid. */
  businessIdentifier: (country: string, number: string) => { type: BusinessIdentifierType; valid: boolean };
  /** Is this country's company identifier checked by a library (else taken as text of a sane length)? */
  businessIdentifierChecked: (country: string) => boolean;
}

const provided: Partial<FieldChecks> = {};
const PROVIDERS: Record<keyof FieldChecks, string> = {
  phone: '@/contract/phone-numbers',
  walletAddressKinds: '@/contract/wallet-addresses',
  verificationNumber: '@/contract/identity-numbers',
  businessIdentifier: '@/contract/business-identifiers',
  businessIdentifierChecked: '@/contract/business-identifiers',
};

export function provideFieldCheck<K extends keyof FieldChecks>(name: K, check: FieldChecks[K]) {
  provided[name] = check;
}

export function fieldCheck<K extends keyof FieldChecks>(name: K): FieldChecks[K] {
  const check = provided[name];
  if (!check) throw new Error(`The ${name} check runs only once ${PROVIDERS[name]} has been imported.`);
  return check as FieldChecks[K];
}
