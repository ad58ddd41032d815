"""Rule ``axios.defaults-base-read``: a client's default base URL read back is the value the
program assigns it.

::

    axios.defaults.baseURL = `${baseUrl}api/`;          // src/api/index.tsx
    const url = `${axios.defaults.baseURL ?? ""}chat/completion`;   // elsewhere: /api/chat/…

``axios.defaults.baseURL`` (or ``instance.defaults.baseURL``) read anywhere is the value the
program's ``X.defaults.baseURL = …`` assignments give that client (the axios recogniser's
setup facts, ``base``), one of them when there are several; a client whose default base is
never assigned keeps the unknown member, as before. So a URL built from the read goes to the
same backend as the client's own requests instead of a base the source does not show.
"""
from __future__ import annotations

from code2skill.values import AltV, Value

RULE = "axios.defaults-base-read"


def base_read(obj: Value, prop: str, program, client_of, client_key) -> Value | None:
    """The value of ``obj.prop`` when it reads an axios client's ``defaults.baseURL`` that
    the program assigns (``client_of``/``client_key`` are the axios recogniser's: which
    client a value is, and the key of its setup facts); ``None`` otherwise."""
    found = client_of(obj)
    if found is None or found[1] != ("defaults",) or prop != "baseURL":
        return None
    facts = program.setup_facts("axios", {}).get(client_key(found[0]), [])
    bases = tuple(value for kind, value, _ in facts if kind == "base")
    if not bases:
        return None
    return bases[0] if len(bases) == 1 else AltV(bases)
