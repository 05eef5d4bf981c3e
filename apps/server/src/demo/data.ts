// Word lists of the demo federation: Czech names, towns of the four federation units, streets,
// club name patterns and boards. Plain data; generate.ts combines it with a seeded generator.

import { CLUB_TYPE, FEDERATION_UNIT } from '../db/reference-ids';

/** A surname in its male and female form (Novák / Nováková). */
export type Surname = readonly [male: string, female: string];

/** Derives the usual female form when the list gives only the male one. */
function female(male: string): string {
  if (male.endsWith('ý')) return `${male.slice(0, -1)}á`;
  if (male.endsWith('í')) return male;
  if (male.endsWith('a')) return `${male.slice(0, -1)}ová`;
  return `${male}ová`;
}

function surnames(list: string): Surname[] {
  return list
    .split(/\s+/)
    .filter(Boolean)
    .map((entry) => {
      const [m, f] = entry.split('/') as [string, string | undefined];
      return [m, f ?? female(m)] as const;
    });
}

// Frequent Czech surnames; irregular female forms are written out.
export const CZECH_SURNAMES: Surname[] = surnames(`
  Novák Svoboda Novotný Dvořák Černý Procházka Kučera Veselý Horák Němec/Němcová Marek/Marková Pokorný
  Pospíšil Hájek/Hájková Jelínek/Jelínková Král Růžička Beneš Fiala Sedláček/Sedláčková Doležal Zeman
  Kolář Navrátil Čermák Vaněk/Vaňková Urban Blažek/Blažková Kříž Kovář Kratochvíl Bartoš
  Vlček/Vlčková Polák Musil Kopecký Šimek/Šimková Konečný Malý Holub Štěpánek/Štěpánková Kadlec/Kadlecová
  Dostál Soukup Šťastný Mareš Moravec/Moravcová Sýkora Valenta Tichý Vávra Matoušek/Matoušková Bláha
  Říha Ševčík Bureš Hruška Mašek/Mašková Pavlík Dušek/Dušková Janda Hrubý Mach Skála Toman Kazda
  Brabec/Brabcová Staněk/Staňková Řezníček/Řezníčková Kubíček/Kubíčková Havlíček/Havlíčková Zelenka
  Adámek/Adámková Jireš Bednář Vojtěch/Vojtěchová Hanák Šindelář Kubát Nový Richter Štěpán Kopřiva
  Slabý Lukáš Vondra Holý Hladík Vacek/Vacková Kalina Sládek/Sládková Fišer Jirásek/Jirásková Tůma
  Koubek/Koubková Hrdina Šebesta Vitásek/Vitásková Kuba Koudelka Mrázek/Mrázková Hora Suchý Klíma
  Šulc Petr Bílek/Bílková Charvát Kovařík Jankovský Malík Mikeš Rada Sedlák Tomášek/Tomášková
`);

export interface FirstNames {
  common: readonly string[];
  /** More likely for people born before 1985. */
  classic: readonly string[];
  /** More likely for people born after 1995. */
  modern: readonly string[];
}

const words = (list: string): string[] => list.split(/\s+/).filter(Boolean);

export const CZECH_MALE_NAMES: FirstNames = {
  common: words(`Jan Jakub Tomáš Martin Petr Pavel Lukáš David Ondřej Michal Filip Daniel Marek Radek Roman Aleš
    Libor Patrik Robert Richard Viktor Denis Kamil Jiří Josef Vojtěch Adam`),
  classic: words(`Jaroslav Zdeněk Miroslav Vladimír Stanislav Ladislav Bohumil Oldřich Jindřich Luboš Miloš
    Bohuslav Karel František Václav Antonín Milan Rudolf Vlastimil Přemysl Ivan Rostislav`),
  modern: words(`Matyáš Kryštof Tobiáš Sebastián Oliver Eliáš Jonáš Samuel Šimon Matěj Dominik Tadeáš Mikuláš
    Teodor Vít Štěpán Max Marek Antonín Alexandr Hugo`),
};

