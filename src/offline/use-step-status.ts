import { useEffect, useMemo, useRef } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useSession } from '@/app/session';
import type { ApiError } from '@/contract';
import { offlineDb, type OutboxRow } from './db';
import { refusalError } from './refusal';
import { retryStep } from './steps';

/** 'draft' = saved on this device, not submitted (or edited since); 'none' = nothing stored. */
export type StepDisplayState = 'none' | 'draft' | 'queued' | 'sending' | 'synced' | 'refused';

export interface StepStatusInfo<Response = unknown> {
  state: StepDisplayState;
  /** False until the first read from IndexedDB. */
  loaded: boolean;
  /** The server's refusal (state 'refused'), with its message ids. */
  refusal?: ApiError;
  /** Changes with each refused version, so a form shows a refusal's field errors once. */
  refusalId?: string;
  /** The response of the last synced version. */
  response?: Response;
  /** Send attempts of the current version, and when the next one is due (back-off). */
  attempts: number;
  nextAttemptAt?: number;
  /** Refused: queue again; queued: send now. */
  retry: () => Promise<void>;
}

interface Snapshot {
  pending?: OutboxRow;
  synced?: OutboxRow;
  draftUpdatedAt?: number;
}

/** The state of one step, live across tabs; `onSynced` runs when it becomes synced while mounted. */
export function useStepStatus<Response = unknown>(
  stepId: string,
  { onSynced }: { onSynced?: (response: Response) => void } = {},
): StepStatusInfo<Response> {
  const userId = useSession()?.userId;
  const snapshot = useLiveQuery(async (): Promise<Snapshot> => {
    if (!userId) return {};
    const db = offlineDb();
    const rows = await db.outbox.where({ userId, stepId }).sortBy('seq');
    const draft = await db.drafts.get({ userId, draftId: stepId });
    return {
      pending: rows.filter((row) => row.state !== 'synced').at(-1),
      synced: rows.filter((row) => row.state === 'synced').at(-1),
      draftUpdatedAt: draft?.updatedAt,
    };
  }, [userId, stepId]);

  const firstSyncedAt = useRef<number | undefined | null>(null);
  const onSyncedRef = useRef(onSynced);
  onSyncedRef.current = onSynced;
  useEffect(() => {
    if (!snapshot) return;
    const syncedAt = snapshot.synced?.syncedAt;
    if (firstSyncedAt.current === null) {
      firstSyncedAt.current = syncedAt;
      return;
    }
    if (syncedAt !== undefined && syncedAt !== firstSyncedAt.current) {
      firstSyncedAt.current = syncedAt;
      onSyncedRef.current?.(snapshot.synced!.response as Response);
    }
  }, [snapshot]);

  const { pending, synced, draftUpdatedAt } = snapshot ?? {};
  const refusal = useMemo(() => (pending?.state === 'refused' ? refusalError(pending) : undefined), [pending]);
  const editedSinceSync = draftUpdatedAt !== undefined && (!synced || draftUpdatedAt > (synced.syncedAt ?? 0));
  const state: StepDisplayState = pending ? pending.state : editedSinceSync ? 'draft' : synced ? 'synced' : 'none';
  return {
    state,
    loaded: snapshot !== undefined,
    refusal,
    refusalId: pending?.state === 'refused' ? pending.idempotencyKey : undefined,
    response: synced?.response as Response | undefined,
    attempts: pending?.attempts ?? 0,
    nextAttemptAt: pending?.state === 'queued' && pending.attempts > 0 ? pending.nextAttemptAt : undefined,
    retry: () => retryStep(stepId),
  };
}
