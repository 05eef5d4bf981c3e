// The tournament's further facts (spec 001 "additionalData"): rows of a name and a value for what the
// form has no field for (the shuttles played, the hall's parking), kept in their order. A row is
// added and removed here; the server refuses a name given twice next to the row.
import { TOURNAMENT_LIMITS } from '@fedra/contract/tournaments';
import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TournamentFormValues } from '../tournament-form';

export function AdditionalDataRows({ form }: { form: UseFormReturnType<TournamentFormValues> }) {
  const { t } = useTranslation('tournaments');
  const rows = form.values.additionalData;
  return (
    <Stack gap="xs" role="group" aria-labelledby="additional-data-title">
      <Text id="additional-data-title" size="sm" fw={500}>
        {t('field.additionalData')}
      </Text>
      {rows.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('form.additionalDataNone')}
        </Text>
      )}
      {rows.map((_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the rows' order is their identity
        <Group key={i} align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label={t('form.additionalDataKey', { n: i + 1 })}
            maxLength={60}
            style={{ flex: '1 1 12rem' }}
            {...form.getInputProps(`additionalData.${i}.key`)}
          />
          <TextInput
            label={t('form.additionalDataValue', { n: i + 1 })}
            maxLength={1000}
            style={{ flex: '2 1 16rem' }}
            {...form.getInputProps(`additionalData.${i}.value`)}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            mt={26}
            aria-label={t('form.additionalDataRemove', { n: i + 1 })}
            onClick={() => form.removeListItem('additionalData', i)}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconPlus size={14} aria-hidden />}
          disabled={rows.length >= TOURNAMENT_LIMITS.additionalData}
          onClick={() => form.insertListItem('additionalData', { key: '', value: '' })}
        >
          {t('form.additionalDataAdd')}
        </Button>
      </Group>
    </Stack>
  );
}
