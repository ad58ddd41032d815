"""The trustworthiness invariants of a derived contract, each a check counting its violations.

Every check is a pure function ``check(contract, read) -> list[Violation]`` over the contract
as plain JSON (``shared/CONTRACT.md``). ``read(path)`` returns the text of a file of the analysed
tree (``path`` relative to ``source.root``, as evidence gives it) or ``None`` when it cannot be
read; checks that need no source text ignore it. A check never raises on a malformed contract:
members it cannot find count as absent.

Columns of the corpus table (``benchmarks/corpus.py``), in order:

========  =====================================================================================
column    check
========  =====================================================================================
host      :func:`hosts_in_paths` — a host, port or scheme in a path template or a Tool name
lead      :func:`base_like_leading_holes` — a path template starting with a base-like hole
baseIn    :func:`base_like_inputs` — an input that names a host, port, scheme or base URL
backend   :func:`backend_capabilities` — every call site of a capability is backend/CI/SSR code
authNoM   :func:`auth_without_mechanism` — an auth kind no header/cookie mechanism shows
pinned    :func:`conflicting_pinned_constants` — merged call sites send another literal than the
          value a binding pins
mFall     :func:`method_fallback_side_effects` — ``POST`` → ``create`` guessed from the method
          alone, not under review
lint      :func:`lint_findings` — findings of the tool's own audit lint on its output
========  =====================================================================================
"""
from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

Reader = Callable[[str], "str | None"]


@dataclass(frozen=True, slots=True)
class Violation:
    """One violation: the capability (``None`` for contract-wide ones), where, and what."""

    capability: str | None
    where: str
    detail: str


def no_source(path: str) -> None:
    """A reader that has no file (for checks run on a contract alone)."""
    return None


# ----------------------------------------------------------------------------- contract walk
def capabilities(contract: Any) -> Iterator[dict[str, Any]]:
    caps = contract.get("capabilities") if isinstance(contract, dict) else None
    yield from (c for c in caps or [] if isinstance(c, dict))


def requests(cap: dict[str, Any]) -> list[dict[str, Any]]:
    impl = cap.get("implementation")
    reqs = impl.get("requests") if isinstance(impl, dict) else None
    return [r for r in reqs or [] if isinstance(r, dict)]


def call_sites(request: dict[str, Any]) -> list[dict[str, Any]]:
    return [s for s in request.get("callSites") or [] if isinstance(s, dict)]


def name_of(cap: dict[str, Any]) -> str:
    return str(cap.get("name") or "?")


def words(name: str) -> list[str]:
    """``apiBaseURL`` / ``API_BASE_URL`` / ``api-base-url`` → ``['api', 'base', 'url']``."""
    spaced = re.sub(r"([a-z0-9])([A-Z])", r"\1 \2", re.sub(r"([A-Z]+)([A-Z][a-z])", r"\1 \2",
                                                             name))
    return [w.lower() for w in re.split(r"[^A-Za-z0-9]+", spaced) if w]


def path_only(template: str) -> str:
    return template.split("?", 1)[0]


# ----------------------------------------------------------------------------- 1. hosts
TLDS = ("com|org|net|io|dev|app|co|ai|me|so|sh|cloud|xyz|tech|info|biz|us|uk|de|fr|eu|ru|cn|jp|"
        "in|gov|edu|tv|gg|ly|to|fm|page|site|online|live|space|link|local|localhost|internal")
HOST_IN_PATH = re.compile(
    r"(?i)(^|/)(https?|wss?|ftp):"                          # a scheme
    r"|^//"                                                 # a protocol-relative URL
    r"|(^|/)\d{1,3}(\.\d{1,3}){3}(:\d+)?(/|$)"              # an IPv4 address
    r"|(^|/)localhost(:\d+)?(/|$)"                          # localhost
    r"|(^|/)[^/{}]*:\d{2,5}(/|$)"                           # host:port
    r"|(^|/)www\.[^/]+"                                     # www.…
    rf"|^/?([a-z0-9-]+\.)+({TLDS})(:\d+)?(/|$)")            # a domain as the first segment
