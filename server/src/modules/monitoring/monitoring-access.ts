import type { Actor } from '../../authz/actor';
import type { PermissionCode } from '../../../../common/permissions';

/** Monitoring permission codes of spec §6 (the monitoring group). */
export type MonitorCode = Extract<PermissionCode, `monitor_${string}`>;

/**
 * Every monitoring action needs the product code `threat_perception` and the action's own
 * monitoring code; changes also refuse read-only users.
 */
export function assertMonitoring(actor: Actor, code: MonitorCode, options: { change?: boolean } = {}): void {
  actor.assertCan('threat_perception');
  if (options.change) actor.assertCanChange(code);
  else actor.assertCan(code);
}
