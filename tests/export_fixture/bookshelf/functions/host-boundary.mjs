// The only module with business I/O: service bindings, credentials, fetch (test fixture).
const SERVICES = {
  bookshelf: { baseUrlBinding: "BOOKSHELF_API_BASE_URL", bearerTokenBinding: "BOOKSHELF_BEARER_TOKEN" },
};

function binding(name) {
  const value = process.env[name];
  if (typeof value !== "string" || value.length === 0) {
    throw { category: "input", code: "MISSING_BINDING", message: `The deployment does not set ${name}.`, details: { binding: name }, outcomeKnown: true };
  }
  return value;
}

export async function dispatch(serviceId, request) {
  const service = SERVICES[serviceId];
  const base = binding(service.baseUrlBinding);
  const token = binding(service.bearerTokenBinding);
  const url = new URL(base.replace(/\/$/, "") + request.path);
  for (const [name, value] of Object.entries(request.query)) {
    if (value !== undefined) url.searchParams.append(name, String(value));
  }
  const headers = { ...request.headers, authorization: `Bearer ${token}` };
  let body;
  if (request.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(request.json);
  }
  let response;
  try {
    response = await fetch(url, { method: request.method, headers, body });
  } catch (cause) {
    throw { category: "network", code: "NETWORK_ERROR", message: "The request could not be completed.", details: null };
  }
  let data = null;
  try {
    const raw = await response.text();
    data = raw.length > 0 ? JSON.parse(raw) : null;
  } catch (cause) {
    if (request.successStatuses.includes(response.status)) {
      throw { category: "network", code: "RESPONSE_INTERRUPTED", message: "The response could not be read.", details: null, status: response.status };
    }
  }
  if (!request.successStatuses.includes(response.status)) {
    throw rejection(response.status, data);
  }
  return { status: response.status, data };
}

function rejection(status, data) {
  const body = data !== null && typeof data === "object" ? data : {};
  const code = typeof body.code === "string" ? body.code : `HTTP_${status}`;
  const message = typeof body.message === "string" ? body.message : `The service answered ${status}.`;
  if (status >= 400 && status < 500) {
    const category = status === 401 || status === 403 ? "authorization" : "business";
    return { category, code, message, details: body.details ?? null, status, outcomeKnown: true };
  }
  return { category: "upstream", code, message, details: null, status };
}
