/**
 * ArcSight Common Event Format lines for the syslog export:
 * `CEF:0|Rampart|Rampart Console|<version>|<signature id>|<name>|<severity>|<extension>`.
 * Header fields escape `\` and `|`; extension values escape `\`, `=` and line breaks; extension
 * keys are fixed ASCII names here, so they need none.
 */

/** Escapes a CEF header field (vendor, product, version, signature id, name). */
export function cefHeader(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/\|/g, '\\|')
    .replace(/\r\n|\r|\n/g, ' ');
}

/** Escapes a CEF extension value. */
export function cefValue(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/=/g, '\\=')
    .replace(/\r\n|\n/g, '\\n')
    .replace(/\r/g, '\\r');
}

export interface CefEvent {
  signatureId: string;
  name: string;
  /** 0-10. */
  severity: number;
  /** Extension pairs in order; null and empty values are left out. */
  extension: ReadonlyArray<readonly [string, string | number | null | undefined]>;
}

export function cefLine(version: string, event: CefEvent): string {
  const header = ['CEF:0', cefHeader('Rampart'), cefHeader('Rampart Console'), cefHeader(version), cefHeader(event.signatureId), cefHeader(event.name), String(event.severity)];
  const extension = event.extension
    .filter(([, v]) => v !== null && v !== undefined && v !== '')
    .map(([k, v]) => `${k}=${cefValue(String(v))}`)
    .join(' ');
  return `${header.join('|')}|${extension}`;
}

/** CEF severity of a risk level (high 8, medium 5, low 3). */
export function cefSeverity(level: string | null | undefined): number {
  return level === 'high' ? 8 : level === 'medium' ? 5 : 3;
}

/** An RFC 5424 syslog message carrying the CEF line (facility local0, severity by CEF severity). */
export function syslogMessage(cef: string, options: { severity: number; at: Date; hostname?: string }): string {
  // Syslog severity: 2 critical (CEF 9-10), 3 error (7-8), 4 warning (4-6), 6 informational.
  const level = options.severity >= 9 ? 2 : options.severity >= 7 ? 3 : options.severity >= 4 ? 4 : 6;
  const pri = 16 * 8 + level;
  return `<${pri}>1 ${options.at.toISOString()} ${options.hostname ?? 'rampart'} rampart - - - ${cef}`;
}
