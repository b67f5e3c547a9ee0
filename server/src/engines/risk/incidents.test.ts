import { describe, expect, it } from 'vitest';
import { compileIncidents, matchIncidents, type IncidentDefinition, type IncidentEvent } from './incidents';

const def = (overrides: Partial<IncidentDefinition> = {}): IncidentDefinition => ({
  id: overrides.configKey ?? 'x',
  name: 'incident',
  configKey: 'x',
  os: 'all',
  environmentKinds: [],
  environmentConditions: [],
  behaviourKinds: [],
  behaviourConditions: [],
  riskLevel: 'high',
  blacklistDevice: false,
  enabled: true,
  ...overrides,
});
const event = (overrides: Partial<IncidentEvent> = {}): IncidentEvent => ({
  kind: 'heartbeat',
  details: {},
  device: { brand: 'Google', osVersion: '14' },
  environment: [],
  ...overrides,
});
const keys = (e: IncidentEvent, defs: IncidentDefinition[], platform: 'android' | 'ios' | 'h5' = 'android') =>
  matchIncidents(e, compileIncidents(defs, platform)).map((d) => d.configKey);

describe('security event (incident) matching', () => {
  it('matches behaviour kinds and conditions on the event details', () => {
    const frida = def({ configKey: 'frida', behaviourKinds: ['hook_frida'], behaviourConditions: [{ field: 'hook.name', op: 'contains', value: 'gadget' }] });
    expect(keys(event({ kind: 'hook_frida', details: { hook: { name: 'Frida-Gadget' } } }), [frida])).toEqual(['frida']);
    expect(keys(event({ kind: 'hook_frida', details: { hook: { name: 'server' } } }), [frida])).toEqual([]);
    expect(keys(event({ kind: 'debugger', details: { hook: { name: 'gadget' } } }), [frida])).toEqual([]);
  });

  it('matches environment kinds by the event kind or the device environment list, with conditions on the device facts', () => {
    const rooted = def({ configKey: 'rooted-google', environmentKinds: ['root'], environmentConditions: [{ field: 'brand', op: 'eq', value: 'google' }] });
    expect(keys(event({ kind: 'root' }), [rooted])).toEqual(['rooted-google']);
    expect(keys(event({ kind: 'heartbeat', environment: ['ROOT'] }), [rooted])).toEqual(['rooted-google']);
    expect(keys(event({ kind: 'root', device: { brand: 'Samsung' } }), [rooted])).toEqual([]);
    expect(keys(event({ kind: 'emulator' }), [rooted])).toEqual([]);
  });

  it('needs both sides when both have rules', () => {
    const both = def({ configKey: 'both', environmentKinds: ['root'], behaviourKinds: ['hook_frida'] });
    expect(keys(event({ kind: 'hook_frida', environment: ['root'] }), [both])).toEqual(['both']);
    expect(keys(event({ kind: 'hook_frida' }), [both])).toEqual([]);
    expect(keys(event({ kind: 'root' }), [both])).toEqual([]);
  });

  it('applies only enabled definitions with rules, for their OS', () => {
    const ios = def({ configKey: 'ios', os: 'ios', behaviourKinds: ['debugger'] });
    const web = def({ configKey: 'web', os: 'web', behaviourKinds: ['debugger'] });
    const off = def({ configKey: 'off', enabled: false, behaviourKinds: ['debugger'] });
    const empty = def({ configKey: 'empty' });
    const all = def({ configKey: 'all', behaviourKinds: ['debugger'] });
    const e = event({ kind: 'debugger' });
    expect(keys(e, [ios, web, off, empty, all], 'android')).toEqual(['all']);
    expect(keys(e, [ios, web, off, empty, all], 'ios')).toEqual(['ios', 'all']);
    expect(keys(e, [ios, web, off, empty, all], 'h5')).toEqual(['web', 'all']);
  });
});
