"""Rule ``value.opaque-transform``: the result of a call the tool cannot evaluate is not its
argument.

``{text: await encrypt(text, key)}``, ``sha256(password)``, ``CryptoJS.AES.encrypt(text,
key).toString()``, ``dayjs(date).format('YYYY-MM-DD')`` or a helper of a module outside the
analysed folder send what the function returns, which the source does not show. The slot
such a result fills is still named for the value handed in (``text``), so the Tool would
offer the caller's raw value as if it were what the client sends. Such a result is an
:class:`~code2skill.values.UnknownV` that keeps ``applied = (text, where)``: the call as the
source writes it (``encrypt(…)``) and its place, when some argument carries a value a
caller gives (:func:`carries_input`: a parameter, a value of a declared type, a value the
resolver does not know); a call of fixed texts only (``t('title')``) or of no argument
(``getToken()``) transforms nothing a caller gives. A method called on such a result
(``.toString()``, ``.format(…)``) is part of the same transform (:func:`chained`). Copies
that change nothing (``cloneDeep``, ``toRaw``, ``structuredClone`` …, :data:`COPIES`) are
no transform. :mod:`code2skill.sent_transforms` states it on the input it fills and makes
the capability reviewed (``high`` when the function's name says encryption, hashing or
signing: :func:`cryptographic`)."""
from __future__ import annotations

import re
from dataclasses import replace

from code2skill.values import (GENERATED, AltV, ArrV, HoleV, ObjV, ParamV, StrV, TypedV,
                               UnknownV, Value, Where)

RULE = "value.opaque-transform"
MAX_DEPTH = 6                 # levels of a value searched for a caller's value
# reasons of an unknown that another unread call made (a page element, a library's object):
# what the page computes, no value a caller gives
MADE = frozenset({"call", "library-call", "js-builtin"})
# library functions that return a copy of their argument, the argument itself, a part of it
# or a holder of it (state, a reactive reference), never a changed value
COPIES = frozenset({"cloneDeep", "clone", "structuredClone", "toRaw", "unref", "toValue",
                    "markRaw", "readonly", "reactive", "toJS", "toJSON", "deepClone",
                    "shallowRef", "ref", "isRef", "isProxy", "Boolean", "Number", "String",
                    "computed", "toRef", "toRefs", "storeToRefs", "writable", "readable",
                    "derived", "observable", "signal", "atom", "proxy", "snapshot", "get",
                    "pick", "omit", "merge", "assign", "defaults", "compact", "uniq",
                    "freeze", "fromJS"})
# methods that hand their receiver's value to callbacks (an observable's pipe(switchMap(fn)),
# a promise's then(fn)): no transform of a caller's value, and their arguments are not
# evaluated for one (evaluating them would report the callbacks' requests a second time)
CALLBACK_TAKERS = frozenset({"pipe", "then", "catch", "finally", "subscribe"})
HOOK = re.compile(r"use[A-Z0-9]")     # a React hook: state or context, not a transform
# page look-ups: what they give is the page's element or field, which the slot reads as the
# value the user gave (``$(form).serialize()``, ``$(table).bootstrapTable('getSelections')``);
# and the browser's prompt(message, default), whose result is the text the user types
SELECTIONS = frozenset({"$", "jQuery", "querySelector", "querySelectorAll", "getElementById",
                        "getElementsByName", "getElementsByClassName", "closest", "prompt"})
# words of a call's text that say it encrypts, hashes or signs (rule value.opaque-transform:
# high), and the words after "sign" that make it no signing (signIn, signUp, signOut)
CRYPTO_WORDS = frozenset({"encrypt", "decrypt", "crypt", "cipher", "encipher", "decipher",
                          "hash", "digest", "hmac", "md5", "sign", "signature", "aes", "rsa",
                          "pbkdf2", "bcrypt", "argon2", "scrypt", "seal", "nacl", "sodium",
                          "pgp", "openpgp", "crypto", "jwe", "jws", "subtle"})
SHA = re.compile(r"sha-?\d*")
NOT_SIGNING = frozenset({"in", "up", "out", "on", "off"})


