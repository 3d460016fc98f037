import { useEffect, useState } from 'react';
import type { MrzFindings } from '@/contract';
import { loadDraft } from '@/offline';
import type { OtherInfoValues } from '@/contract/steps/kyc-other-info/mappers';

/** What the identity document's MRZ said, as the other tab's draft keeps it: for the identity tab's fields. */
export function useDocumentFindings(otherStepId: string) {
  const [findings, setFindings] = useState<MrzFindings | undefined>();
  useEffect(() => {
    let live = true;
    void loadDraft<OtherInfoValues>(otherStepId).then((draft) => live && setFindings(draft?.values.identificationMrz));
    return () => {
      live = false;
    };
  }, [otherStepId]);
  return findings;
}
