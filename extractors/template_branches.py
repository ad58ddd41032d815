"""Rule ``source.template-branches``: a template's branch directives around script code are
the script's own ``if``/``else``.

A server template chooses which of its script's statements the browser gets::

    {{ if .Post.Slug }}  var url = "/api/collections/…/posts/…";
    {{ else }}           var url = "/api/posts";
    {{ end }}            http.open("POST", url, true);

Blanked (rule ``source.template-script``) the arms would run one after the other and the last
``var url`` would hide the others. So where every directive of one branch group (its opener,
each ``else``/``else if`` and its end) stands where a statement stands, in the same inline
script, at the same bracket depth of the script's code (each arm's code is balanced), the
group is rewritten byte for byte, padded with blanks, as a JavaScript ``if`` whose condition
is an unknown global of its own (:func:`condition`: ``_0``, ``_1`` … ``_zz``, so that two
tests never read as one): the opener as ``if(_0){``, an ``else`` as ``}else{``, an
``else if``/``elif``/``elsif`` as ``}else if(_1){``, the end as ``}``. Each arm is then an
alternative the way a JavaScript ``if``/``else`` arm is (rule ``value.exclusive-arms``).
A loop directive (Go's ``range``, Jinja's ``for``, Handlebars' ``each``) is read as a branch
too: its body runs for some renderings and not others, its ``else`` when it runs none. A
block that branches on nothing (Go's ``define``/``block``, an ERB ``… do |x|``) only keeps
its end from closing a branch. A group with a directive that does not fit (a directive in the
markup or where a value stands, arms of unbalanced brackets, a directive shorter than its
rewrite) stays blanks.

Read for Go ``html/template`` (``{{if}}``, ``{{with}}``, ``{{range}}``, ``{{else}}``,
``{{end}}``), Jinja/Twig/Nunjucks/Django/Liquid (``{% if %}``, ``{% elif %}``/``{% elsif %}``,
``{% else %}``, ``{% endif %}``, ``{% for %}``/``{% endfor %}``), ERB (``<% if %>``,
``<% unless %>``, ``<% elsif %>``, ``<% else %>``, ``<% end %>``) and Handlebars/Mustache
(``{{#if}}``, ``{{#unless}}``, ``{{#each}}``, ``{{#with}}``, ``{{else}}``, ``{{/if}}`` …).
"""
from __future__ import annotations

import re
from dataclasses import dataclass

RULE = "source.template-branches"

# each template language's directive pattern: group ``open`` (a branch opener), ``alt`` (an
# else arm), ``close`` (an end) or ``block`` (an opener of a block that branches on nothing);
# ``rest`` is the text after the word (an ``else`` with one is an ``else if``)
GO = re.compile(rb"\{\{-?\s*(?:(?P<open>if|with|range)\b|(?P<alt>else)\b|(?P<close>end)\b"
                rb"|(?P<block>define|block)\b)(?P<rest>.*?)-?\}\}$", re.S)
JINJA = re.compile(rb"\{%[-+]?\s*(?:(?P<open>if|for|unless)\b|(?P<alt>elif|elsif|else)\b"
                   rb"|(?P<close>endif|endfor|endunless)\b)(?P<rest>.*?)[-+]?%\}$", re.S)
ERB = re.compile(rb"<%[-_=]?\s*(?:(?P<open>if|unless)\b|(?P<alt>elsif|else)\b|(?P<close>end)\b"
                 rb"|(?P<block>.*\bdo(?:\s*\|[^|]*\|)?\s*(?=[-_]?%>$)))(?P<rest>.*?)[-_]?%>$",
                 re.S)
HANDLEBARS = re.compile(rb"\{\{~?\s*(?:#(?P<open>if|unless|each|with)\b|(?P<alt>else)\b"
                        rb"|/(?P<close>if|unless|each|with)\b)(?P<rest>.*?)~?\}\}$", re.S)

OPEN, ALT_IF, ALT, CLOSE, BLOCK = b"if(_){", b"}else if(_){", b"}else{", b"}", b"{"
DIGITS = b"0123456789abcdefghijklmnopqrstuvwxyz"


@dataclass(frozen=True, slots=True)
class Directive:
    """One directive of a branch group: ``role`` (``open``, ``alt``, ``close`` or ``block``),
    its ``word`` (``if``, ``endif``, ``/each`` …, for matching an end to its opener) and
    ``rewrite``, the JavaScript it becomes."""

    role: str
    word: bytes
    rewrite: bytes


