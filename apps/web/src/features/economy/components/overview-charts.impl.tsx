// The overview's charts on @mantine/charts (recharts). Loaded only through OverviewCharts.tsx:
// recharts is a chunk of its own, fetched when the overview first shows a chart, never with the
// first page.
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';

export interface MoneyBarsProps {
  /** One object per category: `label` and a value (koruny) per series. */
  data: Record<string, string | number>[];
  series: { name: string; label: string; color: string }[];
  horizontalBars?: boolean;
  height: number;
  formatValue: (value: number) => string;
}

export function MoneyBars({ data, series, horizontalBars = false, height, formatValue }: MoneyBarsProps) {
  return (
    <BarChart
      h={height}
      data={data}
      dataKey="label"
      series={series}
      orientation={horizontalBars ? 'vertical' : 'horizontal'}
      valueFormatter={formatValue}
      withLegend={series.length > 1}
      legendProps={{ verticalAlign: 'bottom', itemSorter: (item) => series.findIndex((s) => s.name === item.dataKey) }}
      yAxisProps={horizontalBars ? { width: 130 } : { width: 80 }}
      gridAxis={horizontalBars ? 'x' : 'y'}
      // The list under the charts carries the same numbers for screen readers; the chart is a picture.
      accessibilityLayer={false}
    />
  );
}
