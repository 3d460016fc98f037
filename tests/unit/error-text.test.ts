import { beforeAll, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { ApiError, NetworkError, SERVER_MESSAGES } from '@/contract';
import { en } from '@/app/locales/en';
import { fr } from '@/app/locales/fr';
import { errorText } from '@/ui/error-text';

beforeAll(() =>
  i18next.init({ lng: 'fr', fallbackLng: 'en', resources: { en: { translation: en }, fr: { translation: fr } }, interpolation: { escapeValue: false } }),
);

describe('what a failed call says, in the chosen language', () => {
  it('a refusal with a message id reads in French, whatever English the server wrote', () => {
    const refusal = new ApiError(409, SERVER_MESSAGES.accountInReviewNotDeleted, {}, 'accountInReviewNotDeleted');
    expect(errorText(refusal)).toBe('Ce compte est en cours de vérification et ne peut pas être supprimé pour le moment.');
  });

  it('a refusal without an id keeps the server words; a lost connection and anything else have their own text', () => {
    expect(errorText(new ApiError(400, 'Enter a valid IBAN.'))).toBe('Enter a valid IBAN.');
    expect(errorText(new NetworkError())).toBe('Le serveur est injoignable. Vérifiez votre connexion et réessayez.');
    expect(errorText(new Error('boom'))).toBe('Une erreur est survenue. Veuillez réessayer.');
  });

  it('in English, a message id reads as the contract words it', async () => {
    await i18next.changeLanguage('en');
    expect(errorText(new ApiError(409, 'x', {}, 'approvedAccountNotDeleted'))).toBe(SERVER_MESSAGES.approvedAccountNotDeleted);
    await i18next.changeLanguage('fr');
  });
});