HOST_IN_NAME = re.compile(r"(^|_)(localhost|www)(_|$)|(^|_)\d{1,3}(_\d{1,3}){3}(_|$)"
                          r"|(^|_)com(_|$)")


def hosts_in_paths(contract: Any, read: Reader = no_source) -> list[Violation]:
    """Invariant 1 (hosts): a host, port or scheme never enters a path template or a Tool name.

    One violation per request whose ``pathTemplate`` (query part dropped) has a scheme
    (``http:``, ``https:``, ``ws:``, ``wss:``, ``ftp:``) or starts with ``//``, a segment that is
    an IPv4 address, ``localhost`` or ``www.…``, a segment ending in ``:PORT`` (2–5 digits), or
    a first segment that is a domain name (dotted labels ending in a common top-level domain:
    ``/api.example.com/v1``); and one per capability whose ``name`` has a word ``localhost``,
    ``www`` or ``com``, or an IPv4 address (``get_127_0_0_1_8443_v2``); and those of
    :func:`word_hosts`.
    """
    out = word_hosts(contract)
    for cap in capabilities(contract):
        if HOST_IN_NAME.search(name_of(cap)):
            out.append(Violation(name_of(cap), "/name", name_of(cap)))
        for i, req in enumerate(requests(cap)):
            template = str(req.get("pathTemplate") or "")
            if HOST_IN_PATH.search(path_only(template)):
                out.append(Violation(name_of(cap), f"/implementation/requests/{i}/pathTemplate",
                                     template))
    return out


WORD_HOST = re.compile(r"(?i)^(?:[a-z][a-z0-9+.-]*:)?//([^/?#:@]+)(?:[/?#]|$)")


def word_hosts(contract: Any) -> list[Violation]:
    """Invariant 1 (hosts made of a path word): one violation per observed base URL of a
    service whose host is one bare word with no dot and no port, other than ``localhost``
    (``//rest``, ``https://api``: a path segment read as a host, e.g. from a join that doubled
    a slash); a named host (``//cdn.example.com``, ``http://backend:8080``) is none."""
    out = []
    services = contract.get("services") if isinstance(contract, dict) else None
    for i, service in enumerate(services if isinstance(services, list) else []):
        bases = service.get("observedBaseUrls") if isinstance(service, dict) else None
        for j, base in enumerate(bases if isinstance(bases, list) else []):
            url = str(base.get("url") or "") if isinstance(base, dict) else ""
            found = WORD_HOST.match(url)
            if found and "." not in found.group(1) and found.group(1).lower() != "localhost":
                out.append(Violation(None, f"/services/{i}/observedBaseUrls/{j}", url))
    return out


# ----------------------------------------------------------------------------- 1. leading holes
BASE_WORDS = frozenset({"url", "uri", "href", "base", "basepath", "baseurl", "host", "hostname",
                        "origin", "endpoint", "server", "domain", "prefix", "root", "port",
                        "protocol", "scheme", "gateway", "backend"})
LEADING_HOLE = re.compile(r"^/?\{([^}]*)\}")


def leading_base_hole(template: str) -> str | None:
    """The name of a base-like hole opening ``template`` (``/{basePath}/users`` → ``basePath``),
    else ``None``."""
    found = LEADING_HOLE.match(path_only(template))
    parts = words(found.group(1)) if found else []
    if parts and parts[-1] not in ("id", "ids") and set(parts) & BASE_WORDS:
        return found.group(1)
    return None


