import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  AddPaymentMethodRequest,
  chosenVerificationType,
  CustomerIdentityForm,
  CustomerIdentityRequest,
  isValidNuban,
  isValidPhone,
  NETWORKS,
  PaymentMethodForm,
  PaymentRequest,
} from '@/contract';
import { phoneFromInput } from '@/contract/phone-numbers';
import '@/contract/wallet-addresses';
import { isVerificationNumberShaped } from '@/contract/identity-numbers';
import { englishMessage } from '@/contract/message-texts';

/** The issues of a parse by field (first message of each). */
const fieldErrors = (schema: v.GenericSchema, input: unknown) => {
  const errors: Record<string, string> = {};
  for (const issue of v.safeParse(schema, input).issues ?? [])
    errors[v.getDotPath(issue) ?? ''] ??= englishMessage(issue.message);
  return errors;
};

const EVM = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
/** A valid address of each format (the libraries' and the standards' own test vectors). */
const ADDRESSES = {
  evm: [EVM, '0x52908400098527886E0F7030069857D2E4169EE7', '0xde709f2102306220921060314715629080e2fb77'],
  bitcoin: [
    '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
    '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
    'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297',
  ],
  litecoin: [
    'LVg2kJoFNg45Nbpy53h7Fe1wKyeXVRhMH9',
    'MGxNPPB7eBoWPUaprtX9v9CXJZoD2465zN',
    'ltc1qg42tkwuuxefutzxezdkdel39gfstuap288mfea',
  ],
  tron: ['TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL'],
  solana: ['DRpbCBMxVnDK7maPM5tGv6MvB3v1sRMC86PZ8okm21hy', '69UwBV4LPg7hHUS5JXiXyfgVnESmDKe8KJppsLj8pRU'],
  xrp: ['rG1QQv2nh2gr7RCZ1P8YYcBUKCCN633jCn'],
} as const;

const walletRequest = (
  network: number,
  walletAddress: string,
  crypto = NETWORKS.find((n) => n.networkId === network)!.currencyCodes[0],
) => ({
  paymentType: 4,
  destination: 'Self',
  customerEmailId: 'ada@example.com',
  paymentStatus: 1,
  sourceCurrency: 'BTC',
  customerPassword: 'secret',
  invoiceAttachment: 'JVBERi0=',
  invoiceName: 'invoice.pdf',
  crypto,
  network,
  walletAddress,
  amount: 1,
  purposeOfPayment: 'Savings',
});

