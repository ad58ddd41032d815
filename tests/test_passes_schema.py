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


# ------------------------------------------------------------------ budget.schema-work

def typed_body_sent_whole(n: int) -> str:
    """An interface of ``n`` members and one axios call sending a value of it whole."""
    members = "".join(f"  f{i}: {'string' if i % 3 else 'number'};\n" for i in range(n))
    return (f"import axios from 'axios';\nexport interface Big {{\n{members}}}\n"
            "export const save = (b: Big) => axios.post<Big>('/api/big', b);\n")


def test_a_typed_body_of_6000_fields_is_cut_by_the_schema_work_budget(derive_files):
    """Rule budget.schema-work: each member a declared type adds as an input costs
    INPUT_UNITS (20) units, so one typed body is cut after about 5,000 of them, with the
    diagnostic naming the limit and a high review item, instead of describing 60,000 members
    for minutes; the members' required names are a set (one look-up each)."""
    from code2skill.passes.schema import INPUT_UNITS, SCHEMA_WORK
    assert (INPUT_UNITS, SCHEMA_WORK) == (20, 100_000)
    contract = derive_files({"package.json": '{"name": "tb", "dependencies": {"axios": "1"}}',
                             "src/big.ts": typed_body_sent_whole(6000)})
    assert contract["source"]["diagnostics"] == [{
        "line": 6004, "path": "src/big.ts", "severity": "warning", "stage": "schema",
        "reason": "limit schema-work exceeded: describing the inputs of POST /api/big took "
                  "over 100,000 units of work: 4761 inputs described, the others are missing "
                  "(review[])"}]
    (cap,) = contract["capabilities"]
    assert len(cap["inputSchema"]["properties"]) == 4761
    assert cap["inputSchema"]["required"][:3] == ["f0", "f1", "f2"]
    assert [r["severity"] for r in contract["review"] if "schema-work" in r["message"]] == \
        ["high"]


def test_headers_are_grouped_by_name_once():
    """Each header is compared with its namesakes only (one pass over the calls): a request
    of N literal headers costs linear work, not N² name comparisons (19,900 headers took
    over 60 s)."""
    from types import SimpleNamespace as Ns

    from code2skill.passes.schema import headers_by_name
    a, b = Ns(name="X-A", value=1), Ns(name="x-a", value=2)
    c = Ns(name="X-B", value=3)
    one, two = Ns(headers=[a, c]), Ns(headers=[b])
    assert headers_by_name([one, two]) == {"x-a": [(one, a), (two, b)], "x-b": [(one, c)]}


def test_a_request_of_3000_literal_headers_binds_each_once(derive_files):
    headers = ",\n".join(f"'X-H{i}': v.h{i}" for i in range(3000))
    contract = derive_files({"package.json": '{"name": "h"}', "src/a.js":
                             f"export const f = (v) => fetch('/api/h', {{headers: {{\n{headers}}}}});\n"})
    assert contract["source"]["diagnostics"] == []
    (cap,) = contract["capabilities"]
    targets = [b["target"] for b in cap["implementation"]["requests"][0]["bindings"]]
    assert len(targets) == 3000 and targets[:2] == ["header:X-H0", "header:X-H1"]
