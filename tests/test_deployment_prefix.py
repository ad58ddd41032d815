"""Rule service.deployment-prefix: a path prefix the deployment fixes, kept in a module-level
value no caller passes (a build-time constant, a function of no argument returning what the
page's script sets) and written after the page's origin or an environment variable replacing it
(`${baseUrl + basePath}/api`, a nested template alike) or alone (`${basePath}/login`), is one
service's base URL binding: no `{basePath}` path segment, no input, no name words, no
url.leading-base-parameter item. A leading parameter a caller passes stays an input."""
from __future__ import annotations

from conftest import bindings, capability, endpoints

from code2skill.deployment_prefix import build_constant, deployment_prefix
from code2skill.values import AltV, HoleV, ParamV, StrV, Text, UnknownV

# akhq's form: the page's script sets the global (an IIFE the resolver does not follow)
PREFIX = """
export default () => {
  let prefix = APP_PREFIX_PATH;
  if (prefix === undefined) {
    prefix = '/';
  }
  return prefix;
};
"""

PAGE = """<html><head><script>
const APP_PREFIX_PATH = (function () { return '%BASE_URL%'.split('/').slice(0, -1).join('/'); })();
</script></head><body><script type="module" src="src/index.js"></script></body></html>
"""

ENDPOINTS = """
import prefix from './prefix';
const baseUrl =
  import.meta.env.VITE_BASE_URL ||
  `${window.location.protocol}//${window.location.hostname}:${window.location.port}`;
export const basePath = prefix();
export const apiUrl = `${baseUrl + basePath}/api`;
export const nested = `${`${baseUrl}${basePath}`}/reports`;
export const uriLogin = () => `${basePath}/login`;
export const uriTopic = (clusterId, topicId) => `${apiUrl}/${clusterId}/topic/${topicId}`;
export const uriReport = (id) => `${nested}/${id}`;
export const uriTenant = (tenant) => `/${tenant}/api/cards`;
"""

CALLS = """
import axios from 'axios';
import { uriLogin, uriReport, uriTenant, uriTopic } from './endpoints';
export const login = (username, password) => axios.post(uriLogin(), { username, password });
export const topic = (clusterId, topicId) => axios.get(uriTopic(clusterId, topicId));
export const removeTopic = (clusterId, topicId) => axios.delete(uriTopic(clusterId, topicId));
export const report = (id) => axios.get(uriReport(id));
export const cards = (tenant) => axios.get(uriTenant(tenant));
"""


def derive_app(derive_files, prefix: str = PREFIX) -> dict:
    return derive_files({
        "package.json": '{"name": "kafka-ui", "dependencies": {"axios": "1"}}',
        "index.html": PAGE,
        "src/prefix.js": prefix,
        "src/endpoints.js": ENDPOINTS,
        "src/index.js": CALLS,
    })


def service_id(cap: dict) -> str:
    return cap["implementation"]["requests"][0]["service"]


def test_a_prefix_after_an_overridable_origin_is_the_base_of_one_service(derive_files):
    contract = derive_app(derive_files)
    assert endpoints(contract) == {
        ("POST", "/login"), ("GET", "/api/{clusterId}/topic/{topicId}"),
        ("DELETE", "/api/{clusterId}/topic/{topicId}"), ("GET", "/reports/{id}"),
        ("GET", "/{tenant}/api/cards")}
    topic = capability(contract, "GET", "/api/{clusterId}/topic/{topicId}")
    assert bindings(topic) == {"path:clusterId": "clusterId", "path:topicId": "topicId"}
    assert topic["inputSchema"]["required"] == ["clusterId", "topicId"]
    login = capability(contract, "POST", "/login")
    report = capability(contract, "GET", "/reports/{id}")
    assert service_id(topic) == service_id(login) == service_id(report)
    [service] = [s for s in contract["services"] if s["id"] == service_id(topic)]
    assert [e["rule"] for e in service["evidence"]] == [
        "service.runtime-base", "service.deployment-prefix", "service.deployment-prefix"]
    assert service["description"] == (
        "Backend whose base URL the deployment supplies at run time: basePath, a prefix a call "
        "code2skill could not follow returns or the page's own origin when none is set; the "
        "observed URLs (the fallbacks in source) are deployment references only, the Host "
        "binds the real target.")
    assert not [r for r in contract["review"] if "{basePath}" in r["message"]]
    assert not [c["name"] for c in contract["capabilities"] if "base" in c["name"]]


def test_a_leading_parameter_a_caller_passes_stays_an_input(derive_files):
    contract = derive_app(derive_files)
    cards = capability(contract, "GET", "/{tenant}/api/cards")
    assert bindings(cards) == {"path:tenant": "tenant"}
    assert cards["inputSchema"]["required"] == ["tenant"]
    topic = capability(contract, "GET", "/api/{clusterId}/topic/{topicId}")
    assert service_id(cards) != service_id(topic)


def test_a_build_time_constant_prefix_is_the_same_base(derive_files):
    """`let prefix = APP_PREFIX_PATH` with no declaration anywhere (the bundler defines it)."""
    contract = derive_files({
        "package.json": '{"name": "kafka-ui", "dependencies": {"axios": "1"}}',
        "src/prefix.js": PREFIX,
        "src/endpoints.js": ENDPOINTS,
        "src/index.js": CALLS,
    })
    topic = capability(contract, "GET", "/api/{clusterId}/topic/{topicId}")
    login = capability(contract, "POST", "/login")
    assert service_id(topic) == service_id(login)
    [service] = [s for s in contract["services"] if s["id"] == service_id(topic)]
    assert "the build-time constant APP_PREFIX_PATH" in service["description"]


def test_build_constant_reads_only_constant_spellings():
    assert build_constant(UnknownV("unresolved:AKHQ_PREFIX_PATH")) == \
        "the build-time constant AKHQ_PREFIX_PATH"
    assert build_constant(UnknownV("unresolved:__BASE__")) == "the build-time constant __BASE__"
    assert build_constant(UnknownV("unresolved:prefix")) is None
    assert build_constant(UnknownV("unresolved:API")) is None


def test_a_parameter_anywhere_in_the_value_is_no_prefix():
    slash = StrV((Text("/", None),))
    call = UnknownV("call")
    assert deployment_prefix(AltV((call, slash)), "basePath").same_origin
    assert deployment_prefix(AltV((call, slash)), None) is None      # not named as a base
    tenant = ParamV("f#1", "tenant")
    assert deployment_prefix(AltV((call, tenant)), "basePath") is None
    joined = StrV((Text("/", None), HoleV("tenant", tenant, None)))
    assert deployment_prefix(joined, "basePath") is None
    assert deployment_prefix(slash, "basePath") is None           # a fixed text alone
