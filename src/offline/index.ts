/**
 * The offline model (docs/architecture.md, docs/offline.md): every form keeps its draft here and submits its steps through the outbox.
 * Features import only from '@/offline' (this file); usage guide in ./README.md.
 */

/** Binds a Mantine `useForm` to a draft: restores on mount, saves as the user types, flushes on page hide. */
export { useFormDraft, type FormDraftOptions, type FormDraft } from './use-form-draft';

/** `useFormDraft` for a form that edits the server's values: they go in first, then the draft over them. */
export { usePrefilledDraft } from './use-prefilled-draft';

/** A draft that is not a Mantine form (director and shareholder working lists): `useState` that survives reloads. */
export { useDraftState } from './use-draft-state';

/** Reads and removes drafts outside React (e.g. to prefill a modal, or drop a list after a manual reset). */
export { loadDraft, saveDraft, clearDraft } from './drafts';

/**
 * Documents: `readFileAsAttachment(file)` → { name, type, size, content } with content in base64 (no data: prefix),
 * ready for the contract's *Attachment fields; `attachmentDataUrl` for a thumbnail; `describeBase64` recovers type
 * and size of a restored document. Base64 strings in form values are stored out of line automatically.
 */
export { readFileAsAttachment, attachmentDataUrl, describeBase64, type Attachment } from './attachments';

/** A document read back from the server for an edited step: a step carrying it unchanged names it instead of sending it. */
export { rememberStoredDocument } from './stored-documents';

/**
 * Submitting a step: `enqueueStep({ stepId, endpoint, input, dependsOn })` stores it and returns at once; the sync
 * engine sends it exactly once (idempotency key per step version). `waitForStep` resolves with its response.
 */
export { enqueueStep, retryStep, waitForStep, submitStep, type StepRequest, type Dependency } from './steps';

/**
 * Runs `listener` whenever any step of the signed-in user is synced by this tab (e.g. to refresh a query);
 * `onEndpointSynced(endpoint, (response) => …)` only for one endpoint's steps, with the contract's response type.
 */
export { onStepSynced, onEndpointSynced, type SyncedStep } from './engine-instance';

/** One step's state for the UI: 'none' | 'draft' | 'queued' | 'sending' | 'synced' | 'refused', with the refusal. */
export { useStepStatus, type StepStatusInfo, type StepDisplayState } from './use-step-status';

/** The step status line for a form: saved on this device · queued · sending · synced · refused (with retry). */
export { StepStatus } from './StepStatus';

/** App-level: online, steps pending or refused, drafts on this device: for the shell and the update prompt. */
export { useSyncOverview, type SyncOverview } from './use-sync-overview';

/** Documents on their way: per step (`useStepUploads`, shown by StepStatus) and per account (the accounts list). */
export { useStepUploads, useUploadsByAccount, type DocumentProgress, type UploadTotals } from './use-uploads';

/** App-level: started once by the app; sign-out asks `hasUnsyncedWork` then calls `wipeUserData`. */
export { startSync, syncNow } from './engine-instance';

/** A request that is never queued (a payment): its documents are uploaded first (tus) and named by upload id. */
export { sendDocumentsNow } from './engine-instance';
export { hasUnsyncedWork, wipeUserData } from './wipe';

/** The last answer of a private list, sealed on the device, for showing it offline marked with its time. */
export { rememberAnswer, lastKnownAnswer } from './last-known';

/** Phone hand-off: the capture page sends with its grant; the desktop names the phone's upload instead of sending it again. */
export { grantTransfer, adoptUpload } from './handoff-uploads';
