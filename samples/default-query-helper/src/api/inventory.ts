import { getJson, getList } from './http';

/** The server's version and features. */
export function loadInfo() {
	// @expect GET /api/v1/info
	return getJson('/info');
}

/** One spool by id; an empty query object and a signal. */
export function loadSpool(id: number, signal?: AbortSignal) {
	// @expect GET /api/v1/spool/{id}
	return getJson(`/spool/${id}`, {}, signal);
}

/** Filaments of one vendor, newest first. */
export function filamentsOfVendor(vendorId: number, limit: number) {
	// @expect GET /api/v1/filament
	return getJson('/filament', { 'vendor.id': vendorId, limit, sort: 'id:desc' });
}

/** The lot numbers in use. */
export function lotNumbers() {
	// @expect GET /api/v1/lot-number
	return getJson<string[]>('/lot-number');
}

/** Locations, through the list helper with no query. */
export function locations() {
	// @expect GET /api/v1/location
	return getList('/location');
}

/** Vendors matching a name. */
export function vendorsNamed(name: string) {
	// @expect GET /api/v1/vendor
	return getList('/vendor', { name });
}

/** Settings read with a query object made elsewhere: its fields are not shown. */
export function settings(query: Record<string, string>) {
	// @expect GET /api/v1/setting
	return getJson('/setting', query);
}

/** Spools filtered by what the form filled: the object is built field by field. */
export function spoolsFiltered(location: string, archived: boolean) {
	const query: Record<string, string> = {};
	if (location) query.location = location;
	query.allow_archived = String(archived);
	// @expect GET /api/v1/spool
	return getJson('/spool', query);
}

/** Spools matching a saved filter: the query is read back from storage. */
export function savedFilter() {
	// @expect GET /api/v1/spool/search
	return getJson('/spool/search', JSON.parse(localStorage.getItem('filter') ?? '{}'));
}
