"""Rule ``openapi-fetch.declared-type``: the inputs of a typed OpenAPI client's call take
their types from the operation its generated types declare.

An ``openapi-fetch`` call names ``paths[path][method]`` (rule
``openapi-fetch.declared-operation``, read by :mod:`code2skill.openapi_paths`). Each input
the call sites bind to a path, query or header parameter or to a top-level JSON body field
(``path:movie_id``, ``query:movie_id``, ``body:title``) that the operation declares takes:

* its declared JSON Schema (type, ``enum`` of a string-literal union, items …); an ``enum``
  the call sites' literals already gave (the values the client sends) is kept;
* its JSDoc description, when the generated file has one;
* requiredness from the declaration: required without ``?`` (rule
  ``openapi-fetch.declared-required``), optional with it, whatever the call site's value
  shows; a query parameter or body field the call sites send but the operation, declaring
  others, does not is never required (the server does not read it);
* evidence at the member's declaration in the generated file.

A query or body the call sites send whole (``params: {query}``, ``body: event.data`` of
unknown shape: one ``query``/``body`` input) is one input per declared field instead; a
body declared as an array (``Schedule[]``) stays one input, of the declared schema. A call whose
declared operation does not resolve leaves its inputs as the call sites show them and adds a
``medium`` review item naming the call site and why.
"""
from __future__ import annotations

from collections.abc import Callable

from code2skill.contract.models import Binding
from code2skill.contract.pointer import escape as pointer
from code2skill.evidence import observed
from code2skill.normalize import Observed
from code2skill.json_bodies import is_unknown_item
from code2skill.openapi_paths import DeclaredField, OperationReader, OperationTypes
from code2skill.redact import spoken_name

RULE = "openapi-fetch.declared-type"
REQUIRED_RULE = "openapi-fetch.declared-required"
LABEL = {"path": "path parameter", "query": "query parameter", "header": "header",
         "body": "body field"}


def declared_inputs(calls: list[Observed], draft, reader: OperationReader,
                    spend: Callable[[], None]) -> None:
    """Apply the declared operation of ``calls`` (one capability's call sites) to ``draft``
    (an :class:`~code2skill.passes.schema.InputDraft`), see the module docstring. ``spend``
    is called once per input a declared field adds (rule ``budget.schema-work``: it raises
    when the request's work runs out, and the inputs added so far are kept)."""
    ops = list(dict.fromkeys(c.declared_operation for c in calls
                             if c.declared_operation is not None))
    if not ops:
        return
    read = [(op, reader.read(op)) for op in ops]
    found = next((types for _, types in read if types.problem is None), None)
    if found is None:
        op, types = read[0]
        draft.review.append(("medium", f"openapi-fetch call {op.method.upper()} {op.path}: "
                             f"its declared OpenAPI types could not be read ({types.problem}); "
                             "its inputs are typed only as the call site shows them", op.where))
        return
    for binding in list(draft.bindings):
        kind, _, name = binding.target.partition(":")
        if binding.input is None or kind not in LABEL or "." in name or "." in binding.input:
            continue
        if not name:
            whole(kind, binding.input, found, draft, spend)
            continue
        fields = found.fields.get(kind, {})
        declared = fields.get(name) if kind != "header" else next(
            (f for n, f in fields.items() if n.lower() == name.lower()), None)
        if declared is not None:
            typed(binding.input, kind, name, declared, draft)
        elif fields and kind in ("query", "body"):       # the operation does not take it
            require(binding.input, False, None, "", draft)


def typed(prop: str, kind: str, name: str, declared: DeclaredField, draft) -> None:
    """Input ``prop`` bound to the declared field ``declared`` (``kind`` ``name``)."""
    current = draft.properties[prop]
    schema = dict(declared.schema) if declared.schema else {
        k: v for k, v in current.items() if k != "description"}
    if "enum" in current:                     # the values the client sends: a subset
        schema["enum"] = current["enum"]
    if "default" in current:
        schema["default"] = current["default"]
    schema["description"] = labelled(declared.doc, kind) if declared.doc else \
        current.get("description", "")
    if not schema["description"]:
        schema.pop("description")
    draft.properties[prop] = schema
    note = f"{LABEL[kind]} {name}: {declared.type_text}"
    draft.evidence.setdefault(f"/inputSchema/properties/{pointer(prop)}", []).append(
        observed(declared.where, RULE, note))
    require(prop, declared.required, declared.where, note, draft)


