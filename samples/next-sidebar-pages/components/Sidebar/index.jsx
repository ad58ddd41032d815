import { useRouter } from 'next/router';
import Table from '../Table';

// Menu entries are pages of the app (pages/issues/open.jsx …), not endpoints.
const nav = [
  { title: 'Issues', items: [
    { title: 'Open', url: '/issues/open', initial: 'o' },
    { title: 'Closed', url: '/issues/closed', initial: 'c' },
  ] },
  { title: 'Webhooks', url: '/admin/webhooks', initial: 'w' },
  { title: 'Profile', url: '/profile', initial: 'p' },
];

// A table the generic component fetches from: an endpoint, reported for review.
const feed = { url: '/api/feed', columns: ['title', 'author'] };

export default function Sidebar() {
  const router = useRouter();
  const onKey = (e) => { if (e.key === 'p') router.push('/profile'); };
  return (
    <nav onKeyDown={onKey}>
      {nav.map((n) => <a key={n.title} href={n.url}>{n.title}</a>)}
      <Table config={feed} />
    </nav>
  );
}
