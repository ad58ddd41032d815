"""Rule ``axios.defaults-copied``: ``axios.create(config)`` copies the global defaults when it
runs, so a global ``axios.defaults.baseURL`` written before it (in module evaluation order,
rule ``module.evaluation-order``) is the instance's base unless ``config`` names one; written
after it, it is not; an order the source does not prove leaves the base out with a review
item."""
from __future__ import annotations

from conftest import endpoints

from code2skill.evaluation_order import runs_before
from code2skill.facts import ExportFact, ImportFact, ModuleFacts

PKG = '{"name": "shop", "dependencies": {"axios": "^1.6.0"}}'

BEFORE = """import axios from 'axios';
axios.defaults.baseURL = '/api/v1';
const api = axios.create({ withCredentials: true });
const own = axios.create({ baseURL: '/files' });
export const list = () => api.get('/orders');
export const blob = (id) => own.get(`/blobs/${id}`);
"""

AFTER = """import axios from 'axios';
const api = axios.create();
axios.defaults.baseURL = '/api/v1';
export const list = () => api.get('/orders');
"""


def test_a_default_written_before_create_is_the_instance_base(derive_files):
    contract = derive_files({"package.json": PKG, "src/api.js": BEFORE})
    assert endpoints(contract) == {("GET", "/api/v1/orders"), ("GET", "/files/blobs/{id}")}


def test_a_default_written_after_create_does_not_apply(derive_files):
    contract = derive_files({"package.json": PKG, "src/api.js": AFTER})
    assert endpoints(contract) == {("GET", "/orders")}
    assert not [r for r in contract["review"] if "axios.defaults.baseURL" in r["message"]]


def test_a_default_of_an_imported_module_is_copied(derive_files):
    contract = derive_files({
        "package.json": PKG,
        "src/setup.js": "import axios from 'axios';\naxios.defaults.baseURL = '/api/v1';\n",
        "src/api.js": ("import axios from 'axios';\nimport './setup';\n"
                       "const api = axios.create();\n"
                       "export const list = () => api.get('/orders');\n")})
    assert endpoints(contract) == {("GET", "/api/v1/orders")}


def test_an_entry_default_after_its_imports_does_not_apply(derive_files):
    contract = derive_files({
        "package.json": PKG,
        "src/main.js": ("import axios from 'axios';\nimport { list } from './api';\n"
                        "axios.defaults.baseURL = '/api/v1';\nlist();\n"),
        "src/api.js": ("import axios from 'axios';\nconst api = axios.create();\n"
                       "export const list = () => api.get('/orders');\n")})
    assert endpoints(contract) == {("GET", "/orders")}


def test_a_default_written_in_a_function_is_reviewed(derive_files):
    contract = derive_files({
        "package.json": PKG,
        "src/api.js": ("import axios from 'axios';\nconst api = axios.create();\n"
                       "export function useProxy() { axios.defaults.baseURL = '/proxy'; }\n"
                       "export const list = () => api.get('/orders');\n")})
    assert endpoints(contract) == {("GET", "/orders")}
    items = [r for r in contract["review"]
             if r["evidence"] and r["evidence"][0]["rule"] == "axios.defaults-copied"]
    assert [(r["severity"], r["evidence"][0]["line"]) for r in items] == [("medium", 3)]
    assert "/proxy" in items[0]["message"]


def module(path: str, *sources: str, reexports: tuple[str, ...] = ()) -> ModuleFacts:
    return ModuleFacts(path, "javascript", "", imports=[
        ImportFact("x", s, "default", (1, 1, 1, 1)) for s in sources],
        exports=[ExportFact("*", source=s, imported="*") for s in reexports])


def order(modules: dict, first: tuple, second: tuple) -> bool | None:
    return runs_before(modules, lambda importer, spec: spec, first, second, {})


def test_module_order():
    modules = {"a": module("a", "b"), "b": module("b", "c"), "c": module("c"),
               "d": module("d", "e"), "e": module("e", "d"), "f": module("f", reexports=("c",)),
               "t": ModuleFacts("t", "typescript", "", imports=[
                   ImportFact("T", "c", "T", (1, 1, 1, 1), type_only=True)])}
    assert order(modules, ("a", (3, 1, 3, 9)), ("a", (5, 1, 5, 9))) is True
    assert order(modules, ("a", (5, 1, 5, 9)), ("a", (3, 1, 3, 9))) is False
    assert order(modules, ("c", (9, 1, 9, 9)), ("a", (1, 1, 1, 9))) is True    # a needs c
    assert order(modules, ("a", (1, 1, 1, 9)), ("c", (9, 1, 9, 9))) is False
    assert order(modules, ("c", (1, 1, 1, 9)), ("f", (1, 1, 1, 9))) is True    # re-export
    assert order(modules, ("d", (1, 1, 1, 9)), ("e", (1, 1, 1, 9))) is None    # a cycle
    assert order(modules, ("b", (1, 1, 1, 9)), ("d", (1, 1, 1, 9))) is None    # unrelated
    assert order(modules, ("c", (1, 1, 1, 9)), ("t", (1, 1, 1, 9))) is None    # type only
