import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { Choropleth } from '@nivo/geo';
import { DEFAULT_MAP, MAP_COLOR_SCALES, MAP_REGIONS, type MapColorScale, type MapRegion } from '@common/sdk-policy';
import { numericToAlpha2 } from 'i18n-iso-countries';
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import world from 'world-atlas/countries-110m.json';
import { TEST_IDS } from '../../app/testids';
import { ChartEmpty } from '../../components/chart-empty';
import { countryName } from './monitoring-labels';
import { RankedBars } from './ranked-bars';

/** Countries without events: grey, so coloured ones stand out (tests look for other fills). */
export const NO_DATA_COLOR = '#e4e7ec';

/** The map's defaults (`/Monitoring/mapSet`), as the GraphQL enums name them. */
export interface ThreatMapDefaults {
  region: string;
  colorScale: string;
  counts: readonly string[];
  rankingSize: number;
}

const FALLBACK_DEFAULTS: ThreatMapDefaults = { ...DEFAULT_MAP, counts: DEFAULT_MAP.counts.map((c) => c.toUpperCase()) };

const topology = world as unknown as Topology<{ countries: GeometryCollection<{ name: string }> }>;
/** Every country but Antarctica, which reports nothing and would take a fifth of the height. */
const FEATURES = feature(topology, topology.objects.countries).features.filter((f) => f.id !== '010');

/** d3-geo's naturalEarth1 at scale 1 (y pointing north), to size the map before nivo draws it. */
function naturalEarth1([longitude, latitude]: number[]): [number, number] {
  const lambda = (longitude * Math.PI) / 180;
  const phi = (latitude * Math.PI) / 180;
  const phi2 = phi * phi;
  const phi4 = phi2 * phi2;
  return [
    lambda * (0.8707 - 0.131979 * phi2 + phi4 * (-0.013791 + phi4 * (0.003971 * phi2 - 0.001529 * phi4))),
    phi * (1.007226 + phi2 * (0.015085 + phi4 * (-0.044475 + 0.028874 * phi2 - 0.005916 * phi4))),
  ];
}

type Bounds = { left: number; right: number; south: number; north: number };

/** The projected extent of the countries at scale 1. */
const BOUNDS: Bounds = (() => {
  const bounds = { left: Infinity, right: -Infinity, south: Infinity, north: -Infinity };
  for (const { geometry } of FEATURES) {
    const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.type === 'MultiPolygon' ? geometry.coordinates : [];
    for (const [x, y] of polygons.flat(2).map(naturalEarth1)) {
      bounds.left = Math.min(bounds.left, x);
      bounds.right = Math.max(bounds.right, x);
      bounds.south = Math.min(bounds.south, y);
      bounds.north = Math.max(bounds.north, y);
    }
  }
  return bounds;
})();

/** The projected extent of a region's longitude/latitude box (its edges sampled), at scale 1; the world's is the countries'. */
function regionBounds(region: MapRegion): Bounds {
  if (region === 'world') return BOUNDS;
  const [west, south, east, north] = MAP_REGIONS[region];
  const bounds = { left: Infinity, right: -Infinity, south: Infinity, north: -Infinity };
  for (let i = 0; i <= 20; i++) {
    const lon = west + ((east - west) * i) / 20;
    const lat = south + ((north - south) * i) / 20;
    for (const [x, y] of [naturalEarth1([lon, south]), naturalEarth1([lon, north]), naturalEarth1([west, lat]), naturalEarth1([east, lat])]) {
      bounds.left = Math.min(bounds.left, x);
      bounds.right = Math.max(bounds.right, x);
      bounds.south = Math.min(bounds.south, y);
      bounds.north = Math.max(bounds.north, y);
    }
  }
  return bounds;
}

/** The map's height for a width: the region's own proportions, within what a card can hold. */
const heightFor = (width: number, b: Bounds) => Math.round(Math.min(480, Math.max(180, ((width * 0.98) / (b.right - b.left)) * (b.north - b.south))));

/** The projection that fits the region into `width` × `height`, centred, with a small margin. */
function fit(width: number, height: number, b: Bounds): { scale: number; translation: [number, number] } {
  const scale = 0.98 * Math.min(width / (b.right - b.left), height / (b.north - b.south));
  const x = width / 2 - (scale * (b.left + b.right)) / 2;
  const y = height / 2 + (scale * (b.south + b.north)) / 2;
  return { scale, translation: [x / width, y / height] };
}

/** The width of the element `ref` points to, followed as it changes. */
function useWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry.contentRect.width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/** A world-atlas country as nivo hands it to a tooltip, with or without data bound to it. */
interface MapFeature {
  id: string;
  properties?: { name?: string } | null;
  value?: number;
}

/** A feature's name in the interface language (world-atlas ids are ISO 3166-1 numeric). */
const featureName = (f: MapFeature, language: string) => countryName(numericToAlpha2(f.id), language) || f.properties?.name || f.id;

interface WorldProps {
  data: { id: string; value: number }[];
  max: number;
  language: string;
  region: MapRegion;
  colors: readonly string[];
  /** The tooltip shows the count too. */
  counted: boolean;
}

/** A country's name and (when counted) its risk events (none for a country without data). */
function Tooltip({ feature, language, counted }: { feature: MapFeature; language: string; counted: boolean }) {
  const { t } = useTranslation();
  const count = feature.value ?? 0;
  return (
    <Box bg="bg" borderWidth="1px" rounded="l2" px="3" py="2" shadow="md" whiteSpace="nowrap" data-testid={`${TEST_IDS.monitorMap}-tooltip`}>
      <Text fontSize="sm" fontWeight="medium">
        {featureName(feature, language)}
      </Text>
      {counted && (
        <Text fontSize="sm" color="fg.muted">
          {t('monitoring.dashboard.threatMap.riskEvents', { count, value: count.toLocaleString(language) })}
        </Text>
      )}
    </Box>
  );
}

