import type * as v from 'valibot';
import type { REVIEW_VALUE_LISTS } from './review/review-detail';
import type { ReviewFieldKey } from './review-labels';

/*
 * An onboarding step's fields, each declared once: its request entry, its column, how it reads back, its line in the
 * reviewer's section and its form's empty value. The request and form schemas, the table's columns, the write, the
 * read-back, the reviewer's section, the audit trail's names and the form's empty values are derived from the
 * declaration. Where the product's wire shape cannot be derived (a read-back nested or renamed, a form holding the
 * value otherwise, a column storing the value otherwise than it is sent), the field says LEGACY and the step gives a
 * mapper for it, required by the type (`satisfies Record<ReadBackMappedKey<…>, …>`), so a field cannot be forgotten
 * there.
 */

/** The step maps this side of the field itself (the product's legacy shapes). */
export const LEGACY = 'legacy';
type Legacy = typeof LEGACY;

/** The reference lists the reviewer's section names an id by. */
export type ReviewList = 'countries' | 'states' | Exclude<(typeof REVIEW_VALUE_LISTS)[number], 'paymentTypes'>;

export interface ReviewLine {
  /** Its label in the reviewer's section (REVIEW_FIELD_LABELS); the audit trail names a change of the field so too. */
  label: ReviewFieldKey;
  /**
   * What the line shows: the stored value ('asStored'), an id named by a reference list, words the step's reviewer
   * mapper gives ('worded', from several columns or a format, or lines of their own for a list), or nothing of its
   * own: the field is shown on the line of an earlier field with the same label ('onLineAbove').
   */
  shows: 'asStored' | ReviewList | 'worded' | 'onLineAbove';
}

export interface StepField<S extends v.GenericSchema = v.GenericSchema, C extends string = string> {
  /** The request's entry; the form's too unless `form` is LEGACY. */
  schema: S;
  /** The column that stores the request's value. */
  column: C;
  /** LEGACY when the column stores the value otherwise than the request sends it (the step's write mapper). */
  write?: Legacy;
  /** Read back under the request's key with this schema, the value as stored; or LEGACY (the step's read-back mapper). */
  readBack: v.GenericSchema | Legacy;
  review: ReviewLine;
  /** The form holds the request's value and starts with `empty`; or LEGACY (the step's form mappers). */
  form: { empty: v.InferInput<S> } | Legacy;
}

/** One field; its form's empty value is checked against its schema. */
export const stepField = <
  S extends v.GenericSchema,
  const C extends string,
  const R extends v.GenericSchema | Legacy,
  const L extends ReviewLine,
  const F extends StepField<S>['form'],
  const W extends Legacy | undefined = undefined,
>(field: {
  schema: S;
  column: C;
  write?: W;
  readBack: R;
  review: L;
  form: F;
}) => field;

/** An id or a country picked from a list: the form holds it as text, the read-back nests or renames it, the reviewer reads its list's words. */
export const picked = <S extends v.GenericSchema<string | number>, const C extends string>(
  schema: S,
  column: C,
  label: ReviewFieldKey,
  list: ReviewList,
) => stepField({ schema, column, readBack: LEGACY, review: { label, shows: list }, form: { empty: '' } });

type Fields = Record<string, StepField>;

/** The fields the form holds as the request does. */
export type FormKey<F extends Fields> = { [K in keyof F]: F[K]['form'] extends Legacy ? never : K }[keyof F] & string;
/** The fields read back under their own key, as stored. */
export type ReadBackKey<F extends Fields> = { [K in keyof F]: F[K]['readBack'] extends Legacy ? never : K }[keyof F] &
  string;
/** The fields the step's read-back mapper shapes. */
export type ReadBackMappedKey<F extends Fields> = Exclude<keyof F & string, ReadBackKey<F>>;
/** The fields the step's form mappers turn into the request's entries. */
export type FormMappedKey<F extends Fields> = Exclude<keyof F & string, FormKey<F>>;
/** The fields a saved step's form values are not simply read back for: the form or the read-back shapes them. */
export type PrefillMappedKey<F extends Fields> = Exclude<keyof F & string, FormKey<F> & ReadBackKey<F>>;
/** The fields whose column the step's write mapper fills. */
export type WriteMappedKey<F extends Fields> = {
  [K in keyof F]: [Exclude<F[K]['write'], undefined>] extends [never] ? never : K;
}[keyof F] &
  string;
/** The fields whose reviewer's line names an id by a reference list. */
export type ListedKey<F extends Fields> = {
  [K in keyof F]: F[K]['review']['shows'] extends ReviewList ? K : never;
}[keyof F] &
  string;
/** The fields whose reviewer's line the step words itself. */
export type WordedKey<F extends Fields> = {
  [K in keyof F]: F[K]['review']['shows'] extends 'worded' ? K : never;
}[keyof F] &
  string;
