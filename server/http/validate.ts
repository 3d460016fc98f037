import * as v from 'valibot';
import { badRequest } from './errors';

/** Parses input with a contract schema; a failure is a 400 naming each bad field. */
export function parseInput<S extends v.GenericSchema>(schema: S, input: unknown, what: string): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.issues) {
    const path = v.getDotPath(issue) ?? what;
    fieldErrors[path] ??= issue.message;
  }
  const [first] = result.issues;
  const firstPath = v.getDotPath(first);
  throw badRequest(firstPath ? `${firstPath}: ${first.message}` : `Invalid ${what}: ${first.message}`, fieldErrors);
}
