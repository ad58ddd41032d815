"""What libraries other than the HTTP clients mean to the resolver, as data the resolver reads
(the HTTP clients' facts are rows on their recognisers,
:class:`code2skill.extractors.registry.LibraryFacts`).

* :data:`HOOK_MODULES`: modules whose ``useCallback``/``useMemo`` hand back their callback /
  the value of their factory (React, Preact);
* :data:`MAP_OPERATORS`, :data:`PASS_OPERATORS`: RxJS operators of an observable response
  (``http.get(url).pipe(map(r => r.items))``), which give the value their callback returns, or
  the value unchanged;
* :data:`LIB_GENERATORS`, :data:`GLOBAL_GENERATORS`, :data:`CLOCK_READS`: calls that make a new
  value every time they run (rule ``value.generated``): imported generators as ``(library,
  member path)``, global member chains (``window.`` / ``globalThis.`` / ``self.`` prefixes
  dropped), and the methods of a fresh ``new Date()`` that read the clock;
* :data:`INJECTED_CLIENTS`: the clients a Vue/Nuxt plugin injects on every component (rules
  ``axios.nuxt-injected``: ``@nuxtjs/axios`` ``$axios``; ``graphql.vue-apollo``: ``vue-apollo``
  ``$apollo``, the provider's client), by the name a component reads.
"""
from __future__ import annotations

from types import MappingProxyType

from code2skill.values import LibV

HOOK_MODULES = frozenset({"react", "preact/hooks", "preact/compat"})
MAP_OPERATORS = frozenset({"map", "switchMap", "mergeMap", "concatMap", "exhaustMap", "flatMap"})
PASS_OPERATORS = frozenset({"tap", "filter", "take", "first", "catchError", "finalize", "retry",
                            "shareReplay", "share", "delay", "debounceTime", "takeUntil",
                            "distinctUntilChanged"})
LIB_GENERATORS = frozenset({("uuid", ("v1",)), ("uuid", ("v4",)), ("uuid", ("v6",)),
                            ("uuid", ("v7",)), ("nanoid", ("nanoid",)),
                            ("crypto", ("randomUUID",))})
GLOBAL_GENERATORS = frozenset({("crypto", "randomUUID"), ("Date", "now"), ("Math", "random"),
                               ("performance", "now")})
CLOCK_READS = frozenset({"getTime", "valueOf", "toISOString", "toString"})
# Library globals a Vue plugin also installs as a method of every component, read as
# ``this.name`` in an options component (ZiggyVue's ``this.route('users.show', id)``: rule
# ``ziggy.route-name``)
COMPONENT_GLOBALS = MappingProxyType({"route": LibV("ziggy")})
INJECTED_CLIENTS = MappingProxyType({"$axios": LibV("axios"),
                                     "$apollo": LibV("graphql", ("$apollo",))})
