import BaseService from './api-client';

export interface Settings {
	theme: string;
	wateringInterval: number;
	notifications: { email: boolean };
}

function isLocalSetting(key: string): boolean {
	return key === 'theme';
}

// Each payload is built one member at a time in a for…in loop: its keys are not in the
// source, so each body is one opaque object with a review item, never an empty body.
class SettingsService extends BaseService {
	async save(siteId: string, settings: Partial<Settings>) {
		const ui: Record<string, unknown> = {};
		const site: Record<string, unknown> = {};
		for (const key in settings) {
			if (isLocalSetting(key)) {
				ui[key] = settings[key as keyof Settings];
			} else {
				site[key] = settings[key as keyof Settings];
			}
		}

		if (Object.keys(ui).length > 0) {
			const payload: Record<string, string> = {};
			for (const key in ui) {
				const v = ui[key];
				payload[key] = typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v);
			}
			// @expect PUT /api/sites/0/settings
			await this.api.put('/sites/0/settings', payload);
		}

		if (Object.keys(site).length > 0) {
			const payload: Record<string, string> = {};
			for (const key in site) {
				const v = site[key];
				payload[key] = typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v);
			}
			// @expect PUT /api/sites/{siteId}/settings
			await this.api.put(`/sites/${siteId}/settings`, payload);
		}
	}
}

export const settingsService = new SettingsService();
