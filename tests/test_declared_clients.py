"""Rules ``coverage.declared-client`` (a client library the app declares and uses, of which no
request-like site was found), ``axios.reexport`` (``@nextcloud/axios`` is axios) and
``coverage.missing-generated-module`` (generated client code absent from the tree)."""
from __future__ import annotations

from conftest import endpoints, write_tree
from typer.testing import CliRunner

from code2skill.cli import app
from code2skill.client_packages import sdk_package
from code2skill.generated_modules import module_key

PACKAGE = ('{"name": "cloud-app", "dependencies": {"react": "18", "@nextcloud/axios": "2.4.0", '
           '"@appwrite.io/console": "1.0.0", "@apollo/client": "3.9.0", "mande": "2.0.0", '
           '"lodash": "4.0.0", "@vue/composition-api": "1.0.0", "@acme/api-types": "1.0.0"}, '
           '"scripts": {"codegen": "graphql-codegen --config codegen.yml"}}')
FILES = {
    "package.json": PACKAGE,
    "codegen.yml": "schema: http://localhost/graphql\n",
    "src/lib/http.ts": """\
import axios from '@nextcloud/axios';
export const loadNotes = () => axios.get('/apps/notes/notes');
export const saveNote = (id: string, title: string) =>
  axios.put('/apps/notes/notes/' + id, { title });
""",
    "src/lib/appwrite.ts": """\
import { Client, Databases } from '@appwrite.io/console';
const client = new Client();
export const databases = new Databases(client);
""",
    "src/lib/md.ts": """\
import { mande } from 'mande';
const api = mande('/api');
export const ping = () => api.get('ping');
""",
    "src/lib/apollo.ts": """\
import { ApolloClient, InMemoryCache } from '@apollo/client';
export const client = new ApolloClient({ uri: '/graphql', cache: new InMemoryCache() });
""",
    "src/lib/types.ts": """\
import type { Note } from '@acme/api-types';
import { ref } from '@vue/composition-api';
export const count = ref(1);
export function title(n: Note) { return n.title; }
""",
    "src/components/Notes.tsx": """\
import { useGetNotesQuery, useDeleteNoteMutation } from '../generated/graphql';
import styles from './Notes.module.css';
export function Notes() {
  const { data } = useGetNotesQuery({ variables: { first: 10 } });
  const [remove] = useDeleteNoteMutation();
  return <ul className={styles.list}>{data.notes.map((n) => <li key={n.id}>{n.title}</li>)}</ul>;
}
""",
    "src/components/Trash.tsx": """\
import { useDeleteNoteMutation } from '@/generated/graphql';
export function Trash() {
  const [remove] = useDeleteNoteMutation();
  return <button onClick={() => remove()}>Empty</button>;
}
""",
}

DECLARED = ("the app depends on the {kind} '{package}' and uses it in 1 client file(s) (first at "
            "{place}), but code2skill found no request-like call site of it: the requests made "
            "through it are not in the contract (calls it cannot follow, or code generated at "
            "build time)")


def review_of(contract: dict) -> list[tuple[str, str, str, int]]:
    return [(r["severity"], r["message"], r["evidence"][0]["file"], r["evidence"][0]["line"])
            for r in contract["review"] if "client file(s)" in r["message"]]


def test_declared_clients_without_sites_are_reviewed_per_package(derive_files):
    contract = derive_files(FILES)
    assert review_of(contract) == [
        ("medium", "'src/generated/graphql' is imported by 2 client file(s) (first at "
                   "src/components/Notes.tsx:1; names useGetNotesQuery, useDeleteNoteMutation) "
                   "but is not in the analysed tree: 3 call site(s) of its names make requests "
                   "code2skill cannot see; codegen configuration found (codegen.yml, "
                   "package.json script 'codegen'): run the code generator before derive",
         "src/components/Notes.tsx", 1),
        ("medium", DECLARED.format(kind="API SDK", package="@appwrite.io/console",
                                   place="src/lib/appwrite.ts:1"), "src/lib/appwrite.ts", 1),
        ("medium", DECLARED.format(kind="GraphQL client", package="@apollo/client",
                                   place="src/lib/apollo.ts:1"), "src/lib/apollo.ts", 1),
        ("medium", DECLARED.format(kind="HTTP client", package="mande",
                                   place="src/lib/md.ts:1"), "src/lib/md.ts", 1)]


