import * as v from 'valibot';
import { CodeSchema, EmailSchema, LoginPasswordSchema, NewPasswordSchema, requiredText } from './common';
import { enter, say } from './validation';
import type { ValidationSubject } from './messages';

/**
 * Product §3's nine secondary-profile permissions, by name; the server's PERMISSIONS
 * (server/services/profiles/owner.ts) holds the same ids.
 */
export const PERMISSION_IDS = {
  createAccount: 1,
  updateAccount: 2,
  deleteAccount: 3,
  viewAccounts: 4,
  makePayment: 5,
  viewPayments: 6,
  cancelPayment: 7,
  createSubProfile: 8,
  deleteSubProfile: 9,
} as const;
export type PermissionName = keyof typeof PERMISSION_IDS;

export const PermissionStatus = v.picklist(['Yes', 'No']);
export type PermissionStatus = v.InferOutput<typeof PermissionStatus>;

export const UserPermission = v.object({
  permissionId: v.pipe(
    v.number(),
    v.integer(),
    v.minValue(1, say('unknownPermission')),
    v.maxValue(9, say('unknownPermission')),
  ),
  permissionStatus: PermissionStatus,
});
export type UserPermission = v.InferOutput<typeof UserPermission>;

/** userId is the secondary profile's email, as the product's authenticated user has it. */
export const UpdatePermissionsRequest = v.pipe(
  v.strictObject({
    userId: EmailSchema,
    userPermissions: v.pipe(v.array(UserPermission), v.minLength(1), v.maxLength(9)),
  }),
  v.check(
    (input) => new Set(input.userPermissions.map((p) => p.permissionId)).size === input.userPermissions.length,
    say('permissionOnce'),
  ),
);

const PASSWORDS_MUST_MATCH = say('passwordsMustMatch');
const NEW_PASSWORD_SAME = say('newPasswordSame');
const ConfirmPassword = v.pipe(v.string(enter('theNewPasswordAgain')), v.nonEmpty(enter('theNewPasswordAgain')));

/** The Change password dialog's fields; the request adds the signed-in user's email. */
export const ChangePasswordForm = v.pipe(
  v.object({ oldPassword: LoginPasswordSchema, newPassword: NewPasswordSchema, confirmPassword: ConfirmPassword }),
  v.forward(
    v.partialCheck(
      [['newPassword'], ['confirmPassword']],
      (input) => input.newPassword === input.confirmPassword,
      PASSWORDS_MUST_MATCH,
    ),
    ['confirmPassword'],
  ),
  v.forward(
    v.partialCheck(
      [['oldPassword'], ['newPassword']],
      (input) => input.oldPassword !== input.newPassword,
      NEW_PASSWORD_SAME,
    ),
    ['newPassword'],
  ),
);
export const ChangePasswordRequest = v.intersect([v.object({ email: EmailSchema }), ChangePasswordForm]);

/** Product §7: one path takes either payload, told apart by their fields. */
export const UpdatePermissionsOrPasswordRequest = v.union(
  [UpdatePermissionsRequest, ChangePasswordRequest],
  'Send either userId and userPermissions, or email, oldPassword, newPassword and confirmPassword',
);

export const EmailAddressQuery = v.object({ email_address: EmailSchema });

export const ClientUserPermissionsResponse = v.object({
  userId: v.string(),
  /** False for a parent (primary) user, who holds every permission. */
  isSubUser: v.boolean(),
  userPermissions: v.array(UserPermission),
});
export type ClientUserPermissionsResponse = v.InferOutput<typeof ClientUserPermissionsResponse>;

export const SubUserEntry = v.object({
  subId: v.number(),
  entryDate: v.string(),
  /** Beyond the product description: false until the invited person has signed in once. */
  invitationAccepted: v.boolean(),
  subUser: v.object({
    firstName: v.string(),
    lastName: v.string(),
    email: v.string(),
    /** countryCode (ISO 3166, beyond the product description) names the country in the reader's language. */
    country: v.object({ country: v.string(), countryCode: v.optional(v.string()) }),
  }),
});
export type SubUserEntry = v.InferOutput<typeof SubUserEntry>;

