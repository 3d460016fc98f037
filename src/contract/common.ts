import * as v from 'valibot';

export const MIN_NEW_PASSWORD = 8;
export const MAX_PASSWORD = 128;
export const CODE_LENGTH = 6;

export const EmailSchema = v.pipe(
  v.string('Enter your email address'),
  v.trim(),
  v.nonEmpty('Enter your email address'),
  v.maxLength(254, 'Please enter a valid email'),
  v.email('Please enter a valid email'),
  v.toLowerCase(),
);

/** Login accepts any stored password; only new passwords carry the length rule (DESIGN, security choices). */
export const LoginPasswordSchema = v.pipe(
  v.string('Enter your password'),
  v.nonEmpty('Enter your password'),
  v.maxLength(MAX_PASSWORD, `Password must be at most ${MAX_PASSWORD} characters`),
);

export const NewPasswordSchema = v.pipe(
  v.string('Enter your password'),
  v.nonEmpty('Enter your password'),
  v.minLength(MIN_NEW_PASSWORD, `Password must be at least ${MIN_NEW_PASSWORD} characters`),
  v.maxLength(MAX_PASSWORD, `Password must be at most ${MAX_PASSWORD} characters`),
);

export const CodeSchema = v.pipe(v.string('Enter the 6-digit code'), v.trim(), v.regex(/^\d{6}$/, 'Enter the 6-digit code'));

/** Calling code with its plus sign, e.g. +234. */
export const CallingCodeSchema = v.pipe(v.string(), v.regex(/^\+\d{1,4}$/, 'Invalid country calling code'));

/** National number digits: product §9 allows 2 to 17 digits. */
export const NationalNumberSchema = v.pipe(v.string('Enter your phone number'), v.trim(), v.regex(/^\d{2,17}$/, 'Please enter a valid phone number'));

/**
 * Product §5's tone for field errors: say what to do and name the field as its label does, e.g. enter('your first
 * name') is 'Enter your first name', choose('a bank') is 'Choose a bank'.
 */
export const enter = (what: string) => `Enter ${what}`;
export const choose = (what: string) => `Choose ${what}`;

/** A text the user must type: `what` names it as its label does ('your first name', 'the legal name'). */
export const requiredText = (what: string, max = 200) =>
  v.pipe(v.string(enter(what)), v.trim(), v.nonEmpty(enter(what)), v.maxLength(max, `Shorten ${what} to ${max} characters or fewer`));

export const optionalText = (max = 200) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max)), '');

/** Ids are PostgreSQL integers: anything larger cannot exist. */
export const MAX_ID = 2_147_483_647;

export const IdSchema = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_ID));

/** An id picked in a form (as a string or a number); `message` says what to pick ('Choose a network'). */
export const chosenId = (message: string) =>
  v.pipe(
    v.union([v.number(message), v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.transform(Number))], message),
    v.number(message),
    v.integer(message),
    v.minValue(1, message),
    v.maxValue(MAX_ID, message),
  );

/** Accepts ids typed in forms as strings as well as numbers. */
export const NumericIdSchema = chosenId('Choose an option');

export const AccountIdSchema = NumericIdSchema;

/** A payment request's public id (PW + 12 characters for ours). */
export const TransactionId = v.pipe(v.string('transaction_id is required'), v.trim(), v.regex(/^[A-Z0-9]{6,40}$/, 'Unknown transaction id'));

/**
 * A rule across two fields of an object, its message on `field`. Like valibot's partialCheck it runs as soon as those
 * two fields are valid, whatever the rest holds, so a form shows the refusal on the field while the user fills it.
 * `issue` gets the two values (undefined when absent) and returns the message, or null when they agree.
 */
export const crossFieldCheck = <T>(paths: readonly [string, string], field: string, issue: (first: never, second: never) => string | null) =>
  v.rawCheck<T>(({ dataset, addIssue }) => {
    const input = dataset.value as Record<string, unknown> | null;
    if (typeof input !== 'object' || input === null) return;
    if (dataset.issues?.some((known) => paths.includes(String(known.path?.[0]?.key)))) return;
    const message = issue(input[paths[0]] as never, input[paths[1]] as never);
    if (message) addIssue({ message, path: [{ type: 'object', origin: 'value', input, key: field, value: input[field] }] });
  });

export const MessageResponse = v.object({ message: v.string() });

export const ErrorResponse = v.object({
  errorMessage: v.string(),
  fieldErrors: v.optional(v.record(v.string(), v.string())),
  /** Which of the contract's messages (src/contract/messages.ts) errorMessage is, for a client in another language. */
  errorId: v.optional(v.string()),
  errorValues: v.optional(v.record(v.string(), v.union([v.string(), v.number()]))),
});
export type ErrorBody = v.InferOutput<typeof ErrorResponse>;
