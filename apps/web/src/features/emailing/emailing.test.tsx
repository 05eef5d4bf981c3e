// The campaign pages in the browser's place: a template change warns and then drops the content,
// which actions a campaign offers by its status and links (a read-only caller none), the progress
// of a running send read every 2 s and the final counts with the deliveries after it, stopping
// only after confirming, the planned time checked here and by the server, the live recipient
// count and the sender's address problem next to its field. The API's answers come from
// test/page.tsx; the server's side is tested through HTTP in apps/server, the flow in
// e2e/emailing.e2e.ts.
import type { Link } from '@fedra/contract/common/envelope';
import type { Campaign, EmailList, EmailSender, EmailTemplate } from '@fedra/contract/emailing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toLocalInput } from '../../platform/i18n/format';
import { notify } from '../../platform/notifications';
import { answerCalls, apiAnswer, renderPage, renderPart, zoneCaller } from '../../test/page';
import { setupI18n } from '../../test/render';
import { setTestRuntimeConfig } from '../../test/runtime-config';
import { CAMPAIGN_POLL_MS, campaignActions, campaignPollInterval } from './api';
import { CampaignFormModal } from './components/CampaignFormModal';
import { SenderFormModal } from './components/SenderFormModal';
import CampaignDetailPage from './pages/CampaignDetailPage';
import CampaignListPage from './pages/CampaignListPage';
import { scheduleProblem } from './schedule';

const json = apiAnswer;

const codebook = {
  emailingCampaignStatuses: {
    '1': { id: 1, code: 'DRAFT', name: { cs: 'Koncept', en: 'Draft' }, color: '#868e96' },
    '2': { id: 2, code: 'SCHEDULED', name: { cs: 'Naplánovaná', en: 'Scheduled' }, color: '#1c7ed6' },
    '3': { id: 3, code: 'SENDING', name: { cs: 'Odesílá se', en: 'Sending' }, color: '#f59f00' },
    '4': { id: 4, code: 'SENT', name: { cs: 'Odeslaná', en: 'Sent' }, color: '#2f9e44' },
  },
  federationUnits: {},
};

const audit = { createdDate: '2026-03-01T10:00:00Z', createdById: 1, editedDate: null, editedById: null };

const SENDER: EmailSender = {
  id: 3,
  externalId: null,
  name: 'Svaz',
  alias: null,
  email: 'svaz@fedra.test',
  replyTo: null,
  replyToName: null,
  active: true,
};

const TEMPLATES: EmailTemplate[] = [
  {
    id: 1,
    name: 'Zpravodaj',
    generatePlainContent: true,
    thumbnailUrl: null,
    plainContent: null,
    htmlContent: '<p>{{intro}}</p>',
    schema: { fields: [{ key: 'intro', type: 'text', label: 'Úvod', required: true }] },
    editor: 'fields',
    subject: 'Zpravodaj svazu',
    active: true,
    ...audit,
  },
  {
    id: 2,
    name: 'Oznámení',
    generatePlainContent: true,
    thumbnailUrl: null,
    plainContent: null,
    htmlContent: '<p>{{text}}</p>',
    schema: { fields: [{ key: 'text', type: 'text', label: 'Text', required: false }] },
    editor: 'fields',
    subject: 'Oznámení svazu',
    active: true,
    ...audit,
  },
];

const LISTS: EmailList[] = [
  {
    id: 10,
    externalId: null,
    name: 'Správci klubů',
    countContact: 12,
    contactStrategy: 'clubManagers',
    federationUnitId: null,
    ...audit,
  },
  {
    id: 11,
    externalId: null,
    name: 'Rozhodčí',
    countContact: 5,
    contactStrategy: 'referees',
    federationUnitId: null,
    ...audit,
  },
];

const CAMPAIGN: Campaign = {
  id: 5,
  externalId: null,
  templateId: 1,
  templateName: 'Zpravodaj',
  template: { id: 1, name: 'Zpravodaj' },
  name: 'Jarní zpravodaj',
  subject: 'Zpravodaj svazu',
  data: { intro: 'Milí členové' },
  statusId: 1,
  status: 'DRAFT',
  senderId: 3,
  sender: SENDER,
  countRecipients: 12,
  isPlanned: false,
  sendDate: null,
  sentDate: null,
  lists: [{ id: 10, name: 'Správci klubů', countContact: 12 }],
  progress: null,
  ...audit,
  createdByName: 'Admin',
  editedByName: null,
};

