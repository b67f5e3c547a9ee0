import { Box, Text } from '@chakra-ui/react';
import { ResponsiveLine } from '@nivo/line';
import { useTranslation } from 'react-i18next';

export interface TrendSeries {
  id: string;
  data: { x: string; y: number }[];
}

/** A daily trend as lines (one per series), days on the x axis, with a legend; a note when it is empty. */
export function TrendChart({ series, colors, empty }: { series: TrendSeries[]; colors: string[]; empty?: string }) {
  const { t } = useTranslation();
  const days = series[0]?.data.map((point) => point.x) ?? [];
  const hasData = series.some((s) => s.data.some((point) => point.y > 0));
  return (
    <Box h="72">
      {days.length > 0 && hasData ? (
        <ResponsiveLine
          data={series}
          margin={{ top: 10, right: 20, bottom: 50, left: 40 }}
          xScale={{ type: 'point' }}
          yScale={{ type: 'linear', min: 0, max: 'auto' }}
          axisBottom={{ tickRotation: -45, tickValues: days.length > 16 ? days.filter((_, i) => i % Math.ceil(days.length / 15) === 0) : undefined }}
          axisLeft={{ tickValues: 5 }}
          colors={colors}
          pointSize={days.length > 60 ? 0 : 5}
          useMesh
          legends={[{ anchor: 'top-left', direction: 'row', itemWidth: 110, itemHeight: 16, translateY: -4 }]}
        />
      ) : (
        <Text color="fg.muted">{empty ?? t('common.noData')}</Text>
      )}
    </Box>
  );
}
