"""Rule ``value.platform-url``: a URL built by a platform's own URL helper from a literal path.

Some front ends run inside a platform that serves them and their backend under one server
whose web root only the deployment knows; the platform's package gives them a helper that puts
that root, and the platform's entry script, in front of an app's route
(``generateUrl('/apps/news/feeds')`` of ``@nextcloud/router`` is ``<web root>/index.php/apps/
news/feeds``). The helper's result is a base the deployment supplies at run time (rule
``service.runtime-base``: one service per helper, whatever constant holds the result) followed
by the path the source gives: the literal argument, with a leading ``/`` the helper adds when
it is missing, and each ``{key}`` placeholder it fills from its ``params`` argument
(``generateUrl('/apps/x/{id}', {id})``) a hole of that value.

Only the helpers of :data:`HELPERS` are known, by package and export: a function of another
package, or of the app's own, proves nothing about where its result points.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from code2skill.values import AltV, HoleV, LibV, ObjV, StrV, Text, UnknownV, Value, Where

# ``UnknownV.reason`` prefix of a platform's web root (:func:`code2skill.runtime_base.source_of`)
PLATFORM = "platform:"
PLACEHOLDER = re.compile(r"\{([^{}]*)\}")


@dataclass(frozen=True, slots=True)
class Helper:
    """A platform URL helper: ``platform`` (a name for its service), ``base`` what it puts in
    front of the path on a server at the root of its host (a deployment reference:
    ``/index.php``), ``says`` the words for where the rest of the base comes from, ``params``
    the index of its placeholder-values argument (``None``: it has none)."""

    platform: str
    base: str
    says: str
    params: int | None = 1


NEXTCLOUD_ROOT = "the Nextcloud server's web root"
# package → export → helper (``@nextcloud/router``: ``generateUrl`` without pretty URLs,
# ``generateOcsUrl`` at its default OCS version 2, ``generateRemoteUrl`` of a WebDAV service)
HELPERS: dict[str, dict[tuple[str, ...], Helper]] = {
    "@nextcloud/router": {
        ("generateUrl",): Helper("nextcloud", "/index.php",
                                 f"{NEXTCLOUD_ROOT} (generateUrl of @nextcloud/router)"),
        ("generateOcsUrl",): Helper("nextcloud ocs", "/ocs/v2.php",
                                    f"{NEXTCLOUD_ROOT} (generateOcsUrl of @nextcloud/router)"),
        ("generateRemoteUrl",): Helper("nextcloud remote", "/remote.php",
                                       f"{NEXTCLOUD_ROOT} (generateRemoteUrl of "
                                       "@nextcloud/router)", None),
    },
}


def helper_of(callee: Value) -> Helper | None:
    """The :class:`Helper` a library callee is (:data:`HELPERS`), else ``None``."""
    if not isinstance(callee, LibV):
        return None
    return HELPERS.get(callee.lib, {}).get(callee.path)


def platform_url(callee: Value, args: list[Value], names: list[str | None],
                 where: Where | None) -> StrV | None:
    """The URL a known platform helper (:func:`helper_of`) returns for ``args`` (``names``:
    each argument's expression name, for its hole): the platform's base — a hole whose value
    the deployment supplies, the helper's fixed base its fallback — then the path; ``None``
    for any other callee or without a path argument."""
    helper = helper_of(callee)
    if helper is None or not args:
        return None
    params = args[helper.params] if helper.params is not None and len(args) > helper.params \
        else None
    root = AltV((UnknownV(PLATFORM + helper.says, where), StrV((Text(helper.base, where),))),
                "or")
    path = path_parts(args[0], names[0] if names else None, where,
                      params if isinstance(params, ObjV) else None)
    return StrV((HoleV(helper.platform, root, where),) + path)


def path_parts(value: Value, name: str | None, where: Where | None, params: ObjV | None
               ) -> tuple[Text | HoleV, ...]:
    """The path argument as string parts, led by ``/`` (the helper adds one when the path has
    none) and with its ``{key}`` placeholders filled from ``params``; a value that is no string
    is one hole."""
    parts: list[Text | HoleV] = list(value.parts) if isinstance(value, StrV) \
        else [HoleV(name, value, where)]
    if not (parts and isinstance(parts[0], Text) and parts[0].text.startswith("/")):
        parts.insert(0, Text("/", where))
    return tuple(p for part in parts for p in filled(part, params))


def filled(part: Text | HoleV, params: ObjV | None) -> list[Text | HoleV]:
    """A text with each ``{key}`` that ``params`` gives replaced by a hole of its value
    (``/apps/x/{id}`` with ``{id: feedId}``); any other part as it is."""
    if params is None or not isinstance(part, Text):
        return [part]
    out: list[Text | HoleV] = []
    at = 0
    for match in PLACEHOLDER.finditer(part.text):
        value = params.get(match.group(1))
        if value is None:
            continue
        out.append(Text(part.text[at:match.start()], part.where, part.origin))
        out.append(HoleV(match.group(1), value, part.where))
        at = match.end()
    out.append(Text(part.text[at:], part.where, part.origin))
    return [p for p in out if not isinstance(p, Text) or p.text]
