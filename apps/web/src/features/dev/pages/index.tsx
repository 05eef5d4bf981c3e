// The dev-only pages: the landing page with links, a sample form, a sample grid and the styleguide
// (routes.ts). Nothing here calls the server: the grid pages through data made in the browser.
import type { ListEnvelope } from '@fedra/contract/common/envelope';
import type { ListQuery } from '@fedra/contract/common/list-query';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import {
  AsyncButton,
  confirmAction,
  DebouncedInput,
  FormActions,
  type ListColumn,
  ListView,
  rules,
} from '../../../platform/forms';
import { formatDate } from '../../../platform/i18n/format';
import { notify } from '../../../platform/notifications';
import { usePageTitle } from '../../../platform/routing/page-title';
import { addDevTexts } from '../dev-texts';

addDevTexts();

export function DevLandingPage() {
  const { t } = useTranslation('dev');
  const { zone } = useParams();
  usePageTitle(t('landing.title'));
  const base = zone ? `/zone/${zone}` : '';
  return (
    <Stack maw={720}>
      <Title order={1}>{t('landing.title')}</Title>
      <Text>{t('landing.intro')}</Text>
      <Stack component="ul" gap="xs">
        {(['form', 'grid', 'styleguide'] as const).map((page) => (
          <li key={page}>
            <Anchor component={Link} to={`${base}/${page}`}>
              {t(`${page}.title`)}
            </Anchor>
            <Text size="sm" c="dimmed">
              {t(`landing.${page}`)}
            </Text>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

/** The sample form: required fields, the shared rules and form actions. */
function SampleForm() {
  const { t } = useTranslation('dev');
  const [search, setSearch] = useState('');
  const form = useForm({
    initialValues: { name: '', email: '', role: null as string | null, note: '', agree: false },
    validate: {
      name: (v, all) => rules.required(t('form.name'))(v, all) ?? rules.maxLength(t('form.name'), 100)(v, all),
      email: (v, all) => rules.required(t('form.email'))(v, all) ?? rules.email(t('form.email'))(v, all),
      role: (v, all) => rules.required(t('form.role'))(v, all),
      agree: (v, all) => (v ? null : rules.required(t('form.agree'))(null, all)),
    },
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(() => {
        notify.success(t('form.saved'));
        form.reset();
      })}
    >
      <Stack>
        <TextInput label={t('form.name')} required autoComplete="name" {...form.getInputProps('name')} />
        <TextInput
          label={t('form.email')}
          required
          type="email"
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        <Select
          label={t('form.role')}
          required
          data={(['athlete', 'referee', 'coach'] as const).map((r) => ({ value: r, label: t(`form.roles.${r}`) }))}
          {...form.getInputProps('role')}
        />
        <Textarea label={t('form.note')} autosize minRows={2} {...form.getInputProps('note')} />
        <DebouncedInput label={t('form.search')} value={search} onChange={setSearch} />
        {search && <Text size="sm">{t('form.searchValue', { value: search })}</Text>}
        <Checkbox label={t('form.agree')} required {...form.getInputProps('agree', { type: 'checkbox' })} />
        <FormActions
          submitting={false}
          onCancel={() => {
            form.reset();
            notify.info(t('form.cancelled'));
          }}
        />
      </Stack>
    </form>
  );
}

export function DevFormPage() {
  const { t } = useTranslation('dev');
  usePageTitle(t('form.title'));
  return (
    <Stack maw={720}>
      <Title order={1}>{t('form.title')}</Title>
      <Card withBorder>
        <SampleForm />
      </Card>
    </Stack>
  );
}

interface SamplePerson {
  id: number;
  name: string;
  club: string;
  born: string;
  active: boolean;
  points: number;
}

const FIRST = ['Jan', 'Petra', 'Tomáš', 'Eva', 'Lukáš', 'Zuzana', 'Martin', 'Lucie', 'Jiří', 'Kateřina'];
const LAST = ['Novák', 'Svobodová', 'Dvořák', 'Černá', 'Procházka', 'Kučerová', 'Veselý', 'Horáková'];
const CLUBS = ['TJ Sokol Brno', 'SK Slavia Praha', 'HC Olomouc', 'Spartak Ostrava'];

/** 137 people, the same every time. */
const PEOPLE: SamplePerson[] = Array.from({ length: 137 }, (_, i) => ({
  id: i + 1,
  name: `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]}`,
  club: CLUBS[(i * 3) % CLUBS.length]!,
  born: `${1960 + ((i * 13) % 50)}-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + ((i * 5) % 28)).padStart(2, '0')}`,
  active: i % 4 !== 0,
  points: (i * 37) % 250,
}));

/** The list call's answer as the server would give it: filtered, sorted and paged. */
async function loadPeople(query: ListQuery): Promise<ListEnvelope<SamplePerson>> {
  let rows = PEOPLE;
  for (const [field, filter] of Object.entries(query.fields ?? {})) {
    const value = typeof filter.v === 'string' ? filter.v.toLowerCase() : '';
    if (field === 'active') rows = rows.filter((r) => String(r.active) === value);
    else
      rows = rows.filter((r) =>
        String(r[field as keyof SamplePerson])
          .toLowerCase()
          .includes(value),
      );
  }
  for (const key of (query.sort ?? '').split(',').filter(Boolean).reverse()) {
    const field = key.replace(/^-/, '') as keyof SamplePerson;
    const direction = key.startsWith('-') ? -1 : 1;
    rows = [...rows].sort((a, b) => {
      const x = a[field];
      const y = b[field];
      // Names in Czech order (Č after C), as the server's collation sorts them.
      const order = typeof x === 'string' ? x.localeCompare(String(y), 'cs') : x < y ? -1 : x > y ? 1 : 0;
      return order * direction;
    });
  }
  const offset = query.offset ?? 0;
  const limit = query.limit ?? 100;
  return { data: rows.slice(offset, offset + limit), offset, limit, total: rows.length };
}

function SampleList({ syncToUrl = false, defaultLimit }: { syncToUrl?: boolean; defaultLimit?: number }) {
  const { t } = useTranslation('dev');
  const columns: ListColumn<SamplePerson>[] = [
    { key: 'name', title: t('grid.name'), sortField: 'name' },
    { key: 'club', title: t('grid.club'), sortField: 'club' },
    // Dates as every list shows them (d. m. yyyy in Czech), not the ISO value.
    { key: 'born', title: t('grid.born'), sortField: 'born', render: (r) => formatDate(r.born) },
    {
      key: 'active',
      title: t('grid.active'),
      render: (r) => (r.active ? <Badge variant="light">{t('grid.active')}</Badge> : '—'),
    },
    {
      key: 'points',
      title: t('grid.points'),
      sortField: 'points',
      align: 'right',
      render: (r) => t('grid.points', { count: r.points }),
    },
  ];
  return (
    <ListView<SamplePerson>
      queryKey={['dev', 'people', syncToUrl]}
      load={loadPeople}
      caption={t('grid.caption')}
      columns={columns}
      defaultSort="name"
      defaultLimit={defaultLimit}
      syncToUrl={syncToUrl}
      filters={[
        { kind: 'text', field: 'name', label: t('grid.name') },
        { kind: 'boolean', field: 'active', label: t('grid.active') },
      ]}
    />
  );
}

export function DevGridPage() {
  const { t } = useTranslation('dev');
  usePageTitle(t('grid.title'));
  return (
    <Stack>
      <Title order={1}>{t('grid.title')}</Title>
      <SampleList syncToUrl />
    </Stack>
  );
}

/** One section of the styleguide, with its heading for the keyboard and screen readers. */
function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Card withBorder component="section" aria-labelledby={id}>
      <Stack>
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

export function DevStyleguidePage() {
  const { t } = useTranslation('dev');
  usePageTitle(t('styleguide.title'));
  return (
    <Stack>
      <Title order={1}>{t('styleguide.title')}</Title>
      <Section id="sg-notifications" title={t('styleguide.notifications')}>
        <Group>
          <Button color="green" onClick={() => notify.success(t('styleguide.successText'))}>
            {t('styleguide.success')}
          </Button>
          <Button color="blue" onClick={() => notify.info(t('styleguide.infoText'))}>
            {t('styleguide.info')}
          </Button>
          <Button color="yellow" onClick={() => notify.warning(t('styleguide.warningText'))}>
            {t('styleguide.warning')}
          </Button>
          <Button color="red" onClick={() => notify.error(t('styleguide.errorText'))}>
            {t('styleguide.error')}
          </Button>
        </Group>
      </Section>
      <Section id="sg-buttons" title={t('styleguide.buttons')}>
        <Group>
          <Button>{t('styleguide.primary')}</Button>
          <Button variant="default">{t('styleguide.secondary')}</Button>
          <Button color="red" variant="light">
            {t('styleguide.danger')}
          </Button>
          <AsyncButton onClick={() => new Promise((resolve) => setTimeout(resolve, 600))}>
            {t('styleguide.asyncOk')}
          </AsyncButton>
          <AsyncButton
            variant="default"
            onClick={() =>
              new Promise((_, reject) => setTimeout(() => reject(new Error(t('styleguide.failure'))), 600))
            }
            onError={() => notify.error(t('styleguide.errorText'))}
          >
            {t('styleguide.asyncFail')}
          </AsyncButton>
        </Group>
      </Section>
      <Section id="sg-confirm" title={t('styleguide.confirm')}>
        <Group>
          <Button
            color="red"
            variant="outline"
            onClick={() =>
              confirmAction({
                title: t('styleguide.confirmTitle'),
                children: t('styleguide.confirmText'),
                confirm: t('styleguide.danger'),
                danger: true,
                run: () => new Promise((resolve) => setTimeout(resolve, 300)),
                afterwards: () => notify.success(t('styleguide.deleted')),
              })
            }
          >
            {t('styleguide.confirmOpen')}
          </Button>
        </Group>
      </Section>
      <Section id="sg-form" title={t('styleguide.formBlocks')}>
        <Text size="sm" c="dimmed">
          {t('styleguide.formHint')}
        </Text>
        <SampleForm />
      </Section>
      <Section id="sg-list" title={t('styleguide.listView')}>
        <SampleList defaultLimit={10} />
      </Section>
      <Section id="sg-badges" title={t('styleguide.badges')}>
        <Group>
          <Badge>{t('grid.active')}</Badge>
          <Badge color="gray" variant="light">
            {t('styleguide.secondary')}
          </Badge>
          <Badge color="red" variant="outline">
            {t('styleguide.error')}
          </Badge>
        </Group>
        <Alert color="blue" variant="light" title={t('styleguide.info')}>
          {t('styleguide.alert')}
        </Alert>
      </Section>
      <Section id="sg-sandbox" title={t('styleguide.sandbox')}>
        <Text size="sm">{t('styleguide.sandboxText')}</Text>
      </Section>
    </Stack>
  );
}
