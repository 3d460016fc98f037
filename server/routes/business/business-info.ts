import type { Hono } from 'hono';
import { BUSINESS_DOCUMENT_TYPES } from '../../../src/contract';
import type { Deps } from '../../deps';
import { register, type PrepareContext } from '../../http/route';
import { recordStepSaved } from '../../services/audit';
import { deleteDocuments, sealUploads, storeDocument } from '../../storage/documents';
import { activateUser } from '../accounts/identity';
import { editableBusinessAccount } from './account';
import { checkCountry, checkDocumentType, checkListItem, checkPlace, cityColumns, ReferenceErrors } from '../../services/references';

const isFixedBusinessDocument = (type: number) => (BUSINESS_DOCUMENT_TYPES as readonly number[]).includes(type);

/**
 * POST /accounts/saveBusinessInfo: KYB step 0. Stores the business information and its four documents (checked
 * by content); a new submission replaces the earlier one, keeping the attachment ids it names.
 */
export function businessInfoRoute(app: Hono, deps: Deps) {
  const uploads = ({ body, user, deps }: PrepareContext<'saveBusinessInfo'>) =>
    sealUploads(
      deps.db,
      user.id,
      body.kybAttachments.map((attachment, index) => ({
        field: `kybAttachments.${index}.identificationAttachment`,
        name: attachment.identificationName,
        content: attachment.identificationAttachment,
      })),
    );
  register(app, deps, 'saveBusinessInfo', uploads, async ({ body, user, db, deps, prepared: sealed }) => {
    const { owner, account } = await editableBusinessAccount(db, user, body.accountId);
    const errors = new ReferenceErrors();
    await checkCountry(db, errors, 'countryCodeOfIncorporation', body.countryCodeOfIncorporation);
    await checkPlace(
      db,
      errors,
      { country: 'countryCodeOfResidence', state: 'stateId', city: 'cityId' },
      { country: body.countryCodeOfResidence, stateId: body.stateId, cityId: body.cityId },
    );
    await checkListItem(db, errors, 'natureOfBusiness', 'natureOfBusiness', body.natureOfBusiness);
    for (const [index, attachment] of body.kybAttachments.entries()) {
      if (!isFixedBusinessDocument(attachment.identificationType))
        await checkDocumentType(db, errors, `kybAttachments.${index}.identificationType`, attachment.identificationType, 'proofOfAddress');
    }
    errors.throwIfAny();

    const now = deps.now();
    const values = {
      legal_name: body.legalName,
      trading_name: body.tradingName,
      company_registration_number: body.companyRegistrationNumber,
      country_of_incorporation: body.countryCodeOfIncorporation,
      country_of_residence: body.countryCodeOfResidence,
      postal_code: body.postalCode,
      state_id: body.stateId,
      ...cityColumns(body.cityId, body.cityName),
      street_address: body.streetAddress,
      identity_type: body.identificationType,
      identity_number: body.identificationNumber,
      business_phone_country_code: body.businessPhoneNumberCountryCode,
      business_phone_number: body.businessPhoneNumber,
      business_email: body.businessEmail,
      nature_of_business_id: body.natureOfBusiness,
      company_operation_duration: body.companyOperationDuration,
      updated_at: now,
    };
    const info = await db
      .insertInto('business_infos')
      .values({ account_id: account.id, ...values })
      .onConflict((oc) => oc.column('account_id').doUpdateSet(values))
      .returning('id')
      .executeTakeFirstOrThrow();

    const stored = await db.selectFrom('business_attachments').select(['id', 'document_id']).where('account_id', '=', account.id).execute();
    const kept = new Set<number>();
    for (const [index, attachment] of body.kybAttachments.entries()) {
      const documentId = await storeDocument(db, sealed(`kybAttachments.${index}.identificationAttachment`), {
        ownerUserId: owner,
        accountId: account.id,
        identificationType: attachment.identificationType,
      });
      const replaced = stored.find((row) => row.id === attachment.attachmentId && !kept.has(row.id));
      if (replaced) {
        kept.add(replaced.id);
        await db
          .updateTable('business_attachments')
          .set({ document_id: documentId, identification_type_id: attachment.identificationType })
          .where('id', '=', replaced.id)
          .execute();
      } else {
        await db
          .insertInto('business_attachments')
          .values({ account_id: account.id, document_id: documentId, identification_type_id: attachment.identificationType })
          .execute();
      }
    }
    const dropped = stored.filter((row) => !kept.has(row.id)).map((row) => row.id);
    if (dropped.length > 0) await db.deleteFrom('business_attachments').where('id', 'in', dropped).execute();
    await deleteDocuments(
      db,
      owner,
      stored.map((row) => row.document_id),
    );

    await db
      .updateTable('accounts')
      .set({ display_name: body.legalName, country_code: body.countryCodeOfResidence, updated_at: now })
      .where('id', '=', account.id)
      .execute();
    await activateUser(db, user.id);
    await recordStepSaved(db, user, account.id, 'businessInfo', body);
    return { accountId: account.id, businessInfoId: info.id };
  });
}
