"""Rule ``method.override``: a ``POST`` spoofing another method (``_method`` in its body or
query, an ``X-HTTP-Method-Override`` header) is that method on the server."""
from conftest import capability, endpoints

OVERRIDES = """import $ from 'jquery';
import axios from 'axios';
export const drop = (id) =>
  $.ajax({ url: '/posts/' + id, type: 'POST', data: { _method: 'delete' } });
export const rename = (id, title) => fetch(`/posts/${id}/title`, { method: 'POST',
  headers: { 'X-HTTP-Method-Override': 'PATCH' }, body: JSON.stringify({ title }) });
export const replace = (id, post) => axios.post(`/posts/${id}?_method=PUT`, post);
export const create = (title) => axios.post('/posts', { title, _method: 'POST' });
export const unpin = (id) => fetch(`/pins/${id}`, { method: 'POST',
  body: new URLSearchParams({ _method: 'DELETE' }) });
"""


def test_a_spoofed_method_is_the_effective_method(derive_files):
    contract = derive_files({"src/posts.js": OVERRIDES})
    assert endpoints(contract) == {("DELETE", "/posts/{id}"), ("PATCH", "/posts/{id}/title"),
                                   ("PUT", "/posts/{id}"), ("POST", "/posts"),
                                   ("DELETE", "/pins/{id}")}
    got = {}
    for method, path in sorted(endpoints(contract)):
        cap = capability(contract, method, path)
        ev = cap["evidence"]["/implementation/requests/0/method"][0]
        got[(method, path)] = (cap["sideEffect"], ev["rule"], ev["line"], ev["note"])
    assert got == {
        ("DELETE", "/posts/{id}"): ("delete", "method.override", 4, "body field _method = DELETE"),
        ("PATCH", "/posts/{id}/title"): ("update", "method.override", 6,
                                         "header X-HTTP-Method-Override = PATCH"),
        ("PUT", "/posts/{id}"): ("update", "method.override", 7, "query parameter _method = PUT"),
        ("POST", "/posts"): ("create", "axios.method", 8, None),
        ("DELETE", "/pins/{id}"): ("delete", "method.override", 10, "body field _method = DELETE"),
    }
