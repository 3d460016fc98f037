import type { Locator, Page } from 'playwright-core';
import { choose } from './pages';
import type { Place } from '../helpers/fixtures';

/*
 * Interaction to Next Paint, as Core Web Vitals measure it: the browser's Event Timing entries (durationThreshold 16)
 * with an interactionId, one interaction being a key press (keydown, keypress, input, keyup) or a tap or click
 * (pointerdown ... click), its duration the longest of its events' (input delay, handlers and the next paint). Used by
 * `npm run bench -- web` (INP per form at 4x CPU beside its budget).
 */

export interface Interaction {
  /** The event type that lasted longest: 'keydown', 'pointerdown', 'click'... */
  type: string;
  duration: number;
  /** What was typed into or tapped, in words: 'keydown in "First Name"', 'pointerup on option "Nigeria"'. */
  target: string;
}

/** Keeps every interaction's longest event in `window.benchInteractions`. */
const OBSERVE_INTERACTIONS = () => {
  const byId = new Map<number, { type: string; duration: number; target: string }>();
  (window as unknown as { benchInteractions: typeof byId }).benchInteractions = byId;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEventTiming & { interactionId: number }>) {
      if (!entry.interactionId) continue;
      const known = byId.get(entry.interactionId);
      if (known && entry.duration <= known.duration) continue;
      // What was typed into or tapped, in words (no named helper: the bundler of the bench would name it with a global).
      const element = entry.target instanceof HTMLElement ? entry.target : null;
      const option = element?.closest('[role=option]');
      const label =
        element &&
        ((element as HTMLInputElement).labels?.[0]?.textContent ??
          element.getAttribute('aria-label') ??
          element.closest('button')?.textContent);
      const target = !element
        ? 'a removed element'
        : option
          ? `option "${option.textContent?.trim().slice(0, 30)}"`
          : label
            ? `"${label
                .replace(/\s*\*$/, '')
                .trim()
                .slice(0, 40)}"`
            : element.tagName.toLowerCase();
      byId.set(entry.interactionId, { type: entry.name, duration: entry.duration, target });
    }
  }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
};

/**
 * Starts observing the page's interactions (once the app has started: an observer installed by an init script saw
 * none of the app's events in Chromium 156).
 */
export const observeInteractions = (page: Page) => page.evaluate(OBSERVE_INTERACTIONS);

/** The interactions seen since the last call (after the last one's paint was reported), and forgets them. */
export async function takeInteractions(page: Page): Promise<Interaction[]> {
  // Event Timing entries are reported after the paint that ends them.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 300))));
  return page.evaluate(() => {
    const byId = (window as unknown as { benchInteractions: Map<number, Interaction> }).benchInteractions;
    const taken = [...byId.values()].map(({ type, duration, target }) => ({
      type,
      duration,
      target: `${type} on ${target}`,
    }));
    byId.clear();
    return taken;
  });
}

/**
 * INP of a set of interactions as Chromium's web-vitals computes it: the longest, leaving out one for every 50
 * interactions (the 98th percentile of a long visit). Interactions under 16 ms are not reported: 0 when none was.
 */
export function inp(interactions: Interaction[]) {
  const sorted = [...interactions].sort((a, b) => b.duration - a.duration);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length / 50))]?.duration ?? 0;
}

/** The slowest interactions, in words: 'pointerdown on "Country of Residence" 312 ms; ...'. */
export const slowest = (interactions: Interaction[], count = 3) =>
  [...interactions]
    .sort((a, b) => b.duration - a.duration)
    .slice(0, count)
    .map(({ target, duration }) => `${target} ${Math.round(duration)} ms`)
    .join('; ');

/** A customer typing on a phone: a key every 80 ms rather than all at once. */
export const KEY_DELAY_MS = 80;

/** Types into a field as a person does, a key at a time (what it held is selected first, and so replaced). */
export async function typeInto(field: Locator, text: string) {
  await field.scrollIntoViewIfNeeded();
  await field.click();
  await field.press('ControlOrMeta+A');
  await field.pressSequentially(text, { delay: KEY_DELAY_MS });
}

/** Opens a long list, scrolls it, searches it and taps the option: the pickers' heaviest use. */
export async function pickFromLongList(scope: Page | Locator, label: string, search: string, option: string | RegExp) {
  const page = 'page' in scope ? scope.page() : scope;
  const input = scope.getByRole('combobox', { name: label, exact: true });
  await input.evaluate((field) => field.scrollIntoView({ block: 'center' }));
  await input.click();
  await page.getByRole('listbox').waitFor();
  await page.mouse.wheel(0, 400);
  await input.pressSequentially(search, { delay: KEY_DELAY_MS });
  await page.getByRole('option', { name: option }).first().click();
}

/**
 * KYC step 1 (identity) as a customer fills it: names and address typed, the country of residence, state and city
 * picked from their lists by typing part of the name, then the nationality. The page is on the step, ready.
 */
export async function walkKycIdentity(page: Page, place: Place) {
  await typeInto(page.getByLabel('First Name'), 'Adaeze');
  await typeInto(page.getByLabel('Last Name'), 'Okonkwo-Obi');
  await typeInto(page.getByRole('textbox', { name: 'Phone Number' }), '8031234567');
  await pickFromLongList(page, 'Country of Residence', 'Nige', 'Nigeria');
  await choose(page, 'State of Residence', place.stateName, place.stateName.slice(0, 4));
  await choose(page, 'City of Residence', place.cityName, place.cityName.slice(0, 4));
  await typeInto(page.getByLabel('Postal Code'), '100001');
  await typeInto(page.getByLabel('Street Address'), '12 Marina Road, Lagos Island');
  await pickFromLongList(page, 'Nationality', 'Nig', 'Nigeria');
}
