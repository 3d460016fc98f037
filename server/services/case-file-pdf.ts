/**
 * The case file as a PDF (pdf-lib), in the reviewer's language. It uses PDF's standard fonts (nothing to ship or
 * embed), which write WinAnsi: French accents are in it; a character outside it (a name in Cyrillic, Arabic, Han...)
 * is written transliterated (any-ascii), followed by the note "(transliterated)", and the ZIP's documents keep the
 * originals.
 */
import anyAscii from 'any-ascii';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { ACCOUNT_STATUS_TEXT, type ReviewSection } from '../../src/contract';
import type { CaseFile } from './case-file';

export type CaseFileLanguage = 'en' | 'fr';

const WORDS = {
  en: {
    title: 'Case file',
    account: 'Account',
    kind: { individual: 'Individual', business: 'Business' },
    customer: 'Customer',
    status: 'Status',
    submitted: 'Submitted',
    generated: 'Generated',
    by: 'by',
    asSubmitted: 'Fields as submitted',
    revisions: 'Revisions',
    noRevision: 'No revision since the first submission.',
    revisedBefore: 'Revised, as decided on',
    revisedNow: 'Revised, now on file',
    documents: 'Documents',
    noDocument: 'No document.',
    type: 'Type',
    size: 'Size',
    bytes: 'bytes',
    uploaded: 'Uploaded',
    replaced: 'Replaced',
    photoFindings: "Device's photo findings",
    none: 'none',
    mrz: 'MRZ',
    mrzNotRead: 'not read',
    mrzRead: 'read',
    mrzChecks: 'check digits',
    mrzMismatch: 'differs from what was typed',
    screening: 'Screening hits',
    noScreening: 'No screening hit.',
    decisions: 'Decisions',
    noDecision: 'No decision yet.',
    reason: 'Reason',
    steps: 'Steps to change',
    audit: 'Audit trail and chain hashes',
    chainHead: 'Chain head when generated',
    row: 'row',
    hash: 'hash',
    prev: 'previous',
    transliterated: '(transliterated)',
    page: 'Page',
    ok: 'right',
    wrong: 'wrong',
  },
  fr: {
    title: 'Dossier',
    account: 'Compte',
    kind: { individual: 'Particulier', business: 'Entreprise' },
    customer: 'Client',
    status: 'Statut',
    submitted: 'Soumis le',
    generated: 'Établi le',
    by: 'par',
    asSubmitted: 'Champs tels que soumis',
    revisions: 'Révisions',
    noRevision: 'Aucune révision depuis la première soumission.',
    revisedBefore: 'Révisé, tel que décidé le',
    revisedNow: 'Révisé, actuellement au dossier',
    documents: 'Documents',
    noDocument: 'Aucun document.',
    type: 'Type',
    size: 'Taille',
    bytes: 'octets',
    uploaded: 'Déposé le',
    replaced: 'Remplacé le',
    photoFindings: "Constats de l'appareil sur la photo",
    none: 'aucun',
    mrz: 'MRZ',
    mrzNotRead: 'non lue',
    mrzRead: 'lue',
    mrzChecks: 'chiffres de contrôle',
    mrzMismatch: 'diffère de la saisie',
    screening: 'Résultats du filtrage',
    noScreening: 'Aucun résultat de filtrage.',
    decisions: 'Décisions',
    noDecision: 'Aucune décision.',
    reason: 'Motif',
    steps: 'Étapes à modifier',
    audit: "Piste d'audit et empreintes de la chaîne",
    chainHead: 'Tête de la chaîne à la création',
    row: 'ligne',
    hash: 'empreinte',
    prev: 'précédente',
    transliterated: '(translittéré)',
    page: 'Page',
    ok: 'justes',
    wrong: 'fausses',
  },
} as const;

