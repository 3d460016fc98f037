import type { DocumentMimeType } from './accounts';

/**
 * A document is what its type says all the way through (issue 48), not only in its header (sniffType): a whole
 * image with nothing after its end, or a PDF with nothing after its last %%EOF and nothing active inside. One rule
 * for the server (every document it stores) and the document field (the file it is about to send), so a polyglot
 * (a JPEG, PNG or PDF followed by HTML) or a PDF that runs code is refused with a word saying why.
 *
 * - JPEG: marker segments, a frame header, scans up to EOI; after EOI only padding (00 or FF bytes) or further whole
 *   JPEGs (the second images of the Multi-Picture Format phones write: gain maps, depth maps).
 * - PNG: chunks up to IEND, and nothing after it.
 * - PDF: only white space after the last %%EOF; no name /JS, /JavaScript, /Launch, /EmbeddedFile(s) (names may be
 *   written with #xx escapes, `/J#61vaScript`) outside stream data, and inside compressed object streams when the
 *   server's `expand` can inflate them (the server passes zlib; a browser has no synchronous inflate, so the server's check is
 *   the deeper one). Not a PDF parser: an object hidden in a stream's bytes for a cross-reference table to point
 *   into is not seen; the documents are served so that nothing in them runs on the app's origin anyway.
 */
export type DocumentFault = 'notADocument' | 'dataAfterEnd' | 'activePdf';

/** What the server lends the check: an inflate of FlateDecode streams (null when it cannot: too large, broken) and a fast Latin-1 decoder. */
export interface ServerDecoders {
  expand: (data: Uint8Array) => Uint8Array | null;
  latin1: (bytes: Uint8Array) => string;
}

const be16 = (bytes: Uint8Array, at: number) => (bytes[at] << 8) | bytes[at + 1];
const be32 = (bytes: Uint8Array, at: number) =>
  ((bytes[at] << 24) | (bytes[at + 1] << 16) | (bytes[at + 2] << 8) | bytes[at + 3]) >>> 0;
const isJpegFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
/** Markers that stand alone, without a length: TEM and the restart markers. */
const isStandalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

/** Where the JPEG starting at `start` (SOI) ends, just past its EOI; null when it is cut or malformed. */
function jpegEnd(bytes: Uint8Array, start: number): number | null {
  if (bytes[start] !== 0xff || bytes[start + 1] !== 0xd8) return null;
  let at = start + 2;
  let framed = false;
  for (;;) {
    if (at >= bytes.length || bytes[at] !== 0xff) return null;
    while (bytes[at] === 0xff) at++;
    const marker = bytes[at++];
    if (marker === 0xd9) return framed ? at : null;
    if (marker === undefined || marker === 0x00) return null;
    if (isStandalone(marker)) continue;
    if (at + 2 > bytes.length) return null;
    const length = be16(bytes, at);
    if (length < 2 || at + length > bytes.length) return null;
    framed ||= isJpegFrame(marker);
    at += length;
    if (marker !== 0xda) continue;
    if (!framed) return null;
    // Entropy-coded data up to the next marker: FF 00 is a stuffed FF, FF D0-D7 a restart, FF FF fill.
    for (;;) {
      const ff = bytes.indexOf(0xff, at);
      if (ff < 0 || ff + 1 >= bytes.length) return null;
      const next = bytes[ff + 1];
      if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) at = ff + 2;
      else if (next === 0xff) at = ff + 1;
      else {
        at = ff;
        break;
      }
    }
  }
}

function jpegFault(bytes: Uint8Array): DocumentFault | null {
  let end = jpegEnd(bytes, 0);
  if (end === null) return 'notADocument';
  while (end < bytes.length) {
    if (bytes[end] === 0xff && bytes[end + 1] === 0xd8) {
      const next = jpegEnd(bytes, end);
      if (next === null) return 'dataAfterEnd';
      end = next;
    } else if (bytes[end] === 0x00 || bytes[end] === 0xff) end++;
    else return 'dataAfterEnd';
  }
  return null;
}

