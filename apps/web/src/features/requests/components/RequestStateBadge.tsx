// A request state as the codebook names and colours it: a dot of its colour beside the name (the
// text stays dark, so any colour of the codebook reads well).
import { Box, Group, Text } from '@mantine/core';
import { useCodebook } from '../../../platform/session/use-codebook';

export function RequestStateBadge({ stateId }: { stateId: number }) {
  const codebook = useCodebook();
  const color = String(codebook.entry('requestStates', stateId)?.color ?? '#868e96');
  return (
    <Group gap={6} wrap="nowrap">
      <Box w={10} h={10} bg={color} style={{ borderRadius: '50%', flex: 'none' }} aria-hidden />
      <Text size="sm">{codebook.name('requestStates', stateId)}</Text>
    </Group>
  );
}
