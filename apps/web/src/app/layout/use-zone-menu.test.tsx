// The zone menu's legacy items follow the spec's access keys too: a member without the economy's
// rights sees the legacy economy item disabled (the old application would refuse them), while an
// item whose key the member holds stays a link.
import type { MenuItem } from '@fedra/contract/codebook';
import { screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderPage, zoneCaller } from '../../test/page';
import { setupI18n } from '../../test/render';
import { setTestRuntimeConfig } from '../../test/runtime-config';
import { useZoneMenu } from './use-zone-menu';

const item = (key: string, title: string): MenuItem => ({
  key,
  title: { cs: title, en: title },
  description: null,
  icon: null,
  externalLink: null,
  isDisabled: false,
  isHidden: false,
  params: null,
  items: [],
});

function Menu() {
  const nodes = useZoneMenu('personal');
  return (
    <ul>
      {nodes.map((n) => (
        <li key={n.id} data-disabled={n.disabled}>
          {n.title}
        </li>
      ))}
    </ul>
  );
}

beforeAll(() => setupI18n('cs'));
beforeEach(() => setTestRuntimeConfig({ legacyAppUrl: 'https://stary.example.cz' }));

describe('the zone menu', () => {
  it('disables a legacy item the user lacks the access key of, and keeps one they hold', () => {
    const codebook = {
      menu: { versions: [{ zones: { personal: [item('economy', 'Ekonomika'), item('my-profile', 'Můj profil')] } }] },
    };
    renderPage({
      routes: [{ path: '/', element: <Menu /> }],
      at: '/',
      user: zoneCaller('personal', ['profile.get']),
      zone: 'personal',
      codebook,
      features: { personal: { 'personal-zone': { id: 'personal-zone', isActive: true } } },
    });
    expect(screen.getByText('Ekonomika')).toHaveAttribute('data-disabled', 'true');
    expect(screen.getByText('Můj profil')).toHaveAttribute('data-disabled', 'false');
  });
});
