"""Pass: one service per distinct base-URL source, with a semantic environment binding.

Rules:

* ``service.id`` — the id comes from the host's distinctive label (``conduit`` for
  ``conduit.productionready.io``, ``payments`` for ``api.payments.example``), else from the
  environment variable or constant name without framework prefixes and URL suffixes
  (``VITE_PAYMENTS_API_URL`` → ``payments``; the words of a deployment prefix, ``path``,
  ``prefix``, ``context``, ``mount``, name nothing: ``window.__BASE_PATH__``,
  ``PATH_PREFIX`` and ``contextPath`` are where the app is served, not a backend), else, for
  same-origin calls, from the project name
  (the ``name`` of the analysed root's ``package.json``), else ``app`` — never from the name of
  the folder the checkout sits in, which the source does not prove.
* ``service.binding`` — a named value chosen among fixed bases (``let base = ''; if (prod)
  base = '//api.example'``) is one service, each absolute alternative an observed base URL.
* ``service.unresolved-base`` — a URL that starts with a named value the resolver cannot follow
  (``${this.config.apiBase}/articles``) goes to a service of its own, reported for review.
* ``service.config-lookup`` — such a value read through one configuration lookup with literal
  arguments (``${config.get('api.host')}/secret``, :mod:`code2skill.lookup_bases`) is one service
  for every call site of that lookup, named from its key (``api.host`` → ``api``).
* ``service.host-binding`` — a base whose host or port comes from values the source does not
  fix (`` `http://${process.env.API_HOST || 'localhost'}:${port}` ``) is one service; the
  fallbacks' URL is its observed base URL.
* ``service.origin-fallback`` — a call whose URL is either on a bound base or the same path on
  the page's own origin (``if (server.host) url = `//${host}:${port}/v2${url}`; else url =
  `/v2${url}```) is one call on the bound service; the service says the page's own origin is
  its fallback when no base is set.
* ``service.page-relative`` — URLs with no leading ``/`` are relative to the page's address:
  their own service (``<project>_page_relative``), one per number of ``../`` it climbs.
* ``service.page-base-path`` — the page's own origin under the path the deployment serves the
  app from (SvelteKit's ``base``, Vite's ``import.meta.env.BASE_URL``) is a same-origin service
  of its own: its description says the Host's base URL includes that path, its evidence names
  where the page reads it.
* ``service.base-url-key`` — base URLs that are one base written two ways (host case, the
  scheme's default port, a trailing ``/``, ``.`` segments: :mod:`code2skill.base_urls`) are
  one service; its evidence lists the spellings.
* ``service.configured-base-path`` — a root-relative path under the rooted base path the app
  fixes for an environment variable's service is that service's call
  (:mod:`code2skill.configured_base_path`): its description says so, its evidence cites
  where the base's value is fixed.
* ``service.binding`` — the Host's binding is ``<ID>_API_BASE_URL`` (``<ID>_BASE_URL`` for an
  id ending in ``api``), with a leading ``_`` when the id starts with a digit (``31m`` →
  ``_31M_API_BASE_URL``: neither a shell nor ``process.env.X`` takes a name that starts with
  one, and the exporter refuses it); a source-observed URL is a deployment reference only,
  never a default.
  No two services read one binding (ids ``x`` and ``x_api`` would both give
  ``X_API_BASE_URL``): the second takes the binding of ``<ID>_2`` (``_3``, …), since the Host
  could not give two bases two URLs through one variable.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from code2skill.ascii_names import ascii_letters, escaped
from code2skill.base_urls import base_url_key
from code2skill.provided_values import TOKEN_RULE
from code2skill.configured_base_path import RULE as CONFIGURED_BASE
from code2skill.contract.models import ObservedBaseUrl, Service
from code2skill.evidence import default, inferred, observed
from code2skill.lookup_bases import RULE as LOOKUP_RULE, key_name
from code2skill.normalize import ORIGIN_FALLBACK, ServiceRef
from code2skill.page_base_path import source_rule
from code2skill.provided_base import provided
from code2skill.values import Where

ENV_PREFIXES = ("REACT_APP_", "VITE_", "NEXT_PUBLIC_", "VUE_APP_", "NUXT_PUBLIC_", "NUXT_ENV_",
                "NUXT_", "PUBLIC_", "NG_APP_", "EXPO_PUBLIC_", "GATSBY_")
NAME_SUFFIXES = ("_BASE_URL", "_BASEURL", "_URL", "_URI", "_ROOT", "_HOST", "_ENDPOINT",
                 "_ORIGIN", "_BASE", "_PREFIX", "_SERVER")
GENERIC_LABELS = frozenset({"api", "www", "app", "apps", "backend", "server", "web", "rest",
                            "gateway", "service", "services", "localhost", "dev", "staging",
                            "prod", "production", "test", "v1", "v2", "v3", "public", "static",
                            "cdn", "base", "root", "host", "endpoint", "url", "uri", "origin",
                            "http", "https", "127", "0", "gql", "graphql"})

# the words of a name for the path prefix the app is served under (rule service.id)
PREFIX_WORDS = frozenset({"path", "prefix", "subpath", "context", "mount"})


@dataclass(frozen=True, slots=True)
class ServiceInfo:
    """A service's contract entry and the evidence of its id."""

    service: Service
    key: str


