// The player page's points over the ranking dates, on @mantine/charts (recharts). Loaded only
// through PointsChart.tsx: recharts is a chunk of its own, fetched when the chart first shows.
import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';

export interface PointsLinesProps {
  /** One object per ranking date: `date` (as shown) and the points of each series' key. */
  data: Record<string, string | number | null>[];
  series: { name: string; label: string; color: string }[];
  height: number;
  formatValue: (value: number) => string;
}

export function PointsLines({ data, series, height, formatValue }: PointsLinesProps) {
  return (
    <LineChart
      h={height}
      data={data}
      dataKey="date"
      series={series}
      curveType="linear"
      connectNulls
      withLegend={series.length > 1}
      legendProps={{ verticalAlign: 'bottom' }}
      valueFormatter={formatValue}
      withDots
      // Room for the first and last dots and dates at the edges.
      xAxisProps={{ padding: { left: 24, right: 24 } }}
      // The places and the table next to the chart carry these numbers; the chart is a picture.
      accessibilityLayer={false}
    />
  );
}