def carries_input(value: Value, depth: int = 0) -> bool:
    """Whether ``value`` holds a value a caller gives or the resolver does not know: a
    parameter, a value of a declared type, an unknown read (a store's member, a page
    global) or a marked result, searched through strings, objects, arrays and alternatives
    up to :data:`MAX_DEPTH` levels; a fixed text, a number, a function, a library value, a
    response, a value made afresh (:data:`~code2skill.values.GENERATED`) or what another
    unread call returns (:data:`MADE`: ``$(this).closest('tr')``) is none."""
    if depth > MAX_DEPTH:
        return False
    if isinstance(value, (ParamV, TypedV)):
        return True
    if isinstance(value, UnknownV):
        return value.applied is not None or not (value.reason.startswith(GENERATED)
                                                  or value.reason in MADE)
    if isinstance(value, StrV):
        return any(isinstance(p, HoleV) and carries_input(p.value, depth + 1)
                   for p in value.parts)
    if isinstance(value, ObjV):
        return any(carries_input(p.value, depth + 1) for p in value.props)
    if isinstance(value, ArrV):
        return any(carries_input(item, depth + 1) for item in value.items)
    if isinstance(value, AltV):
        return any(carries_input(o, depth + 1) for o in value.options)
    return False


def call_text(names: tuple[str, ...] | None) -> str | None:
    """A callee written as a name or a member chain (``encrypt``, ``CryptoJS.AES.encrypt``)
    as the call's text ``encrypt(…)``; ``None`` for another callee, a copy or holder
    (:data:`COPIES`), a React hook (``useState``: :data:`HOOK`) or a page look-up
    (:data:`SELECTIONS`)."""
    if not names or names[-1] in COPIES or names[-1] in SELECTIONS or HOOK.match(names[-1]):
        return None
    return ".".join(names) + "(…)"


def applied_result(value: Value, names: tuple[str, ...] | None, args: tuple[Value, ...],
                   where: Where | None) -> Value:
    """``value``, the unknown result of calling ``names`` with ``args`` at ``where``, marked
    as that call's result (module docstring) when an argument carries a caller's value;
    ``value`` itself otherwise, or when it is no unknown or is marked already."""
    text = call_text(names)
    if not isinstance(value, UnknownV) or value.applied is not None or text is None \
            or not any(carries_input(a) for a in args):
        return value
    return replace(value, applied=(text, where))


def member_of(obj: Value, prop: str, value: Value) -> Value:
    """``value``, the member ``prop`` read of ``obj``, keeping ``obj``'s mark when ``obj``
    is a marked result and ``value`` unknown (``CryptoJS.SHA256(id).toString``); an item
    read by its index (``createSignal(x)[0]``: a holder's getter, not the transform) does
    not keep it."""
    if isinstance(obj, UnknownV) and obj.applied is not None and isinstance(value, UnknownV) \
            and value.applied is None and not prop.isdigit():
        return replace(value, applied=(obj.applied[0] + "." + prop, obj.applied[1]))
    return value


def chained(callee: Value, value: Value) -> Value:
    """``value``, the unknown result of calling ``callee``, a member of a marked result
    (:func:`member_of`), marked as the same transform with the call added
    (``CryptoJS.SHA256(…).toString(…)``); ``value`` otherwise."""
    if isinstance(callee, UnknownV) and callee.applied is not None \
            and isinstance(value, UnknownV) and value.applied is None:
        return replace(value, applied=(callee.applied[0] + "(…)", callee.applied[1]))
    return value


def cryptographic(text: str) -> bool:
    """Whether a call's text names encryption, hashing or signing by one of its words
    (:data:`CRYPTO_WORDS`, ``sha``/``sha256``; camel case and non-letters split words:
    ``encrypt(…)``, ``CryptoJS.HmacSHA1(…)``, ``crypto.subtle.digest(…)``,
    ``encryptText(…)``), never a sign-in (``signIn``) or a word holding one (``shared``)."""
    words = [w.lower() for w in re.findall(r"[A-Z]+(?![a-z])\d*|[A-Z]?[a-z]+\d*|\d+", text)]
    return any((w in CRYPTO_WORDS or w.rstrip("0123456789") in CRYPTO_WORDS
                or SHA.fullmatch(w) is not None)
               and not (w == "sign" and i + 1 < len(words) and words[i + 1] in NOT_SIGNING)
               for i, w in enumerate(words))


__all__ = ["COPIES", "HOOK", "RULE", "SELECTIONS", "applied_result", "call_text", "carries_input", "chained",
           "cryptographic", "member_of"]
