// Create or edit a sport field (issue 30 §6): name, type, owning club (the office; a club's are its
// own), address, GPS, courts, capacity, validity and a note, validated with the contract's schema;
// server field errors shown next to the fields; closing with changes asks.
import { type SportField, SportFieldWriteSchema } from '@fedra/contract/sport-fields';
import { Modal, NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormActions, useFormSave, useGuardedClose, zodFieldErrors } from '../../../platform/forms';
import { ClubSelect } from '../../../platform/forms/ClubSelect';
import { TypedDateField } from '../../../platform/forms/DateField';
import { todayInPrague } from '../../../platform/i18n/today';
import { useCodebook } from '../../../platform/session/use-codebook';
import { useFocusFirstError } from '../../../platform/ui/use-focus-first-error';
import { createSportField, SPORT_FIELDS_KEY, type SportFieldZone, updateSportField } from '../api';

interface Props {
  zone: SportFieldZone;
  field: SportField | null;
  onClose: () => void;
  /** Told the saved venue's id (a new one: to open it). */
  onSaved?: (id: number) => void;
}

type Num = number | string;
const num = (v: Num) => (v === '' || v === null ? null : Number(v));
const text = (v: string) => v.trim() || null;

export function SportFieldFormModal({ zone, field, onClose, onSaved }: Props) {
  const { t } = useTranslation('sport-fields');
  const codebook = useCodebook();
  const labels = (name: string) => t(`field.${name}`);
  const form = useForm({
    initialValues: {
      name: field?.name ?? '',
      typeId: field?.typeId ? String(field.typeId) : null,
      clubId: field?.club ? String(field.club.id) : null,
      street: field?.street ?? '',
      city: field?.city ?? '',
      zip: field?.zip ?? '',
      regionId: field?.regionId ? String(field.regionId) : null,
      districtId: field?.districtId ? String(field.districtId) : null,
      latitude: (field?.latitude ?? '') as Num,
      longitude: (field?.longitude ?? '') as Num,
      courtCount: (field?.courtCount ?? '') as Num,
      capacity: (field?.capacity ?? '') as Num,
      validFrom: field?.validFrom ?? todayInPrague(),
      validTill: field?.validTill ?? '',
      note: field?.note ?? '',
    },
  });
  type Values = typeof form.values;
  const body = (v: Values) => ({
    name: v.name,
    typeId: v.typeId ? Number(v.typeId) : (undefined as unknown as number),
    ...(zone === 'admin' ? { clubId: v.clubId ? Number(v.clubId) : null } : {}),
    street: text(v.street),
    city: text(v.city),
    zip: text(v.zip),
    regionId: v.regionId ? Number(v.regionId) : null,
    districtId: v.districtId ? Number(v.districtId) : null,
    latitude: num(v.latitude),
    longitude: num(v.longitude),
    courtCount: num(v.courtCount),
    capacity: num(v.capacity),
    validFrom: v.validFrom,
    validTill: v.validTill || null,
    note: text(v.note),
  });
  const focus = useFocusFirstError<HTMLFormElement>(form.errors);
  const close = useGuardedClose(form.isDirty(), onClose);
  const save = useFormSave(form, { invalidate: SPORT_FIELDS_KEY, onSaved: onClose });

  const submit = form.onSubmit(
    async (values) => {
      const errors = zodFieldErrors(SportFieldWriteSchema, body(values), labels, {
        pattern: /^sportFields\./,
        ns: 'sport-fields',
      });
      if (Object.keys(errors).length) {
        form.setErrors(errors);
        focus.request();
        return;
      }
      focus.request();
      await save(async () => {
        const saved = field
          ? await updateSportField(zone, field.id, body(values))
          : await createSportField(zone, body(values));
        onSaved?.(saved.data.id);
      });
    },
    () => focus.request(),
  );
  const region = form.values.regionId;

  return (
    <Modal opened onClose={close} title={field ? t('form.editTitle') : t('form.newTitle')} size="lg">
      <form ref={focus.ref} onSubmit={submit} noValidate>
        <Stack>
          <TextInput label={t('field.name')} required data-autofocus maxLength={200} {...form.getInputProps('name')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('field.typeId')}
              required
              data={codebook.options('sportFieldTypes')}
              {...form.getInputProps('typeId')}
            />
            {zone === 'admin' && (
              <ClubSelect
                label={t('field.club')}
                description={t('form.clubHint')}
                value={form.values.clubId}
                onChange={(id) => form.setFieldValue('clubId', id)}
                knownName={field?.club?.name}
                error={form.errors.clubId}
              />
            )}
          </SimpleGrid>
          <TextInput label={t('field.street')} maxLength={200} {...form.getInputProps('street')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('field.city')} maxLength={100} {...form.getInputProps('city')} />
            <TextInput label={t('field.zip')} maxLength={10} {...form.getInputProps('zip')} />
            <Select
              label={t('field.regionId')}
              data={codebook.options('region')}
              clearable
              searchable
              {...form.getInputProps('regionId')}
            />
            <Select
              label={t('field.districtId')}
              data={codebook.options('district', (d) => !region || String(d.regionId) === region)}
              clearable
              searchable
              {...form.getInputProps('districtId')}
            />
            <NumberInput
              label={t('field.latitude')}
              description={t('form.gpsHint')}
              decimalScale={6}
              min={-90}
              max={90}
              {...form.getInputProps('latitude')}
            />
            <NumberInput
              label={t('field.longitude')}
              description={t('form.gpsHintLon')}
              decimalScale={6}
              min={-180}
              max={180}
              {...form.getInputProps('longitude')}
            />
            <NumberInput
              label={t('field.courtCount')}
              allowDecimal={false}
              min={0}
              max={100}
              {...form.getInputProps('courtCount')}
            />
            <NumberInput
              label={t('field.capacity')}
              allowDecimal={false}
              min={0}
              max={100000}
              {...form.getInputProps('capacity')}
            />
            <TypedDateField label={t('field.validFrom')} required {...form.getInputProps('validFrom')} />
            <TypedDateField
              label={t('field.validTill')}
              description={t('form.validTillHint')}
              {...form.getInputProps('validTill')}
            />
          </SimpleGrid>
          <Textarea label={t('field.note')} autosize minRows={2} maxLength={2000} {...form.getInputProps('note')} />
          <FormActions onCancel={close} submitting={form.submitting} />
        </Stack>
      </form>
    </Modal>
  );
}
