"""Rule ``url.parameter-path``: under a base the URL names, the base itself is the endpoint
``/`` and ``base + '/' + topic`` is ``/{topic}`` (reviewed: a caller's value names the
resource); rule ``header.substituted``: headers built in a local object and passed through a
helper that adds ``Authorization`` (``withBearerAuth(headers, token)``) into a wrapper's
``fetch(url, options)`` are the request's headers."""
from __future__ import annotations

from conftest import bindings, capability, endpoints

FILES = {
    "src/app/utils.js": """\
export const withBearerAuth = (headers, token) => ({ ...headers, Authorization: `Bearer ${token}` })
export const fetchOrThrow = async (url, options) => {
  const response = await fetch(url, options)
  if (response.status !== 200) throw new Error(`${response.status}`)
  return response
}
export const topicUrl = (baseUrl, topic) => `${baseUrl}/${topic}`
export const accountSubscriptionUrl = (baseUrl) => `${baseUrl}/v1/account/subscription`
""",
    "src/app/config.js": "export default { base_url: window.location.origin }\n",
    "src/app/AccountApi.js": """\
import { withBearerAuth, fetchOrThrow, accountSubscriptionUrl } from './utils'
import config from './config'
class AccountApi {
  async deleteSubscription(baseUrl, topic) {
    const url = accountSubscriptionUrl(config.base_url)
    const headers = { 'X-BaseURL': baseUrl, 'X-Topic': topic }
    await fetchOrThrow(url, { method: 'DELETE', headers: withBearerAuth(headers, localStorage.getItem('token')) })
  }
}
export default new AccountApi()
""",
    "src/app/Api.js": """\
import { fetchOrThrow, topicUrl } from './utils'
class Api {
  async publish(baseUrl, topic, message, options) {
    const body = { topic, message, ...options }
    return fetchOrThrow(baseUrl, { method: 'PUT', body: JSON.stringify(body) })
  }
  async publishFile(baseUrl, topic, file) {
    const url = new URL(topicUrl(baseUrl, topic))
    url.searchParams.append('title', file.name)
    return fetchOrThrow(url.toString(), { method: 'PUT', body: file })
  }
}
export default new Api()
""",
    "src/app/Messaging.jsx": """\
import api from './Api'
import accountApi from './AccountApi'
import config from './config'
export function Messaging({ topic, message, file }) {
  return <div>
    <button onClick={() => api.publish(config.base_url, topic, message, { priority: 3 })}>send</button>
    <button onClick={() => api.publishFile(config.base_url, topic, file)}>file</button>
    <button onClick={() => accountApi.deleteSubscription(config.base_url, topic)}>del</button>
  </div>
}
""",
}


def test_base_and_parameter_paths_and_helper_headers(derive_files):
    contract = derive_files(FILES)
    assert endpoints(contract) == {("DELETE", "/v1/account/subscription"), ("PUT", "/"),
                                   ("PUT", "/{topic}")}
    delete = capability(contract, "DELETE", "/v1/account/subscription")
    assert bindings(delete) == {"header:X-BaseURL": "x_baseurl", "header:X-Topic": "x_topic"}
    assert delete["auth"]["authentication"] == "bearer"
    publish = capability(contract, "PUT", "/")
    assert bindings(publish) == {"body:topic": "topic", "body:message": "message",
                                 "body:priority": "=3"}
    upload = capability(contract, "PUT", "/{topic}")
    assert bindings(upload)["path:topic"] == "topic"
    assert bindings(upload)["query:title"] == "title"
    notes = sorted((r["capability"], r["message"]) for r in contract["review"]
                   if "base" in r["message"])
    assert notes == [
        (publish["name"], "the request goes to the base URL itself (path '/'): confirm the "
         "operation the backend answers there"),
        (upload["name"], "the path under the base is only /{topic}: the caller's value names "
         "the resource; confirm the endpoint")]
    assert {c["status"] for c in (publish, upload)} == {"requires-review"}


def test_a_parameter_url_with_no_base_is_still_no_endpoint(derive_files):
    contract = derive_files({"src/a.js": "export const load = (what) => fetch(`/${what}`)\n"
                                         "export const go = () => load(window.x)\n"})
    assert contract["capabilities"] == []
