"""Rule ``coverage.missing-generated-module``: generated client code missing from the tree.

Apps often generate their API client at build time (GraphQL Code Generator's
``generated/graphql.ts`` with ``useGetUserQuery``/``LoginDocument``, ``__generated__/``,
OpenAPI generators' ``…Api``/``…Service`` classes) and keep it out of git. Components then
import from a program path that resolves to no analysed file, and every request made through
those names is invisible. That is never silent:

* a *missing generated module* is an import from a program path (``./x``, ``../x``, ``@/x``,
  ``~/x``, ``$lib/x``, ``#x``) that resolves to no analysed file, is no asset (``.css``,
  ``.svg``, ``.json`` …), and whose imported names look generated (``use…Query``,
  ``use…Mutation``, ``use…Subscription``, ``…Document``, ``…Api``, ``…Service``) or whose path
  has a codegen segment (``generated``, ``__generated__``, ``*.generated``, ``gql``,
  ``graphql``, ``openapi``, ``swagger``, ``api-client``, ``codegen``) — a generated database
  client (``PrismaClient``, a path through ``prisma``/``database``/``db``) is no API client;
* each call whose callee is rooted at a name imported from one (``useGetUserQuery(…)``,
  ``new UsersApi(cfg).list()``; not an Angular ``ApiModule.forRoot(…)``), one per call chain,
  and each API SDK site (rule ``coverage.opaque-sdk``) made through one (a member typed with
  one of its classes: ``this.usersService.list()``) is a request-like site of library
  ``generated:<module>`` (reviewed), so ``source.coverage`` and the low-coverage warning
  count it;
* one ``medium`` review item per module (modules grouped up to their last codegen segment:
  ``src/__generated__`` for ``src/__generated__/UserQuery``) names the names used, the call
  sites, the first import, and the codegen configuration found in the tree (``codegen.yml``,
  ``graphql.config.*``, ``openapitools.json``, ``orval.config.*``, a ``package.json`` script
  running a generator), suggesting to run codegen before ``derive`` — or, when the module is in
  the tree but discovery left it out (a generated file over the size limit, taken for a
  bundle), naming that file and the reason instead; ``derive`` warns on stderr.
"""
from __future__ import annotations

import os
import posixpath
import re
from dataclasses import dataclass, field
from pathlib import Path

from code2skill.client_packages import DATABASE_NAMES, SETUP_CALLS, database_path
from code2skill.facts import Call, Member, ModuleFacts, Ref
from code2skill.modules import nearest_src
from code2skill.problem import Problem
from code2skill.values import Where

RULE = "coverage.missing-generated-module"
LIBRARY_PREFIX = "generated:"
GENERATED_NAME = re.compile(r"^use[A-Z]\w*(Query|Mutation|Subscription)$|^[A-Z]\w*Document$"
                            r"|^[A-Z]\w*(Api|Service)$")
CODEGEN_SEGMENT = re.compile(r"^(__generated__|generated|gql|graphql|openapi|swagger|api-client"
                             r"|codegen)$|(^|[._-])generated([._-]|$)", re.I)
SOURCE_SUFFIX = re.compile(r"\.(ts|tsx|js|jsx|mjs|cjs|mts|cts)$")
ASSET = re.compile(r"\.(css|scss|sass|less|styl|svg|png|jpe?g|gif|webp|avif|ico|json|ya?ml|md|"
                   r"txt|html?|wasm|woff2?|ttf|otf|mp3|mp4|webm|csv|graphql|gql)$", re.I)
ALIASES = ("@/", "~/", "~~/", "$lib/", "#")
CODEGEN_CONFIG = re.compile(r"^(codegen\.(ya?ml|json|[cm]?[jt]s)|graphql\.config\.\w+|"
                            r"\.graphqlrc(\.\w+)?|apollo\.config\.[cm]?[jt]s|openapitools\.json|"
                            r"orval\.config\.\w+|openapi-ts\.config\.\w+|"
                            r"openapi-codegen\.config\.\w+|kubb\.config\.\w+|"
                            r"(swagger|openapi)[-.]config\.\w+)$")
GENERATOR_SCRIPT = re.compile(r"codegen|openapi|swagger|orval|relay-compiler|kubb")
MAX_NAMES = 4


