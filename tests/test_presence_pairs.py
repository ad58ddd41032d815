"""Rule ``url.presence-pair``: a method chosen by one value's truth pairs with each fallback on
that value (``x.id || ''``): the create request sends no id segment."""
from conftest import endpoints

from code2skill.presence_pairs import paired, presence_test
from code2skill.values import AltV, HoleV, ParamV, StrV, Text

ID = ParamV("f#1", "log", ("id",))
EMPTY = StrV((Text(""),))


def test_a_truth_test_names_its_value_and_the_option_taken_when_set():
    put_post = (StrV((Text("PUT"),)), StrV((Text("POST"),)))
    assert presence_test(AltV(put_post, "any", "c", (ID, "truthy", None))) == (ID, 0)
    assert presence_test(AltV(put_post, "any", "c", (ID, "falsy", None))) == (ID, 1)
    assert presence_test(AltV(put_post, "any", "c", (ID, "===", 3))) is None
    assert presence_test(AltV(put_post)) is None


def test_each_fallback_on_the_value_takes_the_paired_option():
    url = StrV((Text("/logs/"), HoleV("id", AltV((ID, EMPTY), "or"))))
    assert paired(url, ID, 0, 0) == StrV((Text("/logs/"), HoleV("id", ID)))
    assert paired(url, ID, 0, 1) == StrV((Text("/logs/"), HoleV("id", EMPTY)))
    other = ParamV("f#1", "log", ("slug",))
    assert paired(url, other, 0, 1) == url


SOURCE = """import axios from 'axios';
const api = axios.create({baseURL: '/api'});
export function saveLog(vid, log) {
  const method = log.id ? 'PUT' : 'POST';
  return api[method.toLowerCase()](`/vehicles/${vid}/logs/${log.id || ''}`, log);
}
saveLog(document.title, {id: document.title, litres: 3});
"""


def test_create_and_update_share_one_url(derive_files):
    contract = derive_files({"src/api.js": SOURCE})
    assert endpoints(contract) == {("POST", "/api/vehicles/{vid}/logs"),
                                   ("PUT", "/api/vehicles/{vid}/logs/{id}")}


CLASS_SOURCE = """class HttpClient {
  send(url: string, method: string, data?: unknown) {
    return fetch('/api' + url, {method, body: JSON.stringify(data)});
  }
  post(url: string, data?: unknown) { return this.send(url, 'POST', data); }
  put(url: string, data?: unknown) { return this.send(url, 'PUT', data); }
}
const client = new HttpClient();
export const saveLog = (log: {id?: string, litres: number}) => {
  const method = log.id ? 'PUT' : 'POST';
  return client[method.toLowerCase() as 'put' | 'post'](`/logs/${log.id || ''}`, log);
};
saveLog({id: document.title, litres: 3});
"""


def test_the_pairing_holds_through_a_class_of_verb_methods(derive_files):
    """``client[c ? 'put' : 'post'](url)`` on the program's own client class settles the
    fallback on the tested value as a library's methods do (rule ``url.same-condition``)."""
    contract = derive_files({"src/api.ts": CLASS_SOURCE})
    assert endpoints(contract) == {("PUT", "/api/logs/{id}"), ("POST", "/api/logs")}
