import useSWR, { SWRConfig } from 'swr';
import useServiceApi from '../hooks/useServiceApi';

function Status() {
  // @expect GET /api/status
  const { data } = useSWR('/api/status');
  const { data: stats } = useServiceApi({ service: 'nas', group: 'home' }, 'stats');
  // @expect-none
  const { data: cached } = useSWR(null);
  return <p>{data?.version} {stats?.used} {cached}</p>;
}

export default function Home({ fallback }) {
  return (
    <SWRConfig value={{ fallback, fetcher: (resource, init) => fetch(resource, init).then((res) => res.json()) }}>
      <Status />
    </SWRConfig>
  );
}
