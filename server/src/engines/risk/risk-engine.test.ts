import { describe, expect, it } from 'vitest';
import { compilePolicy, evaluate, type AppListEntry, type RiskEvent, type RiskPolicyInput } from './risk-engine';

const base: RiskPolicyInput = { platform: 'android', useSystemRules: true, rules: [], blacklists: [], whitelist: [], debugDevices: [] };
const event = (overrides: Partial<RiskEvent> = {}): RiskEvent => ({
  kind: 'heartbeat',
  platform: 'android',
  udid: 'u1',
  userUdid: null,
  clientIp: '8.8.8.8',
  wifi: null,
  installedApps: [],
  details: {},
  ...overrides,
});

describe('risk engine', () => {
  it('applies system levels only when the app uses the system rule config', () => {
    expect(evaluate(event({ kind: 'root' }), compilePolicy(base))).toEqual({ level: 'high', exempt: false, matched: ['system'] });
    expect(evaluate(event({ kind: 'root' }), compilePolicy({ ...base, useSystemRules: false })).level).toBe('none');
    expect(evaluate(event(), compilePolicy(base)).level).toBe('none');
  });

  it('raises the level with matching rules on kind, platform and details', () => {
    const policy = compilePolicy({
      ...base,
      rules: [
        {
          id: '1',
          name: 'frida-gadget',
          type: 'behaviour',
          platform: 'android',
          kinds: ['vpn'],
          conditions: [{ field: 'tunnel.app', op: 'in', value: ['frida', 'gadget'] }],
          level: 'high',
          enabled: true,
        },
        { id: '2', name: 'ios only', type: 'behaviour', platform: 'ios', kinds: ['vpn'], conditions: [], level: 'medium', enabled: true },
        { id: '3', name: 'disabled', type: 'behaviour', platform: 'all', kinds: ['vpn'], conditions: [], level: 'high', enabled: false },
      ],
    });
    expect(evaluate(event({ kind: 'vpn', details: { tunnel: { app: 'Gadget' } } }), policy)).toEqual({ level: 'high', exempt: false, matched: ['system', 'rule:frida-gadget'] });
    expect(evaluate(event({ kind: 'vpn', details: { tunnel: { app: 'wireguard' } } }), policy)).toEqual({ level: 'low', exempt: false, matched: ['system'] });
  });

  it('matches IP (CIDR), Wi-Fi, app and device blacklists', () => {
    const policy = compilePolicy({
      ...base,
      useSystemRules: false,
      blacklists: [
        { id: 'a', name: 'bad-net', type: 'ip', content: ['8.8.0.0/16'], level: 'medium', enabled: true },
        { id: 'b', name: 'cafe', type: 'wifi', content: ['AA-BB-CC-DD-EE-FF'], level: 'low', enabled: true },
        { id: 'c', name: 'malware', type: 'app', content: ['0123456789ABCDEF0123456789ABCDEF'], level: 'high', enabled: true },
        { id: 'd', name: 'stolen', type: 'device', content: ['u-stolen'], level: 'high', enabled: true },
      ],
    });
    expect(evaluate(event(), policy).matched).toEqual(['blacklist:bad-net']);
    expect(evaluate(event({ clientIp: '1.1.1.1', wifi: { bssid: 'aa:bb:cc:dd:ee:ff' } }), policy).matched).toEqual(['blacklist:cafe']);
    expect(evaluate(event({ clientIp: null, installedApps: [{ packageName: 'x', md5: '0123456789abcdef0123456789abcdef' }] }), policy).level).toBe('high');
    expect(evaluate(event({ clientIp: null, udid: 'u-stolen' }), policy).matched).toEqual(['blacklist:stolen']);
  });

  it('exempts whitelisted and debug devices before anything else', () => {
    const policy = compilePolicy({ ...base, whitelist: ['u-white'], debugDevices: ['u-debug'] });
    expect(evaluate(event({ kind: 'root', udid: 'u-white' }), policy)).toEqual({ level: 'none', exempt: true, matched: ['whitelist'] });
    expect(evaluate(event({ kind: 'root', udid: 'x', userUdid: 'u-debug' }), policy)).toEqual({ level: 'none', exempt: true, matched: ['debug-device'] });
  });
});