const page = <T,>(data: T[]) => ({ data, limit: 1000, offset: 0, total: data.length });
const PATH = '/api/admin-zone/emailing/campaigns';

/** Every link the server gives an administrator on campaign 5. */
const ALL_LINKS: Link[] = [
  { operationId: 'api.admin.zone.emailing.campaigns.update', method: 'PUT', href: `${PATH}/5` },
  { operationId: 'api.admin.zone.emailing.campaigns.delete', method: 'DELETE', href: `${PATH}/5` },
  ...['send', 'schedule', 'stop', 'test'].map(
    (action): Link => ({
      operationId: 'api.admin.zone.emailing.campaigns.send',
      method: 'POST',
      href: `${PATH}/5/${action}`,
    }),
  ),
];

type Handler = (url: string, init?: RequestInit) => Response | undefined;

/** Answers the emailing calls: the campaign (as `campaign()` gives it now) and the lookups. */
function serve(campaign: () => Campaign, links: Link[], extra?: Handler) {
  return answerCalls((url, init) => {
    const special = extra?.(url, init);
    if (special) return special;
    if (url.includes('/emailing/templates')) return json(200, page(TEMPLATES));
    if (url.includes('/emailing/senders')) return json(200, page([SENDER]));
    if (url.includes('/emailing/lists')) return json(200, page(LISTS));
    if (url.includes('/recipients/count'))
      return json(200, { operationId: 'x', links: [], data: { count: 12, skipped: 0 } });
    if (url.includes('/deliveries')) {
      return json(200, {
        data: [
          {
            id: 1,
            email: 'a@fedra.test',
            name: 'A',
            state: 'sent',
            attempts: 1,
            lastError: null,
            nextAttemptDate: null,
            sentDate: '2026-03-02T10:00:00Z',
          },
          {
            id: 2,
            email: 'b@fedra.test',
            name: 'B',
            state: 'failed',
            attempts: 5,
            lastError: '550 mailbox unavailable',
            nextAttemptDate: null,
            sentDate: null,
          },
        ],
        limit: 100,
        offset: 0,
        total: 2,
      });
    }
    if (/\/campaigns\/5(\?|$)/.test(url))
      return json(200, { operationId: 'emailing.campaign.get', links, data: campaign() });
    if (url.includes('/campaigns')) return json(200, { data: [campaign()], limit: 100, offset: 0, total: 1 });
    return json(404, { status: 404, title: 'Nenalezeno' });
  });
}

function renderDetail(user = zoneCaller('admin', ['emailing.campaigns.list'])) {
  renderPage({
    routes: [
      { path: '/zone/admin/emailing/campaign/list', element: <CampaignListPage /> },
      { path: '/zone/admin/emailing/campaign/detail/:id', element: <CampaignDetailPage /> },
    ],
    at: '/zone/admin/emailing/campaign/detail/5',
    user,
    zone: 'admin',
    modules: ['emailing'],
    codebook,
  });
}

const user = () => userEvent.setup({ applyAccept: false });
const calls = (fetch: ReturnType<typeof answerCalls>, method: string) =>
  (fetch.mock.calls as unknown as [string, RequestInit | undefined][]).filter(([, init]) => init?.method === method);
const bodyOf = (call: [string, RequestInit | undefined]) => JSON.parse(String(call[1]?.body));

/** A Mantine select: open it and take the option of its own list (the lists stay in the page, hidden). */
async function choose(label: RegExp, option: string) {
  const box = screen.getByRole('combobox', { name: label });
  await user().click(box);
  const list = await waitFor(() => document.getElementById(box.getAttribute('aria-controls') ?? '')!);
  await user().click(await within(list).findByRole('option', { name: option, hidden: true }));
}

beforeAll(() => setupI18n('cs'));
beforeEach(() => setTestRuntimeConfig({ modules: ['emailing'] }));

