/**
 * There's a strong temptation to make launching an app just a link to the app's URL:
 * - You get a url on mouse hover.
 *
 * However, it's not worth the complexity on the consumer right now.
 */
export function useLaunchApp(appId: string) {
	// a rationale names the app of the path, but describes no request (generated)
	// @expect POST /api/apps/{appId}/open
	return fetch(`/api/apps/${appId}/open`, { method: "POST" });
}