describe('app black/white list', () => {
  const CERT = '0123456789abcdef0123456789abcdef';
  const entry = (overrides: Partial<AppListEntry>): AppListEntry => ({
    id: 'e',
    name: 'entry',
    type: 'black',
    packageName: null,
    md5: null,
    certMd5: null,
    installer: null,
    enabled: true,
    ...overrides,
  });
  const quiet = { ...base, useSystemRules: false };

  it('makes an event with a blacklisted installed app high, matching every field the entry gives', () => {
    const policy = compilePolicy({
      ...quiet,
      appLists: [
        entry({ name: 'magisk', packageName: 'com.topjohnwu.magisk' }),
        entry({ name: 'signed', packageName: 'com.evil.tool', certMd5: CERT.toUpperCase().match(/../g)!.join(':') }),
        entry({ name: 'sideloaded', md5: 'ffffffffffffffffffffffffffffffff', installer: 'com.android.packageinstaller' }),
        entry({ name: 'off', packageName: 'com.off', enabled: false }),
      ],
    });
    const installed = (...apps: RiskEvent['installedApps']) => evaluate(event({ installedApps: apps }), policy);
    expect(installed({ packageName: 'com.topjohnwu.magisk' })).toEqual({ level: 'high', exempt: false, matched: ['app-blacklist:magisk'] });
    // The certificate MD5 given with colons and in capitals matches the bare lowercase one an SDK sends.
    expect(installed({ packageName: 'com.evil.tool', certMd5: CERT }).matched).toEqual(['app-blacklist:signed']);
    expect(installed({ packageName: 'com.evil.tool', certMd5: 'a'.repeat(32) }).level).toBe('none');
    expect(installed({ md5: 'F'.repeat(32), installer: 'com.android.packageinstaller' }).matched).toEqual(['app-blacklist:sideloaded']);
    expect(installed({ md5: 'f'.repeat(32), installer: 'com.android.vending' }).level).toBe('none');
    expect(installed({ packageName: 'com.off' }).level).toBe('none');
    // The app a malware_app event names counts like an installed one.
    expect(evaluate(event({ kind: 'malware_app', details: { packageName: 'com.topjohnwu.magisk' } }), policy).matched).toEqual(['app-blacklist:magisk']);
  });

  it('leaves a whitelisted app out of the APP blacklists, the black entries and malware_app events', () => {
    const policy = compilePolicy({
      ...base,
      blacklists: [{ id: 'b', name: 'tools', type: 'app', content: ['com.bank.helper'], level: 'medium', enabled: true }],
      appLists: [entry({ name: 'helpers', packageName: 'com.bank.helper' }), entry({ name: 'trusted-helper', type: 'white', packageName: 'com.bank.helper', certMd5: CERT })],
    });
    const genuine = { packageName: 'com.bank.helper', certMd5: CERT };
    const repackaged = { packageName: 'com.bank.helper', certMd5: 'b'.repeat(32) };
    expect(evaluate(event({ installedApps: [genuine] }), policy)).toEqual({ level: 'none', exempt: false, matched: ['app-whitelist:trusted-helper'] });
    expect(evaluate(event({ installedApps: [repackaged] }), policy)).toEqual({ level: 'high', exempt: false, matched: ['blacklist:tools', 'app-blacklist:helpers'] });
    // An SDK's own malware_app detection of the whitelisted app is not a risk; of another app it is.
    expect(evaluate(event({ kind: 'malware_app', details: genuine }), policy)).toEqual({ level: 'none', exempt: false, matched: ['app-whitelist:trusted-helper'] });
    expect(evaluate(event({ kind: 'malware_app', details: { packageName: 'com.other' } }), policy)).toEqual({ level: 'high', exempt: false, matched: ['system'] });
    // Other detections on the same device still count.
    expect(evaluate(event({ kind: 'root', installedApps: [genuine] }), policy)).toEqual({ level: 'high', exempt: false, matched: ['system', 'app-whitelist:trusted-helper'] });
  });

  it('does nothing with a disabled white entry or an entry naming no app', () => {
    const policy = compilePolicy({
      ...quiet,
      appLists: [
        entry({ name: 'bad', packageName: 'com.bad' }),
        entry({ name: 'off', type: 'white', packageName: 'com.bad', enabled: false }),
        entry({ name: 'empty', installer: 'x' }),
      ],
    });
    expect(evaluate(event({ installedApps: [{ packageName: 'com.bad', installer: 'x' }] }), policy).matched).toEqual(['app-blacklist:bad']);
  });
});