def base_like_leading_holes(contract: Any, read: Reader = no_source) -> list[Violation]:
    """Invariant 1 (leading holes): a deployment base never stands as a path hole.

    One violation per request whose ``pathTemplate`` starts with a hole (``/{…}``) whose name has
    a word of :data:`BASE_WORDS` (``{url}``, ``{basePath}``, ``{API_HOST}``, ``{apiRoot}``,
    ``{serverUrl}``) and does not end in ``id``/``ids`` (``{hostId}`` names a resource). A
    leading hole named otherwise (``/{tenant}/users``, ``/{instanceId}/…``) is not counted.
    """
    out = []
    for cap in capabilities(contract):
        for i, req in enumerate(requests(cap)):
            hole = leading_base_hole(str(req.get("pathTemplate") or ""))
            if hole is not None:
                out.append(Violation(name_of(cap), f"/implementation/requests/{i}/pathTemplate",
                                     str(req.get("pathTemplate"))))
    return out


# ----------------------------------------------------------------------------- 1. base inputs
BASE_LAST_WORDS = frozenset({"host", "hostname", "port", "origin", "scheme", "protocol"})
BASE_PHRASES = (("base", "url"), ("base", "uri"), ("base", "path"), ("api", "url"),
                ("api", "root"), ("api", "base"), ("api", "endpoint"), ("server", "url"),
                ("backend", "url"), ("service", "url"), ("root", "url"), ("instance", "url"))
BASE_NAMES = frozenset({"baseurl", "baseuri", "basepath", "apiurl", "apiroot", "apibase",
                        "serverurl", "backendurl"})


def is_base_like_name(name: str) -> bool:
    """Whether an input name names a host, port, scheme or base URL: its last word is one of
    :data:`BASE_LAST_WORDS` (``API_HOST``, ``apiPort``, ``origin``), it ends with a phrase of
    :data:`BASE_PHRASES` (``apiBaseUrl``, ``SERVER_URL``), or it is one word of
    :data:`BASE_NAMES` (``baseurl``)."""
    parts = words(name)
    if not parts:
        return False
    return (parts[-1] in BASE_LAST_WORDS or "".join(parts) in BASE_NAMES
            or any(tuple(parts[-len(p):]) == p for p in BASE_PHRASES))


DATA_TARGETS = frozenset({"body", "multipart", "query", "form"})


def path_hole_positions(req: dict[str, Any]) -> dict[str, int]:
    """``{hole name: 0-based segment index}`` of the request's path template."""
    segments = [s for s in path_only(str(req.get("pathTemplate") or "")).split("/") if s]
    return {m: i for i, seg in enumerate(segments) for m in re.findall(r"\{([^}]*)\}", seg)}


def base_like_inputs(contract: Any, read: Reader = no_source) -> list[Violation]:
    """Invariant 1 (inputs): a host, port, scheme or base URL is never a Tool input.

    One violation per top-level ``inputSchema`` property that either (a) is bound to a base-like
    leading hole (:func:`leading_base_hole`), whatever its name (``{url}`` → input ``url``), or
    (b) has a base-like name (:func:`is_base_like_name`) and is not a field of the request: a
    property every binding of which is a body, multipart or query field, or a path hole after
    the first segment, is data (a Stripe ``baseUrl`` return address in a body, a Kubernetes
    ``protocol``, ``/hosts/{host}``) and is not counted; an unbound or header-bound one is.
    """
    out = []
    for cap in capabilities(contract):
        schema = cap.get("inputSchema")
        props = schema.get("properties") if isinstance(schema, dict) else None
        if not isinstance(props, dict):
            continue
        targets: dict[str, list[tuple[str, int | None, bool]]] = {}
        for req in requests(cap):
            holes = path_hole_positions(req)
            base_hole = leading_base_hole(str(req.get("pathTemplate") or ""))
            for b in req.get("bindings") or []:
                if not isinstance(b, dict) or not isinstance(b.get("input"), str):
                    continue
                target = str(b.get("target") or "")
                kind, _, field = target.partition(":")
                top = b["input"].split(".")[0]
                pos = holes.get(field) if kind == "path" else None
                targets.setdefault(top, []).append((kind, pos, kind == "path"
                                                    and field == base_hole))
        for prop in props:
            bound = targets.get(prop, [])
            on_base_hole = any(t[2] for t in bound)
            data = bool(bound) and all(k in DATA_TARGETS or (k == "path" and p is not None
                                                             and p > 0) for k, p, _ in bound)
            if on_base_hole or (is_base_like_name(prop) and not data):
                out.append(Violation(name_of(cap), f"/inputSchema/properties/{prop}", prop))
    return out


