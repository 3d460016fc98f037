import type { ReactNode } from 'react';
import { Alert, Anchor, Stack, Title, type MantineSpacing } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { ReadOnlyNotice } from './ReadOnlyNotice';
import { RevisionNotice } from './RevisionNotice';
import { Trans } from '@/app/Trans';

export interface OnboardingPageShellProps {
  /** The page's title ('Account - KYC', 'Account - KYB'). */
  title: string;
  /** The page's maximum width (the KYC page keeps its tabs narrow; the KYB page's stepper spans the page). */
  maw?: number;
  /**
   * No account is being opened here: the sentence before the link back to the accounts page; the steps are not shown.
   * False when there is an account.
   */
  missing: string | false;
  /** The page's step navigation (Tabs or Stepper) and the open step. */
  children: ReactNode;
}

/**
 * The page of an onboarding wizard (KYC tabs, KYB stepper): its title, then either its steps or, when no account is
 * being opened, a notice with the link back to the accounts page.
 */
export function OnboardingPageShell({ title, maw, missing, children }: OnboardingPageShellProps) {
  return (
    <Stack gap="lg" maw={maw}>
      <Title order={1}>{title}</Title>
      {missing !== false ? (
        <Alert color="yellow">
          {missing}{' '}
          <Trans
            i18nKey="onboarding.goToAccountsFirst"
            components={{ accounts: <Anchor component={Link} to="/accounts" /> }}
          />
        </Alert>
      ) : (
        children
      )}
    </Stack>
  );
}

export interface OnboardingReviewNoticesProps {
  /** The account's revision state (useRevision). */
  revision: { approved: boolean; underReview: boolean; declinedReason?: string };
  /** The account is with the reviewers: nothing can change. */
  readOnly: boolean;
  /** The read-only notice's text (each page words it its own way). */
  readOnlyText: string;
  readOnlyMb?: MantineSpacing;
}

/**
 * The notices over an onboarding page's steps: an approved account's revision notice, else the read-only notice while
 * the account is with the reviewers.
 */
export function OnboardingReviewNotices({
  revision,
  readOnly,
  readOnlyText,
  readOnlyMb,
}: OnboardingReviewNoticesProps) {
  return (
    <>
      {revision.approved && (
        <RevisionNotice underReview={revision.underReview} declinedReason={revision.declinedReason} />
      )}
      {readOnly && !revision.approved && <ReadOnlyNotice mb={readOnlyMb}>{readOnlyText}</ReadOnlyNotice>}
    </>
  );
}
