import type { ScanResult } from '../../../engines/report/scan-result';

/** A UUID-shaped serial derived from the package hash, so the same package gives the same BOM. */
function serialFrom(sha256: string): string {
  const h = sha256.padEnd(32, '0');
  return `urn:uuid:${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * A CycloneDX 1.5 SBOM (JSON) of the third-party SDKs the engine detected, as components the
 * application depends on, with the detection evidence as properties.
 */
export function toCycloneDx(result: ScanResult, finishedAt: Date | null): Record<string, unknown> {
  const appRef = `app:${result.packageName}`;
  const components = result.thirdPartySdks.map((sdk) => ({
    type: 'library',
    'bom-ref': `sdk:${slug(sdk.name)}`,
    name: sdk.name,
    properties: [{ name: 'rampart:category', value: sdk.category }, ...sdk.evidence.slice(0, 20).map((e) => ({ name: 'rampart:evidence', value: e }))],
  }));
  return {
    bomFormat: 'CycloneDX',
    specVersion: '1.5',
    serialNumber: serialFrom(result.file.sha256),
    version: 1,
    metadata: {
      ...(finishedAt ? { timestamp: finishedAt.toISOString() } : {}),
      tools: { components: [{ type: 'application', name: 'Rampart' }] },
      component: {
        type: 'application',
        'bom-ref': appRef,
        name: result.appName ?? result.packageName,
        ...(result.versionName ? { version: result.versionName } : {}),
        properties: [
          { name: 'rampart:packageName', value: result.packageName },
          { name: 'rampart:platform', value: result.platform },
        ],
        hashes: [{ alg: 'SHA-256', content: result.file.sha256 }],
      },
    },
    components,
    dependencies: [{ ref: appRef, dependsOn: components.map((c) => c['bom-ref']) }],
  };
}