describe('the campaign settings form', () => {
  it('warns before a template change deletes the content, and then sends the campaign without it', async () => {
    const fetch = serve(
      () => CAMPAIGN,
      ALL_LINKS,
      (_url, init) => (init?.method === 'PUT' ? json(200, { operationId: 'x', links: [], data: CAMPAIGN }) : undefined),
    );
    renderPart(<CampaignFormModal campaign={CAMPAIGN} onClose={() => {}} />, { codebook });
    const template = await screen.findByRole('combobox', { name: /^Šablona/ });
    await waitFor(() => expect(template).toHaveValue('Zpravodaj'));

    // Cancelled: the template stays.
    await choose(/^Šablona/, 'Oznámení');
    const dialog = await screen.findByRole('dialog', { name: 'Změnit šablonu?' });
    expect(within(dialog).getByText(/smaže již vytvořený obsah/)).toBeInTheDocument();
    await user().click(within(dialog).getByRole('button', { name: 'Zrušit' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Změnit šablonu?' })).toBeNull());
    expect(template).toHaveValue('Zpravodaj');

    // Confirmed: the new template, and the content goes with the save.
    await choose(/^Šablona/, 'Oznámení');
    const again = await screen.findByRole('dialog', { name: 'Změnit šablonu?' });
    await user().click(within(again).getByRole('button', { name: 'Změnit a smazat obsah' }));
    await waitFor(() => expect(template).toHaveValue('Oznámení'));
    expect(screen.getByText('Po uložení se obsah kampaně smaže.')).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Uložit' }));
    await waitFor(() => expect(calls(fetch, 'PUT')).toHaveLength(1));
    expect(bodyOf(calls(fetch, 'PUT')[0]!)).toMatchObject({
      id: 5,
      templateId: 2,
      data: {},
      subject: 'Zpravodaj svazu',
    });
  });

  it("does not ask when the campaign has no content yet, and fills an empty subject with the template's", async () => {
    const fetch = serve(
      () => CAMPAIGN,
      ALL_LINKS,
      (_url, init) =>
        init?.method === 'POST' ? json(201, { operationId: 'x', links: [], data: CAMPAIGN }) : undefined,
    );
    let created: Campaign | null = null;
    renderPart(<CampaignFormModal campaign={null} onClose={() => {}} onCreated={(c) => (created = c)} />, { codebook });
    await user().type(screen.getByRole('textbox', { name: /^Název/ }), 'Podzimní zpravodaj');
    await choose(/^Šablona/, 'Oznámení');
    expect(screen.queryByRole('dialog', { name: 'Změnit šablonu?' })).toBeNull();
    expect(screen.getByRole('textbox', { name: /^Předmět/ })).toHaveValue('Oznámení svazu');
    await choose(/^Odesílatel/, 'Svaz <svaz@fedra.test>');
    expect(screen.getByTestId('recipient-count')).toHaveTextContent('Vybrané seznamy nemají žádného příjemce.');
    await choose(/^Seznamy příjemců/, 'Správci klubů (12)');
    // The union's count, read from the server for the chosen lists.
    await waitFor(() =>
      expect(screen.getByTestId('recipient-count')).toHaveTextContent('Vybrané seznamy mají 12 příjemců.'),
    );
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/recipients/count?lists=10'))).toBe(true);
    await user().click(screen.getByRole('button', { name: 'Uložit' }));
    await waitFor(() => expect(calls(fetch, 'POST')).toHaveLength(1));
    expect(bodyOf(calls(fetch, 'POST')[0]!)).toEqual({
      name: 'Podzimní zpravodaj',
      subject: 'Oznámení svazu',
      templateId: 2,
      senderId: 3,
      lists: [10],
    });
    await waitFor(() => expect(created).not.toBeNull());
  });

  it('names the missing required fields before sending anything', async () => {
    const fetch = serve(() => CAMPAIGN, ALL_LINKS);
    renderPart(<CampaignFormModal campaign={null} onClose={() => {}} />, { codebook });
    await user().click(screen.getByRole('button', { name: 'Uložit' }));
    for (const label of ['Název', 'Šablona', 'Předmět', 'Odesílatel']) {
      expect(await screen.findByText(`Pole ${label} je povinné`)).toBeInTheDocument();
    }
    expect(calls(fetch, 'POST')).toEqual([]);
  });
});

describe('which actions a campaign offers', () => {
  const at = (statusId: number, links = ALL_LINKS) => campaignActions({ id: 5, statusId }, links);

  it('follows the status: draft sends or schedules, scheduled also reschedules or stops, sending only stops', () => {
    expect(at(1)).toEqual({ update: true, delete: true, send: true, schedule: true, stop: false, test: true });
    expect(at(2)).toEqual({ update: true, delete: true, send: true, schedule: true, stop: true, test: true });
    expect(at(3)).toEqual({ update: false, delete: false, send: false, schedule: false, stop: true, test: true });
    expect(at(4)).toEqual({ update: false, delete: true, send: false, schedule: false, stop: false, test: true });
  });

  it('offers only what the links name, each by its own call', () => {
    const onlyStop = ALL_LINKS.filter((l) => l.href?.endsWith('/stop'));
    expect(at(2, onlyStop)).toEqual({
      update: false,
      delete: false,
      send: false,
      schedule: false,
      stop: true,
      test: false,
    });
    expect(at(1, [])).toEqual({ update: false, delete: false, send: false, schedule: false, stop: false, test: false });
    // Another campaign's link offers nothing here.
    expect(campaignActions({ id: 6, statusId: 1 }, ALL_LINKS).send).toBe(false);
  });

  it('shows a draft send now and schedule, a scheduled one reschedule and stop', async () => {
    serve(() => CAMPAIGN, ALL_LINKS);
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Jarní zpravodaj' })).toBeInTheDocument();
    for (const name of ['Upravit nastavení', 'Odeslat nyní', 'Naplánovat', 'Smazat']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: 'Zastavit odesílání' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Přeplánovat' })).toBeNull();
  });

  it('shows a scheduled campaign reschedule, stop and send now, with its planned time', async () => {
    const sendDate = '2030-05-01T08:00:00Z';
    serve(() => ({ ...CAMPAIGN, statusId: 2, status: 'SCHEDULED', isPlanned: true, sendDate }), ALL_LINKS);
    renderDetail();
    expect(await screen.findByRole('button', { name: 'Přeplánovat' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zastavit odesílání' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Odeslat nyní' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Naplánovat' })).toBeNull();
    expect(screen.getByTestId('planned-at')).toHaveTextContent(/Naplánováno na 1\. 5\. 2030/);
  });

  it('gives a read-only caller no write action and a content form that cannot be changed', async () => {
    serve(() => CAMPAIGN, []);
    renderDetail();
    await screen.findByRole('heading', { name: 'Jarní zpravodaj' });
    for (const name of ['Upravit nastavení', 'Odeslat nyní', 'Naplánovat', 'Smazat', 'Uložit obsah']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.queryByRole('tab', { name: 'Zkušební odeslání' })).toBeNull();
    expect(await screen.findByRole('textbox', { name: /^Úvod/ })).toHaveAttribute('readonly');
  });

  it('offers a new campaign on the list only to a caller who may create one', async () => {
    serve(() => CAMPAIGN, []);
    renderPage({
      routes: [{ path: '/zone/admin/emailing/campaign/list', element: <CampaignListPage /> }],
      at: '/zone/admin/emailing/campaign/list',
      user: zoneCaller('admin', ['emailing.campaigns.list']),
      zone: 'admin',
      modules: ['emailing'],
      codebook,
    });
    expect(await screen.findByRole('link', { name: 'Jarní zpravodaj' })).toHaveAttribute(
      'href',
      '/zone/admin/emailing/campaign/detail/5',
    );
    const row = screen.getByRole('link', { name: 'Jarní zpravodaj' }).closest('tr')!;
    expect(within(row).getByText('Koncept').closest('[data-status-id]')).toHaveAttribute('data-status-id', '1');
    expect(screen.queryByRole('button', { name: 'Nová kampaň' })).toBeNull();
  });
});

describe('the content', () => {
  it("is a form of the template's fields, required ones marked, saved with the rest of the campaign", async () => {
    const fetch = serve(
      () => CAMPAIGN,
      ALL_LINKS,
      (_url, init) =>
        init?.method === 'PUT' ? json(200, { operationId: 'x', links: ALL_LINKS, data: CAMPAIGN }) : undefined,
    );
    renderDetail();
    const intro = await screen.findByRole('textbox', { name: /^Úvod/ });
    expect(intro).toBeRequired();
    expect(intro).toHaveValue('Milí členové');
    await user().clear(intro);
    await user().click(screen.getByRole('button', { name: 'Uložit obsah' }));
    expect(await screen.findByText('Pole Úvod je povinné')).toBeInTheDocument();
    expect(calls(fetch, 'PUT')).toEqual([]);
    await user().type(intro, 'Vážení přátelé');
    await user().click(screen.getByRole('button', { name: 'Uložit obsah' }));
    await waitFor(() => expect(calls(fetch, 'PUT')).toHaveLength(1));
    expect(bodyOf(calls(fetch, 'PUT')[0]!)).toEqual({
      id: 5,
      templateId: 1,
      name: 'Jarní zpravodaj',
      subject: 'Zpravodaj svazu',
      senderId: 3,
      lists: [10],
      data: { intro: 'Vážení přátelé' },
    });
  });
});

describe('unsaved content', () => {
  it('holds sending and scheduling back while the content has unsaved edits, keeps them across tabs', async () => {
    let stored = CAMPAIGN;
    serve(
      () => stored,
      ALL_LINKS,
      (_url, init) => {
        if (init?.method !== 'PUT') return undefined;
        stored = { ...stored, ...JSON.parse(String(init.body)), editedDate: '2026-03-03T10:00:00Z' };
        return json(200, { operationId: 'x', links: ALL_LINKS, data: stored });
      },
    );
    renderDetail();
    const intro = await screen.findByRole('textbox', { name: /^Úvod/ });
    const send = screen.getByRole('button', { name: 'Odeslat nyní' });
    const schedule = screen.getByRole('button', { name: 'Naplánovat' });
    expect(send).toBeEnabled();
    await user().type(intro, ' a přátelé');
    expect(send).toBeDisabled();
    expect(schedule).toBeDisabled();
    expect(screen.getByTestId('send-hint')).toHaveTextContent('Obsah kampaně má neuložené změny');
    // Another tab and back: the edits are still there.
    await user().click(screen.getByRole('tab', { name: 'Náhled' }));
    await user().click(screen.getByRole('tab', { name: 'Obsah' }));
    expect(screen.getByRole('textbox', { name: /^Úvod/ })).toHaveValue('Milí členové a přátelé');
    await user().click(screen.getByRole('button', { name: 'Uložit obsah' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Odeslat nyní' })).toBeEnabled());
    expect(screen.getByRole('textbox', { name: /^Úvod/ })).toHaveValue('Milí členové a přátelé');
    expect(stored.data).toEqual({ intro: 'Milí členové a přátelé' });
    expect(screen.queryByTestId('send-hint')).not.toBeInTheDocument();
  });

  it('offers no send or schedule to a campaign without recipients, and says why', async () => {
    serve(() => ({ ...CAMPAIGN, countRecipients: 0 }), ALL_LINKS);
    renderDetail();
    expect(await screen.findByRole('button', { name: 'Odeslat nyní' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Naplánovat' })).toBeDisabled();
    expect(screen.getByTestId('send-hint')).toHaveTextContent('Kampaň nemá žádné příjemce');
  });
});

describe('a campaign that cannot be read', () => {
  it('says so and reads it again on retry', async () => {
    let fail = true;
    serve(
      () => CAMPAIGN,
      ALL_LINKS,
      (url) => (fail && /\/campaigns\/5(\?|$)/.test(url) ? json(500, { status: 500, title: 'Chyba' }) : undefined),
    );
    renderDetail();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Kampaň se nepodařilo načíst.');
    fail = false;
    await user().click(within(alert).getByRole('button', { name: 'Zkusit znovu' }));
    expect(await screen.findByRole('heading', { name: 'Jarní zpravodaj' })).toBeInTheDocument();
  });
});

describe('how often the detail reads a campaign again', () => {
  const now = Date.parse('2026-03-05T10:00:00Z');
  it('every 2 s while sending, every 5 s while scheduled within a minute or past, else not', () => {
    expect(campaignPollInterval({ ...CAMPAIGN, statusId: 3 }, now)).toBe(CAMPAIGN_POLL_MS.sending);
    const scheduled = (sendDate: string) => ({ ...CAMPAIGN, statusId: 2, sendDate });
    expect(campaignPollInterval(scheduled('2026-03-05T10:00:50Z'), now)).toBe(CAMPAIGN_POLL_MS.scheduled);
    expect(campaignPollInterval(scheduled('2026-03-05T09:59:00Z'), now)).toBe(CAMPAIGN_POLL_MS.scheduled);
    expect(campaignPollInterval(scheduled('2026-03-05T10:05:00Z'), now)).toBe(false);
    expect(campaignPollInterval(CAMPAIGN, now)).toBe(false);
  });
});

describe('a running send', () => {
  // Read every 2 s in the browser; every 100 ms here, so that the test waits a fraction of that.
  const sendingPoll = CAMPAIGN_POLL_MS.sending;
  beforeEach(() => {
    CAMPAIGN_POLL_MS.sending = 100;
  });
  afterEach(() => {
    CAMPAIGN_POLL_MS.sending = sendingPoll;
  });

  it('says a just started send is preparing its recipients, without counts and without list sizes', async () => {
    const preparing: Campaign = { ...CAMPAIGN, statusId: 3, status: 'SENDING', progress: null };
    serve(() => preparing, ALL_LINKS);
    renderDetail();
    expect(await screen.findByRole('progressbar', { name: 'Připravují se příjemci ze seznamů…' })).toBeVisible();
    expect(screen.queryByTestId('progress-total')).toBeNull();
    expect(screen.getByText(CAMPAIGN.lists.map((l) => l.name).join(', '))).toBeVisible();
  });

  it('shows its progress, reads it again while it runs, and after it ends the final counts and the deliveries', async () => {
    let reads = 0;
    const running: Campaign = {
      ...CAMPAIGN,
      statusId: 3,
      status: 'SENDING',
      sendDate: '2026-03-02T10:00:00Z',
      progress: { total: 10, sent: 3, failed: 1, remaining: 6 },
    };
    const finished: Campaign = {
      ...running,
      statusId: 4,
      status: 'SENT',
      sentDate: '2026-03-02T10:05:00Z',
      progress: { total: 10, sent: 9, failed: 1, remaining: 0 },
    };
    serve(() => (++reads === 1 ? running : finished), ALL_LINKS);
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Průběh odesílání' })).toBeInTheDocument();
    expect(screen.getByTestId('progress-sent')).toHaveTextContent('3');
    expect(screen.getByTestId('progress-failed')).toHaveTextContent('1');
    expect(screen.getByTestId('progress-remaining')).toHaveTextContent('6');
    expect(screen.getByTestId('progress-total')).toHaveTextContent('10');
    expect(screen.getByText('Zpracováno 4 z 10')).toBeInTheDocument();
    expect(screen.getByText('Odesílá se')).toBeInTheDocument();
    // No deliveries list while it runs.
    expect(screen.queryByRole('heading', { name: 'Doručení' })).toBeNull();

    expect(await screen.findByRole('heading', { name: 'Výsledek odeslání' })).toBeInTheDocument();
    expect(screen.getByTestId('progress-sent')).toHaveTextContent('9');
    expect(screen.getByTestId('progress-remaining')).toHaveTextContent('0');
    expect(screen.getByText('Odeslaná')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Doručení' })).toBeInTheDocument();
    expect(await screen.findByText('550 mailbox unavailable')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Stav doručení' })).toBeInTheDocument();
    // Finished: no more reading.
    const settled = reads;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(reads).toBe(settled);
  });
});

describe('stopping', () => {
  it('asks first; cancelled nothing is sent, confirmed the stop is called and the campaign is a draft again', async () => {
    let stopped = false;
    const scheduled: Campaign = {
      ...CAMPAIGN,
      statusId: 2,
      status: 'SCHEDULED',
      isPlanned: true,
      sendDate: '2030-05-01T08:00:00Z',
    };
    const fetch = serve(
      () => (stopped ? CAMPAIGN : scheduled),
      ALL_LINKS,
      (url, init) => {
        if (init?.method !== 'POST' || !url.endsWith('/stop')) return undefined;
        stopped = true;
        return json(200, { operationId: 'emailing.campaign.stop', links: ALL_LINKS, data: CAMPAIGN });
      },
    );
    renderDetail();
    await user().click(await screen.findByRole('button', { name: 'Zastavit odesílání' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zastavit odesílání?' });
    expect(within(dialog).getByText(/kampaň se vrátí do konceptu/)).toBeInTheDocument();
    await user().click(within(dialog).getByRole('button', { name: 'Zrušit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls(fetch, 'POST')).toEqual([]);

    await user().click(screen.getByRole('button', { name: 'Zastavit odesílání' }));
    const again = await screen.findByRole('dialog', { name: 'Zastavit odesílání?' });
    await user().click(within(again).getByRole('button', { name: 'Zastavit odesílání' }));
    await waitFor(() => expect(calls(fetch, 'POST').map(([url]) => url)).toEqual([`${PATH}/5/stop`]));
    expect(await screen.findByRole('button', { name: 'Naplánovat' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Přeplánovat' })).toBeNull();
    expect(screen.getByText('Koncept')).toBeInTheDocument();
  });

  it('tells a running send that the recipients not yet reached will not get it', async () => {
    serve(
      () => ({ ...CAMPAIGN, statusId: 3, status: 'SENDING', progress: { total: 4, sent: 1, failed: 0, remaining: 3 } }),
      ALL_LINKS,
    );
    renderDetail();
    await user().click(await screen.findByRole('button', { name: 'Zastavit odesílání' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zastavit odesílání?' });
    expect(within(dialog).getByText(/ji nedostanou/)).toBeInTheDocument();
  });
});

describe('sending and scheduling', () => {
  it('confirms a send now with the number of recipients', async () => {
    const sending: Campaign = { ...CAMPAIGN, statusId: 3, progress: { total: 12, sent: 0, failed: 0, remaining: 12 } };
    let sent = false;
    const fetch = serve(
      () => (sent ? sending : CAMPAIGN),
      ALL_LINKS,
      (url, init) => {
        if (init?.method !== 'POST' || !url.endsWith('/send')) return undefined;
        sent = true;
        return json(200, { operationId: 'x', links: ALL_LINKS, data: sending });
      },
    );
    renderDetail();
    await user().click(await screen.findByRole('button', { name: 'Odeslat nyní' }));
    const dialog = await screen.findByRole('dialog', { name: 'Odeslat kampaň nyní?' });
    expect(within(dialog).getByText('Kampaň se hned začne odesílat 12 příjemcům.')).toBeInTheDocument();
    await user().click(within(dialog).getByRole('button', { name: 'Odeslat nyní' }));
    await waitFor(() => expect(calls(fetch, 'POST').map(([url]) => url)).toEqual([`${PATH}/5/send`]));
    expect(await screen.findByRole('heading', { name: 'Průběh odesílání' })).toBeInTheDocument();
  });

  it('says the campaign goes to the outbox, not out, while mail sending is not configured', async () => {
    setTestRuntimeConfig({ modules: ['emailing'], mailDelivery: 'outbox' });
    const sending: Campaign = { ...CAMPAIGN, statusId: 3, progress: { total: 12, sent: 0, failed: 0, remaining: 12 } };
    serve(
      () => CAMPAIGN,
      ALL_LINKS,
      (url, init) =>
        init?.method === 'POST' && url.endsWith('/send')
          ? json(200, { operationId: 'x', links: ALL_LINKS, data: sending })
          : undefined,
    );
    renderDetail();
    await user().click(await screen.findByRole('button', { name: 'Odeslat nyní' }));
    const dialog = await screen.findByRole('dialog', { name: 'Odeslat kampaň nyní?' });
    const success = vi.spyOn(notify, 'success');
    await user().click(within(dialog).getByRole('button', { name: 'Odeslat nyní' }));
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith(
        'Kampaň se zpracovává do složky outbox: odesílání pošty není nastaveno, příjemcům nic neodejde.',
      ),
    );
    success.mockRestore();
  });

  it('refuses a time in the past here, and shows what the server refuses next to the field', async () => {
    const fetch = serve(
      () => CAMPAIGN,
      ALL_LINKS,
      (url, init) =>
        init?.method === 'POST' && url.endsWith('/schedule')
          ? json(400, {
              status: 400,
              title: 'Neplatná data',
              errors: [{ field: 'sendDate', message: 'Datum odeslání musí být v budoucnosti.' }],
            })
          : undefined,
    );
    renderDetail();
    await user().click(await screen.findByRole('button', { name: 'Naplánovat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Naplánovat odeslání' });
    const field = within(dialog).getByLabelText(/^Datum a čas odeslání/);
    const time = within(dialog).getByLabelText('Čas – Datum a čas odeslání');
    expect(field).toBeRequired();
    expect(time).toBeRequired();
    await user().type(field, '1. 1. 2020');
    await user().type(time, '10:00');
    await user().click(within(dialog).getByRole('button', { name: 'Naplánovat' }));
    expect(await within(dialog).findByText('Čas odeslání musí být v budoucnosti.')).toBeInTheDocument();
    expect(calls(fetch, 'POST')).toEqual([]);

    await user().clear(field);
    await user().type(field, '1. 1. 2099');
    await user().click(within(dialog).getByRole('button', { name: 'Naplánovat' }));
    await waitFor(() => expect(calls(fetch, 'POST')).toHaveLength(1));
    expect(bodyOf(calls(fetch, 'POST')[0]!)).toEqual({ sendDate: new Date('2099-01-01T10:00').toISOString() });
    await waitFor(() => expect(field).toHaveAccessibleDescription('Datum odeslání musí být v budoucnosti.'));
  });

  it('checks planned times', () => {
    const now = new Date('2026-03-01T10:00:00');
    expect(scheduleProblem('', now)).toBe('required');
    expect(scheduleProblem('2026-13-45', now)).toBe('invalid');
    expect(scheduleProblem('2026-03-01T09:59', now)).toBe('past');
    expect(scheduleProblem('2026-03-01T10:01', now)).toBeNull();
    expect(toLocalInput(new Date('2026-03-01T10:05:00').toISOString())).toBe('2026-03-01T10:05');
  });
});

describe('the sender form', () => {
  it("puts the server's message on the address next to the field", async () => {
    const fetch = answerCalls(() =>
      json(400, {
        status: 400,
        title: 'Neplatná data',
        errors: [{ field: 'email', message: 'Z této domény nelze odesílat.' }],
      }),
    );
    renderPart(<SenderFormModal sender={null} onClose={() => {}} />, { codebook });
    await user().click(screen.getByRole('button', { name: 'Uložit' }));
    expect(await screen.findByText('Pole E-mailová adresa je povinné')).toBeInTheDocument();
    await user().type(screen.getByRole('textbox', { name: /^Jméno$|^Jméno \*/ }), 'Svaz');
    const email = screen.getByRole('textbox', { name: /^E-mailová adresa/ });
    await user().type(email, 'svaz@example.invalid');
    await user().click(screen.getByRole('button', { name: 'Uložit' }));
    await waitFor(() => expect(calls(fetch, 'POST')).toHaveLength(1));
    expect(bodyOf(calls(fetch, 'POST')[0]!)).toMatchObject({
      name: 'Svaz',
      email: 'svaz@example.invalid',
      active: true,
    });
    await waitFor(() => expect(email).toHaveAccessibleDescription('Z této domény nelze odesílat.'));
  });
});

describe('in English', () => {
  afterEach(() => setupI18n('cs'));

  it('names the actions and the progress', async () => {
    await setupI18n('en');
    serve(
      () => ({ ...CAMPAIGN, statusId: 3, status: 'SENDING', progress: { total: 4, sent: 1, failed: 0, remaining: 3 } }),
      ALL_LINKS,
    );
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Sending progress' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stop sending' })).toBeInTheDocument();
    expect(screen.getByText('Sending')).toBeInTheDocument();
    expect(screen.getByText('1 of 4 processed')).toBeInTheDocument();
  });
});
