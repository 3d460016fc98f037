/*
 * The document field (src/ui/FileField.tsx), shared by KYC, KYB, the people dialog and payments, on KYC step 2:
 * photos made small on the device before they reach the draft, PDFs kept byte for byte, the camera input, the
 * picker at phone width and the full-screen preview.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, snap, type E2E, VIEWPORTS } from './harness';
import { PNG } from '../helpers/fixtures';
import { kycDocumentsPage, openedDrafts } from './pages';

let e2e: E2E;
let photo: Buffer;
beforeAll(async () => {
  e2e = await startE2E();
  const page = await e2e.newPage();
  await page.goto('/');
  photo = Buffer.from(await page.evaluate(makePhoto), 'base64');
  await page.context().close();
});
afterAll(() => e2e?.close());

/**
 * A 4000×3000 JPEG (12 megapixels) like a phone's photo of a document: a lit, grainy surface, a page of printed
 * lines, coloured shapes; sensor noise keeps it from compressing trivially (a few MB at quality 0.92).
 */
async function makePhoto(): Promise<string> {
  const width = 4000;
  const height = 3000;
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d')!;
  const light = context.createRadialGradient(1200, 800, 200, 2000, 1500, 3200);
  light.addColorStop(0, '#d8c8a8');
  light.addColorStop(1, '#5a4a3a');
  context.fillStyle = light;
  context.fillRect(0, 0, width, height);
  let seed = 7;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  for (let i = 0; i < 400; i++) {
    context.fillStyle = `hsla(${random() * 360}, 40%, ${30 + random() * 40}%, 0.35)`;
    context.beginPath();
    context.arc(random() * width, random() * height, 20 + random() * 200, 0, Math.PI * 2);
    context.fill();
  }
  context.save();
  context.translate(2000, 1500);
  context.rotate(-0.05);
  context.fillStyle = '#f4f1ea';
  context.fillRect(-1300, -1000, 2600, 2000);
  context.fillStyle = '#1d2433';
  context.font = 'bold 90px sans-serif';
  context.fillText('FEDERAL REPUBLIC OF NIGERIA', -1150, -820);
  context.font = '48px sans-serif';
  for (let line = 0; line < 26; line++)
    context.fillText(
      `Line ${line + 1}: surname OBI, given names ADA, number A${12345678 + line}, issued 2024-0${(line % 9) + 1}-12`,
      -1150,
      -680 + line * 66,
    );
  context.restore();
  const image = context.getImageData(0, 0, width, height);
  for (let i = 0; i < image.data.length; i += 4) {
    const grain = (random() - 0.5) * 36;
    image.data[i] += grain;
    image.data[i + 1] += grain;
    image.data[i + 2] += grain;
  }
  context.putImageData(image, 0, 0);
  const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 });
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/**
 * The JPEG with an EXIF block as a phone writes it: orientation 6 (the camera held sideways: the pixels are stored
 * landscape, shown portrait), the camera's make, and a GPS latitude.
 */
function withExif(jpeg: Buffer, make: string) {
  const tiff = Buffer.alloc(104 + make.length + 1);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  const entry = (at: number, tag: number, type: number, count: number, value: (field: number) => void) => {
    tiff.writeUInt16BE(tag, at);
    tiff.writeUInt16BE(type, at + 2);
    tiff.writeUInt32BE(count, at + 4);
    value(at + 8);
  };
  tiff.writeUInt16BE(3, 8);
  entry(10, 0x010f, 2, make.length + 1, (field) => tiff.writeUInt32BE(104, field));
  entry(22, 0x0112, 3, 1, (field) => tiff.writeUInt16BE(6, field));
  entry(34, 0x8825, 4, 1, (field) => tiff.writeUInt32BE(50, field));
  tiff.writeUInt16BE(2, 50);
  entry(52, 0x0001, 2, 2, (field) => tiff.write('N', field, 'latin1'));
  entry(64, 0x0002, 5, 3, (field) => tiff.writeUInt32BE(80, field));
  [6, 1, 27, 1, 0, 1].forEach((part, index) => tiff.writeUInt32BE(part, 80 + index * 4));
  tiff.write(make, 104, 'latin1');
  const body = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const header = Buffer.from([0xff, 0xe1, 0, 0]);
  header.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), header, body, jpeg.subarray(2)]);
}

