"""Pass: an input that carries a piece of SQL the server puts into a statement (rule
``input.sql-fragment``).

A database console sends a filter the page builds from SQL text (``opts.where = '"' + column
+ '" ' + "LIKE '" + text + "'"`` handed to ``GET /tables/{table}/rows``); the server pastes it
into a ``SELECT … WHERE``. An Agent filling such an input writes SQL the backend runs: an
injection surface the source cannot bound. The Tool stays, ``requires-review``, with one
``medium`` review item naming the inputs, evidence at the first one located, in line with rule
``side-effect.sql-statement`` (whole statements a caller builds).

An input counts when its name, at any depth of the input schema (a query object sent whole:
``query.where``), says it is SQL by its words (:func:`sql_name`: a word ``sql``, ``where`` as
its first or last word, ``whereClause``, ``raw_where``, ``filterSql``) and its schema admits a
string with no properties of its own. Not recognised: a fragment under any other name
(``filter``, ``q``, ``query`` — a search text as often as SQL) and SQL an editor's text holds
(an unknown value).
"""
from __future__ import annotations

from code2skill.contract.models import Capability, ReviewItem
from code2skill.contract.pointer import schema_fields
from code2skill.redact import words_of

from .flagged_inputs import flag_inputs, input_places
from .schema import may_be_string
from .session_less import note

RULE = "input.sql-fragment"
MAX_DEPTH = 8


def sql_fragment_inputs(capabilities: list[Capability]
                        ) -> tuple[list[Capability], list[ReviewItem]]:
    """The capabilities, each one taking a SQL fragment as input ``requires-review``, and one
    ``medium`` review item per such capability (module docstring)."""
    return flag_inputs(capabilities, lambda cap: schema_fields(
        cap.inputSchema, "/inputSchema", sql_input, max_depth=MAX_DEPTH), fragment_review)


def fragment_review(cap: Capability, found: list[tuple[str, str]]) -> ReviewItem:
    """The ``medium`` item of ``cap``, whose inputs ``found`` (``(dotted name, JSON
    Pointer)``) carry SQL, evidenced at the first one located (else at the path)."""
    places = input_places(cap, found)
    names = ", ".join(repr(name) for name, _ in found)
    subject = f"inputs {names} are" if len(found) > 1 else f"input {names} is"
    return ReviewItem(
        severity="medium", capability=cap.name,
        evidence=[note(places, f"input {found[0][0]!r} is SQL text", RULE)],
        message=(f"{subject} a piece of SQL the server puts into its statement (a filter such "
                 "as a WHERE condition): an Agent filling it writes SQL the backend runs, an "
                 "injection surface; confirm what the backend lets through, or offer typed "
                 "filter inputs instead"))


def sql_name(name: str) -> bool:
    """Whether an input's name says it holds SQL: a word ``sql``, or ``where`` as its first
    or last word (``where``, ``whereClause``, ``raw_where``, ``filterSql``; not
    ``somewhere``, ``whereabouts``)."""
    said = words_of(name)
    return bool(said) and ("sql" in said or said[0] == "where" or said[-1] == "where")


def sql_input(name: str, schema: dict) -> bool:
    """Whether an input ``name`` whose JSON Schema is ``schema`` carries SQL text: its name
    (:func:`sql_name`), a value that may be a string, no object of properties."""
    return sql_name(name) and may_be_string(schema) and "properties" not in schema
