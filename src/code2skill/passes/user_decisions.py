"""Rule ``input.user-decision``: an approval the user gives is never a Tool input.

A consent page sends the user's answer with the request it grants or refuses::

    postConsentResponseAccept(…)  →  Post(ConsentPath, {client_id, consent: true, claims})
    postConsentResponseReject(…)  →  Post(ConsentPath, {client_id, consent: false})

One endpoint, one Tool: its boolean ``consent`` would let the Agent grant an OAuth client
access to the user's account by itself — the "boolean confirmation parameter that lets the
Agent approve its own action" the seed forbids (a Tool parameter such as ``confirmed: true`` is
Agent self-attestation, not confirmation), which the audit's lint flags (``C2S-L004``). A
boolean body or query field whose name says the caller confirms, acknowledges or consents
(:func:`code2skill.confirmation_names.confirms`, the audit lint's reading: ``consent``,
``confirmed``, ``i_understand``, ``userApproved``; ``approved`` or ``newsletter_consent``, a
state or a choice, are none) is therefore the user's decision, which only the Host can obtain
from the user: the field is bound to a context reference named after it (what the Host supplies
once the user has decided), never an input; the Tool requires a trusted confirmation
(``trusted-confirmation-required``) and one ``medium`` review item names the field, cited at
the request's first call site: until the Host's confirmation is integrated the Tool stays
``requires-review``.
"""
from __future__ import annotations

from code2skill.confirmation_names import confirms, is_boolean
from code2skill.contract.pointer import escape as pointer
from code2skill.evidence import inferred
from code2skill.values import Where

RULE = "input.user-decision"
SENT_KINDS = ("body", "query")


def user_decisions(draft, where: Where | None) -> list[str]:
    """Rule ``input.user-decision`` on an input draft (``InputDraft``): each boolean body or
    query field named for a confirmation (module docstring) unbound from its input and bound
    to a context reference of the same name, its input, requiredness and evidence dropped, a
    ``medium`` review item at ``where`` (the request's first call site); returns the names of
    the fields so bound, in order."""
    found = []
    for index, binding in enumerate(draft.bindings):
        kind, _, field = binding.target.partition(":")
        name = binding.input
        if kind not in SENT_KINDS or not field or "." in field or name is None or \
                not isinstance(draft.properties.get(name), dict) or \
                not is_boolean(draft.properties[name]) or not confirms(field):
            continue
        evidence = draft.evidence.pop(f"/inputSchema/properties/{pointer(name)}", None) or \
            [inferred(where, RULE, field)]
        draft.properties.pop(name, None)
        if name in draft.required:
            draft.required.remove(name)
        draft.required_evidence.pop(name, None)
        draft.context.setdefault(field, (
            f"{field.replace('_', ' ').capitalize()}: the user's own decision, which the Host "
            "obtains from the user (a trusted confirmation); never the Agent's.",
            "the user's decision", []))[2].extend(
                e.model_copy(update={"rule": RULE}) for e in evidence)
        draft.bindings[index] = binding.model_copy(update={"input": None, "context": field})
        found.append(field)
    if found:
        draft.review.append(("medium", message(found), where, RULE))
    return found


def message(fields: list[str]) -> str:
    """The review item of :func:`user_decisions`."""
    named = ", ".join(repr(f) for f in fields)
    return (f"body or query field {named} carries the user's own decision (a confirmation, an "
            "approval or a consent, such as granting an application access to the account): an "
            "Agent must never set it, so it is no Tool input; the Host must obtain it from the "
            "user through a trusted confirmation that binds the target and the payload, so the "
            "Tool requires trusted-confirmation and stays under review until the Host provides "
            "it")
