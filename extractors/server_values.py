"""Rule ``value.server-template``: text a server template writes into a page's inline script.

An HTML page is often a server template too (Jinja, Django, Mako, Go, Thymeleaf, EJS …), and
the strings of its inline scripts carry the template's expressions:
``fetch("{{ url_for('api.items') }}")``, ``'${http_root}auth/signin'``,
``"/api/items/{{ item.id }}/tags"``, ``"{% url 'item-list' %}"``. The server replaces each one
by a value at render time; the page's source does not show it. So in a page's script such a
piece of a string (:func:`expressions`: ``{{ … }}``, ``{% … %}``, ``<% … %>``, ``<? … ?>``,
Template Toolkit's ``[% … %]``, ``${ … }`` in a quoted string, ``#{ … }``, Thymeleaf's
``[[ … ]]``/``[( … )]``) is a hole of
unknown value (:class:`~code2skill.facts.Hole` over ``Unknown("server-template")``), named
after the expression when it is a plain name or member path (``item.id`` → ``id``, filters
such as ``| e`` left out; a Go field path ``.Post.Id`` → ``id``): a path segment it fills is
a path parameter, and a URL that is nothing else is no endpoint the source proves, never the
template's text as a path. A branch directive in a string (``'{{if .Blogs}}{{$c.Alias}}{{else}}
anonymous{{end}}'``), with all up to its end, is one such value, named from the last name it
prints (:func:`server_pieces`): the server writes one of its arms, never the directives.
"""
from __future__ import annotations

import re

from code2skill.facts import Hole, Lit, Span, Tmpl, Unknown

from .template_branches import ERB, GO, HANDLEBARS, JINJA, Directive, directive

RULE = "value.server-template"
KIND = "server-template"
# an expression's opening delimiter and the text that closes it (``${``/``#{``: the first
# ``}``, with no brace or line break between)
CLOSERS = {"[[": "]]", "[(": ")]", "[%": "%]", "{{": "}}", "{%": "%}", "<%": "%>", "<?": "?>"}
OPENER = re.compile(r"\[\[|\[\(|\[%|\{\{|\{%|<%|<\?|[$#]\{")
BRACED = re.compile(r"[$#]\{[^{}\n]*\}")
DELIMITERS = re.compile(r"^(?:\[\[|\[\(|\[%[-+=~]?|\{\{-?|\{%-?|<%[=-]?|<\?(?:php|=)?|[$#]\{)"
                        r"|(?:\]\]|\)\]|[-+=~]?%\]|-?\}\}|-?%\}|-?%>|\?>|\})$")
MEMBER_PATH = re.compile(r"[$@]?([A-Za-z_][\w$]*)(?:\.([A-Za-z_][\w$]*))*")
# a Go template's field path: ``.Post.Id``, ``$c.Alias``, ``$.User.Name``
GO_FIELD_PATH = re.compile(r"(?:\$[\w]*)?(?:\.[A-Za-z_]\w*)+")
# a placeholder with no closing delimiter (rule value.template-placeholder): Cheetah's and
# Velocity's ``$name``, ``$!name.member``, ``${name}``; Razor's ``@Model.Key``, ``@(Model.Key)``
DOLLAR_PLACEHOLDER = re.compile(r"\$!?(?:[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*|"
                                r"\{[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*\})")
AT_PLACEHOLDER = re.compile(r"@(?:[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*|"
                            r"\([A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*\))")
BARE_PLACEHOLDERS = {".tmpl": DOLLAR_PLACEHOLDER, ".vm": DOLLAR_PLACEHOLDER,
                     ".cshtml": AT_PLACEHOLDER, ".razor": AT_PLACEHOLDER}
# Cheetah's and Velocity's placeholders inside longer text (``'…&apikey=$apikey'``), never after
# a backslash (Cheetah's escaped ``\$``) or another ``$``; a call's own arguments
# (``$T('save')``) are part of it. (Razor's ``@`` is not looked for inside text: ``'@types/x'``
# and ``'@media'`` are text a page writes with ``@@``.)
EMBEDDED = {DOLLAR_PLACEHOLDER: re.compile(r"(?<![\\$])" + DOLLAR_PLACEHOLDER.pattern
                                           + r"(?:\([^()\n]*\))?")}
# the branch directives of the template languages whose expressions a string may hold
DIRECTIVES = (GO, JINJA, ERB, HANDLEBARS)


