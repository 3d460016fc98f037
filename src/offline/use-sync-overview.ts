import { useLiveQuery } from 'dexie-react-hooks';
import { useNetwork } from '@mantine/hooks';
import { useSession } from '@/app/session';
import { offlineDb } from './db';
import { totalsOf, type UploadTotals } from './use-uploads';

export interface SyncOverview {
  online: boolean;
  /** Steps of the signed-in user waiting to be sent or being sent. */
  pending: number;
  /** Steps the server refused (their forms show why). */
  refused: number;
  /** Forms saved on this device only. */
  drafts: number;
  /** Documents of those steps the server does not hold whole yet, and their bytes still to send. */
  uploads: UploadTotals;
}

/** The whole outbox at a glance, for the shell's offline indicator. */
export function useSyncOverview(): SyncOverview {
  const { online } = useNetwork();
  const userId = useSession()?.userId;
  const counts = useLiveQuery(async () => {
    if (!userId) return { pending: 0, refused: 0, drafts: 0, uploads: totalsOf([]) };
    const db = offlineDb();
    const [queued, sending, refused] = await Promise.all(
      (['queued', 'sending', 'refused'] as const).map((state) => db.outbox.where({ userId, state }).count()),
    );
    return {
      pending: queued! + sending!,
      refused: refused!,
      drafts: await db.drafts.where('userId').equals(userId).count(),
      uploads: totalsOf(await db.uploads.where('userId').equals(userId).toArray()),
    };
  }, [userId]);
  return {
    online,
    pending: counts?.pending ?? 0,
    refused: counts?.refused ?? 0,
    drafts: counts?.drafts ?? 0,
    uploads: counts?.uploads ?? totalsOf([]),
  };
}
