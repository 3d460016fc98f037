import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, listenOnLoopback, signUp, type TestApp } from '../helpers/app';
import { createMetricsServer } from '../../server/metrics/serve-metrics';
import { loadEnv } from '../../server/env';
import { photoBytes } from '../helpers/fixtures';

/**
 * /metrics scraped over real sockets and read with a Prometheus text-format parser: behind METRICS_TOKEN on the
 * public port, or on a metrics port of its own (and then not on the public port at all).
 */
const TOKEN = 'metrics-token-0123456789abcdef0123456789';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Parses the Prometheus text exposition format (0.0.4): `# TYPE` lines and samples `name{label="value",...} value`. */
function parsePrometheus(text: string) {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const type = /^# TYPE (\S+) (counter|gauge|histogram|summary|untyped)$/.exec(line);
    if (type) types.set(type[1], type[2]);
    if (line.startsWith('#')) continue;
    const sample = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)(?: \d+)?$/.exec(line);
    if (!sample) throw new Error(`not a Prometheus sample: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key, value] of (sample[2] ?? '').matchAll(/([a-zA-Z_]\w*)="((?:[^"\\]|\\.)*)",?/g))
      labels[key] = value.replace(/\\n/g, '\n').replace(/\\"/g, '"').replace(/\\\\/g, '\\');
    // As Prometheus reads values (Go's ParseFloat): Inf and NaN in any case (prom-client writes NaN as `Nan`).
    const special = /^([+-]?)inf$/i.exec(sample[3]);
    const value = special
      ? special[1] === '-'
        ? -Infinity
        : Infinity
      : /^nan$/i.test(sample[3])
        ? NaN
        : Number(sample[3]);
    if (Number.isNaN(value) && !/^nan$/i.test(sample[3])) throw new Error(`not a number: ${line}`);
    samples.push({ name: sample[1], labels, value });
  }
  /** The value of the one sample of that name whose labels include these. */
  const value = (name: string, labels: Record<string, string> = {}) => {
    const found = samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
    if (found.length > 1) throw new Error(`${found.length} samples of ${name} match ${JSON.stringify(labels)}`);
    return found[0]?.value ?? 0;
  };
  return { types, samples, value };
}

let withToken: TestApp;
let withPort: TestApp;
let tokenServer: Awaited<ReturnType<typeof listenOnLoopback>>;
let publicServer: Awaited<ReturnType<typeof listenOnLoopback>>;
let metricsServer: ReturnType<typeof createMetricsServer>;
let metricsUrl: string;

beforeAll(async () => {
  [withToken, withPort] = await Promise.all([
    createTestApp({ env: { METRICS_TOKEN: TOKEN } }),
    createTestApp({ env: { METRICS_PORT: '9464' } }),
  ]);
  [tokenServer, publicServer] = await Promise.all([listenOnLoopback(withToken), listenOnLoopback(withPort)]);
  metricsServer = createMetricsServer(withPort.deps.metrics, undefined);
  await new Promise<void>((resolve) => metricsServer.listen(0, '127.0.0.1', resolve));
  metricsUrl = `http://127.0.0.1:${(metricsServer.address() as AddressInfo).port}/metrics`;
});
afterAll(async () => {
  metricsServer?.closeAllConnections();
  metricsServer?.close();
  await Promise.all([tokenServer?.close(), publicServer?.close()]);
  await Promise.all([withToken?.close(), withPort?.close()]);
});

const scrape = async (url = `${tokenServer.url}/metrics`, token: string | undefined = TOKEN) => {
  const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return parsePrometheus(await response.text());
};

