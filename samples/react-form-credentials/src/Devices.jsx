import { useEffect, useState } from 'react';
import axios from 'axios';

export default function Devices() {
    const [token, setToken] = useState('');
    const [devices, setDevices] = useState([]);

    useEffect(() => {
        setToken(localStorage.getItem('token'));
    }, []);

    async function listDevices() {
        // @expect GET /api/devices
        const resp = await axios.get('/api/devices', { params: { token } });
        setDevices(resp.data.devices);
    }

    return <button onClick={listDevices}>Devices ({devices.length})</button>;
}
