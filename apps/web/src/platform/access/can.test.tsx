import type { LoggedUser } from '@fedra/contract/account';
import { MODULES } from '@fedra/contract/common/modules';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccessProvider, Can, useCan, useCanAction } from './AccessProvider';
import { ACCESS_KEYS, accessKeyOfRoute, ROUTE_ACCESS_KEYS } from './access-keys';
import { type AccessContext, can, hasAction, hasLinks, mayEnterZone } from './can';

function user(patch: Partial<LoggedUser> = {}): LoggedUser {
  return {
    id: 1,
    userName: 'u@fedra.test',
    email: 'u@fedra.test',
    firstName: 'Uma',
    lastName: 'User',
    initials: 'UU',
    currentClubId: null,
    assignPersonId: null,
    level: 10,
    isSuperAdmin: false,
    roles: [],
    rolesByClaims: [],
    currentClub: null,
    assignPerson: null,
    zones: ['public'],
    permissions: [],
    twoFactorSetupRequired: false,
    ...patch,
  };
}

const admin = () =>
  user({ isSuperAdmin: true, zones: ['admin', 'public'], permissions: ['access.admin.cms', 'access.admin.zone'] });
const expert = (permissions: string[] = []) =>
  user({ zones: ['admin', 'public'], permissions: ['access.admin.zone', ...permissions] });
const clubManager = (permissions: string[] = []) =>
  user({ currentClubId: 7, zones: ['club', 'public'], permissions: ['api.club.zone.season.list', ...permissions] });
const member = () => user({ assignPersonId: 3, zones: ['personal', 'public'], permissions: [] });

function ctx(patch: Partial<AccessContext> = {}): AccessContext {
  return {
    user: expert(),
    zone: 'admin',
    modules: [...MODULES],
    features: {
      personal: { 'personal-zone': { isActive: true } },
      admin: { synchronizations: { isActive: true } },
    },
    ...patch,
  };
}

afterEach(() => vi.restoreAllMocks());

