// Placeholder of helper B's disciplines tab (issue 14): replaced by B's component at merge.
export default function DisciplinesTab(_props: { tournamentId: number; zone: 'admin' | 'club' | 'personal' }) {
  return null;
}
