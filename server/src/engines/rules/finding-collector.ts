import type { Evidence, Finding } from '../report/scan-result.js';
import { findingDefinition, type FindingLanguage, type FindingLevel } from './findings-catalogue.js';

const MAX_EVIDENCE = 25;
const LEVEL_ORDER: Record<FindingLevel, number> = { high: 0, medium: 1, low: 2, info: 3, secure: 4 };

/**
 * Accumulates findings by catalogue id (one finding per id, evidence merged and capped) and
 * renders them in a deterministic order: by level, then id.
 */
export class FindingCollector {
  private readonly evidence = new Map<string, Evidence[]>();

  /** Records evidence for a finding; the id must exist in the catalogue. */
  add(id: string, ...items: Evidence[]): void {
    findingDefinition(id);
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

  /** Findings with titles and descriptions in `lang`. */
  toFindings(lang: FindingLanguage): Finding[] {
    return [...this.evidence.entries()]
      .map(([id, evidence]) => {
        const def = findingDefinition(id);
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
export const SCORE_WEIGHTS: Record<FindingLevel, number> = { high: 15, medium: 8, low: 3, info: 0, secure: -5 };

/** Scale of the exponential decay in {@link computeScore}. */
export const SCORE_SCALE = 80;

/**
 * Security score 0-100. Each distinct finding adds its level's weight to a penalty
 * P = max(0, Σ weight) (high 15, medium 8, low 3, info 0, secure −5), and
 * score = round(100 × e^(−P / 80)). No findings gives 100; the score falls quickly for the
 * first serious issues and flattens out, so very weak apps still rank among themselves.
 */
export function computeScore(findings: Pick<Finding, 'level'>[]): number {
  const penalty = Math.max(0, findings.reduce((sum, f) => sum + SCORE_WEIGHTS[f.level], 0));
  return Math.round(100 * Math.exp(-penalty / SCORE_SCALE));
}