# ----------------------------------------------------------------------------- 4. backend
BACKEND_DIRS = frozenset({".github", ".circleci", ".gitlab", ".husky", "scripts", "script",
                          "server", "servers", "backend", "migrations", "seeds", "seeders",
                          "cron", "crons", "lambda", "lambdas", "serverless", "netlify"})
BACKEND_PACKAGES = frozenset({"api", "server", "backend", "worker", "workers", "cron", "jobs",
                              "functions"})
SERVER_FILE = re.compile(r"(^|/)(\+server|\+page\.server|\+layout\.server|[^/]*\.server|server|"
                         r"[^/]*\.config|gulpfile|gruntfile|webpack\.[^/]*)\.(c|m)?(j|t)sx?$",
                         re.I)
SERVER_IMPORT = re.compile(
    r"""(from\s+|require\(\s*|import\s+)['"](express|koa|fastify|hono|@hono/[^'"]*|"""
    r"""@nestjs/[^'"]*|next/server|server-only|@trpc/server[^'"]*|h3|nitropack|"""
    r"""@remix-run/node|(node:)?(http|https|child_process|fs|fs/promises))['"]""")
SERVER_TEXT = re.compile(r"""^\s*['"]use server['"];?\s*$|\bcreateTRPCRouter\s*\(|"""
                         r"""\b(publicProcedure|protectedProcedure)\b""", re.M)
SSR_FUNCTIONS = frozenset({"getServerSideProps", "getStaticProps", "getStaticPaths",
                           "generateMetadata", "generateStaticParams", "loader", "action"})


def is_backend_path(path: str) -> bool:
    """Whether a file is backend, CI or build code by its path alone: a folder of
    :data:`BACKEND_DIRS` (``.github/``, ``scripts/``, ``server/``); a package
    ``apps/<x>``/``packages/<x>`` with ``x`` in :data:`BACKEND_PACKAGES`; a Next
    route handler (``route.ts`` under an ``app/`` folder); a server file name
    (``+server.ts``, ``+page.server.ts``, ``x.server.ts``, ``server.js``) or a build
    configuration (``vite.config.ts``, ``gulpfile.js``, ``webpack.prod.js``). A folder
    right under an ``api`` folder (``src/api/backend/``) is the client's module for the
    backend it calls, not backend code."""
    parts = path.replace("\\", "/").split("/")
    dirs = parts[:-1]
    if any(d in BACKEND_DIRS and before != "api" for before, d in zip(["", *dirs], dirs)):
        return True
    if any(a in ("apps", "packages") and b in BACKEND_PACKAGES for a, b in zip(dirs, dirs[1:])):
        return True
    if "app" in dirs and re.fullmatch(r"route\.(c|m)?(j|t)sx?", parts[-1]):
        return True
    return bool(SERVER_FILE.search(path))


def is_backend_text(text: str) -> bool:
    """Whether a file's text marks it as server code: a ``'use server'`` directive line, an
    import of a server framework or Node server module (:data:`SERVER_IMPORT`), or a tRPC
    router (``createTRPCRouter(``, ``publicProcedure``, ``protectedProcedure``)."""
    return bool(SERVER_IMPORT.search(text) or SERVER_TEXT.search(text))


def is_next_api_route(path: str, text: str | None) -> bool:
    """A Next.js API route: a file under ``pages/api/`` that default-exports its handler (an
    Angular ``pages/api/api-page.component.ts`` is a page, not a route)."""
    dirs = path.replace("\\", "/").split("/")[:-1]
    return any(a == "pages" and b == "api" for a, b in zip(dirs, dirs[1:])) and (
        text is None or "export default" in text)


