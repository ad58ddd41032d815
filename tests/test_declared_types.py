"""Declared TypeScript types stand in for values the interpreter cannot compute.

Rules: ``ts.declared-type`` (``const form: LoginUser = reactive({…})`` is a ``LoginUser``, and
``form.email`` its ``email`` member) and ``ts.parameter-type`` (an unknown argument bound to a
typed parameter is worth that type; an object literal's unknown entries are worth the members
of that name). A literal the code does show always wins over the type; untyped code proves
nothing and says so.
"""
from __future__ import annotations

from conftest import capability

TYPES = (
    "export interface LoginUser { email: string; password: string }\n"
    "export interface UpdateUser { email?: string; bio?: string }\n"
)


def body(cap: dict) -> dict:
    return cap["inputSchema"]["properties"]


def test_declared_variable_type_shapes_a_body_field(derive_files):
    contract = derive_files({
        "src/types.ts": TYPES,
        "src/login.ts": "import axios from 'axios';\nimport { reactive } from 'vue';\n"
                        "import { LoginUser } from './types';\n"
                        "const form: LoginUser = reactive({ email: '', password: '' });\n"
                        "export const login = () => axios.post('/api/users/login', "
                        "{ user: form });\n",
    })
    user = body(capability(contract, "POST", "/api/users/login"))["user"]
    assert user["properties"] == {
        "email": {"description": "Email of the user.", "type": "string"},
        "password": {"description": "Password of the user.", "type": "string"}}
    assert user["required"] == ["email", "password"]


def test_member_of_a_declared_variable_has_the_member_type(derive_files):
    contract = derive_files({
        "src/types.ts": TYPES,
        "src/login.ts": "import axios from 'axios';\nimport { LoginUser } from './types';\n"
                        "declare function useForm(): any;\n"
                        "const form: LoginUser = useForm();\n"
                        "export const check = () => axios.post('/api/check', "
                        "{ email: form.email });\n",
    })
    assert body(capability(contract, "POST", "/api/check"))["email"]["type"] == "string"


def test_typed_parameter_shapes_an_unknown_argument(derive_files):
    contract = derive_files({
        "src/types.ts": TYPES,
        "src/api.ts": "import axios from 'axios';\nimport { UpdateUser } from './types';\n"
                      "export const update = (data: { user: UpdateUser }) =>\n"
                      "  axios.put('/api/user', data);\n",
        "src/page.ts": "import { update } from './api';\n"
                       "declare const store: any;\n"
                       "export const save = () => update({ user: store.pick() });\n",
    })
    user = body(capability(contract, "PUT", "/api/user"))["user"]
    assert set(user["properties"]) == {"email", "bio"}
    assert "required" not in user                     # every UpdateUser member is optional


def test_literal_shown_by_the_code_wins_over_the_declared_type(derive_files):
    contract = derive_files({
        "src/types.ts": TYPES,
        "src/login.ts": "import axios from 'axios';\nimport { LoginUser } from './types';\n"
                        "const form: LoginUser = { email: 'a@b.c', password: '' };\n"
                        "export const login = () => axios.post('/api/users/login', "
                        "{ user: form });\n",
    })
    cap = capability(contract, "POST", "/api/users/login")
    assert {b["target"]: b.get("value") for b in cap["implementation"]["requests"][0]
            ["bindings"]}["body:user"] is None        # bound to an input, not a fixed value
    assert set(body(cap)["user"]["properties"]) == {"email", "password"}


def test_untyped_variable_proves_no_fields(derive_files):
    contract = derive_files({
        "src/login.ts": "import axios from 'axios';\nimport { reactive } from 'vue';\n"
                        "const form = reactive({});\n"
                        "export const login = () => axios.post('/api/users/login', "
                        "{ user: form });\n",
    })
    user = body(capability(contract, "POST", "/api/users/login"))["user"]
    assert "properties" not in user
    assert "requiredness of body field user is unproven (no type declares it)" in [
        r["message"] for r in contract["review"]]


NEW_BOOK = ("export interface NewBook { isbn: string; title: string; year?: number }\n")
ADD = ("import axios from 'axios';\nimport { NewBook } from './types';\n"
       "export const add = (book: NewBook) => axios.post('/api/books', book);\n")


def test_typed_parameter_narrows_to_the_members_every_caller_sends(derive_files):
    contract = derive_files({
        "src/types.ts": NEW_BOOK, "src/api.ts": ADD,
        "src/page.ts": "import { add } from './api';\n"
                       "export const a = (isbn: string) => add({ isbn, title: 'x' });\n"
                       "export const b = (isbn: string) => add({ isbn, title: 'y' });\n"})
    cap = capability(contract, "POST", "/api/books")
    assert set(cap["inputSchema"]["properties"]) == {"isbn", "title"}   # year is never sent
    assert cap["inputSchema"]["required"] == ["isbn", "title"]


