// The office's decision on picked roles in the browser's place: the dialog's close button and its
// action never read the same (cancelling roles beside "Zrušit" used to offer two "Zrušit"), in
// either language, and the action sends the decision with the reason. The server's side:
// apps/server/test/persons/person-approvals.test.ts.
import type { ApprovalDecision } from '@fedra/contract/person-approvals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answerCalls, apiAnswer, renderPart } from '../../../test/page';
import { setupI18n } from '../../../test/render';
import { setTestRuntimeConfig } from '../../../test/runtime-config';
import { DecisionModal } from './DecisionModal';

const user = () => userEvent.setup({ applyAccept: false });

function renderDecision(decision: ApprovalDecision) {
  renderPart(
    <DecisionModal decision={decision} target={{ ids: [11, 12] }} count={2} onClose={() => {}} onDecided={() => {}} />,
  );
}

/** The dialog's buttons as they read (the corner's close button by its label). */
async function buttonNames() {
  const dialog = await screen.findByRole('dialog');
  return within(dialog)
    .getAllByRole('button')
    .map((b) => (b.getAttribute('aria-label') ?? b.textContent ?? '').trim());
}

beforeAll(() => setupI18n('cs'));
beforeEach(() => setTestRuntimeConfig({ modules: [] }));
afterEach(() => setupI18n('cs'));

describe('the approvals decision dialog', () => {
  it.each(['approve', 'return', 'cancel'] as const)(
    'labels its buttons apart (%s, Czech and English)',
    async (decision) => {
      renderDecision(decision);
      const cs = await buttonNames();
      expect(new Set(cs).size, cs.join(' | ')).toBe(cs.length);
      await setupI18n('en');
      const en = await buttonNames();
      expect(new Set(en).size, en.join(' | ')).toBe(en.length);
    },
  );

  it('cancels the roles with "Zrušit role" beside the close button, the reason sent', async () => {
    const sent: Record<string, unknown>[] = [];
    answerCalls((_url, init) => {
      sent.push(JSON.parse(String(init?.body ?? '{}')));
      return apiAnswer(200, {
        operationId: 'person.approval.decide',
        links: [],
        data: { decided: 2, waitingForPayment: 0, skipped: 0 },
      });
    });
    renderDecision('cancel');
    const dialog = await screen.findByRole('dialog', { name: 'Zrušit role' });
    // Its way out does not read as the action.
    expect(within(dialog).getByRole('button', { name: 'Zpět' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Zrušit' })).toBeNull();
    await user().type(within(dialog).getByRole('textbox', { name: /Důvod pro klub/ }), 'Duplicitní registrace');
    await user().click(within(dialog).getByRole('button', { name: 'Zrušit role' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ ids: [11, 12], decision: 'cancel', reason: 'Duplicitní registrace' });
  });
});
