"""Protocol Buffers descriptors embedded in generated code (``extractors/proto_files.py``) and
the proto3 JSON type of a message (``code2skill.proto_descriptors``): a ``fileDesc("<base64>")``
call's descriptor is read without running code into services, methods, messages and enums;
a message becomes the TypeScript text of its JSON form (rule ``connect.descriptor-schema``)."""
from __future__ import annotations

import base64

from google.protobuf import descriptor_pb2

from code2skill.extractors.module_facts.source import _Source
from code2skill.extractors.proto_files import extract_proto_files, proto_camel_case
from code2skill.proto_descriptors import message_type_text, type_table

F = descriptor_pb2.FieldDescriptorProto


def shop_file() -> descriptor_pb2.FileDescriptorProto:
    """``shop/v1/shop.proto``: an enum, a message with scalar, enum, repeated, map, nested,
    self-referencing and well-known fields, a service of a unary and a streaming method."""
    f = descriptor_pb2.FileDescriptorProto(name="shop/v1/shop.proto", package="shop.v1",
                                           syntax="proto3")
    kind = f.enum_type.add(name="Kind")
    kind.value.add(name="KIND_UNSPECIFIED", number=0)
    kind.value.add(name="KIND_BOOK", number=1)
    item = f.message_type.add(name="Item")
    item.field.add(name="item_id", number=1, label=F.LABEL_OPTIONAL, type=F.TYPE_STRING)
    item.field.add(name="kind", number=2, label=F.LABEL_OPTIONAL, type=F.TYPE_ENUM,
                   type_name=".shop.v1.Kind")
    item.field.add(name="tags", number=3, label=F.LABEL_REPEATED, type=F.TYPE_STRING)
    item.field.add(name="price_cents", number=4, label=F.LABEL_OPTIONAL, type=F.TYPE_INT64)
    item.field.add(name="labels", number=5, label=F.LABEL_REPEATED, type=F.TYPE_MESSAGE,
                   type_name=".shop.v1.Item.LabelsEntry")
    item.field.add(name="parent", number=6, label=F.LABEL_OPTIONAL, type=F.TYPE_MESSAGE,
                   type_name=".shop.v1.Item")
    item.field.add(name="created", number=7, label=F.LABEL_OPTIONAL, type=F.TYPE_MESSAGE,
                   type_name=".google.protobuf.Timestamp")
    item.field.add(name="kinds", number=8, label=F.LABEL_REPEATED, type=F.TYPE_ENUM,
                   type_name=".shop.v1.Kind")
    item.field.add(name="sku", number=9, label=F.LABEL_OPTIONAL, type=F.TYPE_STRING,
                   json_name="SKU")
    entry = item.nested_type.add(name="LabelsEntry")
    entry.options.map_entry = True
    entry.field.add(name="key", number=1, label=F.LABEL_OPTIONAL, type=F.TYPE_STRING)
    entry.field.add(name="value", number=2, label=F.LABEL_OPTIONAL, type=F.TYPE_BOOL)
    request = f.message_type.add(name="AddItemRequest")
    request.field.add(name="item", number=1, label=F.LABEL_OPTIONAL, type=F.TYPE_MESSAGE,
                      type_name=".shop.v1.Item")
    service = f.service.add(name="ShopService")
    add = service.method.add(name="AddItem", input_type=".shop.v1.AddItemRequest",
                             output_type=".shop.v1.Item")
    add.options.idempotency_level = descriptor_pb2.MethodOptions.IDEMPOTENT
    service.method.add(name="WatchItems", input_type=".google.protobuf.Empty",
                       output_type=".shop.v1.Item", server_streaming=True)
    return f


def generated(file: descriptor_pb2.FileDescriptorProto) -> bytes:
    """A protobuf-es v2 module embedding ``file`` (base64 without padding)."""
    text = base64.b64encode(file.SerializeToString()).decode().rstrip("=")
    return (f'import {{ fileDesc, serviceDesc }} from "@bufbuild/protobuf/codegenv2";\n'
            f'export const file_shop: GenFile = /*@__PURE__*/\n'
            f'  fileDesc("{text}", [file_google_protobuf_timestamp]);\n'
            f'export const ShopService = serviceDesc(file_shop, 0);\n').encode()


