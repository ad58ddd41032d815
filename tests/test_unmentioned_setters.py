"""Rule this.unmentioned-setter: a class method writing a field from its own parameter, whose
name the program never mentions, gives the field nothing."""
from conftest import endpoints

from code2skill.facts import FunctionFact, Param, Ref
from code2skill.unmentioned_setters import unseen_setter_write

SPAN = (1, 1, 1, 2)


def method(name: str, params=("baseURL",), parent=None, cls="Client") -> FunctionFact:
    return FunctionFact(fid=f"a.ts#{name}", name=f"{cls}.{name}",
                        params=tuple(Param(p) for p in params), span=SPAN, parent=parent,
                        class_name=cls)


def test_an_unmentioned_setter_of_its_parameter_never_runs():
    assert unseen_setter_write(method("setBaseURL"), Ref("baseURL"), frozenset({"get"}))


def test_a_mentioned_setter_stays():
    assert not unseen_setter_write(method("setBaseURL"), Ref("baseURL"),
                                   frozenset({"setBaseURL"}))


def test_other_writes_stay():
    assert not unseen_setter_write(method("setBaseURL"), Ref("other"), frozenset())
    assert not unseen_setter_write(method("constructor"), Ref("baseURL"), frozenset())
    assert not unseen_setter_write(method("<anonymous>", ("data",), parent="a.ts#load"),
                                   Ref("data"), frozenset())
    assert not unseen_setter_write(method("setBaseURL", cls=None), Ref("baseURL"), frozenset())


CLIENT = """
export class Http {
  private base = '';
  constructor(config?: { base?: string }) { if (config?.base) this.base = config.base; }
  setBase(base: string) { this.base = base; }
  get(url: string) { return fetch(`${this.base}${url}`); }
}
export const api = new Http({ base: '/api' });
export const files = new Http({ base: '/api' });
export function listCars() { return api.get('/cars'); }
"""


def test_the_field_holds_the_constructor_value_when_the_setter_is_never_named(derive_files):
    contract = derive_files({"package.json": '{"name": "cars"}', "src/http.ts": CLIENT})
    assert endpoints(contract) == {("GET", "/api/cars")}


def test_a_named_setter_keeps_the_field_open(derive_files):
    contract = derive_files({"package.json": '{"name": "cars"}', "src/http.ts": CLIENT,
                             "src/setup.ts": "import { api } from './http';\n"
                                             "export function use(b: string) { api.setBase(b); }\n"})
    assert ("GET", "/api/cars") not in endpoints(contract)


def test_a_setter_that_is_the_only_writer_stays(derive_files):
    """`setToken(t)` nothing names is the field's only writer: its blank initial value is
    what the program fills in later, so the header stays."""
    source = """
export class Http {
  private token: string | null = null;
  setToken(token: string) { this.token = token; }
  get(url: string) { return fetch(url, { headers: { Authorization: `Bearer ${this.token}` } }); }
}
export const api = new Http();
export function listCars() { return api.get('/api/cars'); }
"""
    contract = derive_files({"package.json": '{"name": "cars"}', "src/http.ts": source})
    [cap] = contract["capabilities"]
    assert cap["auth"]["authentication"] == "bearer"
