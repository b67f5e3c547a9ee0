/**
 * What a monitoring SDK does when a security response applies (spec §3 Security response,
 * "response type"; issue 18's blockage strategy): report the event only, warn the user, block
 * the protected action, or exit the app. One list for the server, the console and the SDKs'
 * configuration document, in order of severity.
 */
export const RESPONSE_ACTIONS = ['report', 'warn', 'block', 'exit'] as const;
export type ResponseAction = (typeof RESPONSE_ACTIONS)[number];

export function isResponseAction(value: string): value is ResponseAction {
  return (RESPONSE_ACTIONS as readonly string[]).includes(value);
}

/** A security response's own status (spec §4): 0 pending (not yet approved), 1 enabled, 2 disabled. */
export const RESPONSE_STATUS = { pending: 0, enabled: 1, disabled: 2 } as const;
export type ResponseStatus = (typeof RESPONSE_STATUS)[keyof typeof RESPONSE_STATUS];

/**
 * An approval's status (spec §4): 0 Ready (saved, not yet submitted), 1 Pending (waiting for an
 * approver), 2 Pass, 3 Reject, 4 Apply (passed and in effect).
 */
export const APPROVAL_STATUS = { ready: 0, pending: 1, pass: 2, reject: 3, apply: 4 } as const;
export type ApprovalStatus = (typeof APPROVAL_STATUS)[keyof typeof APPROVAL_STATUS];

/** What an approval asks for (spec §4): add, change, change status or delete a security response. */
export const APPROVAL_TYPES = ['add', 'change', 'status', 'delete'] as const;
export type ApprovalType = (typeof APPROVAL_TYPES)[number];
