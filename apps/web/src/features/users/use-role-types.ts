// The user role types from the codebook in the UI language: options for the role selects and the
// list filter, and a role's name.
import { useTranslation } from 'react-i18next';
import { useSession } from '../../platform/session/session';

type Entry = { id: number; code: string; name: { cs: string; en: string } };

export function useRoleTypes() {
  const { i18n } = useTranslation();
  const { codebook } = useSession();
  const lang = i18n.language === 'en' ? 'en' : 'cs';
  const entries = Object.values(
    (codebook as { userRoleTypes?: Record<string, Entry> } | null)?.userRoleTypes ?? {},
  ).sort((a, b) => a.id - b.id);
  return {
    entries,
    options: entries.map((e) => ({ value: String(e.id), label: e.name[lang] })),
    name: (id: number) => entries.find((e) => e.id === id)?.name[lang] ?? String(id),
    code: (id: number | string | null) => entries.find((e) => String(e.id) === String(id))?.code ?? null,
  };
}
