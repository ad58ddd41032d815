"""Resolution through a superagent wrapper object, constants and an imported agent."""
from conftest import bindings, capability, endpoints

AGENT = """
import superagentPromise from 'superagent-promise';
import _superagent from 'superagent';
const superagent = superagentPromise(_superagent, global.Promise);
const API_ROOT = 'https://api.shelf.example/v2';
let token = null;
const tokenPlugin = req => { if (token) { req.set('authorization', `Token ${token}`); } };
const requests = {
  get: url => superagent.get(`${API_ROOT}${url}`).use(tokenPlugin),
  post: (url, body) => superagent.post(`${API_ROOT}${url}`, body).use(tokenPlugin),
  del: url => superagent.del(`${API_ROOT}${url}`).use(tokenPlugin),
};
const Books = {
  all: page => requests.get(`/books?limit=10&offset=${page * 10}`),
  get: isbn => requests.get(`/books/${encodeURIComponent(isbn)}`),
  create: book => requests.post('/books', { book }),
  remove: isbn => requests.del(`/books/${isbn}`),
};
export default { Books };
"""
SHELF = """
import agent from '../agent';
export function save(title, author) {
  const book = { title, author };
  return agent.Books.create(book);
}
export const list = (page) => agent.Books.all(page);
export const one = (isbn) => agent.Books.get(isbn);
export const drop = (isbn) => agent.Books.remove(isbn);
"""


def test_superagent_wrapper_object(derive_files):
    contract = derive_files({"src/agent.js": AGENT, "src/pages/shelf.js": SHELF})
    assert endpoints(contract) == {("GET", "/books"), ("GET", "/books/{isbn}"),
                                   ("POST", "/books"), ("DELETE", "/books/{isbn}")}
    assert [s["id"] for s in contract["services"]] == ["shelf"]
    assert contract["services"][0]["baseUrlBinding"] == "SHELF_API_BASE_URL"
    assert contract["services"][0]["observedBaseUrls"][0]["url"] == \
        "https://api.shelf.example/v2"
    create = capability(contract, "POST", "/books")
    assert create["name"] == "create_book"
    assert bindings(create) == {"body:book": "book"}
    assert sorted(create["inputSchema"]["properties"]["book"]["properties"]) == \
        ["author", "title"]
    assert create["auth"]["authentication"] == "api-key"        # `Token ${token}`
    assert create["operationPolicy"] == {
        "sideEffect": "create", "idempotency": "at-most-once", "automaticRetry": "never",
        "confirmation": "not-required", "unknownOutcome": "stop-and-reconcile"}
    listing = capability(contract, "GET", "/books")
    assert bindings(listing) == {"query:limit": "=10", "query:offset": "offset"}
    assert capability(contract, "DELETE", "/books/{isbn}")["sideEffect"] == "delete"
