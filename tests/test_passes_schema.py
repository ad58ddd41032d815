"""The input side of a capability being built (``passes/schema.py``): :class:`InputDraft`'s
binding index, kept in step with the bindings as they grow or are replaced whole."""
from __future__ import annotations

from code2skill.contract.models import Binding
from code2skill.passes.schema import InputDraft, enveloped


def test_bound_finds_the_first_binding_of_a_target_as_the_bindings_grow():
    draft = InputDraft()
    assert draft.bound("body:title") is None
    first = Binding(target="body:title", input="title")
    draft.bindings.append(first)
    draft.bindings.append(Binding(target="body:title", input="title_2"))
    draft.bindings.append(Binding(target="query:page", input="page"))
    assert draft.bound("body:title") is first
    assert draft.bound("query:page").input == "page"
    assert draft.bound("body:body") is None
    draft.bindings.append(Binding(target="body:body", input="body"))
    assert draft.bound("body:body").input == "body"


def test_bound_follows_bindings_replaced_whole_by_an_envelope():
    """Rule body.envelope moves every body binding under its member: the index is rebuilt
    from the new list, so the old targets are no longer bound."""
    draft = InputDraft()
    draft.bindings.append(Binding(target="body:title", input="title"))
    assert draft.bound("body:title") is not None
    enveloped(draft, ("json", "body.envelope", None))
    assert [b.target for b in draft.bindings] == ["body:json.title"]
    assert draft.bound("body:title") is None
    assert draft.bound("body:json.title").input == "title"
    draft.bindings = []
    assert draft.bound("body:json.title") is None
