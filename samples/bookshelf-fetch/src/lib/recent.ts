// Local helpers that look like network calls but are not.

const memory = new Map<string, string>();

// A module-local function that happens to be called `fetch`: it reads from memory only.
function fetch(key: string): string | undefined {
  return memory.get(key);
}

export function rememberVisit(isbn: string): void {
  memory.set(`/books/${isbn}`, new Date().toISOString());
}

export function lastVisit(isbn: string): string | undefined {
  // @expect-none
  return fetch(`/books/${isbn}`);
}
