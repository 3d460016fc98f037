import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createTestApp, signUp, type TestApp } from '../helpers/app';
import { newAccount } from '../helpers/fixtures';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const decoded = async (response: Response) => {
  const bytes = Buffer.from(await response.arrayBuffer());
  const coding = response.headers.get('content-encoding');
  if (coding === 'br') return brotliDecompressSync(bytes).toString('utf8');
  if (coding === 'gzip') return gunzipSync(bytes).toString('utf8');
  return bytes.toString('utf8');
};

describe('compressed JSON answers', () => {
  it('sends a reference list brotli- or gzip-compressed to a client that asks, the same JSON once decompressed', async () => {
    const plain = await app.request('/accounts/countries');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    const json = await plain.text();
    expect(json.length).toBeGreaterThan(10_000);

    for (const [acceptEncoding, coding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip;q=0.5', 'gzip'],
    ] as const) {
      const response = await app.request('/accounts/countries', { headers: { 'accept-encoding': acceptEncoding } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe(coding);
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      expect(response.headers.get('cache-control')).toBe('public, max-age=300');
      const bytes = Buffer.from(await response.clone().arrayBuffer());
      expect(bytes.length).toBeLessThan(json.length / 3);
      expect(await decoded(response)).toBe(json);
    }
  });

  it('sends it as it is when the client refuses every coding', async () => {
    const response = await app.request('/accounts/countries', {
      headers: { 'accept-encoding': 'identity, br;q=0, gzip;q=0' },
    });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.text()).toBe(await (await app.request('/accounts/countries')).text());
  });

  it('revalidates a compressed list with a 304, whichever form the client kept', async () => {
    const compressed = await app.request('/accounts/countries', { headers: { 'accept-encoding': 'br' } });
    const plain = await app.request('/accounts/countries');
    expect(compressed.headers.get('etag')).not.toBe(plain.headers.get('etag'));
    for (const etag of [compressed.headers.get('etag')!, plain.headers.get('etag')!]) {
      const again = await app.request('/accounts/countries', {
        headers: { 'accept-encoding': 'br', 'if-none-match': etag },
      });
      expect(again.status).toBe(304);
      expect(again.headers.get('etag')).toBe(compressed.headers.get('etag'));
      expect(again.headers.get('cache-control')).toBe('public, max-age=300');
      expect(again.headers.get('vary')).toBe('Accept-Encoding');
    }
  });

  it('compresses an API answer of 1 KB or more for a client that asks, and not a smaller one', async () => {
    const customer = await signUp(app);
    const path = `/accounts/allAccountsByProfile?profile_id=${encodeURIComponent(customer.email)}`;
    await newAccount(app, customer);
    const small = await app.request(path, { token: customer.token, headers: { 'accept-encoding': 'br, gzip' } });
    expect((await small.clone().text()).length).toBeLessThan(1024);
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(small.headers.get('vary')).toBeNull();

    for (let i = 0; i < 9; i++) await newAccount(app, customer, i % 2 ? 1 : 2);
    const plain = await app.request(path, { token: customer.token });
    const json = await plain.text();
    expect(json.length).toBeGreaterThanOrEqual(1024);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');

    const compressed = await app.request(path, { token: customer.token, headers: { 'accept-encoding': 'gzip, br' } });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(compressed.headers.get('cache-control')).toBe('no-store');
    expect(compressed.headers.get('vary')).toBe('Accept-Encoding');
    expect(JSON.parse(await decoded(compressed))).toEqual(JSON.parse(json));
  });
});