/** The columns the step's reviewer mapper reads: those of the fields it words or shows on the line above. */
export type WordedColumn<F extends Fields> = {
  [K in keyof F]: F[K]['review']['shows'] extends 'worded' | 'onLineAbove' ? F[K]['column'] : never;
}[keyof F];

/** The stored row's declared columns, each of its request value's type. */
export type Columns<F extends Fields> = { [K in keyof F as F[K]['column']]: v.InferOutput<F[K]['schema']> };

/** The form's empty values as declared (a form holding its inputs as text takes them as they are). */
type EmptyValuesOf<F extends Fields> = { [K in FormKey<F>]: Extract<F[K]['form'], { empty: unknown }>['empty'] };
type UnionToIntersection<U> = (U extends unknown ? (arg: U) => void : never) extends (arg: infer I) => void ? I : never;
/** What a record of mappers makes together: every mapper's entries. */
export type Mapped<M extends Record<string, (input: never) => object>> = UnionToIntersection<ReturnType<M[keyof M]>>;

const pick = <F extends Fields, T>(
  fields: F,
  keep: (field: StepField) => boolean,
  value: (key: string, field: StepField) => T,
) =>
  Object.fromEntries(
    Object.entries(fields)
      .filter(([, field]) => keep(field))
      .map(([key, field]) => [key, value(key, field)]),
  );

/** The request's entries. */
export const requestEntries = <F extends Fields>(fields: F) =>
  pick(
    fields,
    () => true,
    (_, field) => field.schema,
  ) as { [K in keyof F]: F[K]['schema'] };

/** The form's entries of the fields it holds as the request does. */
export const formEntries = <F extends Fields>(fields: F) =>
  pick(
    fields,
    (field) => field.form !== LEGACY,
    (_, field) => field.schema,
  ) as { [K in FormKey<F>]: F[K]['schema'] };

/** The read-back's entries of the fields read back as stored. */
export const readBackEntries = <F extends Fields>(fields: F) =>
  pick(
    fields,
    (field) => field.readBack !== LEGACY,
    (_, field) => field.readBack,
  ) as { [K in ReadBackKey<F>]: Extract<F[K]['readBack'], v.GenericSchema> };

/** The form's empty values of the fields it holds as the request does. */
export const emptyFormValues = <F extends Fields>(fields: F) =>
  pick(
    fields,
    (field) => field.form !== LEGACY,
    (_, field) => (field.form as { empty: unknown }).empty,
  ) as EmptyValuesOf<F>;

/** The columns a request writes as it sends them: all but those of the step's write mapper. */
export const columnValues = <F extends Fields>(fields: F, body: { [K in keyof F]: v.InferOutput<F[K]['schema']> }) =>
  Object.fromEntries(
    Object.entries(fields)
      .filter(([, field]) => field.write !== LEGACY)
      .map(([key, field]) => [field.column, body[key]]),
  ) as { [K in Exclude<keyof F, WriteMappedKey<F>> as F[K]['column']]: v.InferOutput<F[K]['schema']> };

/** The read-back of the fields read back as stored. */
export const readBackValues = <F extends Fields>(
  fields: F,
  row: { [K in ReadBackKey<F> as F[K]['column']]: v.InferOutput<F[K]['schema']> },
) =>
  pick(
    fields,
    (field) => field.readBack !== LEGACY,
    (_, field) => (row as Record<string, unknown>)[field.column],
  ) as { [K in ReadBackKey<F>]: v.InferOutput<F[K]['schema']> };

/** A saved step's form values of the fields read back as stored and held by the form as they are. */
export const prefilledValues = <F extends Fields>(
  fields: F,
  readBack: { [K in FormKey<F> & ReadBackKey<F>]: unknown },
) =>
  pick(
    fields,
    (field) => field.form !== LEGACY && field.readBack !== LEGACY,
    (key) => (readBack as Record<string, unknown>)[key],
  ) as { [K in FormKey<F> & ReadBackKey<F>]: v.InferOutput<Extract<F[K]['readBack'], v.GenericSchema>> };

/** The request's values of the fields the form holds as the request does, as the form holds them (parsed or as typed). */
export const requestValues = <F extends Fields, V extends { [K in FormKey<F>]: unknown }>(fields: F, form: V) =>
  pick(
    fields,
    (field) => field.form !== LEGACY,
    (key) => (form as Record<string, unknown>)[key],
  ) as Pick<V, FormKey<F>>;

/** Every mapper's entries for one input, together. */
export const mapAll = <M extends Record<string, (input: never) => object>>(
  mappers: M,
  input: Parameters<M[keyof M]>[0],
) => Object.assign({}, ...Object.values(mappers).map((mapper) => mapper(input as never))) as Mapped<M>;

/** How the audit trail names a change of each field: by its reviewer's label. */
export const requestLabels = <F extends Fields>(fields: F) =>
  pick(
    fields,
    () => true,
    (_, field) => ({ field: field.review.label }),
  ) as Record<keyof F, { field: ReviewFieldKey }>;
