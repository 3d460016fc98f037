/** The KYC read-back of an individual account. */
import { ACCOUNT_STATUS_TEXT } from '../../../src/contract';
import { identityReadBack } from '../../../src/contract/steps/kyc-identity/mappers';
import { identificationReadBack, personalOtherInfoReadBack } from '../../../src/contract/steps/kyc-other-info/mappers';
import type { Db } from '../../db';
import { describeDocuments, documentUrl } from '../../storage/documents';
import type { ViewableAccount } from './account-access';
import { withRevisionApplied } from './revisions';

/**
 * One individual account as saved (product §3 read-back), to edit it; with the changes the customer proposed, while a
 * revision of the approved account is undecided.
 */
export async function readIndividualAccount(db: Db, { owner, account }: ViewableAccount) {
  return withRevisionApplied(db, account, (db) => readIndividual(db, owner, account));
}

async function readIndividual(db: Db, owner: string, account: { id: number; status_id: number }) {
  const [profile, other] = await Promise.all([
    db.selectFrom('individual_profiles').selectAll().where('account_id', '=', account.id).executeTakeFirst(),
    db.selectFrom('individual_other_infos').selectAll().where('account_id', '=', account.id).executeTakeFirst(),
  ]);
  const documents = await describeDocuments(
    db,
    owner,
    other ? [other.identification_document_id, other.proof_of_address_document_id] : [],
  );
  const nameOf = (id: string) => documents.get(id)?.name ?? '';
  return {
    accountId: account.id,
    accountStatus: {
      accountStatus: ACCOUNT_STATUS_TEXT[account.status_id] ?? 'Unknown',
      accountStatusId: account.status_id,
    },
    personalInfo: profile ? identityReadBack(profile) : null,
    identification: other
      ? {
          ...identificationReadBack(other),
          attachmentId: {
            attachment: documentUrl(other.identification_document_id),
            attachmentName: nameOf(other.identification_document_id),
          },
          proofOfAddressName: nameOf(other.proof_of_address_document_id),
          proofOfAddressDoc: documentUrl(other.proof_of_address_document_id),
        }
      : null,
    personalOtherInfo: other ? personalOtherInfoReadBack(other) : null,
  };
}
