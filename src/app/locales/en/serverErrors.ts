import { SERVER_MESSAGES, SERVER_PLURAL_MESSAGES } from '@/contract/messages';

type PluralMessages = typeof SERVER_PLURAL_MESSAGES;
/** The plural messages as i18next's plural keys: tooManySignIns_one, tooManySignIns_other. */
const pluralForms = Object.fromEntries(
  Object.entries(SERVER_PLURAL_MESSAGES).flatMap(([id, forms]) => Object.entries(forms).map(([form, text]) => [`${id}_${form}`, text])),
) as { [K in keyof PluralMessages as `${K}_${keyof PluralMessages[K] & string}`]: PluralMessages[K][keyof PluralMessages[K]] };

/** The server's refusals by message id (the contract's English texts), and the client's own connection failure. */
export const serverErrors = {
  ...SERVER_MESSAGES,
  ...pluralForms,
  network: 'The server could not be reached. Check your connection and try again.',
};
