// Nitro's server utils are in scope of server modules only, never of the pages.
export function clientUrl(id: string) {
  return `/internal/clients/${id}`;
}
