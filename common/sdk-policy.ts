/**
 * The SDK policy an account pushes to its devices (issue 18): the device facts an SDK may
 * collect, the pseudo-kind of a blacklisted device's blockage strategy, and the threat map's
 * defaults. One list for the server, the console and the SDKs' configuration document.
 */

/** Device facts an SDK collects when switched on (`/Monitoring/dataAcquisition`). */
export const COLLECT_FIELDS = ['model', 'osVersion', 'ip', 'location', 'installedApps', 'wifi'] as const;
export type CollectField = (typeof COLLECT_FIELDS)[number];
export type CollectSwitches = Record<CollectField, boolean>;

/** Until an account saves its own choice, an SDK collects everything but the location. */
export const DEFAULT_COLLECT: CollectSwitches = { model: true, osVersion: true, ip: true, location: false, installedApps: true, wifi: true };

/** The blockage strategy "kind" that applies to a device on a DEVICE blacklist. */
export const BLACKLISTED_DEVICE = 'blacklisted_device';

/** Longest message a blockage strategy shows. */
export const BLOCKAGE_MESSAGE_MAX = 500;

/** The threat map's regions, each a longitude/latitude box [west, south, east, north]. */
export const MAP_REGIONS = {
  world: [-180, -58, 180, 84],
  asia: [25, -12, 150, 60],
  europe: [-25, 34, 45, 72],
  americas: [-170, -56, -30, 75],
  africa: [-20, -36, 55, 38],
  oceania: [110, -48, 180, 0],
} as const;
export type MapRegion = keyof typeof MAP_REGIONS;

/** The threat map's colour scales (ColorBrewer sequential). */
export const MAP_COLOR_SCALES = {
  reds: ['#fcbba1', '#fc9272', '#fb6a4a', '#ef3b2c', '#cb181d', '#99000d'],
  oranges: ['#fdd0a2', '#fdae6b', '#fd8d3c', '#f16913', '#d94801', '#8c2d04'],
  blues: ['#c6dbef', '#9ecae1', '#6baed6', '#4292c6', '#2171b5', '#084594'],
  purples: ['#dadaeb', '#bcbddc', '#9e9ac8', '#807dba', '#6a51a3', '#4a1486'],
} as const;
export type MapColorScale = keyof typeof MAP_COLOR_SCALES;

/** What the map shows beside the countries' colours. */
export const MAP_COUNTS = ['legend', 'ranking', 'tooltip'] as const;
export type MapCount = (typeof MAP_COUNTS)[number];

export interface MapDefaults {
  region: MapRegion;
  colorScale: MapColorScale;
  counts: MapCount[];
  /** How many countries the ranking lists (1-20). */
  rankingSize: number;
}

export const DEFAULT_MAP: MapDefaults = { region: 'world', colorScale: 'reds', counts: ['legend', 'ranking', 'tooltip'], rankingSize: 10 };

/** What a device on a DEVICE blacklist is shown until the account writes its own text. */
export const DEFAULT_BLOCK_MESSAGE = {
  en: 'This device has been blocked for security reasons. Please contact support.',
  'zh-TW': '基於安全考量，此裝置已被封鎖，請聯絡客服。',
} as const;
