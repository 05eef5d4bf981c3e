import type { MenuItem } from '@fedra/contract/codebook';
import { MantineProvider } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setupI18n } from '../../test/render';
import { buildMenu, type MenuContext, type MenuNode } from './build-menu';
import { SideMenu } from './SideMenu';

function item(key: string, title: string, patch: Partial<MenuItem> = {}): MenuItem {
  return {
    key,
    title: { cs: title, en: `${title} (en)` },
    description: { cs: `Popis: ${title}`, en: `About: ${title}` },
    icon: 'home',
    externalLink: null,
    isDisabled: false,
    isHidden: false,
    params: null,
    items: [],
    ...patch,
  };
}

const items: MenuItem[] = [
  item('group-overview', 'Přehled', {
    icon: 'layout-dashboard',
    items: [item('home', 'Nástěnka'), item('document', 'Dokumenty', { icon: 'folder', params: { path: '/' } })],
  }),
  item('group-clubs', 'Kluby a osoby', {
    icon: 'users',
    items: [
      item('board/list', 'Orgány svazu', { icon: 'sitemap' }),
      item('import/list', 'Importy', { icon: 'unknown-icon' }),
    ],
  }),
  item('group-communication', 'Komunikace', {
    items: [item('cms', 'Správa obsahu webu'), item('web', 'Web svazu', { externalLink: 'https://www.example.cz' })],
  }),
];

function ctx(patch: Partial<MenuContext> = {}): MenuContext {
  return {
    lang: 'cs',
    hasRoute: (k) => ['home', 'document', 'board/list', 'import/list', 'cms'].includes(k),
    accessKeyOf: (k) => ({ 'board/list': 'BOARD__LIST', 'import/list': 'IMPORT__LIST', cms: 'ADMIN_CMS' })[k],
    can: (key) => key !== 'IMPORT__LIST',
    cmsUrl: 'https://cms.example.cz/',
    legacyAppUrl: null,
    isLegacy: () => false,
    activePath: 'board/list',
    hrefOf: (k) => `/zone/admin/${k}`,
    ...patch,
  };
}

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function Harness({ nodes, onNavigate }: { nodes: MenuNode[]; onNavigate: (href: string, node: MenuNode) => void }) {
  return (
    <MemoryRouter initialEntries={['/zone/admin/board/list']}>
      <SideMenu nodes={nodes} onNavigate={onNavigate} />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>
  );
}

function renderMenu(nodes: MenuNode[], onNavigate = vi.fn()) {
  const view = renderWithProviders(<Harness nodes={nodes} onNavigate={onNavigate} />);
  const update = (next: MenuNode[]) =>
    view.rerender(
      <I18nextProvider i18n={i18next}>
        <MantineProvider env="test">
          <Harness nodes={next} onNavigate={onNavigate} />
        </MantineProvider>
      </I18nextProvider>,
    );
  return { ...view, update, onNavigate };
}

describe('SideMenu', () => {
  beforeEach(async () => {
    await setupI18n('cs');
  });

  it('renders a labelled navigation with the active route marked and its group open', () => {
    renderMenu(buildMenu(items, ctx()));
    const nav = screen.getByRole('navigation', { name: 'Hlavní menu' });
    const active = within(nav).getByRole('link', { name: 'Orgány svazu' });
    expect(active).toHaveAttribute('aria-current', 'page');
    expect(active).toHaveAttribute('href', '/zone/admin/board/list');
    expect(screen.getByRole('button', { name: 'Kluby a osoby' })).toHaveAttribute('aria-expanded', 'true');
    // Other groups stay closed: their links are not shown.
    expect(screen.getByRole('button', { name: 'Přehled' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Nástěnka' })).toBeNull();
    expect(screen.getAllByRole('link').filter((l) => l.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('expands and collapses groups with the keyboard and navigates inside the app', async () => {
    const user = userEvent.setup();
    const { onNavigate } = renderMenu(buildMenu(items, ctx()));
    const overview = screen.getByRole('button', { name: 'Přehled' });
    overview.focus();
    await user.keyboard('{Enter}');
    expect(overview).toHaveAttribute('aria-expanded', 'true');
    const home = await screen.findByRole('link', { name: 'Nástěnka' });
    await user.tab();
    expect(home).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/zone/admin/home');
    expect(onNavigate).toHaveBeenCalledWith('/zone/admin/home', expect.objectContaining({ key: 'home' }));

    await user.click(overview);
    expect(overview).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows disabled items as unavailable, not as links, and skips them when tabbing', async () => {
    const user = userEvent.setup();
    renderMenu(buildMenu(items, ctx()));
    expect(screen.queryByRole('link', { name: 'Importy' })).toBeNull();
    const imports = screen.getByText('Importy').closest('a')!;
    expect(imports).not.toHaveAttribute('href');
    expect(imports).toHaveAttribute('aria-disabled', 'true');
    expect(imports).toHaveAttribute('data-disabled');

    const focused: Element[] = [];
    for (let i = 0; i < 8; i++) {
      await user.tab();
      if (document.activeElement) focused.push(document.activeElement);
    }
    expect(focused).not.toContain(imports);
    expect(focused).toContain(screen.getByRole('link', { name: 'Orgány svazu' }));
  });

  it('opens external links in a new tab with an icon and says so', async () => {
    const user = userEvent.setup();
    renderMenu(buildMenu(items, ctx()));
    await user.click(screen.getByRole('button', { name: 'Komunikace' }));
    const cms = await screen.findByRole('link', { name: 'Správa obsahu webu (otevře se v nové záložce)' });
    expect(cms).toHaveAttribute('href', 'https://cms.example.cz/');
    expect(cms).toHaveAttribute('target', '_blank');
    expect(cms.getAttribute('rel')).toContain('noopener');
    expect(cms.querySelector('svg.tabler-icon-external-link')).not.toBeNull();
    const web = screen.getByRole('link', { name: /Web svazu/ });
    expect(web).toHaveAttribute('href', 'https://www.example.cz');
    expect(web).toHaveAttribute('target', '_blank');
  });

  it('can leave the landmark to the caller', () => {
    renderWithProviders(
      <MemoryRouter>
        <SideMenu nodes={buildMenu(items, ctx())} withNav={false} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByRole('link', { name: 'Orgány svazu' })).toBeInTheDocument();
  });

  it('shows titles in English', async () => {
    await setupI18n('en');
    renderMenu(buildMenu(items, ctx({ lang: 'en' })));
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Orgány svazu (en)' })).toHaveAttribute('title', 'About: Orgány svazu');
    await setupI18n('cs');
  });

  it('opens a group by itself when the active route moves into it', () => {
    const { update } = renderMenu(buildMenu(items, ctx({ activePath: 'nothing' })));
    expect(screen.getByRole('button', { name: 'Přehled' })).toHaveAttribute('aria-expanded', 'false');
    update(buildMenu(items, ctx({ activePath: 'home' })));
    expect(screen.getByRole('button', { name: 'Přehled' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('lists the own link of a group that is also a route', () => {
    const nodes = buildMenu(
      [item('report/statistics', 'Statistiky', { items: [item('report/statistics/custom', 'Vlastní')] })],
      ctx({ hasRoute: () => true, accessKeyOf: () => undefined, activePath: 'report/statistics' }),
    );
    renderMenu(nodes);
    expect(screen.getByRole('button', { name: 'Statistiky' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Statistiky' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Vlastní' })).toBeInTheDocument();
  });

  it('has no accessibility violations', async () => {
    const { container } = renderMenu(buildMenu(items, ctx()));
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
