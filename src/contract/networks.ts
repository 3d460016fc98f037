import type { ADDRESS_KIND_WORDS } from './message-texts';
/*
 * The crypto networks a payout can go to (GET /payment/network). Ids are fixed: payment requests store them. The seed
 * copies this list into the `networks` table; the payment schemas check each wallet address against its network's
 * address format (./wallet-addresses).
 */

/** The address formats: every EVM chain shares Ethereum's (20 bytes, EIP-55 checksum). */
export type AddressKind = keyof typeof ADDRESS_KIND_WORDS;

export interface Network {
  networkId: number;
  /** The network's display name (the product's field name). */
  crypto: string;
  networkCode: string;
  /** The cryptos it carries. */
  currencyCodes: readonly string[];
  addressKind: AddressKind;
}

export const NETWORKS: readonly Network[] = [
  { networkId: 1, crypto: 'Bitcoin', networkCode: 'BTC', currencyCodes: ['BTC'], addressKind: 'bitcoin' },
  {
    networkId: 2,
    crypto: 'Ethereum (ERC-20)',
    networkCode: 'ERC20',
    currencyCodes: ['ETH', 'USDT', 'USDC'],
    addressKind: 'evm',
  },
  { networkId: 3, crypto: 'Tron (TRC-20)', networkCode: 'TRC20', currencyCodes: ['TRX', 'USDT'], addressKind: 'tron' },
  {
    networkId: 4,
    crypto: 'BNB Smart Chain (BEP-20)',
    networkCode: 'BEP20',
    currencyCodes: ['BNB', 'USDT', 'USDC'],
    addressKind: 'evm',
  },
  {
    networkId: 5,
    crypto: 'Solana (SPL)',
    networkCode: 'SOL',
    currencyCodes: ['SOL', 'USDT', 'USDC'],
    addressKind: 'solana',
  },
  { networkId: 6, crypto: 'Polygon PoS', networkCode: 'POLYGON', currencyCodes: ['USDT', 'USDC'], addressKind: 'evm' },
  { networkId: 7, crypto: 'XRP Ledger', networkCode: 'XRP', currencyCodes: ['XRP'], addressKind: 'xrp' },
  { networkId: 8, crypto: 'Litecoin', networkCode: 'LTC', currencyCodes: ['LTC'], addressKind: 'litecoin' },
  {
    networkId: 9,
    crypto: 'Arbitrum One',
    networkCode: 'ARBITRUM',
    currencyCodes: ['ETH', 'USDT', 'USDC'],
    addressKind: 'evm',
  },
  { networkId: 10, crypto: 'Base', networkCode: 'BASE', currencyCodes: ['ETH', 'USDC'], addressKind: 'evm' },
  {
    networkId: 11,
    crypto: 'Optimism',
    networkCode: 'OPTIMISM',
    currencyCodes: ['ETH', 'USDT', 'USDC'],
    addressKind: 'evm',
  },
  {
    networkId: 12,
    crypto: 'Avalanche C-Chain',
    networkCode: 'AVAXC',
    currencyCodes: ['USDT', 'USDC'],
    addressKind: 'evm',
  },
];

export const networkById = (networkId: number) => NETWORKS.find((network) => network.networkId === networkId);
export const networkByName = (name: string) => NETWORKS.find((network) => network.crypto === name);