def test_one_caller_passing_a_variable_keeps_the_whole_type(derive_files):
    contract = derive_files({
        "src/types.ts": NEW_BOOK, "src/api.ts": ADD,
        "src/page.ts": "import { add } from './api';\n"
                       "export const a = (isbn: string) => add({ isbn, title: 'x' });\n"
                       "export const b = (book: any) => add(book);\n"})
    cap = capability(contract, "POST", "/api/books")
    assert set(cap["inputSchema"]["properties"]) == {"isbn", "title", "year"}


THUNK = (
    "import type { AsyncThunkPayloadCreator } from '@reduxjs/toolkit';\n"
    "import { createAsyncThunk } from '@reduxjs/toolkit';\n"
    "export interface Login { email: string; password: string; remember?: boolean }\n"
    "export const login: AsyncThunkPayloadCreator<void, Login, {}> =\n"
    "  async ({ email, password, remember }) => fetch('/api/users/login', {\n"
    "    method: 'POST', body: JSON.stringify({ user: { email, password, remember } }) });\n"
    "export const register = createAsyncThunk<void, Login>('register',\n"
    "  async ({ email }) => fetch('/api/users', {\n"
    "    method: 'POST', body: JSON.stringify({ user: { email } }) }));\n"
)


def test_thunk_payload_creator_types_its_destructured_parameter(derive_files):
    contract = derive_files({"src/auth.ts": THUNK})
    user = body(capability(contract, "POST", "/api/users/login"))["user"]
    assert {k: v.get("type") for k, v in user["properties"].items()} == {
        "email": "string", "password": "string", "remember": "boolean"}
    assert user["required"] == ["email", "password"]          # remember?: is optional


def test_create_async_thunk_type_argument_types_the_callback(derive_files):
    contract = derive_files({"src/auth.ts": THUNK})
    user = body(capability(contract, "POST", "/api/users"))["user"]
    assert user["properties"]["email"]["type"] == "string"
    assert user["required"] == ["email"]


def test_members_read_from_a_typed_parameter_are_required_when_the_type_requires_them(
        derive_files):
    contract = derive_files({
        "src/types.ts": "export interface Meta { title: string; body: string; tags?: string[];\n"
                        "  author: { name: string; bio?: string } }\n",
        "src/api.ts": "import axios from 'axios';\nimport { Meta } from './types';\n"
                      "export const create = (meta: Meta, draft?: Meta) =>\n"
                      "  axios.post('/api/articles', { article: { title: meta.title,\n"
                      "    tags: meta.tags, name: meta.author.name, bio: meta.author.bio,\n"
                      "    body: draft.body } });\n",
    })
    article = body(capability(contract, "POST", "/api/articles"))["article"]
    assert set(article["properties"]) == {"title", "tags", "name", "bio", "body"}
    assert article["required"] == ["title", "name"]     # tags?, bio?, and draft? are optional


def test_a_literal_declared_with_a_type_takes_its_optionality_from_the_type(derive_files):
    contract = derive_files({
        "src/types.ts": "export interface Update { user: { email?: string; bio: string } }\n",
        "src/save.ts": "import { Update } from './types';\n"
                       "declare const form: any;\n"
                       "export const save = () => {\n"
                       "  const payload: Update = { user: {\n"
                       "    email: form.get('email') || '', bio: form.get('bio') || '' } };\n"
                       "  return fetch('/api/user', { method: 'PUT',\n"
                       "                              body: JSON.stringify(payload) });\n"
                       "};\n",
    })
    cap = capability(contract, "PUT", "/api/user")
    user = body(cap)["user"]
    assert {k: v.get("type") for k, v in user["properties"].items()} == {
        "email": "string", "bio": "string"}            # the values prove no type: the type does
    assert user["required"] == ["bio"]                 # email?: is optional
    assert cap["inputSchema"]["required"] == ["user"]
    assert [(e["rule"], e["file"], e["line"]) for e in cap["evidence"][
        "/inputSchema/required/0"]] == [("ts.declared-literal", "src/types.ts", 1)]


def test_create_effect_type_argument_types_the_handler(derive_files):
    contract = derive_files({"src/settings.ts": (
        "import { createEffect } from 'effector';\n"
        "export interface Fields { email: string; bio?: string }\n"
        "export const saveFx = createEffect<Fields, void>((fields) =>\n"
        "  fetch('/api/user', { method: 'PUT', body: JSON.stringify({ user: fields }) }));\n")})
    user = body(capability(contract, "PUT", "/api/user"))["user"]
    assert {k: v["type"] for k, v in user["properties"].items()} == {
        "email": "string", "bio": "string"}
    assert user["required"] == ["email"]


