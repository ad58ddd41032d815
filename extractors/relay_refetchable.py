"""The query the Relay compiler generates for a ``@refetchable`` fragment.

Form handled::

    graphql`fragment NewsList_viewer on Actor
      @refetchable(queryName: "NewsListPaginationQuery")
      @argumentDefinitions(count: {type: "Int", defaultValue: 10}, cursor: {type: "String"}) {
      articles(first: $count, after: $cursor) @connection(key: "…") { edges { node { id } } }
    }`

Rule ``relay.refetchable-query``: the compiler writes (into a ``__generated__`` module the
repository rarely holds) a query named by ``queryName`` whose variables are the fragment's
``@argumentDefinitions`` (each with its declared ``type``, and ``$id: ID!`` for a fragment on
any type but ``Query``/``Viewer``) and whose selection reaches the fragment from the root: the
root itself for ``Query``, ``viewer`` for ``Viewer``, ``node(id: $id)`` otherwise. Variables
the fragment reads without declaring them come from the query it is spread in; their types are
in the schema, not in the fragment, so they are left out and named in a note.
"""
from __future__ import annotations

from graphql import (FragmentDefinitionNode, GraphQLError, ObjectValueNode, StringValueNode,
                     VariableNode, Visitor, parse, print_ast, visit)

from code2skill.requests import GraphQLOp
from code2skill.values import DocV

RULE = "relay.refetchable-query"
ROOTS = {"Query": "{}", "Viewer": "viewer {{ {} }}"}    # else node(id: $id) { … }


def refetchable_operation(doc: DocV) -> tuple[GraphQLOp, tuple[str, ...]] | None:
    """``(operation, undeclared variable names)`` of the query generated for the first
    ``@refetchable`` fragment of document ``doc``; ``None`` when ``doc`` is unparsable or
    holds no such fragment (see the module docstring)."""
    try:
        parsed = parse(doc.text)
    except GraphQLError:
        return None
    for definition in parsed.definitions:
        if not isinstance(definition, FragmentDefinitionNode):
            continue
        name = query_name(definition)
        if name is None:
            continue
        declared = argument_types(definition)
        on = definition.type_condition.name.value
        if on not in ROOTS:
            declared = declared + (("id", "ID!"),)
        spread = f"...{definition.name.value}"
        selection = ROOTS[on].format(spread) if on in ROOTS else \
            f"node(id: $id) {{ {spread} }}"
        heading = ", ".join(f"${n}: {t}" for n, t in declared)
        text = f"query {name}{f'({heading})' if heading else ''} {{ {selection} }}\n\n" \
            f"{print_ast(definition)}"
        undeclared = tuple(sorted(read_variables(definition) - {n for n, _ in declared}))
        chain = () if on == "Query" else ("viewer",) if on == "Viewer" else ("node",)
        return GraphQLOp("query", name, declared, text, doc.where, chain), undeclared
    return None


def query_name(fragment: FragmentDefinitionNode) -> str | None:
    """The ``queryName`` of the fragment's ``@refetchable`` directive, else ``None``."""
    for directive in fragment.directives or ():
        if directive.name.value != "refetchable":
            continue
        for argument in directive.arguments or ():
            if argument.name.value == "queryName" and \
                    isinstance(argument.value, StringValueNode):
                return argument.value.value
    return None


def argument_types(fragment: FragmentDefinitionNode) -> tuple[tuple[str, str], ...]:
    """``(name, GraphQL type text)`` of each ``@argumentDefinitions`` entry that declares a
    string ``type`` (``count: {type: "Int", defaultValue: 10}`` → ``("count", "Int")``)."""
    found = []
    for directive in fragment.directives or ():
        if directive.name.value != "argumentDefinitions":
            continue
        for argument in directive.arguments or ():
            value = argument.value
            if not isinstance(value, ObjectValueNode):
                continue
            kind = next((f.value.value for f in value.fields if f.name.value == "type"
                         and isinstance(f.value, StringValueNode)), None)
            if kind is not None:
                found.append((argument.name.value, kind))
    return tuple(found)


def read_variables(fragment: FragmentDefinitionNode) -> set[str]:
    """The names of the variables the fragment's selection reads (``$count``)."""
    names: set[str] = set()

    class Reads(Visitor):
        def enter_variable(self, node: VariableNode, *_):
            names.add(node.name.value)

    visit(fragment.selection_set, Reads())
    return names
