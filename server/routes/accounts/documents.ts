import type { Hono } from 'hono';
import * as v from 'valibot';
import { DocumentParams, documentPath } from '../../../src/contract';
import type { Deps } from '../../deps';
import { documentResponse } from '../../http/document-response';
import { HttpError, unauthorized } from '../../http/errors';
import { resolveSession } from '../../http/session';
import { ownerFor } from '../../services/profiles/owner';
import { readDocument } from '../../storage/documents';

/**
 * GET /documents/{documentId}: a document's bytes, to its owner only (a sub-user with the view permission of what
 * it belongs to). Binary, so registered here rather than through register(), which answers JSON.
 */
export function documentsRoute(app: Hono, deps: Deps) {
  app.get(documentPath(':documentId'), async (c) => {
    const user = await resolveSession(deps, c);
    if (!user) throw unauthorized();
    if (user.role === 'reviewer') throw HttpError.of(403, 'reviewersNotCustomers');
    const params = v.safeParse(DocumentParams, c.req.param());
    if (!params.success) throw HttpError.of(404, 'noSuchDocument');
    const document = await readDocument(deps.db, user.parentUserId ?? user.id, params.output.documentId, (accountId) =>
      ownerFor(deps.db, user, accountId === null ? 'viewPayments' : 'viewAccounts'),
    );
    return documentResponse(c, document);
  });
}
