// The charts, loaded on first use (charts.impl.tsx: recharts is about 100 kB gzip), each in a
// figure named for screen readers that points to the table with the same numbers.
import { Box, Skeleton } from '@mantine/core';
import { lazy, type ReactNode, Suspense } from 'react';
import type { BarsProps, DonutProps } from './charts.impl';

const LazyBars = lazy(() => import('./charts.impl').then((m) => ({ default: m.Bars })));
const LazyDonut = lazy(() => import('./charts.impl').then((m) => ({ default: m.Donut })));

function ChartFigure({ label, height, children }: { label: string; height: number; children: ReactNode }) {
  return (
    <Box role="img" aria-label={label} mih={height} w="100%" style={{ minWidth: 0 }}>
      <Suspense fallback={<Skeleton height={height} radius="sm" data-chart-loading />}>{children}</Suspense>
    </Box>
  );
}

export function BarsChart({ label, ...props }: BarsProps & { label: string }) {
  return (
    <ChartFigure label={label} height={props.height}>
      <LazyBars {...props} />
    </ChartFigure>
  );
}

export function DonutChartFigure({ label, ...props }: DonutProps & { label: string }) {
  return (
    <ChartFigure label={label} height={220}>
      <LazyDonut {...props} />
    </ChartFigure>
  );
}