@dataclass(slots=True)
class MissingModule:
    """One missing generated module (grouped as ``module``): the names imported from it,
    the first import, the files importing it, its imports ``(importer, specifier)``, its
    call sites no request was read from, and how many of its call sites a request was read
    from anyway (``read``: codegen hooks whose operation the app's own ``gql`` documents
    define, rule ``graphql.codegen-hook``)."""

    module: str
    first: Where
    names: list[str] = field(default_factory=list)
    files: set[str] = field(default_factory=set)
    imports: set[tuple[str, str]] = field(default_factory=set)
    sites: list[Where] = field(default_factory=list)
    read: int = 0


def program_path(spec: str) -> bool:
    """Whether the import specifier names a file of the program, not a package."""
    return spec.startswith((".", *ALIASES))


def module_key(importer: str, spec: str) -> str:
    """The module's name: the path relative to the analysed folder (``@/``, ``~/`` read as the
    nearest ``src`` folder, other aliases kept) up to and including its last codegen segment,
    else the whole path."""
    if spec.startswith("."):
        full = posixpath.normpath(posixpath.join(posixpath.dirname(importer), spec))
    elif spec.startswith(("@/", "~/")):                  # the conventional src aliases
        full = posixpath.join(nearest_src(importer), spec[2:])
    else:
        full = spec
    segments = full.split("/")
    last = max((i for i, s in enumerate(segments)
                if CODEGEN_SEGMENT.search(SOURCE_SUFFIX.sub("", s))), default=None)
    return "/".join(segments[:last + 1] if last is not None else segments)


def generated_import(resolve, importer: str, spec: str, imported: str) -> bool:
    """Whether ``import {imported} from spec`` in ``importer`` is from a missing generated
    module (``resolve(importer, spec)`` is the program's module resolution)."""
    if not program_path(spec) or resolve(importer, spec) is not None:
        return False
    if ASSET.search(spec):
        return False                                  # an asset: './x.css', './logo.svg'
    if imported in DATABASE_NAMES or database_path(spec):
        return False                                  # a generated database client (Prisma)
    return bool(GENERATED_NAME.match(imported)) or any(
        CODEGEN_SEGMENT.search(SOURCE_SUFFIX.sub("", s)) for s in spec.split("/"))


def chain_root(expr) -> str | None:
    while isinstance(expr, (Member, Call)):
        expr = expr.obj if isinstance(expr, Member) else expr.callee
    return expr.name if isinstance(expr, Ref) else None


def missing_modules(modules: dict[str, ModuleFacts], client: set[str], resolve,
                    known: set[Where]) -> dict[str, MissingModule]:
    """Rule ``coverage.missing-generated-module``: every missing generated module imported by
    the ``client`` files, with its call sites (places not in ``known``)."""
    found: dict[str, MissingModule] = {}
    for path in sorted(client):
        module = modules[path]
        bound: dict[str, MissingModule] = {}
        for imp in sorted(module.imports, key=lambda i: i.span):
            if not imp.local or not generated_import(resolve, path, imp.source, imp.imported):
                continue
            key = module_key(path, imp.source)
            missing = found.setdefault(key, MissingModule(key, (path, imp.span)))
            missing.files.add(path)
            missing.imports.add((path, imp.source))
            name = imp.imported if imp.imported not in ("default", "*") else imp.local
            if name not in missing.names:
                missing.names.append(name)
            bound[imp.local] = missing
        for site in module.calls if bound else ():
            where = (path, site.call.span)
            owner = bound.get(chain_root(site.call.callee))
            setup = isinstance(site.call.callee, Member) and site.call.callee.prop in SETUP_CALLS
            if owner is not None and not site.chain and not setup:
                if where in known:
                    owner.read += 1
                else:
                    owner.sites.append(where)
    return found


def adopt_sdk_sites(found: dict[str, MissingModule], sdk: dict[Where, str], label_of
                    ) -> dict[Where, str]:
    """The SDK sites (place → ``sdk:<name>``, rule ``coverage.opaque-sdk``) left once those
    made through a missing generated module (a member typed with one of its classes,
    ``this.usersService.list()``) are moved to it: ``label_of(importer, specifier)`` is the SDK
    library an import of the module gives its sites, or ``None``."""
    owner: dict[str, MissingModule] = {}
    for missing in sorted(found.values(), key=lambda m: m.module):
        for importer, spec in sorted(missing.imports):
            label = label_of(importer, spec)
            if label is not None:
                owner.setdefault(label, missing)
    rest = {}
    for where, lib in sorted(sdk.items()):
        if lib in owner:
            owner[lib].sites.append(where)
        else:
            rest[where] = lib
    return rest