export const CZECH_FEMALE_NAMES: FirstNames = {
  common: words(`Jana Eva Lucie Petra Kateřina Veronika Tereza Martina Michaela Barbora Markéta Hana Lenka Klára
    Monika Andrea Zuzana Kristýna Simona Pavla Alena Ivana Nikola Denisa Gabriela Karolína Adéla Eliška Anna`),
  classic: words(`Marie Jaroslava Věra Zdeňka Ludmila Helena Libuše Dana Jitka Vlasta Milena Blanka Irena Renata
    Iveta Olga Dagmar Hana Jiřina`),
  modern: words(`Natálie Viktorie Sofie Ema Julie Rozálie Amálie Laura Stella Emma Nela Aneta Sára Valerie Ella
    Adriana Linda Vanesa Beáta Elena Anežka`),
};

export interface ForeignNames {
  alpha3: 'SVK' | 'POL' | 'UKR';
  countryId: number;
  male: readonly string[];
  female: readonly string[];
  surnames: Surname[];
}

// Foreign players registered in Czech clubs (Ukrainian names in Czech transliteration).
export const FOREIGN_NAMES: ForeignNames[] = [
  {
    alpha3: 'SVK',
    countryId: 703,
    male: words('Peter Ján Marek Martin Juraj Michal Tomáš Matej Lukáš'),
    female: words('Zuzana Katarína Lucia Mária Veronika Simona Petra Natália'),
    surnames: surnames(
      'Horváth Kováč/Kováčová Varga Tóth Nagy/Nagyová Baláž Szabó/Szabóová Molnár Lukáč Kollár Hudák Oravec/Oravcová',
    ),
  },
  {
    alpha3: 'POL',
    countryId: 616,
    male: words('Piotr Krzysztof Tomasz Paweł Michał Jakub Kacper Mateusz'),
    female: words('Anna Katarzyna Magdalena Agnieszka Joanna Zofia Aleksandra'),
    surnames: surnames(`Nowak/Nowak Kowalski/Kowalska Wiśniewski/Wiśniewska Wójcik/Wójcik Kamiński/Kamińska
      Lewandowski/Lewandowska Zieliński/Zielińska Szymański/Szymańska`),
  },
  {
    alpha3: 'UKR',
    countryId: 804,
    male: words('Oleksandr Andrij Dmytro Serhij Maksym Bohdan Jurij Taras'),
    female: words('Olena Iryna Oksana Julija Anastasija Sofija Daryna Kateryna'),
    surnames: surnames(`Ševčenko/Ševčenko Kovalenko/Kovalenko Bondarenko/Bondarenko Tkačenko/Tkačenko
      Kravčenko/Kravčenko Melnyk/Melnyk Bojko/Bojko Lysenko/Lysenko Moroz/Moroz Savčenko/Savčenko`),
  },
];

export const ACADEMIC_TITLES = ['Ing.', 'Mgr.', 'Bc.', 'MUDr.', 'PhDr.', 'RNDr.', 'JUDr.', 'Ing. arch.'] as const;
export const ACADEMIC_TITLE_WEIGHTS = [10, 8, 6, 2, 1, 1, 1, 1] as const;

export const STREETS = words(`Sokolská Husova Masarykova Nádražní Školní Tyršova Palackého Komenského Sportovní
  Jiráskova Smetanova Žižkova Riegrova Havlíčkova Zahradní Lipová Polní Nerudova Dvořákova Fügnerova Kollárova
  Máchova Wolkerova Lidická Pražská Brněnská Luční Krátká Dlouhá Družstevní Sadová Křižíkova Revoluční Mánesova
  Purkyňova Jungmannova Fibichova Hálkova Vančurova Nová`).concat([
  'Na Stadionu',
  'U Hřiště',
  'Na Výsluní',
  'Za Školou',
  '28. října',
  'Čs. armády',
  'U Sokolovny',
  'K Hájku',
]);

export const EMAIL_DOMAINS = ['seznam.cz', 'email.cz', 'gmail.com', 'centrum.cz', 'post.cz', 'volny.cz', 'atlas.cz'];
export const EMAIL_DOMAIN_WEIGHTS = [34, 18, 30, 7, 4, 4, 3];

export const MOBILE_PREFIXES =
  words(`601 602 603 604 605 606 607 608 720 721 722 723 724 725 728 730 731 732 733 734 736
  737 739 770 773 774 775 776 777 778 790 792 799`);

/** A place a club can sit in: a town, or a part of a big city. */
export interface Place {
  town: string;
  /** The town as clubs name themselves ("Kralupy" for Kralupy nad Vltavou). */
  short?: string;
  part?: string;
  zip: string;
  /** The district (okres), matched by name against the districts table. */
  district: string;
}

