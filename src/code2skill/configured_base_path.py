"""Rule ``service.configured-base-path``: a root-relative path under the base path the app
configures for its API client is a call of that client's service.

An app whose API client takes its base URL from a build-time variable often fixes that
variable's value in its own configuration, a rooted path on the page's own origin::

    // nuxt.config.js
    export default { env: { baseUrl: '/v1' } }
    // services/api.service.js
    axios.create({ baseURL: process.env.baseUrl })          // GET /projects on the API
    // a widget elsewhere writes the whole path
    server: { url: '/v1/fp', process: { url: '/process/' } }   // POST /v1/fp/process/

The widget's ``/v1/fp/process/`` is no call of a second, page-origin backend: it is
``/fp/process/`` on the client's service, spelled with the base the configuration gives the
variable. A variable's base path is known when the app's configuration fixes it as a rooted
path (:func:`configured_paths`): Nuxt's ``env`` member of the default export of
``nuxt.config.*`` (``env: {baseUrl: '/v1'}``). A fallback beside the variable (``baseURL:
import.meta.env.VITE_API || '/api'``) is none: a deployment setting the variable moves the
client's calls, not a path written in full, which keeps the page-origin reading. A call on the
page's own origin (rule ``service.same-origin``, no other base rule read) whose path opens
with the segments of exactly one such base (``/v1/…``, not ``/v10/…``) goes to that variable's
service with its path relative to the base (:func:`under_configured_bases`): the service's
evidence cites where the base is fixed, the path's evidence where the path is written. A base
two variables share, or a path on the bare base, keeps today's reading.
"""
from __future__ import annotations

import re
from dataclasses import replace
from typing import Mapping

from code2skill.facts import Call, Lit, ModuleFacts, Obj
from code2skill.normalize import Observed, ServiceRef, fixed_base
from code2skill.values import Where

RULE = "service.configured-base-path"
# the configuration files of a framework that name build-time variables' values
NUXT_CONFIG = re.compile(r"(^|/)nuxt\.config\.(js|mjs|cjs|ts|mts)$")
ENV_KEY = "env"                      # Nuxt 2: env: {NAME: value} is process.env.NAME
CONFIG_CALLS = frozenset({"defineNuxtConfig"})


def config_object(module: ModuleFacts) -> Obj | None:
    """The object a configuration module exports by default (``export default {…}``,
    ``export default defineNuxtConfig({…})``, ``module.exports = {…}``), else ``None``."""
    values = [e.value for e in module.exports if e.exported == "default"] + \
        [a.value for a in module.assignments if a.target == ("module", "exports")]
    for value in values:
        if isinstance(value, Call) and len(value.args) == 1 and \
                getattr(value.callee, "name", None) in CONFIG_CALLS:
            value = value.args[0]
        if isinstance(value, Obj):
            return value
    return None


def rooted(text: object) -> str | None:
    """``text`` as a base path when it is a rooted path with a segment (``/v1``, ``/api/``
    without its trailing ``/``); ``None`` for anything else (an absolute URL, ``/``, a
    relative path, no string)."""
    if not isinstance(text, str):
        return None
    base = fixed_base(text)
    return base if base is not None and base.startswith("/") and not base.startswith("//") \
        else None


def configured_paths(modules: Mapping[str, ModuleFacts]) -> dict[str, tuple[str, Where]]:
    """``{variable: (base path, where)}`` of the build-time variables a framework's
    configuration fixes to a rooted path (Nuxt's ``env: {baseUrl: '/v1'}`` in
    ``nuxt.config.*``); a variable two files fix differently is left out."""
    found: dict[str, set[tuple[str, Where]]] = {}
    for path in sorted(modules):
        if not NUXT_CONFIG.search(path):
            continue
        config = config_object(modules[path])
        env = next((p.value for p in config.props if p.key == ENV_KEY), None) \
            if config is not None else None
        if not isinstance(env, Obj):
            continue
        for prop in env.props:
            base = rooted(prop.value.value) if isinstance(prop.value, Lit) else None
            if prop.key is not None and base is not None:
                found.setdefault(prop.key, set()).add((base, (path, prop.value.span)))
    return {name: next(iter(bases)) for name, bases in found.items()
            if len({b for b, _ in bases}) == 1}


def service_bases(calls: list[Observed], configured: Mapping[str, tuple[str, Where]]
                  ) -> dict[str, tuple[ServiceRef, Where | None]]:
    """``{base path: (service, where the base is fixed)}`` of the build-time variables the
    calls' bases read (rule ``service.env``) whose value the configuration fixes as a rooted
    path (:func:`configured_paths`). A fallback written beside the variable (``VITE_API ||
    '/api'``) is no such value: a deployment setting the variable sends the client elsewhere,
    while a path written in full stays on the page's origin. A base path two services claim
    is left out."""
    claims: dict[str, dict[str, tuple[ServiceRef, Where | None]]] = {}
    for call in calls:
        ref = call.service
        if ref.rule == "service.env" and ref.label in configured:
            base, where = configured[ref.label]
            claims.setdefault(base, {}).setdefault(ref.key, (ref, where))
    return {base: next(iter(owners.values())) for base, owners in claims.items()
            if len(owners) == 1}


def page_origin_call(call: Observed) -> bool:
    """Whether ``call`` goes to the page's own origin with no further base rule read (a
    plain root-relative path, or the origin spelled before it)."""
    ref = call.service
    return ref.key == "same-origin" and ref.rule == "service.same-origin" and \
        not ref.base_path and not ref.rules and not ref.optional


def under_configured_bases(calls: list[Observed], modules: Mapping[str, ModuleFacts]
                           ) -> list[Observed]:
    """Rule ``service.configured-base-path`` (module docstring): each page-origin call whose
    path opens with a build-time variable's configured base path, moved to that variable's
    service with its path relative to the base; every other call as it is."""
    bases = service_bases(calls, configured_paths(modules))
    if not bases:
        return calls
    out = []
    for call in calls:
        found = next(((base, owner) for base, owner in sorted(bases.items(),
                                                              key=lambda b: -len(b[0]))
                      if call.path_template.startswith(base + "/")), None) \
            if page_origin_call(call) else None
        if found is not None:
            base, (ref, where) = found
            written = call.sites[0].where if call.sites else None
            rewrite = (RULE, f"{call.path_template} is {call.path_template[len(base):]} "
                       f"under {base}", written)
            call = replace(call, path_template=call.path_template[len(base):],
                           path_rewrites=call.path_rewrites + (rewrite,),
                           service=replace(ref, under_base=ref.under_base + (
                               (f"{ref.label} = {base}", where),)))
        out.append(call)
    return out


def read_bases(calls: list[Observed], modules: Mapping[str, ModuleFacts]) -> set[Where]:
    """The places where the configuration fixes the value of a build-time variable some call's
    base reads (rule ``service.configured-base-path``): a base URL the client reads, no
    endpoint a generic component requests (rule ``coverage.component-config-url``)."""
    read = {call.service.label for call in calls if call.service.rule == "service.env"}
    return {where for name, (_, where) in configured_paths(modules).items() if name in read}
