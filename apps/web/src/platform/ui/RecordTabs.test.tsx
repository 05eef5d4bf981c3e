// A record's open tab lives in the address: a link or a reload opens it again, an unknown one
// opens the first tab, and choosing a tab writes it there (the first tab leaves the address bare).
import { Tabs } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/page';
import { RecordTabList, RecordTabs } from './RecordTabs';

function Record() {
  const location = useLocation();
  return (
    <>
      <output aria-label="address">{location.search}</output>
      <RecordTabs tabs={['data', 'roles', 'history']}>
        <RecordTabList>
          <Tabs.Tab value="data">Údaje</Tabs.Tab>
          <Tabs.Tab value="roles">Role</Tabs.Tab>
          <Tabs.Tab value="history">Historie</Tabs.Tab>
        </RecordTabList>
        <Tabs.Panel value="data">Panel údajů</Tabs.Panel>
        <Tabs.Panel value="roles">Panel rolí</Tabs.Panel>
        <Tabs.Panel value="history">Panel historie</Tabs.Panel>
      </RecordTabs>
    </>
  );
}

const open = (at: string) => renderPage({ routes: [{ path: '/record', element: <Record /> }], at });

describe('RecordTabs', () => {
  it('opens the tab the address names', async () => {
    open('/record?tab=history&other=1');
    expect(await screen.findByText('Panel historie')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Historie' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens the first tab for an address naming none or an unknown one', async () => {
    open('/record?tab=boards');
    expect(await screen.findByText('Panel údajů')).toBeInTheDocument();
  });

  it('writes the chosen tab into the address, keeping its other parameters', async () => {
    open('/record?other=1');
    await userEvent.click(await screen.findByRole('tab', { name: 'Role' }));
    expect(await screen.findByText('Panel rolí')).toBeInTheDocument();
    expect(screen.getByLabelText('address')).toHaveTextContent('?other=1&tab=roles');
    await userEvent.click(screen.getByRole('tab', { name: 'Údaje' }));
    expect(await screen.findByText('Panel údajů')).toBeInTheDocument();
    expect(screen.getByLabelText('address')).toHaveTextContent(/^\?other=1$/);
  });
});
