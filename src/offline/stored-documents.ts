/**
 * Documents the server holds for an account, read back to prefill an edited step, known by name and content for
 * this page's life: a step that carries one unchanged names it `{ documentId }` when it is queued, instead of
 * uploading it again, so the server keeps that very document and the reviewer sees nothing replaced.
 */
import { documentsIn, sameDocumentKey, setPath } from './uploads';

const held = new Map<string, string>();

/** The document read back from its URL (`…/documents/{id}`): a step carrying it (same name, same content) names it. */
export function rememberStoredDocument(document: { name: string; content: string }, url: string) {
  held.set(sameDocumentKey(document), decodeURIComponent(url.slice(url.lastIndexOf('/') + 1)));
}

/** The step's input with each document the server holds already named by its id. */
export function nameStoredDocuments<T>(input: T): T {
  let named: unknown = input;
  for (const document of documentsIn(input)) {
    const documentId = held.get(sameDocumentKey(document));
    if (documentId) named = setPath(named, document.path.split('.'), { documentId });
  }
  return named as T;
}

/** Sign-out: the next user names none of these. */
export function forgetStoredDocuments() {
  held.clear();
}
