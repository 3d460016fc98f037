import type { Db } from '../../db';

const BROWSERS: Array<[RegExp, string]> = [
  [/Edg\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/(?:Headless)?Chrome\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari/, 'Safari'],
];
const SYSTEMS: Array<[RegExp, string]> = [
  [/Windows/, 'Windows'],
  [/Android/, 'Android'],
  [/iPhone|iPad/, 'iOS'],
  [/Mac OS X/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** The browser ('Chrome 131') and system ('Linux') a User-Agent header names, each null when it names none known. */
export function describeDevice(userAgent: string | null) {
  const browser =
    BROWSERS.map(([pattern, name]) => {
      const match = userAgent ? pattern.exec(userAgent) : null;
      return match ? `${name} ${match[1]}` : null;
    }).find(Boolean) ?? null;
  const system = (userAgent && SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1]) || null;
  return { browser, system };
}

/** 'Chrome 131 on Linux' from a User-Agent header; the raw header (cut short) when it names nothing known. */
export function describeBrowser(userAgent: string | null) {
  if (!userAgent) return 'Unknown browser';
  const { browser, system } = describeDevice(userAgent);
  if (!browser) return userAgent.slice(0, 60);
  return system ? `${browser} on ${system}` : browser;
}

/** The latest sign-ins of a user, from login_events (written by every sign-in attempt on a known email). */
export async function recentSignIns(db: Db, userId: string, limit = 20) {
  const rows = await db
    .selectFrom('login_events')
    .select(['created_at', 'user_agent', 'ip', 'succeeded'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    time: row.created_at.toISOString(),
    browser: describeBrowser(row.user_agent),
    // The same in parts, for the page to say in its language ('Chrome 131 sous Linux'); null without a header.
    device: row.user_agent ? describeDevice(row.user_agent) : null,
    ip: row.ip ?? 'Unknown',
    succeeded: row.succeeded,
  }));
}
