import { requestHeaders } from '../../lib/api-client';
import type { ScanResult } from './scan-result.generated';

/** The parts of the engine's scan result (the JSON report) the preview shows. */
export type ScanResultView = Pick<
  ScanResult,
  | 'platform'
  | 'format'
  | 'file'
  | 'packageName'
  | 'appName'
  | 'versionName'
  | 'versionCode'
  | 'minSdk'
  | 'targetSdk'
  | 'score'
  | 'permissions'
  | 'signature'
  | 'thirdPartySdks'
  | 'findings'
>;

/** Reads a finished job's JSON report with the user's token. */
export async function fetchScanResult(jobId: string): Promise<ScanResultView> {
  const response = await fetch(`/api/scan/job/report/${encodeURIComponent(jobId)}?format=json`, { headers: requestHeaders() });
  const body = (await response.json().catch(() => null)) as (ScanResultView & { msg?: string }) | null;
  if (!response.ok || !body || !Array.isArray(body.findings)) throw new Error(body?.msg ?? response.statusText);
  return body;
}

/** Spec §4 scan item result: safe, risk or abnormal (not run). */
export type ItemResult = 'safe' | 'risk' | 'abnormal';

/** Spec §4 preview result: success (safe), risk or exception (not run). */
export type PreviewResult = 'success' | 'risk' | 'exception';

export const RISK_LEVELS = ['high', 'medium', 'low'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

export function isRisk(level: string): level is RiskLevel {
  return (RISK_LEVELS as readonly string[]).includes(level);
}
