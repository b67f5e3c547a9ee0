import { describe, expect, it } from 'vitest';
import { cefHeader, cefLine, cefValue, syslogMessage } from './cef';

describe('CEF', () => {
  it('escapes header fields and extension values as ArcSight specifies', () => {
    expect(cefHeader('a|b\\c')).toBe('a\\|b\\\\c');
    expect(cefValue('a=b\\c|d\ne\rf')).toBe('a\\=b\\\\c|d\\ne\\rf');
  });

  it('builds a line with the fixed vendor and product, and leaves out empty values', () => {
    const line = cefLine('1.2.3', {
      signatureId: 'monitor.event.root',
      name: 'High-risk event: root|x',
      severity: 8,
      extension: [
        ['rt', 1700000000000],
        ['src', null],
        ['msg', 'a=b'],
      ],
    });
    expect(line).toBe('CEF:0|Rampart|Rampart Console|1.2.3|monitor.event.root|High-risk event: root\\|x|8|rt=1700000000000 msg=a\\=b');
  });

  it('frames it as RFC 5424 syslog with a priority from the severity', () => {
    const at = new Date('2026-01-02T03:04:05.000Z');
    expect(syslogMessage('CEF:0|x', { severity: 8, at })).toBe('<131>1 2026-01-02T03:04:05.000Z rampart rampart - - - CEF:0|x');
    expect(syslogMessage('CEF:0|x', { severity: 3, at })).toMatch(/^<134>1 /);
  });
});
