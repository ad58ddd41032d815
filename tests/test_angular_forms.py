"""Angular reactive forms (rule ``angular.form-value``): a ``FormGroup``'s ``value`` is the
object of its controls, so a typed service parameter fed with it narrows to the fields the form
really sends (rule ``ts.sent-members``), and untyped code sees the form's fields.
"""
from __future__ import annotations

from conftest import capability

MODEL = ("export interface Article { slug: string; title: string; body: string;\n"
         "  tagList: string[]; createdAt: string; author: { username: string } }\n")
SERVICE = (
    "import { Injectable } from '@angular/core';\n"
    "import { HttpClient } from '@angular/common/http';\n"
    "import { Article } from './article';\n"
    "@Injectable()\n"
    "export class ArticlesService {\n"
    "  constructor(private http: HttpClient) {}\n"
    "  create(article: Partial<Article>) {\n"
    "    return this.http.post('/api/articles', { article: article });\n"
    "  }\n"
    "  update(article: Partial<Article>) {\n"
    "    return this.http.put(`/api/articles/${article.slug}`, { article });\n"
    "  }\n"
    "}\n")


def article_fields(contract: dict, method: str, path: str) -> dict:
    return capability(contract, method, path)["inputSchema"]["properties"]["article"]


def test_form_group_value_narrows_a_typed_parameter(derive_files):
    contract = derive_files({
        "src/article.ts": MODEL,
        "src/articles.service.ts": SERVICE,
        "src/editor.component.ts":
            "import { FormControl, FormGroup } from '@angular/forms';\n"
            "import { ArticlesService } from './articles.service';\n"
            "export class EditorComponent {\n"
            "  tagList: string[] = [];\n"
            "  form = new FormGroup({\n"
            "    title: new FormControl('', { nonNullable: true }),\n"
            "    body: new FormControl(''),\n"
            "  });\n"
            "  constructor(private articles: ArticlesService) {}\n"
            "  submit(slug: string) {\n"
            "    const data = { ...this.form.value, tagList: this.tagList };\n"
            "    return slug ? this.articles.update({ ...data, slug })\n"
            "                : this.articles.create(data);\n"
            "  }\n"
            "}\n",
    })
    created = article_fields(contract, "POST", "/api/articles")
    assert sorted(created["properties"]) == ["body", "tagList", "title"]
    assert "required" not in created                  # Partial<Article>: none proven
    updated = article_fields(contract, "PUT", "/api/articles/{slug}")
    assert sorted(updated["properties"]) == ["body", "slug", "tagList", "title"]
    assert updated["properties"]["title"] == {"type": "string",
                                              "description": "Title of the article."}


def test_form_builder_group_and_added_control(derive_files):
    contract = derive_files({
        "src/user.service.ts":
            "import { HttpClient } from '@angular/common/http';\n"
            "import { inject } from '@angular/core';\n"
            "export class UserService {\n"
            "  private http = inject(HttpClient);\n"
            "  login(credentials: { email: string; password: string }) {\n"
            "    return this.http.post('/api/users/login', { user: credentials });\n"
            "  }\n"
            "  register(data: { email: string; password: string; username: string;\n"
            "                   admin?: boolean }) {\n"
            "    return this.http.post('/api/users', { user: data });\n"
            "  }\n"
            "}\n",
        "src/auth.component.ts":
            "import { inject } from '@angular/core';\n"
            "import { FormBuilder, FormControl, FormGroup, Validators } from '@angular/forms';\n"
            "import { UserService } from './user.service';\n"
            "export class AuthComponent {\n"
            "  private fb = inject(FormBuilder);\n"
            "  private users = inject(UserService);\n"
            "  form: FormGroup;\n"
            "  register = false;\n"
            "  constructor() {\n"
            "    this.form = this.fb.nonNullable.group({\n"
            "      email: ['', Validators.required],\n"
            "      password: '',\n"
            "    });\n"
            "  }\n"
            "  init() {\n"
            "    if (this.register) {\n"
            "      this.form.addControl('username', new FormControl(''));\n"
            "    }\n"
            "  }\n"
            "  submit() {\n"
            "    return this.register\n"
            "      ? this.users.register(this.form.value as any)\n"
            "      : this.users.login(this.form.value as { email: string; password: string });\n"
            "  }\n"
            "}\n",
    })
    login = capability(contract, "POST", "/api/users/login")["inputSchema"]["properties"]
    assert sorted(login["user"]["properties"]) == ["email", "password"]
    assert login["user"]["required"] == ["email", "password"]
    registered = capability(contract, "POST", "/api/users")["inputSchema"]["properties"]
    assert sorted(registered["user"]["properties"]) == ["email", "password", "username"]
    assert registered["user"]["required"] == ["email", "password", "username"]


def test_untyped_parameter_sees_the_form_fields(derive_files):
    contract = derive_files({
        "src/comments.ts":
            "import { HttpClient } from '@angular/common/http';\n"
            "import { FormControl, FormGroup } from '@angular/forms';\n"
            "export class CommentBox {\n"
            "  form = new FormGroup({ body: new FormControl('', { nonNullable: true }),\n"
            "                         draft: new FormControl(false) });\n"
            "  constructor(private http: HttpClient) {}\n"
            "  save(slug: string) { return this.send(slug, this.form.getRawValue()); }\n"
            "  send(slug: string, comment) {\n"
            "    return this.http.post(`/api/articles/${slug}/comments`, { comment });\n"
            "  }\n"
            "}\n",
    })
    comment = capability(contract, "POST", "/api/articles/{slug}/comments")[
        "inputSchema"]["properties"]["comment"]
    assert comment["properties"]["body"]["type"] == "string"
    assert comment["properties"]["draft"]["type"] == ["boolean", "null"]


def test_a_disabled_control_is_optional_in_value_and_present_in_raw_value(derive_files):
    contract = derive_files({
        "src/profile.ts":
            "import { HttpClient } from '@angular/common/http';\n"
            "import { FormControl, FormGroup } from '@angular/forms';\n"
            "export class ProfileForm {\n"
            "  form = new FormGroup({\n"
            "    name: new FormControl('', { nonNullable: true }),\n"
            "    email: new FormControl({ value: '', disabled: true }, { nonNullable: true }),\n"
            "  });\n"
            "  constructor(private http: HttpClient) {}\n"
            "  save() { return this.http.put('/api/profile', { profile: this.form.value }); }\n"
            "  saveAll() { return this.http.put('/api/account', this.form.getRawValue()); }\n"
            "}\n",
    })
    profile = capability(contract, "PUT", "/api/profile")["inputSchema"]["properties"]["profile"]
    assert sorted(profile["properties"]) == ["email", "name"]
    assert profile["required"] == ["name"]            # email is sent only once enabled
    account = capability(contract, "PUT", "/api/account")["inputSchema"]
    assert sorted(account["properties"]) == ["email", "name"]
    assert account["properties"]["email"]["type"] == "string"
