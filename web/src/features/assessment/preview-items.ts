import type { AssessmentCheckTreeQuery } from '../../gql/graphql';
import { isRisk, type ItemResult, type RiskLevel, type ScanResultView } from './scan-result';

type CheckGroup = AssessmentCheckTreeQuery['reportCheckTree'][number];
type Check = CheckGroup['checks'][number];
type Finding = ScanResultView['findings'][number];
export type Evidence = Finding['evidence'][number];

/**
 * What the preview says of one check: spec §4's safe, risk and abnormal (not run), and, for a
 * finding that is no risk, a protection present (`protected`) or a fact worth knowing (`info`).
 * A protection check without a finding says the protection was not detected, never "safe".
 */
export type ItemOutcome = ItemResult | 'protected' | 'info' | 'notDetected';

/** The outcomes in the order the preview counts them. */
export const ITEM_OUTCOMES = ['risk', 'protected', 'info', 'safe', 'notDetected', 'abnormal'] as const satisfies readonly ItemOutcome[];

/** One row of the preview's items: the check, in the user's language, and what the scan found. */
export interface PreviewItem {
  id: string;
  group: string;
  title: string;
  description: string;
  remediation: string;
  outcome: ItemOutcome;
  /** The hazard level of a risk. */
  level: RiskLevel | null;
  /** The finding's evidence; null when the check has no finding. */
  evidence: Evidence[] | null;
  /** How many pieces of evidence the scan found, listed or not. */
  evidenceCount: number;
}

export interface PreviewItemsInput {
  groups: readonly CheckGroup[];
  /** The job's findings; null until its report is read (or when it has none: the job did not finish). */
  findings: readonly Finding[] | null;
  /** The checks of the job's template; null for every check. */
  included: ReadonlySet<string> | null;
}

function outcomeOf(check: Check, finding: Finding | undefined, known: boolean): ItemOutcome {
  if (!known) return 'abnormal';
  if (!finding) return check.level === 'SECURE' ? 'notDetected' : 'safe';
  if (isRisk(finding.level)) return 'risk';
  return finding.level === 'secure' ? 'protected' : 'info';
}

/**
 * Whether a check shows next to its opposite (code obfuscated / not obfuscated): the one that
 * was found shows alone; when neither was found, only the protection shows ("not detected").
 */
function showsBesideOpposite(check: Check, listed: ReadonlySet<string>, found: ReadonlyMap<string, Finding>): boolean {
  if (!check.opposite || !listed.has(check.opposite) || found.has(check.id)) return true;
  return !found.has(check.opposite) && check.level === 'SECURE';
}

const RANK: Record<ItemOutcome, number> = { risk: 0, protected: 3, info: 4, safe: 5, notDetected: 5, abnormal: 5 };
const rank = (item: PreviewItem) => (item.outcome === 'risk' ? ['high', 'medium', 'low'].indexOf(item.level ?? 'low') : RANK[item.outcome]);

/**
 * The preview's items: every check of the template that applies to the platform, with the
 * outcome of the job's finding for it, risks first (worst first), then protections present and
 * facts found, then the rest in catalogue order.
 */
export function previewItems({ groups, findings, included }: PreviewItemsInput): PreviewItem[] {
  const found = new Map((findings ?? []).map((f) => [f.id, f]));
  const listed = new Set(groups.flatMap((group) => group.checks.map((check) => check.id)).filter((id) => !included || included.has(id)));
  const items = groups.flatMap((group) =>
    group.checks
      .filter((check) => listed.has(check.id) && showsBesideOpposite(check, listed, found))
      .map((check): PreviewItem => {
        const finding = found.get(check.id);
        const outcome = outcomeOf(check, finding, findings !== null);
        return {
          id: check.id,
          group: group.title,
          title: check.title,
          description: check.description,
          remediation: check.remediation,
          outcome,
          level: finding && isRisk(finding.level) ? finding.level : null,
          evidence: finding?.evidence ?? null,
          evidenceCount: finding ? (finding.evidenceCount ?? finding.evidence.length) : 0,
        };
      }),
  );
  return items.sort((a, b) => rank(a) - rank(b));
}

/** How many items have each outcome. */
export function countOutcomes(items: readonly PreviewItem[]): Record<ItemOutcome, number> {
  const counts = Object.fromEntries(ITEM_OUTCOMES.map((outcome) => [outcome, 0])) as Record<ItemOutcome, number>;
  for (const item of items) counts[item.outcome]++;
  return counts;
}

/** Where in its file a piece of evidence points, split into what the preview labels. */
export interface EvidencePlace {
  /** Java class names, dotted (from Dalvik descriptors such as `Lcom/app/Main;`). */
  classes: string[];
  /** The method, when the location names one (`Lcom/app/Main;->onCreate`). */
  method: string | null;
  /** Any other location (a manifest element, an ABI, a plist key), as the engine wrote it. */
  other: string | null;
}

const DESCRIPTOR = /^L([^;]+);(?:->(.+))?$/;

/** Reads an evidence location: Dalvik class descriptors (with a method) become class and method names. */
export function evidencePlace(location: string | undefined): EvidencePlace {
  if (!location) return { classes: [], method: null, other: null };
  const matches = location.split(/,\s*/).map((part) => DESCRIPTOR.exec(part.trim()));
  // A list of classes names no method; anything else is shown as written.
  if (matches.some((match) => !match || (matches.length > 1 && match[2]))) return { classes: [], method: null, other: location };
  return { classes: matches.map((match) => match![1].replaceAll('/', '.')), method: matches[0]![2] ?? null, other: null };
}
