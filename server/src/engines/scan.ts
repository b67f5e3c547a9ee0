import { createHash } from 'node:crypto';
import path from 'node:path';
import { analyzeAndroid } from './android/analyze-android.js';
import { bufferSource, fileSource, type ByteSource } from './archive/byte-source.js';
import { ZipArchive, type ZipLimits } from './archive/zip-reader.js';
import { analyzeIos } from './ios/analyze-ios.js';
import type { ScanResult } from './report/scan-result.js';
import type { DetectionOptions } from './rules/detection.js';
import type { FindingLanguage } from './rules/findings-catalogue.js';
import { detectFormat } from './package-format.js';

/** Options of a scan. */
export interface ScanOptions {
  /** Language of finding titles and descriptions (default `en`). */
  lang?: FindingLanguage;
  /** Archive limits (entry count, inflated bytes, ratio). */
  limits?: Partial<ZipLimits>;
  /** An account's detection settings: sensitive words, extra SDKs, custom rules, whitelists. */
  detection?: DetectionOptions;
}

export { detectFormat, type PackageFormat } from './package-format.js';

function sha256Of(source: ByteSource): string {
  const h = createHash('sha256');
  const chunk = 4 * 1024 * 1024;
  for (let p = 0; p < source.size; p += chunk) h.update(source.read(p, chunk));
  return h.digest('hex');
}

/**
 * Scans a package held by a {@link ByteSource}. Runs in the calling thread: use
 * `runScanIsolated` for untrusted input so that time and memory limits apply.
 */
function scanSource(source: ByteSource, fileName: string, options: ScanOptions = {}): ScanResult {
  const zip = ZipArchive.open(source, options.limits);
  const format = detectFormat(zip);
  const file = { name: fileName, size: source.size, sha256: sha256Of(source) };
  const lang = options.lang ?? 'en';
  const detection = options.detection;
  return format === 'ipa' ? analyzeIos({ zip, file, lang, detection }) : analyzeAndroid({ zip, source, format, file, lang, detection });
}

/** Scans a package file on disk (read by positional reads, never loaded whole). */
export function scanFile(filePath: string, options: ScanOptions = {}): ScanResult {
  const source = fileSource(filePath);
  try {
    return scanSource(source, path.basename(filePath), options);
  } finally {
    source.close();
  }
}

/** Scans a package already in memory. */
export function scanBuffer(buf: Buffer, fileName: string, options: ScanOptions = {}): ScanResult {
  return scanSource(bufferSource(buf), fileName, options);
}
