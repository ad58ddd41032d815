"""Pass: a call to a third party's host acts in the open world (rule ``service.third-party``).

A URL literal naming an absolute origin (``fetch('https://api.github.com/repos/…')``, a
webhook or publishing service), or a constant absolute URL the request's own URL starts with
(``fetch(`${this.apiUrl}/releases/latest`)``, the class field set from ``GITHUB.API_BASE_URL``)
and no configured client takes as its base URL, none of whose paths starts with a segment the
app's own paths start with, whose host is none of the app's own backends — the hosts of
every other service's observed base URLs — reaches a system outside the app: its service's
description says it is a third party (evidence ``service.third-party``), and each capability
whose requests all go to such services has ``openWorldHint: true`` and the risk ``external``
(evidence ``annotations.third-party-host``), never the closed-world default; it is no
capability of the app's own backend, so it is ``requires-review`` with a ``medium`` review
item.

Claimed only when the app has a backend of its own to compare with (a service that is not an
inline literal origin: same-origin paths, an environment variable, a configured base), and
never for a loopback host (``localhost``, ``127.0.0.1``: the developer's own server).

Rule ``service.configured-own-base``: nor for a constant the app's deployment configuration
gives as its API's base — written in an environment or configuration file (a path segment
or file stem :data:`CONFIG_FILES`: ``src/environments/environment.prod.ts``,
``config/index.js``) under a name of API-base words only (:data:`BASE_WORDS`: ``apiBaseUrl``,
``API_URL``, ``backendUrl``, ``serverRoot``). That is how an app names the host of its own
backend for each deployment; a third party's base there names the party
(``environment.githubApi``, ``stripeUrl``) and stays one.
"""
from __future__ import annotations

import re
from pathlib import PurePosixPath
from urllib.parse import urlsplit

from code2skill.base_urls import base_url_key
from code2skill.contract.models import Capability, ReviewItem, Service
from code2skill.evidence import inferred, where_of
from code2skill.normalize import SCHEME, ServiceRef, host_of

RULE = "service.third-party"
HINT_RULE = "annotations.third-party-host"
LITERAL = "service.literal-origin"
CONSTANT = "service.constant"
CONSTANT_RULE = "service.third-party-constant"
OWN_RULE = "service.configured-own-base"
LOOPBACK = ("localhost", "127.", "0.0.0.0", "::1")
CONFIG_FILES = frozenset({"environment", "environments", "env", "config", "configs",
                          "configuration", "settings", "appconfig"})
BASE_WORDS = frozenset({"api", "apis", "base", "url", "uri", "server", "backend", "endpoint",
                        "root", "host", "rest", "gateway", "remote", "prefix", "address",
                        "domain", "origin", "http", "https"})
WORD = re.compile(r"[A-Z]?[a-z]+\d*|[A-Z]+\d*(?![a-z])|\d+")
VERSION = re.compile(r"v?\d+")


def host_key(url: str) -> str | None:
    """``https://API.x.example:8443/v1`` → ``api.x.example:8443``, ``http://[::1]:8080/`` →
    ``[::1]:8080`` (``urllib.parse.urlsplit``, user info left out), the scheme's default port
    left out (``https://API.x.example:443`` → ``api.x.example``: rule
    ``service.base-url-key``); ``None`` for a URL with no host (a path) or a malformed
    authority."""
    if not SCHEME.match(url):
        return None
    try:
        parts = urlsplit(base_url_key(url))
        host, port = parts.hostname, parts.port
    except ValueError:
        return None
    if not host:
        return None
    host = f"[{host}]" if ":" in host else host
    return f"{host}:{port}" if port is not None else host


def first_segments(calls) -> dict[str, frozenset[str]]:
    """Service key → the first segments of its calls' path templates (``/v1/tags`` →
    ``v1``; a ``{param}`` segment counts for nothing)."""
    out: dict[str, set[str]] = {}
    for call in calls:
        first = call.path_template.lstrip("/").split("/", 1)[0].split("?", 1)[0]
        if first and not first.startswith("{"):
            out.setdefault(call.service.key, set()).add(first)
    return {key: frozenset(found) for key, found in out.items()}


def candidate(ref: ServiceRef, client_bases: set[str], configured: bool = True) -> bool:
    """Whether ``ref``'s base is written in the request's own URL: an inline literal origin,
    or (rule ``service.third-party-constant``) a constant absolute URL (a module constant, an
    object's member, a class field set from one: ``this.apiUrl =
    `${GITHUB.API_BASE_URL}/repos/…```) that no call reaches as the base URL of a configured
    client (``client_bases``: the keys of those services) and, with ``configured``, that the
    deployment configuration does not name as the app's own (:func:`configured_own`)."""
    return ref.rule == LITERAL or ref.rule == CONSTANT and ref.key not in client_bases \
        and not (configured and configured_own(ref))


def configured_own(ref: ServiceRef) -> bool:
    """Rule ``service.configured-own-base`` (module docstring): whether ``ref``, a constant's
    base, is the app's own API base its deployment configuration gives — named by
    :data:`BASE_WORDS` only (a version such as ``v1`` beside them) and written in a file
    :data:`CONFIG_FILES` names."""
    words = [w.lower() for w in WORD.findall(ref.label.split(".")[-1])]
    if not words or any(w not in BASE_WORDS and not VERSION.fullmatch(w) for w in words):
        return False
    files = {where[0] for _, where in ref.observed if where is not None}
    return bool(files) and all(config_file(path) for path in files)


