"""The Host boundary of an export: environment bindings per service and
``functions/host-boundary.mjs`` (EXPORT.md D5).

Each service the exported capabilities call gets its ``baseUrlBinding`` and one credential
variable per authentication mechanism its capabilities use (:mod:`code2skill.export.names`):
``bearer`` → ``Authorization: Bearer $<SERVICE>_BEARER_TOKEN``, ``cookie-session`` →
``Cookie: $<SERVICE>_COOKIE``, ``api-key`` → ``$<SERVICE>_API_KEY`` in the header the contract's
auth evidence names (``header X-Auth``, or ``defaults header X-Auth`` of a client's defaults),
else in the header named by ``$<SERVICE>_API_KEY_HEADER``; the package README names that
header, so the Host knows where its key goes. ``unknown`` and ``none`` send no credential. Only variable
names are written; no value is ever read at export time. Two services reading one
``baseUrlBinding`` (a hand-edited contract) make export refuse (:func:`shared_bindings`).
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from code2skill.contract.load import Problem
from code2skill.contract.models import Capability, Contract
from code2skill.contract.pointer import join
from code2skill.export.names import credential_variable
from code2skill.export.plan import CapabilityPlan
from code2skill.export.render import render
from code2skill.export.zod import js

CREDENTIALED = ("bearer", "cookie-session", "api-key")
SHARED_BINDING = "export.shared-binding"     # two services read one base URL variable
HEADER_NOTE = re.compile(r"^(?:[a-z]+ )?header ([A-Za-z0-9!#$%&'*+.^_`|~-]+)$")


@dataclass(frozen=True, slots=True)
class Credential:
    mechanism: str          # bearer, cookie-session, api-key, api-key-header
    variable: str
    capabilities: tuple[str, ...]
    headers: tuple[str, ...] = ()    # api-key: the headers the auth evidence names


@dataclass(frozen=True, slots=True)
class ServiceBinding:
    id: str
    base_url_binding: str
    observed_base_urls: tuple[str, ...]
    credentials: tuple[Credential, ...]
    capabilities: tuple[str, ...]


def shared_bindings(contract: Contract) -> list[Problem]:
    """Rule ``export.shared-binding``: a problem at each service whose ``baseUrlBinding`` an
    earlier service reads too. ``derive`` and ``derive --update`` give every service its own
    variable, so only a hand-edited contract has one: ``host-boundary.mjs`` would read one
    variable for two bases, and the Host could not give them two URLs. Export refuses it."""
    seen: dict[str, int] = {}
    problems = []
    for i, service in enumerate(contract.services):
        first = seen.setdefault(service.baseUrlBinding, i)
        if first != i:
            problems.append(Problem(
                join("", "services", i, "baseUrlBinding"),
                f"{service.baseUrlBinding} is the binding of /services/{first} "
                f"({contract.services[first].id}) too: one variable for two services, so the "
                "Host could not give their base URLs two values; give each its own (rule "
                f"{SHARED_BINDING})"))
    return problems


def api_key_header(cap: Capability) -> str | None:
    """The header an ``api-key`` capability sends its key in, when its auth evidence names one
    (a note ``header <Name>``, ``defaults header <Name>``); ``None``: the Host names it."""
    if cap.auth.authentication != "api-key":
        return None
    names = sorted({m.group(1) for e in cap.auth.evidence
                    if e.note and (m := HEADER_NOTE.match(e.note))})
    return names[0] if len(names) == 1 else None


def service_bindings(contract: Contract, plans: list[CapabilityPlan]) -> list[ServiceBinding]:
    """The bindings of every service an exported capability calls, sorted by id."""
    used: dict[str, set[str]] = {}
    creds: dict[tuple[str, str], set[str]] = {}
    for plan in plans:
        cap = plan.capability
        mechanism = cap.auth.authentication
        for request in plan.requests:
            used.setdefault(request.service, set()).add(cap.name)
            if mechanism in CREDENTIALED:
                creds.setdefault((request.service, mechanism), set()).add(cap.name)
                if mechanism == "api-key" and api_key_header(cap) is None:
                    creds.setdefault((request.service, "api-key-header"), set()).add(cap.name)
    out = []
    for service in sorted(contract.services, key=lambda s: s.id):
        if service.id not in used:
            continue
        credentials = tuple(
            Credential(m, credential_variable(service.id, m), tuple(sorted(creds[(service.id, m)])),
                       key_headers(contract, creds[(service.id, m)]) if m == "api-key" else ())
            for m in (*CREDENTIALED, "api-key-header") if (service.id, m) in creds)
        out.append(ServiceBinding(service.id, service.baseUrlBinding,
                                  tuple(sorted({u.url for u in service.observedBaseUrls})),
                                  credentials, tuple(sorted(used[service.id]))))
    return out


def key_headers(contract: Contract, names: set[str]) -> tuple[str, ...]:
    """The headers the ``api-key`` capabilities ``names`` send their key in, as their auth
    evidence names them (sorted; those naming none are left to ``…_API_KEY_HEADER``)."""
    return tuple(sorted({header for cap in contract.capabilities if cap.name in names
                         if (header := api_key_header(cap)) is not None}))


def host_boundary_source(package: str, bindings: list[ServiceBinding]) -> str:
    """The text of ``functions/host-boundary.mjs``."""
    services = [{"id_js": js(b.id), "base_js": js(b.base_url_binding),
                 "credentials": [{"mechanism_js": js(c.mechanism), "variable_js": js(c.variable)}
                                 for c in b.credentials]} for b in bindings]
    return render("host-boundary.mjs.j2", package=package, services=services)
