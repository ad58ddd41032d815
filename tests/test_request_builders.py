"""Rule ``this.builder-chain``: a request builder class given its URL by the constructor and its
body and headers by fluent calls that return ``this`` is one request per construction site."""
from conftest import bindings, capability, endpoints

BUILDER = """export abstract class ApiRequestBuilder<T> {
  private readonly targetUrl: string
  private customHeaders = new Headers()
  protected requestBody?: BodyInit
  constructor(endpoint: string, private readonly baseUrl?: string) {
    this.targetUrl = `${baseUrl ?? '/'}api/private/${endpoint}`
  }
  withHeader(name: string, value: string): this {
    this.customHeaders.set(name, value)
    return this
  }
  withBody(body: BodyInit): this {
    this.requestBody = body
    return this
  }
  withJsonBody(object: unknown): this {
    this.withHeader('Content-Type', 'application/json')
    this.requestBody = JSON.stringify(object)
    return this
  }
  protected async send(method: string): Promise<T> {
    const response = await fetch(this.targetUrl, {
      method, body: this.requestBody, headers: this.customHeaders })
    return response.json()
  }
  abstract sendRequest(): Promise<T>
}
export class GetApiRequestBuilder<T> extends ApiRequestBuilder<T> {
  sendRequest(): Promise<T> { return this.send('GET') }
}
export class PutApiRequestBuilder<T, B> extends ApiRequestBuilder<T> {
  withJsonBody(object: B): this { return super.withJsonBody(object) }
  sendRequest(): Promise<T> { return this.send('PUT') }
}
export class PostApiRequestBuilder<T> extends ApiRequestBuilder<T> {
  sendRequest(): Promise<T> { return this.send('POST') }
}
"""

CALLERS = """import { GetApiRequestBuilder, PostApiRequestBuilder, PutApiRequestBuilder } from './builder'
export interface Permissions { sharedToUsers: string[] }
export const getNote = (noteId: string) =>
  new GetApiRequestBuilder('notes/' + noteId).sendRequest()
export const getMe = () => new GetApiRequestBuilder('me').sendRequest()
export const setPermissions = (noteId: string, permissions: Permissions) =>
  new PutApiRequestBuilder<void, Permissions>(`notes/${noteId}/permissions`)
    .withJsonBody(permissions).sendRequest()
export const createNote = (markdown: string, alias: string) =>
  new PostApiRequestBuilder('notes/' + alias)
    .withHeader('Content-Type', 'text/markdown').withBody(markdown).sendRequest()
"""


def test_each_construction_site_is_one_request(derive_files):
    contract = derive_files({"src/builder.ts": BUILDER, "src/notes.ts": CALLERS})
    assert endpoints(contract) == {
        ("GET", "/api/private/notes/{noteId}"), ("GET", "/api/private/me"),
        ("PUT", "/api/private/notes/{noteId}/permissions"),
        ("POST", "/api/private/notes/{alias}")}
    get = capability(contract, "GET", "/api/private/notes/{noteId}")
    assert bindings(get) == {"path:noteId": "noteId"}
    assert get["implementation"]["requests"][0]["callSites"][0]["function"] == "getNote"


def test_the_chain_gives_body_and_headers(derive_files):
    contract = derive_files({"src/builder.ts": BUILDER, "src/notes.ts": CALLERS})
    put = capability(contract, "PUT", "/api/private/notes/{noteId}/permissions")
    assert bindings(put) == {"path:noteId": "noteId", "body:sharedToUsers": "sharedToUsers"}
    post = capability(contract, "POST", "/api/private/notes/{alias}")
    assert bindings(post) == {"path:alias": "alias", "body:": "body"}
    assert post["inputSchema"]["properties"]["body"] == {
        "description": "The request body, sent as text/markdown.", "type": "string"}
    get = capability(contract, "GET", "/api/private/me")
    assert get["inputSchema"]["properties"] == {}     # no chained call set a body


def test_the_base_request_for_no_instance_is_no_capability(derive_files):
    contract = derive_files({"src/builder.ts": BUILDER, "src/notes.ts": CALLERS})
    assert not [e for e in endpoints(contract) if "{endpoint}" in e[1]]