function places(district: string, list: string, town?: string): Place[] {
  // "Name|zip|short" separated by ";"
  return list
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((entry) => {
      const [name, zip, short] = entry.split('|').map((s) => s.trim()) as [string, string, string | undefined];
      if (town) return { town, part: name, zip, district };
      return short ? { town: name, short, zip, district } : { town: name, zip, district };
    });
}

const PRAHA = 'Hlavní město Praha';

export interface UnitPlaces {
  unitId: number;
  /** Shown in the demo account list. */
  label: string;
  clubCount: number;
  /** The big city (or cities) of the unit: clubs there are named "City-Part". */
  places: Place[];
  /** Extra first words of "TJ ..." club names typical for the area. */
  tjNames: string[];
  /** Clubs with fixed names that every demo has. */
  specials: SpecialClub[];
}

export interface SpecialClub {
  name: string;
  officialName: string;
  clubTypeId: number;
  place: Place;
}

const prahaParts = places(
  PRAHA,
  `Vinohrady|120 00; Žižkov|130 00; Smíchov|150 00; Dejvice|160 00; Holešovice|170 00; Karlín|186 00; Chodov|149 00;
   Modřany|143 00; Stodůlky|155 00; Letňany|199 00; Strašnice|100 00; Vršovice|101 00; Břevnov|169 00; Libeň|180 00;
   Nusle|140 00; Hostivař|102 00; Kbely|197 00; Řepy|163 00; Černý Most|198 00; Krč|142 00; Braník|147 00;
   Zbraslav|156 00; Radotín|153 00; Uhříněves|104 00; Kyje|198 00; Prosek|190 00; Barrandov|152 00; Petřiny|162 00;
   Záběhlice|106 00; Spořilov|141 00`,
  'Praha',
);

const brnoParts = places(
  'Brno-město',
  `Královo Pole|612 00; Žabovřesky|616 00; Líšeň|628 00; Bystrc|635 00; Řečkovice|621 00; Komín|624 00;
   Slatina|627 00; Lesná|638 00; Bohunice|625 00`,
  'Brno',
);

const ostravaParts = places(
  'Ostrava-město',
  `Poruba|708 00; Zábřeh|700 30; Vítkovice|703 00; Mariánské Hory|709 00; Hrabůvka|700 30; Svinov|721 00;
   Michálkovice|715 00`,
  'Ostrava',
);

