import { SERVER_MESSAGES } from '@/contract/messages';

/** The server's refusals by message id (the contract's English texts), and the client's own connection failure. */
export const serverErrors = {
  ...SERVER_MESSAGES,
  network: 'The server could not be reached. Check your connection and try again.',
};
