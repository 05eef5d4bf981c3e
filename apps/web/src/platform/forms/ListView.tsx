// The generic server-paged list: filters, sortable headers, loading states, paging and page size,
// the export of the whole filtered list and, optionally, the selection of rows for a bulk action.
import '@mantine/dates/styles.css';
import type { EndpointDef, EndpointRoute } from '@fedra/contract/common/endpoint';
import type { ListQuery } from '@fedra/contract/common/list-query';
import {
  ActionIcon,
  Alert,
  Box,
  Button,
  Checkbox,
  Group,
  Loader,
  LoadingOverlay,
  NativeSelect,
  Pagination,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconAlertCircle, IconArrowDown, IconArrowsSort, IconArrowUp, IconRefresh } from '@tabler/icons-react';
import { type Key, type MouseEvent, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../api/api-error';
import { formatCount } from '../i18n/numbers';
import { DebouncedInput } from './DebouncedInput';
import { ListExportMenu } from './ListExportMenu';
import { isRowSelected, type ListSelection, pageSelection, selectionCount, toggleRow } from './list-selection';
import {
  type FilterInput,
  type ListController,
  type ListFilter,
  type ListLoadState,
  type ListUrlBinding,
  type UseListStateOptions,
  useListState,
} from './use-list-state';

export interface ListColumn<Row> {
  key: string;
  title: ReactNode;
  /** The list field the server sorts by; the header becomes a sort button. */
  sortField?: string;
  /** The cell; by default the row's property `key` as text. */
  render?: (row: Row, index: number) => ReactNode;
  width?: number | string;
  align?: 'left' | 'center' | 'right';
}

export interface ListViewProps<Row> extends Omit<UseListStateOptions<Row>, 'url'> {
  columns: ListColumn<Row>[];
  /** Row identity; by default `row.id`, else the index. */
  getRowKey?: (row: Row, index: number) => Key;
  /** Rows-per-page choices; the default limit is added when missing. */
  pageSizeOptions?: number[];
  /** Mirror offset, limit, sort and filters in the address (needs a router). */
  syncToUrl?: boolean;
  /** Prefix of the address keys when a page has more than one synced list. */
  urlPrefix?: string;
  /** Accessible name of the table. */
  caption: string;
  /** Text of an empty list without filters. */
  emptyText?: ReactNode;
  /** Text of an empty list under filters; by default a generic one. */
  emptyFilteredText?: ReactNode;
  /** Extra content at the right of the filter bar (e.g. a "new" button). */
  toolbar?: ReactNode;
  /** The list call: offers its export (CSV, XLSX) of the current filter and sort, all pages. */
  exportEndpoint?: EndpointDef | EndpointRoute;
  /** Path parameters of the list call, for the export. */
  exportParams?: Record<string, string | number>;
  /** Further query parameters of the list call (a report's date): sent with each page and the export. */
  params?: Record<string, string>;
  /**
   * Filters the page keeps outside the filter bar (a club picked from a server search): added to
   * each page's query and to the export's, counted as active filters and cleared with them.
   */
  outsideFilters?: OutsideFilters;
  /** Rows chosen for a bulk action: a checkbox column, a page checkbox, "all matching the filter". */
  selection?: ListSelection<Row>;
  /** Bulk actions beside the selection's count (shown with `selection`, also while nothing is picked). */
  selectionActions?: ReactNode;
  /** Told the list's current query (filters, outside filters and params, no paging) and its total. */
  onQueryChange?: (query: ListQuery, total: number | undefined) => void;
  /** Below this width the table scrolls sideways (phones). */
  minTableWidth?: number;
  skeletonRows?: number;
}

export interface OutsideFilters {
  /** The query with these filters added. */
  apply: (query: ListQuery) => ListQuery;
  active: boolean;
  /** A synced list: their address keys, removed in the same address update as the list's filters. */
  addressKeys?: readonly string[];
  /** A list not synced to the address: clears them. */
  clear?: () => void;
}

export const DEFAULT_PAGE_SIZES = [10, 25, 50, 100];
const BUSY: ListLoadState[] = ['loading', 'sorting', 'loadingMore', 'filtering', 'refreshing', 'submitting'];

/** A list driven by the list query convention; see ListViewProps. Needs a QueryClientProvider. */
export function ListView<Row>(props: ListViewProps<Row>) {
  return props.syncToUrl ? <UrlSyncedListView {...props} /> : <ListViewBody {...props} />;
}

function UrlSyncedListView<Row>(props: ListViewProps<Row>) {
  const [params, setParams] = useSearchParams();
  const url = useMemo<ListUrlBinding>(
    () => ({ params, setParams: (next) => setParams(next, { replace: true }), prefix: props.urlPrefix }),
    [params, setParams, props.urlPrefix],
  );
  return <ListViewBody {...props} url={url} />;
}

function cellText(value: unknown, yes: string, no: string): ReactNode {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? yes : no;
  if (typeof value === 'string' || typeof value === 'number') return value;
  return '';
}

function defaultRowKey(row: unknown, index: number): Key {
  const id = (row as { id?: unknown } | null)?.id;
  return typeof id === 'string' || typeof id === 'number' ? id : index;
}

function ListViewBody<Row>({
  columns,
  getRowKey = defaultRowKey,
  pageSizeOptions = DEFAULT_PAGE_SIZES,
  caption,
  emptyText,
  emptyFilteredText,
  toolbar,
  exportEndpoint,
  exportParams,
  params,
  outsideFilters,
  selection,
  selectionActions,
  onQueryChange,
  minTableWidth = 640,
  skeletonRows = 5,
  syncToUrl: _syncToUrl,
  urlPrefix: _urlPrefix,
  ...options
}: ListViewProps<Row> & { url?: ListUrlBinding }) {
  const { t, i18n } = useTranslation('forms');
  const withOutside = (q: ListQuery) => (outsideFilters ? outsideFilters.apply(q) : q);
  const withParams = (q: ListQuery) => withOutside(params ? { ...q, params } : q);
  const list = useListState<Row>({
    ...options,
    // The page's query key names the outside filters' values; the params are added here.
    queryKey: params ? [...options.queryKey, params] : options.queryKey,
    load: (q, signal) => options.load(withParams(q), signal),
  });
  const hasFilters = list.hasFilters || Boolean(outsideFilters?.active);
  const clearFilters = () => {
    outsideFilters?.clear?.();
    list.clearFilters(outsideFilters?.addressKeys);
  };
  const filters = options.filters ?? [];
  const { status, rows } = list;
  const busy = BUSY.includes(status);
  const sizes = useMemo(
    () => [...new Set([...pageSizeOptions, list.state.limit])].sort((a, b) => a - b),
    [pageSizeOptions, list.state.limit],
  );

  const errorMessages =
    status === 'error'
      ? isApiError(list.error) && list.error.messages.length
        ? list.error.messages
        : [t('list.loadError')]
      : [];

  const showTable = status !== 'error' || rows.length > 0;
  // A capped total (at least so many rows) is no count for a selection of all matching rows.
  const knownTotal = status === 'error' || status === 'loading' || list.totalCapped ? undefined : list.total;

  // What the rows match, without paging or sort: a bulk action on "all matching" sends it, and a
  // selection made under other filters is dropped (it would act on rows no longer shown).
  const { offset: _offset, limit: _limit, sort: _sort, ...matching } = withParams(list.query);
  const matchingKey = JSON.stringify(matching);
  const selectionRef = useRef(selection);
  selectionRef.current = selection;
  const firstMatching = useRef(matchingKey);
  useEffect(() => {
    if (firstMatching.current === matchingKey) return;
    firstMatching.current = matchingKey;
    selectionRef.current?.onChange({ keys: new Set(), allMatching: false });
  }, [matchingKey]);
  const onQueryChangeRef = useRef(onQueryChange);
  onQueryChangeRef.current = onQueryChange;
  // A list not enabled yet (waiting for a default filter) has no query in effect.
  const enabled = options.enabled !== false;
  useEffect(() => {
    if (enabled) onQueryChangeRef.current?.(JSON.parse(matchingKey) as ListQuery, knownTotal);
  }, [matchingKey, knownTotal, enabled]);
  const rowKeys = rows.map((row, index) => getRowKey(row, index));
  const from = list.offset + 1;
  const to = list.offset + rows.length;

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        {filters.length > 0 ? (
          // A basis wider than half a phone: there the buttons wrap below and the filters take the full width.
          <Group
            role="search"
            aria-label={t('list.filters')}
            gap="sm"
            align="flex-end"
            wrap="wrap"
            style={{ flex: '1 1 20rem' }}
          >
            {filters.map((filter) => (
              <FilterField
                key={filter.field}
                filter={filter}
                value={list.state.filters[filter.field]}
                onChange={(v) => list.setFilter(filter.field, v)}
              />
            ))}
          </Group>
        ) : (
          <span />
        )}
        {/* Wraps on a phone rather than pushing a page's own button past the edge. */}
        <Group gap="xs" wrap="wrap">
          <StatusIndicator status={status} />
          <ActionIcon
            variant="subtle"
            aria-label={t('list.refresh')}
            title={t('list.refresh')}
            onClick={list.refresh}
            disabled={busy}
          >
            <IconRefresh size={18} aria-hidden />
          </ActionIcon>
          {exportEndpoint && (
            <ListExportMenu
              endpoint={exportEndpoint}
              params={exportParams}
              query={withParams(list.query)}
              total={status === 'error' || list.totalCapped ? undefined : list.total}
            />
          )}
          {toolbar}
        </Group>
      </Group>

      {errorMessages.length > 0 && (
        <Alert color="red" title={t('list.errorTitle')} icon={<IconAlertCircle aria-hidden />} role="alert">
          <Stack gap="xs" align="flex-start">
            {errorMessages.map((m) => (
              <Text key={m} size="sm">
                {m}
              </Text>
            ))}
            <Button size="xs" variant="light" color="red" onClick={list.refresh}>
              {t('list.retry')}
            </Button>
          </Stack>
        </Alert>
      )}

      {selection && (
        <SelectionBar selection={selection} rowKeys={rowKeys} total={knownTotal} actions={selectionActions} />
      )}

      {showTable && (
        <Box pos="relative">
          <LoadingOverlay
            visible={status === 'loadingMore' || status === 'submitting'}
            zIndex={2}
            overlayProps={{ blur: 1 }}
            loaderProps={{ size: 'sm' }}
          />
          <Table.ScrollContainer minWidth={minTableWidth} type="native">
            <Table striped highlightOnHover aria-label={caption} aria-busy={busy || undefined}>
              <Table.Thead>
                <Table.Tr>
                  {selection && (
                    <Table.Th style={{ width: 40 }}>
                      <PageCheckbox selection={selection} rowKeys={rowKeys} total={knownTotal} />
                    </Table.Th>
                  )}
                  {columns.map((col) => (
                    <HeaderCell key={col.key} column={col} list={list} />
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {status === 'loading' && rows.length === 0
                  ? Array.from({ length: skeletonRows }, (_, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                      <Table.Tr key={i} data-skeleton>
                        {selection && <Table.Td />}
                        {columns.map((col) => (
                          <Table.Td key={col.key}>
                            <Skeleton height={12} radius="sm" />
                          </Table.Td>
                        ))}
                      </Table.Tr>
                    ))
                  : rows.map((row, index) => (
                      <Table.Tr
                        key={rowKeys[index]}
                        aria-selected={selection ? isRowSelected(selection.state, rowKeys[index]!) : undefined}
                      >
                        {selection && (
                          <Table.Td>
                            <Checkbox
                              aria-label={selection.rowLabel(row)}
                              checked={isRowSelected(selection.state, rowKeys[index]!)}
                              onChange={() => selection.onChange(toggleRow(selection.state, rowKeys, rowKeys[index]!))}
                            />
                          </Table.Td>
                        )}
                        {columns.map((col) => (
                          <Table.Td key={col.key} ta={col.align}>
                            {col.render
                              ? col.render(row, index)
                              : cellText((row as Record<string, unknown>)[col.key], t('list.yes'), t('list.no'))}
                          </Table.Td>
                        ))}
                      </Table.Tr>
                    ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {/* Outside the scrolling table, so that a phone shows it however wide the table is. */}
          {rows.length === 0 && status !== 'loading' && (
            <Stack align="center" gap="xs" py="md">
              <Text c="dimmed">
                {hasFilters ? (emptyFilteredText ?? t('list.emptyFiltered')) : (emptyText ?? t('list.empty'))}
              </Text>
              {hasFilters && (
                <Button size="xs" variant="subtle" onClick={clearFilters}>
                  {t('list.clearFilters')}
                </Button>
              )}
            </Stack>
          )}
        </Box>
      )}

      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" c="dimmed">
          {rows.length > 0
            ? list.totalCapped
              ? t('list.showingMore', { from, to, count: list.total, total: formatCount(list.total, i18n.language) })
              : t('list.showing', { from, to, count: list.total })
            : ''}
        </Text>
        <Group gap="sm" wrap="wrap">
          <NativeSelect
            size="xs"
            label={t('list.rowsPerPage')}
            styles={{ root: { display: 'flex', alignItems: 'center', gap: 8 } }}
            value={String(list.state.limit)}
            data={sizes.map(String)}
            onChange={(e) => list.setLimit(Number(e.currentTarget.value))}
          />
          <Box component="nav" aria-label={t('list.pagination')}>
            <Pagination
              size="sm"
              total={list.pageCount}
              value={list.page}
              onChange={list.setPage}
              // With a capped total there is no known last page to jump to.
              withEdges={!list.totalCapped}
              hideWithOnePage
              getItemProps={(page) => ({ 'aria-label': t('list.page', { page }) })}
              getControlProps={(control) => ({ 'aria-label': t(`list.${control}Page`) })}
            />
          </Box>
        </Group>
      </Group>
    </Stack>
  );
}

/** Selects or clears the rows of the page; mixed when only some are selected. */
function PageCheckbox<Row>({
  selection,
  rowKeys,
  total,
}: {
  selection: ListSelection<Row>;
  rowKeys: Key[];
  total: number | undefined;
}) {
  const { t } = useTranslation('forms');
  const { checked, indeterminate } = pageSelection(selection.state, rowKeys);
  return (
    <Checkbox
      aria-label={t('list.selection.page')}
      checked={checked}
      indeterminate={indeterminate}
      disabled={rowKeys.length === 0 || total === undefined}
      onChange={() => {
        const keys = new Set(selection.state.allMatching ? [] : selection.state.keys);
        for (const key of rowKeys) checked ? keys.delete(key) : keys.add(key);
        selection.onChange({ keys, allMatching: false });
      }}
    />
  );
}

/**
 * The count of selected rows and, once the whole page is selected, the offer to select every row
 * matching the filter (a bulk action then sends the filter instead of ids).
 */
function SelectionBar<Row>({
  selection,
  rowKeys,
  total,
  actions,
}: {
  selection: ListSelection<Row>;
  rowKeys: Key[];
  total: number | undefined;
  actions?: ReactNode;
}) {
  const { t } = useTranslation('forms');
  const { state } = selection;
  const count = selectionCount(state, total);
  const pageChosen = pageSelection(state, rowKeys).checked;
  const offerAll = !state.allMatching && pageChosen && total !== undefined && total > rowKeys.length;
  const clear = () => selection.onChange({ keys: new Set(), allMatching: false });
  return (
    <Group justify="space-between" gap="xs" wrap="wrap" mih={30} data-list-selection>
      <Group gap="xs" wrap="wrap">
        <Text size="sm" role="status" aria-live="polite">
          {count > 0
            ? state.allMatching
              ? t('list.selection.allMatching', { count })
              : t('list.selection.count', { count })
            : ''}
        </Text>
        {offerAll && (
          <Button
            size="compact-sm"
            variant="light"
            onClick={() => selection.onChange({ keys: new Set(), allMatching: true })}
          >
            {t('list.selection.selectAll', { count: total })}
          </Button>
        )}
        {count > 0 && (
          <Button size="compact-sm" variant="subtle" onClick={clear}>
            {t('list.selection.clear')}
          </Button>
        )}
      </Group>
      {actions && (
        <Group gap="xs" wrap="wrap">
          {actions}
        </Group>
      )}
    </Group>
  );
}

function StatusIndicator({ status }: { status: ListLoadState }) {
  const { t } = useTranslation('forms');
  const busy = BUSY.includes(status);
  return (
    <Group gap={4} wrap="nowrap" data-list-status={status}>
      {busy && <Loader size="xs" aria-hidden />}
      <Text size="xs" c="dimmed" role="status" aria-live="polite">
        {busy ? t(`list.status.${status}`) : ''}
      </Text>
    </Group>
  );
}

function HeaderCell<Row>({ column, list }: { column: ListColumn<Row>; list: ListController<Row> }) {
  const { t } = useTranslation('forms');
  if (!column.sortField) {
    return (
      <Table.Th ta={column.align} style={{ width: column.width }}>
        {column.title}
      </Table.Th>
    );
  }
  const field = column.sortField;
  const sort = list.state.sort;
  const position = sort.findIndex((s) => s.field === field);
  const item = position >= 0 ? sort[position] : undefined;
  const primary = position === 0;
  const ariaSort = primary && item ? (item.direction === 'asc' ? 'ascending' : 'descending') : 'none';
  const Icon = !item ? IconArrowsSort : item.direction === 'asc' ? IconArrowUp : IconArrowDown;
  const onClick = (event: MouseEvent<HTMLButtonElement>) => list.toggleSort(field, event.shiftKey);
  return (
    <Table.Th ta={column.align} style={{ width: column.width }} aria-sort={ariaSort}>
      <UnstyledButton onClick={onClick} title={t('list.sortHint')} fw={600} fz="inherit">
        <Group gap={4} wrap="nowrap" component="span">
          <span>{column.title}</span>
          <Icon size={14} aria-hidden style={{ opacity: item ? 1 : 0.4, flexShrink: 0 }} />
          {item && sort.length > 1 && (
            <Text span size="xs" c="dimmed" aria-hidden>
              {position + 1}
            </Text>
          )}
          {item && !primary && (
            <VisuallyHidden>
              {`, ${t('list.sortPosition', { position: position + 1 })}, ${t(
                item.direction === 'asc' ? 'list.sortedAscending' : 'list.sortedDescending',
              )}`}
            </VisuallyHidden>
          )}
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

function FilterField({
  filter,
  value,
  onChange,
}: {
  filter: ListFilter;
  value: FilterInput | undefined;
  onChange: (value: FilterInput | undefined) => void;
}) {
  const { t } = useTranslation('forms');
  const text = typeof value === 'string' ? value : '';
  switch (filter.kind) {
    case 'text':
      return (
        <DebouncedInput
          label={filter.label}
          placeholder={filter.placeholder}
          value={text}
          onChange={(v) => onChange(v || undefined)}
          w={{ base: '100%', xs: 220 }}
        />
      );
    case 'select':
      return (
        <Select
          label={filter.label}
          placeholder={filter.placeholder ?? t('list.any')}
          data={filter.options}
          value={text || null}
          onChange={(v) => onChange(v ?? undefined)}
          clearable
          searchable
          w={{ base: '100%', xs: 200 }}
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
          w={{ base: '100%', xs: 140 }}
        />
      );
    case 'dateRange':
      return (
        <DateRangeFilter
          label={filter.label}
          value={typeof value === 'object' ? value : undefined}
          onChange={onChange}
        />
      );
  }
}

/** Commits a range once both ends are picked (or both cleared), not after the first click. */
function DateRangeFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: { from?: string; to?: string } | undefined;
  onChange: (value: FilterInput | undefined) => void;
}) {
  const { t } = useTranslation('forms');
  const [range, setRange] = useState<[string | null, string | null]>([value?.from ?? null, value?.to ?? null]);
  useEffect(() => setRange([value?.from ?? null, value?.to ?? null]), [value?.from, value?.to]);
  return (
    <DatePickerInput
      type="range"
      label={label}
      placeholder={t('list.dateRangePlaceholder')}
      // The picker's placeholder is text, not an input's ::placeholder: Mantine's grey fails AA contrast.
      styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
      valueFormat={t('list.dateFormat')}
      value={range}
      onChange={(next) => {
        const [from, to] = next.map((d) => (d ? String(d).slice(0, 10) : null)) as [string | null, string | null];
        setRange([from, to]);
        if (from && to) onChange({ from, to });
        else if (!from && !to) onChange(undefined);
      }}
      clearable
      allowSingleDateInRange
      w={{ base: '100%', xs: 240 }}
    />
  );
}
