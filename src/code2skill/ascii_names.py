"""Rule ``name.transliterated``: the letters of a name made from source text (a Tool's name
from a path segment, a service's id from a lookup key) are ASCII, and no letter is dropped.

A name may hold ``[a-z0-9_]`` only, so a path segment ``/api/übersicht`` lost its ``ü`` and
named the Tool ``create_bersicht``. Before the words are split, each letter is written in
ASCII, the same way on every run: a Latin letter with a diacritic as its base letter (Unicode
compatibility decomposition, the combining marks dropped: ``ü`` → ``u``, ``é`` → ``e``,
``ﬁ`` → ``fi``), the Latin letters that do not decompose as their usual spelling (``ß`` →
``ss``, ``æ`` → ``ae``, ``ø`` → ``o``, ``ł`` → ``l``, ``þ`` → ``th`` …) and a Cyrillic or Greek
letter by a common romanisation (``обзор`` → ``obzor``, ``σελίδα`` → ``selida``). A letter
of another script (``用户``) is left as it is, as are spaces, punctuation, controls and a
lone surrogate: the words are split at them, so a path segment of such letters gives a
Tool name no word and the other rules name it (the function's nouns: ``removeUser`` of
``DELETE /api/用户/{id}`` is ``remove_user``), never a word cut in two. :func:`escaped`
writes each character as ``u`` and its code point in hexadecimal, for a name that must not
be empty (a service's lookup key ``'\\ud800'`` → ``ud800``, ``用户`` → ``u7528_u6237``).
"""
from __future__ import annotations

import unicodedata
from functools import lru_cache

RULE = "name.transliterated"
# Latin letters with no compatibility decomposition, by their usual ASCII spelling
LATIN = {"ß": "ss", "ẞ": "SS", "æ": "ae", "Æ": "AE", "ø": "o", "Ø": "O", "œ": "oe", "Œ": "OE",
         "đ": "d", "Đ": "D", "ð": "d", "Ð": "D", "ł": "l", "Ł": "L", "þ": "th", "Þ": "Th",
         "ı": "i", "ħ": "h", "Ħ": "H", "ŋ": "ng", "Ŋ": "Ng"}
# Cyrillic and Greek letters (lower case; an upper-case one is read as its lower case) by a
# common romanisation (ISO 9 / ELOT 743 simplified to ASCII)
CYRILLIC = dict(zip("абвгдеёжзийклмнопрстуфхцчшщъыьэюяіїєґў",
                    ["a", "b", "v", "g", "d", "e", "e", "zh", "z", "i", "i", "k", "l", "m", "n",
                     "o", "p", "r", "s", "t", "u", "f", "kh", "ts", "ch", "sh", "shch", "", "y",
                     "", "e", "yu", "ya", "i", "yi", "ye", "g", "u"]))
GREEK = dict(zip("αβγδεζηθικλμνξοπρσςτυφχψω",
                 ["a", "v", "g", "d", "e", "z", "i", "th", "i", "k", "l", "m", "n", "x", "o",
                  "p", "r", "s", "s", "t", "y", "f", "ch", "ps", "o"]))
SCRIPTS = {**CYRILLIC, **GREEK}
MAX_ESCAPED = 16          # characters of an escaped text written (a 100,000-character key)


@lru_cache(maxsize=65536)
def ascii_letters(text: str) -> str:
    """``text`` with every letter and digit in ASCII (module docstring); ASCII text as it is."""
    if text.isascii():
        return text
    out = []
    for char in text:
        if char.isascii() or not char.isalnum():
            out.append(char)
        elif char in LATIN:
            out.append(LATIN[char])
        else:
            base = "".join(c for c in unicodedata.normalize("NFKD", char)
                           if not unicodedata.combining(c))
            if base.isascii() and base.isalnum():
                out.append(base)
            else:                                              # й → и → i, ά → α → a
                out.append(SCRIPTS.get(base.lower(), char))
    return "".join(out)


def escaped(text: str) -> str:
    """Every character of ``text`` (the first :data:`MAX_ESCAPED`) as ``u`` and its code point
    in hexadecimal, joined by ``_`` (``'\\x00'`` → ``u0000``; ``''`` → ``''``)."""
    return "_".join(f"u{ord(char):04x}" for char in text[:MAX_ESCAPED])
