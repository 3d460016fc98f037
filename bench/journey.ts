/**
 * A customer's whole journey through the API, as the app sends it, for the soak and capacity benches: sign-up and its
 * emailed code (demo mail returns it), an individual account, KYC step 1, KYC step 2 with two documents of about
 * 400 KB (a passport photo as a real JPEG, a utility bill as a PDF), the accounts list, a payment request and its
 * confirmation by token. Each step is timed; a step that does not answer 200 fails the journey with its answer.
 */
import { randomBytes } from 'node:crypto';
import jpeg from 'jpeg-js';
import type { CityItem, IdentificationTypeItem, StateItem } from '../src/contract';
import { fiatPayment, identityStep, NUBAN, otherInfoStep, type ReferenceIds } from '../tests/helpers/fixtures';

export interface Api {
  request: (path: string, init?: RequestInit & { json?: unknown; token?: string }) => Promise<Response>;
}

export const JOURNEY_STEPS = [
  'register',
  'send code',
  'verify code',
  'create account',
  'KYC step 1',
  'KYC step 2 (2 documents)',
  'accounts list',
  'payment request',
  'payment token',
  'payment confirmed',
] as const;
export type JourneyStep = (typeof JOURNEY_STEPS)[number];

const PASSWORD = 'correct horse battery';

/** A photo of about `bytes` bytes that decodes: noise over a gradient, JPEG quality 90. */
function photo(bytes: number) {
  const width = 640;
  let height = 360;
  for (;;) {
    const data = Buffer.alloc(width * height * 4);
    for (let index = 0; index < data.length; index += 4) {
      const noise = (index * 2654435761) >>> 24;
      data[index] = (noise + index / 4000) & 0xff;
      data[index + 1] = (noise * 3) & 0xff;
      data[index + 2] = (noise * 7) & 0xff;
      data[index + 3] = 255;
    }
    const encoded = jpeg.encode({ data, width, height }, 90).data;
    if (encoded.length >= bytes) return encoded;
    height = Math.ceil(height * Math.min(2, (bytes / encoded.length) * 1.05));
  }
}

/** A PDF of about `bytes` bytes: one page whose content stream carries the padding, as a scanned bill's image would. */
function pdf(bytes: number) {
  const padding = randomBytes(Math.max(0, bytes - 400))
    .toString('hex')
    .slice(0, Math.max(0, bytes - 400));
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>',
    `<< /Length ${padding.length + 4} >>\nstream\n% ${padding}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body);
}

export const DOCUMENTS = { passport: photo(400_000), bill: pdf(400_000), invoice: pdf(20_000) };

type Answer = Record<string, unknown>;

async function ok<T = Answer>(response: Response, step: string) {
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${step}: ${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

/** The first Nigerian state and its first city, the first identity and address document kinds, the fixtures' bank. */
export async function journeyReferences(api: Api): Promise<ReferenceIds> {
  const [state] = await ok<StateItem[]>(await api.request('/accounts/statesByCountryCode?country_code=NG'), 'states');
  const [city] = await ok<CityItem[]>(
    await api.request(`/accounts/citiesByStateId?state_id=${state!.stateId}`),
    'cities',
  );
  const [identity] = await ok<IdentificationTypeItem[]>(
    await api.request('/accounts/identificationTypeById'),
    'identity types',
  );
  const [proof] = await ok<IdentificationTypeItem[]>(
    await api.request('/accounts/identificationTypeByPoa'),
    'address types',
  );
  return {
    state: state!.stateId,
    stateName: state!.state,
    city: city!.cityId,
    cityName: city!.city,
    identity: identity!.identificationTypeId,
    proofOfAddress: proof!.identificationTypeId,
    bankCode: NUBAN.bankCode,
  };
}

/**
 * One customer's journey; `apis` are the instances it may land on (each request goes to the next one, as a load
 * balancer without affinity sends them). Calls `timed(step, ms)` for each step.
 */
export async function runJourney(
  apis: Api[],
  references: ReferenceIds,
  timed: (step: JourneyStep, ms: number) => void,
) {
  let turn = Math.floor(Math.random() * apis.length);
  const email = `journey.${Date.now().toString(36)}.${randomBytes(4).toString('hex')}@example.com`;
  let token = '';
  const step = async (name: JourneyStep, path: string, init: RequestInit & { json?: unknown } = {}) => {
    const api = apis[turn++ % apis.length]!;
    const started = performance.now();
    const body = await ok(
      await api.request(path, { method: init.json === undefined ? 'GET' : 'POST', token: token || undefined, ...init }),
      name,
    );
    timed(name, performance.now() - started);
    return body;
  };
  await step('register', '/auth/register', {
    json: { emailAddress: email, password: PASSWORD, mobileNumber01: '8031234567', countryCode: '+234' },
  });
  const code = (await step('send code', `/auth/token/send/${encodeURIComponent(email)}`)).message as string;
  token = (await step('verify code', '/auth/token/validate', { json: { email, token: code } })).token as string;
  const accountId = (
    await step('create account', '/accounts/saveCustomerAccount', {
      json: { accountEmailAddress: email, accountType: 1, accountId: '' },
    })
  ).accountId as number;
  await step('KYC step 1', '/accounts/saveOrUpdateCustomerIdentity', {
    json: identityStep(references, accountId, email),
  });
  await step('KYC step 2 (2 documents)', '/accounts/saveCustomerOtherInfo', {
    json: otherInfoStep(references, accountId, email, {
      identificationName: 'passport.jpg',
      identificationAttachment: DOCUMENTS.passport.toString('base64'),
      proofOfAddressAttachment: DOCUMENTS.bill.toString('base64'),
    }),
  });
  await step('accounts list', `/accounts/allAccountsByProfile?profile_id=${encodeURIComponent(email)}`);
  const { transactionId } = await step('payment request', '/payment/saveOrUpdatePaymentRequest', {
    json: {
      customerEmailId: email,
      paymentStatus: 1,
      customerPassword: PASSWORD,
      ...fiatPayment(references, {
        invoiceAttachment: DOCUMENTS.invoice.toString('base64'),
        invoiceName: 'invoice.pdf',
      }),
    },
  });
  const { paymentToken } = await step(
    'payment token',
    `/payment/paymentToken?customer_email=${encodeURIComponent(email)}&transactionId=${transactionId}`,
  );
  await step('payment confirmed', '/payment/validatePaymentToken', {
    json: { email, token: paymentToken, transactionId },
  });
  return email;
}

/** Limits lifted for a bench that signs up thousands of customers from one address (docs/deploying.md, rate limits). */
export const UNLIMITED = {
  RATE_LIMIT_SIGN_IN_PER_ADDRESS: '1000000/1h',
  RATE_LIMIT_SIGN_IN_PER_ADDRESS_AND_ACCOUNT: '1000000/1h',
  RATE_LIMIT_REGISTRATION_PER_ADDRESS: '1000000/1h',
  RATE_LIMIT_CODE_SENDING_PER_ADDRESS: '1000000/1h',
  RATE_LIMIT_CODE_CHECKING_PER_ADDRESS: '1000000/1h',
};
