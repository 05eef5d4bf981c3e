// The result import calls (docs/decisions.md "Result imports"): the two imports, the unpaired rows
// of a tournament, pairing and dismissing. Keys start with 'tournaments', so an import refreshes
// the standings and applications of the tournament screens too.
import { resultImportsEndpoints as api, type PairResultInput } from '@fedra/contract/result-imports';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../platform/api/client';

export const RESULT_IMPORTS_KEY = ['tournaments', 'result-imports'] as const;

/** The unpaired rows of a tournament (of one discipline when given), at most 200 of them. */
export const unpairedQuery = (tournamentId: number, competitionId: number | null) =>
  queryOptions({
    queryKey: [...RESULT_IMPORTS_KEY, 'unpaired', tournamentId, competitionId],
    queryFn: ({ signal }) =>
      call(api.unpairedList, {
        params: { tournamentId },
        query: {
          limit: 200,
          ...(competitionId ? { fields: { competitionId: { o: 'valuesEqual', v: String(competitionId) } } } : {}),
        },
        signal,
      }),
  });

export const importCsv = (competitionId: number, fileUrl: string) =>
  call(api.csv, { params: { competitionId }, body: { fileUrl } });

export const importSoftware = (tournamentId: number, fileUrl: string) =>
  call(api.software, { params: { tournamentId }, body: { fileUrl } });

export const pairResult = (body: PairResultInput) => call(api.pair, { body });

export const dismissUnpaired = (id: number) => call(api.unpairedDelete, { params: { id } });
