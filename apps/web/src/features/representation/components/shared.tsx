// What the national-team screens share: a nomination's state as a dot and a word, a team's
// discipline, age category and sex in one line, and the select options of teams.
import type { NominationState, RepresentationTeamListItem } from '@fedra/contract/representation';
import { Box, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCodebook } from '../../../platform/session/use-codebook';

const STATE_COLOR: Record<NominationState, string> = {
  pending: '#f08c00',
  accepted: '#2f9e44',
  declined: '#868e96',
};

export function NominationStateBadge({ state }: { state: NominationState }) {
  const { t } = useTranslation('representation');
  return (
    <Group gap={6} wrap="nowrap">
      <Box w={10} h={10} bg={STATE_COLOR[state]} style={{ borderRadius: '50%', flex: 'none' }} aria-hidden />
      <Text size="sm">{t(`state.${state}`)}</Text>
    </Group>
  );
}

type TeamTraits = Pick<RepresentationTeamListItem, 'sportDisciplineId' | 'ageCategoryId' | 'sexId'>;

/** "Družstva · Dospělí · Muž": the team's discipline, age category and sex (or mixed). */
export function useTeamTraits(): (team: TeamTraits) => string {
  const { t } = useTranslation('representation');
  const codebook = useCodebook();
  return (team) =>
    [
      codebook.name('sportDisciplines', team.sportDisciplineId),
      codebook.name('ageCategories', team.ageCategoryId),
      team.sexId ? codebook.name('sex', team.sexId) : t('mixed'),
    ]
      .filter(Boolean)
      .join(' · ');
}

/** Teams as select options: "name (season)". */
export const teamOptions = (teams: RepresentationTeamListItem[]) =>
  teams.map((team) => ({ value: String(team.id), label: `${team.name} (${team.seasonName})` }));
