// A console whose server takes every operation as a POST: the one wrapper writes the
// method once, so the method tells no read from a write.
export function send(path, data) {
  return fetch(`/cluster/${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(data || {}),
  }).then((res) => res.json());
}
