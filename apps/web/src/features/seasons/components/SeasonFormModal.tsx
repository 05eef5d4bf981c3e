// Create or edit a season (the office): name, dates and state required (marked), the two flags.
// Checked with the contract's schema before it is sent (both date-order messages next to both
// dates); the server's field problems (a name taken, an overlap with another season) go next to
// their fields; closing with changes asks first.
import { SEASON_STATES, type Season, SeasonWriteSchema } from '@fedra/contract/seasons';
import { Checkbox, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormActions, useFormSave, useGuardedClose, zodFieldErrors } from '../../../platform/forms';
import { TypedDateField } from '../../../platform/forms/DateField';
import { KeptModal, type ModalCloser, useLast } from '../../../platform/ui/KeptModal';
import { useFocusFirstError } from '../../../platform/ui/use-focus-first-error';
import { createSeason, SEASONS_KEY, updateSeason } from '../api';
import { type SeasonFormValues, seasonBody, seasonFormValues } from './season-form';

interface Props {
  /** null: a new season. */
  season: Season | null;
  /** What a new season's form starts with (the season after the newest). */
  suggested?: Partial<SeasonFormValues>;
  onClose: () => void;
}

export function SeasonFormModal({ opened = true, ...props }: Props & { opened?: boolean }) {
  const { t } = useTranslation('seasons');
  const isEdit = useLast(opened ? props.season !== null : null);
  return (
    <KeptModal
      opened={opened}
      onClose={props.onClose}
      closeButtonProps={{ 'aria-label': t('form.close') }}
      title={isEdit ? t('form.editTitle') : t('form.newTitle')}
      size="md"
    >
      {(closer) => <SeasonForm {...props} closer={closer} />}
    </KeptModal>
  );
}

function SeasonForm({ season, suggested, onClose, closer }: Props & { closer: ModalCloser }) {
  const { t } = useTranslation('seasons');
  const label = (field: string) => t(`field.${field}`);
  const form = useForm<SeasonFormValues>({
    initialValues: seasonFormValues(season, suggested),
    validate: (values) => zodFieldErrors(SeasonWriteSchema, seasonBody(values), label),
  });
  const focus = useFocusFirstError<HTMLFormElement>(form.errors);
  const close = useGuardedClose(form.isDirty(), onClose);
  closer.current = close;
  const save = useFormSave(form, { invalidate: SEASONS_KEY, onSaved: onClose });
  // The first field with a message takes the focus, whether the message is ours or the server's.
  const submit = form.onSubmit(
    (values) => {
      focus.request();
      return save(() => (season ? updateSeason(season.id, seasonBody(values)) : createSeason(seasonBody(values))));
    },
    () => focus.request(),
  );
  const stateOptions = SEASON_STATES.map((s) => ({ value: String(s), label: t(`state.${s}`) }));

  return (
    <form ref={focus.ref} onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label={label('name')}
          description={t('form.nameHint')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          required
          data-autofocus
          {...form.getInputProps('name')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TypedDateField label={label('validFrom')} required {...form.getInputProps('validFrom')} />
          <TypedDateField label={label('validTill')} required {...form.getInputProps('validTill')} />
        </SimpleGrid>
        <Select
          label={label('stateId')}
          required
          allowDeselect={false}
          data={stateOptions}
          {...form.getInputProps('stateId')}
        />
        <Checkbox
          label={label('isForRole')}
          description={t('form.isForRoleHint')}
          {...form.getInputProps('isForRole', { type: 'checkbox' })}
        />
        <Checkbox
          label={label('isForTournament')}
          description={t('form.isForTournamentHint')}
          {...form.getInputProps('isForTournament', { type: 'checkbox' })}
        />
        <FormActions onCancel={close} submitting={form.submitting} />
      </Stack>
    </form>
  );
}