def test_a_builder_nobody_constructs_keeps_its_reviewed_request(derive_files):
    contract = derive_files({"src/builder.ts": BUILDER})
    assert ("GET", "/api/private/{endpoint}") in endpoints(contract)


def test_a_builder_stored_and_sent_elsewhere_is_reviewed_at_its_new(derive_files):
    contract = derive_files({"src/builder.ts": BUILDER, "src/notes.ts": CALLERS + (
        "export const queue: GetApiRequestBuilder<unknown>[] = []\n"
        "export const later = (id: string) => { queue.push(new GetApiRequestBuilder('jobs/' + id)) }\n")})
    assert ("GET", "/api/private/notes/{noteId}") in endpoints(contract)
    assert not [e for e in endpoints(contract) if "{endpoint}" in e[1]]
    items = [(r["severity"], r["evidence"][0]["line"]) for r in contract["review"]
             if "did not follow to a call sending it" in r["message"]]
    assert items == [("medium", 13)]
    assert contract["source"]["coverage"]["unresolved"] == 0


SERVICE = """import axios from 'axios'
export class IssueService {
  private http = axios.create({ baseURL: '/backend' })
  constructor(private kind: string) {}
  archive(id: string) { return this.http.post(`/api/${this.kind}/${id}/archive/`) }
}
export class Store {
  service = new IssueService('epics')
  archive(id: string) { return this.service.archive(id) }
}
export const other = () => new IssueService('issues').archive('1')
"""


def test_a_service_constructed_with_other_arguments_is_one_capability_per_endpoint(
        derive_files):
    """A class that is no builder, whose URL reads a path segment each ``new`` passes (rule
    ``this.instance-argument``): each call on one ``new``'s instance makes the request with
    that ``new``'s segment, once, where the call is (never the parameter ``{kind}``)."""
    contract = derive_files({"src/service.ts": SERVICE})
    assert sorted((r["method"], r["pathTemplate"], c["implementation"]["requests"][0][
        "callSites"][0]["function"]) for c in contract["capabilities"]
        for r in c["implementation"]["requests"]) == [
        ("POST", "/backend/api/epics/{id}/archive/", "Store.archive"),
        ("POST", "/backend/api/issues/1/archive/", "other")]


KIND_SERVICE = """import axios from 'axios'
export class IssueService {
  private http = axios.create({ baseURL: '/backend' })
  kind: string
  constructor(kind: string) { this.kind = kind }
  archive(id: string) { return this.http.post(`/api/${this.kind}/${id}/archive/`) }
  pin(id: string) { return this.http.post(`/api/pins/${id}/`) }
}
export const archiveEpic = (id: string) => new IssueService('epics').archive(id)
export const pinIssue = (id: string) => new IssueService('issues').pin(id)
"""


def test_a_service_that_is_no_builder_keeps_one_summary(derive_files):
    """A request that reads no constructor argument (``pin``) keeps its one summary, emitted
    once where it is made; one that reads a path segment each ``new`` passes (rule
    ``this.instance-argument``) is made at the call on each instance, and once per ``new``
    whose instance makes no call of it (``issues``: reviewed, the ``new`` cited)."""
    contract = derive_files({"src/service.ts": KIND_SERVICE})
    assert sorted((r["method"], r["pathTemplate"], tuple(s["function"] for s in r["callSites"]))
                  for c in contract["capabilities"]
                  for r in c["implementation"]["requests"]) == [
        ("POST", "/backend/api/epics/{id}/archive/", ("archiveEpic",)),
        ("POST", "/backend/api/issues/{id}/archive/", ("IssueService.archive",)),
        ("POST", "/backend/api/pins/{id}/", ("IssueService.pin",))]
    inferred = capability(contract, "POST", "/backend/api/issues/{id}/archive/")
    assert inferred["status"] == "requires-review"
    assert [(v["line"], v["rule"]) for v in inferred["implementation"]["requests"][0][
        "callSites"][0]["via"]] == [(10, "this.instance-argument")]