describe('/metrics', () => {
  it('is refused on the public port without the token, or with another one (401)', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789abcdef0123456789', TOKEN, `Basic ${TOKEN}`]) {
      const response = await fetch(`${tokenServer.url}/metrics`, { headers: authorization ? { authorization } : {} });
      expect(response.status, String(authorization)).toBe(401);
      expect(await response.text()).not.toContain('payway_');
    }
  });

  it('is not on the public port when it has a port of its own (404), and is served there', async () => {
    const response = await fetch(`${publicServer.url}/metrics`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('payway_');
    const countries = { route: '/api/v1/accounts/countries', method: 'GET', status: '200' };
    const before = (await scrape(metricsUrl, undefined)).value('payway_http_request_duration_seconds_count', countries);
    expect((await fetch(`${publicServer.url}/api/v1/accounts/countries`)).status).toBe(200);
    const after = await scrape(metricsUrl, undefined);
    expect(after.value('payway_http_request_duration_seconds_count', countries)).toBe(before + 1);
    expect((await fetch(metricsUrl.replace('/metrics', '/other'))).status).toBe(404);
  });

  it('counts requests by route pattern, method and status, with a latency histogram; never a path with an email in it', async () => {
    const countries = { route: '/api/v1/accounts/countries', method: 'GET', status: '200' };
    const before = await scrape();
    for (let i = 0; i < 3; i++) expect((await fetch(`${tokenServer.url}/api/v1/accounts/countries`)).status).toBe(200);
    await fetch(`${tokenServer.url}/api/v1/auth/token/send/${encodeURIComponent('hidden.person@example.com')}`);
    expect((await fetch(`${tokenServer.url}/api/v1/no/such/endpoint/12345`)).status).toBe(404);
    const after = await scrape();

    expect(after.types.get('payway_http_request_duration_seconds')).toBe('histogram');
    const count = after.value('payway_http_request_duration_seconds_count', countries);
    expect(count - before.value('payway_http_request_duration_seconds_count', countries)).toBe(3);
    expect(after.value('payway_http_request_duration_seconds_sum', countries)).toBeGreaterThan(
      before.value('payway_http_request_duration_seconds_sum', countries),
    );
    const buckets = after.samples.filter(
      (s) => s.name === 'payway_http_request_duration_seconds_bucket' && s.labels.route === countries.route,
    );
    expect(buckets.at(-1)).toMatchObject({ labels: { le: '+Inf' }, value: count });
    for (let i = 1; i < buckets.length; i++) expect(buckets[i].value).toBeGreaterThanOrEqual(buckets[i - 1].value);

    const routes = new Set(after.samples.map((s) => s.labels.route).filter(Boolean));
    expect(routes).toContain('/api/v1/auth/token/send/:userEmail');
    expect(routes).toContain('/api/v1/*');
    for (const route of routes) expect(route).not.toMatch(/@|12345/);
  });

  it('shows the database pool, readiness and the process', async () => {
    const metrics = await scrape();
    expect(metrics.value('payway_database_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    expect(metrics.value('payway_database_pool_connections', { state: 'waiting' })).toBe(0);
    expect(metrics.value('payway_database_pool_max_connections')).toBeGreaterThanOrEqual(1);
    expect(metrics.value('payway_database_up')).toBe(1);
    expect(metrics.types.get('process_cpu_user_seconds_total')).toBe('counter');
    expect(metrics.types.get('nodejs_eventloop_lag_seconds')).toBe('gauge');
  });

  it("counts the outbox's steps (first runs and replays of an Idempotency-Key) and refusals by kind", async () => {
    const before = await scrape();
    const registration = {
      emailAddress: 'outbox.sync@example.com',
      password: 'correct horse battery',
      mobileNumber01: '8031234567',
      countryCode: '+234',
    };
    const register = () =>
      withToken.request('/auth/register', { method: 'POST', json: registration, idempotencyKey: 'step-0001' });
    expect((await register()).status).toBe(200);
    expect((await register()).headers.get('idempotent-replayed')).toBe('true');
    expect((await withToken.request('/settings/twoFactor')).status).toBe(401);
    const after = await scrape();
    const delta = (name: string, labels: Record<string, string>) =>
      after.value(name, labels) - before.value(name, labels);
    expect(delta('payway_idempotent_requests_total', { operation: 'register', outcome: 'first' })).toBe(1);
    expect(delta('payway_idempotent_requests_total', { operation: 'register', outcome: 'replayed' })).toBe(1);
    expect(delta('payway_refusals_total', { status: '401', kind: 'signInToContinue' })).toBe(1);
  });

  it('counts upload bytes received and resumed uploads (a PATCH from an offset above 0)', async () => {
    const { token } = await signUp(withToken);
    const before = await scrape();
    const photo = photoBytes(40_000);
    const tus = { 'tus-resumable': '1.0.0', authorization: `Bearer ${token}` };
    const created = await fetch(`${tokenServer.url}/api/v1/uploads`, {
      method: 'POST',
      headers: {
        ...tus,
        'upload-length': String(photo.length),
        'upload-metadata': `filename ${btoa('passport.jpg')},filetype ${btoa('image/jpeg')}`,
      },
    });
    expect(created.status).toBe(201);
    const location = new URL(created.headers.get('location')!, tokenServer.url).href;
    const patch = (offset: number, body: Buffer) =>
      fetch(location, {
        method: 'PATCH',
        body: new Uint8Array(body),
        headers: { ...tus, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
      });
    expect((await patch(0, photo.subarray(0, 15_000))).status).toBe(204);
    expect((await patch(15_000, photo.subarray(15_000))).status).toBe(204);
    const after = await scrape();
    expect(after.value('payway_upload_bytes_received_total') - before.value('payway_upload_bytes_received_total')).toBe(
      photo.length,
    );
    expect(after.value('payway_upload_resumes_total') - before.value('payway_upload_resumes_total')).toBe(1);
  });

  it('is configured through a checked environment', () => {
    expect(() => loadEnv({ METRICS_TOKEN: 'too-short' })).toThrow(/METRICS_TOKEN must be at least 32 characters/);
    expect(() => loadEnv({ PORT: '3000', METRICS_PORT: '3000' })).toThrow(/METRICS_PORT: must differ from PORT/);
    expect(loadEnv({ METRICS_PORT: '9464' })).toMatchObject({ METRICS_PORT: 9464, METRICS_HOST: '127.0.0.1' });
  });
});
