import { describe, expect, it } from 'vitest';
import { toAccountRows } from '@/features/accounts/accounts-list';

const item = (fullName: string | null, date: string | null, statusId = 3, more: Record<string, unknown> = {}) => ({
  fullName,
  accountStatus: { accountStatus: 'Active', accountStatusId: statusId },
  country: { countryOfResidence: 'Nigeria' },
  accountType: 1,
  accountId: Math.floor(Math.random() * 1e6) + 1,
  date,
  ...more,
});

describe('accounts list (product §3)', () => {
  it('drops items lacking a field and puts empty dates first, then newest first', () => {
    const rows = toAccountRows([
      item('Old', '2024-01-01T00:00:00Z'),
      item(null, '2025-01-01T00:00:00Z'),
      item('No date field', null),
      item('In progress', ''),
      item('New', '2025-06-01T00:00:00Z'),
      item('No country', '2025-02-01T00:00:00Z', 3, { country: null }),
      item('No status', '2025-02-01T00:00:00Z', 3, { accountStatus: null }),
      item('No id', '2025-02-01T00:00:00Z', 3, { accountId: null }),
      item('No type', '2025-02-01T00:00:00Z', 3, { accountType: null }),
    ]);
    expect(rows.map((row) => row.name)).toEqual(['In progress', 'New', 'Old']);
  });

  it('locks pending rows: status 1 for individuals, 10 for corporates', () => {
    const [pending, active] = toAccountRows([
      item('Pending', '2025-01-02T00:00:00Z', 1),
      item('Active', '2025-01-01T00:00:00Z', 3),
    ]);
    expect([pending.locked, active.locked]).toEqual([true, false]);
    const { fullName: _, ...business } = item(null, '', 10);
    const [corporate] = toAccountRows([{ ...business, businessName: 'Acme', accountType: 2 }]);
    expect(corporate).toMatchObject({ kind: 'corporate', name: 'Acme', locked: true });
  });
});
