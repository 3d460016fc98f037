/*
 * Nigerian banks and licensed fintechs a payout can go to (GET /payment/banks), with the code that identifies each.
 *
 * Our own list, compiled on 23 Nov 2026 (no maintained package lists the fintechs with their codes; ng-banks 2.1.1,
 * used before, has no Moniepoint, FairMoney, the payment service banks or OPay by name). Sources: the CBN's lists of
 * licensed commercial, merchant and non-interest banks, payment service banks and mobile money operators; the
 * institution codes of the CBN's NUBAN standard (2010: the 3-digit bank codes) and its revised standard (March 2020:
 * other financial institutions have a 5-digit code, prefixed with 9 for the check digit); NIBSS's 6-digit NIP codes
 * for the wallets. Every code ng-banks gave the same institution is kept (saved payments hold them); codes that
 * named nothing real ('035A' ALAT is a Wema account, '00103', '999991', '999992' were one gateway's own) or
 * institutions whose licence was revoked (Heritage Bank, June 2024) stay in old databases but are no longer listed.
 *
 * `checkDigit`: the account number is a NUBAN whose tenth digit is checked against the code. Wallets of payment
 * service banks and mobile money operators (OPay, PalmPay, ...) number accounts after the customer's phone, and a
 * few institutions' NUBAN codes are not published: their account numbers are checked as ten digits only.
 * To add an institution: append it here and raise REFERENCE_SEED_VERSION (server/db/seeds/index.ts).
 */

export type NigerianBankKind =
  'commercial' | 'merchant' | 'non-interest' | 'microfinance' | 'payment service' | 'mobile money' | 'mortgage';

export interface NigerianBank {
  bankCode: string;
  bank: string;
  kind: NigerianBankKind;
  checkDigit: boolean;
}

const bank = (bankCode: string, name: string, kind: NigerianBankKind, checkDigit = true): NigerianBank => ({
  bankCode,
  bank: name,
  kind,
  checkDigit,
});

