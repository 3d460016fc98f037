import { API_BASE } from './endpoint';
import { endpoints } from './endpoints';

const escapeRegExp = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/**
 * Regex sources matching the URL paths of the reference lists (GET endpoints with `cache: 'reference'`), query
 * excluded. The service worker gets them at build time (vite.config.ts) and caches those responses offline.
 */
export const referencePathPatterns: string[] = Object.values(endpoints)
  .filter((endpoint) => endpoint.method === 'GET' && 'cache' in endpoint && endpoint.cache === 'reference')
  .map((endpoint) => `^${escapeRegExp(API_BASE + endpoint.path).replace(/\{\w+\}/g, '[^/]+')}$`);
