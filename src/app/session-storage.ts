/**
 * Product §3's client-held flow state, in sessionStorage:
 * - 'user-registration-props': { user, authUser, emailForPasswordReset, resetToken } during sign-up and reset, and
 *   signupCode: when the last sign-up code was sent to which email (and, in demo-mail mode, the code to prefill), so
 *   reopening the code screen says so instead of sending a new code that would void it;
 * - 'kycb-props': the onboarding ids (accountId, personalAccountId, businessInfoId, ...).
 * Both vanish with the tab, as the product description has it.
 */
import * as v from 'valibot';

function store<S extends v.GenericSchema<Record<string, unknown>>>(key: string, schema: S, fallback: v.InferOutput<S>) {
  const read = (): v.InferOutput<S> => {
    try {
      const parsed = v.safeParse(schema, JSON.parse(sessionStorage.getItem(key) ?? 'null'));
      return parsed.success ? parsed.output : fallback;
    } catch {
      return fallback;
    }
  };
  return {
    get: read,
    patch(values: Partial<v.InferOutput<S>>) {
      sessionStorage.setItem(key, JSON.stringify({ ...read(), ...values }));
    },
    clear: () => sessionStorage.removeItem(key),
  };
}

export const registrationProps = store(
  'user-registration-props',
  v.object({
    user: v.optional(v.object({ emailAddress: v.string(), countryCode: v.string(), mobileNumber01: v.string() })),
    authUser: v.optional(v.record(v.string(), v.unknown())),
    emailForPasswordReset: v.optional(v.string()),
    resetToken: v.optional(v.string()),
    resetCodePrefill: v.optional(v.string()),
    signupCode: v.optional(v.object({ email: v.string(), sentAt: v.number(), prefill: v.string() })),
  }),
  {},
);

/** Whether the tab holds a sign-up or a password reset in progress: the pages prerendered at build time show none. */
export const flowInProgress = () => Object.keys(registrationProps.get()).length > 0;

export const kycbProps = store(
  'kycb-props',
  v.object({
    email: v.optional(v.string()),
    kycEmail: v.optional(v.string()),
    personalAccountId: v.optional(v.union([v.string(), v.number()])),
    identificationType: v.optional(v.string()),
    accountId: v.optional(v.union([v.string(), v.number()])),
    businessInfoId: v.optional(v.union([v.string(), v.number()])),
    businessActivityId: v.optional(v.number(), 0),
    accountType: v.optional(v.number(), 1),
  }),
  { businessActivityId: 0, accountType: 1 },
);