def directive(pattern: re.Pattern[bytes], text: bytes) -> Directive | None:
    """The branch directive the construct ``text`` is under the language's ``pattern`` (see
    :data:`GO`), or ``None`` for any other construct (an output, a comment, ``{{template}}``)."""
    found = pattern.match(text)
    if found is None:
        return None
    role = next(name for name in ("open", "alt", "close", "block") if found.group(name))
    word = found.group(role)
    if role == "alt":
        rewrite = ALT_IF if found.group("rest").strip() else ALT
    else:
        rewrite = {"open": OPEN, "close": CLOSE, "block": BLOCK}[role]
    return Directive(role, word, rewrite)


def condition(number: int) -> bytes:
    """The unknown global that is the condition of the ``number``-th (from 0) branch test
    of a page: ``_`` and one digit of :data:`DIGITS` for the first 36, two for the next
    1,296 (``_0`` … ``_z``, ``_00`` … ``_zz``), counted round again after those."""
    number %= len(DIGITS) * (len(DIGITS) + 1)
    if number < len(DIGITS):
        return b"_" + DIGITS[number:number + 1]
    high, low = divmod(number - len(DIGITS), len(DIGITS))
    return b"_" + DIGITS[high:high + 1] + DIGITS[low:low + 1]


def ends(opener: bytes, close: bytes) -> bool:
    """Whether the end word ``close`` ends a block opened by ``opener`` (``end`` ends any;
    ``endif`` and Handlebars' ``/if`` end ``if``)."""
    return close in (b"end", opener, b"end" + opener)


def branch_rewrites(pattern: re.Pattern[bytes], data: bytes,
                    constructs: list[tuple[int, int]],
                    places: dict[int, tuple[int, int]]) -> list[tuple[int, bytes]]:
    """The rewrites (start offset, bytes) of the branch groups of a template whose bytes are
    ``data`` and whose constructs are ``constructs`` (byte spans, in order): ``places`` maps
    the index of each construct standing where a statement stands to ``(script, depth)``, the
    number of its inline script and the bracket depth of the code there. A group is rewritten
    when each of its directives has one place and fits its rewrite (module docstring)."""
    rewrites: list[tuple[int, bytes]] = []
    stack: list[tuple[Directive, list[int]]] = []
    tests = [0]                                   # the branch tests named so far
    for index, (start, end) in enumerate(constructs):
        found = directive(pattern, data[start:end])
        if found is None:
            continue
        if found.role in ("open", "block"):
            stack.append((found, [index]))
        elif found.role == "alt" and stack and stack[-1][0].role == "open":
            stack[-1][1].append(index)
        elif found.role == "close" and stack and ends(stack[-1][0].word, found.word):
            opener, members = stack.pop()
            members.append(index)
            rewrites.extend(group_rewrites(pattern, data, constructs, places, opener,
                                           members, tests))
        elif found.role == "close":
            stack.clear()                       # an end of no opener: nothing after is sure
    return rewrites


def group_rewrites(pattern: re.Pattern[bytes], data: bytes, constructs: list[tuple[int, int]],
                   places: dict[int, tuple[int, int]], opener: Directive,
                   members: list[int], tests: list[int]) -> list[tuple[int, bytes]]:
    """The rewrites of one matched group (``members``: construct indexes, opener first, end
    last), each test named by :func:`condition` from ``tests[0]`` on (counted up for those
    used), or none when a member stands elsewhere than the opener's script and depth, where
    no statement stands, or is shorter than its rewrite; a ``block`` group's opener and end
    are ``{`` and ``}``."""
    where = {places.get(index) for index in members}
    if len(where) != 1 or None in where:
        return []
    out: list[tuple[int, bytes]] = []
    number = tests[0]
    for index in members:
        start, end = constructs[index]
        found = directive(pattern, data[start:end])
        rewrite = found.rewrite if found is not None else b""
        if found is not None and found.role == "close" and opener.role == "block":
            rewrite = CLOSE
        if b"(_)" in rewrite:
            rewrite = rewrite.replace(b"(_)", b"(" + condition(number) + b")")
            number += 1
        if len(rewrite) > end - start or b"\n" in data[start:start + len(rewrite)]:
            return []
        out.append((start, rewrite))
    tests[0] = number
    return out
