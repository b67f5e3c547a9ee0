import type { ColumnType, Generated, Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import type { CustomRuleLevel, CustomRule, MatchMode, WhitelistType } from '../../engines/rules/detection';
import type { SdkCategory } from '../../engines/rules/sdk-catalogue';

/** Detection's tables (migration 0008). `accountId` null marks a system-wide default. */
type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type TextArray = ColumnType<string[], string[], string[]>;

interface Owned {
  id: Generated<string>;
  accountId: string | null;
  updatedBy: string | null;
  createdAt: DefaultedTimestamp;
  updatedAt: DefaultedTimestamp;
}

export interface DetectionSensitiveWordsTable extends Owned {
  words: TextArray;
}

export interface DetectionWhitelistTable extends Owned {
  type: WhitelistType;
  fileName: string;
  fileType: string | null;
  path: string | null;
  matchMode: MatchMode;
}

export interface DetectionSdksTable extends Owned {
  name: string;
  category: SdkCategory;
  android: TextArray;
  ios: TextArray;
  nativeLibs: TextArray;
}

export interface DetectionRulesTable extends Owned {
  title: string;
  kind: CustomRule['kind'];
  pattern: string;
  level: CustomRuleLevel;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
}

export type DetectionTables = {
  detectionSensitiveWords: DetectionSensitiveWordsTable;
  detectionWhitelist: DetectionWhitelistTable;
  detectionSdks: DetectionSdksTable;
  detectionRules: DetectionRulesTable;
};

export type DetectionDatabase = Kysely<DB & DetectionTables>;

/** The application database with detection's tables typed in (same connection). */
export function detectionDb(db: Database): DetectionDatabase {
  return db.withTables<DetectionTables>();
}
