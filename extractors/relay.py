"""Relay: ``graphql`` documents run through Relay's hooks and functions (React and Solid).

Call forms handled::

    const Q = graphql`query NewsListQuery($first: Int) { viewer { ...NewsList_viewer } }`
    import graphql from 'babel-plugin-relay/macro'     // the same tag
    useLazyLoadQuery(Q, { first: 10 })          createLazyLoadQuery(Q, () => ({ first }))
    loadQuery(environment, Q, vars)             fetchQuery(environment, Q, vars)
    useQueryLoader(Q)                           // its loader sends Q with the variables given
    loadQuery(environment, TodoAppQueryNode, vars)   // the compiler's artifact, imported
    commitMutation(environment, { mutation: M, variables })
    useMutation(M)  createMutation(M)           // the commit function sends M
    usePaginationFragment(F, key)  useRefetchableFragment(F, key)
    createPaginationFragment(F, key)  createRefetchableFragment(F, key)   // solid-relay

Rule ``relay.operation``: each call sends its document's operation (parsed as the GraphQL rules
do, :func:`code2skill.extractors.graphql.operation`) as one ``POST`` of ``{query,
variables}``, sited at the call; a document that is a wrapper's parameter waits for its
callers' (rule ``graphql.forwarded-document``), a compiler artifact the text it carries
(rule ``relay.generated-request``, :func:`generated_operation`). Rule
``relay.refetchable-query``: the pagination and refetchable fragment calls send the query
the compiler generates for the fragment's ``@refetchable(queryName:)``
(:mod:`~code2skill.extractors.relay_refetchable`).
``usePreloadedQuery``/``createPreloadedQuery`` and ``useFragment`` send nothing (the loader
or the query did). The endpoint is the environment's network fetch, settled after resolution
by :mod:`code2skill.relay_network`; until then ``/graphql``.
"""
from __future__ import annotations

from graphql import FragmentDefinitionNode, parse

from code2skill.requests import RequestTemplate
from code2skill.values import DocV, LibV, ObjV, ParamV, StrV, Text, Value

from .graphql import (DEFAULT_ENDPOINT, document, forwarded_document, operation,
                      operation_body)
from .graphql_codegen import spreads
from .registry import Recogniser
from .relay_refetchable import RULE as REFETCHABLE_RULE
from .relay_refetchable import refetchable_operation

LIB = "relay"
MACRO = "babel-plugin-relay/macro"      # its default export is the graphql tag
MODULES = {name: LIB for name in ("relay-runtime", "react-relay", "react-relay/hooks",
                                  "solid-relay", MACRO)}
# call → (index of the document argument, index of the variables argument or None)
SENDERS = {"useLazyLoadQuery": (0, 1), "createLazyLoadQuery": (0, 1), "loadQuery": (1, 2),
           "fetchQuery": (1, 2), "useQueryLoader": (0, None), "useMutation": (0, None),
           "createMutation": (0, None)}
FRAGMENT_SENDERS = frozenset({"usePaginationFragment", "useBlockingPaginationFragment",
                              "useRefetchableFragment", "createPaginationFragment",
                              "createRefetchableFragment"})


def call_value(callee, args, where, new) -> Value | None:
    """``graphql`…``` of a Relay module → its document (as ``gql`` is, fragments joined);
    ``import graphql from 'babel-plugin-relay/macro'`` is that tag too (the default export,
    the only one a Relay module is read for)."""
    if isinstance(callee, LibV) and callee.lib == LIB and callee.path in (("graphql",), ()) \
            and args:
        return document(args[0], where)
    return None


