// Demo federation articles: eight Czech news items with tags, shown in different zones, among them
// a draft and one scheduled a week ahead. Dates are days relative to `today` at 9:00 (deterministic);
// called by seedDemoData inside its transaction, after the demo accounts exist.
import { sanitizeArticleBody } from '../features/articles/articles-sanitize';
import type { Db } from '../platform/db/pool';

interface DemoArticle {
  title: string;
  perex: string;
  body: string;
  tags: string[];
  zones: ('admin' | 'club' | 'personal' | 'public')[];
  /** Days from today; null: a draft. */
  publishIn: number | null;
}

const ALL: DemoArticle['zones'] = ['admin', 'club', 'personal'];

const ARTICLES: DemoArticle[] = [
  {
    title: 'Mistrovství České republiky dospělých v Ostravě',
    perex: 'Tři dny špičkového badmintonu, nové mistryně i mistři a rekordní návštěva v hale.',
    body:
      '<h2>Nejlepší hráči v Ostravě</h2><p>O víkendu se v ostravské hale utkalo <strong>128 hráček a hráčů</strong> ze 41 klubů. ' +
      'Mistrovský titul ve dvouhře mužů obhájil loňský vítěz, mezi ženami slaví premiérové zlato.</p>' +
      '<ul><li>dvouhra mužů a žen</li><li>čtyřhry a smíšená čtyřhra</li></ul>' +
      '<p style="text-align: center"><em>Děkujeme pořadatelům i dobrovolníkům.</em></p>',
    tags: ['Turnaje', 'Reprezentace'],
    // Also the public site's news (issue 36).
    zones: [...ALL, 'public'],
    publishIn: -2,
  },
  {
    title: 'Nová pravidla registrace hráčů pro příští sezónu',
    perex: 'Žádosti o registraci nově podávají kluby elektronicky; změny platí od 1. července.',
    body:
      '<p>Výkonný výbor schválil úpravu <u>registračního řádu</u>. Kluby podávají žádosti o registraci a přestupy ' +
      'výhradně v systému Fedra.</p><ol><li>Správce klubu vyplní žádost.</li><li>Krajský svaz ji schválí.</li>' +
      '<li>Hráč dostane registrační číslo.</li></ol>' +
      '<p>Plné znění najdete v <a href="https://fedra.test/dokumenty" target="_blank">dokumentech svazu</a>.</p>',
    tags: ['Registrace', 'Kluby'],
    zones: ['admin', 'club'],
    publishIn: -5,
  },
  {
    title: 'Letní kemp mládeže na Lipně',
    perex: 'Týden tréninků, her a odpočinku pro hráče do 15 let. Přihlášky do konce měsíce.',
    body:
      '<p>Svaz pořádá tradiční <strong>letní kemp mládeže</strong> v rekreačním areálu u Lipna. ' +
      'Program vedou reprezentační trenéři.</p><blockquote><p>Kemp je pro mnoho dětí první zkušeností s reprezentací.</p></blockquote>',
    tags: ['Mládež', 'Kemp'],
    zones: ['club', 'personal', 'public'],
    publishIn: -9,
  },
  {
    title: 'Školení rozhodčích 2. třídy',
    perex: 'Dvoudenní školení s praktickou částí na turnaji; absolventi získají licenci na tři roky.',
    body:
      '<p>Školení proběhne v Praze. Přihlásit se mohou držitelé licence 3. třídy s praxí alespoň jednoho roku.</p>' +
      '<p>Přinesete si <code>průkaz rozhodčího</code> a pravidla badmintonu.</p>',
    tags: ['Rozhodčí', 'Vzdělávání'],
    zones: ALL,
    publishIn: -14,
  },
  {
    title: 'Výsledky Evropského poháru juniorů',
    perex: 'Juniorská reprezentace přiváží dvě medaile ze smíšené čtyřhry a dvouhry žen.',
    body: '<h3>Medailové úspěchy</h3><p>Stříbro ve smíšené čtyřhře a bronz ve dvouhře žen jsou nejlepším výsledkem za posledních pět let.</p>',
    tags: ['Mládež', 'Reprezentace'],
    zones: ALL,
    publishIn: -20,
  },
  {
    title: 'Porada předsedů krajských svazů',
    perex: 'Zápis z porady: rozpočet na příští rok, kalendář soutěží a metodika pro trenéry.',
    body: '<p>Porada se konala v sídle svazu. Zápis je k dispozici předsedům krajských svazů.</p><hr><p>Příští porada bude v září.</p>',
    tags: ['Svaz'],
    zones: ['admin'],
    publishIn: -25,
  },
  {
    title: 'Ročenka svazu (rozpracováno)',
    perex: 'Přehled sezóny v číslech, rozhovory a fotografie.',
    body: '<p>Koncept ročenky: doplnit statistiky a fotografie.</p>',
    tags: ['Svaz'],
    zones: ['admin', 'club'],
    publishIn: null,
  },
  {
    title: 'Přihlášky do ligy družstev',
    perex: 'Přihlášky družstev do nového ročníku ligy se otevírají příští týden.',
    body: '<p>Kluby přihlašují družstva do <strong>extraligy, 1. a 2. ligy</strong>. Startovné zůstává beze změny.</p>',
    tags: ['Soutěže', 'Kluby'],
    zones: ['club'],
    publishIn: 7,
  },
];

/** Creates the demo articles (written by the expert commission's account); answers how many. */
export async function seedArticles(client: Db, today: string): Promise<number> {
  const author = await client.query<{ id: number }>(`SELECT id FROM users WHERE user_name = 'expert@fedra.test'`);
  const authorId = author.rows[0]?.id ?? null;
  for (const a of ARTICLES) {
    await client.query(
      `INSERT INTO federation_articles (title, perex, body, tags, publish_date, zones, created_by_id, created_date)
       VALUES ($1, $2, $3, $4, CASE WHEN $5::int IS NULL THEN NULL ELSE ($6::date + $5::int) + time '09:00' END,
               $7, $8, ($6::date + least(coalesce($5::int, 0), 0) - 1) + time '14:00')`,
      [a.title, a.perex, sanitizeArticleBody(a.body), a.tags, a.publishIn, today, a.zones, authorId],
    );
  }
  return ARTICLES.length;
}
