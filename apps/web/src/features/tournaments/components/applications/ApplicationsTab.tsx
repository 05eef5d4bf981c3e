// Placeholder of helper B's applications tab (issue 14): replaced by B's component at merge.
export default function ApplicationsTab(_props: { tournamentId: number; zone: 'admin' | 'club' | 'personal' }) {
  return null;
}
