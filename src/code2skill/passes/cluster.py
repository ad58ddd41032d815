"""Pass: cluster observed calls into candidate capabilities.

Rule ``cluster.endpoint``: every call site of one endpoint — the same service, method and path
template (parameter names and a trailing ``/`` ignored, so ``/articles/{slug}`` and
``/articles/{id}/`` are one; the first call site's template is kept) —
merges into one cluster, keeping every call site as evidence. Sibling routes that differ in a
static segment never merge (``/users/me`` is not ``/users/{id}``). The sites of one endpoint
that are different operations — a different kind of body, or a fixed field value naming a
different action — are clusters of their own (:mod:`code2skill.passes.discriminator`), and so
are the sites whose response the client reads as a stream (rule ``stream.separate-call``,
:mod:`code2skill.passes.streams`).
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from code2skill.normalize import Observed
from code2skill.passes.discriminator import Discriminator, split_encodings, split_operations
from code2skill.passes.operation_fields import Appended, field_operations
from code2skill.passes.worded_effects import script_free


FORMAT_SUFFIX = re.compile(r"\.(?:json|xml|ya?ml)(?=$|\?)", re.I)


@dataclass(slots=True)
class Cluster:
    """The calls of one operation of an endpoint; ``path_template`` uses the first call's
    parameter names; ``discriminator`` the fixed value that makes them an operation of their
    own, ``encoding_split`` whether other sites of the endpoint send another kind of body."""

    service_key: str
    method: str
    path_template: str
    calls: list[Observed]
    discriminator: Discriminator | None = None
    encoding_split: bool = False

    @property
    def streamed(self) -> bool:
        """Whether the client reads these calls' responses as a stream (rule
        ``stream.separate-call``: then every call of the cluster is)."""
        return self.calls[0].stream_read is not None

    @property
    def word_path(self) -> str:
        """The path template whose words name and classify the operation: without a format
        extension of its last segment (rule ``path.format-suffix``: ``/logout.json`` says
        ``logout``, ``/tags/hide.xml`` says ``hide``), or of a server script (rule
        ``path.script-suffix``: ``/ai/delete_recommendation.php`` says ``delete
        recommendation``); the request keeps the whole path."""
        return script_free(FORMAT_SUFFIX.sub("", self.path_template))


def endpoint_key(call: Observed) -> tuple[str, str, str]:
    """``(service, method, path with parameter names erased)``; a GraphQL operation is its own
    endpoint (``POST /graphql#MoveCard``, rule ``cluster.graphql-operation``)."""
    path = re.sub(r"\{[^}]*\}", "{}", call.path_template)
    path = path.rstrip("/") or "/"                       # /articles/ is /articles
    if call.graphql is not None:
        path += "#" + (call.graphql.operation_name or call.graphql.document)
    return call.service.key, call.method, path


def cluster(calls: list[Observed], appended: Appended = lambda body: []) -> list[Cluster]:
    """Clusters in a stable order (service, path, method); ``appended`` reads the fields a
    ``FormData`` body is given (:mod:`code2skill.passes.operation_fields`)."""
    groups: dict[tuple[str, str, str, bool], list[Observed]] = {}
    for call in calls:                        # a streamed call apart (stream.separate-call)
        groups.setdefault(endpoint_key(call) + (call.stream_read is not None,), []).append(call)
    out = []
    for key in sorted(groups, key=lambda k: (k[0], k[2], k[1], k[3])):
        members = sorted(groups[key], key=lambda c: (c.sites[0].where[0], c.sites[0].where[1]))
        by_encoding = split_encodings(members)
        for group in by_encoding:
            for discriminator, calls in field_operations(group, appended) \
                    or split_operations(group):
                out.append(Cluster(key[0], key[1], calls[0].path_template, calls,
                                   discriminator, len(by_encoding) > 1))
    return out
