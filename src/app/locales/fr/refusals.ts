import type { Catalogue } from '../en';
import { serverErrors } from './serverErrors';
import { validation } from './validation';

/** Every French refusal text (see ../en/refusals.ts). */
export const frRefusals: Pick<Catalogue, 'serverErrors' | 'validation'> = { serverErrors, validation };
