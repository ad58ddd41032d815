// A resource named by a compound noun ending in a read word, and a request made in an
// anonymous callback: neither the word "search" nor the callback's `subscribe` says what
// the request does.
import { base } from "$app/paths";

interface Closing {
  subscribe(next: () => void): void;
}

export async function saveSearch(name: string, query: string) {
  // @expect POST /api/saved-search
  const res = await fetch(`${base}/api/saved-search`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ name, query })
  });
  return res.json();
}

export function removeWhenConfirmed(closing: Closing, id: string) {
  closing.subscribe(() => {
    // @expect DELETE /api/saved-search/{id}
    fetch(`${base}/api/saved-search/${id}`, { method: "DELETE" });
  });
}
