import { describe, expect, it } from 'vitest';
import { scanFile } from '../scan.js';
import { fixturePath, fixturesOfKind } from '../test-fixtures.js';
import { FindingCollector } from './finding-collector.js';

const ev = (location: string) => ({ file: 'classes.dex', location, detail: 'Landroid/util/Log;->d' });

describe('evidence order', () => {
  it("shows the app's own classes first, then other classes, then libraries, and counts all", () => {
    const out = new FindingCollector();
    out.preferPackage('com.example.app');
    const libraries = Array.from({ length: 30 }, (_, i) => ev(`Landroidx/core/C${i};`));
    out.add('code.logging', ...libraries, ev('Lorg/thirdparty/Helper;'), ev('Lcom/example/app/ui/Main;'), ev('Lcom/example/app/Net;'), ev('Lcom/example/appendix/X;'));
    const [f] = out.toFindings('en');
    expect(f.evidence.slice(0, 4).map((e) => e.location)).toEqual([
      'Lcom/example/app/ui/Main;',
      'Lcom/example/app/Net;',
      // A package that only starts with the same letters is not the app's.
      'Lorg/thirdparty/Helper;',
      'Lcom/example/appendix/X;',
    ]);
    expect(f.evidence).toHaveLength(25);
    expect(f.evidence.slice(4).every((e) => e.location!.startsWith('Landroidx/'))).toBe(true);
    expect(f.evidenceCount).toBe(34);
  });

  it('keeps places that are not classes in the order they came, and counts duplicates once', () => {
    const out = new FindingCollector();
    out.preferPackage('com.example.app');
    out.add('android.manifest.dangerous_permissions', { file: 'AndroidManifest.xml', location: '<uses-permission>', detail: 'b' });
    out.add('android.manifest.dangerous_permissions', { file: 'AndroidManifest.xml', location: '<uses-permission>', detail: 'a' });
    out.add('android.manifest.dangerous_permissions', { file: 'AndroidManifest.xml', location: '<uses-permission>', detail: 'b' });
    const [f] = out.toFindings('en');
    expect(f.evidence.map((e) => e.detail)).toEqual(['b', 'a']);
    expect(f.evidenceCount).toBe(2);
  });
});

describe('evidence on real packages', () => {
  it.each(fixturesOfKind('apk'))("$file: a finding with evidence in the app's package lists it before any other class", ({ file, package: pkg }) => {
    const prefix = `L${pkg.replaceAll('.', '/')}/`;
    const r = scanFile(fixturePath(file));
    for (const f of r.findings) {
      const classes = f.evidence.map((e) => e.location ?? '').filter((l) => /^L.+;/.test(l));
      const firstOther = classes.findIndex((l) => !l.startsWith(prefix));
      const lastOwn = classes.findLastIndex((l) => l.startsWith(prefix));
      expect(lastOwn < firstOther || firstOther === -1, `${f.id}: ${classes.join(' ')}`).toBe(true);
      expect(f.evidenceCount).toBeGreaterThanOrEqual(f.evidence.length);
    }
  });
});
