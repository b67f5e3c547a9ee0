import type { ScanResult } from '../../report/scan-result.js';

/** One finding as the protection report lists it. */
export interface FindingBrief {
  id: string;
  level: 'high' | 'medium' | 'low' | 'info' | 'secure';
  title: string;
}

/** What the analysis engine sees of one side (the original or the protected package). */
export interface AssessmentSide {
  score: number;
  /** Findings other than `secure` ones, by level. */
  levels: Record<'high' | 'medium' | 'low' | 'info', number>;
  /** Hard-coded keys and secrets still readable. */
  secrets: number;
  /** Classes and methods the DEX files show to a disassembler. */
  classes: number;
  methods: number;
  findings: FindingBrief[];
}

/** The assessment before and after hardening: what the protected package no longer shows. */
export interface AssessmentComparison {
  before: AssessmentSide;
  after: AssessmentSide;
  /** Findings of the original that the protected package no longer has (e.g. `android.manifest.debuggable`). */
  resolved: FindingBrief[];
  /** Findings only the protected package has (e.g. `anti_analysis.packer`, a protection the analysis recognises). */
  added: FindingBrief[];
}

const SECRET_FINDINGS = new Set(['secrets.hardcoded_key', 'secrets.private_key', 'secrets.high_entropy']);

function side(scan: ScanResult): AssessmentSide {
  const levels = { high: 0, medium: 0, low: 0, info: 0 };
  let secrets = 0;
  for (const f of scan.findings) {
    if (f.level !== 'secure') levels[f.level]++;
    if (SECRET_FINDINGS.has(f.id)) secrets += Math.max(1, f.evidence.length);
  }
  return {
    score: scan.score,
    levels,
    secrets,
    classes: scan.dex.classes,
    methods: scan.dex.methods,
    findings: scan.findings.map((f) => ({ id: f.id, level: f.level, title: f.title })),
  };
}

/**
 * Compares the analysis engine's results on the original and on the protected package: the
 * same assessment a user runs, so the report shows the effect of hardening in the terms of an
 * assessment (findings resolved, secrets no longer readable, code no longer visible).
 */
export function compareAssessments(before: ScanResult, after: ScanResult): AssessmentComparison {
  const b = side(before);
  const a = side(after);
  const afterIds = new Set(a.findings.map((f) => f.id));
  const beforeIds = new Set(b.findings.map((f) => f.id));
  return {
    before: b,
    after: a,
    resolved: b.findings.filter((f) => f.level !== 'secure' && !afterIds.has(f.id)),
    added: a.findings.filter((f) => !beforeIds.has(f.id)),
  };
}
