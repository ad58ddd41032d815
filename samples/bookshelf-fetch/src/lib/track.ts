import mixpanel from 'mixpanel-browser';

export function trackOpen(isbn: string): void {
  // @expect-none
  mixpanel.track('/books/opened', { isbn });
}
