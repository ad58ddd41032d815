declare global {
  interface Window {
    baseUrl?: string;
  }
}

// the page's own origin and the folder the app is served under
export const baseUrl = `${window.location.protocol}//${window.location.host}${window.baseUrl || "/"}`;
