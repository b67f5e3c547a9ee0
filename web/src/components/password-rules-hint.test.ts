import { DEFAULT_PASSWORD_RULES } from '@common/password-rules';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../i18n/en.json';
import zhTW from '../i18n/zh-TW.json';
import { passwordRulesHint } from './password-rules-hint';

describe('the password rules hint', () => {
  it('says the rules it is written from, in both languages', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ resources: { en: { translation: en }, 'zh-TW': { translation: zhTW } }, lng: 'en', interpolation: { escapeValue: false } });
    const { passwordMin: min, passwordMax: max } = DEFAULT_PASSWORD_RULES;
    expect(passwordRulesHint(DEFAULT_PASSWORD_RULES, i18n.getFixedT('en'), 'en')).toBe(
      `${min}-${max} characters, including a digit, a lowercase letter, an uppercase letter, and a symbol. Not containing your username, name, email or account name.`,
    );
    expect(passwordRulesHint(DEFAULT_PASSWORD_RULES, i18n.getFixedT('zh-TW'), 'zh-TW')).toBe(
      `${min}-${max} 個字元，須包含數字、小寫字母、大寫字母和符號。不可包含使用者名稱、姓名、電子郵件或帳號名稱。`,
    );
    const loose = { ...DEFAULT_PASSWORD_RULES, passwordMin: 12, requireUpper: false, requireSpecial: false, forbidAccountRelated: false, forbidConsecutive: true };
    expect(passwordRulesHint(loose, i18n.getFixedT('en'), 'en')).toBe(`12-${max} characters, including a digit and a lowercase letter. No character twice in a row.`);
  });
});
