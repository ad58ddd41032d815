"""Rule ``graphql.unread-document``: a GraphQL call sending a codegen document the analysis
does not read.

graphql-codegen exports each operation's document as ``<Name>Document``
(``UserCollectionsListDocument`` for operation ``UserCollectionsList``). When the module
holding it resolves to no analysed file — a workspace package outside the analysed folder
(``@acme/generated/graphql`` → ``../../libs/generated/src/graphql``), a package — the call
``client.request(UserCollectionsListDocument, {input})`` sends an operation whose type and
variables cannot be read: no Tool is derived, and the call is one ``medium`` review item
naming the document, the module and the operation name codegen's naming convention gives
(only the name: the type, query or mutation, and the variables are never guessed), with the
remedy — derive from the folder that holds both the app and that module.
"""
from __future__ import annotations

import re
from collections.abc import Collection

from code2skill.values import LibV, Value

RULE = "graphql.unread-document"
DOCUMENT = re.compile(r"^([A-Z]\w*?)Document$")


def unread_document(value: Value | None, known_libraries: Collection[str] = ()
                    ) -> tuple[str, str] | None:
    """``(document name, module specifier)`` of a ``<Name>Document`` value imported from a
    module no analysed file answers (``LibV('@acme/generated', ('BookListDocument',))``),
    else ``None``; modules of ``known_libraries`` (the GraphQL client packages) are none."""
    if not isinstance(value, LibV) or len(value.path) != 1 or value.lib in known_libraries:
        return None
    return (value.path[0], value.lib) if DOCUMENT.match(value.path[0]) else None


def review_note(document: str, module: str) -> str:
    """The review item's text for :func:`unread_document`'s ``(document, module)``."""
    name = DOCUMENT.match(document).group(1)
    return (f"GraphQL document {document} (operation {name} by graphql-codegen's "
            f"<Name>Document naming) is imported from '{module}', which the analysis does not "
            "read: its operation type and variables are not known, so no Tool is derived for "
            "this call; if the module is in the repository outside the analysed folder (a "
            "workspace package), derive from the folder that holds both")
