import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import * as v from 'valibot';
import '@/contract/phone-numbers';
import { ApiError, EmailForm, genericError, InviteForm, NetworkError, RegisterForm, type MessageId } from '@/contract';
import {
  ADDRESS_KIND_WORDS,
  englishMessage,
  SERVER_MESSAGES,
  SERVER_PLURAL_MESSAGES,
  VALIDATION_MESSAGES,
  VALIDATION_SUBJECTS,
} from '@/contract/message-texts';
import { errorText, fieldErrorTexts } from '@/app/wording/error-text';
import { validateWith, validationRefText } from '@/app/wording/form-validation';
import { submitFailureText } from '@/ui/submit-failure';
import { CATALOGUES, startTestI18n } from '../helpers/catalogues';

beforeAll(() => startTestI18n('fr'));

describe('what a failed call says, in the chosen language', () => {
  it('a refusal with a message id reads in French, whatever English the server wrote', () => {
    const refusal = new ApiError(409, SERVER_MESSAGES.accountInReviewNotDeleted, {}, 'accountInReviewNotDeleted');
    expect(errorText(refusal)).toBe(
      'Ce compte est en cours de vérification et ne peut pas être supprimé pour le moment.',
    );
  });

  it('a refusal without an id keeps the server words; a lost connection and anything else have their own text', () => {
    expect(errorText(new ApiError(400, 'Enter a valid IBAN.'))).toBe('Enter a valid IBAN.');
    expect(errorText(new NetworkError())).toBe('Le serveur est injoignable. Vérifiez votre connexion et réessayez.');
    expect(errorText(new Error('boom'))).toBe('Une erreur est survenue. Veuillez réessayer.');
  });

  it('a wait in minutes takes the plural form of its count, in French and in English', async () => {
    const wait = (count: number) =>
      new ApiError(
        429,
        `Too many sign-in attempts. Please wait ${count} minutes and try again.`,
        {},
        'tooManySignIns',
        { count },
      );
    expect(errorText(wait(1))).toBe('Trop de tentatives de connexion. Patientez 1 minute et réessayez.');
    expect(errorText(wait(15))).toBe('Trop de tentatives de connexion. Patientez 15 minutes et réessayez.');
    i18n.activate('en');
    expect(errorText(wait(1))).toBe(SERVER_PLURAL_MESSAGES.tooManySignIns.one.replace('{count}', '1'));
    expect(errorText(wait(15))).toBe('Too many sign-in attempts. Please wait 15 minutes and try again.');
    i18n.activate('fr');
  });

  it('a status or a list of steps the server names by id reads in French', () => {
    expect(errorText(new ApiError(409, 'x', {}, 'accountNotDecidable', { accountStatus: 'active' }))).toBe(
      'Ce compte n’attend pas de décision : son statut est « Actif ».',
    );
    expect(errorText(new ApiError(409, 'x', {}, 'paymentNotDecidable', { paymentStatus: '7' }))).toBe(
      'Cette demande de paiement n’attend pas de décision : son statut est « Annulée ».',
    );
    expect(errorText(new ApiError(400, 'x', {}, 'saveStepsFirst', { steps: 'businessInfo,activity' }))).toBe(
      "Enregistrez d’abord ces étapes : Informations sur l'entreprise, Activités de l'entreprise.",
    );
  });

  it('a number reads in the chosen language: a file size with its decimal comma', () => {
    const tooLarge = new ApiError(413, 'x', {}, 'fileTooLarge', { name: 'scan.pdf', size: 12.5, limit: 10 });
    expect(errorText(tooLarge)).toBe('Le fichier scan.pdf fait 12,5 Mo ; la limite est de 10 Mo par fichier.');
    expect(errorText(new ApiError(413, 'x', {}, 'fileTooLarge', { name: 'scan.pdf', size: 10, limit: 10 }))).toContain(
      'fait 10,0 Mo',
    );
  });

  it("a validation 400 quotes its first field's error in French", () => {
    const refusal = new ApiError(
      400,
      'dob: You must be at least 18 years old',
      { dob: 'You must be at least 18 years old' },
      'fieldRefused',
      { field: 'dob', error: 'You must be at least 18 years old' },
      { dob: { id: 'tooYoung', values: { age: 18 } } },
    );
    expect(errorText(refusal)).toBe('dob : Vous devez avoir au moins 18 ans');
  });

  it("an id the catalogue lacks (a newer server's) keeps the server's words, on the refusal and on its field", () => {
    const newer = new ApiError(400, 'New words', { iban: 'New field words' }, 'notYetKnown' as MessageId, undefined, {
      iban: { id: 'notYetKnown' as MessageId },
    });
    expect(errorText(newer)).toBe('New words');
    expect(fieldErrorTexts(newer)).toEqual({ iban: 'New field words' });
  });

  it('an answer the contract does not describe reads as the generic error, in the chosen language', () => {
    expect(errorText(genericError(502))).toBe('Une erreur est survenue. Veuillez réessayer.');
    expect(submitFailureText(genericError(502))).toBe('Une erreur est survenue. Veuillez réessayer.');
    expect(submitFailureText(new ApiError(500, SERVER_MESSAGES.generic, {}, 'generic'))).toBe(
      'Une erreur est survenue. Veuillez réessayer.',
    );
    expect(submitFailureText(new ApiError(409, 'x', {}, 'accountInReviewNotChanged'))).toBe(
      'Ce compte est en cours de vérification et ne peut pas être modifié pour le moment.',
    );
  });

  it('in English, a message id reads as the contract words it', async () => {
    i18n.activate('en');
    expect(errorText(new ApiError(409, 'x', {}, 'approvedAccountNotDeleted'))).toBe(
      SERVER_MESSAGES.approvedAccountNotDeleted,
    );
    i18n.activate('fr');
  });
});