def config_file(path: str) -> bool:
    """Whether ``path`` (relative, ``/``-separated) is an environment or configuration file:
    one of its folders or its stem (``environment.prod`` → ``environment``) in
    :data:`CONFIG_FILES`."""
    parts = PurePosixPath(path).parts
    stem = parts[-1].split(".")[0].lower() if parts else ""
    return stem in CONFIG_FILES or any(p.lower() in CONFIG_FILES for p in parts[:-1])


def third_party(refs: list[ServiceRef], client_bases: set[str] = frozenset(),
                first_segments: dict[str, frozenset[str]] | None = None,
                configured: bool = True) -> dict[str, str]:
    """``{service key: origin}`` of the services that are a third party's host: a base
    written in the request's own URL (:func:`candidate`) whose host no other service's
    observed base URL has, in an app with a backend of its own; a constant's service is one
    only when none of its paths starts with a segment a path of the app's own services starts
    with (``first_segments``: service key → those segments; ``${API}/v1/users`` beside
    ``/v1/tags`` on the page's origin is the app's own API); ``configured``: rule
    ``service.configured-own-base`` applies."""
    segments = first_segments or {}
    own = [r for r in refs if not candidate(r, client_bases, configured)]
    if not own:
        return {}
    own_hosts = {host_key(url) for r in own for url, _ in r.observed} - {None}
    own_segments = frozenset().union(*(segments.get(r.key, frozenset()) for r in own))
    out: dict[str, str] = {}
    for ref in refs:
        if not candidate(ref, client_bases, configured) or not ref.observed:
            continue
        if ref.rule == CONSTANT and segments.get(ref.key, frozenset()) & own_segments:
            continue
        origin = ref.observed[0][0]
        host = host_key(origin)
        if host and host not in own_hosts and not host_of(origin).startswith(LOOPBACK):
            out[ref.key] = origin
    return out


def mark_services(refs: list[ServiceRef], services: dict[str, Service],
                  client_bases: set[str] = frozenset(),
                  first_segments: dict[str, frozenset[str]] | None = None
                  ) -> tuple[dict[str, Service], dict[str, str]]:
    """The services with each third party's marked (description and evidence), each base that
    would be one but for rule ``service.configured-own-base`` citing that rule, and
    ``{service id: origin}`` of the third parties; ``client_bases`` the keys of services some call reaches through a
    configured client's base URL, ``first_segments`` the first path segments of each
    service's calls."""
    found = third_party(refs, client_bases, first_segments)
    where = {r.key: r.where for r in refs}
    constant = {r.key for r in refs if r.rule == CONSTANT}
    out = dict(services)
    ids: dict[str, str] = {}
    for key, origin in found.items():
        service = services[key]
        ids[service.id] = origin
        out[key] = service.model_copy(update={
            "description": f"Third-party service at {origin}: none of the app's own backends "
                           "(their base URLs name other hosts), so its calls act outside the "
                           "app. " + service.description,
            "evidence": service.evidence + [inferred(
                where[key], CONSTANT_RULE if key in constant else RULE, origin)]})
    spared = third_party(refs, client_bases, first_segments, configured=False).keys() - found
    for ref in refs:                                  # rule service.configured-own-base
        if ref.key in spared and ref.key in out and ref.observed:
            service = out[ref.key]
            said = inferred(ref.observed[0][1], OWN_RULE, ref.label)
            if said not in service.evidence:
                out[ref.key] = service.model_copy(update={"evidence": service.evidence + [said]})
    return out, ids


def open_world(capabilities: list[Capability], third: dict[str, str]
               ) -> tuple[list[Capability], list[ReviewItem]]:
    """The capabilities, those whose every request goes to a third party's service with
    ``openWorldHint: true`` and the risk ``external`` (rule ``annotations.third-party-host``),
    ``requires-review``, and one ``medium`` review item each: a call of another company's API
    (a version check on ``api.github.com``) is no capability of the app's own backend, so a
    reviewer keeps it only if the app's Agent should make it."""
    out, review = [], []
    for cap in capabilities:
        requests = cap.implementation.requests
        if not requests or any(r.service not in third for r in requests):
            out.append(cap)
            continue
        site = requests[0].callSites[0] if requests[0].callSites else None
        where = where_of(site) if site is not None else None
        note = third[requests[0].service]
        risks = sorted(set(cap.annotations.risks) | {"external"})
        evidence = dict(cap.evidence)
        evidence["/annotations/openWorldHint"] = [inferred(where, HINT_RULE, note)]
        if "external" not in cap.annotations.risks:
            evidence["/annotations/risks"] = evidence.get("/annotations/risks", []) + [
                inferred(where, HINT_RULE, note)]
        out.append(cap.model_copy(update={
            "annotations": cap.annotations.model_copy(update={"openWorldHint": True,
                                                              "risks": risks}),
            "status": "requires-review" if cap.status == "draft" else cap.status,
            "evidence": dict(sorted(evidence.items()))}))
        review.append(ReviewItem(
            severity="medium", capability=cap.name, evidence=[inferred(where, HINT_RULE, note)],
            message=f"{cap.name} calls {note}, a third party's API and none of the app's own "
                    "backends: keep it only if the app's Agent should call that service "
                    f"(rule {HINT_RULE})"))
    return out, review
