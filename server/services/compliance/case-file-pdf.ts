/**
 * The case file as a PDF (pdf-lib), in the reviewer's language. It uses PDF's standard fonts (nothing to ship or
 * embed), which write WinAnsi: French accents are in it; a character outside it (a name in Cyrillic, Arabic, Han...)
 * is written transliterated (any-ascii), followed by the note "(transliterated)", and the ZIP's documents keep the
 * originals.
 */
import anyAscii from 'any-ascii';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import {
  CRYPTO_DECIMALS,
  PAYMENT_FORM_KIND_INFO,
  REVIEW_STEPS,
  statusKind,
  type ReviewDocumentChange,
  type ReviewFieldChange,
  type ReviewFieldValue,
  type ReviewSection,
  type ReviewStepKey,
} from '../../../src/contract';
import { fillIn } from '../../../src/contract/review-labels';
import type { NamedList } from '../../mail/case-file-list-names';
import { CASE_FILE_TEXTS } from '../../mail/case-file-texts';
import type { MailLanguage } from '../../mail/templates';
import type { CaseFile } from './case-file';

export type CaseFileLanguage = MailLanguage;

/** The words of the back office's keys in the language; the server's English for a key this version does not know. */
function namer(language: CaseFileLanguage) {
  const texts = CASE_FILE_TEXTS[language];
  const byKey = <T extends Record<string, string>>(
    table: T,
    key: string | undefined,
    english: string,
    params?: Record<string, string>,
  ) => (key && key in table ? fillIn(table[key as keyof T], params) : english);
  const date = (value: string) =>
    new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${value}T00:00:00Z`),
    );
  const listName = (list: NamedList, id: string, serverName: string) => texts.listNames[list]?.[id] ?? serverName;
  // As the app writes an amount: two decimals at least, as many as a crypto amount has.
  const amount = new Intl.NumberFormat(LOCALES[language], {
    minimumFractionDigits: 2,
    maximumFractionDigits: CRYPTO_DECIMALS,
  });
  return {
    field: (field: { key?: string; params?: Record<string, string>; label: string }) =>
      byKey(texts.fieldLabels, field.key, field.label, field.params),
    document: (document: { key?: string; label: string }) => byKey(texts.documentLabels, document.key, document.label),
    section: (section: {
      title: string;
      step?: ReviewStepKey | null;
      titleKey?: string;
      titleParams?: Record<string, string>;
    }) =>
      section.step && section.title === REVIEW_STEPS[section.step].label
        ? texts.stepNames[section.step]
        : byKey(texts.sectionTitles, section.titleKey, section.title, section.titleParams),
    /** A value from what it says (raw), as the back office words it; the server's English for what it does not word. */
    value(value: string, raw: ReviewFieldValue | undefined): string {
      const words = texts.values;
      switch (raw?.kind) {
        case 'yesNo':
          return raw.answer ? words.yes : words.no;
        case 'date':
          return date(raw.date);
        case 'dateTime':
          return dateTime(language, raw.at);
        case 'country':
          return new Intl.DisplayNames([language], { type: 'region' }).of(raw.countryCode) ?? value;
        case 'listItem':
          return listName(raw.list, String(raw.id), value);
        case 'sourceOfFunds':
          return listName('sourcesOfFunds', raw.source, value);
        case 'destination':
          return listName('destinations', raw.destination, value);
        case 'paymentForm': {
          const { paymentType, destination } = PAYMENT_FORM_KIND_INFO[raw.formKind];
          const type = listName('paymentTypes', String(paymentType), '');
          if (!type) return value;
          return raw.formKind === 'crypto_crypto' ? type : `${type} · ${listName('destinations', destination, '')}`;
        }
        case 'amount':
          return `${amount.format(raw.amount)} ${raw.currency}`;
        case 'unknownId':
          return fillIn(words.unknownId, { id: raw.id });
        case 'typedCity':
          return fillIn(words.typedCity, { city: raw.city });
        case 'bank':
          return fillIn(words.bankWithCode, { bank: raw.bank ?? words.unknownBank, bankCode: raw.bankCode });
        case 'years':
          return words.years(raw.years);
        case 'verification':
          return fillIn(words.verification, { type: words.verificationTypes[raw.type], number: raw.number });
        case 'confirmation':
          return raw.method === 'passkey'
            ? fillIn(words.passkeyOn, { deviceName: raw.deviceName ?? '' })
            : words.emailCode;
        default:
          return value; // free text, or a proper name (a state, a city, a bank)
      }
    },
  };
}

const LOCALES: Record<CaseFileLanguage, string> = { en: 'en-GB', fr: 'fr-FR' };

const PAGE = { width: 595.28, height: 841.89, margin: 48 };

/** Lays text out top to bottom over as many A4 pages as it takes. */
class Writer {
  private page!: PDFPage;
  private y = 0;
  constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: { regular: PDFFont; bold: PDFFont; mono: PDFFont },
    private readonly note: string,
  ) {
    this.newPage();
  }

  private newPage() {
    this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  /** The text in the font's characters: others transliterated, with a note after it. */
  private writable(font: PDFFont, text: string) {
    const known = new Set(font.getCharacterSet());
    let changed = false;
    // The thin and narrow no-break spaces of French typography (and Intl's dates) and the trail's arrow are not in
    // WinAnsi: plain spaces and '->', not a transliteration.
    const out = [...text.replace(/[\t\r\n\u2009\u202f]+/g, ' ').replace(/\u2192/g, '->')]
      .map((char) => {
        if (known.has(char.codePointAt(0)!)) return char;
        changed = true;
        return [...anyAscii(char)].filter((c) => known.has(c.codePointAt(0)!)).join('') || '?';
      })
      .join('');
    return changed ? `${out} ${this.note}` : out;
  }

  line(
    text: string,
    options: { size?: number; font?: 'regular' | 'bold' | 'mono'; indent?: number; gap?: number } = {},
  ) {
    const size = options.size ?? 10;
    const font = this.fonts[options.font ?? 'regular'];
    const indent = options.indent ?? 0;
    const width = PAGE.width - 2 * PAGE.margin - indent;
    const words = this.writable(font, text).split(' ');
    const lines: string[] = [];
    let current = '';
    for (const word of words) {
      const candidate = current ? `${current} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width || !current) current = candidate;
      else {
        lines.push(current);
        current = word;
      }
    }
    lines.push(current);
    this.y -= options.gap ?? 0;
    for (const text of lines) {
      if (this.y - size < PAGE.margin) this.newPage();
      this.y -= size * 1.35;
      this.page.drawText(text, { x: PAGE.margin + indent, y: this.y, size, font, color: rgb(0.1, 0.1, 0.1) });
    }
  }

  heading(text: string) {
    if (this.y < PAGE.margin + 80) this.newPage();
    this.line(text, { size: 14, font: 'bold', gap: 12 });
  }

  numberPages(label: string) {
    const pages = this.pdf.getPages();
    pages.forEach((page, index) =>
      page.drawText(`${label} ${index + 1} / ${pages.length}`, {
        x: PAGE.width - PAGE.margin - 60,
        y: PAGE.margin / 2,
        size: 8,
        font: this.fonts.regular,
      }),
    );
  }
}

