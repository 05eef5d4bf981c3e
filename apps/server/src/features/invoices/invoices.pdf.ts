// An invoice or credit note as an A4 PDF in the caller's language (issue 31): supplier and customer,
// bank details, items, VAT per rate, the total and the QR payment. Czech text in the embedded Noto
// Sans (platform/pdf). Layout choices: docs/decisions/invoice-pdf-and-qr.md.
import { INVOICE_TYPE, type InvoiceDetail, type InvoiceParty, PAYMENT_SOURCE } from '@fedra/contract';
import { shownDate } from '../../platform/i18n/shown-date';
import { loadPdfMake, PDF_BASE_FONT, type PdfContent, runs } from '../../platform/pdf/pdf-fonts';

type Lang = 'cs' | 'en';
type Label = Record<Lang, string>;

const L = {
  invoice: { cs: 'Faktura – daňový doklad', en: 'Invoice – tax document' },
  creditNote: { cs: 'Dobropis – opravný daňový doklad', en: 'Credit note – corrective tax document' },
  number: { cs: 'Číslo', en: 'Number' },
  supplier: { cs: 'Dodavatel', en: 'Supplier' },
  customer: { cs: 'Odběratel', en: 'Customer' },
  ico: { cs: 'IČO', en: 'Company ID (IČO)' },
  dic: { cs: 'DIČ', en: 'VAT ID (DIČ)' },
  bankAccount: { cs: 'Bankovní účet', en: 'Bank account' },
  iban: { cs: 'IBAN', en: 'IBAN' },
  swift: { cs: 'SWIFT', en: 'SWIFT' },
  variableSymbol: { cs: 'Variabilní symbol', en: 'Variable symbol' },
  paymentMethod: { cs: 'Forma úhrady', en: 'Payment method' },
  transfer: { cs: 'převodem', en: 'bank transfer' },
  issueDate: { cs: 'Datum vystavení', en: 'Issue date' },
  taxDate: { cs: 'Datum zdanitelného plnění', en: 'Date of taxable supply' },
  dueDate: { cs: 'Datum splatnosti', en: 'Due date' },
  paidDate: { cs: 'Datum úhrady', en: 'Paid on' },
  creditedInvoice: { cs: 'Opravovaný doklad', en: 'Corrected document' },
  item: { cs: 'Položka', en: 'Item' },
  quantity: { cs: 'Množství', en: 'Quantity' },
  unitAmount: { cs: 'Cena za kus', en: 'Unit price' },
  vatRate: { cs: 'Sazba DPH', en: 'VAT rate' },
  amount: { cs: 'Celkem s DPH', en: 'Total incl. VAT' },
  vatSummary: { cs: 'Rekapitulace DPH', en: 'VAT summary' },
  base: { cs: 'Základ', en: 'Base' },
  vat: { cs: 'DPH', en: 'VAT' },
  total: { cs: 'Celkem', en: 'Total' },
  toPay: { cs: 'Celkem k úhradě', en: 'Total to pay' },
  toRefund: { cs: 'Celkem k vrácení', en: 'Total to refund' },
  paid: { cs: 'Uhrazeno', en: 'Paid' },
  remaining: { cs: 'Zbývá uhradit', en: 'Remaining' },
  payments: { cs: 'Přijaté platby', en: 'Payments received' },
  qr: { cs: 'QR Platba', en: 'QR payment' },
  qrHint: {
    cs: 'Naskenujte v aplikaci své banky.',
    en: 'Scan it in your banking app (Czech banks).',
  },
  pricesIncludeVat: { cs: 'Ceny jsou uvedeny včetně DPH.', en: 'Prices include VAT.' },
} satisfies Record<string, Label>;

const SOURCES: Record<number, Label> = {
  [PAYMENT_SOURCE.bankTransfer]: { cs: 'převod na účet', en: 'bank transfer' },
  [PAYMENT_SOURCE.card]: { cs: 'platební karta', en: 'card' },
  [PAYMENT_SOURCE.cash]: { cs: 'hotově', en: 'cash' },
  [PAYMENT_SOURCE.clubCredit]: { cs: 'kredit klubu', en: 'club credit' },
  [PAYMENT_SOURCE.invoice]: { cs: 'faktura', en: 'invoice' },
};

const NBSP = '\u00a0';

