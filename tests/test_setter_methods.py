"""Rule this.setter-method: a field a method of its class sets to its own parameter holds what
the program's calls of that method pass from outside the class."""
from conftest import endpoints

CONFIG = """
export class Config {
  private prefix = '';
  setPrefix(prefix: string): void { this.prefix = prefix; }
  endpointFor(api: string): string { return `${this.prefix}${api}`; }
}
export const config = new Config();
"""
LABELS = """
import { config } from './config';
export function listLabels() { return fetch(config.endpointFor('api/labels')); }
"""


def tree(setup: str) -> dict[str, str]:
    return {"package.json": '{"name": "labels"}', "src/config.ts": CONFIG,
            "src/labels.ts": LABELS, "src/main.ts": "import { config } from './config';\n" + setup}


def test_a_setter_called_with_a_global_the_build_defines_opens_the_url_as_its_base(derive_files):
    contract = derive_files({**tree("config.setPrefix(SERVER_API_URL);\n"),
                             "src/declarations.d.ts": "declare const SERVER_API_URL: string;\n"})
    assert endpoints(contract) == {("GET", "/api/labels")}
    assert not contract["capabilities"][0]["inputSchema"].get("properties")
    [service] = contract["services"]
    assert [e["rule"] for e in service["evidence"]] == ["service.unresolved-base"]


def test_a_setter_called_with_a_fixed_prefix_sends_it(derive_files):
    contract = derive_files(tree("config.setPrefix('/v2/');\n"))
    assert endpoints(contract) == {("GET", "/v2/api/labels")}


def test_setters_called_with_different_prefixes_are_alternatives(derive_files):
    contract = derive_files(tree("config.setPrefix('/v1/');\n"
                                 "export function beta() { config.setPrefix('/beta/'); }\n"))
    assert endpoints(contract) == {("GET", "/v1/api/labels"), ("GET", "/beta/api/labels")}


def test_a_call_passing_nothing_leaves_the_parameter(derive_files):
    contract = derive_files(tree("config.setPrefix('/v2/');\n"
                                 "export function reset() { (config as any).setPrefix(); }\n"))
    assert ("GET", "/v2/api/labels") not in endpoints(contract)
