// The result import buttons of a discipline's standings (issue 15; docs/decisions.md "Result
// imports"): the fencing timing tool's CSV, the tournament software's file, and the rows waiting
// for pairing by hand. Shown only to who may import or pair; the dialogs and their texts
// (namespaces result-imports and person-select) are loaded the first time the buttons show.
import { lazy, Suspense } from 'react';
import { useCanAction } from '../../platform/access';
import { loadNamespace } from '../../platform/i18n/i18n';

export interface ResultImportActionsProps {
  tournamentId: number;
  /** The discipline whose standings are shown (null: none chosen yet). */
  competitionId: number | null;
  /** Called after an import or a pairing changed the results. */
  onChanged?: () => void;
}

export const RESULTS_IMPORT_ACTION = 'tournament.dynamic.results.import';
export const RESULTS_PAIR_ACTION = 'tournament.dynamic.participant.pair';

const Impl = lazy(() =>
  Promise.all([
    import('./ResultImportActions.impl'),
    loadNamespace('result-imports'),
    loadNamespace('person-select'),
  ]).then(([m]) => ({ default: m.ResultImportActionsImpl })),
);

export default function ResultImportActions(props: ResultImportActionsProps) {
  const may = useCanAction();
  const canImport = may(RESULTS_IMPORT_ACTION);
  const canPair = may(RESULTS_PAIR_ACTION);
  if (!canImport && !canPair) return null;
  return (
    <Suspense fallback={null}>
      <Impl {...props} canImport={canImport} canPair={canPair} />
    </Suspense>
  );
}
