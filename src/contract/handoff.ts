import * as v from 'valibot';
import { defineEndpoint } from './endpoint';
import { MessageResponse } from './common';

/** The token of a hand-off link lives this long; once opened, its capture grant lives GRANT_MS. */
export const HANDOFF_TOKEN_MS = 10 * 60_000;
export const HANDOFF_GRANT_MS = 30 * 60_000;
/** The public page a hand-off link opens on the phone; the token travels in the fragment, never to a server log. */
export const CAPTURE_PAGE_PATH = '/capture';

const text = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max));
const HandoffToken = v.pipe(v.string(), v.minLength(20), v.maxLength(100));

/**
 * Which document field the phone adds to: the form's step (its draft id, e.g. kyc/other:12) and the field's name;
 * `document`, the document as the desktop names it ("Passport – Identity document"), for the phone's page.
 */
export const StartHandoffRequest = v.strictObject({
  step: text(100),
  field: text(100),
  document: v.optional(text(200)),
});
/**
 * `thisComputerOnly`: the link names this computer (localhost: the server was started without PUBLIC_URL, as in
 * demo mode), so no phone can open it; the dialog says so.
 */
export const HandoffStarted = v.object({
  handoffId: v.string(),
  token: v.string(),
  link: v.string(),
  expiresAt: v.string(),
  thisComputerOnly: v.boolean(),
});
export const HandoffLinkMailRequest = v.strictObject({ token: HandoffToken });
export const HandoffIdParams = v.object({ handoffId: v.pipe(v.string(), v.uuid('Not a hand-off id')) });
export const HandoffDocumentParams = v.object({
  handoffId: v.pipe(v.string(), v.uuid('Not a hand-off id')),
  uploadId: v.pipe(v.string(), v.uuid('Not an upload id')),
});

export const HANDOFF_STATES = ['waiting', 'opened', 'cancelled', 'expired'] as const;
export const HandoffDocument = v.object({
  uploadId: v.string(),
  name: v.string(),
  size: v.number(),
  received: v.number(),
  type: v.nullable(v.string()),
});
export type HandoffDocument = v.InferOutput<typeof HandoffDocument>;
/** waiting: link not opened yet; opened: the phone may add documents; cancelled or expired: no more. */
export const HandoffStatus = v.object({ state: v.picklist(HANDOFF_STATES), documents: v.array(HandoffDocument) });
export type HandoffStatus = v.InferOutput<typeof HandoffStatus>;
/** A finished document sent from the phone, for the desktop form: base64 content as a picked file gives. */
export const HandoffDocumentContent = v.object({ name: v.string(), type: v.string(), content: v.string() });

export const OpenHandoffRequest = v.strictObject({ token: HandoffToken });
/** The capture grant: a bearer token that allows only uploads (tus) to the hand-off's field; the document, when named. */
export const HandoffGrant = v.object({
  grant: v.string(),
  expiresAt: v.string(),
  field: v.string(),
  document: v.optional(v.nullable(v.string())),
});
export type HandoffGrant = v.InferOutput<typeof HandoffGrant>;

const tag = 'Phone hand-off';

export const handoffEndpoints = {
  startHandoff: defineEndpoint({
    method: 'POST',
    path: '/handoffs',
    tag,
    auth: 'user',
    summary: 'Start a phone hand-off for one document field: a single-use link valid 10 minutes',
    body: StartHandoffRequest,
    response: HandoffStarted,
    refusals: { 429: 'Too many hand-offs started' },
  }),
  mailHandoffLink: defineEndpoint({
    method: 'POST',
    path: '/handoffs/{handoffId}/mail',
    tag,
    auth: 'user',
    summary: "Mail the hand-off's link to the signed-in user",
    params: HandoffIdParams,
    body: HandoffLinkMailRequest,
    response: MessageResponse,
    refusals: { 410: 'The link was used, expired or cancelled' },
  }),
  handoffStatus: defineEndpoint({
    method: 'GET',
    path: '/handoffs/{handoffId}',
    tag,
    auth: 'user',
    summary: 'Whether the phone opened the link, and the documents it sent',
    params: HandoffIdParams,
    response: HandoffStatus,
  }),
  handoffDocument: defineEndpoint({
    method: 'GET',
    path: '/handoffs/{handoffId}/documents/{uploadId}',
    tag,
    auth: 'user',
    summary: 'One finished document the phone sent, as base64',
    params: HandoffDocumentParams,
    response: HandoffDocumentContent,
  }),
  cancelHandoff: defineEndpoint({
    method: 'DELETE',
    path: '/handoffs/{handoffId}',
    tag,
    auth: 'user',
    summary: "Cancel a hand-off: its link and the phone's grant stop working",
    params: HandoffIdParams,
    response: MessageResponse,
  }),
  openHandoff: defineEndpoint({
    method: 'POST',
    path: '/handoffs/open',
    tag,
    auth: 'public',
    summary: "Exchange a hand-off link's token (once) for a 30-minute capture grant",
    body: OpenHandoffRequest,
    response: HandoffGrant,
    refusals: { 410: 'The link was used, expired or cancelled' },
  }),
};
