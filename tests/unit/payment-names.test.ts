import { describe, expect, it } from 'vitest';
import { PAYMENT_TYPE, type PaymentToConfirm } from '@/contract';
import { destinationName, paymentFormName, paymentTypeName } from '@/ui/payment-names';
import { paymentTokenMail } from '../../server/mail/templates';
import { CATALOGUES, startTestI18n } from '../helpers/catalogues';

const payment = (paymentTypeId: number): PaymentToConfirm => ({
  paymentTypeId,
  destination: 'Third Party',
  amount: 1250.5,
  currency: 'CAD',
  recipientName: 'Ada Obi',
  maskedAccount: '•••• 6789',
  institution: 'Royal Bank of Canada',
});

describe('one name per payment type (issue 33, item 8)', () => {
  it.each(['en', 'fr'] as const)('the app and the token mail name each payment type alike, in %s', (language) => {
    startTestI18n(language);
    const label = language === 'en' ? 'Payment type: ' : 'Type de paiement : ';
    for (const id of Object.values(PAYMENT_TYPE)) {
      const name = CATALOGUES[language].paymentTypes[id];
      expect(paymentTypeName(id, 'Fiat to fiat')).toBe(name);
      expect(paymentTokenMail('ada@example.com', '123456', payment(id), language).text).toContain(`${label}${name}\n`);
    }
  });

  it('names a form by its payment type and who receives it, as the form does', () => {
    startTestI18n('en');
    expect(paymentFormName('fiat_fiat_third_party')).toBe('Bank transfer · Someone else');
    expect(paymentFormName('crypto_crypto')).toBe('Crypto to a crypto wallet');
    expect(destinationName('Self')).toBe('Myself');
    startTestI18n('fr');
    expect(paymentFormName('fiat_fiat_third_party')).toBe('Virement bancaire · Une autre personne');
    expect(paymentTypeName(9, 'New type')).toBe('New type');
  });

  it('the token mail restates amount, type and masked recipient in the language', () => {
    const fr = paymentTokenMail('ada@example.com', '123456', payment(1), 'fr').text;
    expect(fr).toContain('Montant : 1\u202f250,50 CAD');
    expect(fr).toContain('Bénéficiaire : Ada Obi, •••• 6789, Royal Bank of Canada');
    const en = paymentTokenMail(
      'ada@example.com',
      '123456',
      {
        ...payment(4),
        destination: 'Self',
        recipientName: null,
        currency: 'USDT',
        amount: 0.00012345,
        institution: 'Tron (TRC20)',
      },
      'en',
    ).text;
    expect(en).toContain('Amount: 0.00012345 USDT');
    expect(en).toContain('Recipient: yourself, •••• 6789, Tron (TRC20)');
  });
});
