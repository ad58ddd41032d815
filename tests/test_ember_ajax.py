"""ember-ajax: the ``ajax`` service (the addon's or an app subclass) and its functions; and
ember-fetch's ``fetch`` module."""
from conftest import bindings, capability, endpoints

SERVICE = """import AjaxService from 'ember-ajax/services/ajax';
export default AjaxService.extend({
  host: 'https://api.shop.example',
  namespace: '/v2',
  contentType: 'application/json; charset=utf-8',
});
"""
CONTROLLER = """import Controller from '@ember/controller';
import { inject as service } from '@ember/service';
export default Controller.extend({
  ajax: service(),
  actions: {
    invite(email) { return this.ajax.request('/invites', { type: 'POST', data: { email } }); },
    search(q) { return this.ajax.request('/products', { data: { q } }); },
    rename(id, name) { return this.ajax.put(`/products/${id}`, { data: { name } }); },
    drop(id) { return this.ajax.del(`/v2/products/${id}`); },
    ping() { return this.ajax.raw('https://status.example/ping'); },
  },
});
"""


def test_an_app_ajax_service_gives_host_namespace_and_json(derive_files):
    contract = derive_files({"app/services/ajax.js": SERVICE,
                             "app/controllers/shop.js": CONTROLLER})
    assert endpoints(contract) == {("POST", "/v2/invites"), ("GET", "/v2/products"),
                                   ("PUT", "/v2/products/{id}"), ("DELETE", "/v2/products/{id}"),
                                   ("GET", "/ping")}
    assert sorted(u["url"] for s in contract["services"] for u in s["observedBaseUrls"]) == [
        "https://api.shop.example", "https://status.example"]
    invite = capability(contract, "POST", "/v2/invites")
    request = invite["implementation"]["requests"][0]
    assert (request["bodyEncoding"], request["callSites"][0]["rule"]) == (
        "json", "ember-ajax.request")
    assert bindings(invite) == {"body:email": "email"}
    assert bindings(capability(contract, "GET", "/v2/products")) == {"query:q": "q"}
    drop = capability(contract, "DELETE", "/v2/products/{id}")
    assert drop["implementation"]["requests"][0]["callSites"][0]["rule"] == "ember-ajax.del"
    coverage = contract["source"]["coverage"]["byLibrary"]["ember-ajax"]
    assert coverage == {"requestLikeSites": 5, "resolved": 5, "reviewed": 0, "unresolved": 0}


def test_the_addon_service_and_the_request_function_send_form_data(derive_files):
    component = """import Component from '@glimmer/component';
import { inject as service } from '@ember/service';
import request from 'ember-ajax/request';
export default class Feedback extends Component {
  @service ajax;
  send(text) { return this.ajax.post('/api/feedback', { data: { text } }); }
  load() { return request('/api/feedback/recent'); }
}
"""
    contract = derive_files({"app/components/feedback.js": component})
    assert endpoints(contract) == {("POST", "/api/feedback"), ("GET", "/api/feedback/recent")}
    send = capability(contract, "POST", "/api/feedback")["implementation"]["requests"][0]
    assert send["bodyEncoding"] == "form"          # ember-ajax's default content type


def test_ember_fetch_is_fetch(derive_files):
    component = """import Component from '@glimmer/component';
import fetch from 'fetch';
export default class Upload extends Component {
  go(body) { return fetch('/api/uploads', { method: 'POST', body }); }
}
"""
    contract = derive_files({"app/components/upload.js": component})
    assert endpoints(contract) == {("POST", "/api/uploads")}
