import currencyCodes from 'currency-codes';
import { CURRENCY_TYPE, NETWORKS, NIGERIAN_BANKS } from '../../../src/contract';
import type { Db } from '../index';
import { upsertRows } from './upsert';

/** ISO 4217 codes that are not money a customer pays in: funds, units of account, metals, test codes. */
const NOT_PAYABLE = new Set([
  'BOV',
  'CHE',
  'CHW',
  'CLF',
  'COU',
  'MXV',
  'USN',
  'UYI',
  'UYW',
  'XAG',
  'XAU',
  'XBA',
  'XBB',
  'XBC',
  'XBD',
  'XDR',
  'XPD',
  'XPT',
  'XSU',
  'XTS',
  'XUA',
  'XXX',
]);

const CRYPTOS = [
  ['BTC', 'Bitcoin'],
  ['ETH', 'Ether'],
  ['USDT', 'Tether USD'],
  ['USDC', 'USD Coin'],
  ['BNB', 'BNB'],
  ['SOL', 'Solana'],
  ['XRP', 'XRP'],
  ['TRX', 'TRON'],
  ['LTC', 'Litecoin'],
] as const;

/**
 * Fiat currencies of ISO 4217 (currency-codes), common cryptos, the Nigerian banks and fintechs of the contract's list
 * (banks an older seed added and the list dropped stay, unlisted) and the crypto networks (ids fixed: payments
 * store them).
 */
export async function seedMoney(db: Db) {
  const fiat = currencyCodes.data
    .filter((currency) => !NOT_PAYABLE.has(currency.code))
    .map((currency) => ({
      currency_code: currency.code,
      currency_name: currency.currency.trim(),
      currency_type: CURRENCY_TYPE.fiat,
    }));
  const crypto = CRYPTOS.map(([code, name]) => ({
    currency_code: code,
    currency_name: name,
    currency_type: CURRENCY_TYPE.crypto,
  }));
  await upsertRows(db, 'currencies', ['currency_code'], [...fiat, ...crypto]);

  await db.updateTable('banks').set({ listed: false }).execute();
  await upsertRows(
    db,
    'banks',
    ['bank_code'],
    NIGERIAN_BANKS.map((bank) => ({ bank_code: bank.bankCode, bank: bank.bank, listed: true })),
  );
  await upsertRows(
    db,
    'networks',
    ['network_id'],
    NETWORKS.map((network) => ({
      network_id: network.networkId,
      crypto: network.crypto,
      network_code: network.networkCode,
      currency_codes: [...network.currencyCodes],
    })),
  );
}