export const UNIT_PLACES: UnitPlaces[] = [
  {
    unitId: FEDERATION_UNIT.praha,
    label: 'Praha',
    clubCount: 24,
    places: [{ town: 'Praha', zip: '110 00', district: PRAHA }, ...prahaParts],
    tjNames: ['Slavoj', 'Slavia', 'Spartak', 'Lokomotiva', 'Start', 'Tatran'],
    specials: [
      {
        name: 'USK Praha',
        officialName: 'Univerzitní sportovní klub Praha, z. s.',
        clubTypeId: CLUB_TYPE.association,
        place: { town: 'Praha', part: 'Strahov', zip: '160 17', district: PRAHA },
      },
    ],
  },
  {
    unitId: FEDERATION_UNIT.stredocesky,
    label: 'Středočeský kraj',
    clubCount: 19,
    places: [
      ...places('Kladno', 'Kladno|272 01; Slaný|274 01'),
      ...places('Mělník', 'Kralupy nad Vltavou|278 01|Kralupy; Mělník|276 01; Neratovice|277 11'),
      ...places('Mladá Boleslav', 'Mladá Boleslav|293 01; Mnichovo Hradiště|295 01'),
      ...places('Příbram', 'Příbram|261 01; Sedlčany|264 01; Dobříš|263 01'),
      ...places('Kolín', 'Kolín|280 02; Český Brod|282 01'),
      ...places('Kutná Hora', 'Kutná Hora|284 01'),
      ...places('Beroun', 'Beroun|266 01; Hořovice|268 01'),
      ...places('Benešov', 'Benešov|256 01; Vlašim|258 01'),
      ...places('Nymburk', 'Nymburk|288 02; Poděbrady|290 01; Lysá nad Labem|289 22'),
      ...places('Rakovník', 'Rakovník|269 01'),
      ...places('Praha-východ', 'Říčany|251 01; Brandýs nad Labem|250 01|Brandýs; Čelákovice|250 88'),
      ...places('Praha-západ', 'Černošice|252 28; Jesenice|252 42; Roztoky|252 63'),
    ],
    tjNames: ['Slavoj', 'Spartak', 'Lokomotiva', 'Jiskra', 'Slovan', 'Tatran'],
    specials: [],
  },
  {
    unitId: FEDERATION_UNIT.jihomoravsky,
    label: 'Jihomoravský kraj',
    clubCount: 21,
    places: [
      { town: 'Brno', zip: '602 00', district: 'Brno-město' },
      ...brnoParts,
      ...places('Blansko', 'Blansko|678 01; Boskovice|680 01; Letovice|679 61'),
      ...places('Břeclav', 'Břeclav|690 02; Mikulov|692 01; Hustopeče|693 01'),
      ...places('Hodonín', 'Hodonín|695 01; Kyjov|697 01; Veselí nad Moravou|698 01'),
      ...places('Vyškov', 'Vyškov|682 01; Slavkov u Brna|684 01; Bučovice|685 01'),
      ...places('Znojmo', 'Znojmo|669 02; Moravský Krumlov|672 01'),
      ...places('Brno-venkov', 'Kuřim|664 34; Tišnov|666 01; Ivančice|664 91; Rosice|665 01; Šlapanice|664 51'),
    ],
    tjNames: ['Slavia', 'Lokomotiva', 'Jiskra', 'Slovan', 'Spartak', 'Tatran'],
    specials: [
      {
        name: 'VSK Univerzita Brno',
        officialName: 'Vysokoškolský sportovní klub Univerzita Brno, z. s.',
        clubTypeId: CLUB_TYPE.association,
        place: { town: 'Brno', part: 'Žabovřesky', zip: '616 00', district: 'Brno-město' },
      },
      {
        name: 'Badminton Academy Brno',
        officialName: 'Badminton Academy Brno s.r.o.',
        clubTypeId: CLUB_TYPE.company,
        place: { town: 'Brno', part: 'Trnitá', zip: '602 00', district: 'Brno-město' },
      },
    ],
  },
  {
    unitId: FEDERATION_UNIT.moravskoslezsky,
    label: 'Moravskoslezský kraj',
    clubCount: 16,
    places: [
      { town: 'Ostrava', zip: '702 00', district: 'Ostrava-město' },
      ...ostravaParts,
      ...places('Karviná', 'Havířov|736 01; Karviná|733 01; Orlová|735 14; Bohumín|735 81; Český Těšín|737 01'),
      ...places('Frýdek-Místek', 'Frýdek-Místek|738 01; Třinec|739 61; Frýdlant nad Ostravicí|739 11|Frýdlant'),
      ...places('Opava', 'Opava|746 01; Hlučín|748 01; Vítkov|749 01'),
      ...places('Nový Jičín', 'Nový Jičín|741 01; Kopřivnice|742 21; Frenštát pod Radhoštěm|744 01|Frenštát'),
      ...places('Bruntál', 'Bruntál|792 01; Krnov|794 01'),
    ],
    tjNames: ['Baník', 'Slezan', 'Lokomotiva', 'Slavia', 'Spartak', 'Jiskra'],
    specials: [
      {
        name: 'ŠSK Poruba',
        officialName: 'Školní sportovní klub Poruba, z. s.',
        clubTypeId: CLUB_TYPE.school,
        place: { town: 'Ostrava', part: 'Poruba', zip: '708 00', district: 'Ostrava-město' },
      },
    ],
  },
];

/** Club name patterns: {p} is the place, {tj} a word like "Slavoj". */
export interface ClubPattern {
  name: string;
  official: string;
  clubTypeId: number;
  weight: number;
}

export const CLUB_PATTERNS: ClubPattern[] = [
  { name: 'TJ Sokol {p}', official: 'Tělocvičná jednota Sokol {p}', clubTypeId: CLUB_TYPE.branch, weight: 5 },
  {
    name: 'SK Badminton {p}',
    official: 'Sportovní klub Badminton {p}, z. s.',
    clubTypeId: CLUB_TYPE.association,
    weight: 4,
  },
  { name: 'BK {p}', official: 'Badmintonový klub {p}, z. s.', clubTypeId: CLUB_TYPE.association, weight: 6 },
  { name: 'Badminton Club {p}', official: 'Badminton Club {p}, z. s.', clubTypeId: CLUB_TYPE.association, weight: 2 },
  { name: 'BC {p}', official: 'BC {p}, z. s.', clubTypeId: CLUB_TYPE.association, weight: 2 },
  { name: 'SKB {p}', official: 'Sportovní klub badmintonu {p}, z. s.', clubTypeId: CLUB_TYPE.association, weight: 2 },
  {
    name: 'TJ {tj} {p}',
    official: 'Tělovýchovná jednota {tj} {p}, z. s.',
    clubTypeId: CLUB_TYPE.association,
    weight: 4,
  },
  { name: 'SK {p}', official: 'Sportovní klub {p}, z. s.', clubTypeId: CLUB_TYPE.association, weight: 2 },
  { name: 'Badminton {p}', official: 'Badminton {p}, z. s.', clubTypeId: CLUB_TYPE.association, weight: 1 },
];

