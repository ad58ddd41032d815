"""The request a Tool must send for an input, as the contract's ``implementation.requests[]``
says (behaviour equivalence), and the differences from what the stub backend received.

A binding ``path:x`` fills the ``{x}`` hole with the value (a string as is, anything else as
its JSON text) percent-encoded as ``encodeURIComponent`` does; ``query:k`` adds ``k=value``
(arrays repeat the key, objects are JSON, absent values are left out, ``query:`` with no key
spreads an object); ``header:K`` sets header ``K``; ``body:a.b`` sets member ``a.b`` of a JSON
or form body (``body:`` with no key is the whole body; a ``binary`` body is the bytes of the
bounded content bound to it, EXPORT.md D7); ``multipart:f`` adds field ``f``; ``url:`` is the
whole absolute URL an earlier step issued (the request goes to its path and query, with no
service credential in any header). A value given by the contract (``value``) is sent as given; a
value taken from an earlier step's result (``from``) is the one at its JSON Pointer in that
step's answer (``results``), checked for presence only when no answer is given; an idempotency
key the Function generates is checked for presence only.
"""
from __future__ import annotations

import base64
import binascii
import json
from dataclasses import dataclass, field
from typing import Any, Sequence
from urllib.parse import parse_qsl, quote, urlsplit

from code2skill.export.plan import array_members
from code2skill.probe.chain import MISSING, resolve
from code2skill.probe.stub import Recorded

URI_COMPONENT_SAFE = "-_.!~*'()"
ANY = object()                      # a value the probe cannot predict, checked for presence


def js_string(value: Any) -> str:
    """``String(value)`` of JavaScript for a JSON value (objects and arrays: their JSON)."""
    if value is True:
        return "true"
    if value is False:
        return "false"
    if value is None:
        return "null"
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    if isinstance(value, (dict, list)):
        return json.dumps(value, separators=(",", ":"), ensure_ascii=False)
    return str(value)


def input_value(data: Any, dotted: str) -> Any:
    for part in dotted.split("."):
        if not isinstance(data, dict) or part not in data:
            return None
        data = data[part]
    return data


@dataclass(slots=True)
class Expected:
    """One expected request."""

    method: str
    path: Any                                   # raw (percent-encoded), under the base
    #                                             path; ANY: an issued URL not known
    query: list[tuple[str, Any]] = field(default_factory=list)
    headers: dict[str, Any] = field(default_factory=dict)
    encoding: str = "none"
    body: Any = None
    multipart: list[str] = field(default_factory=list)
    graphql: bool = False
    issued: bool = False                        # sent to a URL an earlier step returned


def binding_value(binding: dict[str, Any], data: dict[str, Any],
                  results: Sequence[Any] = ()) -> Any:
    """The value ``binding`` sends for input ``data`` (``results``: the earlier steps'
    answer bodies, by step)."""
    ref = binding.get("from")
    if ref:
        step = ref["request"]
        value = resolve(results[step], ref["resultPath"]) if step < len(results) else MISSING
        return ANY if value is MISSING else value
    if binding.get("input") is not None:
        return input_value(data, binding["input"])
    if binding.get("value") is None and "idempotency" in binding["target"].lower():
        return ANY
    return binding.get("value")


def fixed_null(binding: dict[str, Any]) -> bool:
    """Whether ``binding`` sends the fixed JSON ``null``: no input, no earlier step's result,
    no Host context and a ``value`` of ``null`` (a Backbone model's ``defaults: {color:
    null}`` saved as it is), which the exported Function writes as the literal ``null``."""
    return binding.get("input") is None and not binding.get("from") and \
        binding.get("context") is None and "value" in binding and binding["value"] is None


