import { describe, expect, it } from 'vitest';
import { signatureBase, signatureMatches, signBase } from './sdk-signature';

describe('SDK request signature', () => {
  it('matches the worked example of sdk/PROTOCOL.md', () => {
    const base = signatureBase('post', '/api/sdk/v1/events', '1795323390', '6f1c0c2d9e4b4a7f8a0d3c5e7b9a1f20', Buffer.from('{"events":[]}'));
    expect(base.split('\n')).toEqual([
      'RAMPART-HMAC-SHA256',
      'POST',
      '/api/sdk/v1/events',
      '1795323390',
      '6f1c0c2d9e4b4a7f8a0d3c5e7b9a1f20',
      '24de1c4a19c43ad41b013f13dcd858c17b0daa7f33a53f19913e5b11366d1c2e',
    ]);
    expect(signBase('rs_test', base)).toBe('3dbeddf2dc98575f29e5b77731e98ffec3750b8a6d51d3d465011fe9b60b7923');
    expect(signatureMatches('rs_test', base, '3DBEDDF2DC98575F29E5B77731E98FFEC3750B8A6D51D3D465011FE9B60B7923')).toBe(true);
    expect(signatureMatches('rs_test', base, 'not-hex')).toBe(false);
  });
});
