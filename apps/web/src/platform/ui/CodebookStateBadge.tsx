// A state of a codebook list as the codebook names and colours it: a dot of its colour beside the
// name (the text stays dark, so any colour of the codebook reads well).
import type { CodebookListName } from '@fedra/contract/codebook';
import { Box, Group, Text } from '@mantine/core';
import { useCodebook } from '../session/use-codebook';

export function CodebookStateBadge({
  list,
  id,
  label,
}: {
  list: CodebookListName;
  id: number | null | undefined;
  /** The state's name when the caller words it (a feature's own texts); by default the codebook's. */
  label?: string;
}) {
  const codebook = useCodebook();
  if (id == null) return <Text size="sm">–</Text>;
  const color = String(codebook.entry(list, id)?.color ?? '#868e96');
  return (
    <Group gap={6} wrap="nowrap">
      <Box w={10} h={10} bg={color} style={{ borderRadius: '50%', flex: 'none' }} aria-hidden />
      <Text size="sm">{label ?? codebook.name(list, id)}</Text>
    </Group>
  );
}
