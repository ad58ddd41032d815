import axios from "axios";

// an attribute named for a URL may name another host: a run-time base, no same-origin session
const metricsBase = document.body.getAttribute("data-api-url");

export async function getMetrics() {
    // @expect GET /v1/metrics
    const res = await axios.get(metricsBase + "/v1/metrics");
    return res.data;
}
