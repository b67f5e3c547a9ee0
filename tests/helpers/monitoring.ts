import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import type { EventRow } from '../../server/src/modules/monitoring/events.repo';
import { signedHeaders } from '../../server/src/modules/monitoring/sdk-signature';
import { gqlAs } from './graphql';
import type { TestServer } from './server';

export interface TestApp {
  id: string;
  sdkKey: string;
  secret: string;
  accountId: string;
}

/** Creates a monitored app through GraphQL as the holder of `token`. */
export async function createMonitoredApp(t: TestServer, token: string, input: Record<string, unknown> = {}): Promise<TestApp> {
  const answer = await gqlAs(
    t,
    token,
    `mutation($i: MonitoredAppInput!) { createMonitoredApp(input: $i) {
      __typename ... on AppError { code message }
      ... on MutationCreateMonitoredAppSuccess { data { secret app { id sdkKey accountId } } } } }`,
    {
      i: {
        appId: `com.example.${crypto.randomBytes(4).toString('hex')}`,
        name: 'Example app',
        platform: 'ANDROID',
        useSystemEventConfig: true,
        useSystemRuleConfig: true,
        ...input,
      },
    },
  );
  const payload = answer.data?.createMonitoredApp;
  if (!payload?.data) throw new Error(`createMonitoredApp failed: ${JSON.stringify(answer)}`);
  return { id: payload.data.app.id, sdkKey: payload.data.app.sdkKey, secret: payload.data.secret, accountId: payload.data.app.accountId };
}

let seq = 0;

/** One event as an SDK sends it; `device` defaults to a fixed test phone. */
export function sdkEvent(kind: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: `ev-${process.pid}-${Date.now()}-${++seq}`,
    kind,
    ts: Date.now(),
    device: { udid: 'device-1', brand: 'Google', model: 'Pixel 8', osVersion: '14', sdkVersion: '1.0.0', appVersion: '2.3.1' },
    ...overrides,
  };
}

/** POSTs a batch signed with the app's secret, as an SDK does, and waits for its projection. */
export async function sendBatch(
  t: TestServer,
  app: Pick<TestApp, 'sdkKey' | 'secret'>,
  payload: unknown,
  options: { gzip?: boolean; raw?: Buffer; timestamp?: number; secret?: string; ip?: string; headers?: Record<string, string>; project?: boolean } = {},
): Promise<LightMyRequestResponse> {
  let body = options.raw ?? Buffer.from(JSON.stringify(payload));
  if (options.gzip && !options.raw) body = zlib.gzipSync(body);
  const headers = signedHeaders({ key: app.sdkKey, secret: options.secret ?? app.secret, method: 'POST', path: '/api/sdk/v1/events', body, timestamp: options.timestamp });
  const res = await t.runtime.app.server.inject({
    method: 'POST',
    url: '/api/sdk/v1/events',
    payload: body,
    headers: { 'content-type': 'application/json', ...(options.gzip ? { 'content-encoding': 'gzip' } : {}), ...headers, ...options.headers },
    remoteAddress: options.ip ?? '8.8.8.8',
  });
  // Device records and rollups follow a few moments later; tests read them right away.
  if (options.project !== false) await t.runtime.app.services.monitoringProjector.flush();
  return res;
}

/** Rows stored for an app, straight from the database. */
export async function storedEvents(t: TestServer, appId: string) {
  return t.runtime.deps.db
    .withTables<{ monitorEvents: { appId: string; eventId: string; kind: string; riskLevel: string; matched: string[]; country: string | null; exempt: boolean } }>()
    .selectFrom('monitorEvents')
    .select(['eventId', 'kind', 'riskLevel', 'matched', 'country', 'exempt'])
    .where('appId', '=', appId)
    .execute();
}

/** An event row as ingestion stores it (an Android phone's root event), for ids of the test's choosing. */
export function storedEventRow(accountId: string, appId: string, udid: string, kind = 'root'): EventRow {
  return {
    accountId,
    appId,
    eventId: `row-${crypto.randomBytes(6).toString('hex')}`,
    occurredAt: new Date(),
    kind,
    riskLevel: kind === 'heartbeat' ? 'none' : 'high',
    exempt: false,
    matched: [],
    udid,
    userUdid: null,
    brand: 'Google',
    model: 'Pixel 8',
    osVersion: '14',
    platform: 'android',
    clientIp: null,
    country: null,
    sdkVersion: null,
    appVersion: null,
    details: {},
    environment: [],
    installedApps: [],
  };
}
