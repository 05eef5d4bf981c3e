// Statute 8 of a tournament (docs/decisions.md "Tournaments"): signed athletes and referees, the
// referees required, how many are missing and the fine; its border orange when referees are
// missing, green otherwise (texts in the body colour: enough contrast on every background).
import type { Statute8 } from '@fedra/contract/tournaments';
import { Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { IconScale } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatCzk } from '../tournament-format';

export function Statute8Box({ statute8 }: { statute8: Statute8 }) {
  const { t, i18n } = useTranslation('tournaments');
  const missing = statute8.missingReferees > 0;
  const facts: [string, string][] = [
    [t('statute8.athletes'), String(statute8.athletes)],
    [t('statute8.referees'), String(statute8.referees)],
    [t('statute8.required'), String(statute8.requiredReferees)],
    [t('statute8.missing'), String(statute8.missingReferees)],
    [t('statute8.fine'), formatCzk(statute8.fine, i18n.language)],
  ];
  return (
    <Paper
      component="section"
      aria-labelledby="statute8-title"
      withBorder
      p="md"
      style={{
        borderLeft: `4px solid var(--mantine-color-${missing ? 'orange-7' : 'teal-7'})`,
      }}
    >
      <Group gap="xs" mb="xs">
        <IconScale size={18} aria-hidden />
        <Text fw={700} id="statute8-title">
          {t('statute8.title')}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm" verticalSpacing="xs">
        {facts.map(([label, value]) => (
          <div key={label}>
            <Text size="xs" c="gray.7">
              {label}
            </Text>
            <Text fw={700}>{value}</Text>
          </div>
        ))}
      </SimpleGrid>
      <Text size="sm" mt="xs" c={missing ? 'red.9' : 'teal.9'} fw={missing ? 600 : undefined}>
        {missing ? t('statute8.missingNote', { count: statute8.missingReferees }) : t('statute8.ok')}
      </Text>
    </Paper>
  );
}
