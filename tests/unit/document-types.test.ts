import { describe, expect, it } from 'vitest';
import { deflateSync } from 'node:zlib';
import { documentFault, documentName, sniffType } from '../../src/contract';
import { wholeDocumentFault } from '../../server/storage/documents';
import { JPEG, JPEG_HEADER, PDF, PNG, photoBytes } from '../helpers/fixtures';

/** A document's type comes from a parse of its header (issue 35, item 7), not from its first few bytes. */
describe('sniffType', () => {
  it('recognises a JPEG by its marker segments up to the frame header, a PNG by its IHDR chunk and CRC, a PDF by %PDF-', () => {
    expect(sniffType(JPEG_HEADER)).toBe('image/jpeg');
    expect(sniffType(PNG)).toBe('image/png');
    expect(sniffType(PDF)).toBe('application/pdf');
  });

  it.each([
    [
      'FF D8 FF then HTML',
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.from('<html><script>alert(1)</script></html>')]),
    ],
    [
      'FF D8 FF E0 then noise',
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('zz<html>'.repeat(40))]),
    ],
    ['a JPEG header cut before its frame header', JPEG_HEADER.subarray(0, 20)],
    [
      'a JPEG whose frame header has no components',
      Buffer.concat([JPEG_HEADER.subarray(0, 20), Buffer.from('ffc0000b0800100010000000', 'hex')]),
    ],
    [
      'a scan before any frame header',
      Buffer.concat([JPEG_HEADER.subarray(0, 20), Buffer.from('ffda000c03010002110311003f00', 'hex')]),
    ],
    [
      'the PNG signature then HTML',
      Buffer.concat([PNG.subarray(0, 8), Buffer.from('<html><body>hello there, this is no image</body></html>')]),
    ],
    [
      'a PNG whose IHDR has a wrong CRC',
      Buffer.concat([PNG.subarray(0, 29), Buffer.from([0, 0, 0, 0]), PNG.subarray(33)]),
    ],
    ['a PNG whose IHDR has a bad bit depth', Buffer.concat([PNG.subarray(0, 24), Buffer.from([3]), PNG.subarray(25)])],
    ['%PDF without a version', Buffer.from('%PDF-<html>')],
    ['HTML', Buffer.from('<!doctype html><html></html>')],
  ])('refuses %s', (_label, bytes) => {
    expect(sniffType(bytes)).toBeNull();
  });
});

describe('documentName', () => {
  it("keeps a name with its type's extension, gives one to a name without, and refuses another type's", () => {
    expect(documentName('Passport.JPEG', 'image/jpeg')).toBe('Passport.JPEG');
    expect(documentName('scan', 'image/png')).toBe('scan.png');
    expect(documentName('evil.html', 'image/png')).toBeNull();
    expect(documentName('bill.pdf.exe', 'application/pdf')).toBeNull();
    expect(documentName('photo.png', 'image/jpeg')).toBeNull();
  });
});

const HTML = Buffer.from(
  '<html><body><script>fetch("/api/v1/review/queue").then((r) => r.text()).then(alert)</script></body></html>',
);
const pdf = (body: string) => Buffer.from(`%PDF-1.7\n${body}\ntrailer <<>>\n%%EOF\n`);
const OPEN_ACTION_JS = '1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj';

/** A document is its type all the way through (issue 48): nothing after an image's end or a PDF's, nothing active in a PDF. */
describe('documentFault', () => {
  it("accepts whole documents: an encoder's JPEG, the test photos, a PNG, a PDF, a JPEG with padding or a second image after it (MPF)", () => {
    expect(documentFault(JPEG, 'image/jpeg')).toBeNull();
    expect(documentFault(photoBytes(5000), 'image/jpeg')).toBeNull();
    expect(documentFault(Buffer.concat([JPEG, Buffer.alloc(64, 0)]), 'image/jpeg')).toBeNull();
    expect(documentFault(Buffer.concat([JPEG, JPEG]), 'image/jpeg')).toBeNull();
    expect(documentFault(PNG, 'image/png')).toBeNull();
    expect(documentFault(PDF, 'application/pdf')).toBeNull();
    expect(
      documentFault(pdf('1 0 obj << /Type /Catalog /OpenAction [3 0 R /Fit] >> endobj'), 'application/pdf'),
    ).toBeNull();
    expect(wholeDocumentFault(PDF, 'application/pdf')).toBeNull();
  });

  it.each([
    ['a JPEG followed by HTML', Buffer.concat([JPEG, HTML]), 'image/jpeg'],
    ['a JPEG, a second image, then HTML', Buffer.concat([JPEG, JPEG, HTML]), 'image/jpeg'],
    ['a PNG followed by HTML', Buffer.concat([PNG, HTML]), 'image/png'],
    ['a PDF followed by HTML after %%EOF', Buffer.concat([PDF, HTML]), 'application/pdf'],
  ] as const)('refuses %s: data after the end', (_label, bytes, type) => {
    expect(sniffType(bytes)).toBe(type);
    expect(documentFault(bytes, type)).toBe('dataAfterEnd');
  });

  it.each([
    ['a JPEG cut before its end', JPEG.subarray(0, JPEG.length - 2), 'image/jpeg'],
    ['a JPEG header with no scan', JPEG_HEADER, 'image/jpeg'],
    ['a PNG cut before IEND', PNG.subarray(0, PNG.length - 12), 'image/png'],
    ['a PDF without %%EOF', Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n'), 'application/pdf'],
  ] as const)('refuses %s: not a whole document', (_label, bytes, type) => {
    expect(documentFault(bytes, type)).toBe('notADocument');
  });

  it.each([
    ['an /OpenAction running JavaScript', OPEN_ACTION_JS],
    [
      'JavaScript named with #xx escapes',
      '1 0 obj << /OpenAction << /S /J#61vaScript /#4A#53 (app.alert(1)) >> >> endobj',
    ],
    ['a launch action', '1 0 obj << /AA << /O << /S /Launch /F (cmd.exe) >> >> >> endobj'],
    ['an embedded file', '1 0 obj << /Type /EmbeddedFile /Length 0 >> stream\n\nendstream endobj'],
  ])('refuses a PDF with %s', (_label, body) => {
    expect(documentFault(pdf(body), 'application/pdf')).toBe('activePdf');
  });

  it('refuses JavaScript inside a compressed object stream on the server, and an object stream it cannot read', () => {
    const objects = deflateSync(Buffer.from(`1 0 ${OPEN_ACTION_JS.replace(/^1 0 obj | endobj$/g, '')}`));
    const objectStream = (filter: string, data: Buffer) =>
      Buffer.concat([
        Buffer.from(
          `%PDF-1.7\n2 0 obj << /Type /ObjStm /N 1 /First 4 /Filter ${filter} /Length ${data.length} >>\nstream\n`,
        ),
        data,
        Buffer.from('\nendstream\nendobj\ntrailer <<>>\n%%EOF\n'),
      ]);
    expect(documentFault(objectStream('/FlateDecode', objects), 'application/pdf')).toBeNull();
    expect(wholeDocumentFault(objectStream('/FlateDecode', objects), 'application/pdf')).toBe('activePdf');
    expect(
      wholeDocumentFault(
        objectStream('/FlateDecode', deflateSync(Buffer.from('1 0 << /Type /Page >>'))),
        'application/pdf',
      ),
    ).toBeNull();
    expect(wholeDocumentFault(objectStream('/LZWDecode', objects), 'application/pdf')).toBe('activePdf');
  });
});