def name_from_host(host: str) -> str | None:
    """The distinctive label of a host name (``conduit.productionready.io`` → ``conduit``)."""
    labels = [l for l in host.lower().split(":")[0].split(".") if l and not l.isdigit()]
    if len(labels) > 1:
        labels = labels[:-1]                    # drop the top-level domain
    for label in labels:
        parts = [p for p in label.split("-") if p and p not in GENERIC_LABELS]
        if parts:                                # billing-api → billing, my-shop → my_shop
            return "_".join(parts)
    return None


def name_from_identifier(name: str) -> str | None:
    """``VITE_PAYMENTS_API_URL`` → ``payments``; ``API_ROOT`` and ``window.__BASE_PATH__``
    → ``None`` (nothing distinctive: :data:`GENERIC_LABELS`, :data:`PREFIX_WORDS`)."""
    name = name.split(".")[-2] if name.count(".") and name.split(".")[-1].lower() in (
        "apibase", "baseurl", "url", "base", "apiurl", "host", "root", "endpoint") and \
        len(name.split(".")) > 1 else name.split(".")[-1]       # this.config.apiBase → config
    upper = re.sub(r"([a-z0-9])([A-Z])", r"\1_\2", name).upper()
    for prefix in ENV_PREFIXES:
        if upper.startswith(prefix):
            upper = upper[len(prefix):]
    changed = True
    while changed:
        changed = False
        for suffix in NAME_SUFFIXES:
            if upper.endswith(suffix) and len(upper) > len(suffix):
                upper = upper[: -len(suffix)]
                changed = True
    words = [w for w in upper.lower().split("_") if w and w not in GENERIC_LABELS
             and w not in PREFIX_WORDS]
    return "_".join(words) or None


def snake(text: str) -> str:
    """``text`` as a service id's words: ASCII letters (rule ``name.transliterated``: a key
    ``übersicht`` → ``ubersicht``), lower case, each other run a ``_``."""
    return re.sub(r"[^a-z0-9]+", "_", ascii_letters(text).lower()).strip("_")


def service_id(ref: ServiceRef, project: str) -> str:
    """The semantic id of a service (rule ``service.id``)."""
    if ref.rule == "service.page-relative":
        climbs = ref.label.count("../")
        return f"{snake(project) or 'app'}_page_relative" + (f"_up{climbs}" if climbs else "")
    for url, _ in ref.observed:
        host = re.sub(r"^(https?:)?//", "", url, flags=re.I).split("/")[0].rsplit("@", 1)[-1]
        host = host.split(":")[0]
        found = name_from_host(host)
        if found:
            return id_of(found)
    if ref.lookup is not None:                  # rule service.config-lookup: its key names
        found = name_from_identifier(ref.lookup.arg) or key_name(ref.lookup.arg)   # it
        return id_of(found) if found else snake(project) or "app"
    if ref.label and ref.rule != "service.literal-origin":    # (that label is the host)
        found = name_from_identifier(ref.label)
        if found:
            return id_of(found)
    return snake(project) or "app"


def id_of(found: str) -> str:
    """The id a service's name ``found`` gives: its :func:`snake` words, else, when it has no
    letter or digit (a lookup key ``'\\ud800'``, ``'\\x00'``), each of its characters escaped
    (rule ``name.transliterated``: ``ud800``), never an empty id."""
    return snake(found) or escaped(found)


def prefix_named(ref: ServiceRef) -> bool:
    """Rule ``service.id``: whether a service's name hint is only a deployment prefix's
    (``window.__BASE_PATH__``: :data:`PREFIX_WORDS`), so it takes the project's name after
    the services that name it otherwise (the page's own origin keeps ``<project>``, the
    prefixed base is ``<project>_2``)."""
    words = re.sub(r"([a-z0-9])([A-Z])", r"\1_\2", ref.label.split(".")[-1]).lower().split("_")
    return ref.rule != "service.literal-origin" and bool(PREFIX_WORDS.intersection(words)) \
        and name_from_identifier(ref.label) is None


