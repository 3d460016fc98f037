import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkRoomFor, NoRoomError } from '@/offline/storage-state';

/*
 * A document that would not fit on the device is refused before anything is written (issue 51): by what
 * storage.estimate() says where the browser tells the room left, and by a trial write where it does not (Chromium
 * answers usage + 10 GiB whatever the room, so that a site cannot read the disk's size).
 */

const MB = 1024 * 1024;
const withEstimate = (usage: number, quota: number) =>
  vi.stubGlobal('navigator', { storage: { estimate: async () => ({ usage, quota }), persisted: async () => false } });
const roomCheckDatabases = async () => (await indexedDB.databases()).filter((db) => db.name === 'payway-room-check');

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('checkRoomFor', () => {
  it('refuses a file larger than the room the browser says is left, with the room needed and free, writing nothing', async () => {
    withEstimate(9 * MB, 10 * MB);
    const refusal = await checkRoomFor(2 * MB).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(NoRoomError);
    expect(refusal).toMatchObject({ needed: Math.ceil((2 * MB * 4) / 3) + 64 * 1024, free: MB });
    expect(await roomCheckDatabases()).toEqual([]);
  });

  it('takes a file that fits, and leaves no trial database behind', async () => {
    withEstimate(MB, 10 * MB);
    await expect(checkRoomFor(2 * MB)).resolves.toBeUndefined();
    expect(await roomCheckDatabases()).toEqual([]);
  });

  it('refuses a file the trial write finds no room for, although the estimate says there is (Chromium), the room free unknown', async () => {
    withEstimate(MB, MB + 10 * 1024 ** 3);
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const refusal = await checkRoomFor(2 * MB).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(NoRoomError);
    expect(refusal).toMatchObject({ free: undefined });
    expect(await roomCheckDatabases()).toEqual([]);
  });
});
