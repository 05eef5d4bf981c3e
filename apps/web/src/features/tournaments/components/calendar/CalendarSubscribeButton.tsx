// Placeholder of helper C's calendar subscription button (issue 14): replaced by C's component at merge.
export default function CalendarSubscribeButton(_props: { zone: 'admin' | 'club' | 'personal' | 'public' }) {
  return null;
}
