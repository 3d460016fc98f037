import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { PaymentMethodForm } from '@/contract';
import {
  bankAccountIssues,
  bankAccountScheme,
  transferFee,
  transferRoute,
  type BankAccountDetails,
} from '@/contract/bank-accounts';
import { englishMessage } from '@/contract/message-texts';

/** The rules' messages by field, in English. */
const issues = (account: Partial<BankAccountDetails> & { country: string }) =>
  Object.fromEntries(
    bankAccountIssues({ bank: 'Any Bank', accountNumber: '', bic: '', routingNumber: '', ...account }).map(
      ({ field, message }) => [field, englishMessage(message())],
    ),
  );

const FRENCH = {
  country: 'FR',
  bank: 'BNP Paribas',
  accountNumber: 'FR76 3000 6000 0112 3456 7890 189',
  bic: 'BNPAFRPP',
};
/** The Côte d'Ivoire's IBAN as its banks write it (bank code CI008): ibankit reads it, ibantools 4.5 refuses its format. */
const IVORIAN = { country: 'CI', bank: 'SGBCI', accountNumber: 'CI93 CI00 8011 1301 1342 9120 0589', bic: 'SGCICIAB' };

describe('bank accounts by country', () => {
  it('picks the details a country uses', () => {
    expect(['NG', 'FR', 'DE', 'CI', 'SN', 'US', 'GB', 'CA', 'JP'].map(bankAccountScheme)).toEqual([
      'nuban',
      'iban',
      'iban',
      'iban',
      'iban',
      'aba',
      'sortCode',
      'swift',
      'swift',
    ]);
  });

  it('keeps the Nigerian rules: a bank of the list and its NUBAN check digit', () => {
    expect(issues({ country: 'NG', bank: 'Guaranty Trust Bank (GTBank)', accountNumber: '0123456785' })).toEqual({});
    expect(
      issues({ country: 'NG', bank: 'Guaranty Trust Bank (GTBank)', accountNumber: '0123456789' }).accountNumber,
    ).toContain('check digit');
    expect(
      issues({ country: 'NG', bank: 'Guaranty Trust Bank (GTBank)', accountNumber: '01234567' }).accountNumber,
    ).toBe('A Nigerian account number (NUBAN) has 10 digits');
    expect(issues({ country: 'NG', bank: 'BNP Paribas', accountNumber: '0123456785' }).bank).toBe(
      'Choose a bank from the list',
    );
  });

  it('takes a French IBAN (FR76) with its BIC, and names a mistyped digit', () => {
    expect(issues(FRENCH)).toEqual({});
    expect(issues({ ...FRENCH, bic: 'bnpa fr pp xxx' })).toEqual({});
    expect(issues({ ...FRENCH, accountNumber: 'FR77 3000 6000 0112 3456 7890 189' }).accountNumber).toBe(
      "This IBAN's check digits don't match: a digit may be mistyped",
    );
    expect(issues({ ...FRENCH, accountNumber: '30006000011234567890189' }).accountNumber).toBe(
      "Enter the account's IBAN: 27 characters, starting FR",
    );
    expect(issues({ ...FRENCH, bank: ' ' }).bank).toBe('Enter the bank name');
    expect(issues({ ...FRENCH, bic: '' }).bic).toBe('Enter the SWIFT code');
  });

  it('takes an Ivorian IBAN (CI) with its BIC', () => {
    expect(issues(IVORIAN)).toEqual({});
    expect(issues({ ...IVORIAN, accountNumber: 'CI93 CI00 8011 1301 1342 9120 0588' }).accountNumber).toContain(
      'starting CI',
    );
  });

  it("refuses a BIC of another country than the IBAN's, and an IBAN of another country than the account's", () => {
    expect(issues({ ...FRENCH, bic: 'DEUTDEFF' }).bic).toBe(
      'This BIC is of a bank in DE, not FR: enter the BIC of the bank that holds this account',
    );
    expect(issues({ ...IVORIAN, bic: 'BNPAFRPP' }).bic).toContain('bank in FR, not CI');
    expect(
      issues({ ...FRENCH, accountNumber: 'DE89 3704 0044 0532 0130 00', bic: 'DEUTDEFF' }).accountNumber,
    ).toContain('starting FR');
    expect(issues({ ...FRENCH, bic: 'BNPAZZPP' }).bic).toContain('SWIFT/BIC');
  });

  it('checks a US routing number with abavalidator, and takes the account number', () => {
    const american = { country: 'US', bank: 'Chase', accountNumber: '000123456789', routingNumber: '021000021' };
    expect(issues(american)).toEqual({});
    expect(issues({ ...american, routingNumber: '021000022' }).routingNumber).toContain('ABA routing number');
    expect(issues({ ...american, routingNumber: '02100002' }).routingNumber).toContain('ABA routing number');
    expect(issues({ ...american, accountNumber: '12' }).accountNumber).toContain('valid account number');
  });

  it("checks a UK sort code and account number by the shape of ibantools' GB structure", () => {
    const british = { country: 'GB', bank: 'NatWest', accountNumber: '31926819', routingNumber: '60-16-13' };
    expect(issues(british)).toEqual({});
    expect(issues({ ...british, routingNumber: '60-16-1' }).routingNumber).toBe(
      'Enter the 6-digit sort code, e.g. 12-34-56',
    );
    expect(issues({ ...british, accountNumber: '3192681' }).accountNumber).toBe('A UK account number has 8 digits');
  });

  it('elsewhere takes a SWIFT/BIC of the country and the account number', () => {
    const canadian = { country: 'CA', bank: 'Royal Bank of Canada', accountNumber: '1234567', bic: 'ROYCCAT2' };
    expect(issues(canadian)).toEqual({});
    expect(issues({ ...canadian, bic: 'CHASUS33' }).bic).toContain('bank in US, not CA');
    expect(issues({ ...canadian, bic: '' }).bic).toBe('Enter the SWIFT code');
  });

  it("reads the dialog's fields through the payment method schema, wallets and Nigerian banks as before", () => {
    const errors = (input: Record<string, string>) =>
      Object.fromEntries(
        (v.safeParse(PaymentMethodForm, input).issues ?? []).map((issue) => [
          v.getDotPath(issue),
          englishMessage(issue.message),
        ]),
      );
    const iban = {
      currencyCode: 'EUR',
      country: 'FR',
      bank: 'BNP Paribas',
      accountNumber_walletAddress: FRENCH.accountNumber,
      bic: 'BNPAFRPP',
    };
    expect(errors(iban)).toEqual({});
    expect(errors({ ...iban, bic: 'DEUTDEFF' }).bic).toContain('bank in DE, not FR');
    expect(errors({ ...iban, accountNumber_walletAddress: 'FR76' }).accountNumber_walletAddress).toContain(
      'starting FR',
    );
    expect(errors({ ...iban, country: 'XX' }).country).toBe("Choose the account's country");
    expect(errors({ currencyCode: 'NGN', bank: 'BNP Paribas', accountNumber_walletAddress: '0123456785' }).bank).toBe(
      'Choose a bank or a network from the list',
    );
  });
});

