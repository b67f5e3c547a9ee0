import { describe, expect, it } from 'vitest';
import { USERNAME } from './user-validation';

describe('username rule', () => {
  it.each(['abcd', 'user.name@x', 'A1_-!~', 'a'.repeat(50)])('accepts %j', (name) => expect(USERNAME.test(name)).toBe(true));
  it.each(['abc', 'with space', 'tab\there', 'a'.repeat(51), 'ünïcode'])('refuses %j', (name) => expect(USERNAME.test(name)).toBe(false));
});
