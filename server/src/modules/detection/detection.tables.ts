import type { ColumnType } from 'kysely';
import type { DefaultedTimestamp, GeneratedId, RequiredTextArray } from '../../db/columns';
import type { CustomRuleLevel, CustomRule, MatchMode, WhitelistType } from '../../engines/rules/detection';
import type { SdkCategory } from '../../engines/rules/sdk-catalogue';

/** Detection's tables (migration 0008). `accountId` null marks a system-wide default. */
interface Owned {
  id: GeneratedId;
  accountId: string | null;
  updatedBy: string | null;
  createdAt: DefaultedTimestamp;
  updatedAt: DefaultedTimestamp;
}

export interface DetectionSensitiveWordsTable extends Owned {
  words: RequiredTextArray;
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
  android: RequiredTextArray;
  ios: RequiredTextArray;
  nativeLibs: RequiredTextArray;
}

export interface DetectionRulesTable extends Owned {
  title: string;
  kind: CustomRule['kind'];
  pattern: string;
  level: CustomRuleLevel;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface DetectionTables {
  detectionSensitiveWords: DetectionSensitiveWordsTable;
  detectionWhitelist: DetectionWhitelistTable;
  detectionSdks: DetectionSdksTable;
  detectionRules: DetectionRulesTable;
}
