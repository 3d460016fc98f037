import { describe, expect, it } from 'vitest';
import { documentName, sniffType } from '../../src/contract';
import { JPEG_HEADER, PDF, PNG } from '../helpers/fixtures';

/** A document's type comes from a parse of its header (issue 35, item 7), not from its first few bytes. */
describe('sniffType', () => {
  it('recognises a JPEG by its marker segments up to the frame header, a PNG by its IHDR chunk and CRC, a PDF by %PDF-', () => {
    expect(sniffType(JPEG_HEADER)).toBe('image/jpeg');
    expect(sniffType(PNG)).toBe('image/png');
    expect(sniffType(PDF)).toBe('application/pdf');
  });

  it.each([
    ['FF D8 FF then HTML', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.from('<html><script>alert(1)</script></html>')])],
    ['FF D8 FF E0 then noise', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('zz<html>'.repeat(40))])],
    ['a JPEG header cut before its frame header', JPEG_HEADER.subarray(0, 20)],
    ['a JPEG whose frame header has no components', Buffer.concat([JPEG_HEADER.subarray(0, 20), Buffer.from('ffc0000b0800100010000000', 'hex')])],
    ['a scan before any frame header', Buffer.concat([JPEG_HEADER.subarray(0, 20), Buffer.from('ffda000c03010002110311003f00', 'hex')])],
    ['the PNG signature then HTML', Buffer.concat([PNG.subarray(0, 8), Buffer.from('<html><body>hello there, this is no image</body></html>')])],
    ['a PNG whose IHDR has a wrong CRC', Buffer.concat([PNG.subarray(0, 29), Buffer.from([0, 0, 0, 0]), PNG.subarray(33)])],
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
