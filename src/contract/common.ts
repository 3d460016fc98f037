import * as v from 'valibot';
import { choose, enter, say, type SchemaMessage } from './validation';
import type { ValidationSubject } from './messages';

export const MIN_NEW_PASSWORD = 8;
export const MAX_PASSWORD = 128;
export const CODE_LENGTH = 6;

export const EmailSchema = v.pipe(
  v.string(enter('yourEmailAddress')),
  v.trim(),
  v.nonEmpty(enter('yourEmailAddress')),
  v.maxLength(254, say('invalidEmail')),
  v.email(say('invalidEmail')),
  v.toLowerCase(),
);

/** Login accepts any stored password; only new passwords carry the length rule (docs/security.md, "Authentication"). */
export const LoginPasswordSchema = v.pipe(
  v.string(enter('yourPassword')),
  v.nonEmpty(enter('yourPassword')),
  v.maxLength(MAX_PASSWORD, say('passwordTooLong', { max: MAX_PASSWORD })),
);

export const NewPasswordSchema = v.pipe(
  v.string(enter('yourPassword')),
  v.nonEmpty(enter('yourPassword')),
  v.minLength(MIN_NEW_PASSWORD, say('passwordTooShort', { min: MIN_NEW_PASSWORD })),
  v.maxLength(MAX_PASSWORD, say('passwordTooLong', { max: MAX_PASSWORD })),
);

export const CodeSchema = v.pipe(v.string(enter('theCode')), v.trim(), v.regex(/^\d{6}$/, enter('theCode')));

/** Calling code with its plus sign, e.g. +234. */
export const CallingCodeSchema = v.pipe(v.string(), v.regex(/^\+\d{1,4}$/, say('invalidCallingCode')));

/** National number digits: product §9 allows 2 to 17 digits. */
export const NationalNumberSchema = v.pipe(
  v.string(enter('yourPhoneNumber')),
  v.trim(),
  v.regex(/^\d{2,17}$/, say('invalidPhone')),
);

/** A text the user must type: `what` names it as its label does ('yourFirstName', 'theLegalName'). */
export const requiredText = (what: ValidationSubject, max = 200) =>
  v.pipe(v.string(enter(what)), v.trim(), v.nonEmpty(enter(what)), v.maxLength(max, say('shorten', { what, max })));

export const optionalText = (max = 200) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max)), '');

/** Ids are PostgreSQL integers: anything larger cannot exist. */
export const MAX_ID = 2_147_483_647;

export const IdSchema = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_ID));

/** An id picked in a form (as a string or a number); `message` says what to pick (choose('theNetwork')). */
export const chosenId = (message: SchemaMessage) =>
  v.pipe(
    v.union(
      [v.number(message), v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.transform(Number))],
      message,
    ),
    v.number(message),
    v.integer(message),
    v.minValue(1, message),
    v.maxValue(MAX_ID, message),
  );

/** Accepts ids typed in forms as strings as well as numbers. */
export const NumericIdSchema = chosenId(choose('anOption'));

export const AccountIdSchema = NumericIdSchema;

/** A payment request's public id (PW + 12 characters for ours). */
export const TransactionId = v.pipe(
  v.string('transaction_id is required'),
  v.trim(),
  v.regex(/^[A-Z0-9]{6,40}$/, say('unknownTransactionId')),
);

/**
 * A rule across two fields of an object, its message on `field`. Like valibot's partialCheck it runs as soon as those
 * two fields are valid, whatever the rest holds, so a form shows the refusal on the field while the user fills it.
 * `issue` gets the two values (undefined when absent) and returns the message, or null when they agree.
 */
export const crossFieldCheck = <T>(
  paths: readonly [string, string],
  field: string,
  issue: (first: never, second: never) => SchemaMessage | null,
) =>
  v.rawCheck<T>(({ dataset, addIssue }) => {
    const input = dataset.value as Record<string, unknown> | null;
    if (typeof input !== 'object' || input === null) return;
    if (dataset.issues?.some((known) => paths.includes(String(known.path?.[0]?.key)))) return;
    const message = issue(input[paths[0]] as never, input[paths[1]] as never);
    if (message)
      addIssue({ message, path: [{ type: 'object', origin: 'value', input, key: field, value: input[field] }] });
  });

/**
 * Rules across several fields at once: `issues` reads the whole input and names the field of each message; a field
 * that already has a message of its own gets no second one.
 */
export const fieldsCheck = <T>(
  issues: (input: Record<string, unknown>) => Array<{ field: string; message: SchemaMessage }>,
) =>
  v.rawCheck<T>(({ dataset, addIssue }) => {
    const input = dataset.value as Record<string, unknown> | null;
    if (typeof input !== 'object' || input === null) return;
    const known = new Set(dataset.issues?.map((issue) => String(issue.path?.[0]?.key)));
    for (const { field, message } of issues(input)) {
      if (known.has(field)) continue;
      known.add(field);
      addIssue({ message, path: [{ type: 'object', origin: 'value', input, key: field, value: input[field] }] });
    }
  });

export const MessageResponse = v.object({ message: v.string() });

export const ErrorResponse = v.object({
  errorMessage: v.string(),
  fieldErrors: v.optional(v.record(v.string(), v.string())),
  /** Which of the contract's messages (src/contract/messages.ts) errorMessage is, for a client in another language. */
  errorId: v.optional(v.string()),
  errorValues: v.optional(v.record(v.string(), v.union([v.string(), v.number()]))),
  /** Which of the contract's validation messages each field error is, with its values (ValidationMessageId, messages.ts). */
  fieldErrorIds: v.optional(
    v.record(
      v.string(),
      v.object({ id: v.string(), values: v.optional(v.record(v.string(), v.union([v.string(), v.number()]))) }),
    ),
  ),
});
export type ErrorBody = v.InferOutput<typeof ErrorResponse>;

/** The decimals an amount may have: a bank's currency has cents, a crypto currency up to 8 places. */
export const FIAT_DECIMALS = 2;
export const CRYPTO_DECIMALS = 8;

/**
 * v.object whose missing keys get the message their own schema gives for no value ('Enter your first name'),
 * rather than valibot's generic 'Invalid key', so an API caller sees the product's messages as the form does.
 */
export const fieldsObject = <E extends v.ObjectEntries>(entries: E) =>
  v.object(entries, (issue) => {
    const key = issue.path?.[0]?.key;
    const entry = typeof key === 'string' ? entries[key] : undefined;
    return (entry && v.safeParse(entry, undefined, { lang: issue.lang }).issues?.[0]?.message) || 'Expected an object';
  });
