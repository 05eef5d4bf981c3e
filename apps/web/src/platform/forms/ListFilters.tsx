// The filter bar of ListView: on wide screens the first filters in a row and the rest behind
// "Další filtry"; on phones one "Filtry" button (with the count of active filters) opening a drawer
// with all of them, and the active ones as removable chips under it.
import { Badge, Button, Collapse, Drawer, Group, Pill, Select, Stack, VisuallyHidden } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateRange } from '../i18n/format';
import { DateRangeField } from './DateField';
import { DebouncedInput } from './DebouncedInput';
import { type FilterInput, type FilterValues, type ListFilter, selectOptions } from './use-list-state';

/** Wide screens: filters shown in the bar before "Další filtry" when there are too many for one. */
export const DEFAULT_VISIBLE_FILTERS = 6;

export function isFilterActive(input: FilterInput | undefined): boolean {
  if (input === undefined) return false;
  if (typeof input === 'string') return input.trim() !== '';
  return Boolean(input.from || input.to);
}

/**
 * How many filters the bar shows directly: all when at most one more than `visible` (a button
 * for a single filter saves nothing), else `visible`.
 */
export function shownFilterCount(total: number, visible: number): number {
  return total <= visible + 1 ? total : Math.max(1, visible);
}

interface FiltersProps {
  filters: ListFilter[];
  values: FilterValues;
  onChange: (field: string, value: FilterInput | undefined) => void;
}

/** Wide screens: the first filters in a row, the rest folded under "Další filtry" (open while one of them is set). */
export function FilterBar({ filters, values, onChange, visible }: FiltersProps & { visible: number }) {
  const { t } = useTranslation('forms');
  const shown = shownFilterCount(filters.length, visible);
  const more = filters.slice(shown);
  const moreActive = more.filter((f) => isFilterActive(values[f.field])).length;
  const [open, setOpen] = useState(false);
  const expanded = open || moreActive > 0;
  const moreId = useId();
  const field = (filter: ListFilter) => (
    <FilterField
      key={filter.field}
      filter={filter}
      value={values[filter.field]}
      onChange={(v) => onChange(filter.field, v)}
    />
  );
  return (
    // The filters' own width as the basis: when they and the buttons do not fit in one line, the
    // buttons go below and the filters take the full width (wrapping there).
    <Stack role="search" aria-label={t('list.filters')} gap="sm" style={{ flex: '1 1 auto', minWidth: 0 }}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        {filters.slice(0, shown).map(field)}
        {more.length > 0 && (
          <Button
            variant="subtle"
            aria-expanded={expanded}
            aria-controls={moreId}
            // Open while one of the folded filters is set: it stays in sight.
            disabled={moreActive > 0}
            onClick={() => setOpen((o) => !o)}
            rightSection={
              expanded ? <IconChevronUp size={16} aria-hidden /> : <IconChevronDown size={16} aria-hidden />
            }
          >
            {t('list.moreFilters', { count: more.length })}
          </Button>
        )}
      </Group>
      {more.length > 0 && (
        <Collapse expanded={expanded} id={moreId}>
          <Group gap="sm" align="flex-end" wrap="wrap">
            {more.map(field)}
          </Group>
        </Collapse>
      )}
    </Stack>
  );
}

/** The text of an active filter's chip: "label: value". */
export function chipText(filter: ListFilter, value: FilterInput, yes: string, no: string): string {
  let shown: string;
  if (typeof value === 'object') shown = formatDateRange(value.from ?? null, value.to ?? null);
  else if (filter.kind === 'select') shown = selectOptions(filter).find((o) => o.value === value)?.label ?? value;
  else if (filter.kind === 'boolean') shown = value === 'true' ? yes : no;
  else shown = value.trim();
  return `${filter.label}: ${shown}`;
}

/**
 * Phones: one "Filtry" button opening a drawer with every filter; the active ones as chips that
 * each remove their filter. `extraActive`: filters the page keeps outside the bar, counted too.
 */
