"""The leading words of a SQL statement, and the redaction of the literal values it writes.

Shared by :mod:`code2skill.sql_statements` (which side effect a statement proves) and
:func:`code2skill.redact.redact` (which runs on every string literal before a fact is cached):
this module imports nothing of the program, so the redactor may use it.

Rule ``redact.sql-literals``: a text whose start is a SQL statement (:data:`STATEMENTS`, or a
``SELECT … FROM <table>``, ``GRANT``/``REVOKE``, ``SET PASSWORD``, ``REPLACE INTO`` or ``MERGE INTO``)
keeps its shape, and each of its single-quoted string literals becomes
:data:`LITERAL` (``CREATE USER bob IDENTIFIED BY '<redacted:sql-literal>'``,
``INSERT INTO users (name, password) VALUES ('<redacted:sql-literal>', '<redacted:sql-literal>')``):
a statement's values are data, and a credential among them has no name before it that the
name rules could see. An empty literal ``''`` stays, as does one already redacted; a quote left
open at the end (``"… VALUES ('" + name``) is a literal whose text so far is redacted.
A statement built of pieces (a template, a ``+`` chain) whose first text starts it has its
literals redacted over the pieces (:func:`redact_statement_pieces`), values put between them
left as they are.
Double-quoted text is an identifier in SQL and stays; numbers stay.
"""
from __future__ import annotations

import re

OBJECTS = ("TABLE|VIEW|MATERIALIZED|INDEX|SCHEMA|DATABASE|SEQUENCE|FUNCTION|PROCEDURE|TRIGGER"
           "|TYPE|EXTENSION|ROLE|USER|DOMAIN|POLICY|TABLESPACE|COLUMN|UNIQUE|TEMP|TEMPORARY"
           "|OR\\s+REPLACE|IF\\s+EXISTS")

# (pattern over a data-changing statement's fixed start, the side effect it proves); first
# match wins
STATEMENTS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(rf"^\s*DROP\s+({OBJECTS})\b", re.I), "delete"),
    (re.compile(r"^\s*TRUNCATE\s+\S", re.I), "delete"),
    (re.compile(r"^\s*DELETE\s+FROM\b", re.I), "delete"),
    (re.compile(rf"^\s*ALTER\s+({OBJECTS})\b", re.I), "update"),
    (re.compile(r"^\s*UPDATE\s+\S.*\bSET\b", re.I | re.S), "update"),
    (re.compile(rf"^\s*CREATE\s+({OBJECTS})\b", re.I), "create"),
    (re.compile(r"^\s*INSERT\s+INTO\b", re.I), "create"),
)

# statements that prove no side effect here but write values all the same
OTHER_STATEMENTS = re.compile(r"^\s*(?:SELECT\s.*?\bFROM\s+[\w\"`\[]|(?:GRANT|REVOKE)\s+\S|SET\s+PASSWORD\b"
                              r"|(?:REPLACE|MERGE)\s+INTO\b)", re.I | re.S)
# a cheap first test: the text opens with a statement's first word
FIRST_WORD = re.compile(r"^\s*(?:DROP|TRUNCATE|DELETE|ALTER|UPDATE|CREATE|INSERT|SELECT|GRANT"
                        r"|REVOKE|SET|REPLACE|MERGE)\s", re.I)
# a single-quoted SQL literal ('' and \' escape a quote), or one left open at the end
LITERAL_TEXT = re.compile(r"'((?:[^'\\]|\\.|'')*+)('|\\?$)", re.S)
LITERAL = "<redacted:sql-literal>"


def is_statement(text: str) -> bool:
    """Whether ``text`` (any string) starts with a SQL statement whose literals rule
    ``redact.sql-literals`` redacts."""
    if not FIRST_WORD.match(text):
        return False
    return bool(OTHER_STATEMENTS.match(text)) or any(p.search(text) for p, _ in STATEMENTS)


def redact_sql_literals(text: str) -> str:
    """``text`` with each single-quoted literal of a SQL statement written :data:`LITERAL`
    (rule ``redact.sql-literals``, module docstring); any other text as given. Idempotent,
    linear in ``text``."""
    if not is_statement(text):
        return text
    return LITERAL_TEXT.sub(_literal, text)


def _literal(match: re.Match[str]) -> str:
    """One literal of :data:`LITERAL_TEXT`, redacted unless empty or already redacted."""
    inner, close = match.group(1), match.group(2)
    if not inner or inner == LITERAL:
        return match.group(0)
    return f"'{LITERAL}{close}"


def redact_statement_pieces(pieces: list[str | None]) -> list[str | None]:
    """Rule ``redact.sql-literals`` over a statement built of pieces (``"… VALUES ('" + name
    + "', 'x')"``, `` `… IDENTIFIED BY '${u}x'` ``): ``pieces`` are its texts in order, ``None``
    for a value put between them; when the first piece starts a statement, each text of a
    single-quoted literal is :data:`LITERAL`, a literal running over several pieces redacted
    in each; the pieces as given otherwise. Linear in the pieces' length."""
    if not pieces or pieces[0] is None or not is_statement(pieces[0]):
        return pieces
    quoted = False
    out: list[str | None] = []
    for piece in pieces:
        if piece is None:
            out.append(None)
            continue
        text, quoted = _quoted_runs(piece, quoted)
        out.append(text)
    return out


def _quoted_runs(piece: str, quoted: bool) -> tuple[str, bool]:
    """``piece`` with the text of each literal run redacted, starting inside a literal when
    ``quoted``; and whether it ends inside one."""
    out: list[str] = []
    run: list[str] = []
    i = 0
    while i < len(piece):
        c = piece[i]
        if not quoted:
            out.append(c)
            quoted = c == "'"
        elif c == "\\" and i + 1 < len(piece) or piece.startswith("''", i):
            run.append(piece[i:i + 2])
            i += 1
        elif c == "'":
            out.append(_run_text(run) + "'")
            run, quoted = [], False
        else:
            run.append(c)
        i += 1
    if quoted:
        out.append(_run_text(run))
    return "".join(out), quoted


def _run_text(run: list[str]) -> str:
    """The redacted text of one literal's run of characters (empty or already redacted stays)."""
    text = "".join(run)
    return text if not text or text == LITERAL else LITERAL
