import {
  ApiError,
  NetworkError,
  SERVER_TRANSLATED_VALUES,
  VALUE_DECIMALS,
  type FieldErrorRef,
  type MessageValues,
  type ValidationMessageId,
} from '@/contract';
import { validationRefText } from './form-validation';
import { formatCount, formatDecimal } from './format-number';
import { hasText, t, textOr } from '@/app/i18n';

/**
 * What a failed call says to the user, in the chosen language: the text of the server's message id when it sent
 * one the catalogue holds, else the server's own words; the connection failure; otherwise the generic error.
 */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) {
    const text = error.errorId && serverMessageText(error.errorId, withFieldErrorText(error));
    if (text) return text;
    if (error.errorMessage) return error.errorMessage;
  }
  if (error instanceof NetworkError) return t('serverErrors.network');
  return t('serverErrors.generic');
}

/**
 * A value in the chosen language: the words a value of ids names (SERVER_TRANSLATED_VALUES), a number in the
 * language's conventions. A count stays a number: Lingui picks the plural form by it.
 */
function valueText(name: string, value: string | number): string | number {
  const group = SERVER_TRANSLATED_VALUES[name as keyof typeof SERVER_TRANSLATED_VALUES];
  if (group)
    return String(value)
      .split(',')
      .map((id) => textOr(t, `${group}.${id}`, id))
      .join(', ');
  if (typeof value !== 'number' || name === 'count') return value;
  return name in VALUE_DECIMALS ? formatDecimal(value, VALUE_DECIMALS[name]) : formatCount(value);
}

/** A server message's text in the chosen language; undefined for an id the catalogue lacks (a newer server's). */
function serverMessageText(id: string, values: MessageValues = {}) {
  const key = `serverErrors.${id}`;
  return hasText(key)
    ? t(key, Object.fromEntries(Object.entries(values).map(([name, value]) => [name, valueText(name, value)])))
    : undefined;
}

/**
 * A refusal quoting a field's error ('{field}: {error}', 'Invalid {what}: {error}') says that field's error in
 * the chosen language, when it has an id.
 */
function withFieldErrorText({ errorValues, fieldErrorIds }: ApiError) {
  const field = errorValues?.field ?? errorValues?.what;
  const ref = typeof field === 'string' ? fieldErrorIds[field] : undefined;
  const text = ref && fieldErrorRefText(ref);
  return text && errorValues ? { ...errorValues, error: text } : errorValues;
}

/** A field error's text by its id, from the catalogue group holding it (validation or server messages); undefined for an id neither holds. */
const fieldErrorRefText = (ref: FieldErrorRef) =>
  hasText(`validation.${ref.id}`)
    ? validationRefText({ ...ref, id: ref.id as ValidationMessageId })
    : serverMessageText(ref.id, ref.values);

/**
 * The server's field errors of a failed call, for `form.setErrors`, in the chosen language: a field with a message id
 * (a validation message, or a server message such as a wrong code's tries left) shows its text, a field whose text is the refusal's own message shows errorText. Empty when the server
 * named no field.
 */
export function fieldErrorTexts(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(
    Object.entries(error.fieldErrors).map(([field, text]) => {
      const ref = error.fieldErrorIds[field];
      return [field, (ref && fieldErrorRefText(ref)) || (text === error.errorMessage ? errorText(error) : text)];
    }),
  );
}
