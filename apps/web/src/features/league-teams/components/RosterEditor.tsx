// A team's roster in one competition (docs/decisions.md "Teams and rosters"): persons with birth
// year, club, type (codebook teamPersonTypes) and note. Editable where the answer's links offer the
// update: add persons (the office any person through the person search, the club manager its club's
// members today), change types and notes, remove rows, then save the whole roster at once; the
// server's errors show next to their rows; leaving with unsaved changes asks first.

import type { LeagueRoster } from '@fedra/contract/league-teams';
import {
  ActionIcon,
  Button,
  Group,
  Loader,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSaveError, useUnsavedChanges } from '../../../platform/forms';
import { loadNamespace } from '../../../platform/i18n/i18n';
import { notify, notifySaved } from '../../../platform/notifications';
import { useFocusFirstError } from '../../../platform/ui/use-focus-first-error';
import { LEAGUES_KEY, type LeagueZone, rosterCandidatesQuery, rosterQuery, saveRoster, TEAM_ACTION } from '../api';
import { useTeamCodebook } from '../use-league-zone';

interface EntryValues {
  personId: number;
  name: string;
  birthYear: number | null;
  clubName: string | null;
  teamPersonTypeId: string;
  note: string;
}
export interface RosterValues {
  entries: EntryValues[];
}

const toValues = (roster: LeagueRoster): RosterValues => ({
  entries: roster.entries.map((e) => ({
    personId: e.personId,
    name: e.name,
    birthYear: e.birthYear,
    clubName: e.clubName,
    teamPersonTypeId: String(e.teamPersonTypeId),
    note: e.note ?? '',
  })),
});

/** The call's body from the form. */
export const toBody = (values: RosterValues) => ({
  entries: values.entries.map((e) => ({
    personId: e.personId,
    teamPersonTypeId: Number(e.teamPersonTypeId),
    note: e.note.trim() === '' ? null : e.note,
  })),
});

const PLAYER = '1';

export function RosterEditor({
  zone,
  competitionId,
  teamId,
}: {
  zone: LeagueZone;
  competitionId: number;
  teamId: number;
}) {
  const { t } = useTranslation('league-teams');
  const roster = useQuery(rosterQuery(zone, competitionId, teamId));
  if (roster.isError) {
    return (
      <Text c="red.8" role="alert">
        {t('roster.loadError')}
      </Text>
    );
  }
  if (!roster.data) return <Skeleton h={200} aria-busy />;
  const writeZone = zone === 'personal' ? null : zone;
  const editable = Boolean(
    writeZone && roster.data.links.some((l) => l.operationId === TEAM_ACTION.rosterUpdate(writeZone)),
  );
  return <RosterForm roster={roster.data.data} writeZone={editable ? writeZone : null} />;
}

