import type { ColumnType, Generated } from 'kysely';

/** Secondary-profile permissions (product §3, ids 1-9): one row per sub-user and permission; made by migration 006. */
export interface UserPermissionsTable {
  user_id: string;
  permission_id: number;
  permission_status: 'Yes' | 'No';
}

/** A secondary (sub) user: its parent lives in users.parent_user_id too; this keeps the product's subId, country and entry date. */
export interface SubProfilesTable {
  id: Generated<number>;
  user_id: string;
  parent_user_id: string;
  /** ISO 3166 country code from the phone of the account owner (empty when unknown). */
  country: string;
  created_by: string | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

/** Notification toggles; a topic without a row has its default (NOTIFICATION_TOPICS in the contract). */
export interface NotificationPreferencesTable {
  user_id: string;
  topic: string;
  enabled: boolean;
}

/** The last TOTP time step accepted per user, so a code is never accepted twice (RFC 6238, 5.2). */
export interface TotpReplayGuardTable {
  user_id: string;
  last_step: number;
}

export interface ProfileTables {
  user_permissions: UserPermissionsTable;
  sub_profiles: SubProfilesTable;
  notification_preferences: NotificationPreferencesTable;
  totp_replay_guard: TotpReplayGuardTable;
}
