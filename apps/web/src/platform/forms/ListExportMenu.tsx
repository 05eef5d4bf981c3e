// The export of a list (spec decision "Exports"): a menu of CSV and XLSX that downloads every row
// of the current filter and sort from the list call itself (`?format=`), with the server's file name.
import type { EndpointDef, EndpointRoute } from '@fedra/contract/common/endpoint';
import type { ListExportFormat, ListQuery } from '@fedra/contract/common/list-query';
import { Button, Loader, Menu, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconDownload, IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { download } from '../api/client';
import { notifyError } from '../notifications';

/** Hands a downloaded file to the browser's downloads, under its name. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the blob after the click returns; revoking at once may cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export interface ListExportMenuProps {
  /** The list call; the export is the same call with `format`. */
  endpoint: EndpointDef | EndpointRoute;
  /** Path parameters of the list call. */
  params?: Record<string, string | number>;
  /** The list's current query: its filter and sort are exported, all pages. */
  query?: ListQuery;
  /** Rows matching the filter (shown in the menu), when known. */
  total?: number;
  /** Start of the file name if the server names none. */
  fileName?: string;
}

function formatSize(bytes: number, lang: string): string {
  const format = (n: number) => new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(n);
  return bytes < 1024 * 1024 ? `${format(bytes / 1024)} kB` : `${format(bytes / 1024 / 1024)} MB`;
}

export function ListExportMenu({ endpoint, params, query, total, fileName = 'export' }: ListExportMenuProps) {
  const { t, i18n } = useTranslation('forms');
  const [busy, setBusy] = useState<ListExportFormat | null>(null);
  const [received, setReceived] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const running = useRef(false);

  const run = async (format: ListExportFormat) => {
    if (running.current) return;
    running.current = true;
    setBusy(format);
    setReceived(0);
    setAnnouncement(t('list.export.busy'));
    try {
      const file = await download(endpoint, {
        params,
        // Offset and limit would be ignored: the export is every row.
        query: {
          ...(query?.sort ? { sort: query.sort } : {}),
          ...(query?.fields ? { fields: query.fields } : {}),
          ...(query?.params ? { params: query.params } : {}),
          format,
        },
        fallbackName: `${fileName}.${format}`,
        onProgress: setReceived,
      });
      saveFile(file.blob, file.fileName);
      setAnnouncement(t('list.export.done', { fileName: file.fileName }));
    } catch (err) {
      setAnnouncement('');
      notifyError(err);
    } finally {
      running.current = false;
      setBusy(null);
    }
  };

  return (
    <>
      {/* The button sits in the page's toolbar, never detached; the detach check can only misfire. */}
      <Menu position="bottom-end" withinPortal shadow="md" hideDetached={false} returnFocus>
        <Menu.Target>
          {/* Stays focusable while busy (a disabled button would drop the keyboard focus). */}
          <Button
            variant="default"
            leftSection={busy ? <Loader size={14} aria-hidden /> : <IconDownload size={16} aria-hidden />}
            rightSection={<IconChevronDown size={14} aria-hidden />}
            aria-busy={busy ? true : undefined}
            data-export-state={busy ? 'busy' : 'idle'}
          >
            {busy
              ? received > 0
                ? t('list.export.progress', { size: formatSize(received, i18n.language) })
                : t('list.export.busy')
              : t('list.export.button')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>
            {total === undefined ? t('list.export.all') : t('list.export.rows', { count: total })}
          </Menu.Label>
          <Menu.Item
            leftSection={<IconFileTypeCsv size={16} aria-hidden />}
            disabled={busy !== null}
            onClick={() => void run('csv')}
          >
            {t('list.export.csv')}
          </Menu.Item>
          <Menu.Item
            leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
            disabled={busy !== null}
            onClick={() => void run('xlsx')}
          >
            {t('list.export.xlsx')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </>
  );
}
