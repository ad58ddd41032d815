import axios from "axios";

class NetworkService {
	constructor() {
		this.axiosInstance = axios.create({ baseURL: "/api/v1" });
	}

	async getMonitorById(config) {
		// @expect-none (never called: GET /api/v1/monitors/{monitorId} is no Tool)
		return this.axiosInstance.get(`/monitors/${config.monitorId}`);
	}

	async createMonitor(config) {
		const { monitor } = config;
		// @expect POST /api/v1/monitors
		return this.axiosInstance.post(`/monitors`, monitor);
	}

	async updateMonitorField(config) {
		const { monitorId, field, value } = config;
		// @expect PATCH /api/v1/monitors/{monitorId}
		return this.axiosInstance.patch(`/monitors/${monitorId}`, { [field]: value });
	}

	async setSetting(name, value) {
		// @expect PUT /api/v1/settings
		return this.axiosInstance.put(`/settings`, { [name]: value });
	}

	async uploadLogo(config) {
		// @expect POST /api/v1/logos
		return this.axiosInstance.post(`/logos`, config.form);
	}

	async deleteMonitors(config) {
		const { ids } = config;
		// @expect DELETE /api/v1/monitors/{ids}
		return this.axiosInstance.delete(`/monitors/${ids.join(",")}`);
	}

	async getStatusPageByUrl(config) {
		const { url, type } = config;
		const params = new URLSearchParams();
		params.append("type", type);
		// @expect GET /api/v1/status-pages/{url}
		return this.axiosInstance.get(`/status-pages/${url}?${params.toString()}`);
	}

	async deleteStatusPage(config) {
		const { url } = config;
		const encodedUrl = encodeURIComponent(url);
		// @expect DELETE /api/v1/status-pages/{encodedUrl}
		return this.axiosInstance.delete(`/status-pages/${encodedUrl}`);
	}
}

export default NetworkService;

let networkService;

export const setNetworkService = (service) => {
	networkService = service;
};
export { networkService };
