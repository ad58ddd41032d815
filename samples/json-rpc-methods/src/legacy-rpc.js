// The older user service speaks an XML-RPC-like protocol: {method, params} to one URL.
function legacyCall(method, args) {
  return fetch("/legacy/rpc", {
    method: "POST",
    body: JSON.stringify({ method: method, params: args }),
  }).then((response) => response.json());
}

export function renameUser(id, name) {
  // @expect POST /legacy/rpc
  return legacyCall("users.rename", [id, name]);
}

export function listUsers() {
  // @expect POST /legacy/rpc
  return legacyCall("users.list", []);
}
