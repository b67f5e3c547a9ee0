/** The ingestion limits of sdk/PROTOCOL.md, also sent to SDKs in their config. */
export const INGEST_LIMITS = {
  /** Largest event, as JSON bytes. */
  maxEventBytes: 64 * 1024,
  /** Longest string in an event (keys included), in UTF-16 code units. */
  maxStringChars: 8192,
  /** Deepest nesting of objects and arrays under an event field such as `details` (itself level 1). */
  maxDepth: 16,
  /** Largest batch body, after gzip decompression (and as sent). */
  maxBatchBytes: 1024 * 1024,
  maxBatchEvents: 500,
  /** How long an SDK should wait between uploads while it has events queued. */
  flushIntervalSeconds: 10,
  /** Oldest event time accepted, in days before now (an SDK keeps events while offline). */
  maxEventAgeDays: 30,
} as const;
