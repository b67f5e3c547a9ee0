/**
 * Structured error codes raised by the analysis engines. Every failure an engine can meet on
 * hostile input maps to one of these, so callers (jobs, CLI, fuzz tests) never see a bare crash.
 */
export const ENGINE_ERROR_CODES = [
  'archive.not_zip',
  'archive.truncated',
  'archive.too_many_entries',
  'archive.limit_exceeded',
  'archive.entry_corrupt',
  'package.unknown_type',
  'package.unsupported_type',
  'package.too_large',
  'android.manifest_missing',
  'android.manifest_malformed',
  'android.dex_malformed',
  'android.dex_limit_exceeded',
  'android.smali_syntax',
  'android.entry_name_unsafe',
  'android.dex_worker_failed',
  'signing.aab_v1_only',
  'signing.no_scheme',
  'signing.weak_key',
  'ios.info_plist_missing',
  'ios.plist_malformed',
  'scan.timeout',
  'scan.memory_limit',
  'scan.worker_failed',
  'scan.internal',
] as const;

export type EngineErrorCode = (typeof ENGINE_ERROR_CODES)[number];

/** An engine failure with a stable code; `detail` is for logs, never for matching. */
export class EngineError extends Error {
  readonly code: EngineErrorCode;

  constructor(code: EngineErrorCode, detail: string) {
    super(`${code}: ${detail}`);
    this.name = 'EngineError';
    this.code = code;
  }
}

/** The serialisable shape of a failed scan, as returned across worker boundaries. */
export interface EngineErrorInfo {
  code: EngineErrorCode;
  message: string;
}

/**
 * Converts anything thrown inside an engine into a structured error. Unknown exceptions become
 * `scan.internal`; range and type errors from malformed data are treated the same way so that a
 * parser bug surfaces as a coded failure rather than a crash.
 */
export function toEngineErrorInfo(err: unknown): EngineErrorInfo {
  if (err instanceof EngineError) return { code: err.code, message: err.message };
  const message = err instanceof Error ? err.message : String(err);
  return { code: 'scan.internal', message };
}