const dateTime = (language: CaseFileLanguage, at: Date | string) =>
  new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(at),
  ) + ' UTC';

function writeSections(out: Writer, sections: ReviewSection[], name: ReturnType<typeof namer>) {
  for (const section of sections) {
    out.line(name.section(section), { font: 'bold', gap: 6 });
    for (const field of section.fields)
      out.line(`${name.field(field)}: ${name.value(field.value, field.raw)}`, { indent: 12 });
    if (section.postalAddress) out.line(section.postalAddress.join(', '), { indent: 12 });
    for (const document of section.documents) out.line(`${name.document(document)}: ${document.name}`, { indent: 12 });
  }
}

export async function renderCaseFilePdf(
  caseFile: CaseFile,
  language: CaseFileLanguage,
  generated: { at: Date; by: string },
) {
  const words = CASE_FILE_TEXTS[language];
  const name = namer(language);
  const pdf = await PDFDocument.create();
  const { detail } = caseFile;
  pdf.setTitle(`${words.title} - ${words.account} ${detail.subjectId}`);
  pdf.setLanguage(language === 'fr' ? 'fr-FR' : 'en-GB');
  pdf.setCreationDate(generated.at);
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    mono: await pdf.embedFont(StandardFonts.Courier),
  };
  const out = new Writer(pdf, fonts, words.transliterated);

  out.line(`${words.title} - ${words.account} ${detail.subjectId}`, { size: 18, font: 'bold' });
  out.line(`${words.kind[detail.kind === 'kyc' ? 'individual' : 'business']}: ${detail.title}`, { size: 12, gap: 4 });
  out.line(`${words.customer}: ${detail.customerEmail}`);
  out.line(`${words.status}: ${words.statuses[statusKind(detail.statusId)] ?? detail.statusText}`);
  if (detail.submittedAt) out.line(`${words.submitted}: ${dateTime(language, detail.submittedAt)}`);
  out.line(`${words.generated}: ${dateTime(language, generated.at)} ${words.by} ${generated.by}`);

  out.heading(words.asSubmitted);
  writeSections(out, caseFile.asSubmitted, name);

  out.heading(words.revisions);
  if (caseFile.revisions.length === 0) out.line(words.noRevision);
  for (const revision of caseFile.revisions) {
    out.line(
      revision.decidedBefore
        ? `${words.revisedBefore} ${dateTime(language, revision.decidedBefore)}`
        : words.revisedNow,
      { font: 'bold', gap: 6 },
    );
    const changedSection = (change: ReviewFieldChange | ReviewDocumentChange) =>
      name.section({
        title: change.section,
        step: change.sectionStep,
        titleKey: change.sectionTitleKey,
        titleParams: change.sectionTitleParams,
      });
    for (const change of revision.changes.fields)
      out.line(
        `${changedSection(change)} / ${name.field(change)}: ${name.value(change.before, change.beforeRaw)} -> ${name.value(change.after, change.afterRaw)}`,
        { indent: 12 },
      );
    for (const change of revision.changes.documents)
      out.line(
        `${changedSection(change)} / ${name.document(change)}: ${change.before?.name ?? '-'} -> ${change.after?.name ?? '-'}`,
        { indent: 12 },
      );
  }

  out.heading(words.documents);
  if (caseFile.documents.length === 0) out.line(words.noDocument);
  for (const document of caseFile.documents) {
    out.line(document.name, { font: 'bold', gap: 6 });
    out.line(`${words.type}: ${document.mimeType}    ${words.size}: ${document.size} ${words.bytes}`, { indent: 12 });
    out.line(
      `${words.uploaded}: ${dateTime(language, document.createdAt)}${document.replacedAt ? `    ${words.replaced}: ${dateTime(language, document.replacedAt)}` : ''}`,
      {
        indent: 12,
      },
    );
    out.line(`SHA-256 ${document.sha256}`, { indent: 12, font: 'mono', size: 8.5 });
    const findings = document.deviceFindings ? (JSON.parse(document.deviceFindings) as string[]) : [];
    out.line(`${words.photoFindings}: ${findings.length ? findings.join(', ') : words.none}`, { indent: 12 });
    if (document.deviceMrz) {
      const mrz = JSON.parse(document.deviceMrz) as {
        status: string;
        format?: string;
        checks?: Record<string, boolean>;
        comparisons?: Array<{ field: string; matches?: boolean }>;
      };
      if (mrz.status !== 'read') out.line(`${words.mrz}: ${words.mrzNotRead}`, { indent: 12 });
      else {
        const checks = Object.entries(mrz.checks ?? {}).map(
          ([check, right]) => `${check} ${right ? words.ok : words.wrong}`,
        );
        const mismatches = (mrz.comparisons ?? [])
          .filter((comparison) => comparison.matches === false)
          .map((comparison) => comparison.field);
        out.line(
          `${words.mrz}: ${words.mrzRead} (${mrz.format}); ${words.mrzChecks}: ${checks.join(', ')}${mismatches.length ? `; ${words.mrzMismatch}: ${mismatches.join(', ')}` : ''}`,
          { indent: 12 },
        );
      }
    }
  }

  out.heading(words.screening);
  if (caseFile.screeningHits.length === 0) out.line(words.noScreening);
  for (const hit of caseFile.screeningHits) {
    const said = words.hits;
    const listed = (values: string[]) => (values.length ? values.join(', ') : words.none);
    out.line(`${said.kinds[hit.personKind]}: ${hit.person.name} - ${said.states[hit.state]}`, { font: 'bold', gap: 6 });
    out.line(`${said.entry}: ${hit.entry.caption} [${hit.entryId}], ${hit.listName} ${hit.listVersion}`, {
      indent: 12,
    });
    out.line(`${said.aliases}: ${listed(hit.entry.aliases)}`, { indent: 12 });
    out.line(`${said.programmes}: ${listed(hit.entry.programs)}`, { indent: 12 });
    out.line(`${said.score}: ${Math.round(hit.score * 100)} %`, { indent: 12 });
    const matched = [
      fillIn(said.nameMatched, {
        name: hit.reasons.matchedName,
        score: String(Math.round(hit.reasons.nameScore * 100)),
      }),
      fillIn(said.birthDate[hit.reasons.birthDate], { dates: listed(hit.entry.birthDates) }),
      fillIn(said.country[hit.reasons.country], { countries: listed(hit.entry.countries) }),
    ];
    out.line(`${said.matched}: ${matched.join(', ')}`, { indent: 12 });
    if (hit.state !== 'open' && hit.decidedAt)
      out.line(
        `${said.states[hit.state]} - ${hit.decidedBy ?? ''} - ${dateTime(language, hit.decidedAt)}: ${hit.decisionReason ?? ''}`,
        { indent: 12 },
      );
  }

  out.heading(words.decisions);
  if (caseFile.decisions.length === 0) out.line(words.noDecision);
  for (const decision of caseFile.decisions) {
    out.line(
      `${words.decisionNames[decision.decision as keyof typeof words.decisionNames] ?? decision.decisionText} - ${dateTime(language, decision.decidedAt)} - ${decision.reviewerEmail}`,
      {
        font: 'bold',
        gap: 6,
      },
    );
    if (decision.reason) out.line(`${words.reason}: ${decision.reason}`, { indent: 12 });
    if (decision.affectedSteps.length)
      out.line(`${words.steps}: ${decision.affectedSteps.map((step) => words.stepNames[step]).join(', ')}`, {
        indent: 12,
      });
  }

  out.heading(words.audit);
  for (const event of caseFile.audit) {
    out.line(
      `${words.row} ${event.id} - ${dateTime(language, event.at)} - ${event.actorRole}${event.actorEmail ? ` ${event.actorEmail}` : ''}: ${event.summary[language]}`,
      { gap: 4 },
    );
    out.line(`${words.hash} ${event.hash}`, { indent: 12, font: 'mono', size: 8 });
    out.line(`${words.prev} ${event.prevHash}`, { indent: 12, font: 'mono', size: 8 });
  }
  out.line(`${words.chainHead}: ${words.row} ${caseFile.chainHead.eventId ?? '-'}`, { font: 'bold', gap: 8 });
  out.line(caseFile.chainHead.hash, { font: 'mono', size: 8, indent: 12 });

  out.numberPages(words.page);
  return pdf.save();
}
