import type { Actor } from '../../authz/actor';
import { CODES, type PermissionCode } from '../../../../common/permissions';

/** Monitoring permission codes of spec §6 (the monitoring group). */
export type MonitorCode = Extract<PermissionCode, `monitor_${string}`>;

/** Every code of the monitoring product: a read every monitoring page makes takes any of them. */
export const MONITORING_CODES: readonly PermissionCode[] = (Object.keys(CODES) as PermissionCode[]).filter(
  (code) => (CODES[code] as { product?: string }).product === 'monitoring',
);

/**
 * Every monitoring action needs the product code `threat_perception` and the action's own
 * monitoring code; changes also refuse read-only users. A read several pages share takes the
 * codes of those pages, any one of which suffices.
 */
export function assertMonitoring(actor: Actor, code: MonitorCode, options?: { change?: boolean }): void;
export function assertMonitoring(actor: Actor, codes: readonly PermissionCode[]): void;
export function assertMonitoring(actor: Actor, code: MonitorCode | readonly PermissionCode[], options: { change?: boolean } = {}): void {
  actor.assertCan('threat_perception');
  if (options.change && typeof code === 'string') actor.assertCanChange(code);
  else actor.assertCan(code);
}