/** haléře as the reader writes money: "1 250,50 Kč" (no-break spaces), in English "CZK 1,250.50". */
export function shownMoney(halere: number, lang: Lang): string {
  const abs = Math.abs(halere);
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, lang === 'cs' ? NBSP : ',');
  const cents = String(abs % 100).padStart(2, '0');
  const sign = halere < 0 ? '−' : '';
  return lang === 'cs' ? `${sign}${whole},${cents}${NBSP}Kč` : `${sign}CZK${NBSP}${whole}.${cents}`;
}

const date = (iso: string | null | undefined, lang: Lang) => (!iso ? '—' : lang === 'cs' ? shownDate(iso) : iso);
const t = (label: Label, lang: Lang) => runs(label[lang]);

/** A supplier's or customer's block: name, address, IČO and DIČ. */
function party(caption: Label, p: InvoiceParty, lang: Lang): PdfContent {
  const street = [p.street, p.houseNumber].filter(Boolean).join(' ');
  const town = [p.zip, p.city].filter(Boolean).join(' ');
  const lines: PdfContent[] = [
    { text: t(caption, lang), style: 'caption' },
    { text: runs(p.name), bold: true, margin: [0, 2, 0, 2] },
  ];
  for (const line of [street, town]) if (line) lines.push({ text: runs(line) });
  if (p.ico) lines.push({ text: [{ text: t(L.ico, lang), style: 'key' }, `: ${p.ico}`] });
  if (p.dic) lines.push({ text: [{ text: t(L.dic, lang), style: 'key' }, `: ${p.dic}`] });
  if (p.email) lines.push({ text: runs(p.email), style: 'key' });
  return { stack: lines };
}

/** Key/value lines without borders. */
function pairs(rows: [Label, string][], lang: Lang): PdfContent {
  return {
    table: {
      widths: ['auto', '*'],
      body: rows.map(([k, v]) => [
        { text: t(k, lang), style: 'key' },
        { text: runs(v), bold: k === L.variableSymbol },
      ]),
    },
    layout: 'noBorders',
  };
}

const lines = {
  hLineWidth: (i: number, node: { table: { body: unknown[] } }) =>
    i === 1 || i === node.table.body.length ? 0.8 : 0.3,
  vLineWidth: () => 0,
  hLineColor: () => '#b0b0b0',
  paddingTop: () => 3,
  paddingBottom: () => 3,
};

const head = (labels: Label[], lang: Lang, right: number[]) =>
  labels.map((l, i) => ({ text: t(l, lang), style: 'th', alignment: right.includes(i) ? 'right' : 'left' }));

