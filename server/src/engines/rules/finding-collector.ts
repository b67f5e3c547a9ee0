import type { Evidence, Finding } from '../report/scan-result.js';
import { findingDefinition, type FindingDefinition, type FindingLanguage, type FindingLevel } from './findings-catalogue.js';

/** Evidence items a finding carries; the rest are counted in `evidenceCount`. */
const MAX_EVIDENCE = 25;
/** Evidence items kept per finding while collecting, to choose the shown ones from. */
const MAX_COLLECTED = 2000;
const LEVEL_ORDER: Record<FindingLevel, number> = { high: 0, medium: 1, low: 2, info: 3, secure: 4 };

/**
 * Package roots of libraries apps bundle: evidence in them comes after the app's own code.
 * Descriptor form (`Landroidx/`), so a class location is tested without converting it.
 */
const LIBRARY_ROOTS =
  /^L(?:android|androidx|dalvik|java|javax|kotlin|kotlinx|com\/google|com\/android|com\/squareup|okhttp3|okio|retrofit2|io\/reactivex|rx|org\/apache|org\/json|org\/xml|org\/w3c|org\/jetbrains|org\/intellij|org\/bouncycastle|org\/spongycastle|org\/greenrobot|org\/slf4j|com\/facebook|com\/fasterxml|com\/bumptech|com\/airbnb|com\/crashlytics|io\/fabric|io\/flutter|io\/netty|io\/realm|io\/sentry|com\/microsoft|com\/amazon|com\/amazonaws|com\/unity3d|com\/tencent|com\/alibaba|com\/huawei|com\/appsflyer|com\/adjust|com\/mixpanel|com\/onesignal|com\/braze|com\/appboy|com\/scottyab|net\/sqlcipher|org\/chromium|com\/getkeepsafe|butterknife|dagger|javax\/inject)\//;

/**
 * Accumulates findings by catalogue id (one finding per id, evidence merged) and renders them
 * in a deterministic order: by level, then id. Each finding shows at most 25 pieces of
 * evidence, the app's own code first (see {@link FindingCollector.preferPackage}), and counts
 * all it saw.
 */
export class FindingCollector {
  private readonly evidence = new Map<string, Evidence[]>();
  /** Distinct evidence keys per finding, and how many arrived past the collection cap. */
  private readonly seen = new Map<string, Set<string>>();
  private readonly overflow = new Map<string, number>();
  /** The app's package in descriptor form (`Lcom/example/app/`), when known. */
  private appPrefix: string | undefined;
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

  /**
   * Names the app's package (`com.example.app`): evidence in its classes and sub-packages is
   * shown first, then other non-library classes, then library classes.
   */
  preferPackage(packageName: string): void {
    this.appPrefix = packageName ? `L${packageName.replaceAll('.', '/')}/` : undefined;
  }

  /** Records evidence for a finding; the id must exist in the catalogue or be defined. */
  add(id: string, ...items: Evidence[]): void {
    this.definition(id);
    let list = this.evidence.get(id);
    let keys = this.seen.get(id);
    if (!list || !keys) {
      list = [];
      keys = new Set();
      this.evidence.set(id, list);
      this.seen.set(id, keys);
    }
    for (const e of items) {
      if (list.length >= MAX_COLLECTED) {
        this.overflow.set(id, (this.overflow.get(id) ?? 0) + 1);
        continue;
      }
      const key = `${e.file}\0${e.location ?? ''}\0${e.detail ?? ''}`;
      if (keys.has(key)) continue;
      keys.add(key);
      list.push(e);
    }
  }

  /** 0 for the app's own classes and for places that are not classes, 1 for other classes, 2 for libraries. */
  private rank(e: Evidence): number {
    const loc = e.location;
    if (!loc || !loc.startsWith('L') || !loc.includes(';')) return 0;
    if (this.appPrefix && loc.startsWith(this.appPrefix)) return 0;
    return LIBRARY_ROOTS.test(loc) ? 2 : 1;
  }

  /** The evidence to show: app code first (stable within a rank), at most {@link MAX_EVIDENCE}. */
  private shown(evidence: Evidence[]): Evidence[] {
    if (evidence.length <= 1) return evidence;
    const ranked = evidence.map((e, i) => ({ e, i, r: this.rank(e) }));
    ranked.sort((a, b) => a.r - b.r || a.i - b.i);
    return ranked.slice(0, MAX_EVIDENCE).map((x) => x.e);
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
          evidence: this.shown(evidence),
          evidenceCount: evidence.length + (this.overflow.get(id) ?? 0),
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
