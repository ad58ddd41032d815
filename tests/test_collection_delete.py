"""A DELETE of a collection whose items the client also deletes one by one
(:mod:`code2skill.passes.collection_delete`, rule ``side-effect.collection-delete``)."""
from __future__ import annotations

STORE = {"src/messages.ts": """import axios from 'axios';
export const removeAll = () => axios.delete('/message');
export const removeOne = (id: number) => axios.delete(`/message/${id}`);
export const removeImage = (id: number) => axios.delete(`/application/${id}/image`);
"""}


def by_path(contract) -> dict[str, dict]:
    return {c["implementation"]["requests"][0]["pathTemplate"]: c
            for c in contract["capabilities"]}


def test_a_collection_delete_beside_an_item_delete_is_reviewed(derive_files):
    contract = derive_files(STORE)
    caps = by_path(contract)
    whole = caps["/message"]
    assert whole["status"] == "requires-review"
    items = [r for r in contract["review"] if r["capability"] == whole["name"]
             and r["evidence"] and r["evidence"][0]["rule"] == "side-effect.collection-delete"]
    assert [(r["severity"], r["message"]) for r in items] == [(
        "medium", "DELETE /message names no item of the collection whose items the client "
        "deletes at DELETE /message/{id}: it may delete every item; confirm what the backend "
        "deletes before an agent may call it")]
    assert (items[0]["evidence"][0]["file"], items[0]["evidence"][0]["line"]) == \
        ("src/messages.ts", 2)


def test_an_item_delete_and_a_sub_resource_delete_are_not(derive_files):
    contract = derive_files(STORE)
    caps = by_path(contract)
    for path in ("/message/{id}", "/application/{id}/image"):
        assert not [r for r in contract["review"] if r["capability"] == caps[path]["name"]
                    and any(e["rule"] == "side-effect.collection-delete" for e in r["evidence"])]


def test_a_collection_delete_alone_is_not(derive_files):
    contract = derive_files({"src/a.ts": "import axios from 'axios';\n"
                             "export const clear = () => axios.delete('/message');\n"})
    assert not [r for r in contract["review"]
                if any(e["rule"] == "side-effect.collection-delete" for e in r["evidence"])]