describe('validation messages, in the chosen language', () => {
  it('every validation message, subject and address kind of the contract has a text in both catalogues', () => {
    for (const catalogue of [CATALOGUES.en, CATALOGUES.fr]) {
      expect(
        Object.keys(VALIDATION_MESSAGES).filter(
          (id) => typeof (catalogue.validation as Record<string, unknown>)[id] !== 'string',
        ),
      ).toEqual([]);
      expect(Object.keys(catalogue.validation.subjects).sort()).toEqual(Object.keys(VALIDATION_SUBJECTS).sort());
      expect(Object.keys(catalogue.validation.addressKinds).sort()).toEqual(Object.keys(ADDRESS_KIND_WORDS).sort());
    }
  });

  it('a form shows its schema errors in French, the field names and values translated', () => {
    const errors = validateWith(RegisterForm)({
      emailAddress: '',
      phone: '+2348031234567',
      password: 'short',
      confirmPassword: 'other',
    });
    expect(errors).toEqual({
      emailAddress: 'Saisissez votre adresse e-mail',
      password: 'Le mot de passe doit comporter au moins 8 caractères',
    });
    expect(
      validateWith(InviteForm)({ emailAddress: 'a@b.co', firstName: 'x'.repeat(101), lastName: 'Okafor' }),
    ).toEqual({
      firstName: 'Raccourcissez le prénom à 100 caractères au plus',
    });
  });

  it("a validation message's numbers read in the chosen language's conventions", () => {
    expect(validationRefText({ id: 'tooManyCharacters', values: { max: 5000 } })).toMatch(/5\u202f000/);
  });

  it("a schema's message is its reference wherever it is parsed, in English by the server's texts whatever was imported first", () => {
    const message = v.safeParse(EmailForm, { email: '' }).issues?.[0].message ?? '';
    expect(message).toBe('{"id":"enter","values":{"what":"yourEmailAddress"}}');
    expect(englishMessage(message)).toBe('Enter your email address');
    expect(englishMessage('Invalid type: Expected string')).toBe('Invalid type: Expected string');
  });

  it("a server's field error with an id reads in French; one without keeps the server's words", () => {
    const refusal = new ApiError(
      400,
      'dob: You must be at least 18 years old',
      { dob: 'You must be at least 18 years old', other: 'Server words' },
      undefined,
      undefined,
      {
        dob: { id: 'tooYoung', values: { age: 18 } },
      },
    );
    expect(fieldErrorTexts(refusal)).toEqual({ dob: 'Vous devez avoir au moins 18 ans', other: 'Server words' });
  });

  it("a field error carrying a server message id (a wrong code's tries left) reads in French, its values filled in", () => {
    const refusal = new ApiError(
      400,
      SERVER_MESSAGES.incorrectCode,
      { token: 'That code is not right. 3 tries left before the code stops working.' },
      'incorrectCode',
      undefined,
      { token: { id: 'codeTriesLeft', values: { left: 3 } } },
    );
    expect(errorText(refusal)).toBe('Code incorrect');
    expect(fieldErrorTexts(refusal)).toEqual({
      token: 'Ce code est incorrect. Il vous reste 3 essais avant que le code ne soit plus valable.',
    });
  });

  it('a missing permission and a document check read in French, by id', () => {
    expect(errorText(new ApiError(403, SERVER_MESSAGES.cannotViewAccounts, {}, 'cannotViewAccounts'))).toBe(
      'Votre profil n’est pas autorisé à consulter les comptes. Demandez cette autorisation au titulaire du compte.',
    );
    const empty = new ApiError(
      400,
      'The file id.png is empty.',
      { document: 'The file id.png is empty.' },
      'fileEmpty',
      { name: 'id.png' },
    );
    expect(fieldErrorTexts(empty)).toEqual({ document: 'Le fichier id.png est vide.' });
  });

  it('server message ids and validation message ids never clash, so a field error id names one message', () => {
    const serverIds = [...Object.keys(SERVER_MESSAGES), ...Object.keys(SERVER_PLURAL_MESSAGES)];
    expect(serverIds.filter((id) => Object.hasOwn(VALIDATION_MESSAGES, id))).toEqual([]);
    expect(Object.keys(SERVER_PLURAL_MESSAGES).filter((id) => Object.hasOwn(SERVER_MESSAGES, id))).toEqual([]);
  });
});
