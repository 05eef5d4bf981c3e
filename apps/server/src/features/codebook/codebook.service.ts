// Builds the codebook from the reference tables. Reference data changes only with migrations,
// so it is built once per process (when the server starts), compressed once, and served with a
// strong ETag per encoding.
import { CODEBOOK_GENERIC_LISTS, type Codebook, type CodebookListName, type MenuItem } from '@fedra/contract';
import type { Db } from '../../platform/db/pool';
import { type EncodedBody, encodeBody } from '../../platform/http/encoded-body';

/** Tables behind the codebook lists that have one. */
const TABLE_OF: Record<string, string> = {
  country: 'countries',
  region: 'regions',
  district: 'districts',
  sex: 'sexes',
  paidStates: 'paid_states',
  approvalStates: 'approval_states',
  sections: 'sections',
  clubTypes: 'club_types',
  personRoleCategories: 'person_role_categories',
  personRoleType: 'person_role_types',
  personRoleLevel: 'person_role_levels',
  userRoleTypes: 'user_role_types',
  federationUnits: 'federation_units',
};

const camel = (s: string) => s.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** A reference row as a codebook item: camelCase keys, name_cs/name_en as name {cs, en}. */
function toItem(row: Record<string, unknown>): Record<string, unknown> {
  const item: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) {
    if (k === 'name_cs' || k === 'name_en') continue;
    item[camel(k)] = v;
  }
  item.name = { cs: row.name_cs, en: row.name_en };
  if (item.code === undefined) item.code = String(row.alpha3 ?? row.id);
  return item;
}

interface MenuRow {
  id: number;
  version: number;
  zone: string;
  parent_id: number | null;
  key: string;
  title_cs: string;
  title_en: string;
  description_cs: string | null;
  description_en: string | null;
  icon: string | null;
  external_link: string | null;
  is_disabled: boolean;
  is_hidden: boolean;
  params: Record<string, unknown> | null;
}

function buildMenu(rows: MenuRow[]): Codebook['menu'] {
  const children = new Map<number | null, MenuRow[]>();
  for (const r of rows) children.set(r.parent_id, [...(children.get(r.parent_id) ?? []), r]);
  const toItemTree = (r: MenuRow): MenuItem => ({
    key: r.key,
    title: { cs: r.title_cs, en: r.title_en },
    description: r.description_cs ? { cs: r.description_cs, en: r.description_en ?? r.description_cs } : null,
    icon: r.icon,
    externalLink: r.external_link,
    isDisabled: r.is_disabled,
    isHidden: r.is_hidden,
    params: r.params,
    items: (children.get(r.id) ?? []).map(toItemTree),
  });
  const versions = new Map<number, Record<string, MenuItem[]>>();
  for (const r of children.get(null) ?? []) {
    const zones = versions.get(r.version) ?? {};
    zones[r.zone] = [...(zones[r.zone] ?? []), toItemTree(r)];
    versions.set(r.version, zones);
  }
  return { versions: [...versions].map(([version, zones]) => ({ version, zones })) };
}

export async function buildCodebook(db: Db): Promise<Codebook> {
  const lists: Record<string, Record<string, unknown>> = {};
  await Promise.all(
    Object.entries(TABLE_OF).map(async ([list, table]) => {
      const { rows } = await db.query(`SELECT * FROM ${table} ORDER BY id`);
      lists[list] = Object.fromEntries(rows.map((r) => [String(r.id), toItem(r)]));
    }),
  );
  for (const name of CODEBOOK_GENERIC_LISTS) lists[name] = {};
  const generic = await db.query<{
    list: string;
    id: number;
    code: string;
    name_cs: string;
    name_en: string;
    sort_order: number;
    attrs: Record<string, unknown>;
  }>('SELECT list, id, code, name_cs, name_en, sort_order, attrs FROM codebook_entries ORDER BY list, sort_order, id');
  for (const r of generic.rows) {
    lists[r.list] ??= {};
    lists[r.list]![String(r.id)] = {
      ...r.attrs,
      id: r.id,
      code: r.code,
      name: { cs: r.name_cs, en: r.name_en },
      sortOrder: r.sort_order,
    };
  }

  const features: Codebook['features'] = {};
  for (const f of (
    await db.query<{ id: string; zone: string; is_active: boolean }>(
      'SELECT id, zone, is_active FROM features ORDER BY zone, id',
    )
  ).rows) {
    features[f.zone] ??= {};
    features[f.zone]![f.id] = { id: f.id, isActive: f.is_active };
  }
  const menu = buildMenu(
    (await db.query<MenuRow>('SELECT * FROM menu_items ORDER BY version, zone, sort_order, id')).rows,
  );
  const a = (await db.query('SELECT * FROM association WHERE id = 1')).rows[0];
  const association = a
    ? {
        name: a.name,
        address: { street: a.street, city: a.city, zip: a.zip, countryId: a.country_id },
        vat: a.vat,
        tax: a.tax,
        contacts: { email: a.email, phone: a.phone, web: a.web },
        logo: a.logo_url,
        bank: a.bank,
        bankAccount: a.bank_account,
        iban: a.iban,
        swift: a.swift,
      }
    : null;
  return { ...(lists as Record<CodebookListName, Codebook[CodebookListName]>), features, menu, association };
}

/** The codebook's JSON as sent: identity, brotli and gzip bytes with their ETags. */
export type CachedCodebook = EncodedBody;

export async function loadCachedCodebook(db: Db): Promise<CachedCodebook> {
  return encodeBody(JSON.stringify(await buildCodebook(db)), 32);
}
