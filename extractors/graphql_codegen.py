"""GraphQL Code Generator hooks whose generated module is not analysed, read from the
program's own ``gql`` documents.

Forms handled::

    gql`query getAddOn($id: ID!) { addOn(id: $id) { ...AddOnFields } }`   // the app's own file
    import { useGetAddOnQuery, GetAddOnDocument } from '~/generated/graphql'  // not analysed
    const { data } = useGetAddOnQuery({ variables: { id } })
    const [getAddOn] = useGetAddOnLazyQuery()      useGetAddOnSuspenseQuery(…)
    const [archive] = useArchiveAddOnMutation({ variables })      useAddOnUpdatedSubscription()
    client.query({ query: GetAddOnDocument, variables })      useQuery(GetAddOnDocument)

Codegen writes one hook per operation of the documents it reads (``typescript-react-apollo``:
``use<Name>Query``/``LazyQuery``/``SuspenseQuery``, ``use<Name>Mutation``,
``use<Name>Subscription``, and ``<Name>Document``, ``<Name>`` the operation's name in Pascal
case). When the module holding them is missing from the tree or left out of the analysis (a
2.6 MB ``graphql.tsx`` taken for a bundle), the operations are still in the app's own files.

Rule ``graphql.codegen-hook``: a call of a ``use…Query``/``…Mutation``/``…Subscription`` name
imported from a program path that resolves to no analysed module sends the operation of that
name and type the program's ``gql`` documents define once, or identically in several files
(names compared ignoring case and ``_``/``-``; ``use<Name>QueryQuery`` for an operation
already named ``<Name>Query``, unless codegen's ``dedupeOperationSuffix`` left one suffix):
one request per call, sited at the call, with the ``variables`` of its options. Its document
text is the operation with the fragments it spreads (from its own document, else the one
program fragment of that name), as codegen joins them. No such operation: nothing is claimed
(the call stays a reviewed site of the missing module, rule
``coverage.missing-generated-module``).

Rule ``graphql.codegen-document``: a ``<Name>Document`` imported from such a module is that
operation's document wherever a document is read (``client.query({query: XDocument})``).

Rule ``graphql.codegen-service``: codegen's ``typescript-apollo-angular`` writes one injectable
service per operation instead (``<Name>GQL``, extending apollo-angular's ``Query``, ``Mutation``
or ``Subscription``); ``fetch``/``watch`` of one imported from such a module (``inject(GetAddOnGQL)
.fetch({id})``, a member declared ``GetAddOnGQL``) sends the query of that name the program's
``gql`` documents define, ``mutate`` the mutation, ``subscribe`` the subscription, with the
call's first argument as the variables.
"""
from __future__ import annotations

import re

from graphql import (FragmentDefinitionNode, FragmentSpreadNode, GraphQLError,
                     OperationDefinitionNode, parse, print_ast)
from graphql.language import Visitor, visit

from code2skill.facts import Ref
from code2skill.generated_modules import program_path
from code2skill.requests import GraphQLOp
from code2skill.values import DocV, LibV, Value

LIB = "graphql"
HOOK = re.compile(r"^use([A-Z]\w*?)(Query|LazyQuery|SuspenseQuery|BackgroundQuery|Mutation"
                  r"|Subscription)$")
DOCUMENT = re.compile(r"^([A-Z]\w*?)Document$")
SERVICE = re.compile(r"^([A-Z]\w*?)GQL$")
SERVICE_TYPES = {"fetch": "query", "watch": "query", "mutate": "mutation",
                 "subscribe": "subscription"}
HOOK_TYPES = {"Query": "query", "LazyQuery": "query", "SuspenseQuery": "query",
              "BackgroundQuery": "query", "Mutation": "mutation",
              "Subscription": "subscription"}
TAGS = (("gql",), ("graphql",), ())          # gql`…` (a named or default import)


def codegen_name(callee: Value | None) -> str | None:
    """The name a value was imported as from a program module the analysis does not hold
    (``LibV('~/generated/graphql', ('useGetAddOnQuery',))``), else ``None``."""
    if isinstance(callee, LibV) and len(callee.path) == 1 and program_path(callee.lib):
        return callee.path[0]
    return None


def hook_operation(program, callee: Value | None) -> tuple[str, GraphQLOp] | None:
    """Rule ``graphql.codegen-hook``: ``(hook kind, operation)`` of a codegen hook call
    (``Query``, ``LazyQuery``, ``Mutation`` …), else ``None``."""
    name = codegen_name(callee)
    found = HOOK.match(name) if name else None
    if found is None:
        return None
    op = named_operation(program, found.group(1), HOOK_TYPES[found.group(2)])
    return (found.group(2), op) if op is not None else None