const DECISION_WORDS: Record<CaseFileLanguage, Record<string, string>> = {
  en: { approve: 'Approved', reject: 'Rejected', requestChanges: 'Changes requested' },
  fr: { approve: 'Approuvé', reject: 'Rejeté', requestChanges: 'Modifications demandées' },
};

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
    const out = [...text.replace(/[\t\r\n]+/g, ' ')]
      .map((char) => {
        if (known.has(char.codePointAt(0)!)) return char;
        changed = true;
        return [...anyAscii(char)].filter((c) => known.has(c.codePointAt(0)!)).join('') || '?';
      })
      .join('');
    return changed ? `${out} ${this.note}` : out;
  }

  line(text: string, options: { size?: number; font?: 'regular' | 'bold' | 'mono'; indent?: number; gap?: number } = {}) {
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
      page.drawText(`${label} ${index + 1} / ${pages.length}`, { x: PAGE.width - PAGE.margin - 60, y: PAGE.margin / 2, size: 8, font: this.fonts.regular }),
    );
  }
}

const dateTime = (language: CaseFileLanguage, at: Date | string) =>
  new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-GB', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' }).format(new Date(at)) + ' UTC';

function writeSections(out: Writer, sections: ReviewSection[]) {
  for (const section of sections) {
    const title = section.titleParams?.name ? `${section.title} - ${section.titleParams.name}` : section.title;
    out.line(title, { font: 'bold', gap: 6 });
    for (const field of section.fields) out.line(`${field.label}: ${field.value}`, { indent: 12 });
    if (section.postalAddress) out.line(section.postalAddress.join(', '), { indent: 12 });
    for (const document of section.documents) out.line(`${document.label}: ${document.name}`, { indent: 12 });
  }
}

export async function renderCaseFilePdf(caseFile: CaseFile, language: CaseFileLanguage, generated: { at: Date; by: string }) {
  const words = WORDS[language];
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
  out.line(`${words.status}: ${ACCOUNT_STATUS_TEXT[detail.statusId] ?? detail.statusText}`);
  if (detail.submittedAt) out.line(`${words.submitted}: ${dateTime(language, detail.submittedAt)}`);
  out.line(`${words.generated}: ${dateTime(language, generated.at)} ${words.by} ${generated.by}`);

  out.heading(words.asSubmitted);
  writeSections(out, caseFile.asSubmitted);

  out.heading(words.revisions);
  if (caseFile.revisions.length === 0) out.line(words.noRevision);
  for (const revision of caseFile.revisions) {
    out.line(revision.decidedBefore ? `${words.revisedBefore} ${dateTime(language, revision.decidedBefore)}` : words.revisedNow, { font: 'bold', gap: 6 });
    for (const change of revision.changes.fields) out.line(`${change.section} / ${change.label}: ${change.before} -> ${change.after}`, { indent: 12 });
    for (const change of revision.changes.documents)
      out.line(`${change.section} / ${change.label}: ${change.before?.name ?? '-'} -> ${change.after?.name ?? '-'}`, { indent: 12 });
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
        const checks = Object.entries(mrz.checks ?? {}).map(([check, right]) => `${check} ${right ? words.ok : words.wrong}`);
        const mismatches = (mrz.comparisons ?? []).filter((comparison) => comparison.matches === false).map((comparison) => comparison.field);
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
    out.line(`${hit.person}: ${hit.list} - ${hit.entry} (${hit.score.toFixed(2)}; ${hit.matchedOn.join(', ')})`, { indent: 0, gap: 4 });
    if (hit.decision) out.line(`${hit.decision.outcome}, ${hit.decision.by}, ${dateTime(language, hit.decision.at)}: ${hit.decision.reason}`, { indent: 12 });
  }

  out.heading(words.decisions);
  if (caseFile.decisions.length === 0) out.line(words.noDecision);
  for (const decision of caseFile.decisions) {
    out.line(
      `${DECISION_WORDS[language][decision.decision] ?? decision.decisionText} - ${dateTime(language, decision.decidedAt)} - ${decision.reviewerEmail}`,
      {
        font: 'bold',
        gap: 6,
      },
    );
    if (decision.reason) out.line(`${words.reason}: ${decision.reason}`, { indent: 12 });
    if (decision.affectedSteps.length) out.line(`${words.steps}: ${decision.affectedSteps.join(', ')}`, { indent: 12 });
  }

  out.heading(words.audit);
  for (const event of caseFile.audit) {
    out.line(
      `${words.row} ${event.id} - ${dateTime(language, event.at)} - ${event.actorRole}${event.actorEmail ? ` ${event.actorEmail}` : ''}: ${event.summary}`,
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
