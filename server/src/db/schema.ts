import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Table types, camelCase (the CamelCasePlugin maps them to the snake_case columns). */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamp the database fills in when an insert leaves it out. */
type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type RoleType = 'SUPER_ADMIN' | 'CUSTOMER_SUPER_ADMIN' | 'ADMIN' | 'USER' | 'VIEW' | 'CUSTOM';
export type EnabledStatus = 'enabled' | 'disabled';
export type RevokedReason = 'logout' | 'replaced' | 'admin' | 'expired';

export interface AccountsTable {
  id: Generated<string>;
  name: string;
  keyIdentifier: string;
  isSystem: Generated<boolean>;
  status: Generated<EnabledStatus>;
  entitlements: ColumnType<string[], string[] | undefined, string[]>;
  createdAt: DefaultedTimestamp;
  updatedAt: DefaultedTimestamp;
}

export interface RolesTable {
  id: Generated<string>;
  accountId: string;
  name: string;
  type: RoleType;
  codes: ColumnType<string[], string[] | undefined, string[]>;
  manageAdminRoles: Generated<boolean>;
  builtin: Generated<boolean>;
  createdAt: DefaultedTimestamp;
  updatedAt: DefaultedTimestamp;
}

export interface UsersTable {
  id: Generated<string>;
  accountId: string;
  roleId: string;
  username: string;
  email: string | null;
  realname: string | null;
  firstName: string | null;
  lastName: string | null;
  passwordHash: string;
  status: Generated<EnabledStatus>;
  locked: Generated<boolean>;
  lockedAt: Timestamp | null;
  failedAttempts: Generated<number>;
  readOnly: Generated<boolean>;
  lang: string | null;
  lastLoginAt: Timestamp | null;
  passwordChangedAt: DefaultedTimestamp;
  createdAt: DefaultedTimestamp;
  updatedAt: DefaultedTimestamp;
}

export interface SessionsTable {
  id: Generated<string>;
  accountId: string;
  userId: string;
  tokenHash: string;
  createdAt: DefaultedTimestamp;
  lastSeenAt: DefaultedTimestamp;
  idleSeconds: number;
  expiresAt: Timestamp;
  revokedAt: Timestamp | null;
  revokedReason: RevokedReason | null;
  ip: string | null;
  userAgent: string | null;
}

export interface OperationLogsTable {
  id: Generated<number>;
  accountId: string | null;
  userId: string | null;
  operator: string | null;
  activityType: string;
  result: 'success' | 'failure';
  ip: string | null;
  reason: string | null;
  createdAt: DefaultedTimestamp;
}

export interface DB {
  accounts: AccountsTable;
  roles: RolesTable;
  users: UsersTable;
  sessions: SessionsTable;
  operationLogs: OperationLogsTable;
}

export type Account = Selectable<AccountsTable>;
export type Role = Selectable<RolesTable>;
export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Session = Selectable<SessionsTable>;
