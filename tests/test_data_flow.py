"""Data flow between requests (rule ``dataflow.response-value``) and the preconditions and
graph edges it proves (``precondition.issued-value``, ``data-flow`` edges).

Each test is a tiny client in a temporary folder; assertions are the exact preconditions of the
consumer capability, and none where the source proves no flow.
"""
from __future__ import annotations

import json

from code2skill.graphs.build import build_graph
from conftest import capability, write_tree

from code2skill.discover import Scope
from code2skill.pipeline import Settings, derive

AXIOS_API = ("import axios from 'axios';\n"
             "export const api = axios.create({ baseURL: '/' });\n")


def pre(cap: dict) -> list[tuple]:
    """``(kind, input, issuedBy, resultPath, enforcement, evidence lines)`` per precondition."""
    return [(p["kind"], p["input"], p["issuedBy"], p["resultPath"], p["enforcement"],
             [e["line"] for e in p["evidence"]]) for p in cap["preconditions"]]


def test_id_through_wrappers_and_await(derive_files):
    contract = derive_files({
        "src/api.ts": AXIOS_API + (
            "export const listArticles = () => api.get('/articles');\n"
            "export const getArticle = (slug: string) => api.get(`/articles/${slug}`);\n"),
        "src/page.ts": (
            "import { listArticles, getArticle } from './api';\n"
            "export async function open() {\n"
            "  const res = await listArticles();\n"
            "  return getArticle(res.data.articles[0].slug);\n"
            "}\n"),
    })
    cap = capability(contract, "GET", "/articles/{slug}")
    assert pre(cap) == [("issued-id", "slug", "list_articles", "articles.0.slug",
                         "backend-authoritative", [4])]
    assert cap["preconditions"][0]["evidence"][0]["file"] == "src/page.ts"
    assert "/preconditions/0" in cap["evidence"]
    assert capability(contract, "GET", "/articles")["preconditions"] == []


def test_fetch_then_json_into_callback_request(derive_files):
    contract = derive_files({"src/a.ts": (
        "export function load() {\n"
        "  fetch('/api/lists').then(r => r.json())\n"
        "    .then(list => fetch(`/api/lists/${list.id}/items`));\n"
        "}\n")})
    cap = capability(contract, "GET", "/api/lists/{id}/items")
    assert pre(cap) == [("issued-id", "id", "list_lists", "id", "backend-authoritative", [2])]


def test_fetch_json_in_one_function(derive_files):
    contract = derive_files({"src/a.ts": (
        "export async function load() {\n"
        "  const r = await fetch('/api/boards');\n"
        "  const board = await r.json();\n"
        "  await fetch(`/api/boards/${board.id}/cards?after=${board.lastCard}`);\n"
        "}\n")})
    cap = capability(contract, "GET", "/api/boards/{id}/cards")
    assert pre(cap) == [
        ("pagination-cursor", "after", "list_boards", "lastCard", "backend-authoritative", [4]),
        ("issued-id", "id", "list_boards", "id", "backend-authoritative", [4]),
    ]


def test_json_of_a_response_that_may_be_unknown(derive_files):
    contract = derive_files({"src/a.ts": (
        "const cached = (url: string) => caches.match(url);\n"
        "async function load(url: string) {\n"
        "  const response = (await cached(url)) || (await fetch(url));\n"
        "  const { data } = await response.json();\n"
        "  return data;\n"
        "}\n"
        "export async function open() {\n"
        "  const team = await load('/api/team');\n"
        "  return fetch(`/api/teams/${team.id}/members`);\n"
        "}\n")})
    cap = capability(contract, "GET", "/api/teams/{id}/members")
    assert pre(cap) == [("issued-id", "id", "get_team", "data.id", "backend-authoritative", [9])]


def test_destructured_data_into_body_field(derive_files):
    contract = derive_files({"src/a.ts": AXIOS_API + (
        "export async function publish(title: string) {\n"
        "  const { data } = await api.post('/drafts', { title });\n"
        "  return api.post('/posts', { draftId: data.draft.id, title });\n"
        "}\n")})
    cap = capability(contract, "POST", "/posts")
    assert pre(cap) == [("issued-id", "draftId", "publish_draft", "draft.id",
                         "backend-authoritative", [5])]


def test_object_a_wrapper_sends_whole(derive_files):
    contract = derive_files({"src/a.ts": AXIOS_API + (
        "interface NewPost { title: string; coverId: string }\n"
        "export const createPost = (post: NewPost) => api.post('/posts', post);\n"
        "export async function publish(title: string) {\n"
        "  const cover = await api.post('/covers', {});\n"
        "  return createPost({ title, coverId: cover.data.id });\n"
        "}\n")})
    cap = capability(contract, "POST", "/posts")
    assert pre(cap) == [("issued-id", "coverId", "publish_cover", "id", "backend-authoritative",
                         [7])]


