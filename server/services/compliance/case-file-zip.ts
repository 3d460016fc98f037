import { zipSync } from 'fflate';
import type { CaseFile } from './case-file';

/**
 * The case file's documents as a ZIP (fflate), each under its number and name, with SHA256SUMS beside them (what
 * `sha256sum -c SHA256SUMS` checks; the same hashes as the PDF). Stored, not compressed: JPEG, PNG and PDF are.
 */
export function caseFileZip(caseFile: CaseFile) {
  const names = caseFile.documents.map(
    (document, index) =>
      `${String(index + 1).padStart(2, '0')}-${document.name.replace(/[\\/:*?"<>|\x00-\x1f]/g, '_')}`,
  );
  const entries: Record<string, [Uint8Array, { level: 0 }]> = {};
  caseFile.documents.forEach((document, index) => (entries[names[index]] = [document.content, { level: 0 }]));
  const sums = caseFile.documents.map((document, index) => `${document.sha256}  ${names[index]}\n`).join('');
  entries.SHA256SUMS = [new TextEncoder().encode(sums), { level: 0 }];
  return zipSync(entries);
}
