"""The proto3 JSON form of a Protocol Buffers message, as a TypeScript type text.

Reads the :class:`~code2skill.facts.ProtoFile` facts that extraction took from the
descriptors generated code embeds (:mod:`code2skill.extractors.proto_files`). A message is
the type of its proto3 JSON form (rule ``connect.descriptor-schema``): lowerCamel JSON field
names, an enum as its value names, a 64-bit integer as a decimal string and bytes as a
base64 string (both ``string``), a repeated field as a list, a map as a record, every field
optional but a proto2 ``required`` one (proto3 sends defaults), nested messages inline to
:data:`MAX_DEPTH`, the well-known types as their JSON mappings. The schema pass reads that
text like any declared type. Every member's text is taken from one budget of
:data:`MAX_TYPE_CHARS` per message type: a nested message or an enum's value union that does
not fit is written short (``Record<string, unknown>``, ``string``), so the text stays linear
in the descriptor however often a large enum is used; an enum of more than
:data:`MAX_ENUM_VALUES` values is a ``string``.
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Iterable

from code2skill.facts import ProtoEnum, ProtoField, ProtoFile, ProtoMessage

MAX_DEPTH = 4                      # nested messages written inline; deeper ones are objects
MAX_TYPE_CHARS = 100_000           # past this much text, nested messages are objects and
                                   # enums strings
MAX_ENUM_VALUES = 100              # a larger enum is a string, not a value union
UNKNOWN_OBJECT = "Record<string, unknown>"
IDENTIFIER = re.compile(r"[A-Za-z_$][\w$]*", re.ASCII)
# the proto3 JSON mapping of the well-known types (protobuf.dev, "JSON Mapping"), by their
# names in the package google.protobuf
WELL_KNOWN_PACKAGE = ("google", "protobuf")
WELL_KNOWN = {
    "Empty": "{}", "Timestamp": "string", "Duration": "string", "FieldMask": "string",
    "Struct": UNKNOWN_OBJECT, "Value": "unknown", "ListValue": "unknown[]",
    "Any": UNKNOWN_OBJECT, "StringValue": "string", "BytesValue": "string",
    "BoolValue": "boolean",
    **{f"{name}Value": "number" for name in ("Double", "Float", "Int32", "UInt32")},
    "Int64Value": "string", "UInt64Value": "string",      # 64-bit integers: decimal strings
}


def well_known(name: str) -> str | None:
    """The JSON type text of a well-known type by full name (``google.protobuf.Timestamp``
    → ``string``), or ``None`` for any other message."""
    *package, short = name.split(".")
    return WELL_KNOWN.get(short) if tuple(package) == WELL_KNOWN_PACKAGE else None


@dataclass(frozen=True, slots=True)
class TypeTable:
    """The messages of a set of files by full name (no leading dot), and each enum's type
    text by full name (its value union, written once: :func:`enum_text`)."""

    messages: dict[str, ProtoMessage]
    enum_texts: dict[str, str]


def type_table(files: Iterable[ProtoFile]) -> TypeTable:
    """Every message and enum of ``files`` by full name, the first file's winning."""
    messages: dict[str, ProtoMessage] = {}
    enums: dict[str, ProtoEnum] = {}
    for file in files:
        for message in file.messages:
            messages.setdefault(message.name, message)
        for enum in file.enums:
            enums.setdefault(enum.name, enum)
    return TypeTable(messages, {name: enum_text(enum) for name, enum in enums.items()})


def enum_text(enum: ProtoEnum) -> str:
    """An enum's JSON type text: the union of its value names (``"A" | "B"``); ``string``
    when it has none or more than :data:`MAX_ENUM_VALUES`."""
    if not enum.values or len(enum.values) > MAX_ENUM_VALUES:
        return "string"
    return " | ".join(json.dumps(value, ensure_ascii=False) for value in enum.values)


def message_type_text(name: str, table: TypeTable) -> str | None:
    """The TypeScript type text of message ``name``'s proto3 JSON form (``{ repoId?: string;
    task?: "TASK_NONE" | "TASK_PRUNE" }``), or ``None`` when ``table`` lacks it (a well-known
    type gives its JSON mapping)."""
    if well_known(name) is not None:
        return well_known(name)
    if name not in table.messages:
        return None
    return object_text(table.messages[name], table, 0, (name,), [MAX_TYPE_CHARS])


def object_text(message: ProtoMessage, table: TypeTable, depth: int,
                seen: tuple[str, ...], budget: list[int]) -> str:
    """The inline object type of ``message``'s fields; each member's text is taken from
    ``budget`` (the characters left, shared by the whole type)."""
    members = []
    for field in message.fields:
        member = (f"{member_name(field.json_name)}{'' if field.label == 'required' else '?'}: "
                  f"{field_text(field, table, depth, seen, budget)}")
        budget[0] -= len(member)
        members.append(member)
    return "{ " + "; ".join(members) + " }" if members else "{}"


def member_name(name: str) -> str:
    """A JSON field name as a type member's key: an identifier as written, any other name
    (a redacted one, ``<redacted:aws-key>``) quoted."""
    return name if IDENTIFIER.fullmatch(name) else json.dumps(name, ensure_ascii=False)


def field_text(field: ProtoField, table: TypeTable, depth: int, seen: tuple[str, ...],
               budget: list[int]) -> str:
    """A field's type text: a map is ``Record<string, V>``, its entry a nested level guarded
    as a nested message is (:func:`nested`: a map whose value is a map entry over again is
    an object), a repeated field ``T[]``."""
    entry = table.messages.get(field.type_name)
    if field.label == "repeated" and entry is not None and entry.map_entry:
        if not nested(field.type_name, depth, seen, budget):
            return UNKNOWN_OBJECT
        inner = field_text(entry.fields[1], table, depth + 1, seen + (field.type_name,),
                           budget) if len(entry.fields) > 1 else "unknown"
        return f"Record<string, {inner}>"
    text = single_text(field, table, depth, seen, budget)
    if field.label != "repeated":
        return text
    return f"({text})[]" if "|" in text else f"{text}[]"


def single_text(field: ProtoField, table: TypeTable, depth: int, seen: tuple[str, ...],
                budget: list[int]) -> str:
    """One value of a field: a scalar's JSON type, an enum's value names while ``budget``
    holds them (else ``string``), a message inline (to :data:`MAX_DEPTH`, never into itself,
    while ``budget`` lasts), else ``Record<string, unknown>``."""
    if field.scalar:
        return field.scalar
    if field.enum:
        text = table.enum_texts.get(field.type_name, "string")
        return text if len(text) <= budget[0] else "string"
    if well_known(field.type_name) is not None:
        return well_known(field.type_name)
    message = table.messages.get(field.type_name)
    if message is None or not nested(field.type_name, depth, seen, budget):
        return UNKNOWN_OBJECT
    return object_text(message, table, depth + 1, seen + (field.type_name,), budget)


def nested(name: str, depth: int, seen: tuple[str, ...], budget: list[int]) -> bool:
    """Whether message ``name`` (a map entry too) may be written inline one level below
    ``depth``: above :data:`MAX_DEPTH`, not in ``seen`` (the messages it would sit in), while
    ``budget`` lasts."""
    return depth + 1 < MAX_DEPTH and name not in seen and budget[0] > 0
