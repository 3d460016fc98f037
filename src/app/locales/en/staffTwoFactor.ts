/** The reviewer's first visit to the back office without two-factor sign-in. */
export const staffTwoFactor = {
  title: 'Set up two-factor sign-in',
  text: "Reviewers see every customer's identity documents, so signing in also asks for a code from an authenticator app on your phone. Set it up once to open the review queue.",
};
