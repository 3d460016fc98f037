import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { importList } from '../../server/screening/import-list';
import { KNOWN_ENTRIES } from '../../server/screening/synthetic-list';
import { createTestApp, signUp, type TestApp } from '../helpers/app';
import {
  decideAccount,
  identityStep,
  PDF,
  PNG,
  referenceIds,
  saveStep,
  signedInReviewer,
  submitOtherInfo,
  submittedKyc,
  type Customer,
  type ReferenceIds,
  type Reviewer,
} from '../helpers/fixtures';

/** Issue 49 item 5: the case file a reviewer hands an examiner, as a PDF and a ZIP of the documents. */

let app: TestApp;
let ids: ReferenceIds;
let reviewer: Reviewer;
let customer: Customer;
let accountId: number;
let dir: string;

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const download = (token: string, format: string, id = accountId, language?: string) =>
  app.request(`/review/caseFiles/${id}/${format}`, { token, headers: language ? { 'accept-language': language } : {} });

/** The PDF's text as pdftotext reads it, after pdftoppm rendered its first page (it opens). */
function pdfText(bytes: Uint8Array) {
  const file = join(dir, `case-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, bytes);
  execFileSync('pdftoppm', ['-png', '-r', '30', '-f', '1', '-l', '1', file, `${file}-page`]);
  expect(
    readdirSync(dir).some((name) => name.startsWith(`${file.split('/').at(-1)}-page`) && name.endsWith('.png')),
  ).toBe(true);
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-']).toString('utf8');
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'case-file-'));
  app = await createTestApp();
  ids = await referenceIds(app);
  reviewer = await signedInReviewer(app);
  customer = await signUp(app);
  accountId = await submittedKyc(app, customer, ids, { firstName: 'Éloïse', lastName: 'Дмитриева' });
  await decideAccount(app, reviewer, {
    accountId,
    decision: 'requestChanges',
    reason: 'Write your last name as in the passport',
    affectedSteps: ['identity'],
  });
  await saveStep(
    app,
    customer,
    'saveOrUpdateCustomerIdentity',
    identityStep(ids, accountId, customer.email, { firstName: 'Éloïse', lastName: 'Okafor' }),
  );
  await submitOtherInfo(app, customer, ids, accountId);
  await decideAccount(app, reviewer, { accountId, decision: 'reject', reason: 'The passport is expired' });
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the case file', () => {
  it('is a PDF that opens and names the fields as submitted and revised, the documents with their hashes, the decisions and the chain', async () => {
    const response = await download(reviewer.token, 'pdf');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain(`case-${accountId}-`);
    const text = pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain(`Case file - Account ${accountId}`);
    expect(text).toContain('Éloïse');
    // A name outside the standard fonts' characters is written transliterated, and said so.
    expect(text).toContain('Dmitrieva (transliterated)');
    expect(text).toMatch(/Last name: Dmitrieva \(transliterated\)|Dmitrieva -> Okafor/);
    expect(text).toContain('Okafor');
    for (const bytes of [PNG, PDF]) expect(text).toContain(sha256(bytes));
    expect(text).toContain('passport.png');
    expect(text).toContain('utility-bill.pdf');
    expect(text).toContain('Rejected');
    expect(text).toContain('The passport is expired');
    expect(text).toContain('Changes requested');
    expect(text).toContain(reviewer.email);
    expect(text).toContain('No screening hit.');
    const rows = await app.deps.db
      .selectFrom('audit_events')
      .select(['hash'])
      .where('subject_id', '=', String(accountId))
      .execute();
    for (const row of rows.slice(0, -1)) expect(text).toContain(row.hash);
  });

  it("is written in the reviewer's language: the stored one, or the app's (Accept-Language)", async () => {
    await app.deps.db.updateTable('users').set({ language: 'fr' }).where('email', '=', reviewer.email).execute();
    try {
      const text = pdfText(new Uint8Array(await (await download(reviewer.token, 'pdf')).arrayBuffer()));
      expect(text).toContain(`Dossier - Compte ${accountId}`);
      expect(text).toContain('Statut: Refusé');
      expect(text).toContain('Refusé - ');
      expect(text).toContain('Décisions');
      expect(text).toContain("Piste d'audit et empreintes de la chaîne");
      // The fields' labels, the steps, the sections and the values the back office words are French too.
      expect(text).toContain('Prénom: Éloïse');
      expect(text).toContain("Informations d'identité du client");
      expect(text).toContain('Personne politiquement exposée (PPE): Non');
      expect(text).toContain('Nationalité: Nigeria');
      expect(text).toContain('Date de naissance: 12 avr. 1990');
      expect(text).toContain("Pièce d'identité: passport.png");
      // The reference lists' items as the app's catalogue names them.
      expect(text).toContain("Type de pièce d'identité: Passeport");
      expect(text).toContain('Volume des transactions: 1 000 $ - 5 000 $');
      expect(text).toContain('Fréquence des transactions: Toutes les semaines');
      expect(text).toContain("Étapes à modifier: Informations d'identité du client");
      // The audit rows in words too (describeEvent, as the back office's trail words them).
      expect(text.replace(/\s+/g, ' ')).toContain('Refusé (En attente -> Refusé) : The passport is expired');
      expect(text).toContain('Dossier téléchargé (PDF)');
      expect(
        text.match(
          /.{0,40}(First name|Date of birth|Nationality|Customer Identity Information|Identity document|Rejected|International passport|Weekly).{0,40}/g,
        ),
      ).toBeNull();
      // The app's language wins over the stored one.
      const english = pdfText(
        new Uint8Array(await (await download(reviewer.token, 'pdf', accountId, 'en-GB,en;q=0.8')).arrayBuffer()),
      );
      expect(english).toContain(`Case file - Account ${accountId}`);
      expect(english).toContain('First name: Éloïse');
      expect(english).toContain('Date of birth: 12 Apr 1990');
      // The trail's arrow is written '->', not marked as transliterated.
      expect(english.replace(/\s+/g, ' ')).toMatch(
        /Rejected \(Pending -> Rejected\): The passport is expired (?!\(transliterated\))/,
      );
    } finally {
      await app.deps.db.updateTable('users').set({ language: 'en' }).where('email', '=', reviewer.email).execute();
    }
    const french = pdfText(
      new Uint8Array(await (await download(reviewer.token, 'pdf', accountId, 'fr-FR,fr;q=0.9')).arrayBuffer()),
    );
    expect(french).toContain('Prénom: Éloïse');
    // A French date's narrow spaces are written as spaces, not marked transliterated (as the Cyrillic name is).
    expect(french).toContain('Dmitrieva (translittéré)');
    expect(french).toMatch(/Établi le: [^\n(]+ UTC par reviewer@payway\.example\n/);
    expect(french).toMatch(/Date de naissance: 12 avr\. 1990\n/);
  });

  it("words a screening hit's verdict, in English and in French", async () => {
    await importList(app.deps.db, app.deps.jobs, {
      name: 'synthetic',
      format: 'ftm',
      version: '2026-12-01',
      entries: KNOWN_ENTRIES,
    });
    await app.jobsDone();
    const listed = await signUp(app);
    const listedId = await submittedKyc(app, listed, ids, {
      firstName: 'Viktor',
      lastName: 'Orlesky',
      dob: '1961-04-12',
    });
    const hits = await app.deps.db
      .selectFrom('screening_hits')
      .select('id')
      .where('account_id', '=', listedId)
      .execute();
    expect(hits.length).toBeGreaterThan(0);
    for (const hit of hits)
      expect(
        (
          await app.request('/review/screeningHit', {
            method: 'POST',
            token: reviewer.token,
            json: { hitId: hit.id, decision: 'falseMatch', reason: 'Another passport' },
          })
        ).status,
      ).toBe(200);
    const english = pdfText(
      new Uint8Array(await (await download(reviewer.token, 'pdf', listedId, 'en')).arrayBuffer()),
    ).replace(/\s+/g, ' ');
    expect(english).toContain('Customer: Viktor Orlesky - False match');
    expect(english).toContain('List entry: Viktor Drakonov Orlesky [synthetic-known-1], synthetic 2026-12-01');
    expect(english).toContain('same date of birth (1961-04-12)');
    expect(english).toMatch(new RegExp(`False match - ${reviewer.email.replace(/\./g, '\\.')} - .*: Another passport`));
    expect(english).not.toContain('falseMatch');
    const french = pdfText(
      new Uint8Array(await (await download(reviewer.token, 'pdf', listedId, 'fr')).arrayBuffer()),
    ).replace(/\s+/g, ' ');
    expect(french).toContain('Client: Viktor Orlesky - Fausse correspondance');
    expect(french).toContain('Entrée de la liste: Viktor Drakonov Orlesky [synthetic-known-1]');
    expect(french).toContain('même date de naissance (1961-04-12)');
    expect(french).toContain('Ce qui correspond: nom « ');
    expect(french).not.toMatch(/falseMatch|False match|List entry/);
  });

  it('has a ZIP holding the documents themselves and their hashes', async () => {
    const response = await download(reviewer.token, 'zip');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const named = (suffix: string) => Object.keys(files).find((name) => /^0[12]-/.test(name) && name.endsWith(suffix))!;
    expect(Object.keys(files)).toHaveLength(3);
    expect(Buffer.from(files[named('passport.png')])).toEqual(PNG);
    expect(Buffer.from(files[named('utility-bill.pdf')])).toEqual(PDF);
    expect(new TextDecoder().decode(files.SHA256SUMS)).toContain(`${sha256(PNG)}  ${named('passport.png')}`);
  });

  it('audits each download, and is for reviewers only', async () => {
    const downloads = await app.deps.db
      .selectFrom('audit_events')
      .select(['actor_email', 'details'])
      .where('subject_id', '=', String(accountId))
      .where('action', '=', 'case_file_downloaded')
      .execute();
    expect(downloads.map((row) => [row.actor_email, row.details.format])).toEqual([
      [reviewer.email, 'pdf'],
      [reviewer.email, 'pdf'],
      [reviewer.email, 'pdf'],
      [reviewer.email, 'pdf'],
      [reviewer.email, 'zip'],
    ]);
    expect((await download(customer.token, 'pdf')).status).toBe(403);
    expect((await download(reviewer.token, 'docx')).status).toBe(404);
    expect((await download(reviewer.token, 'pdf', 999999)).status).toBe(404);
  });
});