def generated_sites(found: dict[str, MissingModule]) -> dict[Where, str]:
    """The request-like sites (place → ``generated:<module>``) of :func:`missing_modules`."""
    return {where: LIBRARY_PREFIX + m.module for m in found.values() for where in m.sites}


def codegen_configs(root: Path, folders: list[str]) -> list[str]:
    """The codegen configuration files in ``folders`` (the analysed folder ``''`` and its
    package folders, never outside ``root``), relative to ``root``."""
    found = []
    for folder in sorted(set(folders) | {""}):
        try:
            names = os.listdir(root / folder)
        except OSError:
            continue
        found += [posixpath.join(folder, n) for n in sorted(names) if CODEGEN_CONFIG.match(n)
                  and os.path.isfile(root / folder / n) and not os.path.islink(root / folder / n)]
    return found


def generator_scripts(packages: dict[str, dict]) -> list[str]:
    """``package.json#scripts/<name>`` of every script that runs a code generator."""
    found = []
    for folder, pkg in sorted(packages.items()):
        scripts = pkg.get("scripts")
        for name, text in sorted(scripts.items()) if isinstance(scripts, dict) else ():
            if isinstance(text, str) and GENERATOR_SCRIPT.search(text):
                found.append(f"{posixpath.join(folder, 'package.json')} script '{name}'")
    return found


def left_out_file(module: str, skipped: dict[str, str]) -> tuple[str, str] | None:
    """``(path, reason)`` of a file or folder (path ending in ``/``) discovery left out of the
    analysis (``skipped``: path → reason, e.g. a 2.6 MB generated ``graphql.tsx`` taken for a
    bundle, or ``src/api/`` excluded by ``--exclude``) that is the module (``module`` plus a
    source suffix), lies in it, or holds it; else ``None``."""
    for path, reason in sorted(skipped.items()):
        if SOURCE_SUFFIX.sub("", path) == module or path.startswith(module + "/") or \
                (path.endswith("/") and module.startswith(path)):
            return path, reason
    return None


def missing_message(missing: MissingModule, configs: list[str],
                    skipped: dict[str, str] | None = None) -> str:
    """The review item's and the warning's text for one :class:`MissingModule`; when the
    module is in the tree but discovery left it out (``skipped``: path → reason), the hint
    names that file and reason instead of suggesting to run a code generator."""
    shown = sorted(missing.names, key=lambda n: not GENERATED_NAME.match(n))  # stable
    names = ", ".join(shown[:MAX_NAMES]) + (", …" if len(missing.names) > MAX_NAMES
                                                   else "")
    left_out = left_out_file(missing.module, skipped or {})
    hint = (f"it is in the tree but was left out of the analysis ({left_out[0]}: "
            f"{left_out[1]})") if left_out else \
        (f"codegen configuration found ({', '.join(configs[:3])}): run the code generator "
         "before derive") if configs else "if it is generated, run the code generator " \
        "before derive"
    sites = (f"{len(missing.sites)} call site(s) of its names make requests code2skill "
             "cannot see") if missing.sites else ("no call of its names was followed (documents "
                                                  "or types handed to other calls: the "
                                                  "operations they name are unknown)")
    if missing.read:              # rule graphql.codegen-hook read the rest
        sites = (f"{missing.read} call site(s) of its names were read from the operations "
                 "the app's own gql documents define; " + (
                     f"{len(missing.sites)} other call site(s) make requests code2skill "
                     "cannot see" if missing.sites else "its names handed to other calls "
                     "(hooks passed as arguments, documents, types) are not followed"))
    return (f"'{missing.module}' is imported by {len(missing.files)} client file(s) (first at "
            f"{missing.first[0]}:{missing.first[1][0]}; names {names}) but is not in the "
            f"analysed tree: {sites}; {hint}")


def missing_problems(found: dict[str, MissingModule], configs: list[str],
                     skipped: dict[str, str] | None = None) -> list[Problem]:
    """One problem per missing generated module, at its first import (``skipped``: the files
    discovery left out, path → reason), citing rule ``coverage.missing-generated-module``."""
    return [Problem("medium", missing_message(m, configs, skipped), m.first, RULE)
            for _, m in sorted(found.items())]