describe('the route and fee of a payout to oneself', () => {
  it('is domestic in the account country’s own currency paid from that currency, an international wire otherwise', () => {
    expect(transferRoute({ country: 'FR', amountCurrency: 'EUR', sourceCurrency: 'EUR', fromFiat: true })).toBe(
      'domestic',
    );
    expect(transferRoute({ country: 'CI', amountCurrency: 'XOF', sourceCurrency: 'XOF', fromFiat: true })).toBe(
      'domestic',
    );
    expect(transferRoute({ country: 'NG', amountCurrency: 'NGN', sourceCurrency: 'NGN', fromFiat: true })).toBe(
      'domestic',
    );
    expect(transferRoute({ country: 'FR', amountCurrency: 'EUR', sourceCurrency: 'NGN', fromFiat: true })).toBe(
      'internationalWire',
    );
    expect(transferRoute({ country: 'FR', amountCurrency: 'USD', sourceCurrency: 'USD', fromFiat: true })).toBe(
      'internationalWire',
    );
    expect(transferRoute({ country: 'FR', amountCurrency: 'EUR', sourceCurrency: 'USDT', fromFiat: false })).toBe(
      'domestic',
    );
  });

  it('costs nothing domestic and 1 % by wire, in cents', () => {
    expect(transferFee('domestic', 250)).toBe(0);
    expect(transferFee('internationalWire', 250)).toBe(2.5);
    expect(transferFee('internationalWire', 0.55)).toBe(0.01);
  });
});
