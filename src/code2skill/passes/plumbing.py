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
* ``plumbing.service-worker`` — a request sending the ``Service-Worker`` header (the
  create-react-app probe ``fetch(swUrl, {headers: {'Service-Worker': 'script'}})``), or a ``GET``
  of a service worker script (``/service-worker.js``, ``/sw.js``, ``/firebase-messaging-sw.js``)
  or of a web app manifest (``/manifest.json``, ``*.webmanifest``).
* ``plumbing.token-renewal`` — a call whose path names a token refresh or renewal (the
  ``token refresh`` words of :data:`PLUMBING_WORDS`, or a last segment ``refresh``/``renew``:
  ``/api/renew``) made by a function an HTTP interceptor calls, or one that checks for a
  ``401`` status, or that such a function calls (:meth:`Plumbing.renews_session`): session
  renewal, even when ordinary code calls it too — unless a UI control's handler calls it
  (a "Stay signed in" button is a user action).
* ``plumbing.auth-store`` — a call whose path logs in or out or obtains a token or session
  (:func:`names_session`) made in an auth store module (:func:`auth_store_module`: a Vuex,
  Pinia or Redux store named for authentication), or in a function only such a module calls:
  the client's own session, which the Host supplies by its authentication injection.
* ``plumbing.csrf-probe`` — a ``GET`` whose path names a CSRF cookie or token
  (``/sanctum/csrf-cookie``, ``/csrf``) whose response the client ignores (its promise's
  ``.then`` callback takes no parameter: ``http.get('/sanctum/csrf-cookie').then(() =>
  http.post('/auth/login', …))``): it only sets a cookie the next request needs, a session
  precondition step of the authentication the Host performs, never a business Tool.
