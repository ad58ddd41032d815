import { useEffect, useState } from 'react';
import { createSecret, getSecret, getStats } from '../api/secret';

export default function Secret({ secretId, password }) {
    const [secret, setSecret] = useState(null);
    const [title, setTitle] = useState('');
    const [created, setCreated] = useState(null);
    const [stats, setStats] = useState({});

    useEffect(() => {
        (async () => {
            const json = await getSecret(secretId, password);
            if (json.statusCode === 401) {
                setTitle('locked');
                return;
            }
            setSecret(json.secret);
            setTitle(json.title);
        })();
    }, [secretId, password]);

    async function onCreate(form) {
        const response = await createSecret(form);
        if (response.error || [400, 500].includes(response.statusCode)) {
            return;
        }
        setCreated(response.id);
    }

    async function loadStats() {
        const answer = await getStats();
        setStats({ total: answer.total, latest: answer.latest.created_at });
    }

    return (
        <div onClick={loadStats}>
            <form onSubmit={(e) => onCreate({ text: e.target.text.value })} />
            <p>{title}</p>
            <pre>{secret}</pre>
            <p>{created}</p>
            <p>{stats.total}</p>
        </div>
    );
}