BROWSER_TEXT = re.compile(r"\b(document|window|localStorage)\.|\$\(|\bjQuery\b")
NODE_TEXT = re.compile(r"""\brequire\(|\bprocess\.|from\s+['"](node:|fs|path|child_process)""")


def is_page_script(path: str, text: str | None) -> bool:
    """A browser script under a ``scripts/`` folder (the ``scripts/js`` of a server-rendered
    site): its text uses the page (``document.``, ``window.``, ``$(``) and nothing of Node
    (``require(``, ``process.``, a Node module import); or a module named ``server.js`` whose
    text uses nothing of Node nor of a server framework (a client's wrapper or API module named
    for the server it calls: ``services/server.js``, ``api/monitor/server.js``)."""
    parts = path.replace("\\", "/").split("/")
    if text is None:
        return False
    if SERVER_NAME.fullmatch(parts[-1]):
        return not NODE_TEXT.search(text) and not is_backend_text(text)
    return any(d in ("scripts", "script") for d in parts[:-1]) \
        and bool(BROWSER_TEXT.search(text)) and not NODE_TEXT.search(text)


SERVER_NAME = re.compile(r"server\.(c|m)?(j|t)s", re.I)


MARKUP = re.compile(r"\.(html?|hbs|handlebars|mustache|ejs|pug|jade|njk|nunjucks|twig|erb|"
                    r"cshtml|razor|jinja2?|j2|tmpl|gohtml|liquid|jsp)$", re.I)


def is_page_markup(path: str) -> bool:
    """A page template (``server/views/partials/shortener.hbs``, ``Views/Home/Index.cshtml``,
    ``templates/index.html``): the server may render it, but what it declares (an ``hx-post``
    attribute, a form's action, an inline script) is sent by the browser that shows the page,
    wherever the template lives."""
    return bool(MARKUP.search(path))


PAGE_NAMES = ("index.html", "index.htm")
SCRIPT_SRC = r"""<script\b[^>]*\bsrc\s*=\s*["'](?:\./|/)?{}(?:[?#][^"']*)?["']"""


def is_loaded_by_page(path: str, read: Reader) -> bool:
    """A script a page of the tree loads: the ``index.html`` (or ``index.htm``) of one of the
    file's folders or of the root names it, relative to that page's folder, in a ``<script
    src>`` (``ngax/index.html`` loading ``scripts/controllers/HomeController.js``, an AngularJS
    controller under a ``scripts/`` folder): it runs in the browser."""
    parts = path.replace("\\", "/").split("/")
    for depth in range(len(parts) - 1, -1, -1):
        rel = "/".join(parts[depth:])
        pattern = re.compile(SCRIPT_SRC.format(re.escape(rel)), re.I)
        for page in PAGE_NAMES:
            text = read("/".join([*parts[:depth], page]))
            if text is not None and pattern.search(text):
                return True
    return False


ANGULAR_COMPONENT = re.compile(r"""^\s*@Component\s*\(""", re.M)
ANGULAR_CORE = re.compile(r"""from\s+['"]@angular/core['"]""")


def is_ui_component(path: str, text: str | None) -> bool:
    """A component of the browser's UI: a Vue or Svelte single-file component (``.vue``,
    ``.svelte``), or an Angular component (a class decorated ``@Component(`` imported from
    ``@angular/core``), such as ``src/app/components/servers/add-server-dialog/
    add-server-dialog.component.ts``, in a folder named for the servers the UI manages."""
    if re.search(r"\.(vue|svelte)$", path, re.I):
        return True
    return text is not None and bool(ANGULAR_COMPONENT.search(text)
                                     and ANGULAR_CORE.search(text))