def test_embedded_descriptor_is_read_into_services_and_messages():
    data = generated(shop_file())
    [file] = extract_proto_files("typescript", data, _Source(data).span)
    assert file.span[:2] == (3, 3)
    assert file.package == "shop.v1"
    [service] = file.services
    assert service.type_name == "shop.v1.ShopService"
    assert [(m.name, m.local_name, m.input_type, m.kind, m.idempotency)
            for m in service.methods] == [
        ("AddItem", "addItem", "shop.v1.AddItemRequest", "unary", "idempotent"),
        ("WatchItems", "watchItems", "google.protobuf.Empty", "server_streaming", "")]
    assert service.method("watchItems") is service.methods[1]
    assert service.method("WatchItems") is None
    assert [m.name for m in file.messages] == [
        "shop.v1.Item", "shop.v1.Item.LabelsEntry", "shop.v1.AddItemRequest"]
    assert [(f.json_name, f.label, f.scalar, f.type_name, f.enum)
            for f in file.messages[0].fields][:4] == [
        ("itemId", "optional", "string", "", False),
        ("kind", "optional", "", "shop.v1.Kind", True),
        ("tags", "repeated", "string", "", False),
        ("priceCents", "optional", "string", "", False)]     # proto3 JSON: int64 a string
    assert file.messages[0].fields[-1].json_name == "SKU"       # the descriptor's own
    assert file.messages[1].map_entry
    assert [(e.name, e.values) for e in file.enums] == [
        ("shop.v1.Kind", ("KIND_UNSPECIFIED", "KIND_BOOK"))]


def test_no_descriptor_is_read_from_other_literals_or_files():
    data = b'const x = fileDesc("not base64 at all!", []);\nconst y = fileDesc(name);\n'
    assert extract_proto_files("typescript", data, _Source(data).span) == []
    data = generated(shop_file())
    assert extract_proto_files("html", data, _Source(data).span) == []
    assert extract_proto_files("typescript", b"const a = 1;", _Source(b"").span) == []


def test_message_is_the_type_of_its_proto3_json_form():
    data = generated(shop_file())
    table = type_table(extract_proto_files("typescript", data, _Source(data).span))
    item = ('{ itemId?: string; kind?: "KIND_UNSPECIFIED" | "KIND_BOOK"; tags?: string[]; '
            'priceCents?: string; labels?: Record<string, boolean>; '
            'parent?: Record<string, unknown>; created?: string; '
            'kinds?: ("KIND_UNSPECIFIED" | "KIND_BOOK")[]; SKU?: string }')
    assert message_type_text("shop.v1.Item", table) == item
    # the nested Item's own parent is not followed again: a message never holds itself
    assert message_type_text("shop.v1.AddItemRequest", table) == "{ item?: " + item + " }"
    assert message_type_text("google.protobuf.Empty", table) == "{}"
    assert message_type_text("google.protobuf.UInt64Value", table) == "string"
    assert message_type_text("google.protobuf.Int32Value", table) == "number"
    assert message_type_text("shop.v1.Missing", table) is None


def test_default_json_names_are_proto_camel_case():
    assert proto_camel_case("repo_id") == "repoId"
    assert proto_camel_case("bytes_added_last_30days") == "bytesAddedLast30days"
    assert proto_camel_case("plain") == "plain"


def test_a_wide_deep_message_is_bounded():
    from code2skill.facts import ProtoField, ProtoMessage, ProtoFile
    from code2skill.proto_descriptors import MAX_TYPE_CHARS
    fields = lambda target: tuple(ProtoField(f"f{i}", "optional", "", target, False)  # noqa: E731
                                  for i in range(60))
    levels = [ProtoMessage(f"x.M{n}", fields(f"x.M{n + 1}")) for n in range(4)]
    leaf = ProtoMessage("x.M4", tuple(ProtoField(f"s{i}", "optional", "string", "", False)
                                      for i in range(60)))
    table = type_table([ProtoFile((1, 1, 1, 1), "x", (), tuple(levels) + (leaf,), ())])
    text = message_type_text("x.M0", table)
    assert len(text) < 2 * MAX_TYPE_CHARS                 # 60**4 leaves unbounded
    assert "Record<string, unknown>" in text


def enum_heavy_table(fields: int, values: int):
    """``x.Req``: ``fields`` fields of the one enum ``x.E`` of ``values`` values."""
    from code2skill.facts import ProtoEnum, ProtoField, ProtoFile, ProtoMessage
    enum = ProtoEnum("x.E", tuple(f"VALUE_NUMBER_{i:06d}" for i in range(values)))
    req = ProtoMessage("x.Req", tuple(ProtoField(f"f{i}", "optional", "", "x.E", True)
                                      for i in range(fields)))
    return type_table([ProtoFile((1, 1, 1, 1), "x", (), (req,), (enum,))])


