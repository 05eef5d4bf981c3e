// One labelled fact of a detail page (a match's venue, a user's last sign-in): a small dimmed
// label over the value, which may wrap anywhere; no value shows a dash.
import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children ?? '–'}
      </Text>
    </div>
  );
}
