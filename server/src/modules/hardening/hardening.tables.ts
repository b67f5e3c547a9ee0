import type { ColumnType, Generated } from 'kysely';
import type { HardeningKind } from '../../../../common/hardening-policy';
import type { DefaultedTimestamp, GeneratedId, Json } from '../../db/columns';
import type { EnabledStatus, SubmitType } from '../../db/schema';

/** Hardening's tables (migration 0016). */
export interface HardeningPoliciesTable {
  id: GeneratedId;
  accountId: string;
  kind: HardeningKind;
  name: string;
  status: Generated<EnabledStatus>;
  remark: Generated<string>;
  options: Json<unknown>;
  /** Who may use the policy; empty = every user of the account. */
  userIds: ColumnType<string[], string[] | undefined, string[]>;
  createdBy: string | null;
  creator: string;
  createdAt: DefaultedTimestamp;
  updatedAt: DefaultedTimestamp;
}

export interface HardeningJobsTable {
  id: string;
  accountId: string;
  kind: HardeningKind;
  taskName: string;
  fileId: string | null;
  fileName: string;
  fileSize: ColumnType<number, number, number>;
  fileSha256: string;
  policyId: string | null;
  policyName: string;
  engineVersion: string;
  appName: string | null;
  version: string | null;
  packageName: string | null;
  outputPath: string | null;
  outputName: string | null;
  outputSize: ColumnType<number | null, number | null | undefined, number | null>;
  outputSha256: string | null;
  logPath: string | null;
  report: ColumnType<unknown, string | null | undefined, string | null>;
  submitType: SubmitType;
  createdBy: string | null;
  creator: string;
  createdAt: DefaultedTimestamp;
}

export type SignatureScheme = 'v1' | 'v2' | 'v1v2' | 'v1v2v3';

export interface HardeningKeystoresTable {
  id: GeneratedId;
  accountId: string;
  name: string;
  fileName: string;
  storeType: 'jks' | 'pkcs12';
  /** The keystore file and both passwords, sealed by the secret box. */
  sealed: string;
  alias: string;
  signatureScheme: SignatureScheme;
  subject: string;
  issuer: string;
  serialNumber: string;
  notBefore: ColumnType<Date, Date, Date>;
  notAfter: ColumnType<Date, Date, Date>;
  sha256: string;
  keyAlgorithm: string;
  createdBy: string | null;
  creator: string;
  createdAt: DefaultedTimestamp;
}

export interface HardeningTables {
  hardeningKeystores: HardeningKeystoresTable;
  hardeningPolicies: HardeningPoliciesTable;
  hardeningJobs: HardeningJobsTable;
}
