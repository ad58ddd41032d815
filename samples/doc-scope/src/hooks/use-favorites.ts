/**
 * Hook to manage favorites in the file system.
 * Provides functionality to fetch favorites, add/remove favorites, and check if an item is favorited.
 */
export function useFavorites() {
	// the doc names the favorites of the path, but the hook makes three different
	// requests: it describes the hook, none of them (generated descriptions)
	// @expect GET /api/favorites
	const favorites = fetch("/api/favorites").then((r) => r.json());
	const add = (path: string) =>
		// @expect POST /api/favorites
		fetch("/api/favorites", { method: "POST", body: JSON.stringify({ path }) });
	const remove = (id: string) =>
		// @expect DELETE /api/favorites/{id}
		fetch(`/api/favorites/${id}`, { method: "DELETE" });
	return { favorites, add, remove };
}