def require(prop: str, required: bool, where, note: str, draft) -> None:
    """``prop`` required (with evidence at the declaration ``where``) or not, as declared."""
    if required:
        draft.require(prop, [observed(where, REQUIRED_RULE, note)])
    elif prop in draft.required:
        draft.required.remove(prop)
        draft.required_evidence.pop(prop, None)


def whole(kind: str, prop: str, found: OperationTypes, draft,
          spend: Callable[[], None]) -> None:
    """A query or body the call sites send whole, as one input (its members unknown to
    them), whose declared object type has fields: one input per declared field instead,
    bound to ``query:<name>``/``body:<name>``, typed and required as declared (a body field
    only when ``requestBody`` is required too), as rule ``body.typed`` does for a body
    whose TypeScript type is known. A password or secret field the declaration leaves
    optional stays an optional input and a medium review item (``body.typed-credential``)."""
    from code2skill.passes.schema import safe, typed_secret
    fields = found.fields.get(kind)
    if kind == "body" and not fields and found.body and found.body.get("type") == "array":
        declared_array(prop, found, draft)
        return
    if kind not in ("query", "body") or not fields:
        return
    draft.bindings[:] = [b for b in draft.bindings
                         if not (b.target == f"{kind}:" and b.input == prop)]
    draft.properties.pop(prop, None)
    draft.evidence.pop(f"/inputSchema/properties/{pointer(prop)}", None)
    require(prop, False, None, "", draft)
    draft.review[:] = [r for r in draft.review if not is_unknown_item(r[1], kind)]
    for name, declared in fields.items():
        if draft.bound(f"{kind}:{name}") is not None:   # one look-up: linear in the fields
            continue
        spend()                                         # budget.schema-work
        schema = dict(declared.schema)
        schema["description"] = labelled(declared.doc or humanize(name), kind)
        note = f"{LABEL[kind]} {name}: {declared.type_text}"
        added = draft.add(safe(name), schema, [observed(declared.where, RULE, note)])
        draft.bindings.append(Binding(target=f"{kind}:{name}", input=added))
        needed = declared.required and (kind == "query" or found.body_required)
        require(added, needed, declared.where, note, draft)
        if not needed and typed_secret(name, schema):
            draft.review.append((
                "medium", f"input {name!r} is a password or secret known only from the "
                "declared type of the body sent whole (optional there): confirm that the "
                "client sends it here and that an Agent may be given it, else drop it",
                declared.where))


def declared_array(prop: str, found: OperationTypes, draft) -> None:
    """A body sent whole whose declared type is an array (``Schedule[]``): the input takes
    the declared schema (its items' fields), required as ``requestBody`` is."""
    schema = dict(found.body or {})
    schema["description"] = "The request body, sent as one array."
    draft.properties[prop] = schema
    draft.review[:] = [r for r in draft.review if not is_unknown_item(r[1], "body")]
    draft.evidence.setdefault(f"/inputSchema/properties/{pointer(prop)}", []).append(
        observed(found.body_where, RULE, "the request body's declared type"))
    require(prop, found.body_required, found.body_where, "requestBody", draft)


def labelled(text: str, kind: str) -> str:
    """A description naming the part of the request: ``The movie's id (path parameter).``"""
    return f"{text.strip().rstrip('.')} ({LABEL[kind]})."


def humanize(name: str) -> str:
    """``movie_id`` → ``Movie id``; a secret-shaped name gives its marker's words (rule
    ``redact.derived-name``)."""
    text = " ".join(spoken_name(name).replace("_", " ").replace("-", " ").split())
    return text[:1].upper() + text[1:]
