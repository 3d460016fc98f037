import * as v from 'valibot';
import { say, type SchemaMessage } from './validation';

/* Documents (identity, proof of address; KYB and payments use the same rules): types, names, content, findings, download. */

/** Product §5: accepted upload types (anything else is refused with notADocument, naming the file). */
export const DOCUMENT_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'application/pdf'] as const;
export const DOCUMENT_ACCEPT = DOCUMENT_TYPES.join(',');
export type DocumentMimeType = 'image/jpeg' | 'image/png' | 'application/pdf';
/*
 * A document's real type, by a parse of its header rather than its first bytes alone (FF D8 FF followed by HTML is no
 * JPEG): the whole file, or as much of its beginning as holds the header, is given.
 */

const be16 = (bytes: Uint8Array, at: number) => (bytes[at] << 8) | bytes[at + 1];
const be32 = (bytes: Uint8Array, at: number) =>
  ((bytes[at] << 24) | (bytes[at + 1] << 16) | (bytes[at + 2] << 8) | bytes[at + 3]) >>> 0;

/** Markers that may stand between a JPEG's SOI and its frame header: APPn, COM, DQT, DHT, DAC, DRI. */
const isJpegTableOrMisc = (marker: number) =>
  (marker >= 0xe0 && marker <= 0xef) || [0xfe, 0xdb, 0xc4, 0xcc, 0xdd].includes(marker);
/** Start-of-frame markers (baseline, progressive, lossless, arithmetic): every SOFn but C4 (DHT), C8 (JPG) and CC (DAC). */
const isJpegFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** SOI, then well-formed marker segments up to a frame header whose size, precision and components are sane. */
function isJpeg(bytes: Uint8Array): boolean {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return false;
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return false;
    while (bytes[at] === 0xff && at < bytes.length) at++;
    const marker = bytes[at];
    const length = be16(bytes, at + 1);
    if (length < 2 || at + 1 + length > bytes.length) return false;
    if (isJpegFrame(marker)) {
      const precision = bytes[at + 3];
      const height = be16(bytes, at + 4);
      const width = be16(bytes, at + 6);
      const components = bytes[at + 8];
      if (![8, 12, 16].includes(precision) || height === 0 || width === 0 || components < 1 || components > 4)
        return false;
      if (length !== 8 + 3 * components) return false;
      for (let index = 0; index < components; index++) {
        const sampling = bytes[at + 10 + 3 * index];
        const horizontal = sampling >> 4;
        const vertical = sampling & 0x0f;
        if (horizontal < 1 || horizontal > 4 || vertical < 1 || vertical > 4 || bytes[at + 11 + 3 * index] > 3)
          return false;
      }
      return true;
    }
    if (!isJpegTableOrMisc(marker)) return false;
    at += 1 + length;
  }
  return false;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Bit depths each PNG colour type allows. */
const PNG_DEPTHS: Record<number, number[]> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};
let crcTable: Uint32Array | undefined;
/** The CRC-32 PNG chunks carry. */
export function crc32(bytes: Uint8Array) {
  crcTable ??= Uint32Array.from({ length: 256 }, (_, index) => {
    let crc = index;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
    return crc >>> 0;
  });
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** The signature, then an IHDR chunk of 13 bytes with sane values and a correct CRC. */
function isPng(bytes: Uint8Array): boolean {
  if (bytes.length < 33 || !PNG_SIGNATURE.every((byte, index) => bytes[index] === byte)) return false;
  if (be32(bytes, 8) !== 13 || String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return false;
  const width = be32(bytes, 16);
  const height = be32(bytes, 20);
  const [depth, colour, compression, filter, interlace] = bytes.subarray(24, 29);
  if (width === 0 || height === 0 || width > 0x7fffffff || height > 0x7fffffff) return false;
  if (!PNG_DEPTHS[colour]?.includes(depth) || compression !== 0 || filter !== 0 || interlace > 1) return false;
  return crc32(bytes.subarray(12, 29)) === be32(bytes, 29);
}

/** `%PDF-` and a version, `1.7` or `2.0`. */
const isPdf = (bytes: Uint8Array) => /^%PDF-\d\.\d/.test(String.fromCharCode(...bytes.subarray(0, 8)));

/** The file's real type by a parse of its header, or null when it is none of JPEG, PNG, PDF (an .exe renamed .jpg, HTML behind FF D8 FF). */
export function sniffType(bytes: Uint8Array): DocumentMimeType | null {
  if (isJpeg(bytes)) return 'image/jpeg';
  if (isPng(bytes)) return 'image/png';
  if (isPdf(bytes)) return 'application/pdf';
  return null;
}

/** The extensions a stored document's name may end in, by its real type (the first is added to a name without one). */
export const DOCUMENT_EXTENSIONS: Record<DocumentMimeType, readonly string[]> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'application/pdf': ['pdf'],
};

/**
 * The name a document of this real type is stored under: the name itself when its extension is one of the type's,
 * the name with the type's extension when it has none, null (refused) when it names another type (`evil.html`).
 */
export function documentName(name: string, actual: DocumentMimeType): string | null {
  const dot = name.lastIndexOf('.');
  if (dot <= 0) return `${name}.${DOCUMENT_EXTENSIONS[actual][0]}`;
  return DOCUMENT_EXTENSIONS[actual].includes(name.slice(dot + 1).toLowerCase()) ? name : null;
}
/** Product §5: file names show cut to this many characters. */
export const FILE_NAME_DISPLAY_LIMIT = 30;
export const shortFileName = (name: string) =>
  name.length > FILE_NAME_DISPLAY_LIMIT ? `${name.slice(0, FILE_NAME_DISPLAY_LIMIT)}...` : name;

/** A document sent on its own beforehand (tus, POST /uploads), named by its upload's id. */
export const UploadedDocument = v.strictObject({
  uploadId: v.pipe(v.string(), v.uuid('uploadId is not the id of an upload')),
});
export type UploadedDocument = v.InferOutput<typeof UploadedDocument>;
export const isUploadedDocument = (value: unknown): value is UploadedDocument =>
  typeof value === 'object' && value !== null && typeof (value as { uploadId?: unknown }).uploadId === 'string';

/** A document the server holds already for the same account, named by its id (an edited step keeping it). */
export const KeptDocument = v.strictObject({
  documentId: v.pipe(v.string(), v.uuid('documentId is not the id of a document')),
});
export type KeptDocument = v.InferOutput<typeof KeptDocument>;
export const isKeptDocument = (value: unknown): value is KeptDocument =>
  typeof value === 'object' && value !== null && typeof (value as { documentId?: unknown }).documentId === 'string';

/**
 * A document's content: base64 text, optionally as a data URL (data:application/pdf;base64,...), as the product's
 * payloads carry it; `{ uploadId }`, a document uploaded on its own; or `{ documentId }`, one the account holds
 * already (what our client sends).
 */
export const DocumentBase64 = (message: SchemaMessage) =>
  v.union([v.pipe(v.string(message), v.nonEmpty(message)), UploadedDocument, KeptDocument], message);

/** The payload fields that carry a document, each with the field that carries its file name (product §3 and 7). */
export const DOCUMENT_NAME_FIELDS = {
  identificationAttachment: 'identificationName',
  proofOfAddressAttachment: 'proofOfAddressAttachmentName',
  ownershipStructureAttachment: 'ownershipStructureName',
  invoiceAttachment: 'invoiceName',
} as const;
export const DocumentName = (message: SchemaMessage) =>
  v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(255, say('fileNameTooLong')));

export const DocumentParams = v.object({ documentId: v.pipe(v.string(), v.uuid('No such document')) });
