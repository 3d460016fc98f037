/**
 * Documents the server holds for an account, read back to prefill an edited step, known by content fingerprint for
 * this page's life: a step that carries one unchanged names it `{ documentId }` when it is queued, instead of
 * uploading it again, so the server keeps that very document and the reviewer sees nothing replaced.
 */
import { fingerprintOf } from './fingerprint';
import { documentsIn, setPath } from './uploads';

const held = new Map<string, string>();

/** The content read back from a document's URL (`…/documents/{id}`): a step carrying it names that document. */
export function rememberStoredDocument(content: string, url: string) {
  held.set(fingerprintOf(content), decodeURIComponent(url.slice(url.lastIndexOf('/') + 1)));
}

/** The step's input with each document the server holds already named by its id. */
export function nameStoredDocuments<T>(input: T): T {
  let named: unknown = input;
  for (const document of documentsIn(input)) {
    const documentId = held.get(fingerprintOf(document.content));
    if (documentId) named = setPath(named, document.path.split('.'), { documentId });
  }
  return named as T;
}

/** Sign-out: the next user names none of these. */
export function forgetStoredDocuments() {
  held.clear();
}
