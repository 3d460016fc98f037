import type { ReactNode } from 'react';
import { Alert, type MantineSpacing } from '@mantine/core';

/** The notice of an onboarding page (KYC or KYB) whose account is with the reviewers: nothing can be changed. */
export function ReadOnlyNotice({ children, mb }: { children: ReactNode; mb?: MantineSpacing }) {
  return (
    <Alert color="yellow" variant="light" mb={mb} data-testid="read-only-notice">
      {children}
    </Alert>
  );
}