/** Club officials, in the order they are appointed; code = person_role_levels.code. */
export const CLUB_OFFICIALS: readonly { code: string; titles: readonly [male: string, female: string] }[] = [
  { code: 'CLUB_CHAIR', titles: ['předseda klubu', 'předsedkyně klubu'] },
  { code: 'CLUB_TREASURER', titles: ['hospodář klubu', 'hospodářka klubu'] },
  { code: 'CLUB_SECRETARY', titles: ['sekretář klubu', 'sekretářka klubu'] },
];

export type Seat = 'chair' | 'vice' | 'member';

export const SEATS: Record<Seat, { code: string; titles: readonly [male: string, female: string] }> = {
  chair: { code: 'BOARD_CHAIR', titles: ['předseda', 'předsedkyně'] },
  vice: { code: 'BOARD_VICE_CHAIR', titles: ['místopředseda', 'místopředsedkyně'] },
  member: { code: 'BOARD_MEMBER', titles: ['člen', 'členka'] },
};

/**
 * How common each licence is (person_role_levels.code): most coaches and referees hold the
 * entry levels. Levels not listed weigh 1.
 */
export const LEVEL_WEIGHTS: Record<string, number> = {
  COACH_C: 6,
  COACH_B: 3,
  COACH_A: 1,
  REFEREE_III: 9,
  REFEREE_II: 6,
  REFEREE_I: 3,
  REFEREE_NATIONAL: 1.5,
  REFEREE_INTERNATIONAL: 0.5,
};

export interface BoardTemplate {
  name: string;
  priority: number;
  isExecutive: boolean;
  /** Where the members come from. */
  kind: 'officials' | 'referees' | 'coaches' | 'anyone';
  seats: Seat[];
  /** Dates relative to the start year P of the previous season. */
  from: (p: number) => string;
  till: (p: number) => string | null;
}

export const BOARD_TEMPLATES: BoardTemplate[] = [
  {
    name: 'Výkonný výbor',
    priority: 1,
    isExecutive: true,
    kind: 'officials',
    seats: ['chair', 'vice', 'vice', 'member', 'member', 'member', 'member'],
    from: (p) => `${p - 1}-06-15`,
    till: (p) => `${p + 3}-06-14`,
  },
  {
    name: 'Dozorčí rada',
    priority: 2,
    isExecutive: false,
    kind: 'anyone',
    seats: ['chair', 'member', 'member'],
    from: (p) => `${p - 1}-06-15`,
    till: (p) => `${p + 3}-06-14`,
  },
  {
    name: 'Komise rozhodčích',
    priority: 3,
    isExecutive: false,
    kind: 'referees',
    seats: ['chair', 'member', 'member', 'member', 'member'],
    from: (p) => `${p - 1}-09-01`,
    till: () => null,
  },
  {
    name: 'Trenérsko-metodická komise',
    priority: 4,
    isExecutive: false,
    kind: 'coaches',
    seats: ['chair', 'vice', 'member', 'member', 'member'],
    from: (p) => `${p - 1}-09-01`,
    till: () => null,
  },
  {
    name: 'Disciplinární komise',
    priority: 5,
    isExecutive: false,
    kind: 'anyone',
    seats: ['chair', 'member', 'member'],
    from: (p) => `${p}-01-15`,
    till: () => null,
  },
  {
    // Merged into the coaching commission before the previous season: an ended board.
    name: 'Komise mládeže',
    priority: 6,
    isExecutive: false,
    kind: 'coaches',
    seats: ['chair', 'member', 'member', 'member'],
    from: (p) => `${p - 5}-09-01`,
    till: (p) => `${p - 1}-06-30`,
  },
];