def test_untyped_nested_entries_are_reviewed_never_required(derive_files):
    contract = derive_files({"src/auth.js": (
        "import axios from 'axios';\n"
        "export const login = (email, password, remember) => axios.post('/api/users/login',\n"
        "  { user: { email, password, via: 'web', tags: [] }, meta: { remember } });\n")})
    user = body(capability(contract, "POST", "/api/users/login"))["user"]
    assert "required" not in user
    assert sorted((r["message"], r["evidence"][0]["line"]) for r in contract["review"]
                  if r["capability"] == "login_user" and "unproven" in r["message"]) == [
        ("requiredness of body field meta.remember is unproven (no type declares it)", 3),
        ("requiredness of body fields user.email, user.password is unproven "
         "(no type declares them)", 3)]


def test_callers_passing_typed_values_or_their_own_callers_objects_narrow_too(derive_files):
    contract = derive_files({
        "src/types.ts": NEW_BOOK + "export interface Draft { isbn: string; title: string }\n",
        "src/api.ts": ADD,
        "src/page.ts": "import { add } from './api';\nimport { Draft } from './types';\n"
                       "export const copy = (draft: Draft) => add(draft);\n"
                       "const relay = (book: any) => add(book);\n"
                       "export const quick = (isbn: string) => relay({ isbn });\n"})
    cap = capability(contract, "POST", "/api/books")
    assert set(cap["inputSchema"]["properties"]) == {"isbn", "title"}   # year is never sent


def test_a_member_of_an_inline_intersection_part_is_evidenced_at_the_call(derive_files):
    contract = derive_files({"src/a.ts": (
        "interface Post { message: string; channel_id: string }\n"
        "export const patchPost = (patch: Partial<Post> & {id: string}) =>\n"
        "  fetch(`/api/posts/${patch.id}/patch`, { method: 'PUT', body: JSON.stringify(patch) });\n")})
    cap = capability(contract, "PUT", "/api/posts/{id}/patch")
    located = {k: [(e["file"], e["line"]) for e in v] for k, v in cap["evidence"].items()
               if k.startswith("/inputSchema/")}
    assert all(file is not None for items in located.values() for file, _ in items)
    assert "/inputSchema/properties/message" in located


def test_a_body_member_filling_a_path_parameter_shares_its_input(derive_files):
    contract = derive_files({"src/a.ts": (
        "interface Post { message: string }\n"
        "export const patchPost = (patch: Partial<Post> & {id: string}) =>\n"
        "  fetch(`/api/posts/${patch.id}/patch`, { method: 'PUT', body: JSON.stringify(patch) });\n"
        "export const move = (postId: string, to: string) =>\n"
        "  fetch(`/api/posts/${postId}/move`, { method: 'POST',\n"
        "    body: JSON.stringify({ postId, to }) });\n")})
    cap = capability(contract, "PUT", "/api/posts/{id}/patch")
    assert sorted(cap["inputSchema"]["properties"]) == ["id", "message"]
    assert [(b["target"], b.get("input")) for b in cap["implementation"]["requests"][0]["bindings"]
            ] == [("body:id", "id"), ("body:message", "message"), ("path:id", "id")]
    index = [b["target"] for b in cap["implementation"]["requests"][0]["bindings"]].index("body:id")
    assert [e["rule"] for e in cap["evidence"][f"/implementation/requests/0/bindings/{index}"]
            ] == ["body.same-as-path"]
    moved = capability(contract, "POST", "/api/posts/{postId}/move")
    assert sorted(moved["inputSchema"]["properties"]) == ["postId", "to"]


def test_a_typed_value_spread_into_a_body_gives_its_members(derive_files):
    contract = derive_files({"src/a.ts": (
        "interface PageParams { limit: number; offset?: number }\n"
        "let shareId: string | undefined;\n"
        "export function fetchPage(path: string, options: PageParams | undefined) {\n"
        "  const data = { ...options, shareId };\n"
        "  return fetch(`/api${path}`, { method: 'POST', body: JSON.stringify(data) });\n"
        "}\n"
        "export const listDeleted = (o?: PageParams) => fetchPage('/documents.deleted', o);\n"
        "export const listArchived = (o: PageParams) => fetchPage('/documents.archived', o);\n")})
    cap = capability(contract, "POST", "/api/documents.deleted")
    assert sorted(b["target"] for b in cap["implementation"]["requests"][0]["bindings"]) == [
        "body:limit", "body:offset", "body:shareId"]
    assert cap["inputSchema"]["properties"]["limit"]["type"] == "number"
    assert "limit" not in cap["inputSchema"].get("required", [])     # options may be absent
    archived = capability(contract, "POST", "/api/documents.archived")   # o is present:
    assert archived["inputSchema"]["required"] == ["limit"]            # body.present-spread
    [required] = [k for k in archived["evidence"] if k.startswith("/inputSchema/required/")]
    assert [e["rule"] for e in archived["evidence"][required]] == [
        "ts.required-member", "body.present-spread"]
    assert [e["line"] for e in cap["evidence"]["/inputSchema/properties/limit"]] == [1]
    assert not [r for r in contract["review"] if "spread" in r["message"]]
