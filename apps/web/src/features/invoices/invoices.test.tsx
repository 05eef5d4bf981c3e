// The invoice card in the browser's place (issue 31): the number, status and amounts, an overdue
// due date, the QR payment with the details to pay by hand, the payments, the PDF download with the
// token, a credit note without the QR, and an order's documents. The API's answers come from
// test/page.tsx; the server's side is tested in apps/server/test/invoices/.
import type { InvoiceDetail, InvoiceListItem } from '@fedra/contract/invoices';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerCalls, apiAnswer, renderPart, zoneCaller } from '../../test/page';
import { setupI18n } from '../../test/render';
import { setTestRuntimeConfig } from '../../test/runtime-config';
import { InvoiceCard, OrderInvoices } from '.';

const QR = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><path d="M0 0h1v1H0z"/></svg>';
const BASE: InvoiceListItem = {
  id: 41,
  orderId: 9,
  club: { id: 7, name: 'BK Karlín' },
  typeId: 1,
  number: '2026000041',
  variableSymbol: '2026000041',
  issueDate: '2026-11-01',
  dueDate: '2026-11-15',
  paidDate: null,
  amount: 258583,
  paidAmount: 100000,
  remainingAmount: 158583,
  paymentStatusId: 2,
  overdue: true,
  creditedInvoiceId: null,
};
const INVOICE: InvoiceDetail = {
  ...BASE,
  supplier: {
    name: 'Česká badmintonová federace',
    bankAccount: '2100123461/2010',
    iban: 'CZ8420100000002100123461',
    swift: 'FIOBCZPPXXX',
  },
  customer: { name: 'BK Karlín z.s.' },
  items: [{ name: 'Licence hráče', quantity: 2, unitAmount: 45000, vatRate: 21, amount: 90000 }],
  vat: [{ rate: 21, base: 74380, vat: 15620, gross: 90000 }],
  creditedInvoice: null,
  creditNotes: [],
  payments: [{ id: 1, paidDate: '2026-11-10', amount: 100000, sourceId: 1, note: null }],
  spayd: 'SPD*1.0*ACC:CZ8420100000002100123461*AM:1585.83*CC:CZK*X-VS:2026000041',
  qrSvg: QR,
};
const NOTE: InvoiceDetail = {
  ...INVOICE,
  id: 42,
  typeId: 3,
  number: 'D2026000001',
  variableSymbol: null,
  amount: -258583,
  paidAmount: 0,
  remainingAmount: 0,
  paymentStatusId: 6,
  overdue: false,
  creditedInvoiceId: 41,
  creditedInvoice: { id: 41, number: '2026000041' },
  payments: [],
  spayd: null,
  qrSvg: null,
};

const json = (data: unknown) => apiAnswer(200, { operationId: 'x', links: [], data });
const text = (s: string) => s.replace(/\u00a0/g, ' ');

beforeAll(() => setupI18n('cs'));
beforeEach(() => setTestRuntimeConfig({ modules: [] }));

describe('InvoiceCard', () => {
  it('shows the invoice, its overdue due date, what remains and the QR payment with the details as text', async () => {
    const fetch = answerCalls(() => json(INVOICE));
    renderPart(<InvoiceCard invoiceId={41} zone="club" />, { user: zoneCaller('club', ['orders.list']), zone: 'club' });
    expect(await screen.findByRole('heading', { name: 'Faktura 2026000041' })).toBeInTheDocument();
    expect(String(fetch.mock.calls[0]![0])).toContain('/api/club-zone/invoices/41');
    expect(screen.getByText('Částečně zaplaceno')).toBeInTheDocument();
    expect(screen.getByText('Po splatnosti')).toBeInTheDocument();
    expect(screen.getByText('15. 11. 2026')).toHaveStyle({ fontWeight: '700' });
    const qr = screen.getByRole('img', { name: /QR kód pro platbu/ });
    expect(qr.querySelector('svg')).not.toBeNull();
    expect(text(qr.getAttribute('aria-label')!)).toBe(
      'QR kód pro platbu 1 585,83 Kč na účet 2100123461/2010, variabilní symbol 2026000041',
    );
    expect(screen.getByText('QR Platba')).toBeInTheDocument();
    expect(screen.getByText('2100123461/2010')).toBeInTheDocument();
    expect(screen.getByText('CZ8420100000002100123461')).toBeInTheDocument();
    expect(
      screen.getAllByText((_, el) => el?.tagName === 'P' && text(el.textContent ?? '') === '1 585,83 Kč').length,
    ).toBeGreaterThan(0);
    expect(
      screen.getAllByText((_, el) => el?.tagName === 'P' && text(el.textContent ?? '') === '2 585,83 Kč').length,
    ).toBe(1);
    const payments = screen.getByRole('table');
    expect(within(payments).getByText('převod na účet')).toBeInTheDocument();
    expect(text(within(payments).getByText(/1 000,00/).textContent!)).toBe('1 000,00 Kč');
  });

  it('downloads the PDF through the API with the server’s file name', async () => {
    const saved: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:invoice', revokeObjectURL: () => {} }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const fetch = answerCalls((url) =>
      url.endsWith('/pdf')
        ? new Response('%PDF-1.7', {
            status: 200,
            headers: {
              'content-type': 'application/pdf',
              'content-disposition': 'attachment; filename="2026000041.pdf"',
            },
          })
        : json(INVOICE),
    );
    renderPart(<InvoiceCard invoiceId={41} zone="admin" />, { user: zoneCaller('admin', ['orders.list']) });
    fireEvent.click(await screen.findByRole('button', { name: 'Stáhnout PDF' }));
    await waitFor(() => expect(saved).toEqual(['2026000041.pdf']));
    expect(fetch.mock.calls.map(([url]) => String(url))).toContainEqual(
      expect.stringContaining('/api/admin-zone/invoices/41/pdf'),
    );
    click.mockRestore();
  });

  it('shows a credit note with the invoice it corrects and no QR payment', async () => {
    answerCalls(() => json(NOTE));
    renderPart(<InvoiceCard invoiceId={42} zone="club" />, { user: zoneCaller('club', ['orders.list']), zone: 'club' });
    expect(await screen.findByRole('heading', { name: 'Dobropis D2026000001' })).toBeInTheDocument();
    expect(screen.getByText('Zrušeno')).toBeInTheDocument();
    expect(screen.getByText('2026000041')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByText('Po splatnosti')).toBeNull();
    expect(screen.queryByText('Splatnost')).toBeNull();
  });
});

describe('OrderInvoices', () => {
  it('lists the documents of an order as cards, or says there are none', async () => {
    const fetch = answerCalls((url) =>
      url.includes('orderId=9')
        ? json([BASE, { ...BASE, id: 42, typeId: 3, number: 'D2026000001' }])
        : url.includes('/42')
          ? json(NOTE)
          : json(INVOICE),
    );
    const { unmount } = renderPart(<OrderInvoices orderId={9} zone="club" />, { zone: 'club' });
    expect(await screen.findByRole('heading', { name: 'Faktura 2026000041' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Dobropis D2026000001' })).toBeInTheDocument();
    expect(String(fetch.mock.calls[0]![0])).toContain('/api/club-zone/invoices?orderId=9');
    unmount();
    answerCalls(() => json([]));
    renderPart(<OrderInvoices orderId={10} zone="admin" />);
    expect(await screen.findByText('K objednávce zatím není vystaven žádný doklad.')).toBeInTheDocument();
  });
});
