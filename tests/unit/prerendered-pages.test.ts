import { describe, expect, it } from 'vitest';
import { pageLanguageOf, prerenderedPageFile } from '../../src/contract/prerendered-pages';

describe('the language and file of a prerendered page', () => {
  it("is the first of the browser's languages the pages are drawn in, English without one", () => {
    expect(pageLanguageOf(['fr-FR', 'fr;q=0.9', 'en;q=0.8'])).toBe('fr');
    expect(pageLanguageOf(['de-DE', ' FR;q=0.8'])).toBe('fr');
    expect(pageLanguageOf(['en-GB', 'fr'])).toBe('en');
    expect(pageLanguageOf(['de', 'es'])).toBe('en');
    expect(pageLanguageOf([])).toBe('en');
  });

  it('is index.html for the login page and <path>.<language>.html beside English', () => {
    expect(prerenderedPageFile('/', 'en')).toBe('index.html');
    expect(prerenderedPageFile('/', 'fr')).toBe('index.fr.html');
    expect(prerenderedPageFile('/register', 'en')).toBe('register.html');
    expect(prerenderedPageFile('/new-password', 'fr')).toBe('new-password.fr.html');
  });
});
