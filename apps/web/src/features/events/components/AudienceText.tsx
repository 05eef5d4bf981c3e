// Who an event invites, in words: its role types, clubs and federation unit, or every member.
import type { Event } from '@fedra/contract/events';
import { useTranslation } from 'react-i18next';
import { useCodebook } from '../../../platform/session/use-codebook';

export function AudienceText({ event }: { event: Event }) {
  const { t } = useTranslation('events');
  const codebook = useCodebook();
  const roles = event.invitedRoleTypeIds.map((id) => codebook.name('personRoleType', id)).join(', ');
  const clubs = event.invitedClubs.map((c) => c.name).join(', ');
  const unit = event.invitedFederationUnitId ? codebook.name('federationUnits', event.invitedFederationUnitId) : '';
  const parts = [roles, clubs, unit].filter(Boolean);
  return <>{parts.length ? parts.join(' · ') : t('everyone')}</>;
}