def expected_request(request: dict[str, Any], data: dict[str, Any], base_path: str,
                     results: Sequence[Any] = ()) -> Expected:
    """The request ``request`` (of the contract) must send for the input ``data``, the earlier
    steps having answered ``results`` (their JSON bodies, by step)."""
    out = Expected(request["method"].upper(), "", encoding=request.get("bodyEncoding") or "none",
                   graphql=bool(request.get("graphql")))
    path = url_encoded_text(request["pathTemplate"])
    body: Any = None
    for binding in request.get("bindings") or []:
        kind, _, key = binding["target"].partition(":")
        value = binding_value(binding, data, results)
        if kind == "url":
            out.issued = True
            base_path = ANY if value is ANY else urlsplit(str(value)).path
            out.query = [] if value is ANY else \
                parse_qsl(urlsplit(str(value)).query, keep_blank_values=True) + out.query
        elif kind == "path":
            text = "{" + key + "}"
            filled = "ANY" if value is ANY else path_text(value)
            path = path.replace(text, quote(filled, safe=URI_COMPONENT_SAFE))
        elif kind == "query" and value is not None:
            out.query += query_pairs(key, value)
        elif kind == "header" and value is not None:
            out.headers[key.lower()] = value if value is ANY else js_string(value)
        elif kind == "body" and value is not None and out.encoding == "binary":
            body = content_bytes(value)
        elif kind == "body" and (value is not None or fixed_null(binding)):
            body = set_member(body, key, value)
        elif kind == "multipart" and value is not None:
            out.multipart.append(key)
    out.path = ANY if base_path is ANY else base_path + path
    keys = [b["target"].partition(":")[2] for b in request.get("bindings") or []
            if b["target"].startswith("body:")]
    out.body = with_arrays(body, array_members(keys))
    return out


def with_arrays(body: Any, members: list[str]) -> Any:
    """``body`` with each of ``members`` (dot paths the export builds as arrays, rule
    ``exporter.array-member``) turned from an object of index keys into the list it sends,
    deepest first."""
    for member in sorted(members, key=lambda m: -m.count(".")):
        *heads, last = member.split(".")
        node = body
        for part in heads:
            node = node.get(part) if isinstance(node, dict) else None
        if isinstance(node, dict) and isinstance(node.get(last), dict):
            items = node[last]
            node[last] = [items[str(i)] for i in range(len(items)) if str(i) in items]
    return body


def path_text(value: Any) -> str:
    """The text a path parameter's value fills its hole with, as the exported Function's
    ``pathValue`` writes it: a string as it is, a list its items joined by ``,`` (rule
    ``path.joined-list``), anything else its JSON."""
    if isinstance(value, str):
        return value
    if isinstance(value, list):
        return ",".join(path_text(item) if isinstance(item, str) else
                        json.dumps(item, separators=(",", ":")) for item in value)
    return json.dumps(value, separators=(",", ":"))


def content_bytes(value: Any) -> Any:
    """The bytes of bounded attachment content (its ``contentBase64``), or :data:`ANY` when
    ``value`` is not such content."""
    try:
        return base64.b64decode(value["contentBase64"], validate=True)
    except (TypeError, KeyError, ValueError, binascii.Error):
        return ANY


def query_pairs(key: str, value: Any) -> list[tuple[str, Any]]:
    if value is ANY:
        return [(key, ANY)]
    if isinstance(value, list):
        return [p for item in value for p in query_pairs(key, item)]
    if isinstance(value, dict):
        if key == "":
            return [p for k, v in value.items() if v is not None for p in query_pairs(k, v)]
        return [(key, js_string(value))]
    return [(key, js_string(value))] if key else []


def set_member(body: Any, key: str, value: Any) -> Any:
    if key == "":
        return {**body, **value} if isinstance(body, dict) and isinstance(value, dict) else value
    body = body if isinstance(body, dict) else {}
    node = body
    *heads, last = key.split(".")
    for part in heads:
        if not isinstance(node.get(part), dict):
            node[part] = {}
        node = node[part]
    node[last] = value
    return body


