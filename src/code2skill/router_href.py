"""Rule ``vue.router-href``: the ``href`` of a location Vue Router resolves is the app's base
path followed by that location's path, so a URL built with it names the path it was given.

Vue Router's ``router.resolve(to)`` returns the route a location leads to, whose ``href`` is
that location as a URL of the page: the history's base (``createWebHistory(base)``, Vue
Router 3's ``base`` option — the path the deployment serves the app under) followed by the
location's path. Front ends served from a sub-folder use it to reach their own backend under
the same base::

    resolve(u) { return this.$router.resolve(u).href },       // a mixin's helper
    this.get(this.resolve('/api/v1/info'), …)                  // GET /api/v1/info

so the request's path is the argument's, and its base is the deployment's base path on the
page's own origin (rule ``service.page-base-path``), never a path segment or an input. A
router is ``this.$router`` of an options component, ``useRouter()``, ``createRouter(…)`` and
``new VueRouter(…)`` (the default export of ``vue-router``), and any name bound to one of
these (``import router from '@/router'``). Only a history router's ``href`` is a path: a hash
router's is the page's own address with the location after a ``#``, which sends nothing to
the location's path, so a client that requests through ``href`` uses history mode and the
mode is not read.
"""
from __future__ import annotations

from code2skill.values import HoleV, LibV, ObjV, PropV, StrV, Value, Where

RULE = "vue.router-href"
VUE_ROUTER = "vue-router"
ROUTER = ("$router",)                      # ``LibV`` path of a router instance
BASE = ("base",)                           # ``LibV`` path of the history's base
MAKERS = frozenset({("createRouter",), ("useRouter",)})


def router_value(callee: Value, args: list[Value], new: bool, where: Where | None
                 ) -> Value | None:
    """What a call of a Vue Router value gives: a router instance (``LibV('vue-router',
    ('$router',))``) for ``createRouter(…)``, ``useRouter()`` and ``new VueRouter(…)``; the
    resolved route (:func:`resolved_route`) for ``router.resolve(to)``; ``None`` for any
    other call."""
    if not (isinstance(callee, LibV) and callee.lib == VUE_ROUTER):
        return None
    if callee.path in MAKERS or (new and callee.path in ((), ("default",))):
        return LibV(VUE_ROUTER, ROUTER, where)
    if callee.path == ROUTER + ("resolve",) and args:
        return resolved_route(args[0], where)
    return None


def resolved_route(location: Value, where: Where | None) -> ObjV:
    """The route ``router.resolve(location)`` returns, as an object whose ``href`` is the
    history's base (a hole of ``LibV('vue-router', ('base',))``) followed by the location's
    path (a text location's parts, any other value one hole) and whose ``fullPath`` is the
    location itself."""
    path = list(location.parts) if isinstance(location, StrV) else \
        [HoleV("location", location, where)]
    base = HoleV("base", LibV(VUE_ROUTER, BASE, where), where)
    return ObjV((PropV("href", StrV((base, *path)), where),
                 PropV("fullPath", location, where)), where)