describe('wallet addresses, per network', () => {
  it.each(NETWORKS.map((network) => [network.crypto, network] as const))(
    '%s takes its own addresses and refuses the others, naming the network',
    (_name, network) => {
      for (const address of ADDRESSES[network.addressKind])
        expect(fieldErrors(PaymentRequest, walletRequest(network.networkId, address))).toEqual({});
      for (const [kind, addresses] of Object.entries(ADDRESSES)) {
        if (kind === network.addressKind) continue;
        // Bitcoin's 3-addresses are also Litecoin's legacy ones: refused on Litecoin all the same (see wallet-addresses.ts).
        const message = fieldErrors(PaymentRequest, walletRequest(network.networkId, addresses[0])).walletAddress;
        expect(message, `${addresses[0]} on ${network.crypto}`).toContain(network.crypto);
      }
    },
  );

  it("refuses EIP-55's test address with one letter's case changed, and a Bitcoin address on Ethereum", () => {
    expect(
      fieldErrors(PaymentRequest, walletRequest(2, '0x52908400098527886E0F7030069857D2E4169Ee7')).walletAddress,
    ).toMatch(/^Enter a valid Ethereum \(ERC-20\) address/);
    expect(
      fieldErrors(PaymentRequest, walletRequest(2, 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).walletAddress,
    ).toBe(
      'This is a Bitcoin address: it cannot receive on Ethereum (ERC-20). Enter an Ethereum-style (EVM, 0x…) address.',
    );
  });

  it('refuses a changed character, a testnet address and a network that does not carry the crypto', () => {
    expect(fieldErrors(PaymentRequest, walletRequest(3, 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeX')).walletAddress).toContain(
      'Tron (TRC-20)',
    );
    expect(fieldErrors(PaymentRequest, walletRequest(7, 'rG1QQv2nh2gr7RCZ1P8YYcBUKCCN633jCx')).walletAddress).toContain(
      'XRP Ledger',
    );
    expect(
      fieldErrors(PaymentRequest, walletRequest(1, 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx')).walletAddress,
    ).toContain('Bitcoin');
    expect(fieldErrors(PaymentRequest, walletRequest(1, ADDRESSES.bitcoin[0], 'USDT')).network).toBe(
      'Bitcoin does not carry USDT',
    );
    expect(fieldErrors(PaymentRequest, walletRequest(99, EVM, 'USDT')).network).toBe('Choose a network from the list');
  });

  it('shows the address refusal while other fields are still empty', () => {
    expect(
      fieldErrors(PaymentRequest, {
        ...walletRequest(2, 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'),
        invoiceName: '',
      }).walletAddress,
    ).toContain('Bitcoin address');
  });
});

const bankRequest = (overrides: Record<string, unknown> = {}) => ({
  ...walletRequest(2, EVM),
  paymentType: 1,
  sourceCurrency: 'NGN',
  crypto: undefined,
  network: undefined,
  walletAddress: undefined,
  amountCurrency: 'NGN',
  bankCode: '058',
  accountNumber: '0123456785',
  ...overrides,
});
const wireRequest = (overrides: Record<string, unknown> = {}) => ({
  ...bankRequest(),
  bankCode: undefined,
  destination: 'Third Party',
  benFullName: 'Ada Obi',
  benAddress: '1 Marina, Lagos',
  bankName: 'Deutsche Bank',
  bankAddress: 'Taunusanlage 12, Frankfurt',
  swiftCode: 'DEUTDEFF',
  accountNumber: 'DE89 3704 0044 0532 0130 00',
  ...overrides,
});

describe('Nigerian account numbers (NUBAN)', () => {
  it("checks the tenth digit against the bank's code: 3-digit banks and 5-digit microfinance banks (9-prefixed)", () => {
    expect(isValidNuban('058', '0123456785')).toBe(true);
    expect(isValidNuban('058', '0123456784')).toBe(false);
    expect(isValidNuban('044', '0123456784')).toBe(true);
    expect(isValidNuban('50515', '0123456785')).toBe(true);
    expect(isValidNuban('50211', '0123456786')).toBe(true);
    expect(isValidNuban('50211', '0123456785')).toBe(false);
    expect(isValidNuban('058', '012345678')).toBe(false);
  });

  it('refuses a wrong check digit or length on the account number field, and a bank not in the list', () => {
    expect(fieldErrors(PaymentRequest, bankRequest())).toEqual({});
    expect(fieldErrors(PaymentRequest, bankRequest({ accountNumber: '0123456789' })).accountNumber).toBe(
      "This Guaranty Trust Bank (GTBank) account number's check digit doesn't match: a digit may be mistyped",
    );
    expect(fieldErrors(PaymentRequest, bankRequest({ accountNumber: '01234567' })).accountNumber).toBe(
      'A Nigerian account number (NUBAN) has 10 digits',
    );
    expect(fieldErrors(PaymentRequest, bankRequest({ bankCode: '035A' })).bankCode).toBe('Choose a bank from the list');
  });

  it('takes any ten digits at wallets numbered after the phone (OPay, PalmPay)', () => {
    expect(fieldErrors(PaymentRequest, bankRequest({ bankCode: '100004', accountNumber: '8031234567' }))).toEqual({});
    expect(
      fieldErrors(PaymentRequest, bankRequest({ bankCode: '100033', accountNumber: '803123456' })).accountNumber,
    ).toContain('10 digits');
  });
});

describe('international wires: SWIFT/BIC and IBAN (ibantools)', () => {
  it('takes the bank name as typed with a BIC whose country is real', () => {
    expect(fieldErrors(PaymentRequest, wireRequest())).toEqual({});
    expect(
      fieldErrors(
        PaymentRequest,
        wireRequest({ swiftCode: 'deut de ff 500', accountNumber: 'DE89370400440532013000' }),
      ),
    ).toEqual({});
    expect(fieldErrors(PaymentRequest, wireRequest({ swiftCode: 'DEUTZZFF' })).swiftCode).toContain('SWIFT/BIC');
    expect(
      fieldErrors(PaymentRequest, wireRequest({ intermediarySwiftCode: 'CITIZZ33' })).intermediarySwiftCode,
    ).toContain('SWIFT/BIC');
    expect(fieldErrors(PaymentRequest, wireRequest({ bankName: '' })).bankName).toBe('Enter the bank name');
  });

  it("wants an IBAN where the BIC's country uses them, ten digits in Nigeria, and any account number elsewhere", () => {
    expect(
      fieldErrors(PaymentRequest, wireRequest({ accountNumber: 'DE89370400440532013001' })).accountNumber,
    ).toContain('IBAN');
    expect(
      fieldErrors(PaymentRequest, wireRequest({ accountNumber: 'DE8937040044053201300' })).accountNumber,
    ).toContain('Banks in DE are paid to an IBAN');
    expect(fieldErrors(PaymentRequest, wireRequest({ accountNumber: '0532013000' })).accountNumber).toContain(
      'Banks in DE are paid to an IBAN',
    );
    expect(
      fieldErrors(PaymentRequest, wireRequest({ swiftCode: 'NWBKGB2L', accountNumber: 'GB29 NWBK 6016 1331 9268 19' })),
    ).toEqual({});
    expect(fieldErrors(PaymentRequest, wireRequest({ swiftCode: 'CHASUS33', accountNumber: '000123456789' }))).toEqual(
      {},
    );
    expect(fieldErrors(PaymentRequest, wireRequest({ swiftCode: 'GTBINGLA', accountNumber: '0123456785' }))).toEqual(
      {},
    );
    expect(
      fieldErrors(PaymentRequest, wireRequest({ swiftCode: 'GTBINGLA', accountNumber: '12345' })).accountNumber,
    ).toContain('10 digits');
  });
});

describe('IBAN check digits', () => {
  const french = (accountNumber: string) => wireRequest({ swiftCode: 'BNPAFRPP', accountNumber });
  it('names the check digits as the fault when only they fail, and the format when the length or country is wrong', () => {
    const checkDigits = "This IBAN's check digits don't match: a digit may be mistyped";
    expect(fieldErrors(PaymentRequest, french('FR76 3000 6000 0112 3456 7890 189'))).toEqual({});
    expect(fieldErrors(PaymentRequest, french('FR76 3000 6000 0112 3456 7890 188')).accountNumber).toBe(checkDigits);
    expect(fieldErrors(PaymentRequest, french('FR77 3000 6000 0112 3456 7890 189')).accountNumber).toBe(checkDigits);
    expect(fieldErrors(PaymentRequest, french('FR7O 3000 6000 0112 3456 7890 189')).accountNumber).toBe(checkDigits);
    expect(fieldErrors(PaymentRequest, french('FR76 3000 6000 0112 3456 7890 18')).accountNumber).toBe(
      "Banks in FR are paid to an IBAN: enter the beneficiary's IBAN (27 characters, starting FR)",
    );
    expect(fieldErrors(PaymentRequest, french('30006000011234567890189')).accountNumber).toContain('starting FR');
  });
});

describe('payment methods', () => {
  const method = {
    currencyCode: 'NGN',
    bank: 'Guaranty Trust Bank (GTBank)',
    accountNumber_walletAddress: '0123456785',
  };
  it("check a bank account's NUBAN against the bank and a wallet against the network named", () => {
    expect(fieldErrors(PaymentMethodForm, method)).toEqual({});
    expect(
      fieldErrors(PaymentMethodForm, { ...method, accountNumber_walletAddress: '0123456789' })
        .accountNumber_walletAddress,
    ).toContain('GTBank');
    expect(
      fieldErrors(PaymentMethodForm, {
        ...method,
        currencyCode: 'USDT',
        bank: 'Tron (TRC-20)',
        accountNumber_walletAddress: ADDRESSES.tron[0],
      }),
    ).toEqual({});
    expect(
      fieldErrors(PaymentMethodForm, {
        ...method,
        currencyCode: 'USDT',
        bank: 'Tron (TRC-20)',
        accountNumber_walletAddress: EVM,
      }).accountNumber_walletAddress,
    ).toContain('Tron (TRC-20)');
    expect(fieldErrors(PaymentMethodForm, { ...method, bank: 'Tron wallet' }).bank).toBe(
      'Choose a bank or a network from the list',
    );
    expect(
      fieldErrors(AddPaymentMethodRequest, { ...method, accountId: 1, userEmailAddress: 'ada@example.com' }),
    ).toEqual({});
  });
});

describe('phones (libphonenumber-js, full metadata)', () => {
  // Typed as people write them at home, with the country chosen; each stored in E.164.
  const NUMBERS: Array<[string, string, string]> = [
    ['NG', '0803 123 4567', '+2348031234567'],
    ['NG', '803 123 4567', '+2348031234567'],
    ['CI', '07 01 23 45 67', '+2250701234567'],
    ['IT', '06 1234 5678', '+390612345678'],
    ['GB', '07400 123456', '+447400123456'],
    ['US', '(201) 555-0123', '+12015550123'],
    ['DE', '030 123456', '+4930123456'],
    ['FR', '06 12 34 56 78', '+33612345678'],
    ['IN', '91234 56789', '+919123456789'],
    ['BR', '(11) 91234-5678', '+5511912345678'],
    ['GH', '024 123 4567', '+233241234567'],
    ['KE', '0712 345678', '+254712345678'],
  ];
  it.each(NUMBERS)('reads %s %s as %s, a valid number', (country, typed, e164) => {
    const read = phoneFromInput(typed, country);
    expect(read).toEqual({ value: e164, country });
    expect(isValidPhone(read.value)).toBe(true);
  });

  it('reads a pasted +number once, whatever country was chosen, and switches to its country', () => {
    expect(phoneFromInput('+234 803 123 4567', 'NG')).toEqual({ value: '+2348031234567', country: 'NG' });
    expect(phoneFromInput('+33 6 12 34 56 78', 'NG')).toEqual({ value: '+33612345678', country: 'FR' });
  });

  it('refuses numbers of the right length outside the ranges in use (which the min metadata took), and too short or too long ones', () => {
    for (const number of [
      '+2349991234567',
      '+491234567890',
      '+2340800000000',
      '+4930',
      '+1201555012345',
      '+2259912345678',
      '+39061234567890123',
    ])
      expect(isValidPhone(number), number).toBe(false);
    expect(isValidPhone('')).toBe(false);
  });
});

describe('cities: a city of the list or a town typed', () => {
  const identity = {
    accountId: 1,
    accountType: 1,
    firstName: 'Ada',
    lastName: 'Obi',
    email: 'ada@example.com',
    dob: '1980-01-01',
    countryOfResidence: 'NG',
    stateOfResidence: 2,
    cityOfResidence: 3,
    postalCode: '100001',
    streetAddress: '1 Road',
    nationality: 'NG',
    verificationCode: '12345678901',
    verificationType: 'BVN',
    politicallyExposed: false,
    mobileCountryCode: '+234',
    mobileNumber: '8031234567',
  };
  it('takes an id, or a name with no id, and gives null for the id of a typed town', () => {
    expect(v.parse(CustomerIdentityRequest, identity)).toMatchObject({ cityOfResidence: 3, cityOfResidenceName: '' });
    expect(
      v.parse(CustomerIdentityRequest, { ...identity, cityOfResidence: '', cityOfResidenceName: '  Ikire ' }),
    ).toMatchObject({
      cityOfResidence: null,
      cityOfResidenceName: 'Ikire',
    });
    expect(
      v.parse(CustomerIdentityRequest, { ...identity, cityOfResidence: null, cityOfResidenceName: 'Ikire' }),
    ).toMatchObject({ cityOfResidence: null });
  });
  it('refuses neither, both, a name without letters and a bad id', () => {
    expect(fieldErrors(CustomerIdentityRequest, { ...identity, cityOfResidence: '' }).cityOfResidence).toBe(
      'Choose or type your city of residence',
    );
    expect(fieldErrors(CustomerIdentityRequest, { ...identity, cityOfResidenceName: 'Ikire' }).cityOfResidence).toBe(
      'Choose a city from the list or type one, not both',
    );
    expect(
      fieldErrors(CustomerIdentityRequest, { ...identity, cityOfResidence: '', cityOfResidenceName: '123' })
        .cityOfResidenceName,
    ).toBe('Type the name of your city');
    expect(fieldErrors(CustomerIdentityRequest, { ...identity, cityOfResidence: -4 }).cityOfResidence).toBe(
      'Choose or type your city of residence',
    );
    expect(
      fieldErrors(CustomerIdentityRequest, { ...identity, cityOfResidence: '', cityOfResidenceName: 'x'.repeat(101) })
        .cityOfResidenceName,
    ).toContain('100');
  });
});

describe('verification numbers outside Nigeria and the US', () => {
  it('starts from the passport and lets the national ID or ITIN be chosen; Nigeria and the US keep BVN and SSN', () => {
    expect(chosenVerificationType('FR', '')).toBe('PASSPORT');
    expect(chosenVerificationType('FR', 'NATIONAL_ID')).toBe('NATIONAL_ID');
    expect(chosenVerificationType('NG', 'PASSPORT')).toBe('BVN');
    expect(chosenVerificationType('US', 'ITIN')).toBe('SSN');
  });

  it("checks a passport by its country's format (validator), else as an ICAO document number", () => {
    expect(isVerificationNumberShaped('PASSPORT', '12AB34567', 'FR')).toBe(true);
    expect(isVerificationNumberShaped('PASSPORT', '123456789', 'FR')).toBe(false);
    expect(isVerificationNumberShaped('PASSPORT', 'g1234567', 'GH')).toBe(true);
    expect(isVerificationNumberShaped('PASSPORT', 'AB-12', 'GH')).toBe(false);
  });

  it('checks a national ID by its check digit where validator knows the country (a Spanish DNI), else its shape', () => {
    expect(isVerificationNumberShaped('NATIONAL_ID', '12345678Z', 'ES')).toBe(true);
    expect(isVerificationNumberShaped('NATIONAL_ID', '12345678A', 'ES')).toBe(false);
    expect(isVerificationNumberShaped('NATIONAL_ID', 'X4RTBPFW4', 'FR')).toBe(true);
    expect(isVerificationNumberShaped('NATIONAL_ID', '12', 'FR')).toBe(false);
  });

  it("checks an ITIN by the IRS's ranges, the 50-65 one included", () => {
    expect(isVerificationNumberShaped('ITIN', '912-70-1234', 'FR')).toBe(true);
    expect(isVerificationNumberShaped('ITIN', '912 50 1234', 'FR')).toBe(true);
    expect(isVerificationNumberShaped('ITIN', '912-93-1234', 'FR')).toBe(false);
    expect(isVerificationNumberShaped('ITIN', '123-45-6789', 'FR')).toBe(false);
  });

  it('shows the shape refusal in the form while other fields are still empty', () => {
    const errors = fieldErrors(CustomerIdentityForm, {
      nationality: 'FR',
      verificationType: 'ITIN',
      verificationCode: 'anything',
    });
    expect(errors.verificationCode).toBe('An ITIN has 9 digits and starts with 9, such as 912-70-1234');
  });
});
