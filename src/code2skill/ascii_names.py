"""Rule ``name.transliterated``: the letters of a name made from source text (a Tool's name
from a path segment, a service's id from a lookup key) are ASCII, and no letter is dropped.

A name may hold ``[a-z0-9_]`` only, so a path segment ``/api/übersicht`` lost its ``ü`` and
named the Tool ``create_bersicht``. Before the words are split, each letter is written in
ASCII, the same way on every run: a Latin letter with a diacritic as its base letter (Unicode
compatibility decomposition, the combining marks dropped: ``ü`` → ``u``, ``é`` → ``e``,
``ﬁ`` → ``fi``), the Latin letters that do not decompose as their usual spelling (``ß`` →
``ss``, ``æ`` → ``ae``, ``ø`` → ``o``, ``ł`` → ``l``, ``þ`` → ``th`` …), a Cyrillic or Greek
letter by a common romanisation (``обзор`` → ``obzor``, ``σελίδα`` → ``selida``), and a
letter or digit of another script as ``u`` and its code point in hexadecimal (``用户`` →
``u7528u6237``), so that two such names stay apart. Anything else (spaces,
punctuation, controls, a lone surrogate) is left as it is: it separates words.
:func:`escaped` writes a text that has no letter or digit at all the same way, for a name
that must not be empty (a lookup key ``'\\ud800'`` → ``ud800``).
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
            elif base.lower() in SCRIPTS:                      # й → и → i, ά → α → a
                out.append(SCRIPTS[base.lower()])
            else:
                out.append(f"u{ord(char):04x}")
    return "".join(out)


def escaped(text: str) -> str:
    """Every character of ``text`` (the first :data:`MAX_ESCAPED`) as ``u`` and its code point
    in hexadecimal, joined by ``_`` (``'\\x00'`` → ``u0000``; ``''`` → ``''``)."""
    return "_".join(f"u{ord(char):04x}" for char in text[:MAX_ESCAPED])
