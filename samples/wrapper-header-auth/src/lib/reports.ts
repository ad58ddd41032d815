function readCookie(name: string): string | undefined {
  const match = document.cookie.match(new RegExp(`(?:^|; )${name}=([^;]*)`));
  return match ? decodeURIComponent(match[1]) : undefined;
}

// A second wrapper: the options default to an empty object, and the session cookie's value is
// sent as a header when the cookie is set.
export async function report(path: string, init?: RequestInit) {
  init = init ?? {};
  init.headers = { Accept: "application/json" };
  const session = readCookie("session");
  if (session) {
    init.headers["X-Session"] = session;
  }
  const response = await fetch(`/reports${path}`, init);
  return response.json();
}

export function monthlyReport(month: string) {
  // @expect GET /reports/monthly/{month}
  return report(`/monthly/${month}`);
}

export function rebuildReports() {
  // @expect POST /reports/rebuild
  return report("/rebuild", { method: "POST" });
}
