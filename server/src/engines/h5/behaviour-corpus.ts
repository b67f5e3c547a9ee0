/**
 * The behaviour corpus of the H5 engine's differential tests: deterministic calls into lodash
 * and chance.js whose answers must be the same before and after protection. It is one
 * self-contained function so the same code runs in Node (a `vm` context) and in chromium
 * (`page.evaluate`). Each entry answers a JSON string, or `throws:<name>` when the call throws.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- untyped JavaScript libraries under test
export function runBehaviourCorpus(_: any, Chance: any): string[] {
  const out: string[] = [];
  const record = (fn: () => unknown) => {
    try {
      const value = fn();
      out.push(typeof value === 'function' ? 'function' : JSON.stringify(value === undefined ? '<undefined>' : value));
    } catch (err) {
      out.push(`throws:${(err as Error).name}`);
    }
  };
  const words = ['Foo Bar', '--foo-bar--', '__FOO_BAR__', 'fooBar', 'déjà vu', 'Hello World 42', '', '  padded  ', 'ünïcödé', 'a_b-c d'];
  const arrays = [[], [1], [3, 1, 2], [1, 2, 3, 4, 5, 6, 7], ['b', 'a', 'c', 'a'], [0, -1, NaN, null, undefined, false], [[1, [2, [3, [4]]]], 5]];
  const objects = [{}, { a: 1 }, { a: 1, b: { c: [1, 2], d: 'x' } }, { user: 'barney', age: 36, active: true }, { 'key with space': 1, nested: { deep: { deeper: 2 } } }];
  const users = [
    { user: 'barney', age: 36, active: true },
    { user: 'fred', age: 40, active: false },
    { user: 'pebbles', age: 1, active: true },
    { user: 'barney', age: 34, active: false },
  ];

  // Strings: 10 inputs × 12 functions = 120 calls.
  for (const w of words) {
    for (const f of ['camelCase', 'kebabCase', 'snakeCase', 'startCase', 'lowerCase', 'upperFirst', 'capitalize', 'deburr', 'escape', 'trim', 'words', 'padStart']) {
      record(() => (f === 'padStart' ? _.padStart(w, 14, '*-') : _[f](w)));
    }
  }
  // Arrays: 7 inputs × 12 functions = 84 calls.
  for (const a of arrays) {
    record(() => _.chunk(a, 2));
    record(() => _.compact(a));
    record(() => _.flattenDeep(a));
    record(() => _.uniq(a));
    record(() => _.reverse(_.clone(a)));
    record(() => _.sortBy(a));
    record(() => _.take(a, 3));
    record(() =>
      _.zip(
        a,
        _.map(a, (x: unknown) => typeof x),
      ),
    );
    record(() => _.difference(a, [1, 'a']));
    record(() => _.sum(_.filter(a, _.isNumber)));
    record(() => _.indexOf(a, 2));
    record(() => _.shuffle.length);
  }
  // Objects: 5 inputs × 8 functions = 40 calls.
  for (const o of objects) {
    record(() => _.keys(o));
    record(() => _.toPairs(o));
    record(() => _.get(o, 'b.c[1]', 'default'));
    record(() => _.set(_.cloneDeep(o), 'x.y.z', 7));
    record(() => _.merge({}, o, { a: 2, extra: [1] }));
    record(() => _.mapValues(o, (v: unknown) => typeof v));
    record(() => _.isEqual(o, _.cloneDeep(o)));
    record(() => _.invert(o));
  }
  // Collections, functions and templates: 16 calls.
  record(() => _.groupBy(users, 'user'));
  record(() => _.orderBy(users, ['user', 'age'], ['asc', 'desc']));
  record(() => _.partition(users, 'active'));
  record(() => _.countBy(users, (u: { age: number }) => u.age > 30));
  record(() => _.keyBy(users, 'age'));
  record(() => _.find(users, { age: 1, active: true }));
  record(() => _.sumBy(users, 'age'));
  record(() => _.template('hello <%= user %>! <% _.forEach(list, function(x) { %><li><%- x %></li><% }); %>')({ user: 'fred', list: ['<a>', 'b'] }));
  record(() => _.memoize((n: number) => n * 2)(21));
  record(() => _.curry((a: number, b: number, c: number) => a + b + c)(1)(2)(3));
  record(() => _.range(0, 20, 3));
  record(() => _.times(5, (i: number) => i * i));
  record(() => _.clamp(-10, -5, 5));
  record(() => _.inRange(3, 2, 4));
  record(() => _.random.length);
  record(() => _.VERSION);

  // chance.js with fixed seeds: 3 seeds × 14 generators = 42 calls.
  for (const seed of [1, 42, 20261125]) {
    const c = new Chance(seed);
    record(() => c.integer({ min: -1000, max: 1000 }));
    record(() => c.floating({ min: 0, max: 1, fixed: 6 }));
    record(() => c.string({ length: 12 }));
    record(() => c.word({ syllables: 3 }));
    record(() => c.sentence({ words: 6 }));
    record(() => c.name());
    record(() => c.email());
    record(() => c.ip());
    record(() => c.guid());
    record(() => c.hash({ length: 16 }));
    record(() => c.pickone(['alpha', 'beta', 'gamma', 'delta']));
    record(() => c.shuffle([1, 2, 3, 4, 5, 6]));
    record(() => c.date({ year: 2026 }).toISOString());
    record(() => c.integer({ min: 5, max: 1 }));
  }
  return out;
}