def test_enum_unions_count_against_the_type_budget():
    from code2skill.proto_descriptors import MAX_ENUM_VALUES, MAX_TYPE_CHARS
    # an enum of MAX_ENUM_VALUES values written for every field until the budget is spent,
    # then as string: the text grows with the fields, not fields × values
    table = enum_heavy_table(1600, MAX_ENUM_VALUES)
    union = table.enum_texts["x.E"]
    assert union.startswith('"VALUE_NUMBER_000000" | ') and union.count(" | ") == 99
    text = message_type_text("x.Req", table)
    members = text[2:-2].split("; ")
    assert len(members) == 1600
    unions = [m for m in members if m.endswith(union)]
    assert 0 < len(unions) <= MAX_TYPE_CHARS // len(union)
    assert members[-1] == "f1599?: string"
    assert len(text) < MAX_TYPE_CHARS + 1600 * len("f1599?: string; ")
    # an enum over the cap is one string, never its union
    table = enum_heavy_table(1600, 1600)
    assert table.enum_texts["x.E"] == "string"
    assert message_type_text("x.Req", table) == \
        "{ " + "; ".join(f"f{i}?: string" for i in range(1600)) + " }"


def test_a_map_whose_value_is_a_map_entry_again_is_bounded():
    # protoc never writes map<K, map<…>>, but a hostile descriptor's entry may name itself
    # (or another entry naming it back): written once, then an object
    from code2skill.facts import ProtoField, ProtoFile, ProtoMessage
    key = ProtoField("key", "optional", "string", "", False)
    self_entry = ProtoMessage("x.Req.MEntry", (key, ProtoField(
        "value", "repeated", "", "x.Req.MEntry", False)), map_entry=True)
    a = ProtoMessage("x.A", (key, ProtoField("value", "repeated", "", "x.B", False)), True)
    b = ProtoMessage("x.B", (key, ProtoField("value", "repeated", "", "x.A", False)), True)
    req = ProtoMessage("x.Req", (ProtoField("m", "repeated", "", "x.Req.MEntry", False),
                                 ProtoField("n", "repeated", "", "x.A", False)))
    table = type_table([ProtoFile((1, 1, 1, 1), "x", (), (req, self_entry, a, b), ())])
    assert message_type_text("x.Req", table) == (
        "{ m?: Record<string, Record<string, unknown>>; "
        "n?: Record<string, Record<string, Record<string, unknown>>> }")


def test_decoded_names_are_redacted_as_literals_are():
    # every name a descriptor holds is source text: a secret-shaped one is redacted, a full
    # name as a whole, so a field's reference still meets its enum
    token = "xoxb-" + "123456789012-1234567890123-AbCdEfGhIjKlMnOpQrStUvWx"
    key = "AKIA" + "IOSFODNN7EXAMPLQ"
    f = descriptor_pb2.FileDescriptorProto(name="s.proto", package="s", syntax="proto3")
    kind = f.enum_type.add(name=key)
    kind.value.add(name=key, number=0)
    req = f.message_type.add(name="Req")
    req.field.add(name=key, number=1, label=F.LABEL_OPTIONAL, type=F.TYPE_ENUM,
                  type_name=f".s.{key}")
    f.service.add(name="Svc").method.add(name=token, input_type=".s.Req")
    data = generated(f)
    [file] = extract_proto_files("typescript", data, _Source(data).span)
    [method] = file.services[0].methods
    assert (method.name, method.local_name) == ("<redacted:slack-token>",) * 2
    assert [(e.name, e.values) for e in file.enums] == [
        ("s.<redacted:aws-key>", ("<redacted:aws-key>",))]
    assert message_type_text("s.Req", type_table([file])) == \
        '{ "<redacted:aws-key>"?: "<redacted:aws-key>" }'


def test_scalars_take_their_proto3_json_types():
    """64-bit integers are decimal strings and bytes base64 strings in proto3 JSON (a
    number past 2^53 would lose digits); 32-bit integers and floats are numbers."""
    f = descriptor_pb2.FileDescriptorProto(name="s.proto", package="s", syntax="proto3")
    message = f.message_type.add(name="Sizes")
    kinds = [("u64", F.TYPE_UINT64), ("f64", F.TYPE_FIXED64), ("s64", F.TYPE_SINT64),
             ("i64", F.TYPE_INT64), ("sf64", F.TYPE_SFIXED64), ("i32", F.TYPE_INT32),
             ("u32", F.TYPE_UINT32), ("d", F.TYPE_DOUBLE), ("raw", F.TYPE_BYTES)]
    for number, (name, kind) in enumerate(kinds, 1):
        message.field.add(name=name, number=number, label=F.LABEL_OPTIONAL, type=kind)
    data = generated(f)
    table = type_table(extract_proto_files("typescript", data, _Source(data).span))
    assert message_type_text("s.Sizes", table) == (
        "{ u64?: string; f64?: string; s64?: string; i64?: string; sf64?: string; "
        "i32?: number; u32?: number; d?: number; raw?: string }")
