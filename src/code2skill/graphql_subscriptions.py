"""GraphQL subscriptions: a stream, not a Tool.

Forms handled (any recogniser's GraphQL operation of type ``subscription``)::

    useSubscription(ALERTS_SUBSCRIPTION)                         // Apollo, vue-apollo, urql
    client.subscribe({ query: LOG_SUBSCRIPTION, variables })     // an Apollo client
    useOnCommentAddedSubscription()  BookReturnedGQL.subscribe() // codegen hooks and services

Rule ``graphql.subscription``: a ``subscription`` operation asks the server to push events for
as long as the client listens (over a graphql-ws/subscriptions-transport-ws WebSocket link or
server-sent events), so one Tool call cannot stand for it, whatever link the client sends it
over: the call is a reviewed request-like site with one ``medium`` item naming the operation,
never a capability (as ``stream.web-socket`` and tRPC subscriptions are).
"""
from __future__ import annotations

from code2skill.problem import Problem
from code2skill.requests import RequestTemplate

RULE = "graphql.subscription"


def subscription_problem(template: RequestTemplate) -> Problem | None:
    """The review item of a template sending a GraphQL subscription, else ``None``."""
    op = template.graphql
    if op is None or op.operation_type != "subscription":
        return None
    name = op.operation_name or "(anonymous)"
    return Problem("medium", f"GraphQL subscription {name}: a stream of events the server "
                   "pushes while the client listens, not a request/response call; not "
                   f"offered as a Tool (rule {RULE})", template.sites[0].where, RULE)
