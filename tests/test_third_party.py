"""Rule ``service.third-party``: a call to an absolute origin none of the app's own backends
has is a third party's: its service says so and its capability is open-world
(``openWorldHint: true``, risk ``external``); the app's own backends, a loopback host and an
app with no backend of its own to compare with claim nothing."""
from __future__ import annotations

from audit_support import derive_dict
from conftest import write_tree

API = (
    "import axios from 'axios';\n"                                                     # 1
    "const api = axios.create({ baseURL: import.meta.env.VITE_API_URL });\n"            # 2
    "export const listPosts = () => api.get('/posts');\n"                               # 3
    "export const starRepo = (owner: string, repo: string) =>\n"                        # 4
    "  fetch(`https://api.github.com/user/starred/${owner}/${repo}`, { method: 'PUT' });\n"
    "export const notify = (text: string) =>\n"                                         # 6
    "  fetch('https://hooks.chat.example/services/notify', { method: 'POST', body: text });\n"
    "export const devPing = () => fetch('http://localhost:3000/status');\n"              # 8
)


def annotations(contract: dict) -> dict[str, tuple]:
    return {c["name"]: (c["annotations"]["openWorldHint"], c["annotations"]["risks"],
                        [(e["kind"], e["rule"], e["file"], e["line"], e["note"])
                         for e in c["evidence"]["/annotations/openWorldHint"]])
            for c in contract["capabilities"]}


def test_calls_to_a_third_party_host_are_open_world(tmp_path):
    contract = derive_dict(write_tree(tmp_path / "app", {"package.json": '{"name": "blog"}',
                                                         "src/api.ts": API}))
    closed = [("default", "annotations.closed-world", None, None, "no external effect observed")]
    assert annotations(contract) == {
        "list_posts": (False, [], closed),
        "get_status": (False, [], closed),
        "star_user_starred": (True, ["external"], [
            ("inferred", "annotations.third-party-host", "src/api.ts", 5,
             "https://api.github.com")]),
        "notify_service": (True, ["external"], [
            ("inferred", "annotations.third-party-host", "src/api.ts", 7,
             "https://hooks.chat.example")]),
    }
    services = {s["id"]: s for s in contract["services"]}
    assert services["github"]["description"].startswith(
        "Third-party service at https://api.github.com: none of the app's own backends (their "
        "base URLs name other hosts), so its calls act outside the app. ")
    assert [(e["rule"], e["note"], e["line"]) for e in services["github"]["evidence"]] == [
        ("service.literal-origin", "api.github.com", 5),
        ("service.third-party", "https://api.github.com", 5)]
    assert not services["blog"]["description"].startswith("Third-party")
    assert not services["blog_2"]["description"].startswith("Third-party")   # localhost
    status = {c["name"]: c["status"] for c in contract["capabilities"]}
    assert (status["star_user_starred"], status["notify_service"]) == (
        "requires-review", "requires-review")
    items = sorted((r["capability"], r["severity"], r["evidence"][0]["line"])
                   for r in contract["review"] if "third party's API" in r["message"])
    assert items == [("notify_service", "medium", 7), ("star_user_starred", "medium", 5)]


def test_a_host_of_the_apps_own_base_is_not_a_third_party(tmp_path):
    """The own backend's host, named inline elsewhere, and an app whose every call names an
    absolute origin (nothing to compare with) claim no third party."""
    own = API.replace("import.meta.env.VITE_API_URL", "import.meta.env.VITE_API_URL || "
                      "'https://api.github.com/v3'")
    contract = derive_dict(write_tree(tmp_path / "own", {"src/api.ts": own}))
    assert {n: hint for n, (hint, _, _) in annotations(contract).items()} == {
        "list_posts": False, "get_status": False, "notify_service": True,
        "star_user_starred": False}      # api.github.com is the own base's host here
    only = derive_dict(write_tree(tmp_path / "only", {"src/api.ts": (
        "export const starRepo = () => fetch('https://api.github.com/user/starred', "
        "{ method: 'PUT' });\n")}))
    assert [c["annotations"]["openWorldHint"] for c in only["capabilities"]] == [False]


def test_an_ipv6_loopback_origin_is_no_third_party(tmp_path):
    """``http://[::1]:8080`` is read by ``urlsplit``: its host is ``::1``, a loopback (the
    hand-written split took ``[`` as the host and called it a third party)."""
    api = API.replace("http://localhost:3000/status", "http://[::1]:8080/status")
    contract = derive_dict(write_tree(tmp_path / "app", {"package.json": '{"name": "blog"}',
                                                         "src/api.ts": api}))
    assert annotations(contract)["get_status"][:2] == (False, [])


def test_hosts_and_host_keys_come_from_urlsplit():
    from code2skill.normalize import host_of
    from code2skill.passes.third_party import host_key
    assert [host_of(u) for u in ("https://u:p@API.x.example:8443/v1", "http://[::1]:8080",
                                 "api.x.example:80", "http://[::1")] == \
        ["api.x.example", "::1", "api.x.example", ""]
    assert [host_key(u) for u in ("https://API.x.example:8443/v1", "http://[::1]:8080/x",
                                  "https://u:p@h.example", "http://[::1", "/api",
                                  "http://h.example:99999")] == \
        ["api.x.example:8443", "[::1]:8080", "h.example", None, None, None]