def expressions(text: str) -> list[tuple[int, int]]:
    """The ``(start, end)`` offsets of the template expressions in ``text`` (see the module
    docstring), in order, none inside another. Linear in the text's length: an opening
    delimiter with no closing one after it means none later has one either, so each kind is
    looked for to the end at most once."""
    found: list[tuple[int, int]] = []
    exhausted: set[str] = set()
    at = 0
    while (opener := OPENER.search(text, at)) is not None:
        kind = opener.group(0)
        if kind[0] in "$#":
            braced = BRACED.match(text, opener.start())
            if braced is not None:
                found.append(braced.span())
            at = braced.end() if braced is not None else opener.start() + 1
            continue
        end = -1 if kind in exhausted else text.find(CLOSERS[kind], opener.end())
        if end < 0:
            exhausted.add(kind)
            at = opener.start() + 1
            continue
        found.append((opener.start(), end + len(CLOSERS[kind])))
        at = end + len(CLOSERS[kind])
    return found


def expression_name(text: str) -> str | None:
    """The name a template expression gives its value: the last name of a plain name or
    member path (``{{ item.id }}`` → ``id``, ``${http_root}`` → ``http_root``,
    ``<?= $id ?>`` → ``id``), filters after ``|`` left out; of a Go field path, its last
    field as a script would spell it (``{{.Post.Id}}`` → ``id``, ``{{$c.CollAlias}}`` →
    ``collAlias``, ``{{.ID}}`` → ``id``); ``None`` for anything else
    (``{{ url_for('api.items') }}``, ``{% url 'x' %}``) and for a branch directive
    (``{{else}}``, ``{% endif %}``)."""
    if branch_directive(text) is not None:
        return None
    inner = DELIMITERS.sub("", text.strip()).split("|", 1)[0].strip()
    if inner.startswith("${") and inner.endswith("}"):        # Thymeleaf [[${user.id}]]
        inner = inner[2:-1].strip()
    if GO_FIELD_PATH.fullmatch(inner):
        field = inner.rsplit(".", 1)[-1]
        return field.lower() if field.isupper() else field[:1].lower() + field[1:]
    found = MEMBER_PATH.fullmatch(inner)
    if found is None:
        return None
    return inner.lstrip("$@").split(".")[-1]


def branch_directive(text: str) -> Directive | None:
    """The branch directive (rule ``source.template-branches``) the template expression
    ``text`` is in any of :data:`DIRECTIVES`' languages, or ``None``."""
    data = text.strip().encode()
    return next((found for pattern in DIRECTIVES
                 if (found := directive(pattern, data)) is not None), None)


def server_pieces(text: str) -> list[tuple[int, int, str | None]]:
    """The ``(start, end, name)`` of each value the server writes into ``text``: one per
    template expression (:func:`expressions`), except that a branch directive, everything up
    to its end and the text between is one value (``{{if .Blogs}}{{$c.Alias}}{{else}}anon
    {{end}}``: the server writes one of its arms), named from the last expression in it that
    prints a name (:func:`expression_name`; ``None`` when none does); an opener with no end
    runs to the last expression."""
    found = expressions(text)
    pieces: list[tuple[int, int, str | None]] = []
    at = 0
    while at < len(found):
        start, end = found[at]
        opener = branch_directive(text[start:end])
        if opener is None or opener.role not in ("open", "block"):
            pieces.append((start, end, expression_name(text[start:end])))
            at += 1
            continue
        depth, names, last = 0, [], at
        for last in range(at, len(found)):
            piece = text[found[last][0]:found[last][1]]
            role = getattr(branch_directive(piece), "role", None)
            depth += (role in ("open", "block")) - (role == "close")
            name = expression_name(piece)
            if name is not None:
                names.append(name)
            if depth == 0:
                break
        pieces.append((start, found[last][1], names[-1] if names else None))
        at = last + 1
    return pieces


Piece = tuple[int, int, "str | None"]      # (start, end, name) of a value the server writes


