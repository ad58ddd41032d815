"""Pass: session and infrastructure plumbing is not a business Tool.

By the design law a Tool is a business action an Agent would take. A request the client makes
only to keep its own machinery running is not one. It is decided by where the call is made and
how its result is used, never by a path word alone:

* ``plumbing.interceptor`` — every hop of the call's chain is reached only from an HTTP
  interceptor (an axios ``interceptors.response.use``/``request.use`` handler, an Angular
  ``HttpInterceptor.intercept`` or functional interceptor), directly or through functions
  called only from one: token refresh and retry branches.
* ``plumbing.error-reporter`` — reached only from a function registered as an error handler
  (``addEventListener('error' | 'unhandledrejection', fn)``, ``window.onerror = fn``,
  ``app.config.errorHandler = fn``, an Angular ``ErrorHandler``'s ``handleError``).
* ``plumbing.poll`` — reached only from a ``setInterval`` callback, and the path ends in a
  health or version word (``/health``, ``/ping``, ``/status``, ``/version``): a poll waiting
  for the backend, not a question an Agent asks (a poll of business data stays a Tool).
* ``plumbing.i18n-load`` — a ``GET`` of a ``.json``/``.yaml``/``.po``/``.ftl`` file made in a
  module that imports an i18n library (:data:`I18N_LIBRARIES`), or whose path hole is a
  language (``/locales/{lng}.json``).
* ``plumbing.bundle-file`` — a ``GET`` of a ``.json`` file served beside the bundle: no
  service base URL, and the path is one file (``/config.json``) or lies under ``assets``,
  ``static``, ``public``, ``locales``, ``i18n`` or ``translations``.

Each is left out of the capabilities and is one ``info`` review item (``plumbing: token
refresh — not offered as a Tool``) with the rule's evidence. A login or logout the UI triggers
stays a Tool (a user action). Rule ``plumbing.path-word``: a client call whose path only
*names* plumbing (:data:`PLUMBING_WORDS`: ``/auth/refresh``, ``/refresh-token``, ``/csrf``, a
write to ``/telemetry``, ``/analytics`` or ``/track``, a path ending in ``/health`` or
``/ping``) but is made from ordinary code keeps its Tool, with a ``medium`` note
(``requires-review``); a read of ``/projects/{id}/analytics`` or a ``/domains/refresh`` names
business data and gets none.
"""
from __future__ import annotations

import re
from dataclasses import replace
from typing import Iterable

from code2skill.contract.models import ReviewItem
from code2skill.evidence import observed
from code2skill.facts import Fn, Lit, Member, ModuleFacts, Ref
from code2skill.normalize import Observed
from code2skill.passes.cluster import endpoint_key
from code2skill.passes.server_code import backend_endpoint
from code2skill.resolve import Resolver
from code2skill.values import Where

I18N_LIBRARIES = frozenset({
    "i18next", "react-i18next", "next-i18next", "vue-i18n", "@nuxtjs/i18n", "svelte-i18n",
    "react-intl", "@formatjs/intl", "@lingui/core", "@ngx-translate/core", "@ngx-translate/http-loader",
    "i18next-http-backend", "@angular/localize", "typesafe-i18n", "i18n-js", "polyglot",
    "node-polyglot", "@transloco/core", "@jsverse/transloco", "@ngneat/transloco",
})
DATA_FILE = re.compile(r"\.(json|ya?ml|po|ftl|properties)$", re.I)
LANGUAGE_HOLE = re.compile(r"\{(lng|lang|language|locale|loc|languageCode|localeCode|"
                           r"lc)\}", re.I)
BUNDLE_FOLDERS = frozenset({"assets", "static", "public", "locales", "locale", "i18n",
                            "translations", "lang"})
