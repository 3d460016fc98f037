// Renders public/favicon.svg into the PNG icons of the web app manifest with headless Chromium: node scripts/render-icons.mjs
import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';

const svg = readFileSync('public/favicon.svg', 'utf8');
// Maskable: full-bleed background, the mark inside the central 80 % safe zone.
const maskable = svg
  .replace(
    '<rect width="512" height="512" rx="112" fill="#1c7ed6"/>',
    '<rect width="512" height="512" fill="#1c7ed6"/>',
  )
  .replace('<g fill="none"', '<g transform="translate(76.8 76.8) scale(0.7)" fill="none"');
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless=new', '--no-sandbox'],
});
for (const [file, source, size] of [
  ['public/icon-192.png', svg, 192],
  ['public/icon-512.png', svg, 512],
  ['public/icon-maskable-512.png', maskable, 512],
]) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${source}`,
  );
  await page.screenshot({ path: file, omitBackground: true });
  await page.close();
}
await browser.close();
