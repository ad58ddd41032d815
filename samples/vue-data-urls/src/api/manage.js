import axios from "axios";

const service = axios.create({ baseURL: "/api" });

// the one helper every modal posts through: the method is the caller's
export function httpAction(url, parameter, method) {
	return service({ url: url, method: method, data: parameter });
}

export function getAction(url, parameter) {
	return service({ url: url, method: "get", params: parameter });
}