def binding_of(sid: str) -> str:
    """Rule ``service.binding``: ``<ID>_API_BASE_URL``, ``<ID>_BASE_URL`` for an id ending in
    ``api`` (``conduit`` → ``CONDUIT_API_BASE_URL``, ``manage_api`` → ``MANAGE_API_BASE_URL``),
    ``_`` first for an id starting with a digit (``31m`` → ``_31M_API_BASE_URL``)."""
    name = sid.upper() + ("_BASE_URL" if sid.endswith("api") else "_API_BASE_URL")
    return "_" + name if name[0].isdigit() else name


def free_binding(sid: str, taken: set[str]) -> str:
    """:func:`binding_of` ``sid``, else of ``<sid>_2``, ``<sid>_3``, …: the first not in
    ``taken`` (no two services read one variable)."""
    binding, number = binding_of(sid), 2
    while binding in taken:
        binding, number = binding_of(f"{sid}_{number}"), number + 1
    return binding


def build_services(refs: list[ServiceRef], project: str) -> dict[str, Service]:
    """``{service key: Service}``, ids unique (a second service with the same id gets ``_2``)."""
    by_key: dict[str, list[ServiceRef]] = {}
    for ref in refs:
        by_key.setdefault(ref.key, []).append(ref)
    out: dict[str, Service] = {}
    used: set[str] = set()
    bindings: set[str] = set()
    for key in sorted(by_key, key=lambda k: (prefix_named(by_key[k][0]), k)):
        group = by_key[key]
        ref = group[0]
        sid = service_id(ref, project)
        base = sid
        n = 2
        while sid in used:
            sid = f"{base}_{n}"
            n += 1
        used.add(sid)
        urls: dict[str, list] = {}
        for r in group:
            for url, where in r.observed:
                urls.setdefault(url, []).append(observed(where, LOOKUP_RULE if r.lookup
                                                         else r.rule))
        spelled = same_bases(group)
        binding = free_binding(sid, bindings)
        bindings.add(binding)
        fallback = ref.rule != "service.runtime-base" and any(
            ORIGIN_FALLBACK in r.sources for r in group)
        if ref.rule == "service.env":
            description = (f"Backend whose base URL the client reads from the build-time "
                           f"environment variable {ref.label}.")
            evidence = [observed(ref.where, "service.env", ref.label)]
        elif ref.rule == "service.unresolved-base" and ref.lookup is not None:
            sites = sorted({r.where for r in group if r.where is not None})
            counted = f"{len(sites)} call site" + ("s" if len(sites) != 1 else "")
            description = (f"Backend whose base URL the client reads through "
                           f"{ref.lookup.text} ({counted}, one lookup), a value the source "
                           "does not show; the Host must bind it." + (
                               f" Its default in source, {ref.lookup.default[0]!r}, is a "
                               "deployment reference only." if ref.lookup.default else ""))
            first = sites[0] if sites else ref.where
            evidence = [inferred(first, "service.unresolved-base", ref.label),
                        inferred(first, LOOKUP_RULE, f"{ref.lookup.text} at {counted}")]
        elif ref.rule == "service.unresolved-base":
            description = (f"Backend whose base URL the client takes from "
                           f"{ref.label + ', a value' if ref.label else 'a value'} the source "
                           "does not show; the Host must bind it.")
            evidence = [inferred(ref.where, "service.unresolved-base", ref.label)]
        elif ref.rule == "service.runtime-base":
            description = ("Backend whose base URL the deployment supplies at run time: "
                           f"{' or '.join(ref.sources)}; the observed URLs (the fallbacks in "
                           "source) are deployment references only, the Host binds the real "
                           "target.")
            evidence = [inferred(ref.where, "service.runtime-base", "; ".join(ref.sources))]
        elif ref.rule == "service.host-binding":
            description = (f"Backend whose host or port the client builds from "
                           f"{ref.label or 'values'} the source does not fix; the observed URL "
                           "(the fallbacks in source) is a deployment reference only, the Host "
                           "binds the real target.")
            evidence = [inferred(ref.where, "service.host-binding", ref.label or None)]
        elif ref.rule == "service.binding":
            description = (f"Backend whose base URL the client takes from {ref.label or 'a value'}, "
                           "chosen in source among fixed alternatives (one of them may be the "
                           "page's own origin); the observed hosts are deployment references "
                           "only, the Host binds the real target.")
            evidence = [inferred(ref.where, "service.binding", ref.label or None)]
        elif ref.rule == "service.page-relative":
            up = f", {ref.label.count('../')} folder(s) above it" if ref.label else ""
            description = ("Backend reached with URLs relative to the page's address (no "
                           "leading '/'): the browser resolves them against the document's "
                           f"base URL (the page's folder, or a <base href>){up}; the Host must "
                           "bind the base URL these paths are under.")
            evidence = [inferred(ref.where, "service.page-relative", ref.label or None)]
        elif ref.rule == TOKEN_RULE:
            description = ("Backend whose base URL the app provides to the client it injects, "
                           "through an Angular InjectionToken ({provide: TOKEN, useValue} or "
                           "useFactory); the observed URL is a deployment reference only, the "
                           "Host binds the real target.")
            evidence = [inferred(ref.where, TOKEN_RULE, None)]
        elif ref.rule == "service.same-origin":
            description = ("Backend reached with paths relative to the page's own origin; the "
                           "Host must bind its base URL.")
            evidence = [default("service.same-origin",
                                "paths are relative to the page's origin; no host is named "
                                "in source")]
        else:
            description = "Backend addressed through a base URL fixed in source (a deployment " \
                          "reference only; the Host binds the real target)."
            evidence = [inferred(ref.where, ref.rule, ref.label)]
        optional = sorted({segment for r in group for segment in r.optional},
                          key=lambda o: (o[1] or (), o[0] or ""))
        if optional:
            description += (" The base may end with an optional segment the deployment "
                            "configures (a conditional in source); the paths start after it.")
            evidence.extend(inferred(where, "service.optional-base-segment", name)
                            for name, where in optional)
        base_path = first_reads([found for r in group for found in r.base_path])
        if base_path:
            description = base_path_description(sorted(base_path))
            evidence.extend(inferred(where, source_rule(source), source)
                            for source, where in sorted(base_path.items()))
        evidence.extend(inferred(where, BASE_URL_KEY, note) for note, where in spelled)
        evidence.extend(inferred(where, rule, None) for rule, where in further_rules(group))
        under_base = sorted({found for r in group for found in r.under_base},
                            key=lambda f: (f[1] or ("", ()), f[0]))
        if under_base:                             # rule service.configured-base-path
            description += (" Paths the client writes in full under the base path the app "
                            "configures for it are its calls too, relative to that base.")
            evidence.extend(inferred(where, CONFIGURED_BASE, note) for note, where in under_base)
        if fallback:
            description += (" When none is set, the client sends the same paths to the page's "
                            "own origin.")
            evidence.append(inferred(ref.where, "service.origin-fallback", ORIGIN_FALLBACK))
        out[key] = Service(
            id=sid, baseUrlBinding=binding,
            observedBaseUrls=[ObservedBaseUrl(url=u, evidence=sorted(
                {e.dedupe_key(): e for e in ev}.values(),
                key=lambda e: (e.file or "", e.line or 0)))
                for u, ev in sorted(urls.items())],
            description=description, evidence=evidence)
    return out


