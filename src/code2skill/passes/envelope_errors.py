"""Pass: failures that ride inside successful answers (rule ``errors.envelope-check``).

When a function that handles a capability's answers (:func:`errors.handling_functions`: its
call chain, their callers and the response interceptors of its client) or a callback nested in
a function on the chain that makes the request (``.then(handleSuccess)``) takes a failure branch
on a field of the answer's body (:class:`~code2skill.facts.EnvelopeCheck`: ``if (res.code !==
20000) return Promise.reject(…)``), the server reports failures in a 2xx answer. Each such
check gives

* an ``observedHandling`` entry ``body <field> <failure condition>`` (``body code !== 20000``,
  ``body success falsy``, ``body status outside >= 200 && < 300``), category ``business``;
* ``codePath`` (the tested field) and ``messagePath`` (a message field beside it read in the
  failing branch: ``res.message``), dot paths into the body, where the error reads
  (``errors.read-path``) give none;
* a ``medium`` review item per field and failure condition (one per client, not per Tool,
  citing every check of it): the contract's
  ``successStatuses`` and an exported server compare HTTP statuses only, so such a failure
  would pass as a success until someone maps the envelope.

The tested member counts as the body's only when it is read through ``.data``
(``response.data.code``), or, for a field that is no HTTP response's own (not ``status``,
``statusCode``, ``ok``), from a parameter or local of the function holding the check
(``const res = response.data``; ``.then(json => json.success)``), or from a local bound to a
``res.json()`` body; never the ``success`` of a local holding a schema validation's result
(``const r = schema.safeParse(data); if (!r.success)``, rule ``body.validated-payload``).
The field's path is its last name: an envelope nested deeper in the body
(``res.data.result.code``) is read as ``code``.
"""
from __future__ import annotations

from code2skill.contract.models import Evidence, ObservedHandling, ReviewItem
from code2skill.evidence import observed
from code2skill.facts import Call, EnvelopeCheck, Member
from code2skill.passes.errors import body_locals, handling_functions, member_chain
from code2skill.normalize import Observed
from code2skill.validated_payloads import RESULT_METHODS

RULE = "errors.envelope-check"
HTTP_FIELDS = frozenset({"status", "statusCode", "ok"})   # a raw response's own fields

Found = tuple[str, EnvelopeCheck, str, str | None]   # (file, check, field path, message path)


def envelope_checks(calls: list[Observed], program, chain: list[tuple[str, str]]
                    ) -> list[Found]:
    """Every envelope check (module doc) of the functions handling ``calls``' answers, in
    source order, each once: ``(file, check, field path, message path or None)``."""
    own = {getattr(program.function_at(*site.where), "fid", None)
           for call in calls for site in call.sites}
    functions = handling_functions(calls, program, chain)
    for path, fn in list(functions):
        if fn.fid in own:
            functions += [(path, program.modules[path].functions[fid])
                          for fid in program.nested_functions(path, fn.fid)]
    found: dict[tuple, Found] = {}
    for path, fn in functions:
        for check in fn.envelope_checks:
            field = body_field(check.subject, fn)
            if field is not None:
                found[(path, check.span)] = (path, check, field,
                                             message_field(check.message, check.subject))
    return [found[key] for key in sorted(found)]


def body_field(subject, fn) -> str | None:
    """The body path of the tested member ``subject`` in function ``fn``, or ``None`` when it
    is not proven to read an answer's body (module doc)."""
    root, props = member_chain(subject)
    if root is None or not props:
        return None
    field = props[-1]
    if len(props) >= 2 and props[-2] == "data":
        return field
    if len(props) != 1 or root in validation_locals(fn):
        return None
    if field not in HTTP_FIELDS and (root in fn.locals or root in {
            p.name for p in fn.params if p.name}):
        return field
    return field if root in body_locals(fn) or root in data_locals(fn) else None


def validation_locals(fn) -> set[str]:
    """Locals bound only to a schema validation's result (``const r =
    schema.safeParse(data)``, rule ``body.validated-payload``): ``r.success`` tests the
    validation, no answer's body."""
    return {name for name, exprs in fn.locals.items()
            if exprs and all(isinstance(e, Call) and isinstance(e.callee, Member)
                             and e.callee.prop in RESULT_METHODS for e in exprs)}


def data_locals(fn) -> set[str]:
    """Locals bound to an answer's ``.data`` (``const res = response.data``)."""
    return {name for name, exprs in fn.locals.items()
            if any(isinstance(e, Member) and e.prop == "data" for e in exprs)}


def message_field(message, subject) -> str | None:
    """The message field read beside the tested one (``res.msg`` beside ``res.code`` →
    ``msg``), else ``None``."""
    if message is None or not isinstance(subject, Member):
        return None
    root, props = member_chain(message)
    owner_root, owner_props = member_chain(subject)
    return props[-1] if root == owner_root and props[:-1] == owner_props[:-1] else None


def observed_handling(found: list[Found]) -> list[ObservedHandling]:
    """One ``observedHandling`` entry per failure condition, with every place it is tested."""
    entries: dict[str, list[Evidence]] = {}
    for path, check, field, _ in found:
        entries.setdefault(f"body {field} {check.failure}", []).append(
            observed((path, check.span), RULE, "a failure carried in a successful answer"))
    return [ObservedHandling(match=match, category="business", evidence=evidence)
            for match, evidence in sorted(entries.items())]


def read_paths(found: list[Found]) -> dict[str, tuple[str, Evidence]]:
    """``{codePath|messagePath: (path, evidence)}`` of the first envelope check."""
    if not found:
        return {}
    path, check, field, message = found[0]
    paths = {"codePath": (field, observed((path, check.span), RULE, field))}
    if message is not None and check.message is not None:
        paths["messagePath"] = (message, observed((path, check.message.span), RULE, message))
    return paths


def review(found: list[Found]) -> list[ReviewItem]:
    """A ``medium`` item per envelope field and failure condition, not tied to one Tool (the
    checks of one condition in several files are one item citing each): failures ride
    inside successful answers and nothing in the contract's success statuses says so."""
    return [ReviewItem(
        severity="medium", capability=None,
        message=f"failures ride inside successful responses: the client treats an answer "
                f"with body {field} {check.failure} as a failure, whatever its HTTP "
                "status; successStatuses and an exported server compare HTTP statuses "
                "only and would report such an answer as a success: map the envelope to a "
                "failure before relying on the Tools it serves",
        evidence=[observed((path, check.span), RULE, field),
                  observed((path, check.action), RULE, "the failure branch")])
        for path, check, field, _ in found]
