"""Pass: an RTK Query endpoint nothing in the program uses is no request the client makes
(rule ``rtk-query.unused-endpoint``).

``createApi``/``injectEndpoints`` declare endpoints (``getTokens: build.query(…)``) that the
app reaches only through what RTK Query generates from their names: the hooks
(``useGetTokensQuery``, ``useLazyGetTokensQuery``, ``useGetTokensQueryState``,
``useGetTokensQuerySubscription``, ``useGetTokensMutation``, ``useGetTokensInfiniteQuery``…,
:func:`hook_names`) and ``api.endpoints.getTokens`` (``.initiate()``, ``.select()``,
``.matchFulfilled``), or the endpoint's name as text (``usePrefetch('getTokens')``,
``api.util.updateQueryData('getTokens', …)``). An endpoint none of these names anywhere in the
program (:class:`EndpointUses`) is real code, so its capability stays, but ``requires-review``
with a ``medium`` review item citing its definition, never a draft as if the client made the
call.

Never taken for an absence: a destructuring that only binds the hooks from the API
(``export const {useGetTokensQuery} = api``: their definition, not a use) aside, any mention
counts, in any module; and a read of ``….endpoints`` other than a fixed member
(``api.endpoints[name]``, ``Object.values(api.endpoints)``) may reach every endpoint, so then
none is marked.
"""
from __future__ import annotations

from collections.abc import Iterable

from code2skill.contract.models import Capability, ReviewItem
from code2skill.evidence import inferred
from code2skill.facts import Lit, Member, ModuleFacts, Ref
from code2skill.requests import Site

from .call_verdicts import call_verdicts, mark_condemned
from .uncalled import expressions_of, walk

RULE = "rtk-query.unused-endpoint"
ENDPOINT_RULES = frozenset({"rtk-query.query", "rtk-query.mutation", "rtk-query.query-fn"})
HOOK_FORMS = ("use{}Query", "useLazy{}Query", "use{}QueryState", "use{}QuerySubscription",
              "useLazy{}QuerySubscription", "use{}Mutation", "use{}InfiniteQuery",
              "use{}InfiniteQueryState", "use{}InfiniteQuerySubscription")
MESSAGE = ("RTK Query endpoint '{key}' is defined but nothing in the analysed program uses it: "
           "none of its hooks ({hooks}) nor `endpoints.{key}` nor its name as text is read, so "
           "the client may never make this request; keep the Tool only if the app uses it "
           "(rule " + RULE + ")")


def hook_names(key: str) -> tuple[str, ...]:
    """The hooks RTK Query generates for endpoint ``key`` (``getTokens`` →
    ``useGetTokensQuery``, ``useLazyGetTokensQuery``, …)."""
    name = key[:1].upper() + key[1:]
    return tuple(form.format(name) for form in HOOK_FORMS)


class EndpointUses:
    """The names the program's modules mention (plain names, member names, texts) once the
    hook-binding destructurings are left out, and whether any module reads ``….endpoints``
    other than through a fixed member (``escaped``)."""

    def __init__(self, modules: Iterable[ModuleFacts]):
        self.names: set[str] = set()
        self.endpoint_members: set[str] = set()
        self.escaped = False
        for module in modules:
            self.add(module)

    def add(self, module: ModuleFacts) -> None:
        """Index one module's mentions."""
        bound = {id(value) for name, values in module.bindings.items() for value in values
                 if isinstance(value, Member) and value.prop == name}   # const {useX} = api
        seen: set[int] = set(bound)
        fixed_reads: set[int] = set()
        endpoint_reads: list[Member] = []
        for expr in expressions_of(module):
            for node in walk(expr, seen):
                if isinstance(node, Ref):
                    self.names.add(node.name)
                elif isinstance(node, Lit) and isinstance(node.value, str):
                    self.names.add(node.value)
                elif isinstance(node, Member):
                    self.names.add(node.prop)
                    if isinstance(node.obj, Member) and node.obj.prop == "endpoints":
                        self.endpoint_members.add(node.prop)
                        fixed_reads.add(id(node.obj))
                    if node.prop == "endpoints":
                        endpoint_reads.append(node)
        self.escaped = self.escaped or any(id(m) not in fixed_reads for m in endpoint_reads)

    def used(self, key: str) -> bool:
        """Whether endpoint ``key`` may be used: a hook of it or its name is mentioned, or
        ``endpoints`` escapes."""
        return self.escaped or key in self.endpoint_members or key in self.names or any(
            hook in self.names for hook in hook_names(key))


def endpoint_site(call) -> Site | None:
    """The endpoint definition an observed call is made by (its RTK Query site), else
    ``None``."""
    return next((s for s in call.sites if s.rule in ENDPOINT_RULES and s.function), None)


def mark_unused_endpoints(capabilities: list[Capability], clusters, names: dict[int, str],
                          modules: Iterable[ModuleFacts]
                          ) -> tuple[list[Capability], list[ReviewItem]]:
    """The capabilities, those every call of which an unused RTK Query endpoint makes set to
    ``requires-review``, and one ``medium`` review item per such capability; ``names`` maps
    ``id(observed call)`` to its capability."""
    uses: EndpointUses | None = None

    def verdict(call) -> Site | None:
        nonlocal uses
        site = endpoint_site(call)
        if site is None:
            return None
        uses = uses if uses is not None else EndpointUses(modules)
        return None if uses.used(site.function) else site
    return mark_condemned(capabilities, call_verdicts(clusters, names, verdict),
                          lambda sites: sites[0], unused_item)


def unused_item(cap: Capability, site: Site) -> ReviewItem:
    """The ``medium`` review item of a capability only unused endpoint ``site`` makes."""
    name = site.function[:1].upper() + site.function[1:]
    hooks = f"use{name}Mutation" if site.rule == "rtk-query.mutation" else \
        f"use{name}Query, useLazy{name}Query, …"
    return ReviewItem(severity="medium", capability=cap.name,
                      message=MESSAGE.format(key=site.function, hooks=hooks),
                      evidence=[inferred(site.where, RULE, f"{site.function} defined here")])
