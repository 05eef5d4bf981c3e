// A tournament's attachments tab: the shared attachment list (AttachmentList.tsx) on the
// tournament's calls and links.
import type { Link as ApiLink } from '@fedra/contract/common/envelope';
import { useQuery } from '@tanstack/react-query';
import { hasLinks } from '../../../../platform/access';
import {
  attachmentListCall,
  attachmentsQuery,
  createAttachment,
  deleteAttachment,
  TOURNAMENT_LINK,
  TOURNAMENTS_KEY,
  type TournamentZone,
  updateAttachment,
} from '../../api';
import { AttachmentList } from './AttachmentList';

interface Props {
  tournamentId: number;
  zone: TournamentZone;
  /** The tournament's links: which attachment actions the caller may take. */
  links: ApiLink[];
}

export default function AttachmentsTab({ tournamentId, zone, links }: Props) {
  const attachments = useQuery(attachmentsQuery(zone, tournamentId));
  return (
    <AttachmentList
      source={{
        ns: 'tournaments',
        attachments,
        exportAs: { endpoint: attachmentListCall(zone), params: { tournamentId }, fileName: 'tournament-attachments' },
        may: {
          create: hasLinks(links, TOURNAMENT_LINK.attachmentCreate),
          update: hasLinks(links, TOURNAMENT_LINK.attachmentUpdate),
          delete: hasLinks(links, TOURNAMENT_LINK.attachmentDelete),
        },
        invalidate: TOURNAMENTS_KEY,
        create: (body) => createAttachment(tournamentId, body),
        update: updateAttachment,
        remove: deleteAttachment,
      }}
    />
  );
}
