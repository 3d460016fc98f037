/** Secondary-profile permissions (SPEC 3, ids 1-9): one row per sub-user and permission; made by migration 006. */
export interface UserPermissionsTable {
  user_id: string;
  permission_id: number;
  permission_status: 'Yes' | 'No';
}

export interface ProfileTables {
  user_permissions: UserPermissionsTable;
}
