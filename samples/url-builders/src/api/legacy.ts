import { parseTemplate } from "url-template";

// A wrapper that finishes its callers' URLs with a URL-template library code2skill does not
// model: no endpoint can be named, but each call below is one reviewed request-like site.
async function send(method: string, template: string, vars: Record<string, unknown>) {
  const response = await fetch(parseTemplate(`/legacy${template}`).expand(vars), { method });
  return response.json();
}

export function legacyGet(template: string, vars: Record<string, unknown> = {}) {
  return send("GET", template, vars);
}

export function listInvoices(year: number) {
  // @expect-none
  return legacyGet("/invoices{?year}", { year });
}

export function getInvoice(id: string) {
  // @expect-none
  return legacyGet("/invoices/{id}", { id });
}