ERROR_EVENTS = frozenset({"error", "unhandledrejection"})
ERROR_HANDLER_TARGETS = (("onerror",), ("onunhandledrejection",), ("errorHandler",))
PLUMBING_WORDS = {
    "token refresh": (re.compile(r"(^|/)((auth|tokens?|session|jwt|oauth2?)/refresh|"
                                 r"refresh[-_]?tokens?|token[-_]?refresh)(/|$)", re.I), None),
    "CSRF token": (re.compile(r"(^|/)[^/]*(csrf|xsrf)[^/]*(/|$)", re.I), None),
    "telemetry ingestion": (re.compile(r"(^|/)(telemetry|analytics|beacon|collect|track|"
                                       r"tracking)(/|$)", re.I), "write"),
    "health ping": (re.compile(r"(^|/)(health|healthz|healthcheck|ping|heartbeat|livez|"
                               r"readyz)$", re.I), None),
}
POLLED = re.compile(r"(^|/)(health|healthz|healthcheck|ping|heartbeat|livez|readyz|status|"
                    r"version)/?$", re.I)
KINDS = {"plumbing.poll": "health or version poll",
         "plumbing.interceptor": "HTTP interceptor (token refresh or retry)",
         "plumbing.error-reporter": "error reporter",
         "plumbing.i18n-load": "translation file load",
         "plumbing.bundle-file": "file served beside the bundle"}


class Plumbing:
    """The functions of a program that run only as plumbing: HTTP interceptors and error
    handlers (by fid, each with its rule), and the enclosing function of every call site."""

    def __init__(self, resolver: Resolver):
        self.resolver = resolver
        self.roots: dict[str, str] = {}
        self.scope_of: dict[Where, str | None] = {}
        for path, facts in resolver.modules.items():
            for site in facts.calls:
                if site.call.span is not None:
                    self.scope_of[(path, site.call.span)] = site.scope
            for fid in error_handlers(path, facts):
                self.roots.setdefault(fid, "plumbing.error-reporter")
            for fid in angular_interceptors(facts):
                self.roots.setdefault(fid, "plumbing.interceptor")
            for fid in interval_callbacks(facts):
                self.roots.setdefault(fid, "plumbing.poll")
        for facts in resolver.setup.get("axios", {}).values():
            for fact in facts:
                if fact[0] == "handler" and isinstance(fact[1], str):
                    self.roots.setdefault(fact[1], "plumbing.interceptor")
        self.memo: dict[str, str | None] = {}

    def rule_of(self, call: Observed) -> str | None:
        """The rule that makes ``call`` plumbing, or ``None`` (module docstring)."""
        reached = self.reached_from(call)
        if reached == "plumbing.poll":
            return reached if POLLED.search(call.path_template) else None
        if reached is not None:
            return reached
        if call.method != "GET" or not DATA_FILE.search(call.path_template):
            return None
        if LANGUAGE_HOLE.search(call.path_template):
            return "plumbing.i18n-load"
        segments = [s for s in call.path_template.split("/") if s]
        if not call.service.observed and call.path_template.lower().endswith(".json") and (
                len(segments) == 1 or segments[0].lower() in BUNDLE_FOLDERS):
            return "plumbing.bundle-file"
        if any(imports_any(self.resolver.modules.get(site.where[0]), I18N_LIBRARIES)
               for site in call.sites):
            return "plumbing.i18n-load"
        return None

    def reached_from(self, call: Observed) -> str | None:
        """The plumbing rule of the outermost hop of the call's chain (the site that names
        the endpoint), when that hop's function runs only as plumbing (a site at module level
        never does)."""
        scope = self.scope_of.get(call.sites[0].where) if call.sites else None
        return self.only_from(scope, set()) if scope is not None else None

    def only_from(self, fid: str, seen: set[str]) -> str | None:
        """The plumbing rule when function ``fid`` runs only as plumbing: it is (or is nested
        in) a plumbing root, or all its known callers run only as plumbing (one rule)."""
        if fid in self.memo:
            return self.memo[fid]
        if fid in seen:
            return None
        seen.add(fid)
        found = self.resolver.functions.get(fid)
        result: str | None = None
        if found is not None:
            _, fn = found
            if fid in self.roots:
                result = self.roots[fid]
            elif fn.parent is not None and (inner := self.only_from(fn.parent, seen)):
                result = inner
            else:
                callers = self.resolver.callers.get(fid, [])
                rules = {self.only_from(caller, seen) if caller is not None else None
                         for _, caller, _, _ in callers}
                result = next(iter(rules)) if callers and len(rules) == 1 else None
        self.memo[fid] = result
        return result