def request(callee, site, ctx) -> RequestTemplate | None:
    """The template of the operation a Relay call sends (module docstring), else ``None``."""
    if not (isinstance(callee, LibV) and callee.lib == LIB and len(callee.path) == 1):
        return None
    name, args = callee.path[0], ctx.args(site.call)
    if name == "commitMutation" and len(args) > 1:
        doc, variables = ctx.member(args[1], "mutation"), ctx.member(args[1], "variables")
    elif name in SENDERS and len(args) > SENDERS[name][0]:
        at, at_vars = SENDERS[name]
        doc = args[at]
        variables = args[at_vars] if at_vars is not None and len(args) > at_vars else None
    elif name in FRAGMENT_SENDERS and args:
        return fragment_template(ctx, site, args[0])
    else:
        return None
    variables = variables if isinstance(variables, (ObjV, ParamV)) else None
    if isinstance(doc, ParamV):                          # rule graphql.forwarded-document
        return template(ctx, site, "relay.operation", None, None,
                        pending=forwarded_document(doc, variables))
    op = operation(doc) or generated_operation(ctx, doc)
    if op is None:
        return None
    return template(ctx, site, "relay.operation", op, operation_body(op, variables))


def generated_operation(ctx, doc: Value | None):
    """Rule ``relay.generated-request``: the operation of the compiler's artifact for a query
    or mutation (the ``ConcreteRequest`` a ``__generated__/<Name>.graphql.ts`` module exports
    by default, ``loadQuery(environment, TodoAppQueryNode, vars)``): the document its
    ``params.text`` holds; ``None`` when ``doc`` holds no such text."""
    text = ctx.member(ctx.member(doc, "params"), "text") if isinstance(doc, ObjV) else None
    return operation(document(text, None)) if isinstance(text, StrV) else None


def fragment_template(ctx, site, doc: Value | None) -> RequestTemplate | None:
    """Rule ``relay.refetchable-query``: the request of the query generated for the
    ``@refetchable`` fragment ``doc``; its variables are the inputs (their values are
    the fragment's key and the refetch/loadNext arguments, not a source object)."""
    found = refetchable_operation(doc) if isinstance(doc, DocV) else None
    if found is None:
        return None
    op, undeclared = found
    notes = (("low", f"the generated query {op.operation_name} also sends the variables "
              f"{', '.join('$' + n for n in undeclared)} of the query the fragment is spread "
              "in; their types are in the schema, not the fragment: left out", op.where),) \
        if undeclared else ()
    return template(ctx, site, REFETCHABLE_RULE, op, operation_body(op, None), notes)


def compiled_note(op) -> tuple[tuple[str, str, object], ...]:
    """Rule ``relay.compiled-document``: a ``low`` note when operation ``op`` spreads fragments
    its document does not define (written in other documents): the Relay compiler sends the
    operation with them inlined and its own directives removed, so the query text shown is
    the source's, not the text sent; no note otherwise."""
    parsed = parse(op.document)
    defined = {d.name.value for d in parsed.definitions if isinstance(d, FragmentDefinitionNode)}
    missing = sorted({name for d in parsed.definitions for name in spreads(d)} - defined)
    if not missing:
        return ()
    shown = ", ".join(missing[:3]) + (f" and {len(missing) - 3} more" if len(missing) > 3 else "")
    return (("low", f"the Relay compiler sends {op.operation_name or 'this operation'} with the "
             f"fragments it spreads from other documents ({shown}) inlined and Relay's own "
             "directives removed: the query text shown is the source document, not the text "
             "sent", op.where),)


def template(ctx, site, rule: str, op, body, notes=(), pending=None) -> RequestTemplate:
    """A Relay operation's ``POST`` to the placeholder endpoint (module docstring)."""
    return RequestTemplate(
        lib=LIB, method=StrV((Text("POST", None, "graphql.post"),)),
        url=StrV((Text(DEFAULT_ENDPOINT, None, "graphql.default-endpoint"),)),
        sites=(ctx.site(site.call.span, rule),), body=body,
        body_encoding="json", graphql=op, notes=notes, pending_operation=pending)


RECOGNISER = Recogniser(id=LIB, request=request, call_value=call_value, modules=MODULES)
