import * as v from 'valibot';
import { validationRefOf, type ValidationRef } from '../../src/contract';
import { validationText } from '../../src/contract/message-texts';
import { HttpError } from './errors';

/**
 * Parses input with a contract schema; a failure is a 400 naming each bad field in English (fieldErrors) and, for
 * the contract's own messages, by id and values (fieldErrorIds), so a client shows them in its language; its
 * errorMessage quotes the first field's error (errorId fieldRefused or inputRefused, the client quoting it by its id).
 */
export function parseInput<S extends v.GenericSchema>(schema: S, input: unknown, what: string): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const fieldErrors: Record<string, string> = {};
  const fieldErrorIds: Record<string, ValidationRef> = {};
  const texts = result.issues.map((issue) => {
    const ref = validationRefOf(issue.message);
    return { path: v.getDotPath(issue), text: ref ? validationText(ref) : issue.message, ref };
  });
  for (const { path, text, ref } of texts) {
    const field = path ?? what;
    if (field in fieldErrors) continue;
    fieldErrors[field] = text;
    if (ref) fieldErrorIds[field] = ref;
  }
  const [first] = texts;
  const options = { fieldErrors, fieldErrorIds };
  throw first.path
    ? HttpError.of(400, 'fieldRefused', { field: first.path, error: first.text }, options)
    : HttpError.of(400, 'inputRefused', { what, error: first.text }, options);
}
