import { serverErrors } from './serverErrors';
import { validation } from './validation';

/**
 * Every refusal text: the server's refusals and the contract's validation messages. Loaded before a refusal from the
 * server is shown, with the other screens, and once the first screen is idle (src/app/i18n.ts); the first screens'
 * part holds only what they show without a server's answer.
 */
export const enRefusals = { serverErrors, validation };
