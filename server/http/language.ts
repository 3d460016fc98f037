import type { Context } from 'hono';
import { isMailLanguage, type MailLanguage } from '../mail/templates';
import { pageLanguageOf, type PageLanguage } from '../../src/contract/prerendered-pages';

/**
 * The language the request's Accept-Language puts first, when it is one mails are written in: the app sends the
 * user's chosen language on every call. Null without one (API clients), so a user's stored language stays.
 */
export function requestLanguage(c: Context): MailLanguage | null {
  const first = c.req.header('accept-language')?.split(',')[0]?.split(';')[0]?.trim().split('-')[0]?.toLowerCase();
  return isMailLanguage(first) ? first : null;
}

/** The language a prerendered page is served in: the first of the request's Accept-Language tags it is drawn in. */
export const pageLanguage = (c: Context): PageLanguage =>
  pageLanguageOf(c.req.header('accept-language')?.split(',') ?? []);
