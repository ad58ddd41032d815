"""NSwag's generated TypeScript clients: rules ``client.declared-type`` for a library-typed
member set from a plain constructor parameter, ``query.trailing-separator`` for query pieces
that each end with ``&``, ``value.self-rewrite`` for ``url_ = url_.replace(/[?&]$/, "")``,
``this.parameter-property`` yielding to the constructor's own write, and ``generated.header``
after a byte-order mark."""
from conftest import bindings, capability, endpoints

from code2skill.facts import Call, Lit, LocalWrite, Member, Ref, Tmpl
from code2skill.generated_headers import generated_files
from code2skill.query_appends import trailing_pieces
from code2skill.reaching_writes import rewrites_itself
from code2skill.typed_clients import library_instance
from code2skill.values import HoleV, InstanceV, LibV, ParamV, StrV, Text

WHERE = ("src/api.ts", (1, 0, 1, 9))
SPAN = (1, 0, 1, 9)


def text(*parts) -> StrV:
    """A string of fixed texts and parameter holes (a name given as ``{name}``)."""
    return StrV(tuple(HoleV(p[1:-1], ParamV("f", p[1:-1])) if p.startswith("{") else
                      Text(p, WHERE) for p in parts))


def test_pieces_ending_with_the_next_separator_after_a_question_mark_are_query_pieces():
    start = text("/api/User/GetAll?")
    pieces = [text("Keyword=", "{keyword}", "&"), text("SkipCount=", "{skipCount}", "&")]
    assert trailing_pieces(start, pieces)
    assert trailing_pieces(text("/api/x?a=1&"), pieces)
    assert not trailing_pieces(text("/api/User/GetAll"), pieces)     # no query opened
    assert not trailing_pieces(text("/api/", "{id}"), pieces)          # ends with a hole
    assert not trailing_pieces(start, [text("Keyword=", "{keyword}")])  # no trailing &
    assert not trailing_pieces(start, [text("/sub/", "{id}", "&")])     # a path, no key
    assert not trailing_pieces(start, [text("a/b=", "{v}", "&")])       # a key with a /
    assert not trailing_pieces(start, [text("{keyword}", "&")])         # no key text


def write(value, kills=True) -> LocalWrite:
    return LocalWrite(value=value, span=SPAN, scope="f", kills=kills)


def test_a_method_call_on_the_locals_own_value_rewrites_it():
    cleaned = Call(Member(Ref("url_"), "replace"), (Lit("[?&]$"), Lit("")))
    assert rewrites_itself(write(cleaned), "url_")
    assert not rewrites_itself(write(cleaned), "url")
    assert not rewrites_itself(write(Call(Member(Ref("base"), "replace"), (Lit("/"),))), "url_")
    assert not rewrites_itself(write(Tmpl((Lit("x"),), SPAN)), "url_")
    assert not rewrites_itself(write(Call(Ref("clean"), (Ref("url_"),))), "url_")
    assert not rewrites_itself(None, "url_")


def test_only_a_library_class_instance_stands_for_a_declared_member():
    client = LibV("angular-http", ("HttpClient", "prototype"))
    assert library_instance(client) == client
    assert library_instance(LibV("angular-http", ("HttpClient",))) is None
    assert library_instance(LibV("axios")) is None
    assert library_instance(InstanceV("src/api.ts", "Api")) is None


