import { useLiveQuery } from 'dexie-react-hooks';
import { useSession } from '@/app/session';
import { offlineDb, type UploadRow } from './db';
import type { DocumentProgress } from './uploads';

export type { DocumentProgress };

export interface UploadTotals {
  /** Documents not yet held whole by the server. */
  documents: number;
  /** Their bytes the server does not hold yet. */
  bytesLeft: number;
  bytesTotal: number;
}

export const totalsOf = (rows: Array<Pick<UploadRow, 'size' | 'acknowledged' | 'state'>>): UploadTotals => {
  const unsent = rows.filter((row) => row.state !== 'sent');
  return {
    documents: unsent.length,
    bytesLeft: unsent.reduce((sum, row) => sum + Math.max(0, row.size - row.acknowledged), 0),
    bytesTotal: rows.reduce((sum, row) => sum + row.size, 0),
  };
};

/** The documents of a step's latest unsynced version, each with its progress; empty when it has none. */
export function useStepUploads(stepId: string): DocumentProgress[] {
  const userId = useSession()?.userId;
  return (
    useLiveQuery(async () => {
      if (!userId) return [];
      const db = offlineDb();
      const pending = (await db.outbox.where({ userId, stepId }).sortBy('seq'))
        .filter((row) => row.state !== 'synced')
        .at(-1);
      if (!pending) return [];
      const rows = await db.uploads.where({ userId, seq: pending.seq! }).toArray();
      return rows.map(({ path, name, size, acknowledged, state }) => ({ path, name, size, acknowledged, state }));
    }, [userId, stepId]) ?? []
  );
}

/** Documents still on their way, by the account their step belongs to (for the accounts list). */
export function useUploadsByAccount(): Map<number, UploadTotals> {
  const userId = useSession()?.userId;
  return (
    useLiveQuery(async () => {
      if (!userId) return new Map<number, UploadTotals>();
      const rows = await offlineDb().uploads.where('userId').equals(userId).toArray();
      const byAccount = new Map<number, UploadRow[]>();
      for (const row of rows)
        if (row.accountId !== undefined) byAccount.set(row.accountId, [...(byAccount.get(row.accountId) ?? []), row]);
      return new Map(
        [...byAccount]
          .map(([accountId, accountRows]) => [accountId, totalsOf(accountRows)] as const)
          .filter(([, totals]) => totals.documents > 0),
      );
    }, [userId]) ?? new Map<number, UploadTotals>()
  );
}
