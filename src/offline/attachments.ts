/** Documents as the contract carries them: base64 content (no data: prefix) beside a name. */

export interface Attachment {
  name: string;
  type: string;
  size: number;
  /** Base64 of the file's bytes, without a data: prefix. */
  content: string;
}

/** Reads a picked file into an attachment (the browser's own base64 encoder: fast even for 10 MB). */
export async function readFileAsAttachment(file: File): Promise<Attachment> {
  const dataUrl = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
  return {
    name: file.name,
    type: file.type || describeBase64(dataUrl.slice(dataUrl.indexOf(',') + 1)).type,
    size: file.size,
    content: dataUrl.slice(dataUrl.indexOf(',') + 1),
  };
}

const SIGNATURES: Array<[prefix: string, type: string]> = [
  ['JVBERi', 'application/pdf'],
  ['/9j/', 'image/jpeg'],
  ['iVBORw0KGgo', 'image/png'],
  ['R0lGOD', 'image/gif'],
  ['UklGR', 'image/webp'],
];

/** Type (from the first bytes) and decoded size of base64 content, e.g. a document restored from a draft. */
export function describeBase64(content: string): { type: string; size: number } {
  const body = content.startsWith('data:') ? content.slice(content.indexOf(',') + 1) : content;
  const type = content.startsWith('data:')
    ? content.slice(5, content.indexOf(';'))
    : (SIGNATURES.find(([prefix]) => body.startsWith(prefix))?.[1] ?? 'application/octet-stream');
  const padding = body.endsWith('==') ? 2 : body.endsWith('=') ? 1 : 0;
  return { type, size: Math.max(0, Math.floor((body.length * 3) / 4) - padding) };
}

/** A data: URL for an <img> thumbnail or a PDF link. */
export function attachmentDataUrl(content: string, type = describeBase64(content).type) {
  return content.startsWith('data:') ? content : `data:${type};base64,${content}`;
}
