import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '@/contract';
import { openOfflineDb, type OfflineDb } from '@/offline/db';
import type { Scope } from '@/offline/drafts';
import { enqueueStepIn, type StepRequest } from '@/offline/outbox';
import { createSyncEngine } from '@/offline/engine';
import { leaseLock } from '@/offline/lock';
import type { DocumentTransfer, TransferCallbacks, TransferFile } from '@/offline/uploads';
import { forgetStoredDocuments, rememberStoredDocument } from '@/offline/stored-documents';

/**
 * The outbox's document uploads: the documents of a step are sent on their own before it and named by their
 * upload's id; the upload's URL and acknowledged bytes are kept so a later try resumes instead of starting over.
 */
let db: OfflineDb;
let scope: Scope;
let calls: Array<{ endpoint: string; input: { body: Record<string, unknown> } }>;

beforeEach(() => {
  db = openOfflineDb(`uploads-${Math.random().toString(36).slice(2)}`);
  scope = { db, userId: 'user-1' };
  calls = [];
});
afterEach(async () => {
  forgetStoredDocuments();
  db.close();
  await db.delete();
});

const PDF = Buffer.from('%PDF-1.4\nsome pages\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const kycStep = (overrides: Record<string, unknown> = {}): StepRequest =>
  ({
    stepId: 'kyc/other:7',
    endpoint: 'saveCustomerOtherInfo',
    input: {
      body: {
        accountId: 7,
        identificationName: 'passport.png',
        identificationAttachment: PNG.toString('base64'),
        proofOfAddressAttachmentName: 'bill.pdf',
        proofOfAddressAttachment: PDF.toString('base64'),
        ...overrides,
      },
    },
  }) as StepRequest;

interface Transfer {
  file: TransferFile;
  url?: string;
}

function engine(transfer: DocumentTransfer, reply: () => unknown = () => ({ accountId: 7 })) {
  return createSyncEngine({
    db,
    getUserId: () => scope.userId,
    withLock: leaseLock(db, 'tab', { pollMs: 5 }),
    call: async (endpoint, input) => {
      calls.push({ endpoint, input: input as { body: Record<string, unknown> } });
      return reply();
    },
    transfer,
    setTimer: () => () => undefined,
  });
}

/** A server that creates uploads numbered in order and takes them whole. */
function server(failFirst?: (file: TransferFile, callbacks: TransferCallbacks) => Error | undefined) {
  const transfers: Transfer[] = [];
  let created = 0;
  const transfer: DocumentTransfer = async (file, callbacks) => {
    transfers.push({ file, url: callbacks.url });
    const url = callbacks.url ?? `/api/v1/uploads/00000000-0000-4000-8000-00000000000${++created}`;
    if (!callbacks.url) callbacks.onUrl(url);
    const failure = failFirst?.(file, callbacks);
    if (failure) throw failure;
    callbacks.onAcknowledged(file.blob.size);
    return url;
  };
  return { transfer, transfers };
}

describe('documents of a step', () => {
  it('are counted as waiting from the moment the step is queued, offline or not', async () => {
    await enqueueStepIn(scope, kycStep());
    const rows = await db.uploads.toArray();
    expect(rows.map((row) => [row.path, row.name, row.size, row.state, row.accountId])).toEqual([
      ['body.identificationAttachment', 'passport.png', PNG.length, 'waiting', 7],
      ['body.proofOfAddressAttachment', 'bill.pdf', PDF.length, 'waiting', 7],
    ]);
  });

  it('travel on their own before the step, which names them by upload id; nothing is left once synced', async () => {
    const { transfer, transfers } = server();
    await enqueueStepIn(scope, kycStep());
    await engine(transfer).kick();
    expect(transfers.map(({ file }) => [file.name, file.type, file.blob.size])).toEqual([
      ['passport.png', 'image/png', PNG.length],
      ['bill.pdf', 'application/pdf', PDF.length],
    ]);
    expect(Buffer.from(await transfers[1]!.file.blob.arrayBuffer()).equals(PDF)).toBe(true);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.input.body.identificationAttachment).toEqual({ uploadId: '00000000-0000-4000-8000-000000000001' });
    expect(calls[0]!.input.body.proofOfAddressAttachment).toEqual({ uploadId: '00000000-0000-4000-8000-000000000002' });
    expect(JSON.stringify(calls[0]!.input).length).toBeLessThan(1000);
    expect(await db.uploads.count()).toBe(0);
  });

  it('the server holds already (read back for an edit) are named by their id, not uploaded again', async () => {
    const stored = 'a3c1f0a2-5b7e-4c3d-9e8f-0123456789ab';
    rememberStoredDocument({ name: 'passport.png', content: PNG.toString('base64') }, `/api/v1/documents/${stored}`);
    const { transfer, transfers } = server();
    await enqueueStepIn(scope, kycStep());
    expect((await db.uploads.toArray()).map((row) => row.path)).toEqual(['body.proofOfAddressAttachment']);
    await engine(transfer).kick();
    expect(transfers.map(({ file }) => file.name)).toEqual(['bill.pdf']);
    expect(calls[0]!.input.body.identificationAttachment).toEqual({ documentId: stored });
  });

  it('with the same file in two fields (one photo for two people) are uploaded once', async () => {
    const { transfer, transfers } = server();
    await enqueueStepIn(
      scope,
      kycStep({ identificationName: 'bill.pdf', identificationAttachment: PDF.toString('base64') }),
    );
    await engine(transfer).kick();
    expect(transfers).toHaveLength(1);
    const upload = { uploadId: '00000000-0000-4000-8000-000000000001' };
    expect([calls[0]!.input.body.identificationAttachment, calls[0]!.input.body.proofOfAddressAttachment]).toEqual([
      upload,
      upload,
    ]);
  });

  it('with the same bytes under two names stay two documents, each stored under its own name', async () => {
    const stored = 'a3c1f0a2-5b7e-4c3d-9e8f-0123456789ab';
    rememberStoredDocument({ name: 'structure.pdf', content: PDF.toString('base64') }, `/api/v1/documents/${stored}`);
    const { transfer, transfers } = server();
    await enqueueStepIn(
      scope,
      kycStep({ identificationName: 'scan.pdf', identificationAttachment: PDF.toString('base64') }),
    );
    await engine(transfer).kick();
    expect(transfers.map(({ file }) => file.name)).toEqual(['scan.pdf', 'bill.pdf']);
  });

  it('resume at the kept URL after a cut, and a document already sent is not sent again', async () => {
    let cut = true;
    const { transfer, transfers } = server((file, callbacks) => {
      if (file.name !== 'bill.pdf' || !cut) return undefined;
      cut = false;
      callbacks.onAcknowledged(5);
      return new NetworkError();
    });
    await enqueueStepIn(scope, kycStep());
    await engine(transfer).kick();
    expect(calls).toHaveLength(0);
    const waiting = await db.uploads.toArray();
    expect(waiting.map((row) => [row.state, row.acknowledged])).toEqual([
      ['sent', PNG.length],
      ['waiting', 5],
    ]);
    expect((await db.outbox.toArray())[0]!.state).toBe('queued');

    await engine(transfer).kick();
    expect(transfers.map(({ file, url }) => [file.name, url])).toEqual([
      ['passport.png', undefined],
      ['bill.pdf', undefined],
      ['bill.pdf', '/api/v1/uploads/00000000-0000-4000-8000-000000000002'],
    ]);
    expect(calls).toHaveLength(1);
  });

  it('refuse the step on the document field when the server refuses an upload', async () => {
    const { transfer } = server((file) =>
      file.name === 'passport.png'
        ? new ApiError(400, 'passport.png is not a JPEG, PNG or PDF file: choose another file', {}, 'notADocument', {
            name: 'passport.png',
          })
        : undefined,
    );
    await enqueueStepIn(scope, kycStep());
    await engine(transfer).kick();
    const [row] = await db.outbox.toArray();
    expect([row!.state, row!.errorMessage, row!.errorId]).toEqual([
      'refused',
      'passport.png is not a JPEG, PNG or PDF file: choose another file',
      'notADocument',
    ]);
    expect(calls).toHaveLength(0);
  });

  it('are uploaded again when the server no longer has an upload the step names', async () => {
    const { transfer, transfers } = server();
    let gone = true;
    const sync = engine(transfer, () => {
      if (!gone) return { accountId: 7 };
      gone = false;
      throw new ApiError(404, 'This document was not uploaded (or was used already): attach it again.', {
        proofOfAddressAttachment: 'attach it again',
      });
    });
    await enqueueStepIn(scope, kycStep());
    await sync.kick();
    await sync.kick();
    expect(transfers.map(({ file }) => file.name)).toEqual(['passport.png', 'bill.pdf', 'bill.pdf']);
    expect(calls.at(-1)!.input.body.proofOfAddressAttachment).toEqual({
      uploadId: '00000000-0000-4000-8000-000000000003',
    });
    expect((await db.outbox.toArray())[0]!.state).toBe('synced');
  });

  it('of an edited step keep the uploads of the documents that did not change', async () => {
    await enqueueStepIn(scope, kycStep());
    await db.uploads.update([scope.userId, 1, 'body.identificationAttachment'], {
      url: '/api/v1/uploads/kept',
      state: 'sent',
    });
    await enqueueStepIn(
      scope,
      kycStep({ proofOfAddressAttachment: Buffer.concat([PDF, Buffer.from('edited')]).toString('base64') }),
    );
    const rows = await db.uploads.toArray();
    expect(rows.map((row) => [row.path, row.state, row.url])).toEqual([
      ['body.identificationAttachment', 'sent', '/api/v1/uploads/kept'],
      ['body.proofOfAddressAttachment', 'waiting', undefined],
    ]);
  });
});
