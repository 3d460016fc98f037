import type { Hono } from 'hono';
import { ACCOUNT_STATUS_TEXT, ACCOUNT_TYPE } from '../../../src/contract';
import type { Deps } from '../../deps';
import { register } from '../../http/route';
import { notFound } from '../../http/errors';
import { ownerFor } from '../../services/owner';

/**
 * GET /accounts/allAccountsByProfile?profile_id= : the caller's accounts (a sub-user sees its parent's) in product §3's
 * shape. Fields an account does not have yet are null (the list drops such items); date is '' until submitted.
 */
export function listAccountsRoute(app: Hono, deps: Deps) {
  register(app, deps, 'allAccountsByProfile', async ({ query, user, db }) => {
    const owner = await ownerFor(db, user, 'viewAccounts');
    // One query: the owner's email (a sub-user's profile_id may be its parent's) with the accounts, newest first,
    // in the order of the index accounts_owner_list; an owner without accounts is one row of nulls.
    const joined = await db
      .selectFrom('users')
      .leftJoin('accounts', 'accounts.owner_user_id', 'users.id')
      .leftJoin('countries', 'countries.country_code', 'accounts.country_code')
      .select(['users.email as ownerEmail', 'accounts.id', 'accounts.account_type', 'accounts.status_id', 'accounts.display_name', 'accounts.submitted_at', 'countries.country'])
      .where('users.id', '=', owner)
      .orderBy('accounts.id', 'desc')
      .execute();
    const ownerEmail = joined[0]?.ownerEmail;
    if (query.profile_id !== user.email && query.profile_id !== ownerEmail) throw notFound('No such profile');
    const rows = joined.flatMap(({ id, account_type, status_id, ...row }) => (id === null || account_type === null || status_id === null ? [] : [{ ...row, id, account_type, status_id }]));
    const item = (row: (typeof rows)[number]) => ({
      accountStatus: { accountStatus: ACCOUNT_STATUS_TEXT[row.status_id] ?? 'Unknown', accountStatusId: row.status_id },
      country: row.country ? { countryOfResidence: row.country } : null,
      accountType: row.account_type,
      accountId: row.id,
      date: row.submitted_at ? row.submitted_at.toISOString() : '',
    });
    return {
      individualProfileAccounts: rows.filter((row) => row.account_type === ACCOUNT_TYPE.individual).map((row) => ({ fullName: row.display_name, ...item(row) })),
      businessProfileAccounts: rows.filter((row) => row.account_type === ACCOUNT_TYPE.corporate).map((row) => ({ businessName: row.display_name, ...item(row) })),
    };
  });
}
