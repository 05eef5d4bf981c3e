// Add or edit a board member: a person role with boardId (spec 000 §3 "Board member"). New
// members are found with a person picker that searches by name or registration number.
import type { BoardMember } from '@fedra/contract/boards';
import type { PersonSimple } from '@fedra/contract/people';
import { Combobox, Group, Loader, Modal, Select, Stack, Text, TextInput, useCombobox } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions, useFormSave, useGuardedClose } from '../../../platform/forms';
import { TypedDateField } from '../../../platform/forms/DateField';
import { formatDate } from '../../../platform/i18n/format';
import { todayInPrague } from '../../../platform/i18n/today';
import { useSession } from '../../../platform/session/session';
import { BOARDS_KEY, createMember, searchPeople, updateMember } from '../api';

interface Props {
  boardId: number;
  member: BoardMember | null;
  onClose: () => void;
}

function PersonPicker({
  value,
  onChange,
  error,
}: {
  value: PersonSimple | null;
  onChange: (p: PersonSimple) => void;
  error?: string;
}) {
  const { t } = useTranslation('boards');
  const combobox = useCombobox();
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, 250);
  const people = useQuery({
    queryKey: ['people-search', debounced],
    queryFn: ({ signal }) => searchPeople(debounced, signal),
    enabled: debounced.trim().length >= 2,
  });
  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(id) => {
        const p = people.data?.data.find((x) => String(x.id) === id);
        if (p) {
          onChange(p);
          setText(`${p.firstName} ${p.lastName}`);
        }
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target>
        <TextInput
          label={t('member.person')}
          description={t('member.personHint')}
          required
          value={text}
          error={error}
          placeholder={value ? `${value.firstName} ${value.lastName}` : undefined}
          rightSection={people.isFetching ? <Loader size="xs" /> : null}
          onChange={(e) => {
            setText(e.currentTarget.value);
            combobox.openDropdown();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={debounced.trim().length < 2}>
        <Combobox.Options>
          {people.data?.data.length === 0 && <Combobox.Empty>{t('member.noPeople')}</Combobox.Empty>}
          {people.data?.data.map((p) => (
            <Combobox.Option value={String(p.id)} key={p.id}>
              <Text size="sm">
                {p.fullName} ({formatDate(p.birthDate)})
              </Text>
              <Text size="xs" c="dimmed">
                {p.registrationNumber} {p.actualClub ? `· ${p.actualClub.name}` : ''}
              </Text>
            </Combobox.Option>
          ))}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}

export function MemberFormModal({ boardId, member, onClose }: Props) {
  const { t, i18n } = useTranslation('boards');
  const { codebook } = useSession();
  const lang = i18n.language === 'en' ? 'en' : 'cs';
  const boardRoleType = Object.values(codebook?.personRoleType ?? {}).find((x) => x.code === 'BOARD_MEMBER');
  const states = Object.values(codebook?.approvalStates ?? {});
  const defaultState = states.find((s) => s.isValid) ?? states[0];
  const [person, setPerson] = useState<PersonSimple | null>(null);
  const form = useForm({
    initialValues: {
      title: member?.title ?? '',
      validFrom: member?.validFrom ?? todayInPrague(),
      validTill: member?.validTill ?? '',
      approvalStateId: String(member?.approvalStateId ?? defaultState?.id ?? ''),
      note: member?.note ?? '',
      personId: '',
    },
    validate: {
      title: (v) => (v.trim() ? null : t('common:form.required', { label: t('member.title') })),
      validFrom: (v) => (v ? null : t('common:form.required', { label: t('field.validFrom') })),
      validTill: (v, values) => (v && v < values.validFrom ? t('member.tillBeforeFrom') : null),
      personId: () => (member || person ? null : t('common:form.required', { label: t('member.person') })),
    },
  });
  const close = useGuardedClose(form.isDirty() || (!member && person !== null), onClose);
  const save = useFormSave(form, { invalidate: BOARDS_KEY, onSaved: onClose });

  const submit = form.onSubmit(async (values) => {
    const body = {
      personId: member?.personId ?? person!.id,
      typeId: member?.typeId ?? boardRoleType!.id,
      boardId,
      approvalStateId: Number(values.approvalStateId),
      validFrom: values.validFrom,
      validTill: values.validTill || null,
      title: values.title.trim(),
      note: values.note || null,
      levelId: member?.levelId ?? null,
      roleLevel: member?.roleLevel ?? null,
    };
    await save(() => (member ? updateMember(member.id, { ...body, id: member.id }) : createMember(body)));
  });

  return (
    <Modal opened onClose={close} title={member ? t('member.editTitle') : t('member.newTitle')} size="md">
      <form onSubmit={submit} noValidate>
        <Stack>
          {member ? (
            <Text fw={600}>
              {member.firstName} {member.lastName} ({member.registrationNumber})
            </Text>
          ) : (
            <PersonPicker value={person} onChange={setPerson} error={form.errors.personId as string | undefined} />
          )}
          <TextInput
            label={t('member.title')}
            description={t('member.titleHint')}
            required
            {...form.getInputProps('title')}
          />
          <Group grow align="flex-start">
            <TypedDateField label={t('field.validFrom')} required {...form.getInputProps('validFrom')} />
            <TypedDateField label={t('field.validTill')} {...form.getInputProps('validTill')} />
          </Group>
          <Select
            label={t('member.approvalState')}
            required
            allowDeselect={false}
            data={states.map((s) => ({ value: String(s.id), label: s.name[lang] }))}
            {...form.getInputProps('approvalStateId')}
          />
          <TextInput label={t('member.note')} {...form.getInputProps('note')} />
          <FormActions onCancel={close} submitting={form.submitting} />
        </Stack>
      </form>
    </Modal>
  );
}
