"""Rule ``review.configured-member``: a request whose URL starts with a member of ``this``
that other methods of the class set (a service configured before it is used) is reviewed
with what sets it, never left as an unnamed URL.

::

    class SearchService {
      configure(config) {
        this.config = _.assign({}, config);
        if (!_.isString(config.objectType) || config.objectType === 'any') {
          this.config.url = './api/_search';
        } else {
          this.config.url = `./api/${config.objectType.replace(/_/g, '/')}/_search`;
        }
        return this;
      }
      search() { return this.$http.post(this.config.url, {query: this.config.filter}); }
    }
    SearchService.configure({objectType: 'organization', filter}).search();   // a caller

The value of ``this.config.url`` at the request depends on which ``configure`` call ran
before it and on conditions over its argument the resolver does not decide, so the request
names no endpoint. In place of the generic item (``request URL has no fixed part to name an
endpoint``) the request is one ``medium`` item naming the member, each method of the class
that writes it or the object holding it (``this.config.url = …``, ``this.config = …``) with
its lines, and, for each call of such a method the program makes (found by name, its callee
resolved to that method), the value a written URL text takes with that call's arguments
(``./api/organization/_search``), at most :data:`MAX_CANDIDATES` of them: candidates for the
reviewer to confirm, never endpoints of the contract.

A URL counts when the request call's first argument (or its ``url`` member, an options
object) starts with a read of ``this.a.b…`` inside a method of a class, and another method
of that class assigns that path or a prefix of it.
"""
from __future__ import annotations

from dataclasses import dataclass

from code2skill.facts import Call, Expr, Hole, Member, Obj, Ref, Tmpl
from code2skill.link_lookup import UNNAMED
from code2skill.recogniser_context import Frame
from code2skill.values import FnV, StrV, Text, Where

RULE = "review.configured-member"
MAX_CANDIDATES = 8


@dataclass(frozen=True)
class Writer:
    """A method of the class that writes the member: its qualified ``name``, function id,
    module ``path``, and the places of its writes (``exact`` those of the member itself,
    whose values are URL texts to try with each caller's arguments)."""

    name: str
    fid: str
    path: str
    writes: tuple[Where, ...]
    exact: tuple[Expr, ...]


@dataclass(frozen=True)
class ConfiguredUrl:
    """The request at ``site`` whose URL starts with ``member`` (``this.config.url``),
    set by ``writers``; ``candidates`` the URL texts the writers' callers give, each with
    the place of the call."""

    site: Where
    member: str
    writers: tuple[Writer, ...]
    candidates: tuple[tuple[str, Where], ...]


def leading_member(expr: Expr | None) -> tuple[str, ...] | None:
    """The member path a URL expression starts with (``this.config.url + '?'…`` →
    ``('this', 'config', 'url')``), through an options object's ``url``; ``None`` when it
    starts with anything else."""
    if isinstance(expr, Obj):
        expr = next((p.value for p in expr.props if p.key == "url"), None)
    if isinstance(expr, Tmpl) and expr.parts and isinstance(expr.parts[0], Hole):
        expr = expr.parts[0].expr
    names: list[str] = []
    while isinstance(expr, Member):
        names.append(expr.prop)
        expr = expr.obj
    if not (isinstance(expr, Ref) and expr.name == "this" and names):
        return None
    return ("this", *reversed(names))


def request_call(program, where: Where) -> Call | None:
    """The call made at ``where`` (a request site), or ``None``."""
    module = program.modules.get(where[0])
    return next((s.call for s in module.calls if s.call.span == where[1]), None) \
        if module is not None else None


def owning_method(program, path: str, span) -> tuple[str, object] | None:
    """``(method function id, class facts)`` of the class method around ``span`` (through
    arrow callbacks, which keep the method's ``this``), or ``None``."""
    fn = program.function_at(path, span)
    while fn is not None and fn.class_name is None and fn.arrow and fn.parent is not None:
        fn = program.function(fn.parent)
    if fn is None or fn.class_name is None:
        return None
    cls = program.modules[path].classes.get(fn.class_name)
    return (fn.fid, cls) if cls is not None else None


