import { useState } from 'react';
import axios from 'axios';

export default function DownloadClients() {
    const [host, setHost] = useState('');
    const [apiKey, setApiKey] = useState('');
    const [password, setPassword] = useState('');
    const [status, setStatus] = useState('');

    const onPassword = (event) => setPassword(event.currentTarget.value);

    async function testSabnzbd() {
        // @expect GET /api/test/sabnzbd
        const resp = await axios.get('/api/test/sabnzbd', { params: { host, apikey: apiKey, password } });
        setStatus(resp.data);
    }

    return (
        <div>
            <input value={host} onChange={(e) => setHost(e.target.value)} />
            <input value={apiKey} onChange={(e) => setApiKey(e.target.value)} />
            <input type="password" value={password} onChange={onPassword} />
            <button onClick={testSabnzbd}>Test</button>
            <p>{status}</p>
        </div>
    );
}
