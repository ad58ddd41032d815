"""Rule ``value.condition-boolean``: an undecided condition fills a boolean input."""
API = """
import axios from "axios";
export function getSummary(generateCharts) { return axios.get(`/api/summary?generate=${!!generateCharts}`); }
export function listItems(archived) { return axios.get("/api/items", { params: { archived: !archived } }); }
export function search(q) { return axios.get("/api/search", { params: { q } }); }
"""
MAIN = """
import { getSummary, listItems, search } from "./api";
export function page(x, y, z) { getSummary(x); listItems(y); search(z); }
"""


def test_negated_values_are_booleans(derive_files):
    from conftest import capability
    contract = derive_files({"package.json": '{"name": "b", "dependencies": {"axios": "1"}}',
                             "src/api.js": API, "src/main.js": MAIN})
    types = {name: prop.get("type") for path in ("/api/summary", "/api/items", "/api/search")
             for name, prop in capability(contract, "GET", path)["inputSchema"]["properties"]
             .items()}
    assert types == {"generate": "boolean", "archived": "boolean", "q": None}   # any value
