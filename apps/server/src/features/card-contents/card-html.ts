// The member card as a small self-contained piece of HTML (inline styles, no scripts). Every value
// is escaped; the only data used outside text is `cardColor`, and only when it is a plain colour.
import type { CardPreview } from '@fedra/contract';
import type { Language } from '../../platform/i18n/messages';

const TEXT: Record<
  Language,
  { card: string; regNo: string; club: string; validTill: string; yes: string; no: string }
> = {
  cs: { card: 'Členský průkaz', regNo: 'Reg. číslo', club: 'Klub', validTill: 'Platnost do', yes: 'ano', no: 'ne' },
  en: { card: 'Member card', regNo: 'Reg. no.', club: 'Club', validTill: 'Valid till', yes: 'yes', no: 'no' },
};

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** 2026-06-30 -> 30. 6. 2026 (Czech style, DECISIONS.md "Formats"). */
function czechDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${Number(m[3])}. ${Number(m[2])}. ${m[1]}` : iso;
}

function display(value: unknown, lang: Language): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? TEXT[lang].yes : TEXT[lang].no;
  if (Array.isArray(value)) return value.map((v) => display(v, lang)).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

const COLOR = /^(#[0-9a-f]{3}|#[0-9a-f]{6}|[a-z]{3,20})$/i;
const PHOTO = /^(https?:\/\/|\/)[^\s]*$/i;

export function renderCardHtml(
  card: CardPreview['card'],
  unitName: string,
  data: Record<string, unknown>,
  lang: Language,
): string {
  const t = TEXT[lang];
  const color = typeof data.cardColor === 'string' && COLOR.test(data.cardColor) ? data.cardColor : '#1c7ed6';
  const { member } = card;
  const photo =
    member.photoUrl && PHOTO.test(member.photoUrl)
      ? `<img src="${escapeHtml(member.photoUrl)}" alt="" width="72" height="96" style="float:right;object-fit:cover;border-radius:4px">`
      : '';
  const row = (label: string, value: string) =>
    `<tr><th style="text-align:left;font-weight:600;padding:2px 8px 2px 0">${escapeHtml(label)}</th>` +
    `<td style="padding:2px 0">${escapeHtml(value)}</td></tr>`;
  const rows = [
    row(t.regNo, member.registrationNumber),
    row(t.club, member.clubName ?? '—'),
    row(t.validTill, member.validTill ? czechDate(member.validTill) : '—'),
    ...card.fields.map((f) => row(f.label, display(f.value, lang))),
  ];
  return (
    `<div class="fedra-member-card" style="font-family:system-ui,sans-serif;max-width:360px;border:3px solid ${color};` +
    `border-radius:10px;padding:12px;color:#222;background:#fff">` +
    `<div style="font-size:12px;text-transform:uppercase;color:${color}">${escapeHtml(t.card)} · ${escapeHtml(unitName)}</div>` +
    photo +
    `<div style="font-size:18px;font-weight:700;margin:6px 0">${escapeHtml(member.fullName)}</div>` +
    `<table style="font-size:13px;border-collapse:collapse">${rows.join('')}</table></div>`
  );
}
