import { useEffect, useState } from "react";
import { getStatus } from "../services/Legacy";
import { getMetrics } from "../services/Metrics";

export default function Status() {
    const [status, setStatus] = useState(null);
    useEffect(() => {
        getStatus().then(setStatus);
        getMetrics().then(console.log);
    }, []);
    return <pre>{JSON.stringify(status)}</pre>;
}
