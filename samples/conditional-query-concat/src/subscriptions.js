// A query string built piece by piece: each piece picks `?` or `&` by the URL's own text.
// Every piece is one optional query parameter of one endpoint, never part of the path.
export function listSubscriptions(filters) {
  let url = "/endpoints/subscriptions/get.php";
  if (filters.members) {
    url += url.includes("?") ? `&members=${filters.members}` : `?members=${filters.members}`;
  }
  if (filters.payments) {
    url += url.includes("?") ? `&payments=${filters.payments}` : `?payments=${filters.payments}`;
  }
  if (filters.category) {
    url += (url.indexOf("?") !== -1 ? "&" : "?") + "category=" + filters.category;
  }
  // @expect GET /endpoints/subscriptions/get.php
  return fetch(url).then((r) => r.json());
}

// More pieces than the alternatives a URL may hold: none is cut off.
export function searchPayments(f) {
  let url = "/endpoints/payments/search.php";
  if (f.from) url += url.includes("?") ? `&from=${f.from}` : `?from=${f.from}`;
  if (f.to) url += url.includes("?") ? `&to=${f.to}` : `?to=${f.to}`;
  if (f.state) url += !url.includes("?") ? `?state=${f.state}` : `&state=${f.state}`;
  if (f.sort) url += (url.includes("?") ? "&" : "?") + "sort=" + f.sort;
  if (f.page) url += url.includes("?") ? `&page=${f.page}` : `?page=${f.page}`;
  if (f.q) url += url.includes("?") ? `&q=${encodeURIComponent(f.q)}` : `?q=${encodeURIComponent(f.q)}`;
  // @expect GET /endpoints/payments/search.php
  return fetch(url).then((r) => r.json());
}

// The separator held in a local before each piece.
export function listTags(f) {
  let url = "/endpoints/tags/get.php";
  if (f.color) {
    const sep = url.includes("?") ? "&" : "?";
    url += sep + "color=" + f.color;
  }
  if (f.owner) {
    const sep = url.includes("?") ? "&" : "?";
    url += sep + "owner=" + f.owner;
  }
  // @expect GET /endpoints/tags/get.php
  return fetch(url).then((r) => r.json());
}
