// The seasons feature's texts in Czech and English (registered into the server's catalogue). The
// counts of the in-use answer take their Czech plural form by key (`_one`, `_few`, `_other`), which
// `countForm` picks; English has one form for the last two.
import { registerMessages } from '../../platform/i18n/messages';

/** The Czech plural form of a count: 1 one, 2–4 few, anything else other. */
export function countForm(count: number): 'one' | 'few' | 'other' {
  if (count === 1) return 'one';
  if (count >= 2 && count <= 4) return 'few';
  return 'other';
}

/** One use of a season in three Czech forms and two English ones. */
function counted(key: string, cs: [string, string, string], en: [string, string]) {
  return {
    cs: { [`${key}_one`]: cs[0], [`${key}_few`]: cs[1], [`${key}_other`]: cs[2] },
    en: { [`${key}_one`]: en[0], [`${key}_few`]: en[1], [`${key}_other`]: en[1] },
  };
}

const uses = [
  counted(
    'seasons.usedBy.tournaments',
    ['{count} turnaj', '{count} turnaje', '{count} turnajů'],
    ['{count} tournament', '{count} tournaments'],
  ),
  counted(
    'seasons.usedBy.leagues',
    ['{count} liga', '{count} ligy', '{count} lig'],
    ['{count} league', '{count} leagues'],
  ),
  counted(
    'seasons.usedBy.competitions',
    ['{count} disciplína nebo soutěž', '{count} disciplíny nebo soutěže', '{count} disciplín nebo soutěží'],
    ['{count} discipline or competition', '{count} disciplines or competitions'],
  ),
  counted(
    'seasons.usedBy.personRoles',
    ['{count} role osoby', '{count} role osob', '{count} rolí osob'],
    ['{count} person role', '{count} person roles'],
  ),
  counted(
    'seasons.usedBy.clubRoles',
    ['{count} role klubu', '{count} role klubů', '{count} rolí klubů'],
    ['{count} club role', '{count} club roles'],
  ),
  counted(
    'seasons.usedBy.contributions',
    ['{count} členský příspěvek', '{count} členské příspěvky', '{count} členských příspěvků'],
    ['{count} membership contribution', '{count} membership contributions'],
  ),
  counted(
    'seasons.usedBy.contributionPrices',
    ['{count} cena příspěvku', '{count} ceny příspěvků', '{count} cen příspěvků'],
    ['{count} contribution price', '{count} contribution prices'],
  ),
];

registerMessages({
  cs: {
    'seasons.nameTaken': 'Sezóna s názvem {name} už existuje.',
    'seasons.overlaps': 'Sezóna by se překrývala se sezónou {name} ({from} – {till}).',
    'seasons.inUse': 'Sezónu {name} nelze smazat, protože ji používá:',
    ...Object.assign({}, ...uses.map((u) => u.cs)),
  },
  en: {
    'seasons.nameTaken': 'A season named {name} already exists.',
    'seasons.overlaps': 'The season would overlap the season {name} ({from} – {till}).',
    'seasons.inUse': 'The season {name} cannot be deleted because it is used by:',
    ...Object.assign({}, ...uses.map((u) => u.en)),
  },
});
