// Shown instead of a page the user may not open, with a way back to the user's own dashboard.
import { useTranslation } from 'react-i18next';
import { useSession } from '../../platform/session/session';
import { AccessDenied } from '../../platform/ui/AccessDenied';
import { startPath } from '../routes/landing';
import { lastZone } from '../routes/zone-memory';

export function NoAccess({ zoneDenied }: { zoneDenied: boolean }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const home = user?.zones.some((z) => z !== 'public') ? startPath(user.zones, lastZone()) : null;
  return <AccessDenied text={zoneDenied ? t('noAccess.zone') : t('noAccess.page')} home={home} />;
}
