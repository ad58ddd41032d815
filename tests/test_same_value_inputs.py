"""Rules ``path.same-value`` and ``query.same-as-path``: one value sent in two places of a
request is one input bound to both, never two inputs an Agent could set apart."""
from __future__ import annotations

FILES = {
    "package.json": '{"name": "d"}',
    "src/a.js": """\
export const mirror = (id) => fetch(`/api/repos/${id}/mirror/${id}`, { method: 'POST' });
export const page = (slug) => fetch(`/api/pages/${slug}?ref=${slug}`);
export const avatar = (user) => fetch(`/api/users/${user.id}/avatar/${user.id}`);
export const pair = (a, b) => fetch(`/api/pairs/${a}/${b}?first=${a}`);
""",
}


def test_one_input_per_value(derive_files):
    contract = derive_files(FILES)
    got = {c["name"]: ([(b["target"], b["input"]) for b in
                        c["implementation"]["requests"][0]["bindings"]],
                       sorted(c["inputSchema"]["properties"]))
           for c in contract["capabilities"]}
    assert got == {
        "set_repo_mirror": ([("path:id", "id"), ("path:id2", "id")], ["id"]),
        "get_page": ([("path:slug", "slug"), ("query:ref", "slug")], ["slug"]),
        "get_user_avatar": ([("path:id", "id"), ("path:id2", "id")], ["id"]),
        "get_pair": ([("path:a", "a"), ("path:b", "b"), ("query:first", "a")], ["a", "b"]),
    }
    mirror = next(c for c in contract["capabilities"] if c["name"] == "set_repo_mirror")
    assert [e["rule"] for e in mirror["evidence"]["/implementation/requests/0/bindings/1"]] == [
        "path.same-value"]
