// The results tab: filled by the next issue (results and standings); until a tournament is
// evaluated it says when results come.
import { Stack, Text, ThemeIcon } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export default function ResultsTab() {
  const { t } = useTranslation('tournaments');
  return (
    <Stack align="center" gap="xs" py="xl">
      <ThemeIcon variant="light" size="xl" radius="xl" color="gray">
        <IconTrophy size={24} aria-hidden />
      </ThemeIcon>
      <Text fw={600}>{t('results.emptyTitle')}</Text>
      <Text c="dimmed" size="sm" ta="center" maw={420}>
        {t('results.emptyText')}
      </Text>
    </Stack>
  );
}
