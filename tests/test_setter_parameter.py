"""Rule ``value.setter-parameter``: a module variable set by a setter function of its module
(a service locator) holds what the setter's callers pass, so the calls made on it reach the
contract with their callers' values."""
from conftest import bindings, capability, endpoints

SERVICE = """
import axios from "axios";
class Service {
  constructor() { this.http = axios.create({ baseURL: "https://api.example.test" }); }
  deletePage(config) {
    const { url } = config;
    return this.http.delete(`/pages/${encodeURIComponent(url)}`);
  }
  createMonitor(config) { return this.http.post("/monitors", config.monitor); }
}
export default Service;
let service;
export const setService = (instance) => { service = instance; };
export { service };
"""
PROVIDER = """
import Service, { setService } from "./service";
export function Provider({ children }) { setService(new Service()); return children; }
"""
PAGE = """
import { useParams } from "react-router-dom";
import { service } from "../api/service";
export function Page() {
  const { url } = useParams();
  const remove = () => service.deletePage({ url });
  const create = () => service.createMonitor({ monitor: { name: "web", interval: 60 } });
  return <div><button onClick={remove}>Delete</button><button onClick={create}>Add</button></div>;
}
"""
UNSET = """
let service;
export const setService = (instance) => { service = instance; };
export const remove = (url) => service.deletePage({ url });
"""


def test_setter_assigned_instance_is_followed(derive_files):
    contract = derive_files({"src/api/service.js": SERVICE, "src/api/provider.jsx": PROVIDER,
                             "src/pages/Page.jsx": PAGE})
    assert endpoints(contract) == {("DELETE", "/pages/{url}"), ("POST", "/monitors")}
    assert bindings(capability(contract, "POST", "/monitors")) == {
        "body:interval": "interval", "body:name": "name"}
    assert bindings(capability(contract, "DELETE", "/pages/{url}")) == {"path:url": "url"}


def test_setter_no_one_calls_leaves_the_name_unresolved(derive_files):
    contract = derive_files({"src/api/locator.js": UNSET})
    assert endpoints(contract) == set()