function RosterForm({ roster, writeZone }: { roster: LeagueRoster; writeZone: 'admin' | 'club' | null }) {
  const { t } = useTranslation('league-teams');
  const { options, name } = useTeamCodebook();
  const queryClient = useQueryClient();
  const form = useForm<RosterValues>({ initialValues: toValues(roster) });
  const original = useRef(JSON.stringify(toBody(toValues(roster))));
  const [saving, setSaving] = useState(false);
  const editable = writeZone !== null;
  const dirty = editable && JSON.stringify(toBody(form.getValues())) !== original.current;
  useUnsavedChanges(dirty);
  const focusError = useFocusFirstError(form.errors);

  // A saved roster (new data from the server) resets the form.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form object is stable
  useEffect(() => {
    const values = toValues(roster);
    original.current = JSON.stringify(toBody(values));
    form.setInitialValues(values);
    form.setValues(values);
    form.resetDirty(values);
    form.clearErrors();
  }, [roster]);

  const entries = form.getValues().entries;
  const addPerson = (p: Omit<EntryValues, 'teamPersonTypeId' | 'note'>) => {
    if (entries.some((e) => e.personId === p.personId)) {
      notify.info(t('roster.alreadyListed', { name: p.name }));
      return;
    }
    form.insertListItem('entries', { ...p, teamPersonTypeId: PLAYER, note: '' });
  };

  const save = async () => {
    if (!writeZone) return;
    if (!dirty) {
      notify.info(t('roster.original'));
      return;
    }
    setSaving(true);
    try {
      await saveRoster(writeZone, roster.competitionId, roster.teamId, toBody(form.getValues()));
      notifySaved();
      await queryClient.invalidateQueries({ queryKey: LEAGUES_KEY });
    } catch (err) {
      focusError.request();
      showSaveError(form, err);
    } finally {
      setSaving(false);
    }
  };

  const typeOptions = options('teamPersonTypes');
  return (
    <Stack gap="sm">
      {writeZone === 'admin' && (
        <Suspense fallback={<Skeleton h={60} />}>
          <OfficePicker onPick={addPerson} />
        </Suspense>
      )}
      {writeZone === 'club' && (
        <ClubPicker
          competitionId={roster.competitionId}
          teamId={roster.teamId}
          clubName={roster.clubName}
          onPick={addPerson}
        />
      )}
      {entries.length === 0 ? (
        <Text c="dimmed" py="md">
          {t('roster.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={editable ? 560 : 420}>
          <Table
            striped
            verticalSpacing="xs"
            aria-label={t('roster.caption', { team: roster.teamName, competition: roster.competitionName })}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('roster.person')}</Table.Th>
                <Table.Th>{t('roster.type')}</Table.Th>
                <Table.Th>{t('field.note')}</Table.Th>
                {editable && (
                  <Table.Th ta="right">
                    <VisuallyHidden>{t('list.actions')}</VisuallyHidden>
                  </Table.Th>
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map((e, i) => {
                const personError = form.errors[`entries.${i}.personId`];
                return (
                  <Table.Tr key={e.personId} data-person={e.personId}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {e.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {[e.birthYear, e.clubName].filter(Boolean).join(', ')}
                      </Text>
                      {personError && (
                        <Text size="xs" c="red.8" role="alert" id={`roster-error-${e.personId}`}>
                          {personError}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td miw={150}>
                      {editable ? (
                        <Select
                          aria-label={`${t('roster.type')} – ${e.name}`}
                          data={typeOptions}
                          allowDeselect={false}
                          {...form.getInputProps(`entries.${i}.teamPersonTypeId`)}
                        />
                      ) : (
                        name('teamPersonTypes', Number(e.teamPersonTypeId))
                      )}
                    </Table.Td>
                    <Table.Td miw={150}>
                      {editable ? (
                        <TextInput
                          aria-label={`${t('field.note')} – ${e.name}`}
                          maxLength={500}
                          {...form.getInputProps(`entries.${i}.note`)}
                        />
                      ) : (
                        e.note
                      )}
                    </Table.Td>
                    {editable && (
                      <Table.Td ta="right">
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('roster.removeRow', { name: e.name })}
                          aria-describedby={personError ? `roster-error-${e.personId}` : undefined}
                          onClick={() => form.removeListItem('entries', i)}
                        >
                          <IconTrash size={16} aria-hidden />
                        </ActionIcon>
                      </Table.Td>
                    )}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {typeof form.errors.entries === 'string' && (
        <Text size="sm" c="red.8" role="alert">
          {form.errors.entries}
        </Text>
      )}
      {editable && (
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            {t('roster.count', { count: entries.length })}
          </Text>
          <Button onClick={() => void save()} loading={saving}>
            {t('roster.save')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

export type Picked = Omit<EntryValues, 'teamPersonTypeId' | 'note'>;

// The office's picker: the project's person search, with its texts (namespace person-select).
const OfficePicker = lazy(() =>
  Promise.all([import('./OfficePicker'), loadNamespace('person-select')]).then(([module]) => module),
);

/** The club manager: members of the team's club today. */
function ClubPicker({
  competitionId,
  teamId,
  clubName,
  onPick,
}: {
  competitionId: number;
  teamId: number;
  clubName: string;
  onPick: (p: Picked) => void;
}) {
  const { t } = useTranslation('league-teams');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const found = useQuery({
    ...rosterCandidatesQuery(competitionId, teamId, debounced),
    placeholderData: keepPreviousData,
  });
  const people = found.data?.data ?? [];
  return (
    <Select
      label={t('roster.addMember')}
      placeholder={t('roster.memberPlaceholder')}
      searchable
      value={null}
      searchValue={search}
      onSearchChange={setSearch}
      data={people.map((p) => ({ value: String(p.id), label: p.birthYear ? `${p.name} (${p.birthYear})` : p.name }))}
      filter={({ options: sent }) => sent}
      nothingFoundMessage={found.isFetching ? undefined : t('roster.noMembers')}
      rightSection={found.isFetching ? <Loader size="xs" aria-hidden /> : undefined}
      w={{ base: '100%', sm: 420 }}
      onChange={(id) => {
        const p = people.find((x) => String(x.id) === id);
        if (!p) return;
        setSearch('');
        onPick({ personId: p.id, name: p.name, birthYear: p.birthYear, clubName });
      }}
    />
  );
}
