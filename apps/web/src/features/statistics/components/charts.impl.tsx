// The charts themselves, on @mantine/charts (recharts). This module is loaded only through
// LazyCharts.tsx: recharts and its d3 parts are a chunk of their own, fetched when a statistics
// page shows its first chart, never with the first page.
import '@mantine/charts/styles.css';
import { BarChart, DonutChart } from '@mantine/charts';
import type { BarSeries, ShareSlice } from './chart-types';

export interface BarsProps {
  /** One object per category: `label` and a value per series. */
  data: Record<string, string | number>[];
  series: BarSeries[];
  /** Categories on the vertical axis (long names, many rows), bars horizontal. */
  horizontalBars?: boolean;
  stacked?: boolean;
  height: number;
  formatValue: (value: number) => string;
}

export function Bars({ data, series, horizontalBars = false, stacked = false, height, formatValue }: BarsProps) {
  return (
    <BarChart
      h={height}
      data={data}
      dataKey="label"
      series={series}
      type={stacked ? 'stacked' : 'default'}
      orientation={horizontalBars ? 'vertical' : 'horizontal'}
      valueFormatter={formatValue}
      withLegend
      // In the order of the series (recharts sorts the legend by name otherwise).
      legendProps={{ verticalAlign: 'bottom', itemSorter: (item) => series.findIndex((s) => s.name === item.dataKey) }}
      // Long names (federation units, districts) need room, but not a phone's whole width.
      yAxisProps={horizontalBars ? { width: 130 } : undefined}
      gridAxis={horizontalBars ? 'x' : 'y'}
      // The table under the chart is the accessible form of these numbers; the chart is a picture.
      accessibilityLayer={false}
    />
  );
}

export interface DonutProps {
  slices: ShareSlice[];
  formatValue: (value: number) => string;
  centerLabel?: string;
}

export function Donut({ slices, formatValue, centerLabel }: DonutProps) {
  return (
    <DonutChart
      data={slices}
      valueFormatter={formatValue}
      withLabels
      withLabelsLine
      labelsType="value"
      chartLabel={centerLabel}
      tooltipDataSource="segment"
      size={180}
      thickness={28}
      accessibilityLayer={false}
    />
  );
}