def test_cursor_from_the_previous_page(derive_files):
    contract = derive_files({"src/a.ts": AXIOS_API + (
        "export const page = (cursor?: string) => api.get('/events', { params: { cursor } });\n"
        "export async function all() {\n"
        "  const first = await page();\n"
        "  return page(first.data.nextCursor);\n"
        "}\n")})
    cap = capability(contract, "GET", "/events")
    assert pre(cap) == [("pagination-cursor", "cursor", "list_events", "nextCursor",
                         "backend-authoritative", [6])]


def test_value_from_no_request_gives_no_precondition(derive_files):
    contract = derive_files({"src/a.ts": AXIOS_API + (
        "export const getArticle = (slug: string) => api.get(`/articles/${slug}`);\n"
        "export function open() {\n"
        "  const saved = JSON.parse(localStorage.getItem('article') || '{}');\n"
        "  return getArticle(saved.slug);\n"
        "}\n")})
    assert capability(contract, "GET", "/articles/{slug}")["preconditions"] == []


def test_same_names_without_flow_give_no_precondition(derive_files):
    contract = derive_files({"src/a.ts": AXIOS_API + (
        "export const listArticles = () => api.get('/articles');\n"
        "export const getArticle = (slug: string) => api.get(`/articles/${slug}`);\n"
        "export async function open(slug: string) {\n"
        "  const articles = await listArticles();\n"
        "  console.log(articles.data.slug);\n"
        "  return getArticle(slug);\n"
        "}\n")})
    assert capability(contract, "GET", "/articles/{slug}")["preconditions"] == []


def test_value_one_of_two_requests_issued_gives_no_precondition(derive_files):
    contract = derive_files({"src/a.ts": AXIOS_API + (
        "export async function join(id: string, name: string) {\n"
        "  let channel;\n"
        "  if (id) {\n"
        "    channel = await api.get(`/channels/${id}`);\n"
        "  } else {\n"
        "    channel = await api.get('/channels/by-name', { params: { name } });\n"
        "  }\n"
        "  return api.post(`/channels/${channel.data.id}/members`);\n"
        "}\n")})
    assert capability(contract, "POST", "/channels/{id}/members")["preconditions"] == []


def test_two_calls_of_one_endpoint_are_one_issuer(derive_files):
    contract = derive_files({"src/a.ts": (
        "async function send(url: string) {\n"
        "  try {\n"
        "    return (await fetch(url, { method: 'POST' })).json();\n"
        "  } catch {\n"
        "    return (await fetch(url, { method: 'POST' })).json();\n"
        "  }\n"
        "}\n"
        "export async function draft() {\n"
        "  const made = await send('/api/drafts');\n"
        "  return fetch(`/api/drafts/${made.id}`);\n"
        "}\n")})
    cap = capability(contract, "GET", "/api/drafts/{id}")
    assert pre(cap) == [("issued-id", "id", "create_draft", "id", "backend-authoritative",
                         [10])]


def test_response_status_is_no_body_value(derive_files):
    contract = derive_files({"src/a.ts": (
        "export async function load() {\n"
        "  const r = await fetch('/api/boards');\n"
        "  await fetch(`/api/codes/${r.status}`);\n"
        "}\n")})
    assert capability(contract, "GET", "/api/codes/{status}")["preconditions"] == []


def test_data_flow_graph_edges(tmp_path):
    root = write_tree(tmp_path / "app", {"src/a.ts": AXIOS_API + (
        "export async function open() {\n"
        "  const res = await api.get('/articles');\n"
        "  return api.get(`/articles/${res.data.articles[0].slug}/comments`);\n"
        "}\n")})
    result = derive(root, Settings(Scope(), jobs=1))
    graph = build_graph(result.modules, result.program, result.contract)
    edges = sorted((u, v, json.dumps(d, sort_keys=True)) for u, v, d in graph.edges(data=True)
                   if d["kind"] == "data-flow")
    assert edges == [("endpoint:app GET /articles", "endpoint:app GET /articles/{slug}/comments",
                      json.dumps({"input": "slug", "kind": "data-flow", "line": 5,
                                  "resultPath": "articles.0.slug"}, sort_keys=True))]


def test_promise_all_results_by_position(derive_files):
    contract = derive_files({"src/a.ts": AXIOS_API + (
        "export async function open() {\n"
        "  const [users, teams] = await Promise.all([api.get('/users'), api.get('/teams')]);\n"
        "  return api.get(`/teams/${teams.data[0].id}/members/${users.data[0].id}`);\n"
        "}\n")})
    cap = capability(contract, "GET", "/teams/{id}/members/{id2}")
    assert [(p[1], p[2], p[3], p[5]) for p in pre(cap)] == [
        ("id", "list_teams", "0.id", [5]), ("id2", "list_users", "0.id", [5])]


def test_two_callers_with_values_of_two_endpoints_prove_one_flow_each(derive_files):
    contract = derive_files({"src/a.ts": AXIOS_API + (
        "const getUser = (id: string) => api.get(`/users/${id}`);\n"
        "export async function first() {\n"
        "  const list = await api.get('/users');\n"
        "  return getUser(list.data[0].id);\n"
        "}\n"
        "export async function found(q: string) {\n"
        "  const hits = await api.post('/users/search', { q });\n"
        "  return getUser(hits.data[0].id);\n"
        "}\n")})
    cap = capability(contract, "GET", "/users/{id}")
    assert [(p[1], p[2], p[3], p[5]) for p in pre(cap)] == [
        ("id", "list_users", "0.id", [6]), ("id", "search_users", "0.id", [10])]


