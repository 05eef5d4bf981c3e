// The article pages loaded through the page table (app/routes/page-modules.ts): the detail every
// zone opens from its home, and the office's list and form.
export { default as ArticleDetailPage } from './ArticleDetailPage';
export { default as ArticleEditPage } from './ArticleEditPage';
export { default as ArticleListPage } from './ArticleListPage';
