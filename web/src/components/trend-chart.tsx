import { Box } from '@chakra-ui/react';
import { ResponsiveLine, type LineCustomSvgLayerProps } from '@nivo/line';
import { useTranslation } from 'react-i18next';
import { ChartEmpty } from './chart-empty';

export interface TrendSeries {
  id: string;
  /** The series' colour; by default one of the chart palette's. */
  color?: string;
  points: readonly { x: string; y: number }[];
}

interface TrendChartProps {
  series: readonly TrendSeries[];
  /** A Chakra size: `xs`, `48`, `72`… */
  height?: string;
  testId?: string;
  /** What the empty state says; by default "no data". */
  empty?: string;
}

type ChartSeries = { id: string; data: { x: string; y: number }[] };

const PALETTE = ['#3182ce', '#38a169', '#e53e3e', '#dd6b20', '#805ad5'];
/** Series on top of one another stay apart: the first is a wide solid line, the next narrower and dashed. */
const STROKES = [
  { width: 3.5, dash: undefined },
  { width: 2, dash: '7 4' },
  { width: 1.5, dash: '2 3' },
] as const;

/** The lines layer, each series with its own width and dash, named in `data-series` (tests read the drawn line). */
function StyledLines({ series, lineGenerator }: LineCustomSvgLayerProps<ChartSeries>) {
  return (
    <g>
      {series.map((s, i) => {
        const stroke = STROKES[Math.min(i, STROKES.length - 1)];
        const d = lineGenerator(s.data.map((datum) => datum.position));
        return d ? <path key={String(s.id)} data-series={String(s.id)} d={d} fill="none" stroke={s.color} strokeWidth={stroke.width} strokeDasharray={stroke.dash} /> : null;
      })}
    </g>
  );
}

/**
 * The console's line chart over time buckets (@nivo/line): straight lines between buckets (no
 * smoothing that would draw values nobody measured), a point on each bucket while they are few,
 * each series distinguishable when lines overlap, every series in the legend. With nothing to
 * show (no bucket, or no non-zero value) it is an empty state, not a flat line.
 */
export function TrendChart({ series, height = '72', testId, empty }: TrendChartProps) {
  const { t } = useTranslation();
  const buckets = series[0]?.points.map((p) => p.x) ?? [];
  const hasData = buckets.length > 0 && series.some((s) => s.points.some((p) => p.y > 0));
  const every = Math.max(1, Math.ceil(buckets.length / 12));
  const data: ChartSeries[] = series.map((s) => ({ id: s.id, data: s.points.map((p) => ({ x: p.x, y: p.y })) }));
  return (
    <Box h={height} data-testid={testId} data-empty={hasData ? undefined : 'true'}>
      {hasData ? (
        <ResponsiveLine
          data={data}
          margin={{ top: 28, right: 24, bottom: 52, left: 48 }}
          xScale={{ type: 'point' }}
          yScale={{ type: 'linear', min: 0, max: 'auto' }}
          curve="linear"
          colors={series.map((s, i) => s.color ?? PALETTE[i % PALETTE.length])}
          layers={['grid', 'axes', StyledLines, 'points', 'mesh', 'legends']}
          enablePoints={buckets.length <= 60}
          pointSize={buckets.length <= 60 ? 6 : 0}
          pointBorderWidth={1}
          pointBorderColor={{ from: 'serieColor' }}
          pointColor="#ffffff"
          enableGridX={false}
          axisBottom={{ tickValues: buckets.filter((_, i) => i % every === 0), tickRotation: -30 }}
          axisLeft={{ tickValues: 5, format: (v: number) => (Number.isInteger(v) ? String(v) : '') }}
          useMesh
          animate={false}
          legends={[{ anchor: 'top-left', direction: 'row', itemWidth: 120, itemHeight: 16, translateY: -26, symbolShape: 'circle' }]}
        />
      ) : (
        <ChartEmpty text={empty ?? t('common.noData')} />
      )}
    </Box>
  );
}
