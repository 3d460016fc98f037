import countryToCurrency from 'country-to-currency';
import {
  CURRENCY_TYPE,
  DEFAULT_AMOUNT_CURRENCY,
  INDIVIDUAL_STATUS,
  CORPORATE_STATUS,
  type PaymentDefaults,
} from '../../../src/contract';
import type { Db } from '../../db';

const APPROVED: readonly number[] = [INDIVIDUAL_STATUS.active, CORPORATE_STATUS.active];

/**
 * The payment request form's starting amount currency: the currency of the country of the owner's account (an
 * approved one first, else the newest with a country), when it is a fiat currency the service pays out; otherwise the
 * product's CAD. The country → currency table is country-to-currency's (ISO 3166 alpha-2 → ISO 4217).
 */
export async function paymentDefaults(db: Db, ownerUserId: string): Promise<PaymentDefaults> {
  const accounts = await db
    .selectFrom('accounts')
    .select(['country_code', 'status_id'])
    .where('owner_user_id', '=', ownerUserId)
    .where('country_code', 'is not', null)
    .orderBy('created_at', 'desc')
    .execute();
  const account = accounts.find((row) => APPROVED.includes(row.status_id)) ?? accounts[0];
  const currency = account?.country_code
    ? countryToCurrency[account.country_code as keyof typeof countryToCurrency]
    : undefined;
  if (!currency) return { amountCurrency: DEFAULT_AMOUNT_CURRENCY };
  const payable = await db
    .selectFrom('currencies')
    .select('currency_code')
    .where('currency_code', '=', currency)
    .where('currency_type', '=', CURRENCY_TYPE.fiat)
    .executeTakeFirst();
  return { amountCurrency: payable ? currency : DEFAULT_AMOUNT_CURRENCY };
}