def imports_any(facts: ModuleFacts | None, names: Iterable[str]) -> bool:
    """Whether the module imports one of ``names``."""
    return facts is not None and any(i.source in names for i in facts.imports)


def error_handlers(path: str, facts: ModuleFacts) -> list[str]:
    """The fids of functions the module registers as error handlers (module docstring)."""
    found = []
    for site in facts.calls:
        callee, args = site.call.callee, site.call.args
        if isinstance(callee, Member) and callee.prop == "addEventListener" and \
                len(args) >= 2 and isinstance(args[0], Lit) and args[0].value in ERROR_EVENTS \
                and isinstance(args[1], Fn):
            found.append(args[1].fid)
    for assignment in facts.assignments + [a for fn in facts.functions.values()
                                           for a in fn.assignments]:
        if assignment.target[-1:] in ERROR_HANDLER_TARGETS and isinstance(assignment.value, Fn):
            found.append(assignment.value.fid)
    imported = {i.imported for i in facts.imports if i.source == "@angular/core"}
    if "ErrorHandler" in imported:
        found += [fid for fid, fn in facts.functions.items()
                  if fn.class_name is not None and fn.name.endswith(".handleError")]
    return found


def interval_callbacks(facts: ModuleFacts) -> list[str]:
    """The fids of functions the module passes to ``setInterval`` (``window.setInterval``)."""
    found = []
    for site in facts.calls:
        callee, args = site.call.callee, site.call.args
        name = callee.name if isinstance(callee, Ref) else \
            callee.prop if isinstance(callee, Member) else None
        if name == "setInterval" and args and isinstance(args[0], Fn):
            found.append(args[0].fid)
    return found


def angular_interceptors(facts: ModuleFacts) -> list[str]:
    """The fids of the module's Angular interceptors (class ``intercept`` methods, functional
    ``(req, next) => …`` interceptors of a module importing ``@angular/common/http``)."""
    if not any(i.source == "@angular/common/http" for i in facts.imports):
        return []
    from code2skill.extractors.angular import is_interceptor
    imported = {i.imported for i in facts.imports if i.source == "@angular/common/http"}
    return [fid for fid, fn in facts.functions.items() if is_interceptor(fn, imported)]


def separate_plumbing(calls: list[Observed], resolver: Resolver
                      ) -> tuple[list[Observed], list[ReviewItem]]:
    """The business calls (in order; a call whose path names plumbing gets a ``medium``
    note, rule ``plumbing.path-word``) and one ``info`` review item per plumbing endpoint
    that no business call reaches."""
    plumbing = Plumbing(resolver)
    kept: list[Observed] = []
    found: dict[tuple[str, str], list[Observed]] = {}
    for call in calls:
        rule = plumbing.rule_of(call)
        if rule is None:
            kept.append(with_word_note(call))
        else:
            found.setdefault((rule, backend_endpoint(call)), []).append(call)
    served = {endpoint_key(call) for call in kept}
    items = [ReviewItem(
        severity="info", capability=None,
        message=f"plumbing: {KINDS[rule]} — {text} at "
                + ", ".join(f"{p}:{s[0]}" for p, s in sorted({c.sites[0].where for c in group}))
                + f" is not offered as a Tool ({rule}): the client makes it to keep its own "
                "session or assets working, not as a business action",
        evidence=[observed(where, rule, text)
                  for where in sorted({c.sites[-1].where for c in group}
                                      | {c.sites[0].where for c in group})])
        for (rule, text), group in sorted(found.items())
        if not {endpoint_key(c) for c in group} & served]
    return kept, items


def with_word_note(call: Observed) -> Observed:
    """``call`` with a ``medium`` note when its path names plumbing (``plumbing.path-word``)."""
    for kind, (pattern, only) in PLUMBING_WORDS.items():
        if pattern.search(call.path_template) and (
                only is None or call.method not in ("GET", "HEAD", "DELETE")):
            return replace(call, notes=call.notes + [(
                "medium", f"the path {call.path_template} names {kind}, but the call is made "
                "from ordinary client code (no interceptor, error handler or loader): confirm "
                "it is a business action an Agent would take (rule plumbing.path-word)",
                call.sites[0].where)])
    return call
