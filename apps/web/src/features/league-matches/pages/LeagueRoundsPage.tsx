// Placeholder: the league work (issue 16) fills this page in.
import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export default function LeagueRoundsPage() {
  const { t } = useTranslation('league-matches');
  return <Title order={1}>{t('rounds.title')}</Title>;
}
