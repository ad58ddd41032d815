"""Rule ``ts.namespace-member``: a type declared in a global namespace (``declare namespace
Item { interface Movie … }`` of a ``.d.ts`` script) is named ``Item.Movie`` without an import,
and its members shape the request body and the response."""
from conftest import endpoints

from code2skill.extractors.module_facts import extract_module

DECLARATIONS = """declare namespace Item {
  interface Movie { id: number; title: string }
  interface MovieForm { id: number; monitored: boolean; profile?: number }
}
declare namespace Other {
  interface Movie { code: string }
}
"""

CALLS = """import axios from 'axios';
export async function listMovies() {
  const response = await axios.get<Item.Movie[]>('/api/movies');
  return response.data;
}
export const saveMovie = (form: Item.MovieForm) => axios.post('/api/movies', form);
"""


def test_namespace_types_are_named_with_their_namespace():
    facts = extract_module("types/api.d.ts", "typescript", DECLARATIONS.encode())
    assert {"Item.Movie", "Item.MovieForm", "Other.Movie"} <= set(facts.types)
    assert [m.name for m in facts.types["Other.Movie"].members] == ["code"]
    nested = extract_module("t.d.ts", "typescript",
                            b"declare namespace A.B { namespace C { type X = string } }")
    assert "A.B.C.X" in nested.types
    quoted = extract_module("t.d.ts", "typescript",
                            b"declare module 'lib' { interface Options { a: string } }")
    assert not any("." in name for name in quoted.types)


def test_namespace_types_shape_body_and_response(derive_files):
    contract = derive_files({"src/types/api.d.ts": DECLARATIONS, "src/api.ts": CALLS})
    assert endpoints(contract) == {("GET", "/api/movies"), ("POST", "/api/movies")}
    by_method = {c["implementation"]["requests"][0]["method"]: c
                 for c in contract["capabilities"]}
    assert by_method["POST"]["inputSchema"]["required"] == ["id", "monitored"]
    assert set(by_method["POST"]["inputSchema"]["properties"]) == {"id", "monitored", "profile"}
    assert by_method["GET"]["outputSchema"]["items"]["required"] == ["id", "title"]
