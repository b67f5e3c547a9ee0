import type { Evidence, Finding } from '../report/scan-result.js';
import { findingDefinition, type FindingDefinition, type FindingLanguage, type FindingLevel } from './findings-catalogue.js';

const MAX_EVIDENCE = 25;
const LEVEL_ORDER: Record<FindingLevel, number> = { high: 0, medium: 1, low: 2, info: 3, secure: 4 };

/**
 * Accumulates findings by catalogue id (one finding per id, evidence merged and capped) and
 * renders them in a deterministic order: by level, then id.
 */
export class FindingCollector {
  private readonly evidence = new Map<string, Evidence[]>();
  /** Findings defined for this scan only (an account's sensitive words and custom rules). */
  private readonly custom = new Map<string, FindingDefinition>();

  /** Defines a finding outside the catalogue for this collector; catalogue ids cannot be redefined. */
  define(def: FindingDefinition): void {
    if (this.custom.has(def.id)) return;
    let known = true;
    try {
      findingDefinition(def.id);
    } catch {
      known = false;
    }
    if (known) throw new Error(`finding id ${def.id} is in the catalogue`);
    this.custom.set(def.id, def);
  }

  private definition(id: string): FindingDefinition {
    return this.custom.get(id) ?? findingDefinition(id);
  }

  /** Records evidence for a finding; the id must exist in the catalogue or be defined. */
  add(id: string, ...items: Evidence[]): void {
    this.definition(id);
    let list = this.evidence.get(id);
    if (!list) {
      list = [];
      this.evidence.set(id, list);
    }
    for (const e of items) {
      if (list.length >= MAX_EVIDENCE) break;
      if (!list.some((x) => x.file === e.file && x.location === e.location && x.detail === e.detail)) list.push(e);
    }
  }

  has(id: string): boolean {
    return this.evidence.has(id);
  }

  /**
   * Findings with titles and descriptions in `lang`. Evidence that `suppress` accepts (a
   * whitelist) is left out, and so is a finding left with none.
   */
  toFindings(lang: FindingLanguage, suppress?: (id: string, evidence: Evidence | undefined) => boolean): Finding[] {
    return [...this.evidence.entries()]
      .flatMap(([id, all]): [string, Evidence[]][] => {
        if (!suppress) return [[id, all]];
        if (all.length === 0) return suppress(id, undefined) ? [] : [[id, all]];
        const kept = all.filter((e) => !suppress(id, e));
        return kept.length ? [[id, kept]] : [];
      })
      .map(([id, evidence]) => {
        const def = this.definition(id);
        return {
          id,
          level: def.level,
          title: def[lang].title,
          description: def[lang].description,
          cwe: def.cwe,
          masvs: def.masvs,
          evidence,
        };
      })
      .sort((a, b) => LEVEL_ORDER[a.level] - LEVEL_ORDER[b.level] || a.id.localeCompare(b.id));
  }
}

/** Penalty points per finding level; `secure` findings earn points back. */
const SCORE_WEIGHTS: Record<FindingLevel, number> = { high: 15, medium: 8, low: 3, info: 0, secure: -5 };

/** Scale of the exponential decay in {@link computeScore}. */
const SCORE_SCALE = 80;

/**
 * Security score 0-100. Each distinct finding adds its level's weight to a penalty
 * P = max(0, Σ weight) (high 15, medium 8, low 3, info 0, secure −5), and
 * score = round(100 × e^(−P / 80)). No findings gives 100; the score falls quickly for the
 * first serious issues and flattens out, so very weak apps still rank among themselves.
 */
export function computeScore(findings: Pick<Finding, 'level'>[]): number {
  const penalty = Math.max(
    0,
    findings.reduce((sum, f) => sum + SCORE_WEIGHTS[f.level], 0),
  );
  return Math.round(100 * Math.exp(-penalty / SCORE_SCALE));
}
