import { z } from 'zod';
import { EVENT_KINDS } from '../../engines/risk/event-kinds';

const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().max(max).nullish();

/** Installed app as an SDK reports it (sdk/PROTOCOL.md). */
const InstalledAppJson = z.object({
  packageName: optionalText(300),
  name: optionalText(300),
  md5: optionalText(64),
  certMd5: optionalText(128),
  installer: optionalText(300),
});

/** Device facts; the batch's `device` is the default of every event's. */
export const DeviceJson = z.object({
  udid: text(200),
  userUdid: optionalText(200),
  brand: optionalText(100),
  model: optionalText(100),
  osVersion: optionalText(50),
  sdkVersion: optionalText(50),
  appVersion: optionalText(50),
  environment: z.array(z.string().max(200)).max(200).nullish(),
  installedApps: z.array(InstalledAppJson).max(2000).nullish(),
  wifi: z.object({ ssid: optionalText(64), bssid: optionalText(64) }).nullish(),
  /** Honoured only from a trusted proxy or server relay (RAMPART_TRUST_PROXY). */
  clientIp: optionalText(64),
});

export const EventJson = z.object({
  id: z.string().regex(/^[A-Za-z0-9._:-]{1,100}$/),
  kind: z.enum(EVENT_KINDS),
  /** Milliseconds since the epoch, or an ISO 8601 string. */
  ts: z.union([z.number().int().positive(), z.string().datetime({ offset: true })]),
  details: z.record(z.string(), z.unknown()).nullish(),
  device: DeviceJson.partial().nullish(),
});

export const BatchJson = z.object({
  device: DeviceJson.partial().nullish(),
  events: z.array(z.unknown()),
});

export type DeviceFacts = z.infer<typeof DeviceJson>;
export type EventInput = z.infer<typeof EventJson>;
