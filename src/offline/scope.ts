import { session } from '@/app/session';

/** Offline data belongs to the signed-in user; none is readable signed out. */
export const currentUserId = (): string | undefined => session.get()?.userId;