BASE_URL_KEY = "service.base-url-key"


def further_rules(group: list[ServiceRef]) -> list[tuple[str, Where | None]]:
    """``(rule, where)`` of the further rules that read the bases of a service's calls
    (``service.page-origin-split``: the page's address cut to its origin;
    ``service.page-origin-base``: the origin before a base the app keeps), each place once."""
    return sorted({found for r in group for found in r.rules},
                  key=lambda f: (f[0], f[1] or ("", ())))


def same_bases(group: list[ServiceRef]) -> list[tuple[str, Where | None]]:
    """Rule ``service.base-url-key`` (:mod:`code2skill.base_urls`): ``(note, where)`` for each
    base URL the service's calls write in two spellings or more that are one base
    (``https://API.shop.example:443`` and ``https://api.shop.example``): the note lists the
    spellings, ``=``-joined in sorted order, the place is the first spelling's after the
    first (the service's observed base URLs list each spelling)."""
    spellings: dict[str, dict[str, Where | None]] = {}
    for ref in group:
        for url, where in ref.observed:
            spellings.setdefault(base_url_key(url), {}).setdefault(url, where)
    return [(" = ".join(sorted(found)), list(found.values())[1])
            for _, found in sorted(spellings.items()) if len(found) > 1]


def first_reads(reads: list[tuple[str, Where | None]]) -> dict[str, Where | None]:
    """``{source: where}`` of the deployment's base path reads (rule
    ``service.page-base-path``), each source with its first place in source order."""
    out: dict[str, Where | None] = {}
    for source, where in sorted(reads, key=lambda r: (r[1] or (), r[0])):
        out.setdefault(source, where)
    return out


def base_path_description(sources: list[str]) -> str:
    """Rules ``service.page-base-path`` and ``service.provided-base-path``: the description of
    the page's own origin under the path the deployment serves the app from, read from the
    framework or given to the page by its own server."""
    where = "the path the deployment serves the app from" if not all(map(provided, sources)) \
        else "the base path the page's own server gives it"
    return (f"Backend reached on the page's own origin under {where} "
            f"({' and '.join(sources)}; '' or '/' at the site root): the paths "
            "start after that base path; the Host must bind its base URL, base path included.")