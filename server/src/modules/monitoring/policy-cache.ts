import type { Platform } from '../../engines/risk/event-kinds';
import { compilePolicy, type CompiledPolicy } from '../../engines/risk/risk-engine';
import type { EventKind } from '../../engines/risk/event-kinds';
import type { SecretBox } from '../../platform/secret-box';
import * as appsRepo from './apps.repo';
import { loadPolicyRows } from './risk-config.repo';
import { loadEnabledAppEntries } from './app-lists.repo';
import { enabledResponses } from './responses.repo';
import { compileSdkPolicy, type SdkPolicy } from './sdk-policy-document';
import * as sdkPolicyRepo from './sdk-policy.repo';
import type { Database } from '../../db/database';

/** An app as the ingestion path knows it: identity, secret in clear, and its risk policy. */
export interface SdkApp {
  id: string;
  accountId: string;
  appId: string;
  platform: Platform;
  secret: string;
  row: appsRepo.SdkAppRow;
  policy: CompiledPolicy;
  /** What `GET /api/sdk/v1/config` pushes: collection switches, blockage strategies and enabled responses, compiled. */
  sdkPolicy: SdkPolicy;
}

/** How long an instance reuses an app's secret and policy before reading them again. */
const TTL_MS = 5_000;

/**
 * Caches SDK apps by key for a few seconds, so a busy app costs no look-up per batch. Changes
 * made through this instance invalidate at once; other instances see them within `TTL_MS`.
 */
export class SdkAppCache {
  private readonly byKey = new Map<string, { app: SdkApp | null; expires: number }>();

  constructor(
    private readonly db: Database,
    /** Seals and opens app secrets (the services that issue secrets share it). */
    readonly secrets: SecretBox,
  ) {}

  async get(sdkKey: string): Promise<SdkApp | null> {
    const hit = this.byKey.get(sdkKey);
    if (hit && hit.expires > Date.now()) return hit.app;
    const app = await this.load(sdkKey);
    if (this.byKey.size > 10_000) this.byKey.clear();
    this.byKey.set(sdkKey, { app, expires: Date.now() + TTL_MS });
    return app;
  }

  /** Forgets every cached app of an account (its apps, rules, lists, responses or SDK policy changed). */
  invalidateAccount(accountId: string): void {
    for (const [key, entry] of this.byKey) if (!entry.app || entry.app.accountId === accountId) this.byKey.delete(key);
  }

  private async load(sdkKey: string): Promise<SdkApp | null> {
    const row = await appsRepo.findAppBySdkKey(this.db, sdkKey);
    if (!row) return null;
    const [{ rules, blacklists, devices }, appLists, responses, strategies, acquisition] = await Promise.all([
      loadPolicyRows(this.db, row.accountId, row.id),
      loadEnabledAppEntries(this.db, row.accountId),
      enabledResponses(this.db, row.accountId),
      sdkPolicyRepo.allStrategies(this.db, row.accountId),
      sdkPolicyRepo.dataAcquisition(this.db, row.accountId),
    ]);
    const policy = compilePolicy({
      platform: row.platform,
      useSystemRules: row.useSystemRuleConfig,
      rules: rules.map((r) => ({ ...r, kinds: r.kinds as EventKind[], level: r.riskLevel })),
      blacklists: blacklists.map((b) => ({ ...b, level: b.riskLevel })),
      whitelist: devices.filter((d) => d.list === 'whitelist').map((d) => d.udid),
      debugDevices: devices.filter((d) => d.list === 'debug').map((d) => d.udid),
      appLists,
    });
    // A response applies where its rule does: enabled, and for every app or this one.
    const ruleById = new Map(rules.map((r) => [r.id, r]));
    const sdkPolicy = compileSdkPolicy({
      platform: row.platform,
      collect: acquisition.find((a) => a.platform === row.platform)?.collect ?? null,
      strategies,
      responses: responses.flatMap((r) => {
        const rule = r.ruleId ? ruleById.get(r.ruleId) : undefined;
        return rule ? [{ id: r.id, name: r.name, ruleId: rule.id, ruleName: rule.name, kinds: rule.kinds, riskLevel: r.riskLevel, responseType: r.responseType }] : [];
      }),
    });
    return { id: row.id, accountId: row.accountId, appId: row.appId, platform: row.platform, secret: this.secrets.open(row.secretSealed), row, policy, sdkPolicy };
  }
}
