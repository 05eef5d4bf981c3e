// One real use of web push: a member hears that an application of the member's person was approved
// ("Přihláška schválena — turnaj: disciplína"), in the member's language, with a link to the
// tournament in the personal zone. Asked for after the approval has committed; the push itself
// goes out in a job (platform/push), so a slow push service never slows the approving user.
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { registerMessages, translate } from '../../platform/i18n/messages';
import { enqueuePushNotifications } from '../../platform/push/push-job';
import { loadedWebPush } from '../../platform/push/web-push';
import { APPLICATION_STATE } from './tournament-scope';

registerMessages({
  cs: {
    'push.applicationApproved.title': 'Přihláška schválena',
    'push.applicationApproved.body': '{tournament}: {discipline}',
  },
  en: {
    'push.applicationApproved.title': 'Application approved',
    'push.applicationApproved.body': '{tournament}: {discipline}',
  },
});

interface ApprovedRow {
  userId: number;
  language: string | null;
  tournamentId: number;
  tournament: string;
  discipline: string;
}

/**
 * Queues a notification for each active user whose assigned person is the applicant of an approved
 * application, if the user has a subscription. A failure here is logged, never the caller's error:
 * the approval itself has been made.
 */
export async function notifyApplicationsApproved(
  deps: AppDeps,
  participantIds: readonly number[],
  log: FastifyBaseLogger,
): Promise<void> {
  if (!participantIds.length || !loadedWebPush(deps.config)) return;
  try {
    const { rows } = await deps.db.query<ApprovedRow>(
      `SELECT u.id AS "userId", u.language, t.id AS "tournamentId", t.name AS tournament, c.name AS discipline
         FROM tournament_participants a
         JOIN tournaments t ON t.id = a.tournament_id
         JOIN tournament_competitions c ON c.id = a.tournament_competition_id
         JOIN users u ON u.assign_person_id = a.person_id AND u.is_active
        WHERE a.id = ANY($1::int[]) AND a.state_id = $2
          AND EXISTS (SELECT 1 FROM push_subscriptions s WHERE s.user_id = u.id)
        ORDER BY a.id, u.id`,
      [participantIds, APPLICATION_STATE.confirmed],
    );
    const base = deps.config.ROUTER_BASE;
    await enqueuePushNotifications(
      deps,
      rows.map((row) => {
        const lang = row.language === 'en' ? 'en' : 'cs';
        return {
          userId: row.userId,
          title: translate(lang, 'push.applicationApproved.title'),
          body: translate(lang, 'push.applicationApproved.body', {
            tournament: row.tournament,
            discipline: row.discipline,
          }),
          url: `${base}zone/personal/tournament-dynamic/detail/${row.tournamentId}`,
        };
      }),
    );
  } catch (err) {
    log.error({ err, participantIds }, 'could not queue the notifications of approved applications');
  }
}