ANGULAR_SERVICE = (
    "import { Injectable } from '@angular/core';\n"
    "import { HttpClient } from '@angular/common/http';\n"
    "import { map, switchMap, tap } from 'rxjs/operators';\n"
    "@Injectable({ providedIn: 'root' })\n"
    "export class ArticlesService {\n"
    "  constructor(private http: HttpClient) {}\n"
    "  list() { return this.http.get<any>('/api/articles'); }\n"
    "  get(slug: string) { return this.http.get<any>(`/api/articles/${slug}`); }\n"
    "  comments(slug: string) { return this.http.get<any>(`/api/articles/${slug}/comments`); }\n"
    "  first() {\n"
    "    return this.list().pipe(tap(() => null), map((r) => r.articles[0]),\n"
    "      switchMap((a) => this.get(a.slug)));\n"
    "  }\n"
    "  open() {\n"
    "    this.list().subscribe({ next: (r) => this.comments(r.articles[0].slug) });\n"
    "  }\n"
    "}\n")


def test_observable_responses_through_pipe_and_subscribe(derive_files):
    contract = derive_files({"src/articles.service.ts": ANGULAR_SERVICE})
    assert [(p[1], p[2], p[3], p[5]) for p in pre(capability(
        contract, "GET", "/api/articles/{slug}"))] == [
        ("slug", "list_articles", "articles.0.slug", [12])]
    assert [(p[1], p[2], p[3], p[5]) for p in pre(capability(
        contract, "GET", "/api/articles/{slug}/comments"))] == [
        ("slug", "list_articles", "articles.0.slug", [15])]


def test_an_unknown_operator_proves_nothing(derive_files):
    contract = derive_files({"src/articles.service.ts": ANGULAR_SERVICE.replace(
        "tap(() => null)", "scan((a, b) => b)")})
    assert pre(capability(contract, "GET", "/api/articles/{slug}")) == []


def test_a_boolean_the_user_chooses_is_no_issued_value(derive_files):
    # refund reads the fetched order only to test it: a yes/no, never an issued id
    contract = derive_files({
        "src/api.ts": AXIOS_API + (
            "interface Order { id: string; is_free: boolean }\n"
            "export const getOrder = (id: string) =>\n"
            "  api.get<{ data: Order }>(`/orders/${id}`);\n"
            "export const cancelOrder = (id: string, refund: boolean) =>\n"
            "  api.post(`/orders/${id}/cancel`, { refund });\n"),
        "src/modal.ts": (
            "import { getOrder, cancelOrder } from './api';\n"
            "export async function cancel(id: string, shouldRefund: boolean) {\n"
            "  const order = (await getOrder(id)).data.data;\n"
            "  const refundable = order && !order.is_free;\n"
            "  return cancelOrder(order.id, shouldRefund && refundable);\n"
            "}\n"),
    })
    cap = capability(contract, "POST", "/orders/{id}/cancel")
    assert cap["inputSchema"]["properties"]["refund"]["type"] == "boolean"
    assert pre(cap) == [("issued-id", "id", "get_order", "data.id", "backend-authoritative",
                         [5])]


def test_a_value_a_response_gives_on_one_path_only_proves_nothing(derive_files):
    contract = derive_files({"src/a.ts": (
        "export async function profile(auto: boolean, a: number[], b: number[]) {\n"
        "  let shape: string;\n"
        "  if (auto) {\n"
        "    const r = await fetch('/api/route', { method: 'POST', body: JSON.stringify({ a, b }) });\n"
        "    const route = await r.json();\n"
        "    shape = route.trip.shape;\n"
        "  } else {\n"
        "    shape = encode([a, b]);\n"
        "  }\n"
        "  return fetch('/api/height', { method: 'POST', body: JSON.stringify({ shape }) });\n"
        "}\n"
        "export async function rename(title: string) {\n"
        "  const r = await fetch('/api/drafts');\n"
        "  const draft = await r.json();\n"
        "  return fetch(`/api/items/${draft.id || 'new'}`, { method: 'PUT', body: title });\n"
        "}\n"
        "export async function both(auto: boolean) {\n"
        "  let id: string;\n"
        "  if (auto) { const r = await fetch('/api/first'); id = (await r.json()).id; }\n"
        "  else { const r = await fetch('/api/first'); id = (await r.json()).id; }\n"
        "  return fetch(`/api/things/${id}`);\n"
        "}\n")})
    assert pre(capability(contract, "POST", "/api/height")) == []
    assert pre(capability(contract, "PUT", "/api/items/{id}")) == []
    # every path gives the value one endpoint issued: still a precondition
    assert pre(capability(contract, "GET", "/api/things/{id}")) == [
        ("issued-id", "id", "get_first", "id", "backend-authoritative", [21])]
