import type { Context } from 'hono';
import type { StoredDocument } from '../storage/documents';

/**
 * What a document's bytes are served under (issue 48): as an attachment, never rendered as a page of the app's
 * origin; its declared type only (nosniff); and a sandbox policy with nothing allowed, so that even a browser that
 * opens it (a PDF viewer, a stray link) runs no script of it with the app's cookies or storage. The app itself
 * fetches the bytes (fetchDocument) and shows them from a blob: URL, which these headers do not touch.
 */
export const DOCUMENT_CONTENT_SECURITY_POLICY = "sandbox; default-src 'none'";

export function documentResponse(c: Context, document: StoredDocument) {
  const filename = encodeURIComponent(document.name);
  return c.body(new Uint8Array(document.content), 200, {
    'Content-Type': document.mimeType,
    'Content-Length': String(document.size),
    'Content-Disposition': `attachment; filename="${filename}"; filename*=UTF-8''${filename}`,
    'Content-Security-Policy': DOCUMENT_CONTENT_SECURITY_POLICY,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, no-store',
  });
}