def test_a_generated_module_left_out_for_its_size_is_named_not_sent_to_codegen(derive_files):
    """The module is in the tree, but discovery took it for a bundle: the hint names the file
    and the reason (with --include-bundles), never 'run the code generator'."""
    generated = "export const useGetNotesQuery = (o) => o;\n" + "// padding\n" * 190_000
    contract = derive_files({**FILES, "src/generated/graphql.tsx": generated})
    assert review_of(contract)[0] == (
        "medium", "'src/generated/graphql' is imported by 2 client file(s) (first at "
                  "src/components/Notes.tsx:1; names useGetNotesQuery, useDeleteNoteMutation) "
                  "but is not in the analysed tree: 3 call site(s) of its names make requests "
                  "code2skill cannot see; it is in the tree but was left out of the analysis "
                  "(src/generated/graphql.tsx: larger than 2,000,000 bytes (2,090,042); likely "
                  "a bundle (--include-bundles analyses it))",
        "src/components/Notes.tsx", 1)


def test_generated_hook_calls_are_request_like_sites(derive_files):
    by_library = derive_files(FILES)["source"]["coverage"]["byLibrary"]
    assert by_library["generated:src/generated/graphql"] == {
        "requestLikeSites": 3, "resolved": 0, "reviewed": 3, "unresolved": 0}


def test_an_axios_reexport_package_is_axios(derive_files):
    contract = derive_files(FILES)
    assert endpoints(contract) == {("GET", "/apps/notes/notes"),
                                   ("PUT", "/apps/notes/notes/{id}")}
    assert contract["source"]["coverage"]["byLibrary"]["axios"]["resolved"] == 2


def test_a_client_library_with_sites_type_imports_and_other_packages_give_no_item(derive_files):
    files = {"package.json": '{"dependencies": {"axios": "1.0.0", "@acme/sdk": "1.0.0", '
                             '"lodash": "4.0.0"}}',
             "src/api.ts": "import axios from 'axios';\nimport type { Item } from '@acme/sdk';\n"
                           "export const items = (): Promise<Item[]> => axios.get('/api/items');\n"}
    assert review_of(derive_files(files)) == []


def test_an_undeclared_sdk_is_not_a_declared_client(derive_files):
    files = {"package.json": '{"dependencies": {}}',
             "src/sdk.ts": "import { Client } from '@acme/api-sdk';\n"
                           "export const c = new Client();\n"}
    assert review_of(derive_files(files)) == []


def test_a_known_client_library_is_reviewed_undeclared(derive_files):
    """A folder of a monorepo whose root (outside the analysed folder) declares axios: the
    import of a known client library is enough, so a client made through dependency injection
    the tool cannot follow is reviewed, never silent."""
    files = {"src/http.ts": "import axios from 'axios';\nimport { inject } from 'vue';\n"
                            "export const key = Symbol();\n"
                            "export const make = () => axios.create({ baseURL: '/api' });\n"
                            "export const useHttp = () => inject(key);\n",
             "src/Page.vue": "<script setup>\nimport { useHttp } from './http';\n"
                             "const http = useHttp();\nhttp.get('/stations');\n</script>\n"}
    assert review_of(derive_files(files)) == [
        ("medium", DECLARED.format(kind="HTTP client", package="axios",
                                   place="src/http.ts:1"), "src/http.ts", 1)]


def test_a_malformed_package_json_is_a_diagnostic_not_a_crash(derive_files):
    contract = derive_files({"package.json": '{"dependencies": {"mande": ',
                             "src/md.ts": "import { mande } from 'mande';\nmande('/x').get();\n"})
    assert review_of(contract) == [     # mande is a known client library, declared or not
        ("medium", DECLARED.format(kind="HTTP client", package="mande", place="src/md.ts:1"),
         "src/md.ts", 1)]
    assert [d["path"] for d in contract["source"]["diagnostics"]] == ["package.json"]


