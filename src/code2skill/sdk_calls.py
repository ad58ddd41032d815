"""Rule ``coverage.opaque-sdk``: calls of an API SDK package the tool cannot see into.

An app that talks to its backend through a published SDK (``sdk.items.list()``,
``pb.collection('x').getList()``, ``api.users.create(…)``) makes requests code2skill never
sees: the package's code is not in the analysed folder. Such calls are never a silent miss:
each is a request-like call site of library ``sdk:<package>`` in ``source.coverage``
(reviewed: one ``medium`` review item per package names the count and the first site), and
``derive`` warns on stderr naming the package and its number of call sites.

A package counts when it is imported from outside the program (no workspace package or
alias resolves it), no recogniser models it, and its name says it is an API client:
``*-sdk``, ``*-client``, ``@scope/sdk``, ``api`` as a word of the package name (not of a
subpath: ``monaco-editor/esm/…/editor.api`` is no SDK), or one of the
backend-as-a-service SDKs of :data:`~code2skill.client_packages.KNOWN_SDKS` (the naming rule
and table live in :mod:`code2skill.client_packages`, shared with ``coverage.declared-client``). A call site is one whole call chain
(``a.b('x').c().then(…)`` once) whose callee is a member chain rooted at a name bound to
the package: its import, or a value made by calling or constructing one of its exports
(``new PocketBase(url)``, ``createClient(…)``), also across the program's own imports.

A call site in backend code (rule ``scope.server-code``: a daemon's own MCP server built with
``@modelcontextprotocol/sdk/server/mcp.js``, a route's storage client) is left out: backend
code's requests are never the client's (rule ``server-code.not-a-candidate``).

Only a call chain that could make a request counts
(:func:`may_request`): one passing a URL- or path-like string (``client.fetch('/users')``,
``` api.raw(`${base}/x`) ```), or calling a method named by a request word (:data:`REQUEST_WORDS`:
``get``, ``list``, ``create``, ``getList``, ``authWithPassword``, ``select``…). Any other
call on the package (``client.headers()``, a settings store's ``.fetch('theme')``) is no
request site.
"""
from __future__ import annotations

import posixpath
import re

from code2skill.client_packages import SETUP_CALLS, database_path, sdk_package
from code2skill.generated_modules import left_out_file, module_key, program_path
from code2skill.facts import Call, Lit, Member, Ref, Tmpl
from code2skill.modules import declared
from code2skill.problem import Problem
from code2skill.values import InstanceV, LibV, Where

RULE = "coverage.opaque-sdk"
LIBRARY_PREFIX = "sdk:"

MAX_DEPTH = 6
# the first word of a method name (``getList`` → ``get``, ``list_items`` → ``list``) that says
# it asks the backend: HTTP verbs, CRUD and query verbs, sign-in and upload verbs; ``fetch``
# and ``load`` are not among them (a store's ``fetch('theme')`` reads memory): with a URL-like
# argument they count all the same
REQUEST_WORDS = frozenset({
    "get", "post", "put", "patch", "delete", "del", "head", "request", "send", "call",
    "invoke", "execute", "exec", "query", "mutate", "mutation", "rpc", "graphql",
    "list", "create", "update", "upsert", "insert", "select", "remove", "destroy", "find",
    "search", "retrieve", "save", "upload", "download", "add", "auth", "login", "logout",
    "sign", "register", "verify", "confirm", "refresh", "reset", "subscribe"})
