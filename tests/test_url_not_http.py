"""Rule ``url.not-http``: a URL with a non-HTTP scheme or a bare ``#fragment`` is no backend
request; a WebSocket URL is a review item, never an HTTP capability."""
from conftest import endpoints

SENTINELS = """import axios from 'axios';
export function open() {
  const frame = document.createElement('iframe');
  frame.src = 'about:blank';
  window.open('about:blank');
  fetch('about:blank');
  fetch('data:text/plain,hello');
  fetch('blob:https://app.example/1d2c');
  fetch('javascript:void(0)');
  fetch('mailto:team@app.example');
  fetch('tel:+15550100');
  fetch('#top');
  fetch('chrome-extension://abcdef/manifest.json');
  axios.get('wss://push.app.example/socket');
  return fetch('/api/real');
}
export const either = (inline) => fetch(inline ? 'data:application/json,{}' : '/api/either');
"""
IN_BROWSER = ("request of an in-browser URL (a data:, blob: or object URL made in the page): the "
              "browser reads those bytes itself, no backend request; left out (rule "
              "request.in-browser-url)")


def test_non_http_urls_are_no_capabilities(derive_files):
    contract = derive_files({"src/open.js": SENTINELS})
    assert endpoints(contract) == {("GET", "/api/real"), ("GET", "/api/either")}
    assert sorted((r["severity"], r["message"], r["evidence"][0]["line"])
                  for r in contract["review"] if r.get("capability") is None) == [
        ("info", IN_BROWSER, 7),          # data: and blob: (rule request.in-browser-url)
        ("info", IN_BROWSER, 8),
        ("info", "the #fragment URL is no HTTP request to a backend: left out", 12),
        ("info", "the about: URL is no HTTP request to a backend: left out", 6),
        ("info", "the chrome-extension: URL is no HTTP request to a backend: left out", 13),
        ("info", "the data: URL is no HTTP request to a backend: left out", 17),  # an arm
        ("info", "the javascript: URL is no HTTP request to a backend: left out", 9),
        ("info", "the mailto: URL is no HTTP request to a backend: left out", 10),
        ("info", "the tel: URL is no HTTP request to a backend: left out", 11),
        ("medium", "the wss: WebSocket URL is passed to an HTTP client: the contract describes "
                   "HTTP requests only; review the socket protocol by hand", 14),
    ]
