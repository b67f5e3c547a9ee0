import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password-strength';

describe('passwordStrength', () => {
  it.each([
    ['', 'empty', 0],
    ['abc', 'weak', 1],
    ['Abc1!', 'weak', 4],
    ['abcdefgh', 'weak', 2],
    ['abcdefg1', 'fair', 3],
    ['Abcdefg1', 'good', 4],
    ['Abcdef1!', 'strong', 5],
  ] as const)('rates %j as %s', (password, level, score) => {
    const result = passwordStrength(password);
    expect(result.level).toBe(level);
    expect(result.score).toBe(score);
  });

  it('uses the default minimum of 8 unless told otherwise', () => {
    expect(passwordStrength('Ab1!xyz').passed.length).toBe(false);
    expect(passwordStrength('Ab1!xyz', 6).passed.length).toBe(true);
  });

  it('counts printable symbols but not spaces as special characters', () => {
    expect(passwordStrength('a b').passed.special).toBe(false);
    expect(passwordStrength('a_b').passed.special).toBe(true);
  });
});