ANGULAR = (
    "import { Injectable, Inject, Optional, InjectionToken } from '@angular/core';\n"
    "import { HttpClient, HttpHeaders } from '@angular/common/http';\n"
    "export const API_BASE_URL = new InjectionToken<string>('API_BASE_URL');\n"
    "@Injectable()\n"
    "export class UserServiceProxy {\n"
    "    private http: HttpClient;\n"
    "    private baseUrl: string;\n"
    "    constructor(@Inject(HttpClient) http: HttpClient,\n"
    "                @Optional() @Inject(API_BASE_URL) baseUrl?: string) {\n"
    "        this.http = http;\n"
    "        this.baseUrl = baseUrl ?? \"\";\n"
    "    }\n"
    "    getAll(keyword: string | undefined, sorting: string | undefined,\n"
    "           skipCount: number | undefined, maxResultCount: number | undefined,\n"
    "           isActive: boolean | undefined) {\n"
    "        let url_ = this.baseUrl + \"/api/User/GetAll?\";\n"
    "        if (keyword === null)\n"
    "            throw new Error(\"The parameter 'keyword' cannot be null.\");\n"
    "        else if (keyword !== undefined)\n"
    "            url_ += \"Keyword=\" + encodeURIComponent(\"\" + keyword) + \"&\";\n"
    "        if (sorting !== undefined && sorting !== null)\n"
    "            url_ += \"Sorting=\" + encodeURIComponent(\"\" + sorting) + \"&\";\n"
    "        if (skipCount !== undefined && skipCount !== null)\n"
    "            url_ += \"SkipCount=\" + encodeURIComponent(\"\" + skipCount) + \"&\";\n"
    "        if (maxResultCount !== undefined && maxResultCount !== null)\n"
    "            url_ += \"MaxResultCount=\" + encodeURIComponent(\"\" + maxResultCount) + \"&\";\n"
    "        if (isActive !== undefined && isActive !== null)\n"
    "            url_ += \"IsActive=\" + encodeURIComponent(\"\" + isActive) + \"&\";\n"
    "        url_ = url_.replace(/[?&]$/, \"\");\n"
    "        let options_ : any = { observe: \"response\", responseType: \"blob\",\n"
    "            headers: new HttpHeaders({ \"Accept\": \"text/plain\" }) };\n"
    "        return this.http.request(\"get\", url_, options_);\n"
    "    }\n"
    "    get(id: number) {\n"
    "        let url_ = this.baseUrl + \"/api/User/{id}\";\n"
    "        url_ = url_.replace(\"{id}\", encodeURIComponent(\"\" + id));\n"
    "        url_ = url_.replace(/[?&]$/, \"\");\n"
    "        return this.http.request(\"get\", url_, {});\n"
    "    }\n"
    "}\n")

AXIOS = (
    "import axios, { AxiosInstance, AxiosRequestConfig } from 'axios';\n"
    "export class MessagesClient {\n"
    "    protected instance: AxiosInstance;\n"
    "    protected baseUrl: string;\n"
    "    constructor(baseUrl?: string, instance?: AxiosInstance) {\n"
    "        this.instance = instance || axios.create();\n"
    "        this.baseUrl = baseUrl ?? \"\";\n"
    "    }\n"
    "    deleteMessage(id: string) {\n"
    "        let url_ = this.baseUrl + \"/api/Messages/{id}\";\n"
    "        url_ = url_.replace(\"{id}\", encodeURIComponent(\"\" + id));\n"
    "        url_ = url_.replace(/[?&]$/, \"\");\n"
    "        let options_: AxiosRequestConfig = { method: \"DELETE\", url: url_ };\n"
    "        return this.instance.request(options_);\n"
    "    }\n"
    "}\n"
    "const client = new MessagesClient();\n"
    "export const drop = (id: string) => client.deleteMessage(id);\n")

PACKAGE = ('{"name": "nswag-app", "dependencies": {"@angular/core": "^18.0.0", '
           '"@angular/common": "^18.0.0", "axios": "^1.7.0"}}')


def test_an_nswag_client_is_followed_with_every_optional_query_parameter(derive_files):
    contract = derive_files({"package.json": PACKAGE, "src/proxies.ts": ANGULAR,
                             "src/messages.ts": AXIOS})
    assert endpoints(contract) == {("GET", "/api/User/GetAll"), ("GET", "/api/User/{id}"),
                                   ("DELETE", "/api/Messages/{id}")}
    every = capability(contract, "GET", "/api/User/GetAll")
    assert bindings(every) == {"header:Accept": "=text/plain", "query:Keyword": "Keyword",
                               "query:Sorting": "Sorting", "query:SkipCount": "SkipCount",
                               "query:MaxResultCount": "MaxResultCount",
                               "query:IsActive": "IsActive"}
    assert every["inputSchema"].get("required", []) == []
    assert not [r for r in contract["review"] if "alternatives" in r["message"]]
    one = capability(contract, "GET", "/api/User/{id}")
    assert bindings(one) == {"path:id": "id"}
    assert one["implementation"]["requests"][0]["callSites"][0]["rule"] == \
        "angular.http-client"
    dropped = capability(contract, "DELETE", "/api/Messages/{id}")
    assert bindings(dropped) == {"path:id": "id"}
    assert dropped["implementation"]["requests"][0]["callSites"][0]["rule"] == \
        "axios.instance-call"


def test_a_generator_header_after_a_byte_order_mark_marks_the_file(tmp_path):
    (tmp_path / "api.ts").write_bytes(
        "\ufeff/* tslint:disable */\n//----------------------\n// <auto-generated>\n"
        "//     Generated using the NSwag toolchain v13.1.2.0\n// </auto-generated>\n"
        "export class A {}\n".encode("utf-8"))
    (tmp_path / "b.ts").write_bytes("\ufeffexport const x = 1; // auto-generated\n"
                                    .encode("utf-8"))
    assert generated_files(tmp_path, ["api.ts", "b.ts"]) == {"api.ts": "<auto-generated>"}
