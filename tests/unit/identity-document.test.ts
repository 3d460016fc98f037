import { describe, expect, it } from 'vitest';
import { identityDocumentGiven } from '../../src/features/kyc/mrz/identity-document';

describe('the identity document given on KYC step 1, for step 2 (issue 46)', () => {
  it("is a passport's or a national ID card's number: step 2's type and number start from it", () => {
    expect(
      identityDocumentGiven({ nationality: 'FR', verificationType: 'PASSPORT', verificationCode: ' 12AB34567 ' }),
    ).toEqual({
      identificationType: '1',
      identificationNumber: '12AB34567',
    });
    expect(
      identityDocumentGiven({ nationality: 'CI', verificationType: 'NATIONAL_ID', verificationCode: 'C0012345678' }),
    ).toEqual({
      identificationType: '2',
      identificationNumber: 'C0012345678',
    });
  });

  it('is none for a number that is no document (BVN, SSN, ITIN), or no number yet', () => {
    expect(
      identityDocumentGiven({ nationality: 'NG', verificationType: 'BVN', verificationCode: '22233344455' }),
    ).toBeNull();
    expect(
      identityDocumentGiven({ nationality: 'US', verificationType: 'SSN', verificationCode: '123-45-6789' }),
    ).toBeNull();
    expect(
      identityDocumentGiven({ nationality: 'FR', verificationType: 'ITIN', verificationCode: '912-70-1234' }),
    ).toBeNull();
    expect(identityDocumentGiven({ nationality: 'FR', verificationType: 'PASSPORT', verificationCode: '' })).toBeNull();
    expect(identityDocumentGiven(null)).toBeNull();
  });
});
