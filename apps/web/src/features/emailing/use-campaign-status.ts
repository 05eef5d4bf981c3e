// The campaign statuses of the codebook (emailingCampaignStatuses) in the UI language: names and
// colours for the badge, options for the list filter.
import { useTranslation } from 'react-i18next';
import { useSession } from '../../platform/session/session';

export function useCampaignStatus() {
  const { i18n } = useTranslation();
  const { codebook } = useSession();
  const lang = i18n.language === 'en' ? 'en' : 'cs';
  const list = codebook?.emailingCampaignStatuses ?? {};
  const entry = (id: number) => list[String(id)];
  return {
    statusOptions: Object.values(list).map((e) => ({ value: String(e.id), label: e.name[lang] })),
    statusName: (id: number) => entry(id)?.name[lang] ?? String(id),
    /** The codebook's colour of a status (a CSS colour), grey when it names none. */
    statusColor: (id: number) => {
      const color = entry(id)?.color;
      return typeof color === 'string' ? color : 'gray';
    },
  };
}