/** The draft's stored document at `path` (src/offline/db.ts, table attachments), with an image's size in pixels. */
async function storedAttachment(page: Page, path: string) {
  const row = (await openedDrafts(page)).attachments.find((attachment) => attachment.path === path);
  if (!row) return null;
  return page.evaluate(async (row) => {
    const bytes = Uint8Array.from(atob(row.content), (char) => char.charCodeAt(0));
    let pixels = null;
    if (row.type.startsWith('image/')) {
      const bitmap = await createImageBitmap(new Blob([bytes], { type: row.type }));
      pixels = { width: bitmap.width, height: bitmap.height };
    }
    return { content: row.content, bytes: bytes.length, pixels };
  }, row);
}

async function untilStored(page: Page, path: string) {
  for (let i = 0; i < 50; i++) {
    const stored = await storedAttachment(page, path);
    if (stored) return stored;
    await page.waitForTimeout(100);
  }
  throw new Error(`No stored attachment at ${path}`);
}

const fieldOf = (page: Page, label: string) =>
  page.locator('.mantine-InputWrapper-root').filter({ has: page.locator(`input[type=file][aria-label="${label}"]`) });

describe('the document field', () => {
  it('stores a 12-megapixel photo as a JPEG of at most 600 KB, 1500-2400 px on its long side, and says so', async () => {
    expect(photo.length).toBeGreaterThan(2 * 1024 * 1024);
    const page = (await kycDocumentsPage(e2e)).page;
    await page
      .locator('input[type=file][aria-label="Identity document"]')
      .setInputFiles({ name: 'passport.jpg', mimeType: 'image/jpeg', buffer: photo });
    await fieldOf(page, 'Identity document')
      .getByText(/^\d+\.\d MB photo, sending \d+ KB$/)
      .waitFor();
    const stored = await untilStored(page, 'identificationAttachment');
    const measure = await page.evaluate(() => {
      const entry = performance.getEntriesByName('compress-photo')[0] as PerformanceMeasure;
      return { ...entry.detail, totalMs: Math.round(entry.duration) };
    });
    expect(measure).toMatchObject({ originalBytes: photo.length, sentBytes: stored.bytes });
    expect(stored.content.startsWith('/9j/')).toBe(true);
    expect(stored.bytes).toBeLessThanOrEqual(600 * 1024);
    const longSide = Math.max(stored.pixels!.width, stored.pixels!.height);
    expect(longSide).toBeGreaterThanOrEqual(1500);
    expect(longSide).toBeLessThanOrEqual(2400);
    // The figures of docs/performance.md.
    console.info('compress-photo', JSON.stringify(measure));
    await snap(page, 'document-field-photo-wide-light');
  });

  it('stores a photo taken sideways upright, without the camera, place or any other metadata', async () => {
    const sideways = withExif(photo, 'PaywayTestCamera');
    const page = (await kycDocumentsPage(e2e)).page;
    await page
      .locator('input[type=file][aria-label="Identity document"]')
      .setInputFiles({ name: 'sideways.jpg', mimeType: 'image/jpeg', buffer: sideways });
    const stored = await untilStored(page, 'identificationAttachment');
    // Stored 4000×3000 with orientation 6: upright it is taller than wide, and the stored JPEG must be so by itself.
    expect(stored.pixels!.height).toBeGreaterThan(stored.pixels!.width);
    const bytes = Buffer.from(stored.content, 'base64');
    expect(bytes.includes(Buffer.from('Exif\0\0', 'latin1'))).toBe(false);
    expect(bytes.includes(Buffer.from('PaywayTestCamera', 'latin1'))).toBe(false);
  });

  it('keeps a PDF byte for byte, even a large one', async () => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(900 * 1024, 0x20), Buffer.from('\n%%EOF\n')]);
    const page = (await kycDocumentsPage(e2e)).page;
    await page
      .locator('input[type=file][aria-label="Proof of address"]')
      .setInputFiles({ name: 'utility-bill.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.getByText('utility-bill.pdf').waitFor();
    const stored = await untilStored(page, 'proofOfAddressAttachment');
    expect(stored.content).toBe(pdf.toString('base64'));
  });

  it('refuses an .exe renamed .jpg with one message naming the file, in English and in French', async () => {
    const program = Buffer.concat([Buffer.from('MZ\x90\0', 'latin1'), Buffer.alloc(2048, 0)]);
    const english = (await kycDocumentsPage(e2e)).page;
    await english
      .locator('input[type=file][aria-label="Identity document"]')
      .setInputFiles({ name: 'IMG.jpg', mimeType: 'image/jpeg', buffer: program });
    const field = fieldOf(english, 'Identity document');
    await field.getByText('IMG.jpg is not a JPEG, PNG or PDF file: choose another file').waitFor();
    expect(await english.getByText(/error occur|try again/i).count()).toBe(0);
    expect(await field.getByRole('button', { name: 'Open Identity document' }).count()).toBe(0);
    await snap(english, 'document-field-refused-wide-light');

    const french = (await kycDocumentsPage(e2e, { viewport: 'narrow', locale: 'fr-FR' })).page;
    await french
      .locator(`input[type=file][aria-label="Document d'identité"]`)
      .setInputFiles({ name: 'IMG.jpg', mimeType: 'image/jpeg', buffer: program });
    await fieldOf(french, "Document d'identité")
      .getByText("IMG.jpg n'est pas un fichier JPEG, PNG ou PDF : choisissez un autre fichier")
      .waitFor();
    expect(await french.getByText(/erreur est survenue|réessayez/i).count()).toBe(0);
  });

  it('offers "Take a photo" with the back camera beside "Choose a file"', async () => {
    const page = (await kycDocumentsPage(e2e)).page;
    const field = fieldOf(page, 'Identity document');
    const camera = page.locator('input[type=file][aria-label="Identity document: take a photo"]');
    expect(await camera.getAttribute('capture')).toBe('environment');
    expect(await camera.getAttribute('accept')).toBe('image/*');
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      field.getByRole('button', { name: 'Take a photo' }).click(),
    ]);
    await chooser.setFiles({ name: 'camera.png', mimeType: 'image/png', buffer: PNG });
    await field.getByRole('button', { name: 'Open Identity document' }).waitFor();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`at 400 px (${colorScheme}) shows a full-width picker with its whole text and opens the preview full screen`, async () => {
      const page = (await kycDocumentsPage(e2e, { viewport: 'narrow', colorScheme })).page;
      const field = fieldOf(page, 'Identity document');
      const fieldBox = (await field.boundingBox())!;
      for (const name of ['Choose a file', 'Take a photo']) {
        const button = field.getByRole('button', { name });
        expect((await button.boundingBox())!.width).toBeGreaterThanOrEqual(fieldBox.width - 1);
        const cut = await button
          .locator('.mantine-Button-label')
          .evaluate((label) => label.scrollWidth > label.clientWidth);
        expect(cut).toBe(false);
      }
      await snap(page, `document-field-narrow-${colorScheme}`);

      await page
        .locator('input[type=file][aria-label="Identity document"]')
        .setInputFiles({ name: 'passport.jpg', mimeType: 'image/jpeg', buffer: photo });
      await field.getByRole('button', { name: 'Open Identity document' }).click();
      const dialog = page.getByRole('dialog', { name: /Identity document: passport\.jpg/ });
      const image = dialog.getByRole('img', { name: 'Identity document' });
      await image.waitFor();
      const box = (await image.boundingBox())!;
      expect(box.width).toBeGreaterThan(VIEWPORTS.narrow.width * 0.9);
      expect(box.width).toBeLessThanOrEqual(VIEWPORTS.narrow.width);
      await snap(page, `document-field-preview-narrow-${colorScheme}`);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'hidden' });
    });
  }
});