def service_operation(program, callee: Value | None) -> GraphQLOp | None:
    """Rule ``graphql.codegen-service``: the operation a codegen apollo-angular service's call
    sends (``LibV('~/generated/graphql', ('GetAddOnGQL', 'prototype', 'fetch'))``: an instance
    of a class imported from a module the analysis does not hold), else ``None``."""
    if not (isinstance(callee, LibV) and len(callee.path) == 3 and callee.path[1] == "prototype"
            and callee.path[2] in SERVICE_TYPES and program_path(callee.lib)):
        return None
    found = SERVICE.match(callee.path[0])
    return named_operation(program, found.group(1), SERVICE_TYPES[callee.path[2]]) \
        if found else None


def document_operation(program, value: Value | None) -> GraphQLOp | None:
    """Rule ``graphql.codegen-document``: the operation a ``<Name>Document`` import names,
    else ``None``."""
    name = codegen_name(value)
    found = DOCUMENT.match(name) if name else None
    return named_operation(program, found.group(1), None) if found else None


def key(name: str) -> str:
    """An operation name as codegen's naming makes it comparable: lower case, no ``_``/``-``
    (``getAPIKeys`` and ``GetApiKeys`` are one)."""
    return re.sub(r"[^0-9a-z]", "", name.lower())


def named_operation(program, name: str, operation_type: str | None) -> GraphQLOp | None:
    """The one program operation of type ``operation_type`` (any when ``None``) that codegen
    names ``name`` (``<Name>`` or, with the type word doubled, ``<Name><Type>``), else
    ``None``. Files that each write the same document (fragments joined) define one operation:
    the first by path is taken."""
    index = operations(program)
    wanted = {key(name)}
    if operation_type:
        wanted.add(key(name) + operation_type)       # `query UsersQuery` → useUsersQuery (dedupe)
    found = [op for k in sorted(wanted) for op in index.get(k, ())
             if operation_type in (None, op.operation_type)]
    return found[0] if len({op.document for op in found}) == 1 else None


def operations(program) -> dict[str, list[GraphQLOp]]:
    """Every named operation of the program's ``gql`` documents by :func:`key` (computed
    once, into the recogniser's notes), each with the fragments it spreads."""
    notes = program.notes(LIB)
    if "codegen-operations" not in notes:
        documents = program_documents(program)
        fragments: dict[str, list[str]] = {}
        for parsed, _ in documents:
            for node in parsed.definitions:
                if isinstance(node, FragmentDefinitionNode):
                    fragments.setdefault(node.name.value, []).append(print_ast(node))
        index: dict[str, list[GraphQLOp]] = {}
        for parsed, doc in documents:
            local = {n.name.value: print_ast(n) for n in parsed.definitions
                     if isinstance(n, FragmentDefinitionNode)}
            for node in parsed.definitions:
                if isinstance(node, OperationDefinitionNode) and node.name is not None:
                    op = with_fragments(node, doc, local, fragments)
                    if op is not None:
                        index.setdefault(key(node.name.value), []).append(op)
        notes["codegen-operations"] = index
    return notes["codegen-operations"]


def program_documents(program) -> list:
    """``(parsed document, DocV)`` of every parsable ``gql`…``` template the program
    writes (a tag imported from a GraphQL package)."""
    from code2skill.recogniser_context import Frame

    from .graphql import MODULES

    found = []
    for path in sorted(program.modules):
        module = program.modules[path]
        names = {imp.local for imp in module.imports if imp.local and imp.source in MODULES}
        for site in module.calls:
            call = site.call
            if call.new or len(call.args) != 1 or not isinstance(call.callee, Ref) \
                    or call.callee.name not in names:
                continue
            tag = program.evaluate(call.callee, Frame(path, site.scope))
            if not (isinstance(tag, LibV) and tag.lib == LIB and tag.path in TAGS):
                continue
            doc = program.evaluate(call, Frame(path, site.scope))
            if isinstance(doc, DocV):
                try:
                    found.append((parse(doc.text), doc))
                except GraphQLError:
                    continue
    return found


def with_fragments(node: OperationDefinitionNode, doc: DocV, local: dict[str, str],
                   fragments: dict[str, list[str]]) -> GraphQLOp | None:
    """The operation ``node`` of document ``doc`` as codegen's ``<Name>Document`` holds it:
    its text and the fragments it spreads, transitively (``local``: the fragments of its own
    document by name; ``fragments``: the program's, by name, used when exactly one has the
    name); ``None`` when a spread fragment is not found once."""
    from .graphql import operation

    texts, wanted, seen = [print_ast(node)], spreads(node), set()
    while wanted:
        name = wanted.pop()
        if name in seen:
            continue
        seen.add(name)
        text = local.get(name) or (fragments[name][0] if len(set(fragments.get(name, ()))) == 1
                                   else None)
        if text is None:
            return None
        texts.append(text)
        wanted.extend(spreads(parse(text).definitions[0]))
    return operation(DocV("\n\n".join(texts), doc.where))


def spreads(node) -> list[str]:
    """The names of the fragments a definition spreads directly."""
    names: list[str] = []

    class Spreads(Visitor):
        def enter_fragment_spread(self, spread: FragmentSpreadNode, *_):
            names.append(spread.name.value)

    visit(node, Spreads())
    return names
