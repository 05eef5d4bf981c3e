// The points chart, loaded on first use (points-chart.impl.tsx), in a figure named for screen
// readers; the page also lists the same numbers in a table.
import { Box, Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { PointsLinesProps } from './points-chart.impl';

const LazyLines = lazy(() => import('./points-chart.impl').then((m) => ({ default: m.PointsLines })));

export function PointsChart({ label, ...props }: PointsLinesProps & { label: string }) {
  return (
    <Box role="img" aria-label={label} mih={props.height} w="100%" style={{ minWidth: 0 }} data-points-chart>
      <Suspense fallback={<Skeleton height={props.height} radius="sm" data-chart-loading />}>
        <LazyLines {...props} />
      </Suspense>
    </Box>
  );
}
