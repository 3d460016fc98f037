import { ACCOUNT_TYPE, LOCKED_STATUS_IDS, type BusinessListItem, type IndividualListItem } from '@/contract';

export type AccountKind = 'individual' | 'corporate';

/** One row of the accounts page, from an item of allAccountsByProfile that has every field. */
export interface AccountRow {
  kind: AccountKind;
  accountId: number;
  name: string;
  /** The country of residence in the server's English words, and its code (absent from older answers). */
  country: string;
  countryCode?: string;
  statusId: number;
  statusText: string;
  /** ISO date-time; '' while the account is still being filled in. */
  date: string;
  /** Product §4: no link to the edit page while the account is pending (status 1 or 10). */
  locked: boolean;
}

const present = <T>(value: T | null | undefined): value is T => value !== null && value !== undefined;

/**
 * Product §3: items lacking name, status, country, type, id or date are dropped; items with an empty date come first,
 * then the dated ones, newest first.
 */
export function toAccountRows(items: Array<IndividualListItem | BusinessListItem>): AccountRow[] {
  const rows: AccountRow[] = [];
  for (const item of items) {
    const name = 'fullName' in item ? item.fullName : item.businessName;
    const { accountStatus, country, accountType, accountId, date } = item;
    if (
      !name ||
      !present(accountStatus) ||
      !country?.countryOfResidence ||
      !present(accountType) ||
      !present(accountId) ||
      !present(date)
    )
      continue;
    rows.push({
      kind: accountType === ACCOUNT_TYPE.corporate ? 'corporate' : 'individual',
      accountId,
      name,
      country: country.countryOfResidence,
      ...(country.countryCode && { countryCode: country.countryCode }),
      statusId: accountStatus.accountStatusId,
      statusText: accountStatus.accountStatus,
      date,
      locked: LOCKED_STATUS_IDS.includes(accountStatus.accountStatusId),
    });
  }
  const time = (row: AccountRow) => (row.date ? Date.parse(row.date) || 0 : Number.POSITIVE_INFINITY);
  return rows.sort((a, b) => time(b) - time(a));
}
