import * as v from 'valibot';
import type { ValidationSubject } from '../messages';
import { fieldCheck } from '../field-checks';
import { networkById } from '../networks';
import { choose, say } from '../validation';

/* What a payment request and a payment method share: a currency code, and the check of a wallet address for its network. */

/** `what` names the picker as its label does ('the amount currency'). */
export const currencyCode = (what: ValidationSubject) =>
  v.pipe(
    v.string(choose(what)),
    v.trim(),
    v.nonEmpty(choose(what)),
    v.regex(/^[A-Za-z0-9]{2,10}$/, choose(what)),
    v.toUpperCase(),
  );

/** Why an address cannot receive on a network, naming the network (and the network it belongs to, if any). */
export function walletAddressIssue(networkId?: number, address?: string) {
  const network = networkId === undefined ? undefined : networkById(networkId);
  if (!network || !address) return null; // the network field carries its own message
  const kinds = fieldCheck('walletAddressKinds')(address);
  if (kinds.includes(network.addressKind)) return null;
  const name = network.crypto;
  if (kinds.length > 0)
    return say('walletAddressOfOtherKind', { found: kinds[0], network: name, expected: network.addressKind });
  return say(network.addressKind === 'evm' ? 'invalidEvmAddress' : 'invalidWalletAddress', { network: name });
}
