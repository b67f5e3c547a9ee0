import crypto from 'node:crypto';
import { EVENT_KINDS, KIND_DEFS, type Platform, type RiskLevel } from '../../engines/risk/event-kinds';
import { RESPONSE_ACTIONS, type ResponseAction } from '../../../../common/response-actions';
import { BLACKLISTED_DEVICE, DEFAULT_BLOCK_MESSAGE, DEFAULT_COLLECT, type CollectSwitches } from '../../../../common/sdk-policy';

/** A text the SDK shows, in each console language. */
export interface PolicyMessage {
  en: string;
  'zh-TW': string;
}

/** What an SDK does for one threat kind. */
export interface KindAction {
  kind: string;
  action: ResponseAction;
  message: PolicyMessage | null;
  /** Where the action comes from: the kind's blockage strategy and/or enabled security responses (their ids). */
  strategy: boolean;
  responses: string[];
}

/** The policy part of `GET /api/sdk/v1/config` (sdk/PROTOCOL.md "The policy"), per app. */
export interface SdkPolicy {
  collect: CollectSwitches;
  actions: KindAction[];
  responses: Array<{ id: string; name: string; ruleId: string; rule: string; kinds: string[]; riskLevel: RiskLevel; action: ResponseAction }>;
  blacklistedDevice: { action: ResponseAction; message: PolicyMessage };
}

/** The device part: what the SDK does on the device that asked. */
export interface DeviceVerdict {
  udid: string;
  blacklisted: boolean;
  /** The device is to be stopped (its action is BLOCK or EXIT). */
  blocked: boolean;
  action: ResponseAction;
  message: PolicyMessage | null;
}

export interface PolicyInputs {
  platform: Platform;
  /** The account's switches for the platform; null = never saved (defaults). */
  collect: CollectSwitches | null;
  strategies: ReadonlyArray<{ kind: string; action: ResponseAction; messageEn: string; messageZhTw: string }>;
  /** Enabled security responses with the kinds of the (enabled, applying) rule each names. */
  responses: ReadonlyArray<{ id: string; name: string; ruleId: string; ruleName: string; kinds: readonly string[]; riskLevel: RiskLevel; responseType: ResponseAction }>;
}

const severity = (action: ResponseAction) => RESPONSE_ACTIONS.indexOf(action);

/**
 * Compiles what an SDK of `platform` needs: the collection switches, per threat kind the most
 * severe of its blockage strategy and the enabled responses whose rule covers it (the
 * strategy's texts), and what a blacklisted device gets. Kinds of other platforms are left out.
 */
export function compileSdkPolicy(inputs: PolicyInputs): SdkPolicy {
  const onPlatform = new Set<string>(EVENT_KINDS.filter((k) => KIND_DEFS[k].platforms.includes(inputs.platform)));
  const byKind = new Map<string, KindAction>();
  for (const s of inputs.strategies) {
    if (!onPlatform.has(s.kind)) continue;
    byKind.set(s.kind, { kind: s.kind, action: s.action, message: { en: s.messageEn, 'zh-TW': s.messageZhTw }, strategy: true, responses: [] });
  }
  const responses = inputs.responses.map((r) => ({
    id: r.id,
    name: r.name,
    ruleId: r.ruleId,
    rule: r.ruleName,
    kinds: r.kinds.filter((k) => onPlatform.has(k)),
    riskLevel: r.riskLevel,
    action: r.responseType,
  }));
  for (const r of responses) {
    for (const kind of r.kinds) {
      const entry = byKind.get(kind) ?? { kind, action: 'report', message: null, strategy: false, responses: [] };
      if (severity(r.action) > severity(entry.action)) entry.action = r.action;
      entry.responses.push(r.id);
      byKind.set(kind, entry);
    }
  }
  const device = inputs.strategies.find((s) => s.kind === BLACKLISTED_DEVICE);
  return {
    collect: { ...DEFAULT_COLLECT, ...(inputs.collect ?? {}) },
    actions: [...byKind.values()].sort((a, b) => a.kind.localeCompare(b.kind)),
    responses: responses.filter((r) => r.kinds.length > 0),
    blacklistedDevice: device
      ? { action: device.action, message: { en: device.messageEn, 'zh-TW': device.messageZhTw } }
      : { action: 'block', message: { ...DEFAULT_BLOCK_MESSAGE } },
  };
}

/** What the policy says to the device `udid`, on a DEVICE blacklist of the app or not. */
export function deviceVerdict(policy: SdkPolicy, udid: string, blacklisted: boolean): DeviceVerdict {
  if (!blacklisted) return { udid, blacklisted, blocked: false, action: 'report', message: null };
  const { action, message } = policy.blacklistedDevice;
  return { udid, blacklisted, blocked: action === 'block' || action === 'exit', action, message };
}

/** The signature (`X-Rampart-Signature`: lower-case hex HMAC-SHA256 of the body bytes with the app secret) and the ETag of a body. */
export function signDocument(body: string, secret: string): { signature: string; etag: string } {
  return {
    signature: crypto.createHmac('sha256', secret).update(body, 'utf8').digest('hex'),
    etag: `"${crypto.createHash('sha256').update(body, 'utf8').digest('base64url')}"`,
  };
}

/** Whether an `If-None-Match` header names `etag` (a list, weak validators and `*` included). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
