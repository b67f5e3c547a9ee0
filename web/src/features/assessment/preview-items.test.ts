import { describe, expect, it } from 'vitest';
import type { AssessmentCheckTreeQuery, FindingLevel } from '../../gql/graphql';
import { countOutcomes, evidencePlace, previewItems } from './preview-items';
import type { ScanResultView } from './scan-result';

type Finding = ScanResultView['findings'][number];

const check = (id: string, level: FindingLevel, opposite: string | null = null) => ({
  id,
  level,
  title: `title of ${id}`,
  description: `description of ${id}`,
  remediation: `remediation of ${id}`,
  opposite,
});

const GROUPS: AssessmentCheckTreeQuery['reportCheckTree'] = [
  { key: 'android', title: 'Manifest', checks: [check('android.manifest.debuggable', 'HIGH'), check('android.manifest.allow_backup', 'MEDIUM')] },
  { key: 'code', title: 'Code', checks: [check('code.root_detection', 'SECURE'), check('code.logging', 'INFO')] },
  {
    key: 'anti_analysis',
    title: 'Anti-analysis',
    checks: [check('anti_analysis.obfuscation', 'SECURE', 'anti_analysis.no_obfuscation'), check('anti_analysis.no_obfuscation', 'LOW', 'anti_analysis.obfuscation')],
  },
];

const finding = (id: string, level: Finding['level'], evidence: Finding['evidence'] = [{ file: 'classes.dex' }]): Finding => ({
  id,
  level,
  title: id,
  description: id,
  cwe: 'CWE-1',
  masvs: ['MASVS-CODE-1'],
  evidence,
});

const outcomes = (findings: Finding[] | null, included: Set<string> | null = null) =>
  Object.fromEntries(previewItems({ groups: GROUPS, findings, included }).map((item) => [item.id, item.outcome]));

describe('preview items', () => {
  it('tells a protection present from a check with nothing found, and an absent protection from a safe check', () => {
    const items = previewItems({
      groups: GROUPS,
      findings: [finding('code.root_detection', 'secure'), finding('android.manifest.allow_backup', 'medium', [{ file: 'AndroidManifest.xml', location: '<application>' }])],
      included: null,
    });
    expect(items.map((item) => [item.id, item.outcome, item.level])).toEqual([
      ['android.manifest.allow_backup', 'risk', 'medium'],
      ['code.root_detection', 'protected', null],
      ['android.manifest.debuggable', 'safe', null],
      ['code.logging', 'safe', null],
      ['anti_analysis.obfuscation', 'notDetected', null],
    ]);
    expect(items[0]).toMatchObject({
      group: 'Manifest',
      title: 'title of android.manifest.allow_backup',
      description: 'description of android.manifest.allow_backup',
      remediation: 'remediation of android.manifest.allow_backup',
      evidence: [{ file: 'AndroidManifest.xml', location: '<application>' }],
    });
    expect(items.find((item) => item.id === 'android.manifest.debuggable')?.evidence).toBeNull();
    expect(countOutcomes(items)).toEqual({ risk: 1, protected: 1, info: 0, safe: 2, notDetected: 1, abnormal: 0 });
  });

  it('sorts risks worst first, then protections and facts found', () => {
    const items = previewItems({
      groups: GROUPS,
      findings: [
        finding('code.logging', 'info'),
        finding('android.manifest.allow_backup', 'medium'),
        finding('code.root_detection', 'secure'),
        finding('android.manifest.debuggable', 'high'),
      ],
      included: null,
    });
    expect(items.map((item) => item.outcome)).toEqual(['risk', 'risk', 'protected', 'info', 'notDetected']);
    expect(items[0].id).toBe('android.manifest.debuggable');
  });

  it('never lists both answers of one test', () => {
    expect(outcomes([finding('anti_analysis.obfuscation', 'secure')])).toMatchObject({ 'anti_analysis.obfuscation': 'protected' });
    expect(outcomes([finding('anti_analysis.obfuscation', 'secure')])).not.toHaveProperty('anti_analysis.no_obfuscation');
    expect(outcomes([finding('anti_analysis.no_obfuscation', 'low')])).toMatchObject({ 'anti_analysis.no_obfuscation': 'risk' });
    expect(outcomes([finding('anti_analysis.no_obfuscation', 'low')])).not.toHaveProperty('anti_analysis.obfuscation');
    // Neither answer: the protection alone says it was not detected.
    expect(outcomes([])).toMatchObject({ 'anti_analysis.obfuscation': 'notDetected' });
    expect(outcomes([])).not.toHaveProperty('anti_analysis.no_obfuscation');
    // A template with one of the two lists it as it is.
    expect(outcomes([], new Set(['anti_analysis.no_obfuscation']))).toEqual({ 'anti_analysis.no_obfuscation': 'safe' });
  });

  it('lists only the template’s checks', () => {
    expect(Object.keys(outcomes([], new Set(['android.manifest.debuggable', 'code.logging'])))).toEqual(['android.manifest.debuggable', 'code.logging']);
  });

  it('says nothing was run until the report is read', () => {
    expect(new Set(Object.values(outcomes(null)))).toEqual(new Set(['abnormal']));
  });
});

describe('evidence places', () => {
  it('names classes and methods of Dalvik descriptors', () => {
    expect(evidencePlace('Lsg/vantagepoint/a/a;')).toEqual({ classes: ['sg.vantagepoint.a.a'], method: null, other: null });
    expect(evidencePlace('Lcom/app/Main;->onCreate')).toEqual({ classes: ['com.app.Main'], method: 'onCreate', other: null });
    expect(evidencePlace('Lcom/app/A;, Lcom/app/B;')).toEqual({ classes: ['com.app.A', 'com.app.B'], method: null, other: null });
  });

  it('keeps any other location as written', () => {
    expect(evidencePlace('<application>')).toEqual({ classes: [], method: null, other: '<application>' });
    expect(evidencePlace('NSExceptionDomains.localhost')).toEqual({ classes: [], method: null, other: 'NSExceptionDomains.localhost' });
    expect(evidencePlace('Lcom/app/A;->a, Lcom/app/B;')).toEqual({ classes: [], method: null, other: 'Lcom/app/A;->a, Lcom/app/B;' });
    expect(evidencePlace(undefined)).toEqual({ classes: [], method: null, other: null });
  });
});