function pngFault(bytes: Uint8Array): DocumentFault | null {
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = be32(bytes, at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    if (!/^[A-Za-z]{4}$/.test(type) || at + 12 + length > bytes.length) return 'notADocument';
    at += 12 + length;
    if (type === 'IEND') return at === bytes.length ? null : 'dataAfterEnd';
  }
  return 'notADocument';
}

/** A name as a PDF may write it: each character itself or as #xx (either case of hex digits), then a delimiter. */
const pdfName = (name: string) =>
  [...name]
    .map(
      (char) =>
        `(?:${char}|#${char
          .charCodeAt(0)
          .toString(16)
          .replace(/[a-f]/g, (hex) => `[${hex}${hex.toUpperCase()}]`)})`,
    )
    .join('') + '(?![^\\s/<>\\[\\]()%{}])';
/** Names that run code, open programs or carry files. */
const ACTIVE_NAMES = new RegExp(
  `/(?:${['JavaScript', 'JS', 'Launch', 'EmbeddedFiles', 'EmbeddedFile'].map(pdfName).join('|')})`,
);
const OBJECT_STREAM = new RegExp(`/${pdfName('Type')}\\s*/${pdfName('ObjStm')}`);
const FLATE_ONLY = new RegExp(`/${pdfName('Filter')}\\s*(?:\\[\\s*)?/${pdfName('FlateDecode')}\\s*\\]?\\s*(?:/|>>)`);
const TRAILING_SPACE = /^[\0\t\n\f\r ]*$/;
/** The keyword that starts a stream's data (not the one that ends it). */
const STREAM_START = /(?<!end)stream\r?\n/g;

/** A browser's TextDecoder is fast; Node's decodes Latin-1 through ICU, 1 s for 10 MB: the server lends Buffer's. */
const browserLatin1 = (bytes: Uint8Array) => new TextDecoder('latin1').decode(bytes);

/** Whether an object stream (compressed objects: where a dictionary with /JS may hide) holds an active name, or cannot be read. */
function objectStreamsFault(text: string, bytes: Uint8Array, { expand, latin1 }: ServerDecoders): boolean {
  const streams = new RegExp(STREAM_START);
  for (let match = streams.exec(text); match; match = streams.exec(text)) {
    const dictionary = text.slice(Math.max(0, text.lastIndexOf('obj', match.index)), match.index);
    if (!OBJECT_STREAM.test(dictionary)) continue;
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0 || !FLATE_ONLY.test(dictionary)) return true;
    const inflated = expand(bytes.subarray(start, end));
    if (!inflated || ACTIVE_NAMES.test(latin1(inflated))) return true;
    streams.lastIndex = end;
  }
  return false;
}

/**
 * The PDF's text without its streams' data (up to each stream's first `endstream`): names in a dictionary are what
 * acts, and compressed data (images, fonts) would otherwise show `/JS ` by chance in about one 10 MB file in 25.
 */
function outsideStreams(text: string) {
  const parts: string[] = [];
  let from = 0;
  const streams = new RegExp(STREAM_START);
  for (let match = streams.exec(text); match; match = streams.exec(text)) {
    parts.push(text.slice(from, match.index));
    const end = text.indexOf('endstream', match.index + match[0].length);
    if (end < 0) return parts.join(' ');
    from = end;
    streams.lastIndex = end + 'endstream'.length;
  }
  parts.push(text.slice(from));
  return parts.join(' ');
}

function pdfFault(bytes: Uint8Array, server?: ServerDecoders): DocumentFault | null {
  const text = (server?.latin1 ?? browserLatin1)(bytes);
  const eof = text.lastIndexOf('%%EOF');
  if (eof < 0) return 'notADocument';
  if (!TRAILING_SPACE.test(text.slice(eof + 5))) return 'dataAfterEnd';
  if (ACTIVE_NAMES.test(outsideStreams(text))) return 'activePdf';
  return server && objectStreamsFault(text, bytes, server) ? 'activePdf' : null;
}

/** What is wrong with a file whose header says it is `type` (sniffType), or null when it is that all the way through. */
export function documentFault(
  bytes: Uint8Array,
  type: DocumentMimeType,
  server?: ServerDecoders,
): DocumentFault | null {
  if (type === 'image/jpeg') return jpegFault(bytes);
  if (type === 'image/png') return pngFault(bytes);
  return pdfFault(bytes, server);
}
