"""Vue Router's resolved href (``code2skill.router_href``, rule ``vue.router-href``): a router
instance from each way an app makes or reaches one, the ``href`` of a location it resolves,
and the requests whose URL it is."""
from __future__ import annotations

from pathlib import Path

from conftest import capability, endpoints, write_tree

from code2skill.discover import Scope
from code2skill.pipeline import Settings, derive
from code2skill.router_href import ROUTER, router_value
from code2skill.values import HoleV, LibV, ObjV, ParamV, StrV, Text

WHERE = ("src/a.js", (1, 1, 1, 10))


def test_router_instances():
    """`createRouter(…)`, `useRouter()` and `new VueRouter(…)` give a router; another
    Vue Router call, or a call of another library, gives nothing."""
    router = LibV("vue-router", ROUTER, WHERE)
    assert router_value(LibV("vue-router", ("createRouter",)), [], False, WHERE) == router
    assert router_value(LibV("vue-router", ("useRouter",)), [], False, WHERE) == router
    assert router_value(LibV("vue-router"), [], True, WHERE) == router
    assert router_value(LibV("vue-router"), [], False, WHERE) is None
    assert router_value(LibV("vue-router", ("createWebHistory",)), [], False, WHERE) is None
    assert router_value(LibV("other", ("createRouter",)), [], False, WHERE) is None


def test_resolved_href_is_the_base_then_the_location():
    """`router.resolve('/api/' + id).href`: a hole of the history base, then the location's
    parts; a location that is no text is one hole; `fullPath` is the location itself."""
    location = StrV((Text("/api/"), HoleV("id", ParamV("f", "id"))))
    route = router_value(LibV("vue-router", ROUTER + ("resolve",)), [location], False, WHERE)
    assert isinstance(route, ObjV)
    base = HoleV("base", LibV("vue-router", ("base",), WHERE), WHERE)
    assert route.get("href") == StrV((base,) + location.parts)
    assert route.get("fullPath") == location
    param = ParamV("f", "u")
    route = router_value(LibV("vue-router", ROUTER + ("resolve",)), [param], False, WHERE)
    assert route.get("href") == StrV((base, HoleV("location", param, WHERE)))
    assert router_value(LibV("vue-router", ROUTER + ("resolve",)), [], False, WHERE) is None


def run(tmp_path: Path, files: dict[str, str]) -> dict:
    root = write_tree(tmp_path / "app", files)
    return derive(root, Settings(Scope((), (), False), jobs=1)).contract.model_dump(mode="json")


def test_requests_through_resolved_hrefs(tmp_path):
    """An imported router's, `useRouter()`'s and `this.$router`'s resolved hrefs name the
    location's path on the page's own origin under the deployment's base path, cited by rule
    vue.router-href; the path is no input."""
    contract = run(tmp_path, {
        "package.json": ('{"name": "r", "dependencies": {"vue": "3", "vue-router": "4", '
                         '"axios": "1"}}'),
        "src/router.js": ("import { createRouter, createWebHistory } from 'vue-router';\n"
                          "export default createRouter({ history: createWebHistory('/mail/'),"
                          " routes: [] });\n"),
        "src/api.js": ("import axios from 'axios';\nimport router from './router';\n"
                       "export const info = () => axios.get(router.resolve('/api/info').href);\n"),
        "src/Setup.vue": ("<script setup>\nimport axios from 'axios';\n"
                          "import { useRouter } from 'vue-router';\nconst router = useRouter();\n"
                          "const remove = (id) => axios.delete(router.resolve(`/api/tags/${id}`)"
                          ".href);\n</script>\n<template><button @click=\"remove(1)\" /></template>\n"),
        "src/Options.vue": ("<script>\nimport axios from 'axios';\nexport default { methods: {\n"
                            "  save(body) { return axios.put(this.$router.resolve('api/chaos')"
                            ".href, body); } } };\n</script>\n"),
    })
    assert endpoints(contract) == {("GET", "/api/info"), ("DELETE", "/api/tags/{id}"),
                                   ("PUT", "/api/chaos")}
    [service] = contract["services"]
    assert "Vue Router's history base (router.resolve(…).href)" in service["description"]
    assert [e["rule"] for e in service["evidence"] if e["kind"] == "inferred"] \
        == ["vue.router-href"]
    assert "path:id" in {b["target"] for b in capability(contract, "DELETE", "/api/tags/{id}")[
        "implementation"]["requests"][0]["bindings"]}
