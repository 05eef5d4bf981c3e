// The Czech QR payment ("QR Platba", SPAYD: the Czech Banking Association's Short Payment
// Descriptor) of an invoice: the text a banking app reads from the QR code, and the code as SVG.
// Rules and choices: docs/decisions/invoice-pdf-and-qr.md.

export interface SpaydInput {
  /** The payee's IBAN (spaces allowed); without a valid one there is no QR payment. */
  iban: string | null | undefined;
  /** The payee bank's BIC (SWIFT), appended to the account as `+BIC` when valid. */
  bic?: string | null;
  /** haléře; 0 < amount ≤ 9,999,999.99 CZK, else no QR payment. */
  amountHalere: number;
  /** The variable symbol (digits, at most 10); anything else is left out. */
  variableSymbol?: string | null;
  /** The message for the payee (at most 60 characters after escaping). */
  message?: string | null;
  /** ISO 4217. */
  currency?: string;
}

/** The format's largest amount: 9,999,999.99 in haléře. */
export const SPAYD_MAX_HALERE = 999_999_999;
const MESSAGE_MAX = 60;
const IBAN = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;
const BIC = /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/;
const VARIABLE_SYMBOL = /^\d{1,10}$/;
const CURRENCY = /^[A-Z]{3}$/;

/** haléře as the format's amount: a dot and two decimals ("1250.50", "0.05"), no grouping. */
export function spaydAmount(halere: number): string {
  return `${Math.floor(halere / 100)}.${String(halere % 100).padStart(2, '0')}`;
}

/**
 * A message in the characters every banking app reads and the QR code's alphanumeric mode holds:
 * no diacritics, capitals, and only 0–9 A–Z space $ % + - . / : (anything else becomes a space);
 * `*` would end the value and is escaped as `%2A`. Cut to 60 characters, never inside an escape.
 */
export function spaydMessage(text: string): string {
  const plain = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^0-9A-Z $%*+\-./:]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  let out = '';
  for (const ch of plain) {
    const piece = ch === '*' ? '%2A' : ch;
    if (out.length + piece.length > MESSAGE_MAX) break;
    out += piece;
  }
  return out.trimEnd();
}

/**
 * The SPAYD text of a payment, e.g.
 * `SPD*1.0*ACC:CZ8420100000002100123461*AM:1250.50*CC:CZK*X-VS:2026000001*MSG:FAKTURA 2026000001`,
 * or null when there is nothing a banking app could pay: no valid IBAN, an amount of 0 or over the
 * format's maximum.
 */
export function spaydString(input: SpaydInput): string | null {
  const iban = (input.iban ?? '').replace(/\s+/g, '').toUpperCase();
  if (!IBAN.test(iban)) return null;
  const amount = input.amountHalere;
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount > SPAYD_MAX_HALERE) return null;
  const currency = (input.currency ?? 'CZK').toUpperCase();
  if (!CURRENCY.test(currency)) return null;
  const bic = (input.bic ?? '').replace(/\s+/g, '').toUpperCase();
  const parts = [`ACC:${iban}${BIC.test(bic) ? `+${bic}` : ''}`, `AM:${spaydAmount(amount)}`, `CC:${currency}`];
  const vs = input.variableSymbol?.trim();
  if (vs && VARIABLE_SYMBOL.test(vs)) parts.push(`X-VS:${vs}`);
  const message = input.message ? spaydMessage(input.message) : '';
  if (message) parts.push(`MSG:${message}`);
  return `SPD*1.0*${parts.join('*')}`;
}

/** The QR code of a SPAYD text as SVG: error correction M, as the format asks for print. */
export async function spaydQrSvg(spayd: string): Promise<string> {
  // Loaded on the first code, not in every server.
  const { default: QRCode } = await import('qrcode');
  return QRCode.toString(spayd, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}
