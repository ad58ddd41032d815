// The server page sets window.baseURL to the prefix the app is served under (a reverse proxy's
// sub-path); the client joins the page's origin, a slash and that prefix.

declare global {
    interface Window {
        baseURL?: string
    }
}

export class Utils {
    static getBaseURL(absolute?: boolean): string {
        let baseURL = window.baseURL || ''
        baseURL = baseURL.replace(/\/+$/, '')
        if (baseURL.indexOf('/') === 0) {
            baseURL = baseURL.slice(1)
        }
        if (absolute) {
            return window.location.origin + '/' + baseURL
        }
        return baseURL
    }
}
