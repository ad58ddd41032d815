"""Pass: a named GraphQL operation whose name says no action, read from its root field.

Some clients name an operation by the module that sends it, not by what it does: Relay's
compiler forces ``<ModuleName><Purpose>Query|Mutation`` (``accountDeleteMutation``,
``SettingsPageQuery``), so the name carries the module and its words prove no action. The
operation's single root field is the schema's own name for what it does (``mutation
accountDeleteMutation { deleteAccount(id: $id) { … } }``).

* ``name.graphql-root-field`` / ``side-effect.graphql-root-field`` — a mutation whose name
  proves no side effect (:func:`~code2skill.passes.side_effects.graphql_effect` would guess an
  update, rule ``side-effect.graphql-guess``) and whose single root field proves one
  (``deleteAccount`` → ``delete``) is named and typed by that root field
  (``delete_account``, ``delete``). A root field starting with a read word (``getUploadUrl``)
  proves no write: the guessed update stays.
* ``name.graphql-root-field`` — a query or subscription whose name holds no verb at all
  (:func:`~code2skill.passes.naming.words_are_verb`; ``StoriesListQuery``) and whose single
  root field starts with a read verb (``searchPosts``) is named by that root field
  (``search_posts``); its side effect stays a read (its operation type decides).

An operation selecting several root fields, or none the extractor could read (fragment spreads
at the root), keeps the name and effect its name gives (no one field says what it does); an
anonymous one is named from its selection already (rule ``name.graphql-selection``).
"""

from __future__ import annotations

from .naming import GRAPHQL_SUFFIXES, QUERY_VERBS, words, words_are_verb
from .side_effects import GRAPHQL_GUESS, graphql_effect

PROVEN = "side-effect.graphql-operation"      # the rule of a mutation whose words prove a write
NAME_RULE = "name.graphql-root-field"
EFFECT_RULE = "side-effect.graphql-root-field"


def root_field(operation_type: str, operation_name: str | None,
               selection: tuple[str, ...]) -> str | None:
    """The root field (``deleteAccount``) a named operation is named and typed by under the
    module's rules, else ``None``. ``selection`` is the operation's
    :attr:`~code2skill.requests.GraphQLOp.selection` (its first entry the single root
    field's name, empty when the root selects several fields)."""
    if not operation_name or not selection:
        return None
    field = selection[0]
    if operation_type == "mutation":
        return field if graphql_effect(operation_type, operation_name)[1] == GRAPHQL_GUESS \
            and graphql_effect(operation_type, field)[1] == PROVEN else None
    said = [w for w in words(operation_name) if w not in GRAPHQL_SUFFIXES]
    field_words = words(field)
    return field if field_words and field_words[0] in QUERY_VERBS \
        and not any(words_are_verb(w) for w in said) else None
