import i18next from 'i18next';
import { ApiError, isValidationMessageId, NetworkError, type FieldErrorRef, type MessageId, type MessageValues } from '@/contract';
import { validationRefText } from './form-validation';

/**
 * What a failed call says to the user, in the chosen language: the text of the server's message id when it sent
 * one, else the server's own words; the connection failure; otherwise the generic error.
 */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.errorId) return serverMessageText(error.errorId, error.errorValues);
    if (error.errorMessage) return error.errorMessage;
  }
  if (error instanceof NetworkError) return i18next.t('serverErrors.network');
  return i18next.t('serverErrors.generic');
}

// The values differ by message, which i18next's key types cannot follow through a union of ids.
const serverMessageText = (id: MessageId, values: MessageValues = {}) => i18next.t(`serverErrors.${id}` as 'serverErrors.generic', values);

const fieldErrorRefText = (ref: FieldErrorRef) =>
  isValidationMessageId(ref.id) ? validationRefText({ ...ref, id: ref.id }) : serverMessageText(ref.id, ref.values);

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
      return [field, ref ? fieldErrorRefText(ref) : text === error.errorMessage ? errorText(error) : text];
    }),
  );
}

/** Shows a failed submit: on the form's fields the server named, else as one message (`showMessage`). */
export function showFailure(failure: unknown, form: { setErrors: (errors: Record<string, string>) => void }, showMessage: (text: string) => void) {
  const fields = fieldErrorTexts(failure);
  if (Object.keys(fields).length > 0) form.setErrors(fields);
  else showMessage(errorText(failure));
}
