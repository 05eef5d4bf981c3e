// An article's body: HTML the server sanitised with the editor's allowlist before storing it
// (no script, event handler or javascript: URL is in it), shown with the typography styles.
import { Typography } from '@mantine/core';

export function ArticleBody({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server (articles-sanitize.ts)
  return <Typography className="article-body" dangerouslySetInnerHTML={{ __html: html }} />;
}