def backend_file(path: str | None, read: Reader, memo: dict[str, bool]) -> bool:
    if not path:
        return False
    if path not in memo:
        text = read(path)
        memo[path] = (is_backend_path(path) and not is_page_script(path, text)
                      and not is_page_markup(path) and not is_ui_component(path, text)
                      and not is_loaded_by_page(path, read)) or \
            is_next_api_route(path, text) or (text is not None and is_backend_text(text))
    return memo[path]


def is_backend_site(site: dict[str, Any], read: Reader, memo: dict[str, bool]) -> bool:
    """A call site is backend when its enclosing function is a server-rendering hook
    (:data:`SSR_FUNCTIONS`, last part of a dotted name), or its file or a file of its ``via``
    chain (the wrappers down to the library call) is backend (:func:`is_backend_path` unless
    it is a page script, page markup, a UI component or a script a page loads:
    :func:`is_page_script`, :func:`is_page_markup`, :func:`is_ui_component`,
    :func:`is_loaded_by_page`; :func:`is_backend_text`); never one that reaches the backend through a SvelteKit request
    event's ``fetch`` (a ``sveltekit.*`` rule on the site or its chain: the app's server half
    calling the backend, which the client's capabilities include)."""
    rules = [site.get("rule")] + [v.get("rule") for v in site.get("via") or []
                                  if isinstance(v, dict)]
    if any(str(rule).startswith("sveltekit.") for rule in rules):
        return False                  # a SvelteKit load or action calling the backend
    function = str(site.get("function") or "").split(".")[-1]
    if function in SSR_FUNCTIONS:
        return True
    files = [site.get("file")] + [v.get("file") for v in site.get("via") or []
                                  if isinstance(v, dict)]
    return any(backend_file(f, read, memo) for f in files)


def backend_capabilities(contract: Any, read: Reader = no_source) -> list[Violation]:
    """Invariant 4: backend, CI and server-rendering code never becomes a capability.

    One violation per capability that has at least one call site and whose call sites (over all
    its requests) are all backend (:func:`is_backend_site`).
    """
    memo: dict[str, bool] = {}
    out = []
    for cap in capabilities(contract):
        sites = [s for r in requests(cap) for s in call_sites(r)]
        if sites and all(is_backend_site(s, read, memo) for s in sites):
            out.append(Violation(name_of(cap), "/implementation/requests",
                                 str(sites[0].get("file"))))
    return out


# ----------------------------------------------------------------------------- 5. auth
NO_AUTH = frozenset({"none", "unknown", None})
MECHANISM = re.compile(
    r"""(?i)authorization|cookie|withCredentials|credentials\s*:\s*['"](include|same-origin)['"]"""
    r"""|setRequestHeader|\bbearer\b"""
    # a library's interceptor that sends Authorization itself: @auth0/angular-jwt
    r"""|\bJwtModule\.forRoot\b"""
    # a quoted header key: 'X-Api-Key':, "X-Admin-Password":
    r"""|['"][a-z0-9-]*(token|key|auth|session|csrf|xsrf|password|secret)[a-z0-9-]*['"]\s*[:,]"""
    r"""|\bheaders?\b[^\n]{0,80}(?<![a-z0-9])(token|key|auth|session|jwt|secret|csrf|xsrf)""")
MAX_SPAN_LINES = 40


def span_text(ref: dict[str, Any], read: Reader) -> str | None:
    """The source lines ``line``..``endLine`` (at most :data:`MAX_SPAN_LINES`) of an evidence
    reference, or ``None`` when it has no file or line or the file cannot be read."""
    file, line = ref.get("file"), ref.get("line")
    if not file or not isinstance(line, int):
        return None
    text = read(file)
    if text is None:
        return None
    end = ref.get("endLine") if isinstance(ref.get("endLine"), int) else line
    lines = text.splitlines()
    return "\n".join(lines[line - 1:min(end, line + MAX_SPAN_LINES - 1)])


