import currencyCodes from 'currency-codes';
import ngBanks from 'ng-banks';
import { CURRENCY_TYPE } from '../../../src/contract';
import type { Db } from '../index';
import { upsertRows } from './upsert';

/** ISO 4217 codes that are not money a customer pays in: funds, units of account, metals, test codes. */
const NOT_PAYABLE = new Set(['BOV', 'CHE', 'CHW', 'CLF', 'COU', 'MXV', 'USN', 'UYI', 'UYW', 'XAG', 'XAU', 'XBA', 'XBB', 'XBC', 'XBD', 'XDR', 'XPD', 'XPT', 'XSU', 'XTS', 'XUA', 'XXX']);

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

/** Networks a wallet address lives on, with the cryptos each carries. Ids are fixed: payments store them. */
const NETWORKS = [
  { network_id: 1, crypto: 'Bitcoin', network_code: 'BTC', currency_codes: ['BTC'] },
  { network_id: 2, crypto: 'Ethereum (ERC-20)', network_code: 'ERC20', currency_codes: ['ETH', 'USDT', 'USDC'] },
  { network_id: 3, crypto: 'Tron (TRC-20)', network_code: 'TRC20', currency_codes: ['TRX', 'USDT'] },
  { network_id: 4, crypto: 'BNB Smart Chain (BEP-20)', network_code: 'BEP20', currency_codes: ['BNB', 'USDT', 'USDC'] },
  { network_id: 5, crypto: 'Solana (SPL)', network_code: 'SOL', currency_codes: ['SOL', 'USDT', 'USDC'] },
  { network_id: 6, crypto: 'Polygon PoS', network_code: 'POLYGON', currency_codes: ['USDT', 'USDC'] },
  { network_id: 7, crypto: 'XRP Ledger', network_code: 'XRP', currency_codes: ['XRP'] },
  { network_id: 8, crypto: 'Litecoin', network_code: 'LTC', currency_codes: ['LTC'] },
  { network_id: 9, crypto: 'Arbitrum One', network_code: 'ARBITRUM', currency_codes: ['ETH', 'USDT', 'USDC'] },
  { network_id: 10, crypto: 'Base', network_code: 'BASE', currency_codes: ['ETH', 'USDC'] },
  { network_id: 11, crypto: 'Optimism', network_code: 'OPTIMISM', currency_codes: ['ETH', 'USDT', 'USDC'] },
  { network_id: 12, crypto: 'Avalanche C-Chain', network_code: 'AVAXC', currency_codes: ['USDT', 'USDC'] },
];

/** Fiat currencies of ISO 4217 (currency-codes), common cryptos, Nigerian banks (ng-banks) and crypto networks. */
export async function seedMoney(db: Db) {
  const fiat = currencyCodes.data
    .filter((currency) => !NOT_PAYABLE.has(currency.code))
    .map((currency) => ({ currency_code: currency.code, currency_name: currency.currency.trim(), currency_type: CURRENCY_TYPE.fiat }));
  const crypto = CRYPTOS.map(([code, name]) => ({ currency_code: code, currency_name: name, currency_type: CURRENCY_TYPE.crypto }));
  await upsertRows(db, 'currencies', ['currency_code'], [...fiat, ...crypto]);

  const banks = ngBanks.getBanks() ?? [];
  await upsertRows(db, 'banks', ['bank_code'], banks.map((bank) => ({ bank_code: bank.code, bank: bank.name })));
  await upsertRows(db, 'networks', ['network_id'], NETWORKS);
}
