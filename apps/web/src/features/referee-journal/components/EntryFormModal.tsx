// Add or edit a journal entry (admin: any referee's; personal: one's own): date, type, linked
// event (which fills in name and city), age-category group, level, games and the roles. Checked
// with the contract's schema; the server's field problems go next to their fields; closing with
// changes asks first.
import type { RefereeJournalEntry } from '@fedra/contract/referee-journal';
import { REFEREE_JOURNAL_MAX_GAMES, REFEREE_JOURNAL_MIN_DATE } from '@fedra/contract/referee-journal';
import {
  Checkbox,
  Fieldset,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormActions, useFormSave, useGuardedClose } from '../../../platform/forms';
import { TypedDateField } from '../../../platform/forms/DateField';
import { todayInPrague } from '../../../platform/i18n/today';
import { createEntry, JOURNAL_KEY, type JournalOf, updateEntry } from '../api';
import { type EntryFormValues, entryBody, entryFormErrors, entryFormValues } from '../entry-form';
import { useJournalCodebook } from '../use-journal-codebook';
import { EventPicker } from './EventPicker';

interface Props {
  of: JournalOf;
  /** null: a new entry. */
  entry: RefereeJournalEntry | null;
  onClose: () => void;
}

const ROLES = ['isLineReferee', 'isChiefReferee', 'isChiefAssistReferee', 'isTraining'] as const;

export function EntryFormModal({ of, entry, onClose }: Props) {
  const { t } = useTranslation('referee-journal');
  const { typeOptions, groupOptions } = useJournalCodebook();
  const labels = (field: string) => t(`field.${field}`, { defaultValue: field });
  const form = useForm<EntryFormValues>({
    initialValues: entryFormValues(entry),
    validate: (values) => entryFormErrors(values, labels),
  });
  const close = useGuardedClose(form.isDirty(), onClose);
  const save = useFormSave(form, {
    invalidate: JOURNAL_KEY,
    onSaved: onClose,
    // The server names tournamentId / leagueMatchId; the form shows both at the event picker.
    errors: { fieldMap: { tournamentId: 'event', leagueMatchId: 'event' } },
  });
  const submit = form.onSubmit((values) =>
    save(async () => {
      const body = entryBody(values);
      if (entry) await updateEntry(of.zone, entry.id, body);
      else await createEntry(of, body);
    }),
  );

  return (
    <Modal opened onClose={close} title={entry ? t('form.editTitle') : t('form.newTitle')} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TypedDateField
              label={labels('date')}
              required
              minDate={REFEREE_JOURNAL_MIN_DATE}
              maxDate={todayInPrague()}
              {...form.getInputProps('date')}
            />
            <Select
              label={labels('typeId')}
              required
              allowDeselect={false}
              data={typeOptions}
              {...form.getInputProps('typeId')}
            />
          </SimpleGrid>
          <EventPicker
            zone={of.zone}
            value={form.values.event}
            error={form.errors.event as string | undefined}
            onChange={(event) => {
              form.setFieldValue('event', event);
              if (event) {
                form.setFieldValue('name', event.name);
                if (event.city) form.setFieldValue('city', event.city);
                if (!form.values.date && event.date && event.date <= todayInPrague())
                  form.setFieldValue('date', event.date);
              }
            }}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              label={labels('name')}
              required={!form.values.event}
              maxLength={200}
              {...form.getInputProps('name')}
            />
            <TextInput label={labels('city')} maxLength={100} {...form.getInputProps('city')} />
            <Select
              label={labels('ageCategoryGroupId')}
              clearable
              data={groupOptions}
              {...form.getInputProps('ageCategoryGroupId')}
            />
            <TextInput label={labels('levelText')} maxLength={100} {...form.getInputProps('levelText')} />
            <NumberInput
              label={labels('gameMain')}
              min={0}
              max={REFEREE_JOURNAL_MAX_GAMES}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('gameMain')}
            />
            <NumberInput
              label={labels('gameServe')}
              min={0}
              max={REFEREE_JOURNAL_MAX_GAMES}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('gameServe')}
            />
          </SimpleGrid>
          <Fieldset legend={t('form.roles')} variant="unstyled">
            <Group gap="md">
              {ROLES.map((role) => (
                <Checkbox key={role} label={labels(role)} {...form.getInputProps(role, { type: 'checkbox' })} />
              ))}
            </Group>
          </Fieldset>
          <Textarea label={labels('note')} rows={3} maxLength={2000} {...form.getInputProps('note')} />
          <FormActions onCancel={close} submitting={form.submitting} />
        </Stack>
      </form>
    </Modal>
  );
}
