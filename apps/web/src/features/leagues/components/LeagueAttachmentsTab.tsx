// A league's attachments (spec 001 §3 Attachment): the tournaments' attachment list on the league's
// calls and links; the office adds and deletes them (the league calls have no edit).
import type { Link as ApiLink } from '@fedra/contract/common/envelope';
import { useQuery } from '@tanstack/react-query';
import { hasLinks } from '../../../platform/access';
import { AttachmentList } from '../../tournaments';
import {
  attachmentListCall,
  createAttachment,
  deleteAttachment,
  LEAGUE_LINK,
  LEAGUES_KEY,
  type LeagueZone,
  leagueAttachmentsQuery,
} from '../api';

interface Props {
  leagueId: number;
  zone: LeagueZone;
  /** The league's links: which attachment actions the caller may take. */
  links: ApiLink[];
}

export function LeagueAttachmentsTab({ leagueId, zone, links }: Props) {
  const attachments = useQuery(leagueAttachmentsQuery(zone, leagueId));
  return (
    <AttachmentList
      source={{
        ns: 'leagues',
        attachments,
        exportAs: { endpoint: attachmentListCall(zone), params: { leagueId }, fileName: 'league-attachments' },
        may: {
          create: hasLinks(links, LEAGUE_LINK.attachmentCreate),
          update: false,
          delete: hasLinks(links, LEAGUE_LINK.attachmentDelete),
        },
        invalidate: LEAGUES_KEY,
        create: (body) => createAttachment(leagueId, body),
        remove: deleteAttachment,
      }}
    />
  );
}
