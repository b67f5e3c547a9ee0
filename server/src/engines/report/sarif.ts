import { createHash } from 'node:crypto';
import type { Log, ReportingDescriptor, Result } from 'sarif';
import { FINDINGS, type FindingLevel } from '../rules/findings-catalogue.js';
import type { ScanResult } from './scan-result.js';

const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';
const TOOL_VERSION = '1.0.0';

const SARIF_LEVEL: Record<FindingLevel, Result.level> = {
  high: 'error',
  medium: 'warning',
  low: 'note',
  info: 'note',
  secure: 'none',
};

const SECURITY_SEVERITY: Record<FindingLevel, string> = { high: '8.0', medium: '5.0', low: '3.0', info: '1.0', secure: '0.0' };
const DRIVER = { name: 'Rampart', version: TOOL_VERSION, informationUri: 'https://rampart.local/docs/scan' };

/**
 * Renders a scan result as SARIF 2.1.0. The rule list is the whole finding catalogue (so rule
 * indexes never shift between scans), `ruleId`s are the catalogue ids, and every result has a
 * `partialFingerprints` value hashed from the rule, package identity and evidence location only,
 * so two runs over the same file produce identical output.
 */
export function toSarif(result: ScanResult): Log {
  const defs = [...FINDINGS.values()].sort((a, b) => a.id.localeCompare(b.id));
  const ruleIndex = new Map(defs.map((d, i) => [d.id, i]));
  const rules: ReportingDescriptor[] = defs.map((d) => ({
    id: d.id,
    name: d.id.replace(/[._](\w)/g, (_, c: string) => c.toUpperCase()),
    shortDescription: { text: d.en.title },
    fullDescription: { text: d.en.description },
    defaultConfiguration: { level: SARIF_LEVEL[d.level] },
    properties: {
      tags: ['security', d.cwe, ...d.masvs],
      'security-severity': SECURITY_SEVERITY[d.level],
      'zh-TW': d['zh-TW'],
    },
  }));
  const results: Result[] = result.findings.map((f) => {
    const first = f.evidence[0];
    const uri = first?.file ?? result.file.name;
    const fingerprint = createHash('sha256')
      .update([f.id, result.platform, result.packageName, ...f.evidence.map((e) => `${e.file}|${e.location ?? ''}|${e.detail ?? ''}`)].join('\n'))
      .digest('hex');
    return {
      ruleId: f.id,
      ruleIndex: ruleIndex.get(f.id),
      level: SARIF_LEVEL[f.level],
      kind: f.level === 'secure' ? 'pass' : 'fail',
      message: { text: first?.detail ? `${f.title}: ${first.detail}` : f.title },
      locations: (f.evidence.length ? f.evidence.slice(0, 10) : [{ file: result.file.name }]).map((e) => ({
        physicalLocation: { artifactLocation: { uri: encodeURI(e.file || result.file.name) } },
        ...(e.location ? { logicalLocations: [{ name: e.location }] } : {}),
      })),
      partialFingerprints: { 'rampartFinding/v1': fingerprint },
      properties: { cwe: f.cwe, masvs: f.masvs, evidenceCount: f.evidence.length, firstUri: uri },
    };
  });
  return {
    $schema: SARIF_SCHEMA,
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: { ...DRIVER, rules },
        },
        artifacts: [
          {
            location: { uri: encodeURI(result.file.name) },
            length: result.file.size,
            hashes: { 'sha-256': result.file.sha256 },
          },
        ],
        results,
        properties: { packageName: result.packageName, platform: result.platform, score: result.score },
      },
    ],
  };
}

/**
 * A failed scan as SARIF 2.1.0: one run whose invocation is not successful and carries the
 * engine's error as an error-level tool execution notification (its code as the descriptor id).
 * The run has no `results`: SARIF reads an absent list as "not computed", not as "no findings".
 */
export function toSarifError(error: { code: string; message: string }, options: { file?: string; exitCode?: number } = {}): Log {
  return {
    $schema: SARIF_SCHEMA,
    version: '2.1.0',
    runs: [
      {
        tool: { driver: DRIVER },
        invocations: [
          {
            executionSuccessful: false,
            ...(options.exitCode === undefined ? {} : { exitCode: options.exitCode }),
            toolExecutionNotifications: [{ level: 'error', message: { text: error.message }, descriptor: { id: error.code } }],
          },
        ],
        ...(options.file ? { artifacts: [{ location: { uri: encodeURI(options.file) } }] } : {}),
      },
    ],
  };
}
