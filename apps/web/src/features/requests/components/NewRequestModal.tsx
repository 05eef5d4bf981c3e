// The club's new transfer or loan (issue 30 §5): a person of another club found by name or
// registration number, the day the membership changes (and a loan's last day), a note. Checked with
// the contract's schema before it is sent; the server's messages go next to their fields. Sent, the
// releasing club is asked for its statement and the detail of the new request opens.
import { REQUEST_TYPE, type RequestCreate, RequestCreateSchema } from '@fedra/contract/requests';
import { Button, Group, Loader, Radio, Select, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useGuardedClose, validationMessages, zodFieldErrors } from '../../../platform/forms';
import { TypedDateField } from '../../../platform/forms/DateField';
import { showSaveError } from '../../../platform/forms/FormActions';
import { todayInPrague } from '../../../platform/i18n/today';
import { notify } from '../../../platform/notifications';
import { zoneHref } from '../../../platform/routing/zone';
import { KeptModal, type ModalCloser } from '../../../platform/ui/KeptModal';
import { useFocusFirstError } from '../../../platform/ui/use-focus-first-error';
import { createRequest, REQUESTS_KEY, requestPersonsQuery } from '../api';

interface Values {
  typeId: string;
  personId: string | null;
  effectiveDate: string;
  loanEndDate: string;
  note: string;
}

export function requestBody(v: Values): RequestCreate {
  const loan = Number(v.typeId) === REQUEST_TYPE.loan;
  return {
    typeId: Number(v.typeId) as RequestCreate['typeId'],
    personId: v.personId ? Number(v.personId) : (undefined as unknown as number),
    effectiveDate: v.effectiveDate || (undefined as unknown as string),
    loanEndDate: loan ? v.loanEndDate || null : null,
    note: v.note.trim() || null,
  };
}

export function NewRequestModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('requests');
  return (
    <KeptModal opened onClose={onClose} title={t('create.title')}>
      {(closer) => <NewRequestForm onClose={onClose} closer={closer} />}
    </KeptModal>
  );
}

function NewRequestForm({ onClose, closer }: { onClose: () => void; closer: ModalCloser }) {
  const { t } = useTranslation('requests');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const label = (field: string) => t(`field.${field}`);
  const form = useForm<Values>({
    initialValues: {
      typeId: String(REQUEST_TYPE.transfer),
      personId: null,
      effectiveDate: todayInPrague(),
      loanEndDate: '',
      note: '',
    },
    validate: (values) => {
      const errors = zodFieldErrors(RequestCreateSchema, requestBody(values), label, {
        pattern: /^requests\./,
        ns: 'requests',
      });
      if (!values.effectiveDate) errors.effectiveDate = validationMessages.required(label('effectiveDate'));
      // The schema's check of a loan's end runs only once the rest is valid: the field is named with
      // the others, not in a second round.
      if (Number(values.typeId) === REQUEST_TYPE.loan && !values.loanEndDate)
        errors.loanEndDate ??= validationMessages.required(label('loanEndDate'));
      return errors;
    },
  });
  const focus = useFocusFirstError<HTMLFormElement>(form.errors);
  const close = useGuardedClose(form.isDirty(), onClose);
  closer.current = form.submitting ? () => {} : close;
  const values = form.getValues();
  const loan = Number(values.typeId) === REQUEST_TYPE.loan;

  const [search, setSearch] = useState('');
  const [chosenLabel, setChosenLabel] = useState<string | null>(null);
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const found = useQuery({ ...requestPersonsQuery(debounced), placeholderData: keepPreviousData });
  const options = new Map<string, string>();
  if (values.personId && chosenLabel) options.set(values.personId, chosenLabel);
  for (const p of found.data?.data ?? [])
    options.set(
      String(p.id),
      `${p.fullName} (${[p.registrationNumber, p.birthYear, p.club?.name].filter(Boolean).join(', ')})`,
    );

  const save = async (v: Values) => {
    try {
      const answer = await createRequest(requestBody(v));
      await queryClient.invalidateQueries({ queryKey: REQUESTS_KEY });
      notify.success(t('create.created', { id: answer.data.id }));
      form.resetDirty();
      onClose();
      navigate(zoneHref('club', `requests/detail/${answer.data.id}`));
    } catch (err) {
      focus.request();
      showSaveError(form, err);
    }
  };
  const submit = form.onSubmit(save, () => focus.request());

  return (
    <form ref={focus.ref} onSubmit={submit} noValidate>
      <Stack gap="md">
        <Radio.Group label={label('type')} required {...form.getInputProps('typeId')}>
          <Group gap="md" mt={4}>
            <Radio value={String(REQUEST_TYPE.transfer)} label={t('type.transfer')} />
            <Radio value={String(REQUEST_TYPE.loan)} label={t('type.loan')} />
          </Group>
        </Radio.Group>
        <Select
          label={label('person')}
          description={t('create.personHint')}
          placeholder={t('create.personPlaceholder')}
          required
          searchable
          clearable
          data-autofocus
          {...form.getInputProps('personId')}
          onChange={(id) => {
            setChosenLabel(id ? (options.get(id) ?? null) : null);
            form.setFieldValue('personId', id);
          }}
          onSearchChange={(text) => setSearch(chosenLabel && text === chosenLabel ? '' : text)}
          data={[...options].map(([value, label]) => ({ value, label }))}
          filter={({ options: sent }) => sent}
          nothingFoundMessage={
            found.isFetching ? undefined : debounced.length < 2 ? t('create.typeMore') : t('create.none')
          }
          rightSection={found.isFetching ? <Loader size="xs" aria-hidden /> : undefined}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TypedDateField label={label('effectiveDate')} required {...form.getInputProps('effectiveDate')} />
          {loan && <TypedDateField label={label('loanEndDate')} required {...form.getInputProps('loanEndDate')} />}
        </SimpleGrid>
        <Textarea label={label('note')} autosize minRows={2} maxRows={6} {...form.getInputProps('note')} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={form.submitting}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" loading={form.submitting}>
            {t('create.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
