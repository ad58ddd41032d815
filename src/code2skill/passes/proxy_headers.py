"""Rule ``header.proxy-identity``: a header that carries who the caller is, or where the
request came from, is set by the Host, never chosen by an Agent.

A reverse proxy or gateway that signs users in passes the user on to the server in headers
(``X-Forwarded-User``, ``X-Forwarded-Groups``, ``Remote-User``, ``X-Auth-Request-Email``), and
routing headers say where the request came from (``X-Forwarded-For``, ``Forwarded``,
``X-Real-IP``, ``Host``). A server behind such a proxy may trust them for identity: a Tool
input would let an Agent pick the user and roles the server grants. The same holds for any
header whose value the client reads from a cookie or browser storage
(:func:`~code2skill.store_reads.reads_store`, rule ``value.store-read``) or, beside such a
read, from a build variable: the client holds that value, an Agent does not choose it; so does
a header filled from a getter or state of the client's application store (rule
``header.store-state``, :mod:`code2skill.passes.state_headers`), which the review item names.

Such a header is no Tool input and its value is never copied into the contract (a literal is
no fixed binding either); one ``medium`` review item of the request names them all
(:func:`review_note`): the Host sets them from the signed-in session, or the request goes
without them.
"""
from __future__ import annotations

import re
from typing import Mapping

from code2skill.store_reads import reads_store
from code2skill.values import Value

from .acting_headers import acting_identity
from .state_headers import RULE as STATE_RULE

RULE = "header.proxy-identity"
# identity and routing headers a proxy or gateway sets (matched on the whole name): the
# de-facto X-Forwarded/Remote/X-User families, CDN client addresses (Cloudflare, Akamai,
# Fastly, Envoy), identity-aware proxies (Cloudflare Access, Google IAP, Azure App Service,
# AWS ALB, Tailscale, Kong) and TLS client certificates passed on; a header naming the user to
# act as (X-Impersonate-User, X-Sudo-User) is rule header.acting-identity's (acting_headers)
IDENTITY_HEADER = re.compile(
    r"(?i)^(?:x-forwarded(?:-[\w-]+)?|forwarded|x-real-ip|x-client-ip|x-original-[\w-]+|host"
    r"|(?:x-)?remote-[\w-]+|x-auth-request-[\w-]+|x-authenticated-[\w-]+|x-webauth-[\w-]+"
    r"|x-user(?:[-_][\w-]+|id|name|email|login)?"
    r"|cf-connecting-ip(?:v6)?|cf-access-[\w-]+|true-client-ip|fastly-client-ip"
    r"|x-cluster-client-ip|x-envoy-[\w-]+|x-goog-authenticated-[\w-]+"
    r"|x-goog-iap-[\w-]+|x-ms-client-principal(?:-[\w-]+)?|x-amzn-oidc-[\w-]+"
    r"|tailscale-[\w-]+|x-consumer-[\w-]+|x-credential-[\w-]+"
    r"|(?:x-)?ssl-client-[\w-]+|x-client-(?:cert|dn|verify)[\w-]*|x-proxy-user)$")


def identity_header(name: str) -> bool:
    """Whether header ``name`` is one a proxy or gateway sets to say who the caller is or
    where the request came from (:data:`IDENTITY_HEADER`), or names the user to act as
    (rule ``header.acting-identity``, :func:`~.acting_headers.acting_identity`)."""
    return IDENTITY_HEADER.match(name) is not None or acting_identity(name)


def host_side(name: str, value: Value | None) -> bool:
    """Whether the header ``name`` sent with ``value`` is the Host's to set (module
    docstring): an identity or routing header, or a value read from a cookie or storage."""
    return identity_header(name) or reads_store(value)


def review_note(names: list[str], held: Mapping[str, str] | None = None) -> str:
    """The ``medium`` review message of a request's Host-side headers ``names`` (in the
    order sent); ``held``: those filled from an application store, each with what is read
    (``getter UserIdentifier``, ``member uid``: rule ``header.store-state``)."""
    held = held or {}
    listed = ", ".join(f"{n} (from the store {held[n]})" if n in held else n for n in names)
    identity = [n for n in names if identity_header(n)]
    stored = [n for n in names if n not in held and not identity_header(n)]
    kept = ("a cookie or browser storage" if not held else
            "its application store" if not stored else
            "a cookie, browser storage or its application store")
    why = ("carry who the caller is or where the request came from, as a reverse proxy or "
           "gateway sets them" if len(identity) == len(names) else
           f"carry who the caller is, or a value the client reads from {kept}" if identity
           else f"carry a value the client reads from {kept}")
    rules = RULE if not held else f"{RULE}, {STATE_RULE}" if len(held) < len(names) \
        else STATE_RULE
    return (f"request header(s) {listed} {why}: the server may trust them for identity, so "
            "they are no Tool inputs and their values are not copied; the Host sets them from "
            f"the signed-in session, or the request goes without them (rule {rules})")
