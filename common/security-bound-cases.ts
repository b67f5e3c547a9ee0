import { SECURITY_RANGES } from './rules';

type SecurityKey = keyof typeof SECURITY_RANGES;

/**
 * The security settings' bounds as cases both sides are tested on (the server's integration
 * test and the console form's unit test): each range at and beyond both ends, with what else the
 * value is judged with, and whether the settings are acceptable. Two limits are not a single
 * field's: no maximum length exceeds a minimum of 99, and the whole session timeout stops at the
 * hours' maximum (720 h, not 720 h 59 min).
 */
export const SECURITY_BOUND_CASES: ReadonlyArray<readonly [SecurityKey, Readonly<Record<string, number | boolean>>, boolean]> = (() => {
  const context: Partial<Record<SecurityKey, Record<string, number | boolean>>> = {
    passwordMin: { passwordMax: 99 },
    passwordMax: { passwordMin: 6 },
    historyCount: { forbidHistory: true },
    sessionTimeoutHours: { sessionTimeoutMinutes: 30 },
    sessionTimeoutMinutes: { sessionTimeoutHours: 1 },
  };
  const cases: Array<readonly [SecurityKey, Record<string, number | boolean>, boolean]> = [];
  for (const key of Object.keys(SECURITY_RANGES) as Array<SecurityKey>) {
    const [min, max] = SECURITY_RANGES[key];
    for (const value of [min - 1, min, max, max + 1]) {
      let accepted = value >= min && value <= max;
      if (key === 'passwordMin' && value >= SECURITY_RANGES.passwordMax[1]) accepted = false;
      if (key === 'sessionTimeoutHours' && value >= SECURITY_RANGES.sessionTimeoutHours[1]) accepted = false;
      cases.push([key, { ...context[key], [key]: value }, accepted]);
    }
  }
  cases.push(['sessionTimeoutHours', { sessionTimeoutHours: SECURITY_RANGES.sessionTimeoutHours[1], sessionTimeoutMinutes: 0 }, true]);
  cases.push(['lockAfterFailures', { lockAfterFailures: 1000 }, false]);
  cases.push(['lockAfterInactiveDays', { lockAfterInactiveDays: 36500 }, false]);
  return cases;
})();
