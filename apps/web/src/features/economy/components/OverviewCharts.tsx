// The overview's charts, loaded on first use (overview-charts.impl.tsx: recharts is about 100 kB
// gzip), each in a figure named for screen readers.
import { Box, Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { MoneyBarsProps } from './overview-charts.impl';

const LazyBars = lazy(() => import('./overview-charts.impl').then((m) => ({ default: m.MoneyBars })));

export function MoneyBarsChart({ label, ...props }: MoneyBarsProps & { label: string }) {
  return (
    <Box role="img" aria-label={label} mih={props.height} w="100%" style={{ minWidth: 0 }}>
      <Suspense fallback={<Skeleton height={props.height} radius="sm" data-chart-loading />}>
        <LazyBars {...props} />
      </Suspense>
    </Box>
  );
}
