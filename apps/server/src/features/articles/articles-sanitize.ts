// The allowlist of an article body: what the editor (platform/forms/RichTextEditor) produces and
// nothing more, by the platform's rich-text sanitiser (platform/rich-text). Relative links (pages
// of the site) stay; images come from absolute http(s) addresses only.
import { richTextSanitizer } from '../../platform/rich-text/rich-text-sanitize';

/** The body as it may be stored and shown. */
export const sanitizeArticleBody = richTextSanitizer();
