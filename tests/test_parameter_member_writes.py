"""Rule ``value.parameter-member-write``: a function that writes a member of its parameter
(``options.method &&= 'DELETE'``, ``o.url ||= '/api/x'``, ``options.method = 'DELETE'``)
before reading it reads what those writes give with each caller's object, never the
member as the caller passed it (hostile round 40, finding 4: ``&&=`` on a caller's
``{method: 'POST'}`` was a silent ``POST``; the request is a ``DELETE``)."""
from __future__ import annotations

import pytest

from conftest import endpoints

SOURCE = """import axios from 'axios';
export function plain(url, options = {}) { options.method = 'DELETE'; return axios({ url, method: options.method }); }
export const c1 = () => plain('/api/plain', { method: 'POST' });
export function or(url, options = {}) { options.method ||= 'DELETE'; return axios({ url, method: options.method }); }
export const c2 = () => or('/api/or', { method: 'POST' });
export const c3 = () => or('/api/or-empty', {});
export function and(url, options = {}) { options.method &&= 'DELETE'; return axios({ url, method: options.method }); }
export const c4 = () => and('/api/and', { method: 'POST' });
export function read(url, options = {}) { const m = options.method; options.method = 'PUT'; return axios({ url, method: m }); }
export const c5 = () => read('/api/before', { method: 'POST' });
export function maybe(url, options = {}, force) { if (force) options.method = 'DELETE'; return axios({ url, method: options.method }); }
export const c6 = () => maybe('/api/maybe', { method: 'POST' }, true);
export function fill(o = {}) { o.url ||= '/api/or-default'; return axios.get(o.url); }
export const c7 = () => fill();
"""


@pytest.fixture(scope="module")
def found(tmp_path_factory):
    import json

    from code2skill.discover import Scope
    from code2skill.emit import contract_json
    from code2skill.pipeline import Settings, derive
    root = tmp_path_factory.mktemp("app")
    (root / "src").mkdir()
    (root / "package.json").write_text('{"name": "p", "dependencies": {"axios": "1"}}')
    (root / "src" / "api.js").write_text(SOURCE)
    contract = json.loads(contract_json(derive(root, Settings(Scope((), (), False), jobs=1))
                                        .contract))
    return endpoints(contract)


def methods(found: set, path: str) -> set[str]:
    return {m for m, p in found if p == path}


@pytest.mark.parametrize("path, expected", [
    ("/api/plain", {"DELETE"}),              # the write replaces the caller's POST
    ("/api/or", {"POST"}),                   # 'POST' || 'DELETE'
    ("/api/or-empty", {"DELETE"}),           # undefined || 'DELETE'
    ("/api/and", {"DELETE"}),                # 'POST' && 'DELETE': each caller settles the guard
    ("/api/before", {"POST"}),               # read before the write
    ("/api/maybe", {"POST", "DELETE"}),      # a conditional write: either
    ("/api/or-default", {"GET"}),            # the default {} filled by ||=
])
def test_a_parameters_member_is_what_the_writes_before_the_read_make_it(found, path,
                                                                         expected):
    assert methods(found, path) == expected
