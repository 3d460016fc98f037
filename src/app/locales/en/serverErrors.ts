import { NETWORK_ERROR_MESSAGE } from '@/contract/client';
import { SERVER_MESSAGES, SERVER_PLURAL_MESSAGES } from '@/contract/message-texts';

type PluralForms = { one: string; other: string };
/** A plural message's forms as one ICU plural on count: '{count, plural, one {…} other {…}}'. */
type PluralText<Forms extends PluralForms> = `{count, plural, one {${Forms['one']}} other {${Forms['other']}}}`;
const pluralText = <Forms extends PluralForms>({ one, other }: Forms) =>
  `{count, plural, one {${one}} other {${other}}}` as PluralText<Forms>;

type PluralMessages = typeof SERVER_PLURAL_MESSAGES;
/** The plural messages, each one ICU plural by its id: tooManySignIns. */
const plurals = Object.fromEntries(
  Object.entries(SERVER_PLURAL_MESSAGES).map(([id, forms]) => [id, pluralText(forms)]),
) as {
  [K in keyof PluralMessages]: PluralText<PluralMessages[K]>;
};

/** The server's refusals by message id (the contract's English texts), and the client's own connection failure. */
export const serverErrors = {
  ...SERVER_MESSAGES,
  ...plurals,
  network: NETWORK_ERROR_MESSAGE,
};
