// Adding or editing a league team (the office): name and club required, contacts, state, note.
// The server's field errors show next to the fields; closing with unsaved changes asks first.
import { type LeagueTeam, LeagueTeamInputSchema } from '@fedra/contract/league-teams';
import { Select, SimpleGrid, Skeleton, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormActions, showSaveError, useGuardedClose, zodValidate } from '../../../platform/forms';
import { ClubSelect } from '../../../platform/forms/ClubSelect';
import { notify, notifySaved } from '../../../platform/notifications';
import { KeptModal, type ModalCloser } from '../../../platform/ui/KeptModal';
import { useFocusFirstError } from '../../../platform/ui/use-focus-first-error';
import { createTeam, LEAGUES_KEY, teamQuery, updateTeam } from '../api';
import { useTeamCodebook } from '../use-league-zone';

interface Values {
  name: string;
  clubId: string | null;
  address: string;
  contactPerson: string;
  contactEmail: string;
  contactPhone: string;
  stateId: string;
  note: string;
}

const nullable = (v: string) => (v.trim() === '' ? null : v);
const toBody = (v: Values) => ({
  name: v.name,
  clubId: v.clubId ? Number(v.clubId) : (undefined as unknown as number),
  address: nullable(v.address),
  contactPerson: nullable(v.contactPerson),
  contactEmail: nullable(v.contactEmail),
  contactPhone: nullable(v.contactPhone),
  stateId: Number(v.stateId),
  note: nullable(v.note),
});

export function TeamFormModal({
  opened,
  leagueId,
  teamId,
  onClose,
}: {
  opened: boolean;
  leagueId: number;
  /** null: a new team; else the team's id (its contacts are read first). */
  teamId: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('league-teams');
  return (
    <KeptModal opened={opened} onClose={onClose} title={t(teamId ? 'form.editTitle' : 'form.addTitle')} size="lg">
      {(closer) =>
        teamId ? (
          <LoadedTeamForm leagueId={leagueId} teamId={teamId} onClose={onClose} closer={closer} />
        ) : (
          <TeamForm leagueId={leagueId} team={null} onClose={onClose} closer={closer} />
        )
      }
    </KeptModal>
  );
}

function LoadedTeamForm({
  leagueId,
  teamId,
  onClose,
  closer,
}: {
  leagueId: number;
  teamId: number;
  onClose: () => void;
  closer: ModalCloser;
}) {
  const { t } = useTranslation('league-teams');
  const team = useQuery(teamQuery('admin', teamId));
  if (team.isError) {
    return (
      <Text c="red.8" role="alert">
        {t('team.loadError')}
      </Text>
    );
  }
  if (!team.data) return <Skeleton h={320} aria-busy />;
  return <TeamForm leagueId={leagueId} team={team.data.data} onClose={onClose} closer={closer} />;
}

function TeamForm({
  leagueId,
  team,
  onClose,
  closer,
}: {
  leagueId: number;
  team: LeagueTeam | null;
  onClose: () => void;
  closer: ModalCloser;
}) {
  const { t } = useTranslation('league-teams');
  const { options } = useTeamCodebook();
  const queryClient = useQueryClient();
  const labels = {
    name: t('field.name'),
    clubId: t('field.club'),
    contactEmail: t('field.contactEmail'),
  };
  const form = useForm<Values>({
    initialValues: {
      name: team?.name ?? '',
      clubId: team ? String(team.clubId) : null,
      address: team?.address ?? '',
      contactPerson: team?.contactPerson ?? '',
      contactEmail: team?.contactEmail ?? '',
      contactPhone: team?.contactPhone ?? '',
      stateId: String(team?.stateId ?? 1),
      note: team?.note ?? '',
    },
    validate: (values) => zodValidate(LeagueTeamInputSchema, labels)(toBody(values)),
  });
  const focus = useFocusFirstError<HTMLFormElement>(form.errors);
  const close = useGuardedClose(form.isDirty(), onClose);
  closer.current = close;

  // The first field with a message takes the focus, whether the message is ours or the server's.
  const submit = form.onSubmit(
    async (values) => {
      focus.request();
      if (team && !form.isDirty()) {
        notify.info(t('form.original'));
        return;
      }
      try {
        if (team) await updateTeam(team.id, toBody(values));
        else await createTeam(leagueId, toBody(values));
        notifySaved();
        form.resetDirty();
        await queryClient.invalidateQueries({ queryKey: LEAGUES_KEY });
        onClose();
      } catch (err) {
        showSaveError(form, err);
      }
    },
    () => focus.request(),
  );

  return (
    <form ref={focus.ref} onSubmit={submit} noValidate>
      <Stack>
        <TextInput label={t('field.name')} required maxLength={200} {...form.getInputProps('name')} />
        <ClubSelect
          label={t('field.club')}
          required
          knownName={team?.clubName}
          value={form.getValues().clubId}
          onChange={(v) => form.setFieldValue('clubId', v)}
          error={form.errors.clubId}
        />
        <Select
          label={t('field.state')}
          required
          allowDeselect={false}
          data={options('tournamentTeamStates')}
          {...form.getInputProps('stateId')}
        />
        <TextInput label={t('field.address')} maxLength={500} {...form.getInputProps('address')} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label={t('field.contactPerson')} maxLength={200} {...form.getInputProps('contactPerson')} />
          <TextInput
            label={t('field.contactEmail')}
            type="email"
            maxLength={254}
            {...form.getInputProps('contactEmail')}
          />
          <TextInput label={t('field.contactPhone')} maxLength={40} {...form.getInputProps('contactPhone')} />
        </SimpleGrid>
        <Textarea label={t('field.note')} maxLength={4000} autosize minRows={2} {...form.getInputProps('note')} />
        <FormActions onCancel={close} submitting={form.submitting} />
      </Stack>
    </form>
  );
}
