import { describe, expect, it } from 'vitest';
import { compilePolicy, evaluate, type RiskEvent, type RiskPolicyInput } from './risk-engine';

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
