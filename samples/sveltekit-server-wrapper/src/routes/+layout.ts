import type { LayoutLoad } from './$types';
import { loadSettings } from '$lib/settings';

export const load: LayoutLoad = async ({ fetch }) => {
	return { settings: await loadSettings(fetch) };
};
