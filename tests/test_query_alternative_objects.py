"""Rule ``query.alternative-objects``: a query object that is one of several objects — a helper
that returns its empty ``params`` early, else the members it wrote under conditions — is one
object of all their members, each possibly absent, never one opaque ``query`` input; members
written under keys the source does not show stay a ``medium`` review item."""
from conftest import bindings, capability

from code2skill.normalize import alternative_objects
from code2skill.values import AltV, LitV, ObjV, ParamV, PropV

SOURCE = (
    "import axios from 'axios';\n"
    "interface Req { search?: string; limit?: number; filters?: Record<string, string> }\n"
    "function toParams(options?: Req): Record<string, any> {\n"
    "  const params: Record<string, any> = {};\n"
    "  if (!options) return params;\n"
    "  if (options.search) {\n"
    "    params['search'] = options.search;\n"
    "  }\n"
    "  params['limit'] = options.limit;\n"
    "  if (options.filters) {\n"
    "    Object.entries(options.filters).forEach(([key, value]) => {\n"
    "      params[key] = value;\n"
    "    });\n"
    "  }\n"
    "  return params;\n"
    "}\n"
    "export function listThings(options?: Req) {\n"
    "  return axios.get('/api/things', { params: toParams(options) });\n"
    "}\n")


def test_helper_query_keeps_the_members_it_writes(derive_files):
    contract = derive_files({"src/things.ts": SOURCE})
    things = capability(contract, "GET", "/api/things")
    assert bindings(things) == {"query:limit": "limit", "query:search": "search"}
    assert "required" not in things["inputSchema"]
    review = [r for r in contract["review"] if r["capability"] == things["name"]
              and r["severity"] == "medium"]
    assert [r["evidence"][0]["line"] for r in review] == [12]
    assert "keys the source does not show" in review[0]["message"]


def test_alternative_objects_merge_their_members():
    search = ParamV("f", "search")
    merged = alternative_objects(AltV((ObjV(()), ObjV((PropV("search", search),)))))
    assert merged == ObjV((PropV("search", AltV((search, LitV(None)))),))
    opaque = AltV((ParamV("f", "opts"), ObjV(())))
    assert alternative_objects(opaque) is opaque        # an option of unknown members
    assert alternative_objects(search) is search
