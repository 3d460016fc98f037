import type { Context } from 'hono';
import { isMailLanguage, type MailLanguage } from '../mail/templates';

/**
 * The language the request's Accept-Language puts first, when it is one mails are written in: the app sends the
 * user's chosen language on every call. Null without one (API clients), so a user's stored language stays.
 */
export function requestLanguage(c: Context): MailLanguage | null {
  const first = c.req.header('accept-language')?.split(',')[0]?.split(';')[0]?.trim().split('-')[0]?.toLowerCase();
  return isMailLanguage(first) ? first : null;
}

/**
 * The language a prerendered page is served in: the first of the request's Accept-Language tags the app speaks, as
 * the app itself picks one from the browser's languages (src/app/i18n.ts, deviceLanguage); English without one.
 */
export function pageLanguage(c: Context): MailLanguage {
  const tags = c.req.header('accept-language')?.split(',') ?? [];
  return tags.map((tag) => tag.split(';')[0]?.trim().split('-')[0]?.toLowerCase()).find(isMailLanguage) ?? 'en';
}
