// The bar charts of the annual statistics, on @mantine/charts (recharts). Loaded only through
// LazyBars.tsx: recharts is a chunk of its own, fetched when the statistics tab shows.
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';

export interface BarsProps {
  /** One object per category: `label` and a value per series. */
  data: Record<string, string | number>[];
  series: { name: string; label: string; color: string }[];
  height: number;
  horizontal?: boolean;
  stacked?: boolean;
}

export function Bars({ data, series, height, horizontal = false, stacked = false }: BarsProps) {
  return (
    <BarChart
      h={height}
      data={data}
      dataKey="label"
      series={series}
      type={stacked ? 'stacked' : 'default'}
      orientation={horizontal ? 'vertical' : 'horizontal'}
      valueFormatter={(v) => v.toLocaleString('cs-CZ')}
      withLegend
      legendProps={{ verticalAlign: 'bottom', itemSorter: (item) => series.findIndex((s) => s.name === item.dataKey) }}
      yAxisProps={horizontal ? { width: 130 } : undefined}
      gridAxis={horizontal ? 'x' : 'y'}
      // The table beside the chart is the accessible form of these numbers.
      accessibilityLayer={false}
    />
  );
}
