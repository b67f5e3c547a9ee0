import { describe, expect, it } from 'vitest';
import { unstorableText } from './ingest-payload';

const limits = { maxStringChars: 10, maxDepth: 3 };

describe('the check of SDK event text', () => {
  it('passes ordinary text, paired surrogates (emoji) and other scripts', () => {
    expect(unstorableText({ details: { note: '😀 資安', list: ['a', 1, null, true] } }, limits)).toBeNull();
  });

  it('names the field that holds a NUL or an unpaired surrogate, keys included', () => {
    expect(unstorableText({ details: { a: 'x\u0000' } }, limits)).toEqual({ reason: 'details.a: contains a NUL character (U+0000)', tooLong: false });
    expect(unstorableText({ details: { a: ['ok', '\uDBFFx'] } }, limits)?.reason).toBe('details.a.1: contains an unpaired UTF-16 surrogate');
    expect(unstorableText({ details: { a: 'x\uDC00' } }, limits)?.reason).toBe('details.a: contains an unpaired UTF-16 surrogate');
    expect(unstorableText({ details: { ['k\u0000']: 1 } }, limits)?.reason).toBe('details: a key contains a NUL character (U+0000)');
    expect(unstorableText({ ['k\uD800']: 1 }, limits)?.reason).toBe('event: a key contains an unpaired UTF-16 surrogate');
  });

  it('answers a string over the limit only when nothing worse is found', () => {
    expect(unstorableText({ details: { a: 'x'.repeat(11) } }, limits)).toEqual({ reason: 'details.a: longer than 10 characters', tooLong: true });
    expect(unstorableText({ details: { a: 'x'.repeat(11), b: '\u0000' } }, limits)).toEqual({ reason: 'details.b: contains a NUL character (U+0000)', tooLong: false });
    expect(unstorableText({ details: { a: 'x'.repeat(10) } }, limits)).toBeNull();
  });

  it('allows the nesting limit and refuses one level more, at any depth without recursion', () => {
    expect(unstorableText({ details: { a: { b: { c: 1 } } } }, limits)).toBeNull();
    expect(unstorableText({ details: { a: { b: { c: { d: 1 } } } } }, limits)?.reason).toBe('details.a.b.c: nested deeper than 3 levels');
    let deep: unknown = 1;
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(unstorableText({ details: deep }, limits)?.reason).toBe('details.0.0.0: nested deeper than 3 levels');
    expect(unstorableText({ details: Array.from({ length: 300_000 }, () => 0) }, limits)).toBeNull();
  });

  it('shows odd keys printable and short in the reason', () => {
    expect(unstorableText({ details: { ['\u202Ekey\u0007']: { x: '\u0000' } } }, limits)?.reason).toBe('details.?key?.x: contains a NUL character (U+0000)');
  });
});
