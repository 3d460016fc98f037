/**
 * The address codecs behind the contract's wallet address checks (see ./field-checks): importing this module turns
 * them on. Not in the contract's barrel, so that only screens with a wallet field download the codecs (~10 KB gzip).
 * The encodings come from maintained libraries: viem (EIP-55 checksums) and @scure/base (base58, base58check, bech32,
 * bech32m); what this module adds is each network's version bytes and lengths.
 */
import { base58, base58xrp, bech32, bech32m, createBase58check } from '@scure/base';
import { isAddress, sha256 } from 'viem';
import { provideFieldCheck } from './field-checks';
import type { AddressKind } from './networks';

const sha256Bytes = (data: Uint8Array) => sha256(data, 'bytes');
const base58check = createBase58check(sha256Bytes);

const attempt = <T>(decode: () => T): T | null => {
  try {
    return decode();
  } catch {
    return null;
  }
};

/** EIP-55: a mixed-case address must carry its checksum; all-lower or all-upper hex is an unchecksummed address. */
function isEvmAddress(address: string) {
  if (!/^0x/.test(address)) return false;
  const hex = address.slice(2);
  if (hex === hex.toUpperCase()) return isAddress(`0x${hex.toLowerCase()}`, { strict: true });
  return isAddress(address, { strict: true });
}

/** A base58check payload: its version byte and the 20-byte hash behind it. */
function base58Version(address: string) {
  const bytes = attempt(() => base58check.decode(address));
  return bytes?.length === 21 ? bytes[0] : null;
}

/** BIP-173/350 segwit addresses: v0 in bech32 with a 20 or 32-byte program, v1 to v16 in bech32m with 2 to 40 bytes. */
function isSegwitAddress(address: string, prefix: string) {
  if (!address.toLowerCase().startsWith(`${prefix}1`)) return false;
  const v0 = attempt(() => bech32.decode(address as `${string}1${string}`));
  if (v0 && v0.prefix === prefix && v0.words[0] === 0) {
    const program = attempt(() => bech32.fromWords(v0.words.slice(1)));
    return program?.length === 20 || program?.length === 32;
  }
  const v1 = attempt(() => bech32m.decode(address as `${string}1${string}`));
  if (!v1 || v1.prefix !== prefix || v1.words[0] < 1 || v1.words[0] > 16) return false;
  const program = attempt(() => bech32m.fromWords(v1.words.slice(1)));
  return !!program && program.length >= 2 && program.length <= 40 && (v1.words[0] !== 1 || program.length === 32);
}

/** XRP Ledger classic address: its own base58 alphabet, version 0, 20 bytes, double-SHA-256 checksum. */
function isXrpAddress(address: string) {
  const bytes = attempt(() => base58xrp.decode(address));
  if (bytes?.length !== 25 || bytes[0] !== 0) return false;
  const checksum = sha256Bytes(sha256Bytes(bytes.subarray(0, 21))).subarray(0, 4);
  return checksum.every((byte, index) => byte === bytes[21 + index]);
}

/** Bitcoin P2PKH 0x00, P2SH 0x05; Litecoin L 0x30, M 0x32 (its legacy 3-addresses, Bitcoin's 0x05, are refused); Tron 0x41. */
const KIND_TESTS: Record<AddressKind, (address: string) => boolean> = {
  evm: isEvmAddress,
  bitcoin: (address) => [0x00, 0x05].includes(base58Version(address) ?? -1) || isSegwitAddress(address, 'bc'),
  litecoin: (address) => [0x30, 0x32].includes(base58Version(address) ?? -1) || isSegwitAddress(address, 'ltc'),
  tron: (address) => base58Version(address) === 0x41,
  // Solana addresses are bare ed25519 public keys: 32 bytes, no checksum to test.
  solana: (address) => attempt(() => base58.decode(address))?.length === 32,
  xrp: isXrpAddress,
};

export function walletAddressKinds(address: string): AddressKind[] {
  return (Object.keys(KIND_TESTS) as AddressKind[]).filter((kind) => KIND_TESTS[kind](address));
}

provideFieldCheck('walletAddressKinds', walletAddressKinds);
