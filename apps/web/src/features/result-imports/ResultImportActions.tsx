// The result import buttons of a discipline's standings (issue 15): the fencing timing tool's CSV,
// the tournament software's file, and the rows waiting for pairing by hand. Placeholder until the
// result imports land; the standings page renders it in its toolbar.
export interface ResultImportActionsProps {
  tournamentId: number;
  /** The discipline whose standings are shown (null: none chosen yet). */
  competitionId: number | null;
  /** Called after an import or a pairing changed the results. */
  onChanged?: () => void;
}

export default function ResultImportActions(_props: ResultImportActionsProps) {
  return null;
}
