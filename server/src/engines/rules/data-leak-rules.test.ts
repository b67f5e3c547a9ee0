import { describe, expect, it } from 'vitest';
import { assemble } from '../android/dex/assemble.js';
import { writeDexFiles } from '../android/dex/write.js';
import { parseDex } from '../android/dex.js';
import { applyDataLeakRules } from './data-leak-rules.js';
import { FindingCollector } from './finding-collector.js';

function findings(smali: string): Map<string, string[]> {
  const [{ bytes }] = writeDexFiles(assemble(smali));
  const out = new FindingCollector();
  applyDataLeakRules([parseDex('classes.dex', Buffer.from(bytes))], out);
  return new Map(out.toFindings('en').map((f) => [f.id, f.evidence.map((e) => `${e.location} ${e.detail}`)]));
}

const broadcast = (explicit: string, key: string) => `
.class public Lcom/bank/ChangePassword;
.super Landroid/app/Activity;
.method public notify(Ljava/lang/String;)V
    .registers 4
    new-instance v0, Landroid/content/Intent;
    invoke-direct {v0}, Landroid/content/Intent;-><init>()V
    const-string v1, "theBroadcast"
    invoke-virtual {v0, v1}, Landroid/content/Intent;->setAction(Ljava/lang/String;)Landroid/content/Intent;
    ${explicit}
    const-string v1, "${key}"
    invoke-virtual {v0, v1, p1}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    invoke-virtual {p0, v0}, Lcom/bank/ChangePassword;->sendBroadcast(Landroid/content/Intent;)V
    return-void
.end method
`;

const preferences = (key: string) => `
.class public Lcom/bank/Login;
.super Ljava/lang/Object;
.method public save(Landroid/content/SharedPreferences$Editor;Ljava/lang/String;)V
    .registers 4
    const-string v0, "${key}"
    invoke-interface {p1, v0, p2}, Landroid/content/SharedPreferences$Editor;->putString(Ljava/lang/String;Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;
    invoke-interface {p1}, Landroid/content/SharedPreferences$Editor;->apply()V
    return-void
.end method
`;

describe('implicit broadcasts of credentials', () => {
  it('are reported when an action-only Intent carries a password extra', () => {
    expect(findings(broadcast('', 'newpass')).get('code.implicit_broadcast')).toEqual(['Lcom/bank/ChangePassword; sendBroadcast of an implicit Intent with "newpass"']);
  });

  it('are not reported when the Intent names its package', () => {
    const explicit = `const-string v1, "com.bank"
    invoke-virtual {v0, v1}, Landroid/content/Intent;->setPackage(Ljava/lang/String;)Landroid/content/Intent;`;
    expect(findings(broadcast(explicit, 'newpass')).has('code.implicit_broadcast')).toBe(false);
  });

  it('are not reported for extras that are no credentials', () => {
    expect(findings(broadcast('', 'balance_updated')).has('code.implicit_broadcast')).toBe(false);
  });
});

describe('credentials in SharedPreferences', () => {
  it.each(['superSecurePassword', 'auth_token', 'user_pin', 'apiKey', 'refreshToken'])('are reported for the key %s', (key) => {
    expect(findings(preferences(key)).get('code.credentials_in_preferences')).toEqual([`Lcom/bank/Login; SharedPreferences.Editor.putString with "${key}"`]);
  });

  it.each(['EncryptedUsername', 'theme', 'spinner_position', 'bypass_intro', 'keyboard_type'])('are not reported for the key %s', (key) => {
    expect(findings(preferences(key)).has('code.credentials_in_preferences')).toBe(false);
  });
});
