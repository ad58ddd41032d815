import axios from "axios";

export function postConsentAccept(clientID, claims, flowID) {
    const body = { client_id: clientID, consent: true, claims: claims, flow_id: flowID };
    // @expect POST /api/oidc/consent
    return axios.post("/api/oidc/consent", body);
}

export function postConsentReject(clientID, flowID) {
    const body = { client_id: clientID, consent: false, flow_id: flowID };
    // @expect POST /api/oidc/consent
    return axios.post("/api/oidc/consent", body);
}
