// Query values built with URLSearchParams, encodeURIComponent and literal escapes: each
// binding holds the value the server reads, never one split at its own '&' or '='.

// @expect GET /api/search
export const search = () => fetch('/api/search?' + new URLSearchParams({q: 'a b&c=d', dir: 'x/y'}));

export function tagged() {
  const params = new URLSearchParams();
  params.append('tag', 'r&d=1');
  params.set('page', '2');
  params.set('page', '3');
  // @expect GET /api/tags
  return fetch(`/api/tags?${params.toString()}`);
}

// @expect GET /api/pairs
export const pairs = () => fetch('/api/pairs?' + new URLSearchParams([['k', '1+1=2'], ['j', 'x']]));

// @expect GET /api/text
export const text = () => fetch('/api/text?' + new URLSearchParams('?mode=a%20b&x=y'));

// @expect GET /api/notes
export const notes = () => fetch('/api/notes?q=' + encodeURIComponent('a b&c=d'));

// @expect GET /api/percent
export const percent = () => fetch('/api/percent?q=100%25&next=%2Fhome&plus=a+b');

export function located() {
  const url = new URL('/api/located', window.location.origin);
  url.searchParams.append('q', 'a&b=c');
  // @expect GET /api/located
  return fetch(url);
}

// @expect GET /api/folder/q=a+b%26c
export const inPath = () => fetch('/api/folder/' + new URLSearchParams({q: 'a b&c'}));

const findUrl = (term) => '/api/find?' + new URLSearchParams({term});
// @expect GET /api/find
export const findIt = () => fetch(findUrl('x&y=z'));
