"""Rule ``graphql.codegen-input-type``: the fields of a GraphQL input object variable, read from
the TypeScript type graphql-codegen generated for it.

A variable ``$input: UpdateApiKeyInput!`` names an input object type of the server's schema,
whose fields the document does not show. graphql-codegen's ``typescript`` plugin (also inside
the client preset's ``graphql.ts``) writes one TypeScript type per input type of the schema,
under the same name, in a module that also declares the ``Scalars`` map every generated
field type reads (``id: Scalars['PrefixedID']['input']``, ``name?:
InputMaybe<Scalars['String']['input']>``). That type, when the tree holds such a module, is
the variable's schema: its members the object's properties, required where the type
requires them (``?`` optional; ``InputMaybe`` admits ``null``), nested input types resolved
alike; a list variable ``[TagInput!]`` is an array of it.

The module is the one the document is written in when it declares the type (the client
preset writes documents and types together), else the only generated module (one declaring
``Scalars``) of the tree that declares it; a name several generated modules declare, or none,
leaves the variable an object of unknown fields, as before (with its ``low`` review item).
"""
from __future__ import annotations

from dataclasses import dataclass

from code2skill.facts import Span

RULE = "graphql.codegen-input-type"
SCALARS_MAP = "Scalars"          # the type every graphql-codegen module declares


@dataclass(frozen=True)
class InputType:
    """The TypeScript type generated for a GraphQL input type: its ``name``, the ``module``
    declaring it and the declaration's ``span``."""

    name: str
    module: str
    span: Span


def named_type(type_text: str) -> tuple[str, int]:
    """The named type of a GraphQL type reference and how many lists wrap it:
    ``'[TagInput!]!'`` → ``('TagInput', 1)``, ``'UpdateApiKeyInput!'`` →
    ``('UpdateApiKeyInput', 0)``."""
    text, lists = type_text.strip().rstrip("!").strip(), 0
    while text.startswith("[") and text.endswith("]"):
        text, lists = text[1:-1].strip().rstrip("!").strip(), lists + 1
    return text, lists


def generated_input_type(modules: dict, name: str, document_module: str | None
                         ) -> InputType | None:
    """The generated declaration of GraphQL type ``name`` (see the module docstring):
    ``modules`` maps module paths to their facts (each with a ``types`` map); ``None`` when
    no generated module, or more than one, declares it."""
    def declares(path: str) -> bool:
        types = getattr(modules.get(path), "types", None) or {}
        return name in types and SCALARS_MAP in types

    if document_module is not None and declares(document_module):
        found = [document_module]
    else:
        found = [path for path in sorted(modules) if declares(path)]
    if len(found) != 1:
        return None
    return InputType(name, found[0], modules[found[0]].types[name].span)


def listed(schema: dict, lists: int) -> dict:
    """``schema`` wrapped in ``lists`` array levels (``[TagInput!]`` → an array of it)."""
    for _ in range(lists):
        schema = {"type": "array", "items": schema}
    return schema
