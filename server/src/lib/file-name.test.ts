import { describe, expect, it } from 'vitest';
import { displayFileName, MAX_FILE_NAME_CHARS } from './file-name';

describe('displayFileName', () => {
  it('drops every bidirectional control, so a name cannot display reordered', () => {
    expect(displayFileName('invoice\u202Egpj.apk')).toBe('invoicegpj.apk');
    const bidi = ['\u061C', '\u200E', '\u200F', '\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];
    expect(displayFileName(`a${bidi.join('')}b.ipa`)).toBe('ab.ipa');
  });

  it('drops C0 and C1 controls, DEL and line separators', () => {
    expect(displayFileName('a\u0000b\u0007c\u001f\u007fd\u0080e\u0085f\u009f\u2028\u2029.apk')).toBe('abcdef.apk');
    expect(displayFileName('line\r\nbreak\t.apk')).toBe('linebreak.apk');
  });

  it('keeps other scripts, emoji and joiners, composed in NFC', () => {
    expect(displayFileName('Cafe\u0301.apk')).toBe('Caf\u00e9.apk');
    expect(displayFileName('銀行 App 👨‍👩‍👧 שלום.apk')).toBe('銀行 App 👨‍👩‍👧 שלום.apk');
  });

  it('keeps only the base name, whichever slash separates folders', () => {
    expect(displayFileName('../../etc/passwd')).toBe('passwd');
    expect(displayFileName('C:\\Users\\me\\app.apk')).toBe('app.apk');
  });

  it('replaces an unpaired surrogate rather than store text UTF-8 cannot hold', () => {
    expect(displayFileName('a\uD800b.apk')).toBe('a\uFFFDb.apk');
    expect(displayFileName('a\uD83D\uDE00.apk')).toBe('a\uD83D\uDE00.apk');
  });

  it('caps the length in characters, keeping the extension and never splitting a pair', () => {
    const long = `${'😀'.repeat(300)}.apk`;
    const shown = displayFileName(long);
    expect(Array.from(shown)).toHaveLength(MAX_FILE_NAME_CHARS);
    expect(shown.endsWith('😀.apk')).toBe(true);
    expect(shown).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
  });

  it('falls back when nothing visible is left or the name is missing', () => {
    expect(displayFileName('\u202E\u0000 ')).toBe('file');
    expect(displayFileName(undefined, 'package')).toBe('package');
    expect(displayFileName(42)).toBe('file');
  });
});
