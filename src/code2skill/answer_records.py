"""Rule ``restangular.element-answer``, the callback's side: the parameter of a function a
promise calls back with an answer whose body is an active record (``ResponseV.record``: a
Restangular element) is that record, so its method calls send requests at its URL::

    CertificateApi.get(id).then(function (certificate) {
        certificate.customPUT({crlReason: r}, 'revoke');   // PUT /certificates/{id}/revoke
    });

The answer reaches the callback's first parameter through ``answer.then(cb)`` written with
the function itself (found where the function is written, so the order in which functions
are read does not matter) or through a library's callback recorded in the resolver's
``response_callbacks``; the record stands only when every such answer is the same record,
read whole (not one of its members). A function handed such an answer or parameter by every
caller (``UserService.getApiKeys(user)`` in that callback) gets the record too
(:func:`passed_record`).
"""
from __future__ import annotations

from code2skill.facts import Fn, Member
from code2skill.recogniser_context import Frame
from code2skill.values import ParamV, ResponseV, Value

HANDED = "answer_records.handed_record"      # the memo of handed_record
THENS = "answer_records.then_sites"          # the index of then_sites


def answered_record(resolver, callee: ParamV) -> Value | None:
    """The member ``callee.path`` of the record every answer handed to the first parameter
    ``callee.name`` of callback ``callee.fid`` is; ``None`` when the parameter is not that
    one, no answer reaches it, or one of them is no record or not the same."""
    found = resolver.functions.get(callee.fid)
    if found is None or not found[1].params or found[1].params[0].name != callee.name:
        return None
    answers = then_answers(resolver, found[0], callee.fid, found[1].parent) + \
        list(resolver.response_callbacks.get(callee.fid, {}).values())
    records = {record_of(answer) if isinstance(answer, ResponseV) else None
               for answer in answers}
    if len(records) != 1 or None in records:
        return None
    value = records.pop()
    for prop in callee.path:
        value = resolver.member(value, prop)
    return value


def then_answers(resolver, path: str, fid: str, scope: str | None) -> list[Value]:
    """What the receivers of the ``x.then(fn)`` calls written in ``scope`` with function
    ``fid`` itself as the first argument evaluate to (:func:`then_sites`)."""
    return [resolver.evaluate(site.call.callee.obj, Frame(path, scope))
            for site in then_sites(resolver, path, scope).get(fid, ())]


def then_sites(resolver, path: str, scope: str | None) -> dict[str, list]:
    """``{function id: [call site]}`` of the ``x.then(fn)`` calls written directly in function
    ``scope`` of module ``path`` with a function ``fn`` as the first argument, by ``fn``'s id;
    built once per scope and run (a controller of 2,000 element answers read its 4,000 calls
    once per answer)."""
    index = resolver.pass_memo.setdefault(THENS, {})
    if (path, scope) not in index:
        found: dict[str, list] = {}
        for site in resolver.calls_in_scope(path, scope):
            callee, args = site.call.callee, site.call.args
            if isinstance(callee, Member) and callee.prop == "then" and args \
                    and isinstance(args[0], Fn):
                found.setdefault(args[0].fid, []).append(site)
        index[(path, scope)] = found
    return index[(path, scope)]


def passed_record(resolver, value: Value) -> Value:
    """What a caller hands a function when it passes ``value``: the record an answer (or the
    answer's parameter of a callback, :func:`answered_record`, or a parameter every caller of
    its function hands such a record, :func:`handed_record`) is, so that the function's
    ``certificate.put()`` on its parameter is the record's (rule ``wrapper.client-argument``);
    any other value unchanged."""
    return passed_record_of(resolver, value) or value


def passed_record_of(resolver, value: Value) -> Value | None:
    """The record :func:`passed_record` finds for ``value``, else ``None``."""
    if isinstance(value, ResponseV):
        return record_of(value)
    if isinstance(value, ParamV) and not value.path:
        return answered_record(resolver, value) or handed_record(resolver, value)
    return None


def handed_record(resolver, param: ParamV) -> Value | None:
    """The record every known call of ``param``'s function hands that parameter (an answer,
    a callback's answered parameter or a parameter handed one in turn: ``$scope.save(cert)``
    then ``CertService.update(certificate)``), the same one at each; ``None`` when there is
    no call or some call hands anything else (cached; a cycle of calls hands nothing)."""
    memo = resolver.pass_memo.setdefault(HANDED, {})
    key = (param.fid, param.name)
    if key in memo:
        return memo[key]
    memo[key] = None                                   # (recursion through the callers)
    records = {passed_record_of(resolver, arg) if arg is not None else None
               for arg in resolver.forwarded_arguments(param) or ()}
    memo[key] = records.pop() if len(records) == 1 else None
    return memo[key]


def record_of(answer: ResponseV) -> Value | None:
    """The record an answer's whole body is, else ``None``."""
    return answer.record if answer.body and not answer.path else None