BROWSER_SESSION = "auth.same-origin-session"
SHOWN_ELSEWHERE = frozenset({BROWSER_SESSION, "auth.login-form", "axios.platform-session"})


def auth_without_mechanism(contract: Any, read: Reader = no_source) -> list[Violation]:
    """Invariant 5: an auth kind comes only from a header, cookie or credentials mechanism.

    One violation per capability whose ``auth.authentication`` is neither ``none`` nor
    ``unknown`` and none of whose auth evidence (``auth.evidence`` and ``evidence["/auth"]``)
    spans source text showing a mechanism (:data:`MECHANISM`: ``Authorization``, ``Bearer``,
    ``cookie``, ``withCredentials``, ``credentials: 'include'``/``'same-origin'``,
    ``setRequestHeader``, a quoted header key naming a token, key, auth, session, CSRF, password
    or secret (``'X-Api-Key':``, ``'PRIVATE-TOKEN':``, ``.set('csrf-token',``,
    ``"X-Admin-Password":``), or a
    line where ``header``/``headers`` precedes such a word, alone or after ``_`` in a name:
    ``headers: { token }``, ``headers.append(Remote._SessionHeader, this._session_id)``), or
    ``JwtModule.forRoot(`` (``@auth0/angular-jwt``, whose interceptor sends ``Authorization:
    Bearer`` to the page's origin without a line spelling it). A body
    field or query parameter named ``token``/``apiKey``/``secret`` is no mechanism, and neither
    is a ``headers`` object with only ``Content-Type``. The one mechanism no source line shows
    is the browser's own: a same-origin session cookie after a password login (rule
    ``auth.same-origin-session``, its evidence the login call, or ``auth.login-form``, its
    evidence the page's password form posting to its own origin), which counts as shown; so does
    the session a platform's client package sends (rule ``axios.platform-session``, its
    evidence the import of ``@nextcloud/axios``).
    """
    out = []
    for cap in capabilities(contract):
        auth = cap.get("auth") if isinstance(cap.get("auth"), dict) else {}
        kind = auth.get("authentication")
        if kind in NO_AUTH:
            continue
        evidence = cap.get("evidence") if isinstance(cap.get("evidence"), dict) else {}
        refs = [r for r in (auth.get("evidence") or []) + (evidence.get("/auth") or [])
                if isinstance(r, dict)]
        texts = [span_text(r, read) for r in refs]
        if any(r.get("rule") in SHOWN_ELSEWHERE for r in refs):
            continue
        if not any(t is not None and MECHANISM.search(t) for t in texts):
            out.append(Violation(name_of(cap), "/auth/authentication", str(kind)))
    return out


# ----------------------------------------------------------------------------- 2. pinned
LITERAL = r"""('(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`[^`$\n]*`|-?\d+(?:\.\d+)?|true|false|null)"""


def literal_value(token: str) -> Any:
    """The JSON value of a JavaScript literal token (``'a'`` → ``"a"``, ``3`` → ``3``)."""
    if token[0] in "'\"`":
        return token[1:-1]
    return json.loads(token)


def same_value(a: Any, b: Any) -> bool:
    """Whether two literals send the same text (``100`` and ``"100"`` in a query string)."""
    def text(v: Any) -> str:
        return v if isinstance(v, str) else json.dumps(v)
    return text(a) == text(b)


def literals_for(key: str, text: str) -> list[Any]:
    """Literal values written for member ``key`` in ``text`` (``key: 'x'``, ``"key": 3``)."""
    pattern = re.compile(rf"""(?<![\w$])['"]?{re.escape(key)}['"]?\s*:\s*{LITERAL}""")
    return [literal_value(m.group(1)) for m in pattern.finditer(text)]


