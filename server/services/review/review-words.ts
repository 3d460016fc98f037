/**
 * The words of the reviewer's detail (review-detail.ts, payments/payment-review-detail.ts): reference ids turned into
 * their labels, values in English words with what they say (ReviewFieldValue) for a reader's language, fields, sections
 * and the documents of a section.
 */
import {
  API_BASE,
  reviewDocumentPath,
  SOURCES_OF_FUNDS,
  type ReviewDocument,
  type ReviewField,
  type ReviewFieldValue,
  type ReviewSection,
  type ReviewStepKey,
  type StepField,
  type VerificationType,
  type WordedKey,
} from '../../../src/contract';
import type { Db } from '../../db';
import {
  fillIn,
  REVIEW_DOCUMENT_LABELS,
  REVIEW_FIELD_LABELS,
  REVIEW_SECTION_TITLES,
  REVIEW_VALUE_TEXTS,
  type ReviewDocumentKey,
  type ReviewFieldKey,
  type ReviewSectionTitleKey,
} from '../../../src/contract/review-labels';
import { describeDocuments } from '../../storage/documents';
import { postalAddressLines } from './postal-address';

type Labels = Map<string, string>;
const toMap = (rows: Array<{ id: string | number; label: string }>): Labels =>
  new Map(rows.map((row) => [String(row.id), row.label]));

/** A value in English words, with what it says when a reader's language may word it otherwise (ReviewFieldValue). */
export interface Worded {
  text: string;
  raw?: ReviewFieldValue;
}

/** The reference lists a detail names, as id → label. States and cities are read by the ids used only. */
/** The address columns the customer's identity, the business information and a business's people share. */
interface PlaceColumns {
  street_address: string;
  city_id: number | null;
  city_name: string | null;
  state_id: number;
  postal_code: string;
  country_of_residence: string;
}

export async function loadLabels(db: Db, stateIds: number[], cityIds: number[]) {
  const lists = {
    countries: db.selectFrom('countries').select(['country_code as id', 'country as label']).execute(),
    purposes: db.selectFrom('purposes').select(['purpose_id as id', 'purpose as label']).execute(),
    volumes: db
      .selectFrom('transaction_volumes')
      .select(['transaction_volume_id as id', 'volume_in_amount as label'])
      .execute(),
    frequencies: db
      .selectFrom('transaction_frequencies')
      .select(['transaction_frequency_id as id', 'transaction_frequency as label'])
      .execute(),
    occupations: db.selectFrom('occupations').select(['occupation_id as id', 'occupation as label']).execute(),
    industries: db.selectFrom('industries').select(['industry_id as id', 'industry as label']).execute(),
    incomes: db.selectFrom('incomes').select(['income_id as id', 'income as label']).execute(),
    identificationTypes: db
      .selectFrom('identification_types')
      .select(['identification_type_id as id', 'identification_type as label'])
      .execute(),
    natureOfBusiness: db
      .selectFrom('natures_of_business')
      .select(['nature_of_business_id as id', 'nature_of_business as label'])
      .execute(),
    financialTransactionTypes: db
      .selectFrom('financial_transaction_types')
      .select(['transaction_type_id as id', 'transaction_type as label'])
      .execute(),
    businessPeps: db.selectFrom('business_peps').select(['business_pep_id as id', 'business_pep as label']).execute(),
    states: stateIds.length
      ? db.selectFrom('states').select(['state_id as id', 'state as label']).where('state_id', 'in', stateIds).execute()
      : Promise.resolve([]),
    cities: cityIds.length
      ? db.selectFrom('cities').select(['city_id as id', 'city as label']).where('city_id', 'in', cityIds).execute()
      : Promise.resolve([]),
  };
  const rows = await Promise.all(Object.values(lists));
  const labels = Object.fromEntries(Object.keys(lists).map((name, index) => [name, toMap(rows[index]!)])) as Record<
    keyof typeof lists,
    Labels
  >;
  /** What a found id says: a country by its code, a fixed list's item by its id; states and cities are proper names. */
  const rawOf = (list: keyof typeof lists, id: string | number): ReviewFieldValue | undefined =>
    list === 'countries'
      ? { kind: 'country', countryCode: String(id) }
      : list === 'states' || list === 'cities'
        ? undefined
        : { kind: 'listItem', list, id: Number(id) };
  /** The label of an id, in words only (issue 24); an id missing from its list says so. */
  const label = (list: keyof typeof lists, id: string | number | null): Worded => {
    if (id === null || id === '') return { text: '—' };
    const found = labels[list].get(String(id));
    if (found === undefined)
      return {
        text: fillIn(REVIEW_VALUE_TEXTS.unknownId, { id: String(id) }),
        raw: { kind: 'unknownId', id: String(id) },
      };
    return { text: found, raw: rawOf(list, id) };
  };
  /** The lines of a stored address as its country writes them (postal-address.ts). */
  label.postalAddress = (place: PlaceColumns): string[] =>
    postalAddressLines({
      streetAddress: place.street_address,
      city: place.city_id === null ? (place.city_name ?? '') : (labels.cities.get(String(place.city_id)) ?? ''),
      state: labels.states.get(String(place.state_id)) ?? '',
      postalCode: place.postal_code,
      countryCode: place.country_of_residence,
    });
  /** A city of the list by its label, or a town typed by the customer, marked as such. */
  label.city = (place: { city_id: number | null; city_name: string | null }): Worded =>
    place.city_id === null
      ? {
          text: fillIn(REVIEW_VALUE_TEXTS.typedCity, { city: place.city_name ?? '—' }),
          raw: { kind: 'typedCity', city: place.city_name ?? '—' },
        }
      : label('cities', place.city_id);
  return label;
}
export type LabelOf = Awaited<ReturnType<typeof loadLabels>>;

