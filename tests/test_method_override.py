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


FORM_OVERRIDES = """import axios from 'axios';
export function updateAvatar(id, file) {
  const formData = new FormData();
  formData.append('avatar', file);
  formData.append('_method', 'PUT');
  return axios.post(`/users/${id}/avatar`, formData);
}
export function removePhoto(id) {
  const data = new FormData();
  data.append('_method', 'delete');
  return axios.post(`/photos/${id}`, data);
}
export function addPhoto(file, replace) {
  const fd = new FormData();
  fd.append('photo', file);
  if (replace) fd.append('_method', 'PUT');
  return axios.post('/photos', fd);
}
"""


def test_a_form_fields_spoofed_method_is_the_effective_method(derive_files):
    """Rule ``method.override`` (form field): ``formData.append('_method', 'PUT')`` on a POST
    is a PUT, cited at the ``append``; one appended only under a condition changes nothing."""
    contract = derive_files({"src/photos.js": FORM_OVERRIDES})
    assert endpoints(contract) == {("PUT", "/users/{id}/avatar"), ("DELETE", "/photos/{id}"),
                                   ("POST", "/photos")}
    got = {}
    for method, path in sorted(endpoints(contract)):
        cap = capability(contract, method, path)
        ev = cap["evidence"]["/implementation/requests/0/method"][0]
        got[(method, path)] = (cap["sideEffect"], ev["rule"], ev["line"], ev["note"])
    assert got == {
        ("PUT", "/users/{id}/avatar"): ("update", "method.override", 5,
                                        "form field _method = PUT"),
        ("DELETE", "/photos/{id}"): ("delete", "method.override", 10,
                                     "form field _method = DELETE"),
        ("POST", "/photos"): ("create", "axios.method", 17, None),
    }


FORM_PASSED = """import axios from 'axios';
const uploadLogo = (id, data: FormData) => axios.post(`/companies/${id}`, data);
export function replaceLogo(id, file) {
  const form = new FormData();
  form.append('logo', file);
  form.append('_method', 'PUT');
  return uploadLogo(id, form);
}
export function replaceLogoCropped(id, blob) {
  const cropped = new FormData();
  cropped.append('logo', blob);
  cropped.append('_method', 'PUT');
  return uploadLogo(id, cropped);
}
const send = (data: FormData) => axios.post('/imports', data);
export const spoofed = () => { const f = new FormData(); f.append('_method', 'PUT'); send(f); };
export const plain = () => { const f = new FormData(); f.append('x', '1'); send(f); };
"""


def test_a_form_every_caller_passes_spoofs_the_method(derive_files):
    """A ``FormData`` parameter's spoofed ``_method`` counts when every caller's form sets
    the same one; one caller without it leaves the POST."""
    contract = derive_files({"src/logo.ts": FORM_PASSED})
    assert endpoints(contract) == {("PUT", "/companies/{id}"), ("POST", "/imports")}
    ev = capability(contract, "PUT", "/companies/{id}")["evidence"][
        "/implementation/requests/0/method"][0]
    assert (ev["rule"], ev["line"], ev["note"]) == ("method.override", 6,
                                                    "form field _method = PUT")
