// Starting an import: type (persons only in the club zone), target (admin: a club or a federation
// unit), encoding and file, checked in the picker; then the file is uploaded with a progress bar,
// the import is created and the user is taken to its detail. Problems the server finds in the
// file (missing columns, say) are shown under the file field.
import { IMPORT_ENCODINGS, IMPORT_TYPE } from '@fedra/contract/imports';
import { Button, Card, FileInput, Grid, Group, Progress, Radio, Select, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconFileUpload, IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { acceptOf, checkFile, fileHint, fileProblemText, uploadFile } from '../../../platform/files';
import { notify, notifyError } from '../../../platform/notifications';
import { zoneHref } from '../../../platform/routing/zone';
import { useSession } from '../../../platform/session/session';
import { createImport, type ImportZone, importQuery, importsKey } from '../api';
import { type UploadFormField, uploadFormErrors, uploadPercent } from '../upload-errors';
import { ClubPicker } from './ClubPicker';
import { SampleDownloads } from './SampleDownloads';

type Encoding = (typeof IMPORT_ENCODINGS)[number];

interface Values {
  typeId: string;
  objectId: string | null;
  encoding: Encoding;
  file: File | null;
}

type Phase = { step: 'idle' } | { step: 'uploading'; percent: number } | { step: 'creating' };

const PERSON = String(IMPORT_TYPE.person);
const CLUB = String(IMPORT_TYPE.club);

function isAbort(err: unknown): boolean {
  return err instanceof DOMException && err.name === 'AbortError';
}

/** Several messages of one field, one per line (a file may lack more than one column). */
function messageLines(messages: string[]) {
  return messages.length === 1
    ? messages[0]
    : messages.map((m) => (
        <span key={m} style={{ display: 'block' }}>
          {m}
        </span>
      ));
}

export function UploadPanel({ zone }: { zone: ImportZone }) {
  const { t, i18n } = useTranslation('imports');
  const lang = i18n.language === 'en' ? 'en' : 'cs';
  const { codebook, user } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<Phase>({ step: 'idle' });
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const targetLabel = (typeId: string) => (typeId === CLUB ? t('upload.unit') : t('upload.club'));
  const form = useForm<Values>({
    initialValues: { typeId: PERSON, objectId: null, encoding: 'auto', file: null },
    validate: {
      objectId: (value, values) =>
        zone === 'admin' && !value ? t('common:form.required', { label: targetLabel(values.typeId) }) : null,
      file: (file) => {
        if (!file) return t('common:form.required', { label: t('upload.file') });
        const problem = checkFile(file, 'import');
        return problem ? fileProblemText(problem) : null;
      },
    },
  });

  const busy = phase.step !== 'idle';
  const typeName = (id: number) => codebook?.importTypes[String(id)]?.name[lang] ?? '';
  const units = Object.values(codebook?.federationUnits ?? {}).map((u) => ({
    value: String(u.id),
    label: u.name[lang],
  }));

  const submit = form.onSubmit(async (values) => {
    const controller = new AbortController();
    abort.current = controller;
    setPhase({ step: 'uploading', percent: 0 });
    try {
      const uploaded = await uploadFile(values.file!, {
        zone,
        purpose: 'import',
        signal: controller.signal,
        onProgress: ({ loaded, total }) => setPhase({ step: 'uploading', percent: uploadPercent(loaded, total) }),
      });
      setPhase({ step: 'creating' });
      const created = await createImport(zone, {
        typeId: Number(values.typeId),
        ...(zone === 'admin' ? { objectId: Number(values.objectId) } : {}),
        fileAwsUrl: uploaded.fileUrl,
        encoding: values.encoding,
      });
      // The detail opens with the answer at once and polls from there.
      queryClient.setQueryData(importQuery(zone, created.data.id).queryKey, created);
      await queryClient.invalidateQueries({ queryKey: importsKey(zone) });
      notify.success(t('upload.started'));
      navigate(zoneHref(zone, `import/detail/${created.data.id}`));
    } catch (err) {
      if (isAbort(err)) return;
      setPhase({ step: 'idle' });
      const { fields, other } = uploadFormErrors(err);
      for (const [field, messages] of Object.entries(fields) as [UploadFormField, string[]][]) {
        form.setFieldError(field, messageLines(messages));
      }
      if (Object.keys(fields).length === 0 || other.length > 0) notifyError(err);
    }
  });

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="import-upload-title">
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <form onSubmit={submit} noValidate>
            <Stack gap="sm">
              <Title order={2} size="h4" id="import-upload-title">
                {t('upload.title')}
              </Title>
              {zone === 'admin' ? (
                <Radio.Group
                  label={t('upload.type')}
                  required
                  {...form.getInputProps('typeId')}
                  onChange={(value) => {
                    form.setFieldValue('typeId', value);
                    // A club id and a unit id are different things: the target is chosen again.
                    form.setFieldValue('objectId', null);
                    form.clearFieldError('objectId');
                    // The server's verdict on the file's header was for the other type.
                    if (form.values.file) form.validateField('file');
                  }}
                >
                  <Group gap="lg" mt={4}>
                    <Radio value={PERSON} label={typeName(IMPORT_TYPE.person)} disabled={busy} />
                    <Radio value={CLUB} label={typeName(IMPORT_TYPE.club)} disabled={busy} />
                  </Group>
                </Radio.Group>
              ) : (
                <Text size="sm">
                  <Text span fw={600}>
                    {typeName(IMPORT_TYPE.person)}
                  </Text>
                  {' · '}
                  {t('upload.clubTarget', { club: user?.currentClub?.name ?? '' })}
                </Text>
              )}
              {zone === 'admin' &&
                (form.values.typeId === CLUB ? (
                  <Select
                    key="unit"
                    label={t('upload.unit')}
                    description={t('upload.unitHint')}
                    placeholder={t('upload.unitPlaceholder')}
                    required
                    data={units}
                    disabled={busy}
                    {...form.getInputProps('objectId')}
                  />
                ) : (
                  <ClubPicker
                    key="club"
                    value={form.values.objectId}
                    onChange={(v) => form.setFieldValue('objectId', v)}
                    error={form.errors.objectId}
                    disabled={busy}
                  />
                ))}
              <Grid gap="sm">
                <Grid.Col span={{ base: 12, sm: 7 }}>
                  <FileInput
                    label={t('upload.file')}
                    description={fileHint('import')}
                    placeholder={t('upload.filePlaceholder')}
                    required
                    clearable
                    accept={acceptOf('import')}
                    leftSection={<IconFileUpload size={16} aria-hidden />}
                    disabled={busy}
                    {...form.getInputProps('file')}
                    onChange={(file) => {
                      form.setFieldValue('file', file);
                      // Checked when picked, so a wrong file is refused before anything is sent.
                      if (file) form.validateField('file');
                      else form.clearFieldError('file');
                    }}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 5 }}>
                  <Select
                    label={t('upload.encoding')}
                    description={t('upload.encodingHint')}
                    allowDeselect={false}
                    data={IMPORT_ENCODINGS.map((e) => ({ value: e, label: t(`upload.encodings.${e}`) }))}
                    disabled={busy}
                    {...form.getInputProps('encoding')}
                  />
                </Grid.Col>
              </Grid>
              {zone === 'club' && form.errors.typeId && (
                <Text size="sm" c="red.8" role="alert">
                  {form.errors.typeId}
                </Text>
              )}
              {phase.step !== 'idle' && (
                <Stack gap={4}>
                  <Progress.Root size="lg">
                    <Progress.Section
                      value={phase.step === 'uploading' ? phase.percent : 100}
                      animated={phase.step === 'creating'}
                      striped={phase.step === 'creating'}
                      aria-label={t('upload.progress')}
                    />
                  </Progress.Root>
                  <Text size="sm" role="status">
                    {phase.step === 'uploading'
                      ? t('upload.uploading', { percent: phase.percent })
                      : t('upload.creating')}
                  </Text>
                </Stack>
              )}
              <Group justify="flex-end">
                <Button type="submit" loading={busy} leftSection={<IconUpload size={16} aria-hidden />}>
                  {t('upload.submit')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <SampleDownloads zone={zone} />
        </Grid.Col>
      </Grid>
    </Card>
  );
}