export async function invoicePdf(inv: InvoiceDetail, lang: Lang): Promise<Buffer> {
  const pdfMake = loadPdfMake();
  const creditNote = inv.typeId === INVOICE_TYPE.creditNote;
  const title = creditNote ? L.creditNote : L.invoice;
  const s = inv.supplier;
  const money = (h: number) => runs(shownMoney(h, lang));

  const bank: [Label, string][] = [];
  if (s.bankAccount) bank.push([L.bankAccount, [s.bankAccount, s.bank].filter(Boolean).join(', ')]);
  if (s.iban) bank.push([L.iban, s.iban]);
  if (s.swift) bank.push([L.swift, s.swift]);
  if (inv.variableSymbol) bank.push([L.variableSymbol, inv.variableSymbol]);
  if (!creditNote) bank.push([L.paymentMethod, L.transfer[lang]]);
  const dates: [Label, string][] = [
    [L.issueDate, date(inv.issueDate, lang)],
    [L.taxDate, date(inv.issueDate, lang)],
  ];
  if (!creditNote) dates.push([L.dueDate, date(inv.dueDate, lang)]);
  if (inv.paidDate) dates.push([L.paidDate, date(inv.paidDate, lang)]);
  if (inv.creditedInvoice) dates.push([L.creditedInvoice, inv.creditedInvoice.number]);

  const items: PdfContent = {
    table: {
      headerRows: 1,
      widths: ['*', 50, 80, 55, 85],
      body: [
        head([L.item, L.quantity, L.unitAmount, L.vatRate, L.amount], lang, [1, 2, 3, 4]),
        ...inv.items.map((i) => [
          { text: runs(i.name) },
          { text: String(i.quantity), alignment: 'right' },
          { text: money(i.unitAmount), alignment: 'right' },
          { text: `${i.vatRate} %`, alignment: 'right' },
          { text: money(i.amount), alignment: 'right' },
        ]),
      ],
    },
    layout: lines,
    margin: [0, 14, 0, 0],
  };

  const vat: PdfContent = {
    table: {
      headerRows: 1,
      widths: [55, '*', '*', '*'],
      body: [
        head([L.vatRate, L.base, L.vat, L.total], lang, [1, 2, 3]),
        ...inv.vat.map((v) => [
          `${v.rate} %`,
          { text: money(v.base), alignment: 'right' },
          { text: money(v.vat), alignment: 'right' },
          { text: money(v.gross), alignment: 'right' },
        ]),
      ],
    },
    layout: lines,
  };

  const totals: [Label, PdfContent, boolean][] = [[creditNote ? L.toRefund : L.toPay, money(inv.amount), true]];
  if (!creditNote && inv.paidAmount > 0) {
    totals.push([L.paid, money(inv.paidAmount), false]);
    totals.push([L.remaining, money(inv.remainingAmount), false]);
  }
  const totalBlock: PdfContent = {
    table: {
      widths: ['*', 'auto'],
      body: totals.map(([k, v, big]) => [
        { text: t(k, lang), bold: big, fontSize: big ? 12 : 9 },
        { text: v, bold: big, fontSize: big ? 12 : 9, alignment: 'right' },
      ]),
    },
    layout: 'noBorders',
  };

  const qr: PdfContent = inv.qrSvg
    ? {
        stack: [
          { svg: inv.qrSvg, width: 110, alignment: 'center' },
          { text: t(L.qr, lang), bold: true, alignment: 'center', margin: [0, 2, 0, 0] },
          { text: t(L.qrHint, lang), style: 'key', fontSize: 7, alignment: 'center' },
        ],
      }
    : { text: '' };

  const payments: PdfContent[] = inv.payments.length
    ? [
        { text: t(L.payments, lang), style: 'heading' },
        {
          table: {
            widths: [70, '*', 85],
            body: inv.payments.map((p) => [
              date(p.paidDate, lang),
              { text: runs(SOURCES[p.sourceId]?.[lang] ?? String(p.sourceId)) },
              { text: money(p.amount), alignment: 'right' },
            ]),
          },
          layout: lines,
        },
      ]
    : [];

  const doc = {
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 48],
    info: { title: `${title[lang]} ${inv.number}` },
    defaultStyle: { font: PDF_BASE_FONT, fontSize: 9, lineHeight: 1.15 },
    styles: {
      title: { fontSize: 16, bold: true },
      caption: { fontSize: 8, bold: true, color: '#555555' },
      key: { color: '#555555' },
      th: { bold: true, color: '#333333' },
      heading: { fontSize: 10, bold: true, margin: [0, 14, 0, 4] },
    },
    footer: (page: number, pages: number) => ({
      text: `${inv.number} · ${page} / ${pages}`,
      alignment: 'center',
      fontSize: 8,
      color: '#777777',
    }),
    content: [
      {
        columns: [
          { text: t(title, lang), style: 'title', width: '*' },
          {
            width: 'auto',
            stack: [
              { text: t(L.number, lang), style: 'caption', alignment: 'right' },
              { text: inv.number, fontSize: 14, bold: true, alignment: 'right' },
            ],
          },
        ],
      },
      {
        columns: [party(L.supplier, s, lang), party(L.customer, inv.customer, lang)],
        columnGap: 24,
        margin: [0, 16, 0, 0],
      },
      {
        columns: [pairs(bank, lang), pairs(dates, lang)],
        columnGap: 24,
        margin: [0, 14, 0, 0],
      },
      items,
      { text: t(L.pricesIncludeVat, lang), style: 'key', fontSize: 7, margin: [0, 2, 0, 0] },
      {
        columns: [
          { width: 130, stack: [qr] },
          {
            width: '*',
            stack: [{ text: t(L.vatSummary, lang), style: 'heading' }, vat, { text: '', margin: [0, 6] }, totalBlock],
          },
        ],
        columnGap: 24,
        margin: [0, 10, 0, 0],
        unbreakable: true,
      },
      ...payments,
    ],
  };
  return pdfMake.createPdf(doc).getBuffer();
}