/** How long a business has operated, as the product sends it ('5 years'); free text when it is not that. */
export const operationYears = (text: string): Worded | string => {
  const years = /^(\d+) years?$/.exec(text)?.[1];
  return years === undefined ? text : { text, raw: { kind: 'years', years: Number(years) } };
};
export const yesOrNo = (answer: boolean): Worded => ({
  text: answer ? REVIEW_VALUE_TEXTS.yes : REVIEW_VALUE_TEXTS.no,
  raw: { kind: 'yesNo', answer },
});
export const date = (value: string): Worded => ({ text: value, raw: { kind: 'date', date: value } });
/** A verification number after its type's words ('Passport 12AB34567'), not the type's code. */
export const verification = (type: string, number: string): Worded => ({
  text: fillIn(REVIEW_VALUE_TEXTS.verification, {
    type: REVIEW_VALUE_TEXTS.verificationTypes[type as VerificationType] ?? type,
    number,
  }),
  raw: { kind: 'verification', type: type as VerificationType, number },
});
export const dateTime = (value: Date | null | undefined): Worded | null =>
  value ? { text: value.toISOString(), raw: { kind: 'dateTime', at: value.toISOString() } } : null;

export type FieldValue = Worded | string | number | null | undefined;
const isWorded = (value: FieldValue): value is Worded => typeof value === 'object' && value !== null;
const text = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '—' : String(value);
export const field = (key: ReviewFieldKey, value: FieldValue, params?: Record<string, string>): ReviewField => ({
  key,
  ...(params && { params }),
  label: fillIn(REVIEW_FIELD_LABELS[key], params),
  value: isWorded(value) ? value.text : text(value),
  ...(isWorded(value) && value.raw && { raw: value.raw }),
});
export const fields = (pairs: Array<[ReviewFieldKey, FieldValue]>): ReviewField[] =>
  pairs.map(([key, value]) => field(key, value));

/**
 * A step's declared fields in words, in their order: a line each, but for a field shown on the line above. A stored
 * value is shown as it is or named by its list; `worded` words the others from the row, or gives a list's lines.
 */
export function declaredFields<
  F extends Record<string, StepField>,
  Row extends { [K in keyof F as F[K]['column']]: unknown },
>(
  declared: F,
  row: Row,
  label: LabelOf,
  worded: Record<WordedKey<F>, (row: Row, label: LabelOf) => FieldValue | ReviewField[]>,
): ReviewField[] {
  return Object.entries(declared).flatMap(([key, { column, review }]): ReviewField[] => {
    const stored = (row as Record<string, string | number | null>)[column] ?? null;
    if (review.shows === 'onLineAbove') return [];
    if (review.shows === 'worded') {
      const words = worded[key as WordedKey<F>](row, label);
      return Array.isArray(words) ? words : [field(review.label, words)];
    }
    return [field(review.label, review.shows === 'asStored' ? stored : label(review.shows, stored))];
  });
}

/** The documents wanted, named by key or (a business attachment) by a reference list's words, those stored only. */
type WantedDocument =
  { key: ReviewDocumentKey; id: string | null } | { label: string; identificationTypeId: number; id: string | null };
const documentLabel = (entry: WantedDocument) =>
  'key' in entry
    ? { key: entry.key, label: REVIEW_DOCUMENT_LABELS[entry.key] }
    : { label: entry.label, identificationTypeId: entry.identificationTypeId };

export async function documentsOf(db: Db, ownerUserId: string, wanted: WantedDocument[]): Promise<ReviewDocument[]> {
  const present = wanted.filter((entry): entry is WantedDocument & { id: string } => entry.id !== null);
  const described = await describeDocuments(
    db,
    ownerUserId,
    present.map((entry) => entry.id),
  );
  return present.flatMap((entry) => {
    const document = described.get(entry.id);
    return document
      ? [
          {
            ...documentLabel(entry),
            name: document.name,
            mimeType: document.mimeType,
            size: document.size,
            url: API_BASE + reviewDocumentPath(entry.id),
            ...(document.deviceFindings.length > 0 && { deviceFindings: document.deviceFindings }),
            ...(document.deviceMrz && { deviceMrz: document.deviceMrz }),
          },
        ]
      : [];
  });
}

export const section = (
  step: ReviewStepKey | null,
  title: string,
  sectionFields: ReviewField[],
  documents: ReviewDocument[] = [],
  key = title,
): ReviewSection => ({
  key,
  step,
  title,
  fields: sectionFields,
  documents,
});
/** A section whose title is not its step's: named by key (its English words keep the section's key as before). */
export const titledSection = (
  step: ReviewStepKey | null,
  titleKey: ReviewSectionTitleKey,
  titleParams: Record<string, string> | undefined,
  sectionFields: ReviewField[],
  documents: ReviewDocument[] = [],
  key?: string,
): ReviewSection => {
  const title = fillIn(REVIEW_SECTION_TITLES[titleKey], titleParams);
  return {
    ...section(step, title, sectionFields, documents, key ?? title),
    titleKey,
    ...(titleParams && { titleParams }),
  };
};

/** A source of funds of the product's list by its value (the words the form sends); anything else as stored. */
export const sourceOfFunds = (source: string): Worded | string =>
  (SOURCES_OF_FUNDS as readonly string[]).includes(source)
    ? { text: source, raw: { kind: 'sourceOfFunds', source: source as (typeof SOURCES_OF_FUNDS)[number] } }
    : source;
