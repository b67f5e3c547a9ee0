import { verifyCms } from '../crypto/cms.js';
import { parsePlist, plistDict, plistString, type PlistDict } from './plist.js';

/** The facts of an `embedded.mobileprovision`. */
export interface ProvisioningProfile {
  name: string | null;
  teamIds: string[];
  appIdName: string | null;
  expirationDate: string | null;
  /** Development/ad-hoc profiles list devices; enterprise profiles provision all devices. */
  provisionedDevices: number;
  provisionsAllDevices: boolean;
  getTaskAllow: boolean;
  entitlements: PlistDict | null;
}

/** Decodes a provisioning profile (a CMS-signed plist). Returns undefined when unreadable. */
export function parseProvisioningProfile(der: Buffer): ProvisioningProfile | undefined {
  try {
    const cms = verifyCms(der);
    if (!cms.content) return undefined;
    const p = parsePlist(cms.content);
    const ents = plistDict(p, 'Entitlements') ?? null;
    const team = p.TeamIdentifier;
    const devices = p.ProvisionedDevices;
    const exp = p.ExpirationDate;
    return {
      name: plistString(p, 'Name') ?? null,
      teamIds: Array.isArray(team) ? team.filter((t): t is string => typeof t === 'string') : [],
      appIdName: plistString(p, 'AppIDName') ?? null,
      expirationDate: exp instanceof Date && !Number.isNaN(exp.getTime()) ? exp.toISOString() : null,
      provisionedDevices: Array.isArray(devices) ? devices.length : 0,
      provisionsAllDevices: p.ProvisionsAllDevices === true,
      getTaskAllow: ents?.['get-task-allow'] === true,
      entitlements: ents,
    };
  } catch {
    return undefined;
  }
}