def conflicting_pinned_constants(contract: Any, read: Reader = no_source) -> list[Violation]:
    """Invariant 2: call sites that send different literal values of one field are never merged
    with one value pinned.

    For each binding with a fixed ``value`` (not ``null``) of a request with at least two call
    sites (distinct file and line), the key is the last dotted part of the binding's target
    (``body:filter.type`` → ``type``). The text of each call site's own span
    (:func:`span_text`) is searched for ``key: LITERAL`` members (:func:`literals_for`). One
    violation per binding when some call site writes a literal whose text differs from the pinned
    value's (``100`` and ``"100"`` are one value: a query string sends both alike). A
    value passed positionally or through a variable is not seen: the count is a lower bound.
    """
    out = []
    for cap in capabilities(contract):
        for i, req in enumerate(requests(cap)):
            sites = {(s.get("file"), s.get("line")): s for s in call_sites(req)}
            if len(sites) < 2:
                continue
            for j, b in enumerate(req.get("bindings") or []):
                if not isinstance(b, dict) or b.get("value") is None:
                    continue
                key = str(b.get("target") or "").partition(":")[2].split(".")[-1]
                if not key:
                    continue
                seen = [v for s in sites.values()
                        for v in literals_for(key, span_text(s, read) or "")]
                others = sorted({json.dumps(v) for v in seen if not same_value(v, b["value"])})
                if others:
                    out.append(Violation(name_of(cap), f"/implementation/requests/{i}/bindings/{j}",
                                         f"{key} pinned {json.dumps(b['value'])}; sites send "
                                         + ", ".join(others)))
    return out


# ----------------------------------------------------------------------------- 6. side effects
SIDE_EFFECT_KEYS = ("/sideEffect", "/operationPolicy/sideEffect")


def method_fallback_side_effects(contract: Any, read: Reader = no_source) -> list[Violation]:
    """Invariant 6: a side effect guessed from the HTTP method alone is under review.

    A capability's side effect is a method fallback when it is ``create``, every request is a
    ``POST`` without ``graphql``, and every evidence reference under ``/sideEffect`` and
    ``/operationPolicy/sideEffect`` (at least one) has rule ``side-effect.method`` (RFC 9110
    gives ``POST`` no fixed semantics: ``create`` is a guess). One violation per such capability
    whose ``status`` is not ``requires-review`` or that no ``review[]`` item names.
    """
    reviewed = {r.get("capability") for r in contract.get("review") or [] if isinstance(r, dict)}
    out = []
    for cap in capabilities(contract):
        reqs = requests(cap)
        if cap.get("sideEffect") != "create" or not reqs or any(
                str(r.get("method") or "").upper() != "POST" or r.get("graphql") for r in reqs):
            continue
        evidence = cap.get("evidence") if isinstance(cap.get("evidence"), dict) else {}
        rules = [ref.get("rule") for k in SIDE_EFFECT_KEYS for ref in evidence.get(k) or []
                 if isinstance(ref, dict)]
        if not rules or any(r != "side-effect.method" for r in rules):
            continue
        if cap.get("status") != "requires-review" or name_of(cap) not in reviewed:
            out.append(Violation(name_of(cap), "/sideEffect", str(cap.get("status"))))
    return out


# ----------------------------------------------------------------------------- 7. lint
def lint_findings(contract: Any, read: Reader = no_source) -> list[Violation]:
    """Invariant 7: derive's output passes the tool's own audit lint with zero findings.

    One violation per finding of :func:`code2skill.audit.lint.lint` on the contract (every rule
    and severity, ``C2S-L001``…)."""
    from code2skill.audit.lint import lint

    return [Violation(f.capability, f.pointer, f"{f.rule} {f.message}") for f in lint(contract)]


CHECKS: tuple[tuple[str, Callable[[Any, Reader], list[Violation]]], ...] = (
    ("host", hosts_in_paths),
    ("lead", base_like_leading_holes),
    ("baseIn", base_like_inputs),
    ("backend", backend_capabilities),
    ("authNoM", auth_without_mechanism),
    ("pinned", conflicting_pinned_constants),
    ("mFall", method_fallback_side_effects),
    ("lint", lint_findings),
)