export const NIGERIAN_BANKS: readonly NigerianBank[] = [
  bank('044', 'Access Bank', 'commercial'),
  bank('063', 'Access Bank (Diamond)', 'commercial'),
  bank('023', 'Citibank Nigeria', 'commercial'),
  bank('050', 'Ecobank Nigeria', 'commercial'),
  bank('070', 'Fidelity Bank', 'commercial'),
  bank('011', 'First Bank of Nigeria', 'commercial'),
  bank('214', 'First City Monument Bank (FCMB)', 'commercial'),
  bank('103', 'Globus Bank', 'commercial'),
  bank('058', 'Guaranty Trust Bank (GTBank)', 'commercial'),
  bank('082', 'Keystone Bank', 'commercial'),
  bank('107', 'Optimus Bank', 'commercial'),
  bank('104', 'Parallex Bank', 'commercial'),
  bank('076', 'Polaris Bank', 'commercial'),
  bank('105', 'PremiumTrust Bank', 'commercial'),
  bank('101', 'Providus Bank', 'commercial'),
  bank('106', 'Signature Bank', 'commercial'),
  bank('221', 'Stanbic IBTC Bank', 'commercial'),
  bank('068', 'Standard Chartered Bank', 'commercial'),
  bank('232', 'Sterling Bank', 'commercial'),
  bank('100', 'SunTrust Bank', 'commercial'),
  bank('102', 'Titan Trust Bank', 'commercial'),
  bank('032', 'Union Bank of Nigeria', 'commercial'),
  bank('033', 'United Bank for Africa (UBA)', 'commercial'),
  bank('215', 'Unity Bank', 'commercial'),
  bank('035', 'Wema Bank (ALAT)', 'commercial'),
  bank('057', 'Zenith Bank', 'commercial'),
  bank('301', 'Jaiz Bank', 'non-interest'),
  bank('303', 'Lotus Bank', 'non-interest'),
  bank('302', 'TAJ Bank', 'non-interest'),
  bank('559', 'Coronation Merchant Bank', 'merchant'),
  bank('501', 'FSDH Merchant Bank', 'merchant'),
  bank('502', 'Rand Merchant Bank', 'merchant'),
  bank('060002', 'FBNQuest Merchant Bank', 'merchant', false),
  bank('060003', 'Nova Bank', 'merchant', false),
  bank('060004', 'Greenwich Merchant Bank', 'merchant', false),
  bank('120001', '9 Payment Service Bank (9PSB)', 'payment service', false),
  bank('120002', 'HopePSB', 'payment service', false),
  bank('120003', 'MoMo Payment Service Bank (MTN)', 'payment service', false),
  bank('120004', 'SmartCash Payment Service Bank (Airtel)', 'payment service', false),
  bank('120005', 'Money Master PSB', 'payment service', false),
  bank('100004', 'OPay (Paycom)', 'mobile money', false),
  bank('100033', 'PalmPay', 'mobile money', false),
  bank('100002', 'Paga', 'mobile money', false),
  bank('100022', 'GoMoney', 'mobile money', false),
  bank('311', 'Parkway ReadyCash', 'mobile money', false),
  bank('50515', 'Moniepoint Microfinance Bank', 'microfinance'),
  bank('50211', 'Kuda Microfinance Bank', 'microfinance'),
  bank('51318', 'FairMoney Microfinance Bank', 'microfinance'),
  bank('51310', 'Sparkle Microfinance Bank', 'microfinance'),
  bank('50304', 'Mint Microfinance Bank', 'microfinance'),
  bank('50126', 'Eyowo Microfinance Bank', 'microfinance'),
  bank('565', 'Carbon (One Finance)', 'microfinance', false),
  bank('566', 'VFD Microfinance Bank', 'microfinance', false),
  bank('125', 'Rubies Microfinance Bank', 'microfinance', false),
  bank('562', 'Ekondo Microfinance Bank', 'microfinance', false),
  bank('51204', 'Above Only Microfinance Bank', 'microfinance'),
  bank('50926', 'Amju Unique Microfinance Bank', 'microfinance'),
  bank('51229', 'Bainescredit Microfinance Bank', 'microfinance'),
  bank('50931', 'Bowen Microfinance Bank', 'microfinance'),
  bank('50823', 'CEMCS Microfinance Bank', 'microfinance'),
  bank('51314', 'Firmus Microfinance Bank', 'microfinance'),
  bank('51251', 'Hackman Microfinance Bank', 'microfinance'),
  bank('50383', 'Hasal Microfinance Bank', 'microfinance'),
  bank('51244', 'Ibile Microfinance Bank', 'microfinance'),
  bank('50457', 'Infinity Microfinance Bank', 'microfinance'),
  bank('50502', 'Kadpoly Microfinance Bank', 'microfinance'),
  bank('50200', 'Kredi Money Microfinance Bank', 'microfinance'),
  bank('50549', 'Links Microfinance Bank', 'microfinance'),
  bank('50563', 'Mayfair Microfinance Bank', 'microfinance'),
  bank('50746', 'Petra Microfinance Bank', 'microfinance'),
  bank('51293', 'QuickFund Microfinance Bank', 'microfinance'),
  bank('51269', 'Tangerine Money Microfinance Bank', 'microfinance'),
  bank('51211', 'TCF Microfinance Bank', 'microfinance'),
  bank('50871', 'Unical Microfinance Bank', 'microfinance'),
  bank('801', 'Abbey Mortgage Bank', 'mortgage', false),
  bank('401', 'ASO Savings and Loans', 'mortgage', false),
  bank('90052', 'Lagos Building Investment Company (LBIC)', 'mortgage', false),
];

export const nigerianBank = (bankCode: string) => NIGERIAN_BANKS.find((entry) => entry.bankCode === bankCode);

const NUBAN_WEIGHTS = [3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3];

/**
 * The CBN's NUBAN check (revised standard, 2020): the 6-digit institution code (a bank's 3-digit code after 000, an
 * other institution's 5-digit code after 9) and the 9-digit serial, weighted 3-7-3; the check digit is 10 minus the
 * sum modulo 10 (0 for 10).
 */
export function isValidNuban(bankCode: string, accountNumber: string) {
  if (!/^\d{10}$/.test(accountNumber) || !/^(\d{3}|\d{5})$/.test(bankCode)) return false;
  const digits = `${bankCode.length === 3 ? '000' : '9'}${bankCode}${accountNumber.slice(0, 9)}`;
  const sum = [...digits].reduce((total, digit, index) => total + Number(digit) * NUBAN_WEIGHTS[index], 0);
  return (10 - (sum % 10)) % 10 === Number(accountNumber[9]);
}
