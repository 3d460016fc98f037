import type { FirstScreensCatalogue } from '../en';
import { firstScreenValidation, someTexts } from '../first-screens';
import { language } from './language';
import { common } from './common';
import { serverErrors } from './serverErrors';
import { auth } from './auth';
import { legal } from './legal';
import { pickers } from './pickers';
import { errorPages } from './errorPages';
import { frame } from './frame';
import { validation } from './validation';

/** The French texts of the signed-out screens (see ../en/index.ts). French plurals have the branches one (0 and 1), many (millions) and other. */
export const fr: FirstScreensCatalogue = {
  language,
  common,
  serverErrors: someTexts(serverErrors, ['network', 'generic']),
  auth,
  legal,
  pickers,
  errorPages,
  frame: someTexts(frame, ['close', 'sessionEnded', 'draftsOfOldPasswordRemoved']),
  validation: firstScreenValidation(validation),
};
