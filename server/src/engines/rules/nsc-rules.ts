import { attrBool, attrString, type XmlElement } from '../android/xml-node.js';
import type { FindingCollector } from './finding-collector.js';

/** What the network security config rules need besides the decoded config. */
export interface NscRuleOptions {
  /** Path of the config in the package, for evidence. */
  file: string;
  /** `android:debuggable`: `<debug-overrides>` only apply to a debuggable app. */
  debuggable: boolean;
  /** Scan time in ms, against which pin-set expiration dates are judged. */
  now: number;
}

/** `yyyy-MM-dd`, the only form Android's config parser accepts. */
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MAX_DEPTH = 64;

/**
 * Rules over a network security config: cleartext permitted, user CAs trusted, pins (present,
 * with an expiration date, or already expired and so no longer enforced), trust anchors that
 * override pins, and `<debug-overrides>` (in force only when the app is debuggable). Anything
 * inside `<debug-overrides>` is reported there, not as a release setting.
 */
export function applyNetworkSecurityRules(root: XmlElement, options: NscRuleOptions, out: FindingCollector): void {
  const { file } = options;
  const visit = (el: XmlElement, depth: number): void => {
    if (depth > MAX_DEPTH) return;
    if (el.name === 'debug-overrides') {
      debugOverrides(el, options, out);
      return;
    }
    if ((el.name === 'base-config' || el.name === 'domain-config') && attrBool(el, 'cleartextTrafficPermitted') === true) {
      out.add('android.nsc.cleartext_permitted', { file, location: `<${el.name}>`, detail: 'cleartextTrafficPermitted="true"' });
    }
    if (el.name === 'certificates') {
      const src = attrString(el, 'src');
      if (src === 'user') out.add('android.nsc.user_certificates', { file, location: '<certificates>', detail: 'src="user"' });
      if (attrBool(el, 'overridePins') === true) {
        const who = src === 'user' ? 'user-installed CAs' : `CAs of src="${src ?? ''}"`;
        out.add('android.nsc.override_pins', { file, location: '<certificates>', detail: `src="${src ?? ''}" overridePins="true": ${who} bypass pinning` });
      }
    }
    if (el.name === 'pin-set') pinSet(el, options, out);
    for (const child of el.children) visit(child, depth + 1);
  };
  visit(root, 0);
}

function pinSet(el: XmlElement, { file, now }: NscRuleOptions, out: FindingCollector): void {
  const expiration = attrString(el, 'expiration');
  if (expiration === undefined) {
    out.add('android.nsc.pinning', { file, location: '<pin-set>' });
    return;
  }
  const expires = expirationTime(expiration);
  if (expires !== undefined && expires <= now) {
    out.add('android.nsc.pin_set_expired', { file, location: '<pin-set>', detail: `expiration="${expiration}": pins no longer enforced` });
    return;
  }
  out.add('android.nsc.pinning', { file, location: '<pin-set>' });
  out.add('android.nsc.pin_set_expiration', {
    file,
    location: '<pin-set>',
    detail: expires === undefined ? `expiration="${expiration}" (not a yyyy-MM-dd date)` : `pins stop being enforced on ${expiration}`,
  });
}

/** Start of the expiration day (UTC) in ms, or undefined for a value that is not a real date. */
function expirationTime(value: string): number | undefined {
  const m = DATE.exec(value.trim());
  if (!m) return undefined;
  const t = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Date(t).toISOString().startsWith(value.trim()) ? t : undefined;
}

function debugOverrides(el: XmlElement, { file, debuggable }: NscRuleOptions, out: FindingCollector): void {
  const anchors: string[] = [];
  const stack = [...el.children];
  while (stack.length && anchors.length < 20) {
    const x = stack.pop()!;
    if (x.name === 'certificates') anchors.push(`src="${attrString(x, 'src') ?? ''}"${attrBool(x, 'overridePins') === true ? ' overridePins="true"' : ''}`);
    else stack.push(...x.children.slice(0, 50));
  }
  const detail = anchors.length ? `trusts ${anchors.join(', ')}` : 'no trust anchors';
  out.add(debuggable ? 'android.nsc.debug_overrides_active' : 'android.nsc.debug_overrides', { file, location: '<debug-overrides>', detail });
}
