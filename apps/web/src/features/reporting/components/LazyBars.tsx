// A bar chart loaded on first use (charts.impl.tsx), in a figure named for screen readers; the
// table under it carries the same numbers.
import { Box, Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { BarsProps } from './charts.impl';

const Bars = lazy(() => import('./charts.impl').then((m) => ({ default: m.Bars })));

export function BarsFigure({ label, ...props }: BarsProps & { label: string }) {
  return (
    <Box role="img" aria-label={label} mih={props.height} w="100%" style={{ minWidth: 0 }}>
      <Suspense fallback={<Skeleton height={props.height} radius="sm" data-chart-loading />}>
        <Bars {...props} />
      </Suspense>
    </Box>
  );
}
