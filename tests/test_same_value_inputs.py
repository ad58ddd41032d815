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


ROUTE_FILES = {
    "package.json": '{"name": "k", "devDependencies": {"@sveltejs/kit": "2.0.0"}}',
    "src/lib/archive.ts": """\
export function archiveUrl(base: string, name: string, version: string): string {
  return `${base}/crates/${name}/${name}-${version}.zip`;
}
export function manifestUrl(base: string, name: string, version: string): string {
  return `${archiveUrl(base, name, version)}.json`;
}
export async function loadManifest(fetch: typeof globalThis.fetch, base: string, name: string,
                                   version: string): Promise<unknown> {
  const response = await fetch(manifestUrl(base, name, version));
  return response.json();
}
export const stamp = () => fetch(`/api/stamps/${crypto.randomUUID()}/${crypto.randomUUID()}`);
""",
    "src/routes/crates/[crate_id]/[version_num]/+page.ts": """\
import { loadManifest } from '$lib/archive';
export async function load({ fetch, params }) {
  return { manifest: await loadManifest(fetch, 'https://static.example.org', params.crate_id,
                                        params.version_num) };
}
""",
}


def test_a_route_parameter_written_twice_is_one_input(derive_files):
    """A SvelteKit route parameter handed to a helper that writes it in two segments."""
    contract = derive_files(ROUTE_FILES)
    got = {c["name"]: ([(b["target"], b["input"]) for b in
                        c["implementation"]["requests"][0]["bindings"]],
                       sorted(c["inputSchema"]["properties"]))
           for c in contract["capabilities"]}
    # …/{name2}-{version}.zip.json, a parameter and a file extension, addresses one item
    assert got["get_crate"] == ([("path:name", "name"), ("path:name2", "name"),
                                  ("path:version", "version")], ["name", "version"])
    manifest = next(c for c in contract["capabilities"] if c["name"] == "get_crate")
    assert [e["rule"] for e in manifest["evidence"]["/implementation/requests/0/bindings/1"]] \
        == ["path.same-value"]
    # two calls of a library function may give two values: never one input
    assert got["get_stamp"][1] == ["randomUUID", "randomUUID2"]
