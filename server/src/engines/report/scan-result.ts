import { z } from 'zod';

const hex = (len: number) => z.string().regex(new RegExp(`^[0-9a-f]{${len}}$`));

/** Where a finding was seen. */
const evidenceSchema = z.object({
  file: z.string().describe('Path inside the package (or the package itself)'),
  location: z.string().optional().describe('Class, symbol, element or line within the file'),
  detail: z.string().optional().describe('What was matched'),
});

const findingSchema = z.object({
  id: z.string().describe('Stable catalogue id, also the SARIF ruleId'),
  level: z.enum(['high', 'medium', 'low', 'info', 'secure']),
  title: z.string(),
  description: z.string(),
  cwe: z.string().regex(/^CWE-\d+$/),
  masvs: z.array(z.string().regex(/^MASVS-[A-Z]+-\d+$/)).min(1),
  evidence: z.array(evidenceSchema).describe("Where it was seen, the app's own code first; at most 25 items"),
  evidenceCount: z.number().int().nonnegative().optional().describe('How many pieces of evidence were found in all; more than the evidence listed when some were left out'),
});

const certificateSchema = z.object({
  subject: z.string(),
  issuer: z.string(),
  serialNumber: z.string(),
  notBefore: z.string(),
  notAfter: z.string(),
  algorithm: z.string().describe('Signature algorithm of the certificate, e.g. SHA256withRSA'),
  keyAlgorithm: z.string(),
  keySize: z.number().int(),
  md5: hex(32),
  sha1: hex(40),
  sha256: hex(64),
  selfSigned: z.boolean(),
});

const platformVerdictSchema = z.object({
  fromSdk: z.number().int(),
  toSdk: z.number().int().nullable().describe('Last API level of the range; null when open-ended'),
  scheme: z.enum(['v1', 'v2', 'v3', 'v3.1']).nullable().describe('The scheme these releases check; null when the package has none they read'),
  verified: z.boolean(),
  refusal: z.enum(['no_scheme', 'invalid', 'jar_digest', 'target_sdk', 'stripped']).optional().describe('Why these releases refuse the package'),
});

const nativeLibSchema = z.object({
  path: z.string(),
  abi: z.string(),
  elf: z.boolean().describe('False when the .so is not an ELF file (its flags are then all false)'),
  nx: z.boolean(),
  pie: z.boolean(),
  canary: z.boolean(),
  relro: z.enum(['full', 'partial', 'none']),
  fortify: z.boolean(),
  stripped: z.boolean(),
  rpath: z.array(z.string()),
});

const machOSliceSchema = z.object({
  arch: z.string(),
  pie: z.boolean(),
  canary: z.boolean(),
  arc: z.boolean(),
  encrypted: z.boolean(),
  cryptid: z.number().int().nullable(),
  rpaths: z.array(z.string()),
  linkedLibraries: z.array(z.string()),
  minOs: z.string().nullable(),
});

const binarySchema = z.object({
  path: z.string(),
  kind: z.enum(['main', 'framework', 'dylib', 'extension']),
  slices: z.array(machOSliceSchema),
  entitlements: z.record(z.string(), z.unknown()).nullable(),
  signed: z.boolean(),
});

export const scanResultSchema = z
  .object({
    schemaVersion: z.literal(1),
    platform: z.enum(['android', 'ios']),
    format: z.enum(['apk', 'aab', 'ipa']),
    file: z.object({ name: z.string(), size: z.number().int(), sha256: hex(64) }),
    packageName: z.string().describe('Android package name or iOS bundle id'),
    appName: z.string().nullable(),
    versionName: z.string().nullable(),
    versionCode: z.union([z.number().int(), z.string()]).nullable().describe('Android versionCode (integer) or iOS CFBundleVersion (string)'),
    minSdk: z.union([z.number().int(), z.string()]).describe('Android minSdkVersion or iOS MinimumOSVersion'),
    targetSdk: z.union([z.number().int(), z.string()]).nullable().describe('Android targetSdkVersion or iOS DTPlatformVersion'),
    minimumOsVersion: z.string().nullable().describe('iOS MinimumOSVersion; null for Android'),
    permissions: z.array(
      z.object({
        name: z.string(),
        level: z.enum(['normal', 'dangerous', 'signature', 'signatureOrSystem', 'unknown']),
        description: z.string().optional(),
      }),
    ),
    signature: z.object({
      schemes: z.array(z.string()).describe('Schemes that verified: v1, v2, v3, v3.1, ios-codesign'),
      present: z.array(z.string()).describe('Schemes present, verified or not'),
      verified: z.boolean().describe('Android: every scheme present verifies and every platform range accepts the package'),
      platforms: z.array(platformVerdictSchema).optional().describe('APK only: per range of API levels from minSdk up, the scheme those releases check and whether it verifies'),
      certificates: z.array(certificateSchema),
      errors: z.array(z.string()),
    }),
    dex: z.object({
      files: z.number().int(),
      classes: z.number().int(),
      methods: z.number().int(),
      perFile: z.array(z.object({ name: z.string(), classes: z.number().int(), methods: z.number().int(), strings: z.number().int() })),
    }),
    nativeLibs: z.array(nativeLibSchema),
    binaries: z.array(binarySchema).describe('iOS Mach-O binaries (main executable, frameworks, extensions)'),
    thirdPartySdks: z.array(
      z.object({
        name: z.string(),
        category: z.string(),
        tracker: z.boolean().optional().describe('Listed as a tracker by Exodus Privacy (absent in results written before it was reported)'),
        evidence: z.array(z.string()),
      }),
    ),
    components: z
      .array(
        z.object({
          type: z.string(),
          name: z.string(),
          exported: z.boolean(),
          permission: z.string().nullable(),
        }),
      )
      .describe('Android components (empty for iOS)'),
    findings: z.array(findingSchema),
    score: z
      .number()
      .int()
      .min(0)
      .max(100)
      .describe('0-100 = round(100 * e^(-P/80)), P = max(0, sum of level weights per distinct finding: high 15, medium 8, low 3, info 0, secure -5)'),
    warnings: z.array(z.string()).describe('Non-fatal problems met while scanning'),
  })
  .describe('Rampart scan result (npm run scan -- <file> --json)');

export type ScanResult = z.infer<typeof scanResultSchema>;
export type Finding = z.infer<typeof findingSchema>;
export type Evidence = z.infer<typeof evidenceSchema>;
export type NativeLib = z.infer<typeof nativeLibSchema>;
export type BinaryInfo = z.infer<typeof binarySchema>;

/** The JSON Schema (draft 2020-12) of {@link ScanResult}, as published in docs/. */
export function scanResultJsonSchema(): Record<string, unknown> {
  return {
    $id: 'https://rampart.local/schemas/scan-result.schema.json',
    title: 'ScanResult',
    ...z.toJSONSchema(scanResultSchema, { target: 'draft-2020-12' }),
  };
}