def writers(program, path: str, cls, own: str, target: tuple[str, ...]) -> tuple[Writer, ...]:
    """The methods of ``cls`` other than ``own`` and the constructor (whose value is the
    initial one) that assign ``target`` or a prefix of it longer than ``this`` alone."""
    found = []
    for name, fid in cls.methods:
        fn = program.function(fid)
        if fid == own or name == "constructor" or fn is None:
            continue
        hits = [a for a in fn.assignments if a.key is None and len(a.target) >= 2
                and target[:len(a.target)] == a.target]
        if hits:
            found.append(Writer(fn.name, fid, path, tuple((path, a.span) for a in hits),
                                tuple(a.value for a in hits if a.target == target)))
    return tuple(found)


def candidates(program, writer: Writer) -> list[tuple[str, Where]]:
    """For each call of ``writer`` the program makes, the texts its written URL values take
    with that call's arguments (only those with a fixed piece whose every hole is a named
    parameter, ``{id}``: a ``{?}`` is a part the call does not show)."""
    from code2skill.normalize import describe

    if not writer.exact:
        return []
    frame = Frame(writer.path, writer.fid)
    values = [program.value_of(expr, frame) for expr in writer.exact]
    found = []
    for caller_path, _, args, span in calls_of(program, writer.fid):
        for value in values:
            text = program.called_with(value, writer.fid, args)
            if isinstance(text, StrV) and any(isinstance(p, Text) for p in text.parts) \
                    and all(isinstance(p, Text) or p.name for p in text.parts):
                found.append((describe(text), (caller_path, span)))
    return found


def calls_of(program, fid: str) -> list[tuple[str, str | None, tuple, object]]:
    """``(module, scope, argument values, call span)`` of every call of function ``fid``
    found by its name whose callee resolves to it."""
    fn = program.function(fid)
    short = fn.name.split(".")[-1] if fn is not None else ""
    found = []
    for (path, scope), sites in program.calls_by_scope.items():
        for site in sites:
            callee = site.call.callee
            if not (isinstance(callee, Member) and callee.prop == short):
                continue
            frame = Frame(path, scope)
            target = program.value_of(callee, frame)
            if isinstance(target, FnV) and target.fid == fid:
                found.append((path, scope, tuple(program.value_of(a, frame)
                                                 for a in site.call.args), site.call.span))
    return sorted(found, key=lambda c: (c[0], c[3]))


def configured_url(program, where: Where) -> ConfiguredUrl | None:
    """The :class:`ConfiguredUrl` of the request at ``where``, or ``None`` when its URL does
    not start with a member other methods of its class write."""
    call = request_call(program, where)
    target = leading_member(call.args[0]) if call is not None and call.args else None
    owner = owning_method(program, *where) if target is not None else None
    if owner is None:
        return None
    found = writers(program, where[0], owner[1], owner[0], target)
    if not found:
        return None
    texts: dict[str, Where] = {}
    for writer in found:
        for text, place in candidates(program, writer):
            texts.setdefault(text, place)
    return ConfiguredUrl(where, ".".join(target), found,
                         tuple(list(texts.items())[:MAX_CANDIDATES]))


def message(found: ConfiguredUrl) -> str:
    """The review item's text."""
    set_by = "; ".join(
        f"{w.name} (line{'s' if len(w.writes) > 1 else ''} "
        f"{', '.join(str(place[1][0]) for place in w.writes)})" for w in found.writers)
    text = (f"request URL starts with {found.member}, which other methods of the class set "
            f"before the request: {set_by}; which value it holds depends on the call that "
            "configured the instance, so no endpoint is claimed")
    if found.candidates:
        shown = ", ".join(f"{t} ({w[0]}:{w[1][0]})" for t, w in found.candidates)
        text += f"; their callers give {shown}: confirm each against the backend"
    return text


def configured_member_review(problems: list, program) -> tuple[list, list]:
    """The resolver's problems (:class:`~code2skill.problem.Problem`) without those of requests
    whose URL a configured member names, and one ``medium`` review item for each of them
    (evidence: the request, the writes, the callers' calls)."""
    from code2skill.contract.models import ReviewItem
    from code2skill.evidence import observed

    kept, items = [], []
    for problem in problems:
        where = problem.where
        found = configured_url(program, where) if where is not None \
            and problem.message.startswith(UNNAMED) else None
        if found is None:
            kept.append(problem)
            continue
        evidence = [observed(where, RULE, found.member)] + \
            [observed(place, RULE, w.name) for w in found.writers for place in w.writes] + \
            [observed(place, RULE, candidate) for candidate, place in found.candidates]
        items.append(ReviewItem(severity="medium", capability=None, message=message(found),
                                evidence=evidence))
    return kept, items


__all__ = ["RULE", "configured_member_review"]
