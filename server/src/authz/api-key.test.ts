import { describe, expect, it } from 'vitest';
import { apiKeyPair, submitTypeOf } from './api-key';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36';

describe('submit type', () => {
  it('follows the documented order: client header, API key, browser, else API', () => {
    expect(submitTypeOf({ 'x-rampart-client': 'cli', 'user-agent': BROWSER }, true)).toBe('CLI');
    expect(submitTypeOf({ 'x-rampart-client': 'PC' }, false)).toBe('PC');
    expect(submitTypeOf({ 'user-agent': BROWSER }, true)).toBe('API');
    expect(submitTypeOf({ 'user-agent': BROWSER }, false)).toBe('WEB');
    expect(submitTypeOf({ 'user-agent': 'curl/8.5.0' }, false)).toBe('API');
    expect(submitTypeOf({}, false)).toBe('API');
    expect(submitTypeOf({ 'x-rampart-client': 'something-else', 'user-agent': BROWSER }, false)).toBe('WEB');
  });
});

describe('API key headers', () => {
  it('need both the key and the secret', () => {
    expect(apiKeyPair({ 'x-api-key': 'rk_1', 'x-api-secret': 's' })).toEqual({ key: 'rk_1', secret: 's' });
    expect(apiKeyPair({ 'x-api-key': 'rk_1' })).toBeNull();
    expect(apiKeyPair({ 'x-api-key': ['a', 'b'], 'x-api-secret': 's' })).toBeNull();
  });
});