export function PhoneFilters({
  filters,
  values,
  onChange,
  extraActive = 0,
  onClearAll,
  resultText,
}: FiltersProps & { extraActive?: number; onClearAll: () => void; resultText: string }) {
  const { t } = useTranslation('forms');
  const [opened, setOpened] = useState(false);
  const active = filters.filter((f) => isFilterActive(values[f.field]));
  const count = active.length + extraActive;
  return (
    <Stack gap="xs" style={{ flex: '1 1 auto', minWidth: 0 }} data-list-phone-filters>
      <Group gap="xs" wrap="wrap">
        <Button
          variant="default"
          leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
          rightSection={
            count > 0 ? (
              // Read as "Filtry 1 aktivní": the visible text first, as the name (axe: label in name).
              <Badge size="sm" circle>
                {count}
                <VisuallyHidden component="span">{` ${t('list.activeCount', { count })}`}</VisuallyHidden>
              </Badge>
            ) : undefined
          }
          aria-haspopup="dialog"
          onClick={() => setOpened(true)}
        >
          {t('list.filters')}
        </Button>
      </Group>
      {active.length > 0 && (
        <Group gap={6} wrap="wrap" aria-label={t('list.activeFilters')} role="group">
          {active.map((f) => {
            const text = chipText(f, values[f.field]!, t('list.yes'), t('list.no'));
            return (
              <Pill
                key={f.field}
                size="md"
                withRemoveButton
                onRemove={() => onChange(f.field, undefined)}
                // Mantine hides the remove button from the keyboard and screen readers (it expects
                // Backspace in an input); a chip alone needs it reachable.
                removeButtonProps={{
                  'aria-label': t('list.removeFilter', { filter: text }),
                  'aria-hidden': false,
                  tabIndex: 0,
                }}
                maw="100%"
              >
                {text}
              </Pill>
            );
          })}
        </Group>
      )}
      <Drawer
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('list.filters')}
        position="bottom"
        size="auto"
        padding="md"
        styles={{ content: { maxHeight: '90dvh' } }}
      >
        <Stack gap="md">
          <Stack role="search" aria-label={t('list.filters')} gap="sm">
            {filters.map((filter) => (
              <FilterField
                key={filter.field}
                filter={filter}
                value={values[filter.field]}
                onChange={(v) => onChange(filter.field, v)}
                fullWidth
              />
            ))}
          </Stack>
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Button variant="subtle" onClick={onClearAll} disabled={count === 0}>
              {t('list.clearFilters')}
            </Button>
            <Button onClick={() => setOpened(false)}>{resultText}</Button>
          </Group>
        </Stack>
      </Drawer>
    </Stack>
  );
}

export function FilterField({
  filter,
  value,
  onChange,
  fullWidth = false,
}: {
  filter: ListFilter;
  value: FilterInput | undefined;
  onChange: (value: FilterInput | undefined) => void;
  fullWidth?: boolean;
}) {
  const { t } = useTranslation('forms');
  const text = typeof value === 'string' ? value : '';
  const width = (w: number) => (fullWidth ? '100%' : { base: '100%', xs: w });
  switch (filter.kind) {
    case 'text':
      return (
        <DebouncedInput
          label={filter.label}
          placeholder={filter.placeholder}
          value={text}
          onChange={(v) => onChange(v || undefined)}
          w={width(220)}
        />
      );
    case 'select':
      return (
        <Select
          label={filter.label}
          placeholder={filter.placeholder ?? t('list.any')}
          data={selectOptions(filter)}
          value={text || null}
          onChange={(v) => onChange(v ?? undefined)}
          clearable
          searchable
          w={width(200)}
        />
      );
    case 'boolean':
      return (
        <Select
          label={filter.label}
          placeholder={t('list.any')}
          data={[
            { value: 'true', label: t('list.yes') },
            { value: 'false', label: t('list.no') },
          ]}
          value={text || null}
          onChange={(v) => onChange(v ?? undefined)}
          clearable
          w={width(140)}
        />
      );
    case 'dateRange':
      return (
        <DateRangeFilter
          label={filter.label}
          value={typeof value === 'object' ? value : undefined}
          onChange={onChange}
          w={width(240)}
        />
      );
  }
}

function DateRangeFilter({
  label,
  value,
  onChange,
  w,
}: {
  label: string;
  value: { from?: string; to?: string } | undefined;
  onChange: (value: FilterInput | undefined) => void;
  w: string | { base: string; xs: number };
}) {
  const { t } = useTranslation('forms');
  return (
    <DateRangeField
      label={label}
      placeholder={t('list.dateRangePlaceholder')}
      value={[value?.from ?? null, value?.to ?? null]}
      onChange={([from, to]) => onChange(from && to ? { from, to } : undefined)}
      w={w}
    />
  );
}
