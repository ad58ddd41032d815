export interface ListOptions {
	search?: string;
	pagination?: { page: number; limit: number };
	filters?: Record<string, string | string[]>;
}

// Returns its empty object early, else the members written under conditions, plus one
// member per filter whose key is not in the source.
export function toQuery(options?: ListOptions): Record<string, any> {
	const params: Record<string, any> = {};
	if (!options) return params;
	if (options.search) {
		params['search'] = options.search;
	}
	if (options.pagination) {
		const { page, limit } = options.pagination;
		params['start'] = (page - 1) * limit;
		params['limit'] = limit;
	}
	if (options.filters) {
		Object.entries(options.filters).forEach(([key, value]) => {
			params[key] = Array.isArray(value) ? value.join(',') : value;
		});
	}
	return params;
}
