// The person picker opens no dropdown until something is typed: a form that focuses its first
// error (an empty required person) would otherwise cover that error with "Napište alespoň 2 znaky".
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { answerCalls, apiAnswer, renderPart } from '../../test/page';
import { setupI18n } from '../../test/render';
import { PersonSelect } from './PersonSelect';

beforeAll(() => setupI18n('cs'));

describe('the person picker', () => {
  it('says nothing on focus alone, and asks for two characters once one is typed', async () => {
    answerCalls(() => apiAnswer(200, { data: [], limit: 20, offset: 0, total: 0 }));
    renderPart(<PersonSelect label="Osoba" required error="Pole Osoba je povinné" value={null} onChange={() => {}} />);
    // The typing input (the select's hidden value input shares the label).
    const input = screen
      .getAllByLabelText(/^Osoba/)
      .find((el) => el instanceof HTMLInputElement && el.type !== 'hidden') as HTMLInputElement;
    input.focus();
    await userEvent.setup().click(input);
    expect(screen.getByText('Pole Osoba je povinné')).toBeVisible();
    expect(screen.queryByText('Napište alespoň 2 znaky')).toBeNull();
    await userEvent.setup().type(input, 'N');
    await waitFor(() => expect(screen.getByText('Napište alespoň 2 znaky')).toBeInTheDocument());
  });
});

/** The files of a folder and its subfolders. */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );

describe("the person picker's texts", () => {
  // Its texts are not in the first chunk: a feature that shows it loads them with its pages (the
  // module's withNamespaces) or with the picker (loadNamespace). The disciplinary case dialog did
  // neither, and showed "hint" and "placeholder".
  it('come with every feature that shows the picker', () => {
    const features = join(__dirname, '../../features');
    const missing = readdirSync(features).filter((feature) => {
      const sources = filesUnder(join(features, feature))
        .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
        .map((file) => readFileSync(file, 'utf8'));
      const shows = sources.some((text) => /from '[./]+platform\/forms\/PersonSelect'/.test(text));
      return shows && !sources.some((text) => text.includes("'person-select'"));
    });
    expect(missing).toEqual([]);
  });
});
