import type { MessageId } from '../../../src/contract';
import { messageText } from '../../../src/contract/message-texts';
import type { Db } from '../../db';
import { HttpError } from '../../http/errors';

/**
 * Checks of the reference ids an onboarding payload carries, so an unknown id is a 400 on its field (and never a foreign
 * key failure). Errors are collected as `path → message id` with the payload's own dotted paths.
 */
export class ReferenceErrors {
  readonly ids: Record<string, { id: MessageId }> = {};

  add(path: string, id: MessageId) {
    this.ids[path] ??= { id };
  }

  /** Throws the 400 when anything was wrong: as a validation 400, each field's English text and its message id. */
  throwIfAny() {
    const fieldErrors = Object.fromEntries(Object.entries(this.ids).map(([path, { id }]) => [path, messageText(id)]));
    const [first] = Object.entries(fieldErrors);
    if (first)
      throw HttpError.of(
        400,
        'fieldRefused',
        { field: first[0], error: first[1] },
        { fieldErrors, fieldErrorIds: this.ids },
      );
  }
}

type DocumentCategory = 'identity' | 'proofOfAddress' | 'business' | 'ownership';

/**
 * A country, a state of that country and a city of that state; a town missing from the city list comes as its name
 * (cityId null, the contract has checked the name) and is stored as typed.
 */
export async function checkPlace(
  db: Db,
  errors: ReferenceErrors,
  paths: { country: string; state: string; city: string },
  place: { country: string; stateId: number; cityId: number | null },
) {
  const [country, state, city] = await Promise.all([
    db.selectFrom('countries').select('country_code').where('country_code', '=', place.country).executeTakeFirst(),
    db
      .selectFrom('states')
      .select(['state_id', 'country_code'])
      .where('state_id', '=', place.stateId)
      .executeTakeFirst(),
    place.cityId === null
      ? null
      : db.selectFrom('cities').select(['city_id', 'state_id']).where('city_id', '=', place.cityId).executeTakeFirst(),
  ]);
  if (!country) errors.add(paths.country, 'chooseListedCountry');
  if (!state || state.country_code !== place.country) errors.add(paths.state, 'chooseStateOfCountry');
  if (place.cityId !== null && (!city || city.state_id !== place.stateId)) errors.add(paths.city, 'chooseCityOfState');
}

/** The columns of a place's city: the list's id, or the typed name. */
export const cityColumns = (cityId: number | null, cityName: string) => ({
  city_id: cityId,
  city_name: cityId === null ? cityName : null,
});

export async function checkCountry(db: Db, errors: ReferenceErrors, path: string, code: string) {
  const row = await db
    .selectFrom('countries')
    .select('country_code')
    .where('country_code', '=', code)
    .executeTakeFirst();
  if (!row) errors.add(path, 'chooseListedCountry');
}

export async function checkDocumentType(
  db: Db,
  errors: ReferenceErrors,
  path: string,
  id: number,
  category: DocumentCategory,
) {
  const row = await db
    .selectFrom('identification_types')
    .select('category')
    .where('identification_type_id', '=', id)
    .executeTakeFirst();
  if (row?.category !== category)
    errors.add(path, category === 'proofOfAddress' ? 'chooseProofOfAddressType' : 'chooseIdentityDocumentType');
}

/** The fixed lists a KYB payload points into, by the id column each is keyed on. */
const LISTS = {
  natureOfBusiness: { table: 'natures_of_business', column: 'nature_of_business_id' },
  purpose: { table: 'purposes', column: 'purpose_id' },
  transactionVolume: { table: 'transaction_volumes', column: 'transaction_volume_id' },
  transactionFrequency: { table: 'transaction_frequencies', column: 'transaction_frequency_id' },
  financialTransactionType: { table: 'financial_transaction_types', column: 'transaction_type_id' },
  businessPep: { table: 'business_peps', column: 'business_pep_id' },
} as const;

export async function checkListItem(
  db: Db,
  errors: ReferenceErrors,
  path: string,
  list: keyof typeof LISTS,
  id: number,
) {
  const { table, column } = LISTS[list];
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.lit(1).as('found'))
    .where(db.dynamic.ref(column), '=', id)
    .executeTakeFirst();
  if (!row) errors.add(path, 'chooseListedOption');
}
