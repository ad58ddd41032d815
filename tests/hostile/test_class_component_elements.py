"""Rule ``jsx.class-component-props`` on a class component rendered by many elements: each
element is evaluated once, at most 16 different props objects are read, and past them one
``limit class-component-elements exceeded`` diagnostic names the class while the request
keeps the ``16 or more alternatives`` item.

17 ``<Table endpoint="eI" siteId={s.id} />`` elements gave one draft Tool with a free
``{endpoint}`` and no item; 3,000 took 9.4 s of CPU and 10,000 passed 60 s, every new props
object compared with all the earlier ones. The work is counted, never timed.
"""
from __future__ import annotations

from hostile_support import python_calls

TABLE = """import { h, Component } from 'preact';
export default class Table extends Component {
  componentDidMount() { this.fetchData(this.props); }
  fetchData(props) { return fetch(`/api/sites/${props.siteId}/stats/${props.endpoint}/agg`); }
  render() { return <div/>; }
}
"""


def dash(endpoints: list[str]) -> dict[str, str]:
    return {"package.json": '{"name": "f2", "dependencies": {"preact": "10"}}',
            "src/Table.jsx": TABLE,
            "src/Dash.jsx": "import { h } from 'preact';\nimport Table from './Table';\n"
                            "export const Dash = ({s}) => <main>\n"
                            + "".join(f'<Table endpoint="{e}" siteId={{s.id}} />\n'
                                      for e in endpoints) + "</main>;\n"}


def paths(contract: dict) -> list[str]:
    return sorted(r["pathTemplate"] for c in contract["capabilities"]
                  for r in c["implementation"]["requests"])


def test_past_sixteen_props_objects_the_first_are_kept_and_the_cut_reported(derive_files):
    contract = derive_files(dash([f"e{i:02}" for i in range(17)]))
    assert paths(contract) == [f"/api/sites/{{siteId}}/stats/e{i:02}/agg" for i in range(16)]
    assert [(r["severity"], r["evidence"][0]["file"], r["evidence"][0]["line"])
            for r in contract["review"]
            if "the request URL has 16 or more alternatives" in r["message"]] == [
        ("medium", "src/Table.jsx", 3)]
    assert [(d["path"], d["reason"], d["line"]) for d in contract["source"]["diagnostics"]
            if "limit" in d["reason"]] == [(
        "src/Dash.jsx", "limit class-component-elements exceeded: class Table is rendered by "
        "elements passing more than 16 different props objects: the first 16 are read "
        "(rule jsx.class-component-props)", 20)]


def test_the_same_props_object_many_times_is_one_choice(derive_files):
    contract = derive_files(dash(["pages"] * 40 + ["referrers"] * 40))
    assert paths(contract) == ["/api/sites/{siteId}/stats/pages/agg",
                               "/api/sites/{siteId}/stats/referrers/agg"]
    assert not [d for d in contract["source"]["diagnostics"] if "limit" in d["reason"]]
    assert not [r for r in contract["review"] if "alternatives" in r["message"]]


def test_doubling_the_elements_at_most_doubles_the_work(derive_files):
    for endpoints in (lambda n: [f"e{i}" for i in range(n)], lambda n: ["pages"] * n):
        small, large = (python_calls(lambda: derive_files(dash(endpoints(n))))
                        for n in (300, 600))
        assert large / small < 2.2, (small, large)
