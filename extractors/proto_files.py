"""Protocol Buffers descriptors embedded in generated TypeScript, read at extraction.

protobuf-es v2 (``protoc-gen-es``) writes each ``.proto`` file's ``FileDescriptorProto``,
serialised and base64-encoded (padding dropped), into the generated ``*_pb.ts`` module::

    export const file_v1_service: GenFile = fileDesc("ChB2MS9zZXJ2aWNl…", [file_v1_config]);
    export const Backrest: GenService<{…}> = serviceDesc(file_v1_service, 0);

The package, services, methods (name, streaming kind, request message) and the messages'
fields are in that descriptor. It is parsed here with the ``protobuf`` library's
``descriptor_pb2``, never evaluated, from the literal as written (a descriptor's base64 looks
like a key to redaction), and kept as :class:`~code2skill.facts.ProtoFile` facts at the
``fileDesc`` call's span (rule ``connect.descriptor-schema``). Every name decoded from it —
package, service, method, message, field, enum and value names, and the type names fields and
methods refer by — is text of a source literal and is redacted as the file's other literals
are (:func:`~code2skill.redact.redact`), each full name as a whole, so references still
meet their types. A literal that is not base64 or no descriptor is left out.
"""
from __future__ import annotations

import base64
import binascii
from typing import Callable, Iterator

from google.protobuf import descriptor_pb2
from google.protobuf.message import DecodeError
from tree_sitter import Node

from code2skill.facts import (ProtoEnum, ProtoField, ProtoFile, ProtoMessage, ProtoMethod,
                              ProtoService, Span)
from code2skill.redact import redact

from .languages import parser

MARKER = b"fileDesc("
MAX_DESCRIPTOR_CHARS = 2_000_000   # a larger embedded descriptor is not read
GRAMMARS = frozenset({"typescript", "tsx", "javascript"})
F = descriptor_pb2.FieldDescriptorProto
# the proto3 JSON mapping of each scalar (protobuf.dev, "JSON Mapping"): a 64-bit integer is
# a decimal string (rule connect.descriptor-schema: a number past 2^53 loses digits in
# JSON), bytes a base64 string
SCALARS = {
    F.TYPE_STRING: "string", F.TYPE_BYTES: "string", F.TYPE_BOOL: "boolean",
    **{kind: "number" for kind in (
        F.TYPE_DOUBLE, F.TYPE_FLOAT, F.TYPE_INT32, F.TYPE_UINT32, F.TYPE_SINT32,
        F.TYPE_FIXED32, F.TYPE_SFIXED32)},
    **{kind: "string" for kind in (
        F.TYPE_INT64, F.TYPE_UINT64, F.TYPE_SINT64, F.TYPE_FIXED64, F.TYPE_SFIXED64)},
}
LABELS = {F.LABEL_OPTIONAL: "optional", F.LABEL_REQUIRED: "required",
          F.LABEL_REPEATED: "repeated"}
# MethodOptions.idempotency_level (``option idempotency_level = NO_SIDE_EFFECTS;``)
IDEMPOTENCY = {descriptor_pb2.MethodOptions.NO_SIDE_EFFECTS: "no_side_effects",
               descriptor_pb2.MethodOptions.IDEMPOTENT: "idempotent"}
METHOD_KINDS = {(False, False): "unary", (False, True): "server_streaming",
                (True, False): "client_streaming", (True, True): "bidi_streaming"}


def extract_proto_files(grammar: str, data: bytes, span: Callable[[Node], Span]
                        ) -> list[ProtoFile]:
    """The descriptors of the ``fileDesc("…")`` calls of one script file (``[]`` for other
    grammars or when none is there); ``span`` converts a node into a span."""
    if grammar not in GRAMMARS or MARKER not in data:
        return []
    root = parser(grammar).parse(data).root_node
    found = []
    for call, literal in file_desc_calls(root):
        file = decode_file(data[literal.start_byte + 1:literal.end_byte - 1].decode(
            "ascii", "replace"))
        if file is not None:
            found.append(proto_file(span(call), file))
    return found