def test_derive_warns_and_strict_fails_naming_the_package(tmp_path):
    root = write_tree(tmp_path / "app", FILES)
    result = CliRunner().invoke(app, ["derive", str(root), "-o", str(tmp_path / "c.json"),
                                      "--jobs", "1", "--strict"])
    lines = [line for line in result.stderr.splitlines() if "rule coverage." in line]
    assert result.exit_code == 1
    assert [line.split(": ", 2)[1] for line in lines] == ["warning"] * 4
    assert [line for line in lines if "'mande'" in line] == [
        "code2skill: warning: " + DECLARED.format(kind="HTTP client", package="mande",
                                                  place="src/lib/md.ts:1")
        + " (review[], rule coverage.declared-client)"]


def test_sdk_naming_rule_is_shared():
    recognised: set[str] = set()
    names = ("@appwrite.io/console", "@acme/sdk", "acme-client", "@vue/composition-api",
             "client-only", "react-dom/client", "lodash", "@appwrite.io/pink",
             "@tanstack/react-query-persist-client", "@opentelemetry/sdk-trace-web",
             "@fern-api/search-widget", "@ai-sdk/react", "@aws-sdk/client-s3", "@slack/web-api")
    assert [name for name in names if sdk_package(name, recognised)] == [
        "@appwrite.io/console", "@acme/sdk", "acme-client", "@ai-sdk/react",
        "@aws-sdk/client-s3", "@slack/web-api"]


def test_missing_modules_are_named_up_to_their_last_codegen_segment():
    assert [module_key("src/a/b.ts", spec) for spec in (
        "../generated/graphql", "../../__generated__/UserQuery", "./api/users.service",
        "@/gql/graphql", "../shared/openapi/api/workflows.service")] == [
        "src/generated/graphql", "__generated__", "src/a/api/users.service", "src/gql/graphql",
        "src/shared/openapi"]


def test_a_missing_service_module_counts_and_a_missing_asset_does_not(derive_files):
    contract = derive_files({
        "src/app/users.component.ts": """\
import { UsersService } from '../api/users.service';
import logo from './logo.svg';
import theme from './theme.json';
export class UsersComponent {
  load() { return new UsersService().list(); }
}
"""})
    assert review_of(contract) == [
        ("medium", "'src/api/users.service' is imported by 1 client file(s) (first at "
                   "src/app/users.component.ts:1; names UsersService) but is not in the "
                   "analysed tree: 1 call site(s) of its names make requests code2skill cannot "
                   "see; if it is generated, run the code generator before derive",
         "src/app/users.component.ts", 1)]


def test_a_missing_generated_database_client_is_no_api_client(derive_files):
    contract = derive_files({
        "apps/web/lib/db.ts": "import { PrismaClient } from "
                              "'../../../packages/database/generated';\n"
                              "export const prisma = new PrismaClient();\n"
                              "export const users = () => prisma.user.findMany();\n"})
    assert review_of(contract) == []
    assert contract["source"]["coverage"]["byLibrary"] == {}


def test_a_missing_module_of_documents_only_says_no_call_was_followed(derive_files):
    contract = derive_files({
        "src/teams.ts": "import { GetTeamsDocument } from './api/generated/graphql';\n"
                        "import { runQuery } from './run';\n"
                        "export const teams = () => runQuery(GetTeamsDocument);\n",
        "src/run.ts": "export const runQuery = (doc: unknown) => doc;\n"})
    assert review_of(contract) == [
        ("medium", "'src/api/generated/graphql' is imported by 1 client file(s) (first at "
                   "src/teams.ts:1; names GetTeamsDocument) but is not in the analysed tree: no "
                   "call of its names was followed (documents or types handed to other calls: "
                   "the operations they name are unknown); if it is generated, run the code "
                   "generator before derive", "src/teams.ts", 1)]


