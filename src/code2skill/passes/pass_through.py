"""Rule ``side-effect.pass-through``: a Tool whose inputs choose the downstream request.

A REST console forwards whatever request its user types: Cerebro's ``execute(method, path,
data)`` posts ``{method, path, data}`` to ``rest/request`` and the server replays it on the
cluster, so ``DELETE /<index>`` through it drops an index; a database console posts the
statement text it is given (``{query: editor.getValue()}``). Such a capability is no business
operation of its own but a pass-through to any operation of another API:

* it is one when an input the caller fills freely (no ``enum``/``const``) is sent at a field
  naming the HTTP method of a request to forward (:data:`METHOD_FIELDS`) together with one
  naming its path or URL (:data:`TARGET_FIELDS`), the path's last word or a calling
  function's verb saying it forwards (:data:`FORWARD_WORDS`: ``rest/request``, ``execute``;
  a webhook saved with its ``{url, method}`` is data), or at a field of statement text
  (:data:`STATEMENT_FIELDS`: ``sql`` anywhere, ``query``/``statement`` at a path whose last
  word runs statements, :data:`STATEMENT_PATHS`, or at an endpoint whose callers send SQL
  statements already, rule ``side-effect.sql-statement``);
* it is taken as ``delete`` (the most dangerous operation it may forward), with the risks
  ``destructive`` and ``external``, a trusted confirmation required, and a ``high`` review
  item naming the fields; it is named ``forward_<path words>`` (``forward_rest_request``,
  ``forward_api_sql``: rule ``name.pass-through``), never a bare verb nor a ``create_`` of a
  Tool taken as a delete.

Only the top-level members of a body or query object count (``body:method``, not
``body:config.method``: a member of a nested object describes data, such as a webhook being
configured).
"""
from __future__ import annotations

from code2skill.contract.models import Binding
from code2skill.passes import naming

RULE = "side-effect.pass-through"
NAME_RULE = "name.pass-through"
METHOD_FIELDS = frozenset({"method", "httpmethod", "requestmethod", "verb"})
TARGET_FIELDS = frozenset({"path", "url", "uri", "endpoint", "route"})
STATEMENT_FIELDS = frozenset({"sql", "query", "statement"})
# (EXPLAIN ANALYZE runs the statement it explains)
STATEMENT_PATHS = frozenset({"sql", "query", "execute", "exec", "statement", "statements",
                             "explain", "analyze"})
# words of a path or function that forward a request (a stored webhook's {url, method} is none)
FORWARD_WORDS = frozenset({"request", "requests", "proxy", "forward", "relay", "replay",
                           "passthrough", "execute", "exec", "invoke", "dispatch", "send",
                           "call", "run", "console"})


def free_fields(bindings: list[Binding], properties: dict[str, dict]) -> dict[str, str]:
    """``{field (lower case, ``_``/``-`` dropped): input}`` for the top-level body and query
    members a free input fills (one with neither ``enum`` nor ``const``)."""
    out = {}
    for b in bindings:
        kind, _, field = b.target.partition(":")
        schema = properties.get(b.input or "")
        if kind in ("body", "query") and field and "." not in field and schema is not None \
                and "enum" not in schema and "const" not in schema:
            out[field.lower().replace("_", "").replace("-", "")] = field
    return out


def forwarded(bindings: list[Binding], properties: dict[str, dict], path: str,
              functions: list[str | None], sends_statements: bool) -> tuple[str, ...]:
    """The fields that make a capability a pass-through (rule in the module's docstring), in
    the order method, target, statement; ``()`` for any other capability. ``path``: the
    endpoint's path template; ``functions``: the functions making its requests;
    ``sends_statements``: its callers send SQL statements."""
    fields = free_fields(bindings, properties)
    method = [f for k, f in fields.items() if k in METHOD_FIELDS]
    target = [f for k, f in fields.items() if k in TARGET_FIELDS]
    last = [w for s in path.split("?")[0].split("/") if s and "{" not in s
            for w in naming.words(s)][-1:]
    verbs = {naming.leaf_words(f)[0] for f in functions if naming.leaf_words(f)}
    if method and target and (set(last) | verbs) & FORWARD_WORDS:
        return (method[0], target[0])
    statement = [f for k, f in fields.items() if k in STATEMENT_FIELDS and (
        k == "sql" or sends_statements or set(last) & STATEMENT_PATHS)]
    return tuple(statement[:1])


def forward_name(path: str) -> str:
    """The name of a pass-through: ``forward_`` and its path's words (``/rest/request`` →
    ``forward_rest_request``; ``forward_root`` for ``/``)."""
    found = naming.without_repeats([w for s in path.split("?")[0].split("/") if s
                                    for w in naming.words(s.strip("{}"))])
    return naming.well_formed("_".join(["forward"] + (found or ["root"])))


def message(method: str, path: str, fields: tuple[str, ...]) -> str:
    """The high review item of a pass-through."""
    chosen = " and ".join(repr(f) for f in fields)
    return (f"{method} {path} forwards what the caller chooses at {chosen}: it may run any "
            "operation of the service behind it, a delete included, so it is taken as delete, "
            "destructive and external, with a trusted confirmation before each call; keep it "
            "only if an Agent must reach that whole API, else offer one Tool per operation")