def placeholder_pieces(text: str, placeholder: re.Pattern | None,
                       taken: list[Piece]) -> list[Piece]:
    """Rule ``value.template-placeholder``: the ``(start, end, name)`` of each placeholder of
    the page's template language (``placeholder``, :func:`bare_placeholder`) written inside
    longer text (``'api?mode=browse&apikey=$apikey'`` in a Cheetah page, :data:`EMBEDDED`)
    outside the ``taken`` pieces (in order, none overlapping), named after its last name
    (``$apikey`` → ``apikey``, ``$!user.token`` → ``token``; ``None`` for a call such as
    ``$T('save')``); ``[]`` for a language with no such placeholder. Linear in the text's
    length and the pieces' count."""
    if placeholder not in EMBEDDED:
        return []
    found: list[Piece] = []
    at = 0                                # the first taken piece not ending before a match
    for match in EMBEDDED[placeholder].finditer(text):
        start, end = match.span()
        while at < len(taken) and taken[at][1] <= start:
            at += 1
        if at < len(taken) and taken[at][0] < end:
            continue
        written = match.group(0)
        name = None if written.endswith(")") else re.findall(r"[A-Za-z_]\w*", written)[-1]
        found.append((start, end, name))
    return found


def pieces_of(text: str, placeholder: re.Pattern | None) -> list[Piece]:
    """The values the server writes into ``text``, in order: its template expressions
    (:func:`server_pieces`) and the placeholders outside them (:func:`placeholder_pieces`)."""
    pieces = server_pieces(text)
    return sorted(pieces + placeholder_pieces(text, placeholder, pieces))


def split_text(text: str, span: Span | None, placeholder: re.Pattern | None = None
               ) -> list[Lit | Hole]:
    """``text`` as literal runs and one hole per value the server writes into it
    (:func:`pieces_of`), each part with the string's ``span``; the text alone when it holds
    none."""
    parts: list[Lit | Hole] = []
    at = 0
    for start, end, name in pieces_of(text, placeholder):
        if start > at:
            parts.append(Lit(text[at:start], span))
        parts.append(Hole(name, Unknown(KIND, span), span))
        at = end
    if at < len(text) or not parts:
        parts.append(Lit(text[at:], span))
    return parts


def server_string(value: Lit, placeholder: re.Pattern | None = None) -> Lit | Tmpl | Unknown:
    """A page script's string literal, with each template expression in it a hole
    (:func:`split_text`), and (rule ``value.template-placeholder``) each ``placeholder`` of
    the page's template language (:func:`bare_placeholder`) written inside longer text too;
    the unknown value itself when the string is one expression or placeholder and nothing
    else; the literal itself when it holds none."""
    if not isinstance(value.value, str):
        return value
    if placeholder is not None and placeholder.fullmatch(value.value.strip()):
        return Unknown(KIND, value.span)
    if not expressions(value.value) and not placeholder_pieces(value.value, placeholder, []):
        return value
    text = value.value.strip()
    pieces = pieces_of(text, placeholder)
    if len(pieces) == 1 and pieces[0][1] - pieces[0][0] == len(text):
        return Unknown(KIND, value.span)
    return Tmpl(tuple(split_text(value.value, value.span, placeholder)), value.span)


def bare_placeholder(path: str) -> re.Pattern | None:
    """Rule ``value.template-placeholder``: the shape of a placeholder with no closing
    delimiter in the template language of the page ``path`` (by its last suffix,
    :data:`BARE_PLACEHOLDERS`): Cheetah's or Velocity's ``$apikey``, ``$!user.token``,
    ``${key}`` in a ``.tmpl`` or ``.vm`` page, Razor's ``@Model.ApiKey`` or ``@(Model.Key)``
    in a ``.cshtml`` or ``.razor`` page; ``None`` for any other file. A script string whose
    whole text has that shape is a value the server renders into the page at request time,
    never the text itself (in an ``.html`` or ``.php`` page, ``"$apikey"`` is sent as written)."""
    name = path.rsplit("/", 1)[-1].lower()
    return BARE_PLACEHOLDERS.get(name[name.rfind("."):]) if "." in name else None


def server_template(value: Tmpl, placeholder: re.Pattern | None = None) -> Tmpl:
    """A page script's template literal, each of its text runs split as
    :func:`server_string` splits a string (``${…}`` substitutions are the script's own)."""
    if not any(isinstance(p, Lit) and isinstance(p.value, str) and (
            expressions(p.value) or placeholder_pieces(p.value, placeholder, []))
               for p in value.parts):
        return value
    parts: list[Lit | Hole] = []
    for part in value.parts:
        if isinstance(part, Lit) and isinstance(part.value, str):
            parts.extend(split_text(part.value, part.span, placeholder))
        else:
            parts.append(part)
    return Tmpl(tuple(parts), value.span, value.plus)