* ``plumbing.bundle-file`` — a ``GET`` of a ``.json`` file served beside the bundle: no
  service base URL, and the path is one file (``/config.json``) or lies under ``assets``,
  ``static``, ``public``, ``locales``, ``i18n`` or ``translations``, and no server route of
  the repository serves it (rule ``plumbing.own-route``, :mod:`code2skill.own_routes`:
  ``/home.json`` served by ``src/routes/home.json/+server.ts`` is the app's endpoint).
* ``plumbing.script-file`` — a ``GET`` or ``HEAD`` of a script (``.js``, ``.mjs``, ``.cjs``),
  from any host: a probe that a library's loader is there before a ``<script>`` element loads
  it (``fetch(`${base}/loader.js`)`` checking the content type) loads code, no business
  action (style sheets, fonts and WebAssembly were already static files, never endpoints).

Each is left out of the capabilities and is one ``info`` review item (``plumbing: token
refresh — not offered as a Tool``) with the rule's evidence. A login or logout the UI triggers
stays a Tool (a user action). Rule ``plumbing.path-word``: a client call whose path only
*names* plumbing (:data:`PLUMBING_WORDS`: ``/auth/refresh``, ``/refresh-token``, ``/csrf``, a
write to ``/telemetry``, ``/analytics`` or ``/track``, a path ending in ``/health`` or
``/ping``) but is made from ordinary code keeps its Tool, with a ``medium`` note
(``requires-review``); a read of ``/projects/{id}/analytics`` or a ``/domains/refresh`` names
business data and gets none. A word right after a settings
segment (:data:`SETTINGS_WORDS`: ``/api/config/ping``, ``/settings/heartbeat``) is the name of
a setting (the expected ping of a speed test), not plumbing: no note, and no poll.
"""
from __future__ import annotations

import re
from dataclasses import replace
from typing import Iterable

from code2skill.contract.models import ReviewItem
from code2skill.deep_walks import Walk, reaches, run_walk
from code2skill.evidence import observed
from code2skill.facts import Fn, Lit, Member, ModuleFacts, Ref
from code2skill.normalize import Observed
from code2skill.own_routes import own_routes, served_by_own_route
from code2skill.passes.cluster import endpoint_key
from code2skill.passes.server_code import backend_endpoint
from code2skill.program import Program
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
SETTINGS_WORDS = frozenset({"config", "configs", "configuration", "configurations",
                            "setting", "settings", "preference", "preferences", "prefs",
                            "options"})
POLLED = re.compile(r"(^|/)(health|healthz|healthcheck|ping|heartbeat|livez|readyz|status|"
                    r"version)/?$", re.I)
SERVICE_WORKER_FILE = re.compile(r"(^|/)([\w.-]*[-_.])?(service-?worker|sw)\.m?js$"
                                 r"|(^|/)[\w.-]*\.webmanifest$|(^|/)manifest\.json$", re.I)
SCRIPT_FILE = re.compile(r"\.[cm]?js$", re.I)
RENEWAL_END = re.compile(r"(^|/)(refresh|renew)(/|$)", re.I)
UNAUTHORIZED = 401
LOG_WORDS = frozenset({"login", "logout", "signin", "signout", "logon", "logoff",
                       "authenticate"})
SESSION_WORDS = LOG_WORDS | {"token", "tokens", "refreshtoken", "accesstoken", "authtoken",
                             "jwt", "session", "sessions"}     # last segment only
AUTH_STORE_WORDS = frozenset({"auth", "authentication", "session", "login", "user", "account",
                              "identity"})
STORE_FOLDERS = frozenset({"store", "stores", "redux", "slices", "state", "vuex", "pinia"})
STORE_FILE_WORDS = frozenset({"store", "slice", "actions", "module"})
MAX_STORE_DEPTH = 8
KINDS = {"plumbing.poll": "health or version poll",
         "plumbing.service-worker": "service worker or manifest probe",
         "plumbing.token-renewal": "token renewal (from an interceptor or a 401 branch)",
         "plumbing.interceptor": "HTTP interceptor (token refresh or retry)",
         "plumbing.error-reporter": "error reporter",
         "plumbing.i18n-load": "translation file load",
         "plumbing.bundle-file": "file served beside the bundle",
         "plumbing.script-file": "script load or probe",
         "plumbing.auth-store": "session call of an auth store (login, logout or token)",
         "plumbing.csrf-probe": "CSRF cookie probe (a session precondition step before "
                                "the request it prepares)"}


class Plumbing:
    """The functions of a program that run only as plumbing: HTTP interceptors and error
    handlers (by fid, each with its rule), and the enclosing function of every call site."""

    def __init__(self, program: Program):
        self.program = program
        self.roots: dict[str, str] = {}
        self.scope_of: dict[Where, str | None] = {}
        self.ignored: set[Where] = set()         # calls whose response no callback reads
        self.routes = own_routes(program.modules)   # the app's own server routes
        for path, facts in program.modules.items():
            for site in facts.calls:
                if site.call.span is not None:
                    self.scope_of[(path, site.call.span)] = site.scope
                    if response_ignored(site.chain, facts):
                        self.ignored.add((path, site.call.span))
            for fid in error_handlers(path, facts):
                self.roots.setdefault(fid, "plumbing.error-reporter")
            for fid in angular_interceptors(facts):
                self.roots.setdefault(fid, "plumbing.interceptor")
            for fid in interval_callbacks(facts):
                self.roots.setdefault(fid, "plumbing.poll")
        for facts in program.setup.get("axios", {}).values():
            for fact in facts:
                if fact[0] == "handler" and isinstance(fact[1], str):
                    self.roots.setdefault(fact[1], "plumbing.interceptor")
        self.memo: dict[str, str | None] = {}

    def rule_of(self, call: Observed) -> str | None:
        """The rule that makes ``call`` plumbing, or ``None`` (module docstring)."""
        if any(h.name.lower() == "service-worker" for h in call.headers) or \
                call.method == "GET" and SERVICE_WORKER_FILE.search(call.path_template):
            return "plumbing.service-worker"
        if call.method in ("GET", "HEAD") and SCRIPT_FILE.search(call.path_template):
            return "plumbing.script-file"
        reached = self.reached_from(call)
        if reached == "plumbing.poll":
            return reached if names_plumbing(POLLED, call.path_template) else None
        if reached is not None:
            return reached
        if names_renewal(call.path_template) and self.renews_session(call):
            return "plumbing.token-renewal"
        if names_session(call.path_template) and self.auth_store_made(call):
            return "plumbing.auth-store"
        if call.method == "GET" and PLUMBING_WORDS["CSRF token"][0].search(call.path_template) \
                and call.sites and call.sites[0].where in self.ignored:
            return "plumbing.csrf-probe"
        if call.method != "GET" or not DATA_FILE.search(call.path_template):
            return None
        if LANGUAGE_HOLE.search(call.path_template):
            return "plumbing.i18n-load"
        segments = [s for s in call.path_template.split("/") if s]
        if not call.service.observed and call.path_template.lower().endswith(".json") and (
                len(segments) == 1 or segments[0].lower() in BUNDLE_FOLDERS) and \
                not served_by_own_route(call.path_template, self.routes):   # own-route
            return "plumbing.bundle-file"
        if any(imports_any(self.program.modules.get(site.where[0]), I18N_LIBRARIES)
               for site in call.sites):
            return "plumbing.i18n-load"
        return None

    def renews_session(self, call: Observed) -> bool:
        """Rule ``plumbing.token-renewal``: a hop of the call's chain lies in a function that
        an HTTP interceptor calls (some caller chain, :meth:`interceptor_calls`) or that checks
        for a ``401`` status, or in a function one of those calls (its callers' own checks)."""
        scopes = {self.scope_of.get(site.where) for site in call.sites} - {None}
        return any(self.interceptor_calls(fid) or self.checks_401(fid)
                   for fid in scopes) and not any(self.ui_called(fid) for fid in scopes)

    def auth_store_made(self, call: Observed) -> bool:
        """Rule ``plumbing.auth-store``: a hop of the call's chain lies in a function of an
        auth store module (:func:`auth_store_module`), or in one every known caller chain of
        which runs through such a function (``UserApi.login`` called only from the store's
        ``basicLogin`` action)."""
        scopes = {self.scope_of.get(site.where) for site in call.sites} - {None}
        return any(self.only_store(fid, set(), 0) for fid in scopes)

    def only_store(self, fid: str, seen: set[str], depth: int) -> bool:
        """Whether function ``fid`` is (or is nested in) a function of an auth store module,
        or has callers that all are."""
        if fid in seen or depth > MAX_STORE_DEPTH:
            return False
        seen.add(fid)
        found = self.program.functions.get(fid)
        if found is None:
            return False
        path, fn = found
        if auth_store_module(path):
            return True
        if fn.parent is not None and self.only_store(fn.parent, seen, depth + 1):
            return True
        callers = self.program.callers.get(fid, [])
        return bool(callers) and all(caller is not None and self.only_store(caller, seen,
                                                                            depth + 1)
                                     for _, caller, _, _ in callers)

    def ui_called(self, fid: str) -> bool:
        """Whether a UI control's handler calls function ``fid``, directly or through its
        callers (a "Stay signed in" button: a user action, so the Tool stays)."""
        return reaches(fid, self.callers_of, lambda f: f in self.program.triggers.by_function)

    def interceptor_calls(self, fid: str) -> bool:
        """Whether some caller chain of function ``fid`` (or the function itself, or one it is
        nested in) is an HTTP interceptor handler."""
        return reaches(fid, self.outer_and_callers,
                       lambda f: self.roots.get(f) == "plumbing.interceptor")

    def checks_401(self, fid: str) -> bool:
        """Whether function ``fid``, a function it is nested in, or one of its callers (to any
        depth) branches on a ``401`` status."""
        def checks(f: str) -> bool:
            found = self.program.functions.get(f)
            return found is not None and any(code == UNAUTHORIZED
                                              for code, _ in found[1].status_checks)
        return reaches(fid, self.outer_and_callers, checks)

    def callers_of(self, fid: str) -> list[str | None]:
        """The functions holding the known calls of function ``fid`` (``None`` for a call
        at module level)."""
        return [caller for _, caller, _, _ in self.program.callers.get(fid, [])]

    def outer_and_callers(self, fid: str) -> list[str | None]:
        """The function ``fid`` is nested in, then its callers (:meth:`callers_of`); none
        for an id the program holds no function of."""
        found = self.program.functions.get(fid)
        return [found[1].parent, *self.callers_of(fid)] if found is not None else []

    def reached_from(self, call: Observed) -> str | None:
        """The plumbing rule of the outermost hop of the call's chain (the site that names
        the endpoint), when that hop's function runs only as plumbing (a site at module level
        never does)."""
        scope = self.scope_of.get(call.sites[0].where) if call.sites else None
        return self.only_from(scope) if scope is not None else None

    def only_from(self, fid: str) -> str | None:
        """The plumbing rule when function ``fid`` runs only as plumbing: it is (or is nested
        in) a plumbing root, or all its known callers run only as plumbing (one rule). A
        function met again on the walk's own path decides nothing (``None``); the walk keeps
        its own stack (:func:`~code2skill.deep_walks.run_walk`: rule ``budget.deep-walk``)."""
        return run_walk(self.only_from_walk(fid, set()))

    def only_from_walk(self, fid: str, seen: set[str]) -> Walk[str | None]:
        """:meth:`only_from` as a walk: each ``yield`` is the walk of an outer function or a
        caller, answered with its rule."""
        if fid in self.memo:
            return self.memo[fid]
        if fid in seen:
            return None
        seen.add(fid)
        found = self.program.functions.get(fid)
        result: str | None = None
        if found is not None:
            _, fn = found
            if fid in self.roots:
                result = self.roots[fid]
            elif fn.parent is not None and (inner := (yield self.only_from_walk(fn.parent,
                                                                                seen))):
                result = inner
            else:
                callers = self.callers_of(fid)
                rules: set[str | None] = set()
                for caller in callers:
                    rules.add((yield self.only_from_walk(caller, seen))
                              if caller is not None else None)
                result = next(iter(rules)) if callers and len(rules) == 1 else None
        self.memo[fid] = result
        return result


def names_session(path: str) -> bool:
    """Whether a path names a session operation (rule ``plumbing.auth-store``): a segment, or
    a word of one, that logs in or out (:data:`LOG_WORDS`: ``/auth/login``, ``/sign-out``), or
    a last segment that obtains a token or session (:data:`SESSION_WORDS`: ``/api/token``,
    ``/session``; ``/tokens/{id}`` manages API tokens, business data)."""
    segments = [s for s in path.split("?")[0].split("/") if s]
    for i, segment in enumerate(segments):
        if segment.startswith("{"):
            continue
        found = {re.sub(r"[-_.]", "", segment.lower())} | \
            {w.lower() for w in re.split(r"[-_.]", segment)}
        if found & LOG_WORDS or found & SESSION_WORDS and i == len(segments) - 1:
            return True
    return False


def auth_store_module(path: str) -> bool:
    """Whether module ``path`` is an auth store: a state-store module (a ``store``,
    ``stores``, ``redux``, ``slices``, ``state`` folder, or a ``store``/``slice`` file) named
    for authentication — its file or, for a ``store``/``index``/``slice``/``actions`` file, its
    folder (``store/modules/auth.js``, ``stores/session.ts``, ``auth/store.js``,
    ``features/auth/authSlice.ts``) is one of :data:`AUTH_STORE_WORDS`."""
    parts = path.lower().split("/")
    stem = re.sub(r"\.[^.]*$", "", parts[-1])
    stem = re.sub(r"\.(store|slice|module)$", "", stem)
    folders = parts[:-1]
    words = [w for w in re.split(r"(?<=[a-z])(?=[A-Z])|[-_.]", re.sub(
        r"\.[^.]*$", "", path.split("/")[-1])) if w]
    kind = [w.lower() for w in words if w.lower() in STORE_FILE_WORDS]
    in_store = bool(set(folders) & STORE_FOLDERS) or bool(kind)
    named = [w.lower() for w in words if w.lower() in AUTH_STORE_WORDS] or (
        stem in STORE_FILE_WORDS | {"index"} and folders and folders[-1] in AUTH_STORE_WORDS)
    return in_store and bool(named)


def names_renewal(path: str) -> bool:
    """Whether a path names a token refresh or renewal (rule ``plumbing.token-renewal``): the
    ``token refresh`` words of :data:`PLUMBING_WORDS`, or a last segment ``refresh``/``renew``."""
    segments = [s for s in path.split("?")[0].split("/") if s]
    return PLUMBING_WORDS["token refresh"][0].search(path) is not None or (
        bool(segments) and RENEWAL_END.search("/" + segments[-1]) is not None)


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


def response_ignored(chain: tuple, facts: ModuleFacts) -> bool:
    """Whether a call's chain starts with ``.then(callback)`` whose callback takes no
    parameter (``get(url).then(() => next())``): the response is never read."""
    if not chain or chain[0][0] != "then" or not chain[0][1]:
        return False
    handler = chain[0][1][0]
    fn = facts.functions.get(handler.fid) if isinstance(handler, Fn) else None
    return fn is not None and not fn.params


def separate_plumbing(calls: list[Observed], program: Program
                      ) -> tuple[list[Observed], list[ReviewItem]]:
    """The business calls (in order; a call whose path names plumbing gets a ``medium``
    note, rule ``plumbing.path-word``) and one ``info`` review item per plumbing endpoint
    that no business call reaches."""
    plumbing = Plumbing(program)
    kept: list[Observed] = []
    found: dict[tuple[str, str], list[Observed]] = {}
    for call in calls:
        rule = plumbing.rule_of(call)
        if rule is None:
            kept.append(with_word_note(call, plumbing))
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


def names_plumbing(pattern: re.Pattern, path: str) -> bool:
    """Whether ``pattern`` (a plumbing word, :data:`PLUMBING_WORDS` or :data:`POLLED`) matches
    ``path`` where the segment before the match is no settings word (``/api/config/ping``
    names the ``ping`` setting, no health ping: see the module docstring)."""
    for match in pattern.finditer(path):
        before = path[:match.start() + (match.group(0)[:1] == "/")].rstrip("/")
        if before.rsplit("/", 1)[-1].lower() not in SETTINGS_WORDS:
            return True
    return False


def with_word_note(call: Observed, plumbing: Plumbing) -> Observed:
    """``call`` with a ``medium`` note when its path names plumbing (``plumbing.path-word``);
    the note says whether an HTTP interceptor also makes it."""
    for kind, (pattern, only) in PLUMBING_WORDS.items():
        if names_plumbing(pattern, call.path_template) and (
                only is None or call.method not in ("GET", "HEAD", "DELETE")):
            scopes = {plumbing.scope_of.get(site.where) for site in call.sites} - {None}
            made = "from an HTTP interceptor and from ordinary client code as well" if any(
                plumbing.interceptor_calls(fid) for fid in scopes) else \
                "from ordinary client code (no interceptor, error handler or loader)"
            return replace(call, notes=call.notes + [(
                "medium", f"the path {call.path_template} names {kind}, but the call is made "
                f"{made}: confirm it is a business action an Agent would take (rule "
                "plumbing.path-word)", call.sites[0].where)])
    return call