def test_a_workspace_package_without_a_ui_framework_is_no_front_end(derive_files):
    files = {"package.json": '{"private": true}',
             "apps/worker/package.json": '{"name": "worker", "dependencies": {"mande": "2"}}',
             "apps/worker/job.ts": "import { mande } from 'mande';\n"
                                   "export const j = () => mande('/x').get();\n",
             "apps/web/package.json": '{"name": "web", "dependencies": {"react": "18", '
                                      '"mande": "2"}}',
             "apps/web/src/api.ts": "import { mande } from 'mande';\n"
                                    "export const p = () => mande('/x').get();\n"}
    assert [(m[1][:40], m[2]) for m in review_of(derive_files(files))] == [
        ("the app depends on the HTTP client 'mand", "apps/web/src/api.ts")]


def test_a_client_provided_only_for_injection_is_no_use(derive_files):
    """``provideHttpClient()`` (or ``HttpClientModule``) provides Angular's client for another
    library (apollo-angular's ``HttpLink``): no request is made with it, so no item; an
    injected ``HttpClient`` member is a use."""
    config = ("import { provideHttpClient, withFetch } from '@angular/common/http';\n"
              "export const appConfig = { providers: [provideHttpClient(withFetch())] };\n")
    assert review_of(derive_files({"src/app.config.ts": config})) == []
    injected = config + ("import { HttpClient } from '@angular/common/http';\n"
                         "export class Feed { constructor(private http: HttpClient) {}\n"
                         "  load(make: (h: HttpClient) => void) { make(this.http); } }\n")
    assert [r[0] for r in review_of(derive_files({"src/app.config.ts": injected}))] == ["medium"]


def test_an_sdk_in_a_sveltekit_server_only_module_is_no_client_use(derive_files):
    """``$lib/server/openid.ts`` (``src/lib/server/``), ``hooks.server.ts`` and ``+server.ts``
    never run in the browser: an API SDK imported there is the server's own integration; the
    same SDK in a browser module, or an HTTP client in a page's server load, still counts."""
    package = ('{"name": "wishes", "dependencies": {"@sveltejs/kit": "2", "svelte": "5", '
               '"openid-client": "6", "mande": "2"}}')
    server = {"package.json": package,
              "src/lib/server/openid.ts": "import * as client from 'openid-client';\n"
                                          "export const discover = (u) => client.discovery(u);\n",
              "src/hooks.server.ts": "import { discovery } from 'openid-client';\n"
                                     "export const handle = (e) => discovery(e.url);\n",
              "src/routes/login/+page.server.ts": "import { discover } from "
                                                  "'../../lib/server/openid';\n"
                                                  "export const load = () => discover(URL);\n",
              "src/routes/+page.svelte": "<script>let a = 1;</script>\n<p>{a}</p>\n"}
    assert review_of(derive_files(server)) == []
    browser = {**server, "src/lib/oidc.ts": "import { discovery } from 'openid-client';\n"
                                             "export const d = (u) => discovery(u);\n",
               "src/routes/+page.server.ts": "import { mande } from 'mande';\n"
                                             "export const load = () => mande(LIST).get();\n"}
    assert [(m[1][:62], m[2]) for m in review_of(derive_files(browser))] == [
        ("the app depends on the API SDK 'openid-client' and uses it in ", "src/lib/oidc.ts"),
        ("the app depends on the HTTP client 'mande' and uses it in 1 cl",
         "src/routes/+page.server.ts")]
    plain = {**browser, "package.json": package.replace('"@sveltejs/kit": "2", ', '')}
    assert [(m[1][:75], m[2]) for m in review_of(derive_files(plain))] == [
        ("the app depends on the API SDK 'openid-client' and uses it in 3 client file",
         "src/hooks.server.ts"),
        ("the app depends on the HTTP client 'mande' and uses it in 1 client file(s) ",
         "src/routes/+page.server.ts")]