WORD = re.compile(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+")
URL_LIKE = re.compile(r"^(/|https?://|wss?://|\.{1,2}/)|^[\w.-]+/[\w{}:.-]", re.I)


SDK_PATH_WORD = re.compile(r"(^|[-_.])(sdk|api|apis|client|openapi|swagger|generated)"
                           r"([-_.]|$)", re.I)


def source_package(program, path: str, spec: str, recognised: set[str]) -> str | None:
    """The SDK an import specifier names, or ``None``: a package :func:`sdk_package`
    accepts, or a program path that resolves to no analysed file (generated code left out of
    the repository, ``'../shared/openapi'``, ``'app/shared/openapi'`` when ``app`` is a
    folder of the program and no dependency) whose last segment says it is an API client
    and that goes through no database folder (``packages/database/generated``: Prisma);
    such a path is named by its first segment that says so and the one before it
    (``shared/openapi`` of ``../shared/openapi/api.module``) whichever way each file spells
    it."""
    if program.module_resolver.resolve(path, spec) is not None:
        return None
    if spec.startswith(".") or ("/" in spec and not spec.startswith("@")
                                and spec.split("/")[0] not in dependencies(program)
                                and spec.split("/")[0] in folders(program)):
        full = posixpath.normpath(posixpath.join(posixpath.dirname(path), spec)) \
            if spec.startswith(".") else spec
        segments = [p for p in full.split("/") if p not in ("", ".", "..")]
        at = next((i for i, p in enumerate(segments) if SDK_PATH_WORD.search(p)), None)
        if at is not None and SDK_PATH_WORD.search(segments[-1]) and \
                not database_path(full):               # a generated Prisma client: no API
            return "/".join(segments[max(at - 1, 0):at + 1])
    return spec if sdk_package(spec, recognised) else None


def sdk_label(program):
    """``label(importer, specifier)``: the library (``sdk:<name>``) :func:`sdk_sites` gives
    the sites of a name imported so, or ``None``."""
    recognised = set(program.lib_modules) | set(program.lib_modules.values())

    def label(path: str, spec: str) -> str | None:
        found = source_package(program, path, spec, recognised)
        return None if found is None else LIBRARY_PREFIX + found
    return label


def dependencies(program) -> frozenset[str]:
    """The package names every ``package.json`` of the program depends on (cached)."""
    found = program.pass_memo.get("sdk-dependencies")
    if found is None:
        found = program.pass_memo["sdk-dependencies"] = frozenset(
            name for pkg in program.module_resolver.packages.values() for name in declared(pkg))
    return found


def folders(program) -> frozenset[str]:
    """The folder names of the program's files (cached): an unresolved ``app/shared/x``
    whose first segment is one of them is a program path (a ``baseUrl`` alias)."""
    found = program.pass_memo.get("sdk-folders")
    if found is None:
        found = program.pass_memo["sdk-folders"] = frozenset(
            part for path in program.modules for part in path.split("/")[:-1])
    return found


def chain_root(expr) -> tuple[str, str | None] | None:
    """The name a member/call chain starts from and the member read on it first (``('pb',
    'collection')`` of ``pb.collection('x').getList``, ``('this', 'svc')`` of
    ``this.svc.get(1).subscribe``)."""
    first = None
    while isinstance(expr, (Member, Call)):
        if isinstance(expr, Member):
            first, expr = expr.prop, expr.obj
        else:
            expr = expr.callee
    return (expr.name, first) if isinstance(expr, Ref) else None


def root_name(expr) -> str | None:
    """The name a member/call chain starts from (``pb`` of ``pb.collection('x').getList``)."""
    found = chain_root(expr)
    return found[0] if found else None


def bound_package(program, path: str, scope: str | None, name: str, recognised: set[str],
                  depth: int = 0) -> str | None:
    """The SDK package the name ``name`` read in ``scope`` of ``path`` is bound to: an import
    of it, or a value made from one of its exports, followed through local and module
    bindings and the program's imports; ``None`` otherwise."""
    from code2skill.recogniser_context import Frame

    if depth > MAX_DEPTH or name == "this":
        return None
    module = program.modules.get(path)
    if module is None:
        return None
    for imp in module.imports:
        if imp.local == name:
            found = source_package(program, path, imp.source, recognised)
            if found is not None:
                return found
            target = program.module_resolver.resolve(path, imp.source)
            if target in program.modules and imp.imported not in ("*", "default", ""):
                return bound_package(program, target, None, imp.imported, recognised,
                                     depth + 1)
            return None
    value = program.value_of(Ref(name), Frame(path, scope))
    if isinstance(value, LibV):
        return value.lib if sdk_package(value.lib, recognised) else None
    if isinstance(value, InstanceV):
        return instance_package(program, value, recognised)
    exprs, fid = None, scope
    while fid is not None and exprs is None:
        fn = program.function(fid)
        if fn is None:
            break
        exprs = fn.locals.get(name)
        fid = fn.parent
    if exprs is None:
        exprs = module.bindings.get(name)
    for expr in exprs or ():
        root = root_name(expr) if isinstance(expr, (Call, Member)) else None
        if root is not None and root != name:
            found = bound_package(program, path, scope, root, recognised, depth + 1)
            if found is not None:
                return found
    return None


def member_package(program, path: str, scope: str | None, prop: str,
                   recognised: set[str]) -> str | None:
    """The SDK package of ``this.prop`` in ``scope``: a member (an injected constructor
    parameter ``private items: ItemsService``) typed with a class imported from an SDK,
    looked up in the enclosing class and its superclasses."""
    from code2skill.recogniser_context import Frame
    from code2skill.values import ClassRefV

    fn = program.function(scope)
    while fn is not None and fn.class_name is None and fn.parent is not None:
        fn = program.function(fn.parent)
    current = (path, fn.class_name) if fn is not None and fn.class_name else None
    level = 0
    while current is not None and level < MAX_DEPTH:
        level += 1
        cls = program.modules[current[0]].classes.get(current[1])
        if cls is None:
            return None
        for name, type_text in cls.typed_members:
            if name == prop:
                type_name = type_text.split("<", 1)[0].strip()
                if not type_name.isidentifier():
                    return None
                return bound_package(program, current[0], None, type_name, recognised) or \
                    instance_package(program, program.value_of(Ref(type_name),
                                                                 Frame(current[0], None)),
                                     recognised)
        for name, expr in cls.fields:              # apiManager = new ApiManager()
            if name == prop:
                return instance_package(program, program.value_of(
                    expr, Frame(current[0], None)), recognised)
        if not cls.superclass:
            return None
        parent = program.value_of(Ref(cls.superclass.split("<")[0]), Frame(current[0], None))
        current = (parent.module, parent.name) if isinstance(parent, ClassRefV) else None
    return None


def instance_package(program, value, recognised: set[str]) -> str | None:
    """Rule ``coverage.opaque-sdk-subclass``: the SDK package an instance (or class) of a
    program class extends, through its superclasses (``class ApiManager extends CapRoverAPI``
    with ``CapRoverAPI`` imported from ``caprover-api``): its calls are the package's; else
    ``None``."""
    from code2skill.recogniser_context import Frame
    from code2skill.values import ClassRefV, InstanceV

    level = 0
    while isinstance(value, (InstanceV, ClassRefV)) and level < MAX_DEPTH:
        level += 1
        cls = program.modules[value.module].classes.get(value.name) \
            if value.module in program.modules else None
        if cls is None or not cls.superclass:
            return None
        base = cls.superclass.split("<")[0].strip()
        found = bound_package(program, value.module, None, base, recognised) \
            if base.isidentifier() else None
        if found is not None:
            return found
        value = program.value_of(Ref(base), Frame(value.module, None))
    return None


def sdk_packages(program) -> dict[Where, str]:
    """Every call site (place → ``sdk:<package>``) of an API SDK package, one per call chain.
    Computed during resolution (:func:`code2skill.program.resolve_program`: ``program``
    answers ``value_of``), so :func:`sdk_sites` evaluates nothing."""
    recognised = set(program.lib_modules) | set(program.lib_modules.values())
    found: dict[Where, str] = {}
    for path in sorted(program.modules):
        for site in program.modules[path].calls:
            if site.chain or not isinstance(site.call.callee, Member):
                continue
            root = chain_root(site.call.callee)
            if root is None or site.call.callee.prop in SETUP_CALLS or \
                    not may_request(site.call):
                continue
            package = member_package(program, path, site.scope, root[1], recognised) \
                if root[0] == "this" and root[1] else \
                bound_package(program, path, site.scope, root[0], recognised)
            if package is not None:
                found[(path, site.call.span)] = LIBRARY_PREFIX + package
    return found


def may_request(call: Call) -> bool:
    """Whether a call chain (``a.b('x').c(1).then(f)``,
    its outermost call) could make a request: a call of it passes a URL- or path-like string
    (:func:`url_like`), or a method it calls is named by a request word (its first word in
    :data:`REQUEST_WORDS`)."""
    expr = call
    while isinstance(expr, (Member, Call)):
        if isinstance(expr, Call):
            if any(url_like(arg) for arg in expr.args):
                return True
            expr = expr.callee
            if isinstance(expr, Member) and request_word(expr.prop):
                return True
        else:
            expr = expr.obj
    return False


def request_word(name: str) -> bool:
    """Whether a method name's first word (``getList`` → ``get``, ``list_items`` → ``list``,
    ``$get`` → ``get``) is a request word."""
    words = WORD.findall(name)
    return bool(words) and words[0].lower() in REQUEST_WORDS


def url_like(arg) -> bool:
    """Whether an argument is a string literal or template that starts like a URL or a path
    (``'/users'``, ``'https://…'``, ``'users/{id}'``, `` `${base}/x` `` whose text after its
    first value starts with ``/``); a bare word (``'theme'``) is not."""
    if isinstance(arg, Lit) and isinstance(arg.value, str):
        return bool(URL_LIKE.search(arg.value))
    if isinstance(arg, Tmpl):
        text = "".join(part.value if isinstance(part, Lit) and isinstance(part.value, str)
                       else "\0" for part in arg.parts)
        return bool(URL_LIKE.search(text.lstrip("\0")) or "/" in text)
    return False


def sdk_sites(program, known: set[Where]) -> dict[Where, str]:
    """The ``program``'s SDK call sites (:func:`sdk_packages`) but the places in ``known``
    (already request-like sites)."""
    return {where: lib for where, lib in program.sdk_packages.items() if where not in known}


def sdk_problems(sites: dict[Where, str], skipped: dict[str, str] | None = None
                 ) -> list[Problem]:
    """One problem per SDK package of ``sites``, at its first place. A "package"
    that is a module of the project discovery left out (``skipped``: path → reason, a file or
    a folder such as ``src/api/`` excluded by ``--exclude``) is named as that module, with the
    file and the reason, not as a package. Each cites rule ``coverage.opaque-sdk``."""
    by_package: dict[str, list[Where]] = {}
    for where, lib in sorted(sites.items()):
        by_package.setdefault(lib[len(LIBRARY_PREFIX):], []).append(where)
    return [Problem("medium", sdk_message(package, places, skipped or {}), places[0], RULE)
            for package, places in sorted(by_package.items())]


def sdk_message(package: str, places: list[Where], skipped: dict[str, str]) -> str:
    """The review item's and the warning's text for the ``places`` calling ``package``."""
    module = module_key(places[0][0], package) if program_path(package) else package
    left_out = left_out_file(module, skipped)
    if left_out is not None:
        return (f"{len(places)} call site(s) (first here) go through '{package}', a module of "
                f"the project left out of the analysis ({left_out[0]}: {left_out[1]}): the "
                "requests it makes are not in the contract")
    return (f"{len(places)} call site(s) of the API SDK package '{package}' (first here): "
            "code2skill cannot see into the package, so the requests they make are not in the "
            "contract")
