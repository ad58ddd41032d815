"""JSON Schema → zod source (EXPORT.md D3): exact text per keyword, and a keyword outside the
subset named by its JSON Pointer."""
from __future__ import annotations

import pytest

from code2skill.export.zod import UnsupportedSchema, zod_source

INT = '.refine(Number.isInteger, { message: "expected an integer" }).meta({"type": "integer"})'


@pytest.mark.parametrize("schema, source", [
    ({"type": "string", "minLength": 1, "maxLength": 9, "pattern": "^a"},
     'z.string().min(1).max(9).regex(new RegExp("^a", "u"))'),
    ({"type": "string", "format": "email", "description": "Mail."},
     'z.string().meta({"format": "email"}).describe("Mail.")'),
    ({"type": "integer", "minimum": 0, "exclusiveMaximum": 10},
     "z.number().gte(0).lt(10)" + INT),
    ({"type": "number", "default": 2}, 'z.number().meta({"default": 2})'),
    ({"type": ["string", "null"]}, "z.union([z.string(), z.null()])"),
    ({"enum": ["a", "b"]}, 'z.enum(["a", "b"])'),
    ({"enum": [1, "b"]}, 'z.union([z.literal(1), z.literal("b")])'),
    ({"const": "x"}, 'z.literal("x")'),
    ({"type": "array", "items": {"type": "boolean"}, "minItems": 1},
     "z.array(z.boolean()).min(1)"),
    ({"type": "array"}, "z.array(z.unknown())"),
    ({"description": "Anything."}, 'z.unknown().describe("Anything.")'),
    ({"type": "object", "properties": {"b": {"type": "string"}, "a": {"type": "null"}},
      "required": ["b"]},
     'z.looseObject({"a": z.null().optional(), "b": z.string()})'),
    ({"type": "object", "additionalProperties": False}, "z.object({}).strict()"),
    ({"type": "object", "additionalProperties": {"type": "string"}},
     "z.object({}).catchall(z.string())"),
    ({"anyOf": [{"type": "string"}, {"type": "number"}]}, "z.union([z.string(), z.number()])"),
    # no type: a string must meet the string keywords, a number the numeric ones, any other
    # value passes; the keywords are advertised as they are
    ({"maxLength": 30, "description": "Label."},
     'z.unknown().refine((value) => typeof value !== "string" || z.string().max(30)'
     '.safeParse(value).success, { message: "a string here must meet {\\"maxLength\\": 30}" })'
     '.meta({"maxLength": 30}).describe("Label.")'),
    ({"minimum": 1, "pattern": "^a"},
     'z.unknown().refine((value) => typeof value !== "string" || z.string().regex(new RegExp('
     '"^a", "u")).safeParse(value).success, { message: "a string here must meet '
     '{\\"pattern\\": \\"^a\\"}" }).refine((value) => typeof value !== "number" || '
     'z.number().gte(1).safeParse(value).success, { message: "a number here must meet '
     '{\\"minimum\\": 1}" }).meta({"minimum": 1, "pattern": "^a"})'),
])
def test_zod_source_of_each_keyword(schema, source):
    assert zod_source(schema) == source


def test_tool_input_is_always_strict():
    assert zod_source({"type": "object", "properties": {}}, top=True) == "z.object({}).strict()"
    assert zod_source({"type": "object"}, top=True) == "z.object({}).strict()"


def test_text_is_a_javascript_literal():
    assert zod_source({"type": "string", "description": 'say "hi"\u2028`${x}`'}) == \
        'z.string().describe("say \\"hi\\"\\u2028`${x}`")'


def test_unsupported_keyword_is_named_by_pointer():
    with pytest.raises(UnsupportedSchema) as caught:
        zod_source({"type": "object", "properties": {"a": {"$ref": "#/x"}}}, "/inputSchema")
    assert caught.value.pointer == "/inputSchema/properties/a/$ref"
    assert str(caught.value) == ("/inputSchema/properties/a/$ref: keyword '$ref' is not "
                                 "supported by the strict-export-v1 zod generator")
