/** One event's result in an upload answer (sdk/PROTOCOL.md, "Answers"). */
interface EventResult {
  id: string | null;
  index: number;
  status: 'accepted' | 'duplicate' | 'rejected';
}

/** What an upload's answer means for the events it carried. */
export interface UploadOutcome {
  /** Ids of the sent events that are settled for good (stored, stored before, or rejected): drop them. */
  settled: Set<string>;
  /** The batch was over a cap as a whole: send fewer events at a time. */
  split: boolean;
  /** Nothing was settled for a reason that passes (rate limit, clock, server or network): resend later. */
  retry: boolean;
}

/**
 * Reads an upload's answer as sdk/PROTOCOL.md prescribes. Every per-event status is final, so a
 * `rejected` event is dropped like a stored one (resending it would be rejected again); a 413
 * without results asks for smaller batches; 401, 429 and 5xx keep the events for a later
 * attempt with a new nonce and timestamp; a 400 without results (the body itself is malformed)
 * drops them, since resending the same body cannot succeed.
 */
export function uploadOutcome(status: number, answer: unknown, sentIds: readonly string[]): UploadOutcome {
  const none = { settled: new Set<string>(), split: false, retry: false };
  const results = (answer as { data?: { results?: unknown } } | null)?.data?.results;
  if (Array.isArray(results) && status < 500) {
    const settled = new Set<string>();
    for (const r of results as EventResult[]) {
      const id = sentIds[r.index];
      if (id !== undefined && (r.id === null || r.id === id) && ['accepted', 'duplicate', 'rejected'].includes(r.status)) settled.add(id);
    }
    return { ...none, settled };
  }
  if (status === 413) return sentIds.length > 1 ? { ...none, split: true } : { ...none, settled: new Set(sentIds) };
  if (status === 200 || status === 400) return { ...none, settled: new Set(sentIds) };
  return { ...none, retry: true };
}
