// Placeholder: the league work (issue 16) fills this page in.
import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export default function LeagueTeamPage() {
  const { t } = useTranslation('league-teams');
  return <Title order={1}>{t('team.title')}</Title>;
}
