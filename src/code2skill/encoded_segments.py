"""Rule ``path.encoded-segment``: a path segment the client encodes before sending it.

``'/api/files/' + group + '/' + btoa(fileName)`` sends the base64 of the file name, not the
name: the segment's input is named for the value before encoding (``{fileName}``), so a Tool
that sends the raw value reaches another resource. The call of a browser encoder is kept as
an unknown value that names the encoder (never the raw value), and the path template gets a
``medium`` note saying how the segment is encoded, so the capability is reviewed. URL
escaping (``encodeURIComponent``) is what any HTTP client does to a path segment: it is no
such transform of a value the caller gives (:func:`uri_coded` keeps its holes), but of a
fixed text it is computed as JavaScript does (``encodeURIComponent('a b/c')`` is
``a%20b%2Fc``, one segment, never ``a b/c``, two).
"""
from __future__ import annotations

from code2skill.string_codecs import URI_CODECS, coded
from code2skill.values import LibV, UnknownV, Value, Where

ENCODED = "encoded:"            # the reason prefix of an encoded value
ENCODERS = {"btoa": "base64-encoded", "atob": "base64-decoded"}


def encoder_of(callee: Value) -> str | None:
    """The name of the browser encoder ``callee`` is (``btoa``, ``window.btoa``), when the
    program does not define that name itself; ``None`` otherwise."""
    if isinstance(callee, UnknownV) and callee.reason.startswith("unresolved:"):
        name = callee.reason.split(":", 1)[1]
    elif isinstance(callee, LibV) and callee.lib == "global" and len(callee.path) == 1:
        name = callee.path[0]
    else:
        return None
    return name if name in ENCODERS else None


def encoded(encoder: str, where: Where | None) -> UnknownV:
    """The value of a call of ``encoder`` (:func:`encoder_of`) at ``where``."""
    return UnknownV(ENCODED + encoder, where)


def encoded_note(name: str, value: Value, where: Where | None
                 ) -> tuple[str, str, Where | None] | None:
    """The ``medium`` note for path parameter ``{name}`` whose value is an encoded one
    (:func:`encoded`); ``None`` for any other value."""
    if not (isinstance(value, UnknownV) and value.reason.startswith(ENCODED)):
        return None
    encoder = value.reason[len(ENCODED):]
    return ("medium", f"path segment {{{name}}} is sent {ENCODERS[encoder]} ({encoder}(…)): "
            f"the input is the value before encoding, and the request must carry the "
            f"{encoder} of it; confirm how the Tool encodes it", value.where or where)


def uri_coded(codec: str, value: Value) -> Value:
    """``encodeURIComponent(v)`` / ``encodeURI(v)`` / ``decodeURIComponent(v)`` (``codec``):
    the fixed texts of ``v`` encoded as JavaScript does, a parameter keeping the codec for
    what its callers pass, other holes kept (what a Tool input holds, the HTTP client
    escapes); a decoded text only when ``v`` is all fixed (an escape may span a hole), else
    ``v``. A text JavaScript would refuse (a lone surrogate, a malformed escape:
    ``URIError``) is an unknown value (rule ``value.string-codec``,
    :func:`code2skill.string_codecs.coded`)."""
    return coded(value, codec)


__all__ = ["ENCODED", "ENCODERS", "URI_CODECS", "encoded", "encoded_note", "encoder_of",
           "uri_coded"]
