// The loading, error and empty states the standings and statistics tabs share.
import { Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function LoadError() {
  const { t } = useTranslation('league-standings');
  return (
    <Text c="red.8" role="alert">
      {t('loadError')}
    </Text>
  );
}

export const Loading = () => <Skeleton h={160} aria-busy />;

export function Empty({ title, text }: { title: string; text?: string }) {
  return (
    <Stack align="center" gap="xs" py="xl">
      <ThemeIcon variant="light" size="xl" radius="xl" color="gray">
        <IconTrophy size={24} aria-hidden />
      </ThemeIcon>
      <Text fw={600}>{title}</Text>
      {text && (
        <Text c="dimmed" size="sm" ta="center" maw={420}>
          {text}
        </Text>
      )}
    </Stack>
  );
}