describe('can: special keys', () => {
  it('UNSPECIFIED and no key: any signed-in user, nobody anonymous', () => {
    expect(can('UNSPECIFIED', ctx({ user: member(), zone: 'personal' }))).toBe(true);
    expect(can(undefined, ctx())).toBe(true);
    expect(can(null, ctx())).toBe(true);
    expect(can('', ctx())).toBe(true);
    expect(can('UNSPECIFIED', ctx({ user: null }))).toBe(false);
    expect(can('CLUB_CREDITS__LIST', ctx({ user: clubManager(), zone: 'club' }))).toBe(true);
    expect(can('CLUB_CREDITS__LIST', ctx({ user: null }))).toBe(false);
  });

  it('SUPER_ADMIN: role Administrator only', () => {
    expect(can('SUPER_ADMIN', ctx({ user: admin() }))).toBe(true);
    expect(can('SUPER_ADMIN', ctx({ user: expert(['api.admin.zone.club.list']) }))).toBe(false);
  });

  it('ADMIN_ZONE: users allowed into the admin zone', () => {
    expect(can('ADMIN_ZONE', ctx({ user: admin() }))).toBe(true);
    expect(can('ADMIN_ZONE', ctx({ user: expert() }))).toBe(true);
    expect(can('ADMIN_ZONE', ctx({ user: clubManager(), zone: 'club' }))).toBe(false);
    // The zone list alone is not enough without super admin or access.admin.zone.
    expect(can('ADMIN_ZONE', ctx({ user: user({ zones: ['admin'] }) }))).toBe(false);
  });

  it('CLUB_ZONE: needs the club zone and a current club', () => {
    expect(can('CLUB_ZONE', ctx({ user: clubManager(), zone: 'club' }))).toBe(true);
    expect(can('CLUB_ZONE', ctx({ user: { ...clubManager(), currentClubId: null } }))).toBe(false);
    expect(can('CLUB_ZONE', ctx({ user: admin() }))).toBe(false);
  });

  it('PERSONAL_ZONE: needs the personal-zone feature and an assigned person', () => {
    expect(can('PERSONAL_ZONE', ctx({ user: member(), zone: 'personal' }))).toBe(true);
    expect(can('PERSONAL_ZONE', ctx({ user: { ...member(), assignPersonId: null } }))).toBe(false);
    expect(
      can('PERSONAL_ZONE', ctx({ user: member(), features: { personal: { 'personal-zone': { isActive: false } } } })),
    ).toBe(false);
    expect(can('PERSONAL_ZONE', ctx({ user: member(), features: {} }))).toBe(false);
    expect(can('PERSONAL_ZONE', ctx({ user: admin() }))).toBe(false);
  });

  it('an unknown key logs a warning and allows', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(can('NO_SUCH_KEY_1', ctx())).toBe(true);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain('NO_SUCH_KEY_1');
    // Warned once per key.
    expect(can('NO_SUCH_KEY_1', ctx())).toBe(true);
    expect(warn).toHaveBeenCalledTimes(1);
    // Inherited object properties are not keys.
    expect(can('toString', ctx())).toBe(true);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('known keys do not warn', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const key of Object.keys(ACCESS_KEYS)) can(key, ctx({ user: admin() }));
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('can: never-allowed keys', () => {
  it.each(['COMPETITION_YEAR__LIST'])('%s is denied even to the super admin', (key) => {
    expect(can(key, ctx({ user: admin() }))).toBe(false);
    expect(can(key, ctx({ user: expert(['api.admin.zone.competition.list']) }))).toBe(false);
  });
});

describe('can: the national teams (issue 32)', () => {
  it.each(['REPRESENTATION__LIST', 'REPRESENTATION__TEAMS', 'REPRESENTATION__EVENTS', 'REPRESENTATION__MATCHES'])(
    '%s needs representation.list (the super admin holds it)',
    (key) => {
      expect(can(key, ctx({ user: admin() }))).toBe(true);
      expect(can(key, ctx({ user: expert(['api.admin.zone.representation.list']) }))).toBe(true);
      expect(can(key, ctx({ user: expert(['api.admin.zone.competition.list']) }))).toBe(false);
    },
  );
});

describe('can: modules and actions', () => {
  it('denies when the module is switched off', () => {
    const c = ctx({ user: expert(['api.admin.zone.board.list']) });
    expect(can('BOARD__LIST', c)).toBe(true);
    expect(can('BOARD__LIST', { ...c, modules: MODULES.filter((m) => m !== 'board') })).toBe(false);
    expect(can('BOARD__DETAIL', { ...c, modules: [] })).toBe(false);
    // Even for the super admin.
    expect(can('BOARD__LIST', ctx({ user: admin(), modules: [] }))).toBe(false);
  });

  it('denies without the action', () => {
    expect(can('BOARD__LIST', ctx({ user: expert() }))).toBe(false);
    expect(can('BOARD__DETAIL', ctx({ user: expert() }))).toBe(true); // module only
  });

  it('resolves actions per zone', () => {
    const u = user({
      currentClubId: 7,
      zones: ['admin', 'club', 'public'],
      permissions: ['access.admin.zone', 'api.club.zone.import.list'],
    });
    expect(can('IMPORT__LIST', ctx({ user: u, zone: 'club' }))).toBe(true);
    expect(can('IMPORT__LIST', ctx({ user: u, zone: 'admin' }))).toBe(false);
    expect(hasAction(u, 'club', 'import.list')).toBe(true);
    expect(hasAction(u, 'admin', 'import.list')).toBe(false);
    // Already-prefixed names are taken as they are, whatever the zone.
    expect(hasAction(u, 'club', 'api.club.zone.import.list')).toBe(true);
    expect(hasAction(u, 'personal', 'access.admin.zone')).toBe(true);
    expect(hasAction(null, 'admin', 'import.list')).toBe(false);
  });

  it('needs every action of a key', () => {
    const some = expert(['api.admin.zone.person.approval.list']);
    expect(can('APPROVALS', ctx({ user: some }))).toBe(false);
    const both = expert(['api.admin.zone.person.approval.list', 'api.admin.zone.club.approval.list']);
    expect(can('APPROVALS', ctx({ user: both }))).toBe(true);

    const economy = ['api.admin.zone.orders.list', 'api.admin.zone.order.items.list'];
    expect(can('ECONOMY', ctx({ user: expert(economy) }))).toBe(false);
    expect(can('ECONOMY', ctx({ user: expert([...economy, 'api.admin.zone.price.list.item.list']) }))).toBe(true);

    const journal = expert(['api.admin.zone.referee.journal.list']);
    expect(can('REFEREE_JOURNAL', ctx({ user: journal }))).toBe(false);
    journal.permissions.push('api.admin.zone.referee.journal.detail.list');
    expect(can('REFEREE_JOURNAL', ctx({ user: journal }))).toBe(true);
  });

  it('maps the spec table', () => {
    const cases: [string, string[]][] = [
      ['CARD_CONTENT__LIST', ['api.admin.zone.cardcontent.list']],
      ['ADMIN_CMS', ['access.admin.cms']],
      ['CLUB__LIST', ['api.admin.zone.club.list']],
      ['PERSON__LIST', ['api.admin.zone.person.list']],
      ['USER__LIST', ['api.admin.zone.user.list']],
      ['SEASON__LIST', ['api.admin.zone.season.list']],
      ['STATS', ['api.admin.zone.club.stats.count']],
      ['IMPORT__DETAIL', ['api.admin.zone.import.get']],
      ['LEAGUE__LIST', ['api.admin.zone.tournament.dynamic.competition.list.full']],
      ['LEAGUE__DETAIL', ['api.admin.zone.tournament.dynamic.get']],
      ['TOURNAMENT__LIST', ['api.admin.zone.tournament.list']],
      ['TOURNAMENT_DYNAMIC__LIST', ['api.admin.zone.tournament.dynamic.list']],
      ['RANKING', ['api.admin.zone.tournament.ranking.overview.list']],
      ['SCORING', ['api.admin.zone.tournament.scoring.list']],
      ['EMAILING', ['api.admin.zone.emailing.campaigns.list']],
      ['DOCUMENT', ['api.admin.zone.document.list']],
      ['CONTRACT', ['api.admin.zone.contract.list']],
      ['REQUEST', ['api.admin.zone.request.list']],
      ['PERSON_CONTRIBUTION', ['api.admin.zone.person.contribution.list']],
      [
        'COMPETITIONS',
        [
          'api.admin.zone.competition.list',
          'api.admin.zone.competition.match.list',
          'api.admin.zone.competition.team.list',
        ],
      ],
      ['DISCIPLINARY', ['api.admin.zone.disciplinary.list']],
      ['EVENTS', ['api.admin.zone.event.list']],
      ['SPORTFIELDS', ['api.admin.zone.sportfield.list']],
    ];
    for (const [key, permissions] of cases) {
      expect(can(key, ctx({ user: expert(permissions) })), key).toBe(true);
      expect(can(key, ctx({ user: expert() })), key).toBe(false);
    }
  });

  it('the module of each key is checked', () => {
    for (const [key, rule] of Object.entries(ACCESS_KEYS)) {
      if (!('module' in rule)) continue;
      expect(can(key, ctx({ user: admin(), modules: MODULES.filter((m) => m !== rule.module) })), key).toBe(false);
    }
  });
});

describe('can: super admin', () => {
  it('passes every admin-zone action', () => {
    for (const key of [
      'BOARD__LIST',
      'ECONOMY',
      'APPROVALS',
      'ADMIN_CMS',
      'STATS',
      'COMPETITIONS',
      'REFEREE_JOURNAL',
    ]) {
      expect(can(key, ctx({ user: admin() })), key).toBe(true);
    }
    expect(hasAction(admin(), 'admin', 'anything.at.all')).toBe(true);
  });

  it('but not actions of other zones', () => {
    expect(hasAction(admin(), 'club', 'import.list')).toBe(false);
    expect(can('IMPORT__LIST', ctx({ user: admin(), zone: 'club' }))).toBe(false);
  });

  it('SYNCHRONIZATIONS: the feature and the Administrator', () => {
    expect(can('SYNCHRONIZATIONS', ctx({ user: admin() }))).toBe(true);
    expect(can('SYNCHRONIZATIONS', ctx({ user: expert(['api.admin.zone.synchronization.list']) }))).toBe(false);
    expect(
      can('SYNCHRONIZATIONS', ctx({ user: admin(), features: { admin: { synchronizations: { isActive: false } } } })),
    ).toBe(false);
  });
});

describe('mayEnterZone', () => {
  it('follows the zone rules', () => {
    const features = { personal: { 'personal-zone': { isActive: true } } };
    expect(mayEnterZone(null, 'public', features)).toBe(true);
    expect(mayEnterZone(null, 'admin', features)).toBe(false);
    expect(mayEnterZone(admin(), 'admin', features)).toBe(true);
    expect(mayEnterZone(clubManager(), 'club', features)).toBe(true);
    expect(mayEnterZone(member(), 'personal', features)).toBe(true);
    expect(mayEnterZone(member(), 'personal', {})).toBe(false);
  });
});

describe('hasLinks', () => {
  const links = [{ operationId: 'board.update' }, { operationId: 'board.delete' }, { route: 'board__detail' }];

  it('any: one of them', () => {
    expect(hasLinks(links, 'board.update')).toBe(true);
    expect(hasLinks(links, ['board.create', 'board.delete'], 'any')).toBe(true);
    expect(hasLinks(links, ['board.create'], 'any')).toBe(false);
  });

  it('all: every one', () => {
    expect(hasLinks(links, ['board.update', 'board.delete'], 'all')).toBe(true);
    expect(hasLinks(links, ['board.update', 'board.create'], 'all')).toBe(false);
  });

  it('matches route names too', () => {
    expect(hasLinks(links, 'board__detail')).toBe(true);
    expect(hasLinks(links, ['board__detail', 'board.update'], 'all')).toBe(true);
  });

  it('nothing allows nothing', () => {
    expect(hasLinks([], 'board.update')).toBe(false);
    expect(hasLinks(undefined, 'board.update')).toBe(false);
    expect(hasLinks(links, [], 'all')).toBe(false);
  });
});

describe('route access keys', () => {
  it('point at known keys', () => {
    for (const key of Object.values(ROUTE_ACCESS_KEYS)) expect(Object.keys(ACCESS_KEYS)).toContain(key);
    expect(accessKeyOfRoute('clubs')).toBe('CLUB__LIST');
    expect(accessKeyOfRoute('representation__teams')).toBe('REPRESENTATION__TEAMS');
    expect(accessKeyOfRoute('seasons')).toBe('SEASON__LIST');
    expect(accessKeyOfRoute('nope')).toBeUndefined();
    expect(accessKeyOfRoute('constructor')).toBeUndefined();
  });
});

describe('useCan', () => {
  function Probe() {
    const allowed = useCan();
    const holds = useCanAction();
    return (
      <ul>
        <li>board: {String(allowed('BOARD__LIST'))}</li>
        <li>cms: {String(allowed('ADMIN_CMS'))}</li>
        <li>create: {String(holds('board.create'))}</li>
      </ul>
    );
  }

  it('reads the context of the provider', () => {
    render(
      <AccessProvider value={ctx({ user: expert(['api.admin.zone.board.list', 'api.admin.zone.board.create']) })}>
        <Probe />
        <Can accessKey="ADMIN_CMS" fallback={<span>no cms</span>}>
          <span>cms link</span>
        </Can>
      </AccessProvider>,
    );
    expect(screen.getByText('board: true')).toBeInTheDocument();
    expect(screen.getByText('cms: false')).toBeInTheDocument();
    expect(screen.getByText('create: true')).toBeInTheDocument();
    expect(screen.getByText('no cms')).toBeInTheDocument();
    expect(screen.queryByText('cms link')).toBeNull();
  });

  it('is anonymous without a provider', () => {
    render(<Probe />);
    expect(screen.getByText('board: false')).toBeInTheDocument();
  });
});