def differences(expected: Expected, got: Recorded, auth: dict[str, str],
                credentials: Sequence[str] = ()) -> list[str]:
    """What ``got`` has other than ``expected`` (``auth``: headers the Host boundary must add,
    lower-case names; ``credentials``: the values no request to an issued URL may carry)."""
    out = []
    if expected.issued:
        auth = {}
        out += [f"header {name} carries a service credential to the issued URL"
                for name, value in sorted(got.headers.items())
                if any(secret and secret in value for secret in credentials)]
    if got.method != expected.method:
        out.append(f"method {got.method}, expected {expected.method}")
    if not same_path(got.raw_path, expected.path):
        out.append(f"path {got.raw_path}, expected {expected.path}")
    if not same_pairs(list(got.query), expected.query):
        out.append(f"query {sorted(got.query)}, expected "
                   f"{sorted((k, '…' if v is ANY else v) for k, v in expected.query)}")
    for name, value in {**expected.headers, **auth}.items():
        if name.startswith("*"):
            if value not in got.headers.values():
                out.append(f"the {name[1:]} credential is in no header")
        elif name not in got.headers or (value is not ANY and got.headers[name] != value):
            shown = "(absent)" if name not in got.headers else "(another value)"
            out.append(f"header {name} {shown}")
    out += body_differences(expected, got)
    return out


def url_encoded_text(path: str) -> str:
    """``path`` with each character that is not ASCII percent-encoded as UTF-8, as the URL
    parser of the exported server's ``fetch`` sends it (``/api/übersicht`` →
    ``/api/%C3%BCbersicht``); ASCII text, ``{name}`` placeholders included, as it is."""
    return "".join(c if c.isascii() else quote(c, safe="") for c in path)


def same_path(raw: str, expected: Any) -> bool:
    if expected is ANY:
        return True
    if "ANY" not in expected:
        return raw == expected
    got, want = raw.split("/"), expected.split("/")
    return len(got) == len(want) and all(w == "ANY" or g == w for g, w in zip(got, want))


def same_pairs(got: list[tuple[str, str]], expected: list[tuple[str, Any]]) -> bool:
    remaining = list(got)
    for key, value in expected:
        match = next((p for p in remaining if p[0] == key and (value is ANY or p[1] == value)),
                     None)
        if match is None:
            return False
        remaining.remove(match)
    return not remaining


def body_differences(expected: Expected, got: Recorded) -> list[str]:
    encoding = expected.encoding
    if encoding in ("none", "unknown") or expected.method in ("GET", "HEAD"):
        return [] if not got.body else [f"a body of {len(got.body)} bytes, expected none"]
    if encoding == "binary":
        want = expected.body
        return [] if (want is ANY and got.body) or got.body == want else \
            [f"a binary body of {len(got.body)} bytes, expected "
             f"{'some' if want is ANY else len(want or b'')} bytes of the bound content"]
    if encoding == "multipart":
        missing = [f for f in expected.multipart
                   if f'name="{f}"'.encode() not in got.body]
        return [f"multipart field {f} missing" for f in missing]
    if encoding == "form":
        pairs = parse_qsl(got.body.decode("utf-8", "replace"), keep_blank_values=True)
        want = query_pairs("", expected.body) if isinstance(expected.body, dict) else []
        return [] if same_pairs(pairs, want) else [f"form body {sorted(pairs)}, expected "
                                                   f"{sorted(want)}"]
    try:
        data = json.loads(got.body) if got.body else None
    except ValueError:
        return ["the body is not JSON"]
    if expected.graphql:
        return [] if isinstance(data, dict) and contains(data, expected.body or {}) else \
            ["the GraphQL body lacks bound members"]
    return [] if equal(data, expected.body if expected.body is not None else None) or \
        (expected.body is None and data in (None, {})) else \
        [f"body {json.dumps(data)[:200]}, expected {json.dumps(expected.body, default=str)[:200]}"]


def equal(got: Any, want: Any) -> bool:
    if want is ANY:
        return got is not None
    if isinstance(want, dict):
        return isinstance(got, dict) and set(got) == set(want) and \
            all(equal(got[k], v) for k, v in want.items())
    return got == want


def contains(got: Any, want: Any) -> bool:
    if want is ANY:
        return got is not None
    if isinstance(want, dict):
        return isinstance(got, dict) and all(k in got and contains(got[k], v)
                                             for k, v in want.items())
    return got == want
