"""Rule ``factory.unexecuted-definition``: a request definition no analysed code executes is
no Tool, and says so.

A request-definition factory is a function that returns a function (rule
``closure.factory-arguments``) and is called at a module's top level with a request config
literal::

    export const purgeLogs = useDefineApi<any, boolean>({ url: '/api/logs', method: 'DELETE' });

The definition makes no request: the executor the factory returns does, once a caller runs it
(``const { execute } = purgeLogs(); await execute()``), merging the caller's config into the
definition. A definition whose executor no followed call runs (its factory call's captured
arguments never reached a request) is no capability. It may be dead code, or run through code
the resolver cannot follow (handed to a function as a value), so each is a ``medium`` review
item naming the definition, its method and URL, never a silent miss."""
from __future__ import annotations

from typing import TYPE_CHECKING

from code2skill.extractors.request_descriptor import is_factory
from code2skill.facts import Call, Typed
from code2skill.problem import Problem
from code2skill.recogniser_context import Frame
from code2skill.values import FnV, ObjV, text_of

if TYPE_CHECKING:                                    # pragma: no cover - types only
    from code2skill.resolution.resolver import Resolver

RULE = "factory.unexecuted-definition"
MESSAGE = ("request definition {name}{verb} {url} made by {factory}(…) is run by no call "
           "code2skill followed (its executor is never called, or only through a value it "
           "cannot follow): no Tool is offered for it; confirm it is unused")


def unexecuted_definitions(resolver: "Resolver") -> list[Problem]:
    """One problem per top-level call of a request-definition factory (module docstring)
    whose captured arguments no emitted request used."""
    found: list[Problem] = []
    factories: dict[str, bool] = {}          # factory fid → whether it makes requests
    for (path, scope), sites in sorted(resolver.calls_by_scope.items(),
                                       key=lambda item: (item[0][0], item[0][1] or "")):
        if scope is not None:
            continue
        for site in sites:
            where = (path, site.call.span)
            if where in resolver._captures_called:
                continue
            problem = definition_problem(resolver, site, Frame(path, None), where, factories)
            if problem is not None:
                found.append(problem)
    return found


def definition_problem(resolver: "Resolver", site, frame: Frame, where,
                       factories: dict[str, bool]) -> Problem | None:
    """The problem of the factory call ``site`` when it defines a request: its callee a
    function returning a function whose nested functions make requests (known so far in
    ``factories``), its argument an object literal with a fixed ``url``; ``None``
    otherwise."""
    callee = resolver.evaluate(site.call.callee, frame)
    fn = resolver.function(callee.fid) if isinstance(callee, FnV) else None
    if fn is None or not is_factory(fn):
        return None
    if callee.fid not in factories:
        factories[callee.fid] = makes_requests(resolver, callee.fid)
    if not factories[callee.fid]:
        return None
    config = next((a for a in resolver.eval_args(site.call.args, frame)
                   if isinstance(a, ObjV)), None)
    url = text_of(config.get("url")) if config is not None else None
    if not url:
        return None
    method = text_of(config.get("method"))
    return Problem("medium", MESSAGE.format(
        name=defined_name(resolver.modules[frame.path].bindings, site.call.span), verb=f" {method.upper()}" if method else
        " (no method: the client's default)", url=url, factory=fn.name or "a factory"),
        where, RULE)


def defined_name(bindings, span) -> str:
    """The module binding ``span``'s call is assigned to (``purgeLogs``), else ``a
    definition``."""
    for name, exprs in sorted(bindings.items()):
        for expr in exprs:
            while isinstance(expr, Typed):
                expr = expr.expr
            if isinstance(expr, Call) and expr.span == span:
                return name
    return "a definition"


def makes_requests(resolver: "Resolver", factory: str) -> bool:
    """Whether a function nested in ``factory`` makes requests that wait for its callers."""
    return any(pending and fid is not None and fid != factory
               and factory in resolver.param_scope(fid)
               for (_, fid, *_rest), pending in resolver._summary_cache.items())
