import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The quoted texts of a source file that read as words (two or more), as written, comments left out. */
function texts(file: string): string[] {
  const source = readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');
  return [...source.matchAll(/'((?:[^'\\\n]|\\.)+)'|"((?:[^"\\\n]|\\.)+)"/g)]
    .map((match) => match[1] ?? match[2])
    .filter((text) => /^[A-Z][a-z]+ [a-z]/.test(text));
}
const filesOf = (dir: string) =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.ts'))
    .map((name) => join(dir, name));

// The mails (server/mail/templates.ts) keep their own texts in both languages: the server imports only the contract from
// src/. Where a mail names what a screen names, a test keeps them equal (payment-names.test.ts).
describe('English texts', () => {
  it('are written once: the English catalogue imports what the contract already says instead of copying it', () => {
    const elsewhere = new Map<string, string>();
    for (const file of filesOf('src/contract')) for (const text of texts(file)) elsewhere.set(text, file);
    const copies = filesOf('src/app/locales/en').flatMap((file) =>
      texts(file)
        .filter((text) => elsewhere.has(text))
        .map((text) => `${file}: '${text}' (also in ${elsewhere.get(text)})`),
    );
    expect(copies).toEqual([]);
  });
});
