"""Rules ``path.encoded-segment`` and ``value.encoded-input``: a value the client encodes
before sending it.

``'/api/files/' + group + '/' + btoa(fileName)`` sends the base64 of the file name, not the
name: the segment's input is named for the value before encoding (``{fileName}``), so a Tool
that sends the raw value reaches another resource. A browser encoder (``btoa``, ``atob``)
applied to a function's parameter is kept by the parameter (:class:`Base64Code` in
:attr:`~code2skill.values.ParamV.coded`), so the input stays the caller's raw value wherever
a caller passes it on; applied to any other value it is an unknown value naming the encoder
(never the raw value). A text replacement after it (``output.replaceAll('+', '.')``, the
base64url helpers built from ``btoa`` and ``replace``) is one more step of the same
encoding: a parameter keeps it as a :class:`~code2skill.regex_replace.RegexCode`, an unknown
encoded value adds it to its reason. So a project's own helper whose body is one of these
(``base64_url_encode(id)``) is stated exactly: ``btoa, then replaceAll('+', '.'), …``. A
fixed text given to an encoder is not computed: base64 hides the text from redaction, so a
secret written in the source would reach the contract encoded.

The contract has no field for a binding's transform: the input's description states the
encoding and the capability gets a ``medium`` review item naming it, with its evidence
(:mod:`code2skill.sent_transforms`), so the exported adapter, which sends the raw value, is
not trusted as it is. URL escaping (``encodeURIComponent``) is what any HTTP client does to
a path segment: it is no such transform of a value the caller gives (:func:`uri_coded`
keeps its holes), but of a fixed text it is computed as JavaScript does
(``encodeURIComponent('a b/c')`` is ``a%20b%2Fc``, one segment, never ``a b/c``, two).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, replace

from code2skill.regex_replace import RegexCode
from code2skill.string_codecs import URI_CODECS, coded
from code2skill.values import AltV, LibV, ParamV, UnknownV, Value, Where

PATH_RULE = "path.encoded-segment"
RULE = "value.encoded-input"
ENCODED = "encoded:"            # the reason prefix of an encoded value
ENCODERS = {"btoa": "base64-encoded", "atob": "base64-decoded"}
STEP = ", then "                # between two steps of an encoded value's reason


@dataclass(frozen=True, slots=True)
class Base64Code:
    """``btoa(v)`` (``atob``: :attr:`encoder`) at :attr:`where`, kept by a parameter for
    what its callers pass (an entry of :attr:`code2skill.values.ParamV.coded`)."""

    encoder: str
    where: Where | None = None

    def applied(self, value: Value) -> Value:
        """``value`` encoded (:func:`encoded_value`)."""
        return encoded_value(self.encoder, value, self.where)


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
    """The unknown value of a call of ``encoder`` (:func:`encoder_of`) at ``where``."""
    return UnknownV(ENCODED + encoder, where)


def encoded_value(encoder: str, value: Value, where: Where | None) -> Value:
    """``encoder(value)`` at ``where``: a parameter keeping the encoder for its callers
    (:class:`Base64Code`), each alternative encoded alike, any other value (a fixed text
    too: module docstring) the unknown :func:`encoded` value."""
    if isinstance(value, ParamV):
        return replace(value, coded=value.coded + (Base64Code(encoder, where),))
    if isinstance(value, AltV):
        return replace(value, options=tuple(encoded_value(encoder, o, where)
                                            for o in value.options))
    return encoded(encoder, where)


def then_step(value: UnknownV, step: str) -> UnknownV:
    """The encoded unknown ``value`` with one more step (``replaceAll('+', '.')``)."""
    return replace(value, reason=value.reason + STEP + step)


def is_encoded(value: Value) -> bool:
    """Whether ``value`` is an unknown encoded value (:func:`encoded`)."""
    return isinstance(value, UnknownV) and value.reason.startswith(ENCODED)


def encoding(value: Value) -> bool:
    """Whether ``value`` is encoded: a parameter keeping an encoder (:class:`Base64Code`) or
    an encoded unknown (:func:`encoded`)."""
    return is_encoded(value) or isinstance(value, ParamV) and any(
        isinstance(c, Base64Code) for c in value.coded)


def replaced(value: Value, code: RegexCode | None) -> Value | None:
    """``value.replace(…)`` (or ``replaceAll``) as ``code``, when ``value`` is encoded
    (:func:`encoding`): a parameter keeps the replacement for its callers, an encoded unknown
    adds the step; ``None`` for any other value, no code (a pattern or replacement that is
    no fixed text) or a replacement holding a ``$`` pattern."""
    if code is None or code.replacement is None or "$" in code.replacement \
            or not encoding(value):
        return None
    if isinstance(value, ParamV):
        return replace(value, coded=value.coded + (code,))
    assert isinstance(value, UnknownV)
    return then_step(value, code_text(code))


def replacement(pattern: str | None, flags: str | None, fixed: str | None, every: bool
                ) -> RegexCode | None:
    """The code of ``replace(pattern, fixed)`` (``replaceAll`` when ``every``): a regular
    expression's ``pattern`` and ``flags``, or a text pattern (``flags`` ``None``) escaped;
    ``None`` when the pattern or the replacement is no fixed text, or is empty text."""
    if pattern is None or fixed is None or (flags is None and not pattern):
        return None
    if flags is None:
        return RegexCode(re.escape(pattern), "g" if every else "", fixed)
    return RegexCode(pattern, flags, fixed)


def replace_text(needle: str, fixed: str, every: bool) -> str:
    """``replaceAll('+', '.')`` (``replace`` unless ``every``), as the source writes it."""
    return f"replace{'All' if every else ''}({needle!r}, {fixed!r})"


def code_text(code: object) -> str:
    """One code of a parameter as the source writes it: ``btoa``, ``toLowerCase``,
    ``replaceAll('+', '.')`` for a text pattern, ``replace(/\\s+/g, '-')`` for a regular
    expression; ``a string operation`` for a cut or helper."""
    if isinstance(code, str):
        return code
    if isinstance(code, Base64Code):
        return code.encoder
    if isinstance(code, RegexCode):
        needle = re.sub(r"\\(.)", r"\1", code.pattern)
        if re.escape(needle) == code.pattern and code.replacement is not None:
            return replace_text(needle, code.replacement, "g" in code.flags)
        return f"replace(/{code.pattern}/{code.flags}, {code.replacement!r})"
    name = getattr(code, "name", None)
    return f"{name}()" if isinstance(name, str) else "a string operation"


def encoding_steps(value: Value) -> tuple[str, list[str], Where | None] | None:
    """``(encoder, steps, where)`` when ``value`` is sent encoded: a parameter's codes from
    its first encoder on, or an encoded unknown's reason (``btoa``, ``replaceAll('+',
    '.')`` …), with the place of the encoder's call; ``None`` for any other value."""
    if isinstance(value, ParamV):
        first = next((i for i, c in enumerate(value.coded) if isinstance(c, Base64Code)), None)
        if first is None:
            return None
        code = value.coded[first]
        assert isinstance(code, Base64Code)
        return code.encoder, [code_text(c) for c in value.coded[first:]], code.where
    if is_encoded(value):
        assert isinstance(value, UnknownV)
        steps = value.reason[len(ENCODED):].split(STEP)
        return steps[0], steps, value.where
    return None


def uri_coded(codec: str, value: Value) -> Value:
    """``encodeURIComponent(v)`` / ``encodeURI(v)`` / ``decodeURIComponent(v)`` (``codec``):
    the fixed texts of ``v`` encoded as JavaScript does, a parameter keeping the codec for
    what its callers pass, other holes kept (what a Tool input holds, the HTTP client
    escapes); a decoded text only when ``v`` is all fixed (an escape may span a hole), else
    ``v``. A text JavaScript would refuse (a lone surrogate, a malformed escape:
    ``URIError``) is an unknown value (rule ``value.string-codec``,
    :func:`code2skill.string_codecs.coded`)."""
    return coded(value, codec)


__all__ = ["Base64Code", "ENCODED", "ENCODERS", "PATH_RULE", "RULE", "URI_CODECS", "code_text",
           "encoded", "encoded_value", "encoder_of", "encoding", "encoding_steps", "is_encoded",
           "replaced", "replacement", "then_step", "uri_coded"]
