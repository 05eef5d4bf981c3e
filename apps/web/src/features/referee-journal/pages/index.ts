// The journal's three pages from one module: one lazy import in the first chunk for the routes.
export { default as MyJournalPage } from './MyJournalPage';
export { default as RefereeJournalDetailPage } from './RefereeJournalDetailPage';
export { default as RefereeJournalListPage } from './RefereeJournalListPage';
