"""Rule ``service.built-base-path``: a client base chosen between a fixed text and a rooted
path built from a value the source does not show is one base URL the deployment binds.

A front end served from a sub-folder of its host reads that folder from its configuration
or page at run time and gives it to the client it creates as the base URL::

    const rootPath = trim((window as any).APP_CONFIG?.rootPath ?? "");
    const basePath = rootPath ? `/${rootPath}` : "";
    createConnectTransport({ baseUrl: getGrpcBasePath() })   // getBasePath() → basePath

The base is ``'' | `/${rootPath}```: the empty text (served at the root) or ``/`` and the
configured folder. Every request of that client goes below one base, so it is one base URL
binding, never a path parameter that splits each endpoint into two Tools (one with a free
``{rootPath}`` segment). A built option is a string that starts with ``/`` and holds at least
one value, none of them a parameter a caller fills (a client made per call with a path
parameter, `` `/api/projects/${projectId}` ``, is not such a base).
"""
from __future__ import annotations

from code2skill.values import HoleV, StrV, Text, Value, mentions_param

RULE = "service.built-base-path"


def built_base_path(value: Value) -> bool:
    """Whether ``value`` is a rooted path built from values no caller fills: a ``StrV``
    whose first part is a text starting with ``/``, with at least one hole and no hole
    that reads a parameter (``/${rootPath}``, ``/${folder}/api``)."""
    if not isinstance(value, StrV) or not value.parts:
        return False
    first, holes = value.parts[0], [p for p in value.parts if isinstance(p, HoleV)]
    return isinstance(first, Text) and first.text.startswith("/") and bool(holes) \
        and not any(mentions_param(hole.value) for hole in holes)
