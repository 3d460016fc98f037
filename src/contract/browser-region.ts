/**
 * The regions a browser's language tags name, in its order of preference: ['FR'] for fr-FR, ['CI', 'FR'] for
 * fr-CI then fr-FR; none for a bare 'fr', which says a language and not where its speaker lives.
 */
export function regionsOfLanguages(tags: readonly string[]): string[] {
  return tags.flatMap((tag) => {
    try {
      const region = new Intl.Locale(tag.split(';')[0]!.trim()).region;
      return region && /^[A-Z]{2}$/.test(region) ? [region] : [];
    } catch {
      return []; // not a language tag
    }
  });
}

/** The browser's regions (none where there is no browser: the build drawing a page). */
export const browserRegions = () =>
  typeof navigator === 'undefined' ? [] : regionsOfLanguages(navigator.languages ?? [navigator.language]);
