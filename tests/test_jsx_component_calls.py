"""Rules ``jsx.component-call`` and ``closure.enclosing-call``: a generic component whose
requests wait for its props (in an effect or an event handler) makes one request per element
that renders it with fixed props."""
from __future__ import annotations

from conftest import endpoints

EDIT_VIEW = (
    "import { useEffect, useState } from 'react';\n"
    "export default function EditItemView({ endpoint, children }) {\n"
    "  const [item, setItem] = useState(null);\n"
    "  useEffect(() => {\n"
    "    fetch(`/api/${endpoint}/current`).then((r) => r.json()).then(setItem);\n"
    "  }, []);\n"
    "  const save = async () => {\n"
    "    await fetch(`/api/${endpoint}`, { method: 'POST', body: JSON.stringify(item) });\n"
    "  };\n"
    "  return <button onClick={save}>Save</button>;\n"
    "}\n")


def sites(contract: dict) -> dict[tuple[str, str], list[tuple[str, int, str]]]:
    return {(r["method"], r["pathTemplate"]): [(s["file"], s["line"], s["rule"])
                                               for s in r["callSites"]]
            for c in contract["capabilities"] for r in c["implementation"]["requests"]}


def test_each_element_names_the_requests_of_its_component(derive_files):
    contract = derive_files({
        "src/EditItemView.jsx": EDIT_VIEW,
        "src/DevicePage.jsx": ("import EditItemView from './EditItemView';\n"
                               "export default function DevicePage() {\n"
                               "  return <EditItemView endpoint=\"devices\"><p>x</p></EditItemView>;\n"
                               "}\n"),
        "src/UserPage.jsx": ("import EditItemView from './EditItemView';\n"
                             "const extra = { disabled: true };\n"
                             "export const UserPage = () => (\n"
                             "  <div><EditItemView endpoint={'users'} {...extra} /></div>);\n"),
    })
    assert sites(contract) == {      # the effect runs as part of the component (a call)
        ("GET", "/api/devices/current"): [("src/DevicePage.jsx", 3, "wrapper.call")],
        ("POST", "/api/devices"): [("src/DevicePage.jsx", 3, "closure.enclosing-call")],
        ("GET", "/api/users/current"): [("src/UserPage.jsx", 4, "wrapper.call")],
        ("POST", "/api/users"): [("src/UserPage.jsx", 4, "closure.enclosing-call")],
    }
    assert not [r for r in contract["review"] if "did not reach the contract" in r["message"]]


def test_a_component_nobody_renders_stays_reviewed(derive_files):
    contract = derive_files({"src/EditItemView.jsx": EDIT_VIEW})
    assert endpoints(contract) == set()
    # (the useEffect call that hands the effect on is no request-like site of its own)
    assert sorted(r["message"].split(": ")[0] for r in contract["review"]) == [
        "fetch request at src/EditItemView.jsx:5 did not reach the contract",
        "fetch request at src/EditItemView.jsx:8 did not reach the contract",
    ]


def test_a_prop_the_rendering_component_does_not_fix_names_nothing(derive_files):
    contract = derive_files({
        "src/EditItemView.jsx": EDIT_VIEW,
        "src/Page.jsx": ("import EditItemView from './EditItemView';\n"
                         "export const Page = ({ kind }) => (\n"
                         "  <section><EditItemView endpoint=\"tags\" />\n"
                         "    <EditItemView endpoint={kind} /></section>);\n"),
    })
    assert endpoints(contract) == {("GET", "/api/tags/current"), ("POST", "/api/tags")}