/** requestCount: invitations not yet taken up (sub-users who never signed in). */
export const ParentAndSecondaryUsersResponse = v.object({ subUsers: v.array(SubUserEntry), requestCount: v.number() });

const nameField = (label: ValidationSubject) => requiredText(label, 100);

/** The invite form (product §3). */
export const InviteForm = v.object({
  emailAddress: EmailSchema,
  firstName: nameField('theFirstName'),
  lastName: nameField('theLastName'),
});

/**
 * The product's secondary profile create payload. Its client sends fixed placeholders as countryCode, mobileNumber01 and
 * password: they are accepted whatever they hold, for compatibility, and ignored (the sub-user takes the parent's
 * calling code; the invited person chooses their own password).
 */
export const CreateSubProfileRequest = v.object({
  parentEmailAddress: EmailSchema,
  ...InviteForm.entries,
  countryCode: v.optional(v.unknown()),
  mobileNumber01: v.optional(v.unknown()),
  password: v.optional(v.unknown()),
});

export const SubProfileResponse = v.object({ message: v.string(), subUser: SubUserEntry });

export const TwoFactorStatusResponse = v.object({ enabled: v.boolean() });

export const TwoFactorSetupResponse = v.object({
  /** Base32 secret, for typing into an authenticator app by hand. */
  secret: v.string(),
  otpauthUrl: v.string(),
  /** The otpauth URL as a QR code image (data: URL). */
  qrCode: v.string(),
});

export const TwoFactorCodeRequest = v.object({ code: CodeSchema });

/** Turning two-factor sign-in on or off asks for the password again, so a stolen session token alone cannot. */
export const TwoFactorSetupRequest = v.object({ password: LoginPasswordSchema });
export const TwoFactorDisableRequest = v.object({ code: CodeSchema, password: LoginPasswordSchema });

/** A customer's erasure request (Settings): the password again, so a stolen session token alone cannot. */
export const ErasureRequest = v.object({ password: LoginPasswordSchema });

/** What an erasure request did: what is kept by law and until when (null: nothing is kept, all was erased). */
export const ErasureResponse = v.object({
  /** The end of the retention of what is kept (ISO 8601); housekeeping erases it then. Null: nothing is kept. */
  keptUntil: v.nullable(v.string()),
  /** Accounts erased at once (never approved nor rejected). */
  erasedAccounts: v.number(),
  /** Accounts kept until keptUntil (approved, now closed, or rejected). */
  keptAccounts: v.number(),
  /** Payment requests that were open and are now cancelled. */
  cancelledPayments: v.number(),
});

export const LoginActivityResponse = v.object({
  loginActivity: v.array(
    v.object({
      time: v.string(),
      /** In English ('Chrome 131 on Linux'), or the User-Agent header cut short when it names nothing known. */
      browser: v.string(),
      /**
       * The same in parts, each null when the header names none known; null without a header (beyond the product
       * description, for the page to say it in its language).
       */
      device: v.optional(v.nullable(v.object({ browser: v.nullable(v.string()), system: v.nullable(v.string()) }))),
      ip: v.string(),
      succeeded: v.boolean(),
    }),
  ),
});

/** The payment accounts page's list of the owner's payment methods (added through POST /payment/addPaymentDetail). */
export const SavedPaymentMethodsResponse = v.object({
  paymentMethods: v.array(
    v.object({
      paymentDetailId: v.number(),
      accountName: v.string(),
      bank: v.string(),
      currencyCode: v.string(),
      dateTime: v.string(),
    }),
  ),
});

/** The Notifications page's toggles, in display order, and whether each is on before the owner chooses (their words: the catalogues' notificationTopics). */
export const NOTIFICATION_TOPICS = {
  paymentUpdates: { default: true },
  accountUpdates: { default: true },
  securityAlerts: { default: true },
  subProfileActivity: { default: true },
  productNews: { default: false },
} as const;
export type NotificationTopic = keyof typeof NOTIFICATION_TOPICS;

export const NotificationPreferences = v.strictObject(
  Object.fromEntries(Object.keys(NOTIFICATION_TOPICS).map((topic) => [topic, v.boolean()])) as Record<
    NotificationTopic,
    v.BooleanSchema<undefined>
  >,
);
export type NotificationPreferences = v.InferOutput<typeof NotificationPreferences>;
