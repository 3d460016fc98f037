/**
 * The checks of a company's identifier by its country of incorporation (see ./field-checks): importing this module
 * turns them on. Not in the contract's barrel, so that only the screens that ask for it download stdnum's tables, and
 * only the countries' validators named here (each of stdnum's modules, not its whole index).
 *
 * Nigeria (TAXID) and the US (EIN) keep product §9's rule and are not checked here. A country listed with validators
 * takes the first identifier whose stdnum validator (check digits included) accepts the number; a country listed
 * without names its identifier and takes it as text of a sane length; any other country is asked for its company tax
 * or registration number, as text.
 */
import * as atUid from 'stdnum/lib/cjs/at/uid';
import * as beVat from 'stdnum/lib/cjs/be/vat';
import * as brCnpj from 'stdnum/lib/cjs/br/cnpj';
import * as caBn from 'stdnum/lib/cjs/ca/bn';
import * as chUid from 'stdnum/lib/cjs/ch/uid';
import * as chVat from 'stdnum/lib/cjs/ch/vat';
import * as deStnr from 'stdnum/lib/cjs/de/stnr';
import * as deVat from 'stdnum/lib/cjs/de/vat';
import * as dkCvr from 'stdnum/lib/cjs/dk/cvr';
import * as esCif from 'stdnum/lib/cjs/es/cif';
import * as frSiren from 'stdnum/lib/cjs/fr/siren';
import * as frSiret from 'stdnum/lib/cjs/fr/siret';
import * as gbUtr from 'stdnum/lib/cjs/gb/utr';
import * as gbVat from 'stdnum/lib/cjs/gb/vat';
import * as ieVat from 'stdnum/lib/cjs/ie/vat';
import * as inPan from 'stdnum/lib/cjs/in/pan';
import * as itIva from 'stdnum/lib/cjs/it/iva';
import * as luTva from 'stdnum/lib/cjs/lu/tva';
import * as maIce from 'stdnum/lib/cjs/ma/ice';
import * as nlBtw from 'stdnum/lib/cjs/nl/btw';
import * as plNip from 'stdnum/lib/cjs/pl/nip';
import * as ptNipc from 'stdnum/lib/cjs/pt/nipc';
import * as seOrgnr from 'stdnum/lib/cjs/se/orgnr';
import * as zaTin from 'stdnum/lib/cjs/za/tin';
import { BUSINESS_NUMBER_LENGTH, type BusinessIdentifierType } from './business-identifier-types';
import { provideFieldCheck } from './field-checks';

interface Validator {
  validate: (value: string) => { isValid: boolean };
}
interface Identifier {
  type: BusinessIdentifierType;
  /** stdnum's validator; none for a country whose number no maintained library checks (taken as text). */
  validator?: Validator;
}

const IDENTIFIERS: Record<string, Identifier[]> = {
  FR: [
    { type: 'SIREN', validator: frSiren },
    { type: 'SIRET', validator: frSiret },
  ],
  GB: [
    { type: 'UTR', validator: gbUtr },
    { type: 'VAT', validator: gbVat },
  ],
  DE: [
    { type: 'STNR', validator: deStnr },
    { type: 'VAT', validator: deVat },
  ],
  ES: [{ type: 'CIF', validator: esCif }],
  IT: [{ type: 'VAT', validator: itIva }],
  BE: [{ type: 'VAT', validator: beVat }],
  NL: [{ type: 'VAT', validator: nlBtw }],
  PT: [{ type: 'NIPC', validator: ptNipc }],
  IE: [{ type: 'VAT', validator: ieVat }],
  AT: [{ type: 'UID', validator: atUid }],
  LU: [{ type: 'VAT', validator: luTva }],
  CH: [
    { type: 'UID', validator: chUid },
    { type: 'VAT', validator: chVat },
  ],
  CA: [{ type: 'BN', validator: caBn }],
  BR: [{ type: 'CNPJ', validator: brCnpj }],
  IN: [{ type: 'PAN', validator: inPan }],
  PL: [{ type: 'NIP', validator: plNip }],
  SE: [{ type: 'ORGNR', validator: seOrgnr }],
  DK: [{ type: 'CVR', validator: dkCvr }],
  MA: [{ type: 'ICE', validator: maIce }],
  ZA: [{ type: 'TIN', validator: zaTin }],
  CI: [{ type: 'NCC' }],
  SN: [{ type: 'NINEA' }],
  CM: [{ type: 'NIU' }],
  GH: [{ type: 'TIN' }],
  KE: [{ type: 'KRA_PIN' }],
};
const ANY_COUNTRY: Identifier[] = [{ type: 'COMPANY_NUMBER' }];

const saneLength = (number: string) => {
  const length = number.trim().length;
  return length >= BUSINESS_NUMBER_LENGTH.min && length <= BUSINESS_NUMBER_LENGTH.max;
};

export function checkBusinessIdentifier(
  country: string,
  number: string,
): { type: BusinessIdentifierType; valid: boolean } {
  const identifiers = IDENTIFIERS[country] ?? ANY_COUNTRY;
  const first = identifiers[0]!;
  if (!first.validator) return { type: first.type, valid: saneLength(number) };
  const accepting = identifiers.find((identifier) => identifier.validator!.validate(number.trim()).isValid);
  return accepting ? { type: accepting.type, valid: true } : { type: first.type, valid: false };
}

/** Whether this country's number is checked by a library (else it is taken as text of a sane length). */
export const isCheckedBusinessIdentifier = (country: string) => !!IDENTIFIERS[country]?.[0]?.validator;

provideFieldCheck('businessIdentifier', checkBusinessIdentifier);
provideFieldCheck('businessIdentifierChecked', isCheckedBusinessIdentifier);
