import { Box } from '@chakra-ui/react';
import { ResponsiveLine } from '@nivo/line';

export interface TrendSeries {
  id: string;
  color: string;
  points: readonly { x: string; y: number }[];
}

interface TrendChartProps {
  series: readonly TrendSeries[];
  height: string;
  testId?: string;
  /** Shows every n-th x label so dense series stay readable. */
  tickEvery?: number;
}

/** A line chart over time buckets (@nivo/line) with a legend of the series. */
export function TrendChart({ series, height, testId, tickEvery = 1 }: TrendChartProps) {
  const data = series.map((s) => ({ id: s.id, data: s.points.map((p) => ({ x: p.x, y: p.y })) }));
  const ticks = (series[0]?.points ?? []).map((p) => p.x).filter((_, i) => i % Math.max(1, tickEvery) === 0);
  return (
    <Box h={height} data-testid={testId}>
      <ResponsiveLine
        data={data}
        margin={{ top: 16, right: 24, bottom: 48, left: 48 }}
        xScale={{ type: 'point' }}
        yScale={{ type: 'linear', min: 0, max: 'auto' }}
        curve="monotoneX"
        colors={series.map((s) => s.color)}
        enablePoints={false}
        enableGridX={false}
        enableArea
        areaOpacity={0.08}
        axisBottom={{ tickValues: ticks, tickRotation: -30 }}
        axisLeft={{ tickValues: 5 }}
        useMesh
        animate={false}
        legends={[{ anchor: 'top-right', direction: 'row', itemWidth: 110, itemHeight: 16, translateY: -16, symbolShape: 'circle' }]}
      />
    </Box>
  );
}
