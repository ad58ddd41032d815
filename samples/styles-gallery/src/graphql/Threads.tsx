import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client';
import { CHANNEL_THREADS, REPLY_TO_THREAD } from './client';

export function Threads({ channelId }: { channelId: string }) {
  const [draft, setDraft] = useState('');
  // @expect POST /graphql
  const { data, loading } = useQuery(CHANNEL_THREADS, { variables: { channelId, first: 50 } });
  // @expect POST /graphql
  const [reply] = useMutation(REPLY_TO_THREAD);

  if (loading) return <p>Loading threads…</p>;
  return (
    <section>
      <h2>{data.channel.name}</h2>
      {data.channel.threads.map((t: { id: string; title: string; unreadCount: number }) => (
        <article key={t.id}>
          {t.title} ({t.unreadCount})
          <input value={draft} onChange={(e) => setDraft(e.target.value)} />
          <button onClick={() => reply({ variables: { threadId: t.id, text: draft } })}>Reply</button>
        </article>
      ))}
    </section>
  );
}
