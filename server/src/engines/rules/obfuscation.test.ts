import { describe, expect, it } from 'vitest';
import { scanFile } from '../scan.js';
import { fixturePath } from '../test-fixtures.js';
import { detectAndroidProtections } from './anti-analysis.js';
import { FindingCollector } from './finding-collector.js';

function verdict(classes: string[]): string[] {
  const out = new FindingCollector();
  detectAndroidProtections(classes, [], out);
  return out.toFindings('en').map((f) => f.id);
}

describe('obfuscation', () => {
  it('is not claimed for resource classes and inner classes', () => {
    const app = ['Lcom/bank/Login;', 'Lcom/bank/Transfer;', 'Lcom/bank/Statement;', 'Lcom/bank/Crypto;', 'Lcom/bank/Receiver;'];
    const resources = ['Lcom/bank/R;', 'Lcom/bank/R$id;', 'Lcom/bank/R$layout;', 'Lcom/bank/R$anim;', 'Lcom/bank/Login$a;', 'Lcom/bank/Login$b;'];
    expect(verdict([...app, ...resources])).toEqual(['anti_analysis.no_obfuscation']);
  });

  it('is found when most top-level classes have one- or two-letter names', () => {
    expect(verdict(['Lcom/bank/a;', 'Lcom/bank/b;', 'Lcom/bank/ab;', 'Lcom/bank/MainActivity;', 'Lcom/bank/a$a;'])).toEqual(['anti_analysis.obfuscation']);
  });

  it('is not claimed for InsecureBankv2, whose code is not shrunk', () => {
    const ids = scanFile(fixturePath('insecurebankv2-InsecureBankv2.apk')).findings.map((f) => f.id);
    expect(ids).toContain('anti_analysis.no_obfuscation');
    expect(ids).not.toContain('anti_analysis.obfuscation');
  });
});
