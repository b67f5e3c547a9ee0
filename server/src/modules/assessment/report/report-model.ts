import type { Finding, ScanResult } from '../../../engines/report/scan-result';
import { message, type Lang, type MessageKey } from '../../../i18n/messages';
import { includesFinding, remediationKey, type ReportTemplate } from '../../report-templates/report-templates.service';

export type Level = Finding['level'];

export const LEVELS: readonly Level[] = ['high', 'medium', 'low', 'info', 'secure'];

const LEVEL_KEY: Record<Level, MessageKey> = {
  high: 'reportLevelHigh',
  medium: 'reportLevelMedium',
  low: 'reportLevelLow',
  info: 'reportLevelInfo',
  secure: 'reportLevelSecure',
};

/** OWASP MASVS v2 controls, the rows of the coverage table. */
export const MASVS_CONTROLS = [
  ...['STORAGE-1', 'STORAGE-2'],
  ...['CRYPTO-1', 'CRYPTO-2'],
  ...['AUTH-1', 'AUTH-2', 'AUTH-3'],
  ...['NETWORK-1', 'NETWORK-2'],
  ...['PLATFORM-1', 'PLATFORM-2', 'PLATFORM-3'],
  ...['CODE-1', 'CODE-2', 'CODE-3', 'CODE-4'],
  ...['RESILIENCE-1', 'RESILIENCE-2', 'RESILIENCE-3', 'RESILIENCE-4'],
  ...['PRIVACY-1', 'PRIVACY-2', 'PRIVACY-3', 'PRIVACY-4'],
].map((c) => `MASVS-${c}`);

/** Evidence items shown per finding in HTML and PDF (the JSON and SARIF keep them all). */
export const EVIDENCE_SHOWN = 10;

export interface ReportFinding extends Finding {
  levelLabel: string;
  remediation: string;
}

/** Everything the HTML and PDF reports show, already filtered and in the template's language. */
export interface ReportModel {
  lang: Lang;
  t: (key: MessageKey, params?: Record<string, string | number>) => string;
  levelLabel: (level: Level) => string;
  facts: [label: string, value: string][];
  score: number;
  summary: Record<Level, number>;
  findings: ReportFinding[];
  permissions: ScanResult['permissions'];
  schemes: string[];
  certificates: ScanResult['signature']['certificates'];
  sdks: ScanResult['thirdPartySdks'];
  masvs: { control: string; findings: number; risk: boolean }[];
  generatedAt: string;
}

export interface ReportContext {
  template: ReportTemplate;
  fileName: string;
  createdAt: Date;
  finishedAt: Date | null;
  /** The reader's IANA time zone (the request's `timezone` header); times are shown in it. */
  timeZone?: string;
}

/** `2026-11-27 09:30:00 GMT+8`: a moment in the reader's time zone, saying which zone. */
export function formatStamp(date: Date, timeZone = 'UTC'): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'short',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second} ${parts.timeZoneName}`;
}

/** A certificate's validity bound as a date in the reader's zone; what does not parse is kept. */
function formatDay(iso: string, timeZone = 'UTC'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
}

const formatSize = (bytes: number): string => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${(bytes / 1024).toFixed(1)} KB`);

/** Builds the report content from a stored scan result and the job's template. */
export function buildReportModel(result: ScanResult, ctx: ReportContext): ReportModel {
  const lang = ctx.template.lang;
  const t = (key: MessageKey, params?: Record<string, string | number>) => message(lang, key, params);
  const levelLabel = (level: Level) => t(LEVEL_KEY[level]);
  const order = (f: Finding) => LEVELS.indexOf(f.level);
  const findings = result.findings
    .filter((f) => includesFinding(ctx.template, f.id))
    .sort((a, b) => order(a) - order(b) || a.id.localeCompare(b.id))
    .map((f) => ({ ...f, levelLabel: levelLabel(f.level), remediation: t(remediationKey(f.masvs)) }));
  const summary = Object.fromEntries(LEVELS.map((l) => [l, 0])) as Record<Level, number>;
  for (const f of findings) summary[f.level]++;
  const masvs = MASVS_CONTROLS.map((control) => {
    const hits = findings.filter((f) => f.masvs.includes(control) && f.level !== 'secure' && f.level !== 'info');
    return { control, findings: hits.length, risk: hits.length > 0 };
  });
  const iso = (d: Date | null) => (d ? formatStamp(d, ctx.timeZone) : '-');
  const facts: [string, string][] = [
    [t('reportFileName'), ctx.fileName],
    [t('reportPlatform'), result.platform === 'ios' ? 'iOS' : 'Android'],
    [t('reportAppName'), result.appName ?? '-'],
    [t('reportPackageName'), result.packageName],
    [t('reportVersion'), `${result.versionName ?? '-'}${result.versionCode !== null ? ` (${result.versionCode})` : ''}`],
    [t('reportMinOs'), String(result.minSdk)],
    [t('reportTargetOs'), result.targetSdk === null ? '-' : String(result.targetSdk)],
    [t('reportFileSize'), formatSize(result.file.size)],
    [t('reportSha256'), result.file.sha256],
    [t('reportSubmitted'), iso(ctx.createdAt)],
    [t('reportFinished'), iso(ctx.finishedAt)],
  ];
  return {
    lang,
    t,
    levelLabel,
    facts,
    score: result.score,
    summary,
    findings,
    permissions: result.permissions,
    schemes: result.signature.schemes,
    certificates: result.signature.certificates.map((c) => ({ ...c, notBefore: formatDay(c.notBefore, ctx.timeZone), notAfter: formatDay(c.notAfter, ctx.timeZone) })),
    sdks: result.thirdPartySdks,
    masvs,
    generatedAt: iso(ctx.finishedAt ?? ctx.createdAt),
  };
}
