import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BLOCK_MESSAGE, DEFAULT_COLLECT } from '../../../../common/sdk-policy';
import { compileSdkPolicy, deviceVerdict, etagMatches, signDocument, type PolicyInputs } from './sdk-policy-document';

const strategy = (kind: string, action: 'report' | 'warn' | 'block' | 'exit') => ({ kind, action, messageEn: `${kind} en`, messageZhTw: `${kind} zh` });
const response = (id: string, kinds: string[], action: 'report' | 'warn' | 'block' | 'exit') => ({
  id,
  name: `response ${id}`,
  ruleId: `rule-${id}`,
  ruleName: `rule ${id}`,
  kinds,
  riskLevel: 'high' as const,
  responseType: action,
});
const inputs = (overrides: Partial<PolicyInputs> = {}): PolicyInputs => ({ platform: 'android', collect: null, strategies: [], responses: [], ...overrides });

describe('compileSdkPolicy', () => {
  it('gives the defaults when nothing is configured', () => {
    expect(compileSdkPolicy(inputs())).toEqual({ collect: DEFAULT_COLLECT, actions: [], responses: [], blacklistedDevice: { action: 'block', message: DEFAULT_BLOCK_MESSAGE } });
  });

  it('takes the saved switches over the defaults', () => {
    const collect = { ...DEFAULT_COLLECT, location: true, wifi: false };
    expect(compileSdkPolicy(inputs({ collect })).collect).toEqual(collect);
  });

  it('takes per kind the most severe of the strategy and the responses whose rule covers it, with the strategy’s texts', () => {
    const policy = compileSdkPolicy(
      inputs({
        strategies: [strategy('root', 'warn'), strategy('emulator', 'exit'), strategy('devtools_open', 'block')],
        responses: [response('a', ['root', 'emulator'], 'block'), response('b', ['vpn'], 'report')],
      }),
    );
    expect(policy.actions).toEqual([
      { kind: 'emulator', action: 'exit', message: { en: 'emulator en', 'zh-TW': 'emulator zh' }, strategy: true, responses: ['a'] },
      { kind: 'root', action: 'block', message: { en: 'root en', 'zh-TW': 'root zh' }, strategy: true, responses: ['a'] },
      { kind: 'vpn', action: 'report', message: null, strategy: false, responses: ['b'] },
    ]);
    expect(policy.responses.map((r) => r.id)).toEqual(['a', 'b']);
  });

  it('leaves out kinds of other platforms, and responses left with none', () => {
    const policy = compileSdkPolicy(
      inputs({ platform: 'h5', strategies: [strategy('root', 'block'), strategy('automation', 'block')], responses: [response('a', ['root'], 'exit')] }),
    );
    expect(policy.actions.map((a) => a.kind)).toEqual(['automation']);
    expect(policy.responses).toEqual([]);
  });

  it('uses the blacklisted-device strategy for blacklisted devices', () => {
    const policy = compileSdkPolicy(inputs({ strategies: [strategy('blacklisted_device', 'exit')] }));
    expect(policy.actions).toEqual([]);
    expect(deviceVerdict(policy, 'd1', true)).toEqual({
      udid: 'd1',
      blacklisted: true,
      blocked: true,
      action: 'exit',
      message: { en: 'blacklisted_device en', 'zh-TW': 'blacklisted_device zh' },
    });
    expect(deviceVerdict(policy, 'd2', false)).toEqual({ udid: 'd2', blacklisted: false, blocked: false, action: 'report', message: null });
    const warn = compileSdkPolicy(inputs({ strategies: [strategy('blacklisted_device', 'warn')] }));
    expect(deviceVerdict(warn, 'd1', true)).toMatchObject({ blacklisted: true, blocked: false, action: 'warn' });
  });
});

describe('signDocument and etagMatches', () => {
  it('signs the exact bytes with HMAC-SHA256 in hex and hashes them into the ETag', () => {
    const body = '{"code":"200","msg":"成功"}';
    const { signature, etag } = signDocument(body, 'rs_secret');
    expect(signature).toBe(crypto.createHmac('sha256', 'rs_secret').update(Buffer.from(body, 'utf8')).digest('hex'));
    expect(signDocument(`${body} `, 'rs_secret').signature).not.toBe(signature);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    expect(etagMatches(etag, etag)).toBe(true);
    expect(etagMatches(`"x", W/${etag}`, etag)).toBe(true);
    expect(etagMatches('*', etag)).toBe(true);
    expect(etagMatches('"x"', etag)).toBe(false);
    expect(etagMatches(undefined, etag)).toBe(false);
  });
});