def file_desc_calls(node: Node) -> Iterator[tuple[Node, Node]]:
    """``(call, string literal)`` of each ``fileDesc("…", …)`` call under ``node``."""
    stack = [node]
    while stack:
        current = stack.pop()
        if current.type == "call_expression":
            callee = current.child_by_field_name("function")
            args = current.child_by_field_name("arguments")
            first = args.named_children[0] if args is not None and args.named_children \
                else None
            if callee is not None and callee.type == "identifier" and callee.text == \
                    b"fileDesc" and first is not None and first.type == "string":
                yield current, first
        stack.extend(reversed(current.named_children))


def decode_file(text: str) -> descriptor_pb2.FileDescriptorProto | None:
    """The ``FileDescriptorProto`` a ``fileDesc`` argument holds (base64, padding optional),
    or ``None`` when it is too long, not base64, or no descriptor."""
    if not text or len(text) > MAX_DESCRIPTOR_CHARS:
        return None
    try:
        data = base64.b64decode(text + "=" * (-len(text) % 4), validate=True)
        return descriptor_pb2.FileDescriptorProto.FromString(data)
    except (binascii.Error, ValueError, DecodeError):
        return None


def full_name(package: str, name: str) -> str:
    """``package.name``, or ``name`` in the root package."""
    return f"{package}.{name}" if package else name


def proto_file(span: Span, file: descriptor_pb2.FileDescriptorProto) -> ProtoFile:
    """The facts of one decoded file, every name redacted (a full name as a whole: the
    ``type_name`` a field or method refers by is redacted alike)."""
    messages: list[ProtoMessage] = []
    enums: list[ProtoEnum] = []

    def add(prefix: str, found_messages, found_enums) -> None:
        enums.extend(ProtoEnum(redact(full_name(prefix, e.name)),
                               tuple(redact(v.name) for v in e.value)) for e in found_enums)
        for message in found_messages:
            name = full_name(prefix, message.name)
            messages.append(ProtoMessage(redact(name), tuple(map(proto_field, message.field)),
                                         message.options.map_entry))
            add(name, message.nested_type, message.enum_type)

    add(file.package, file.message_type, file.enum_type)
    services = tuple(ProtoService(redact(full_name(file.package, s.name)), tuple(
        ProtoMethod(redact(m.name), redact(method_local_name(m.name)),
                    redact(m.input_type.lstrip(".")),
                    METHOD_KINDS[(m.client_streaming, m.server_streaming)],
                    IDEMPOTENCY.get(m.options.idempotency_level, ""),
                    redact(m.output_type.lstrip(".")))
        for m in s.method)) for s in file.service)
    return ProtoFile(span, redact(file.package), services, tuple(messages), tuple(enums))


def proto_field(field: descriptor_pb2.FieldDescriptorProto) -> ProtoField:
    """One field's facts (a map entry's are its ``key`` then its ``value``), its names
    redacted."""
    return ProtoField(redact(json_name(field)), LABELS.get(field.label, "optional"),
                      SCALARS.get(field.type, ""), redact(field.type_name.lstrip(".")),
                      field.type == F.TYPE_ENUM)


def method_local_name(name: str) -> str:
    """The property protobuf-es and connect-es name a method by: its proto name with the
    first letter lower-cased (``GetConfig`` → ``getConfig``)."""
    return name[:1].lower() + name[1:]


def proto_camel_case(name: str) -> str:
    """protobuf's default JSON name of a field: ``snake_case`` → ``snakeCase`` (a letter after
    ``_`` upper-cased, digits kept, underscores dropped)."""
    out, upper = [], False
    for ch in name:
        if ch == "_":
            upper = True
        elif ch.isdigit():
            out.append(ch)
            upper = False
        else:
            out.append(ch.upper() if upper else ch)
            upper = False
    return "".join(out)


def json_name(field: descriptor_pb2.FieldDescriptorProto) -> str:
    """A field's proto3 JSON name: its ``json_name`` when the descriptor keeps one
    (protoc-gen-es drops the default), else the lowerCamel form of its name."""
    return field.json_name if field.HasField("json_name") else proto_camel_case(field.name)
