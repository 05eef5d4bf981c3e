// Statute 8 of a tournament (docs/decisions.md "Tournaments"): signed athletes and referees, the
// referees required, how many are missing and the fine, highlighted when referees are missing.
import type { Statute8 } from '@fedra/contract/tournaments';
import { Alert, SimpleGrid, Text } from '@mantine/core';
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
    <Alert
      color={missing ? 'orange' : 'green'}
      variant="light"
      icon={<IconScale size={18} aria-hidden />}
      title={t('statute8.title')}
      aria-label={t('statute8.title')}
    >
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm" verticalSpacing="xs">
        {facts.map(([label, value]) => (
          <div key={label}>
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text fw={700}>{value}</Text>
          </div>
        ))}
      </SimpleGrid>
      <Text size="xs" mt="xs">
        {missing ? t('statute8.missingNote', { count: statute8.missingReferees }) : t('statute8.ok')}
      </Text>
    </Alert>
  );
}