/** The choropleth, as wide as its box and as high as the world's proportions make it. */
function World({ data, max, language, region, colors, counted }: WorldProps) {
  const box = useRef<HTMLDivElement>(null);
  const width = useWidth(box);
  const bounds = useMemo(() => regionBounds(region), [region]);
  const height = heightFor(width, bounds);
  const { scale, translation } = fit(width, height, bounds);
  return (
    <Box ref={box} w="full" h={`${height}px`} overflow="hidden" data-region={region}>
      {width > 0 && (
        <Choropleth
          width={width}
          height={height}
          features={FEATURES}
          data={data}
          domain={[1, max]}
          colors={[...colors]}
          unknownColor={NO_DATA_COLOR}
          projectionType="naturalEarth1"
          projectionScale={scale}
          projectionTranslation={translation}
          borderWidth={0.5}
          borderColor="#ffffff"
          // nivo shows the tooltip again on every pointer move, where the pointer is.
          tooltip={({ feature }) => <Tooltip feature={feature as unknown as MapFeature} language={language} counted={counted} />}
        />
      )}
    </Box>
  );
}

/** The map's colour steps from 1 to the largest count, and the grey of countries without risk events. */
function Legend({ max, language, colors }: { max: number; language: string; colors: readonly string[] }) {
  const { t } = useTranslation();
  // With a largest count of 1 every country with events has the darkest colour.
  const steps = max > 1 ? colors : colors.slice(-1);
  const swatch = { h: '3', w: '6', rounded: 'xs' } as const;
  return (
    <HStack gap="6" wrap="wrap" fontSize="sm" color="fg.muted" role="group" aria-label={t('monitoring.dashboard.threatMap.legend')} data-testid={TEST_IDS.monitorMapLegend}>
      <HStack gap="2">
        <Box {...swatch} bg={NO_DATA_COLOR} borderWidth="1px" borderColor="border" />
        <Text>{t('monitoring.dashboard.threatMap.none')}</Text>
      </HStack>
      <HStack gap="2">
        {steps.length > 1 && <Text>{(1).toLocaleString(language)}</Text>}
        <HStack gap="0.5">
          {steps.map((color) => (
            <Box key={color} {...swatch} bg={color} />
          ))}
        </HStack>
        <Text data-testid={`${TEST_IDS.monitorMapLegend}-max`} data-value={max}>
          {t('monitoring.dashboard.threatMap.riskEvents', { count: max, value: max.toLocaleString(language) })}
        </Text>
      </HStack>
    </HStack>
  );
}

interface ThreatMapProps {
  /** Risk events per country: the ISO 3166-1 alpha-3 `id`, alpha-2 and numeric (the world-atlas feature id). */
  entries: readonly { id: string; alpha2: string | null; numeric: string | null; value: number }[];
  language: string;
  /** The account's map defaults; the system's while they load. */
  defaults?: ThreatMapDefaults | null;
}

/**
 * A world map of risk events by country (@nivo/geo choropleth over world-atlas shapes) with its
 * colour scale, and the countries with the most risk events ranked beside it (below it on narrow
 * screens), so that countries too small to see on the map still show their counts.
 */
export function ThreatMap({ entries, language, defaults }: ThreatMapProps) {
  const { t } = useTranslation();
  const settings = defaults ?? FALLBACK_DEFAULTS;
  const region = (Object.hasOwn(MAP_REGIONS, settings.region.toLowerCase()) ? settings.region.toLowerCase() : 'world') as MapRegion;
  const scale = settings.colorScale.toLowerCase() as MapColorScale;
  const colors = MAP_COLOR_SCALES[scale] ?? MAP_COLOR_SCALES.reds;
  const shows = (count: string) => settings.counts.includes(count);
  const countries = useMemo(() => entries.filter((e) => e.value > 0).sort((a, b) => b.value - a.value), [entries]);
  const data = useMemo(() => countries.flatMap((e) => (e.numeric ? [{ id: e.numeric.padStart(3, '0'), value: e.value }] : [])), [countries]);
  const ranked = useMemo(() => countries.map((e) => ({ key: e.id, label: countryName(e.alpha2, language) || e.id, value: e.value })), [countries, language]);
  const max = Math.max(1, ...countries.map((e) => e.value));
  if (countries.length === 0) {
    return <ChartEmpty h="48" text={t('monitoring.dashboard.threatMap.empty')} data-testid={TEST_IDS.monitorMap} data-countries={0} />;
  }
  return (
    <Stack
      direction={{ base: 'column', lg: 'row' }}
      gap="6"
      align={{ base: 'stretch', lg: 'flex-start' }}
      data-testid={TEST_IDS.monitorMap}
      data-countries={countries.length}
      data-region={region}
      data-color-scale={scale}
    >
      <Stack flex="1" minW="0" gap="3">
        <World data={data} max={max} language={language} region={region} colors={colors} counted={shows('TOOLTIP')} />
        {shows('LEGEND') && <Legend max={max} language={language} colors={colors} />}
      </Stack>
      {shows('RANKING') && (
        <Stack w={{ base: 'full', lg: '72' }} flexShrink={0} gap="3" data-testid={TEST_IDS.monitorMapRanking}>
          <Text fontSize="sm" fontWeight="medium">
            {t('monitoring.dashboard.threatMap.ranking')}
          </Text>
          <RankedBars entries={ranked} limit={settings.rankingSize} entryTestId={`${TEST_IDS.monitorMapRanking}-entry`} language={language} />
        </Stack>
      )}
    </Stack>
  );
}
