"""Rule ``url.named-segment``: a value named ``url`` (``uri``, ``href``) that a function no
analysed code calls reads from its options or props, as a whole segment after literal path
text (``/status-pages/${url}``), is a path parameter, never a lost whole URL; a whole
positional ``url`` parameter (a generic wrapper's) still waits for its callers."""
from conftest import bindings, capability, endpoints

SERVICE = """
import axios from "axios";
const http = axios.create({ baseURL: "https://api.example.test" });
export const pages = {
  remove(config) {
    const { url } = config;
    return http.delete(`/status-pages/${encodeURIComponent(url)}`);
  },
  show: (config) => http.get(`/status-pages/${config.url}`),
};
export const request = (url) => http.get(`/api/${url}`);
"""
PAGE = """
import { pages } from "../api/pages";
export function StatusPage({ url }) {
  const remove = () => pages.remove({ url });
  const show = () => pages.show({ url });
  return <div><button onClick={show}>Show</button><button onClick={remove}>Delete</button></div>;
}
"""


def test_slug_named_url_is_a_path_parameter(derive_files):
    contract = derive_files({"src/api/pages.js": SERVICE, "src/pages/StatusPage.jsx": PAGE})
    assert endpoints(contract) == {("DELETE", "/status-pages/{url}"),
                                   ("GET", "/status-pages/{url}")}
    assert bindings(capability(contract, "DELETE", "/status-pages/{url}")) == {
        "path:url": "url"}
