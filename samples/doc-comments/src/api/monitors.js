/**
 * Copyright (c) 2024 Uptime Watchers.
 * Licensed under the MIT License.
 */
import axios from "axios";

const http = axios.create({ baseURL: "/api/v1" });

class MonitorService {
	// the licence banner above is the file's, not this method's: generated description
	/**
	 * ************************************
	 * List the monitors of a team
	 * ************************************
	 *
	 * @param {string} teamId - the team
	 */
	listMonitors(teamId) {
		// @expect GET /api/v1/monitors/team/{teamId}
		return http.get(`/monitors/team/${teamId}`);
	}

	/**
	 * ************************************
	 * Create a new monitor
	 * ************************************
	 *
	 * @param {Object} monitor - the monitor to create
	 */
	createMonitor(monitor) {
		// @expect POST /api/v1/monitors
		return http.post("/monitors", monitor);
	}

	/**
	 * ************************************
	 * Create a new monitor
	 * ************************************
	 *
	 * @param {string} monitorId - copied from the method above: describes another action
	 */
	getMonitorById(monitorId) {
		// @expect GET /api/v1/monitors/{monitorId}
		return http.get(`/monitors/${monitorId}`);
	}

	/** ---------------- Invitations ---------------- */
	sendInvitation(email) {
		// an invitation leaves the system: openWorldHint true, explained by its risk
		// @expect POST /api/v1/invite
		return http.post("/invite", { email });
	}

	/**
	 * Fetch the status page with basic authentication if the proxy asks for it; a token
	 * header is not needed.
	 */
	fetchStatusPage(slug) {
		// @expect GET /api/v1/status-page/{slug}
		return http.get(`/status-page/${slug}`);
	}
}

export default new MonitorService();
