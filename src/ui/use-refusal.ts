import { useState } from 'react';
import { ApiError, type MessageId } from '@/contract';
import { errorText, fieldErrorTexts } from '@/app/wording/error-text';

interface RefusableForm {
  setErrors: (errors: Record<string, string>) => void;
  setFieldError: (path: string, error: string) => void;
}

/**
 * The one way a form shows a refused submit: on each field the server named, else in the form's banner (`text`), in
 * words that say what went wrong. `fieldOf` puts a refusal about one field that the server names by its id only (a
 * wrong payment password) on that field.
 */
export function useRefusal(form: RefusableForm, fieldOf: Partial<Record<MessageId, string>> = {}) {
  const [text, setText] = useState<string | null>(null);
  const show = (failure: unknown) => {
    const field = failure instanceof ApiError && failure.errorId ? fieldOf[failure.errorId as MessageId] : undefined;
    const fields = field ? { [field]: errorText(failure) } : fieldErrorTexts(failure);
    if (Object.keys(fields).length > 0) form.setErrors(fields);
    setText(Object.keys(fields).length > 0 ? null : errorText(failure));
  };
  return { text, show, clear: () => setText(null) };
}
