// The name rule of folders and files, checked in the form as the server checks it (the contract's
// documentNameProblem), with the reason in the user's language.
import { DOCUMENT_FILE_EXTENSIONS, type DocumentNameKind, documentNameProblem } from '@fedra/contract/documents';
import i18next from 'i18next';

/** The message for a name the server would refuse, or null when it is fine. */
export function documentNameError(name: string, kind: DocumentNameKind): string | null {
  const problem = documentNameProblem(name, kind);
  return problem
    ? i18next.t(`documents:nameProblem.${kind}.${problem}`, { extensions: DOCUMENT_FILE_EXTENSIONS.join(' ') })
    : null;
}

/** The site-wide address of an API path (a public or secret link to copy). */
export function absoluteUrl(path: string, resolve: (p: string) => string): string {
  return new URL(resolve(path), window.location.href).href;
}
