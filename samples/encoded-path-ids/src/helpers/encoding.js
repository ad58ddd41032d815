// The server decodes each id it reads from the path: ids hold '/' and ':' that a path
// segment cannot carry, so the client sends them base64url-encoded, with its own alphabet.
export function base64_url_encode(input) {
  let output = btoa(input)
  output = output.replaceAll('+', '.')
  output = output.replaceAll('/', '_')
  output = output.replaceAll('=', '-')
  return output
}
