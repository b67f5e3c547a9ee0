import { Box, Text } from '@chakra-ui/react';
import { ResponsiveChoropleth } from '@nivo/geo';
import { numericToAlpha2 } from 'i18n-iso-countries';
import { useMemo } from 'react';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import world from 'world-atlas/countries-110m.json';
import { TEST_IDS } from '../../app/testids';
import { countryName } from './monitoring-labels';

/** Countries without events: grey, so coloured ones stand out (tests look for other fills). */
export const NO_DATA_COLOR = '#e4e7ec';

const topology = world as unknown as Topology<{ countries: GeometryCollection<{ name: string }> }>;
const FEATURES = feature(topology, topology.objects.countries).features;

interface ThreatMapProps {
  /** Risk events per country, keyed by ISO 3166-1 numeric (the world-atlas feature id). */
  entries: readonly { numeric: string | null; value: number }[];
  language: string;
}

/** A world map of risk events by country (@nivo/geo choropleth over world-atlas shapes). */
export function ThreatMap({ entries, language }: ThreatMapProps) {
  const data = useMemo(() => entries.filter((e) => e.numeric && e.value > 0).map((e) => ({ id: e.numeric!.padStart(3, '0'), value: e.value })), [entries]);
  const max = Math.max(1, ...data.map((d) => d.value));
  return (
    <Box h="sm" data-testid={TEST_IDS.monitorMap} data-countries={data.length}>
      <ResponsiveChoropleth
        features={FEATURES}
        data={data}
        domain={[0, max]}
        colors="reds"
        unknownColor={NO_DATA_COLOR}
        label={(f: { id: string; properties?: { name?: string } }) => countryName(numericToAlpha2(f.id), language) || f.properties?.name || f.id}
        valueFormat=">-,.0f"
        projectionType="naturalEarth1"
        projectionScale={110}
        projectionTranslation={[0.5, 0.58]}
        borderWidth={0.5}
        borderColor="#ffffff"
        tooltip={({ feature: f }) => (
          <Box bg="bg" borderWidth="1px" rounded="l2" px="2" py="1" shadow="sm">
            <Text fontSize="sm">
              {f.label}: {f.value ?? 0}
            </Text>
          </Box>
        )}
      />
    </Box>
  );
}
