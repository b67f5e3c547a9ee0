/** Longest pattern an account may configure (custom rules, whitelist entries). */
const MAX_REGEX_LENGTH = 200;
/** Longest subject a configured pattern is run against; longer strings are cut. */
const MAX_REGEX_SUBJECT = 1024;
/** Unbounded quantifiers (`*`, `+`, `{n,}`) a configured pattern may hold. */
const MAX_UNBOUNDED = 2;

/** Why a pattern was refused, or null when it is safe to run. */
export type RegexProblem = 'too_long' | 'invalid' | 'backreference' | 'nested_quantifier' | 'too_many_quantifiers';

/**
 * Checks a pattern written by an account before it is compiled: length-capped, no
 * back-references, no quantified group that itself holds a quantifier or an alternation (the
 * shapes that backtrack exponentially, e.g. `(a+)+`, `(a|a)*`), and at most two unbounded
 * quantifiers so that the polynomial worst case on a capped subject stays small.
 */
export function regexProblem(pattern: string): RegexProblem | null {
  if (pattern.length === 0 || pattern.length > MAX_REGEX_LENGTH) return 'too_long';
  try {
    new RegExp(pattern, 'u');
  } catch {
    return 'invalid';
  }
  // One frame per open group: whether it holds a quantifier or an alternation.
  const stack: { risky: boolean }[] = [{ risky: false }];
  let unbounded = 0;
  let inClass = false;
  const quantified = (end: number): boolean => {
    const quantifier = quantifierAt(pattern, end + 1);
    if (!quantifier) return false;
    if (quantifier.unbounded) unbounded++;
    stack[stack.length - 1].risky = true;
    return true;
  };
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\') {
      const next = pattern[i + 1] ?? '';
      if (!inClass && (/[1-9]/.test(next) || next === 'k')) return 'backreference';
      i++;
      if (!inClass && quantified(i)) i += quantifierAt(pattern, i + 1)!.length;
      continue;
    }
    if (inClass) {
      if (c === ']') {
        inClass = false;
        if (quantified(i)) i += quantifierAt(pattern, i + 1)!.length;
      }
      continue;
    }
    if (c === '[') inClass = true;
    else if (c === '(') stack.push({ risky: false });
    else if (c === '|') stack[stack.length - 1].risky = true;
    else if (c === ')') {
      const group = stack.pop();
      const quantifier = quantifierAt(pattern, i + 1);
      if (group && quantifier) {
        if (group.risky) return 'nested_quantifier';
        if (quantifier.unbounded) unbounded++;
        stack[stack.length - 1].risky = true;
        i += quantifier.length;
      } else if (group?.risky) stack[stack.length - 1].risky = true;
    } else if (quantified(i)) i += quantifierAt(pattern, i + 1)!.length;
  }
  return unbounded > MAX_UNBOUNDED ? 'too_many_quantifiers' : null;
}

function quantifierAt(pattern: string, at: number): { unbounded: boolean; length: number } | null {
  const c = pattern[at];
  let length = 0;
  let unbounded = false;
  if (c === '*' || c === '+') {
    length = 1;
    unbounded = true;
  } else if (c === '?') length = 1;
  else if (c === '{') {
    const m = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(at));
    if (!m) return null;
    length = m[0].length;
    unbounded = m[2] !== undefined && m[3] === '';
  } else return null;
  // A lazy or possessive-looking suffix belongs to the same quantifier.
  if (pattern[at + length] === '?') length++;
  return { unbounded, length };
}

/** Compiles a pattern that passed {@link regexProblem}; null for anything else. */
export function compileSafeRegex(pattern: string, flags = 'u'): RegExp | null {
  if (regexProblem(pattern)) return null;
  try {
    return new RegExp(pattern, flags);
  } catch {
    return null;
  }
}

/** Tests a safe regex against a subject cut to {@link MAX_REGEX_SUBJECT} characters. */
export function testCapped(re: RegExp, subject: string): boolean {
  re.lastIndex = 0;
  return re.test(subject.length > MAX_REGEX_SUBJECT ? subject.slice(0, MAX_REGEX_SUBJECT) : subject);
}
