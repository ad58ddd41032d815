"""Rule ``vue.instance-proxy`` (``extractors/global_properties.py``): ``getCurrentInstance().proxy``
in a Composition API setup is the component's ``this``, whose members are the Vue global
properties the app installs."""
from __future__ import annotations

from conftest import endpoints

from code2skill.extractors.global_properties import (COMPONENT_THIS, CURRENT_INSTANCE,
                                                     current_instance, instance_member)
from code2skill.values import LibV

MAIN = (
    "import { createApp } from 'vue';\n"
    "import axios from 'axios';\n"
    "const app = createApp({});\n"
    "app.config.globalProperties.download = (url, params) =>\n"
    "  axios.post('/api/' + url, params, { responseType: 'blob' });\n")


def test_a_global_property_is_reached_through_the_instance_proxy(derive_files):
    contract = derive_files({"src/main.js": MAIN, "src/posts.js": (
        "import { getCurrentInstance } from 'vue';\n"
        "export function usePosts() {\n"
        "  const { proxy } = getCurrentInstance();\n"
        "  const instance = getCurrentInstance();\n"
        "  return {\n"
        "    exportPosts: () => proxy.download('posts/export', {}),\n"
        "    exportUsers: () => instance.proxy.download('users/export', {}),\n"
        "  };\n"
        "}\n")})
    assert endpoints(contract) == {("POST", "/api/posts/export"), ("POST", "/api/users/export")}


def test_a_get_current_instance_of_another_library_is_no_component(derive_files):
    contract = derive_files({"src/main.js": MAIN, "src/other.js": (
        "import { getCurrentInstance } from './registry';\n"
        "export const run = () => getCurrentInstance().proxy.download('x/export', {});\n"),
        "src/registry.js": "export const getCurrentInstance = () => ({ proxy: {} });\n"})
    assert endpoints(contract) == set()


def test_only_vue_s_current_instance_has_the_component_as_its_proxy():
    assert current_instance(LibV("vue", ("getCurrentInstance",)))
    assert not current_instance(LibV("vue", ("ref",)))
    assert instance_member(CURRENT_INSTANCE, "proxy") == COMPONENT_THIS
    assert instance_member(CURRENT_INSTANCE, "appContext") is None
