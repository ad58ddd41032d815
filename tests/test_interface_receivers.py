"""Rules ``client.interface-class`` (a receiver declared with an interface one program class
implements is an instance of that class) and ``review.interface-classes`` (two or more
implementing classes and nothing proving which: a reviewed site naming them, never a guess)."""
from __future__ import annotations

from conftest import endpoints

SERVICE = """\
export interface FetchService {
  get<T>(url: string): Promise<T>;
  post<T>(url: string, body?: unknown): Promise<T>;
}
"""

REMOTE = """\
import type { FetchService } from './service';
export class RemoteFetchService implements FetchService {
  get<T>(url: string): Promise<T> { return fetch(url).then((r) => r.json()); }
  post<T>(url: string, body?: unknown): Promise<T> {
    return fetch(url, { method: 'POST', body: JSON.stringify(body) }).then((r) => r.json());
  }
}
"""

APPS = """\
import type { FetchService } from './service';
export class AppsService {
  constructor(private readonly http: FetchService) {}
  list() { return this.http.get('/api/apps'); }
  create(name: string) { return this.http.post('/api/apps', { name }); }
}
export function loadApp(http: FetchService, id: string) { return http.get(`/api/apps/${id}`); }
export const panel = (http: FetchService) => new AppsService(http);
"""


def review_rules(contract: dict) -> list[tuple[str, str]]:
    return sorted((r["severity"], e["rule"]) for r in contract["review"]
                  for e in r["evidence"])


def test_a_receiver_declared_with_an_interface_one_class_implements(derive_files):
    contract = derive_files({"src/service.ts": SERVICE, "src/remote.ts": REMOTE,
                             "src/apps.ts": APPS})
    assert endpoints(contract) == {("GET", "/api/apps"), ("POST", "/api/apps"),
                                   ("GET", "/api/apps/{id}")}
    assert contract["source"]["coverage"]["reviewed"] == 0


def test_an_interface_no_class_implements_stays_unknown(derive_files):
    contract = derive_files({"src/service.ts": SERVICE, "src/apps.ts": APPS})
    assert endpoints(contract) == set()


def test_a_type_of_the_same_name_elsewhere_is_another_interface(derive_files):
    other = REMOTE.replace("'./service'", "'./other'")
    contract = derive_files({"src/service.ts": SERVICE, "src/other.ts": SERVICE,
                             "src/remote.ts": other, "src/apps.ts": APPS})
    assert endpoints(contract) == set()


ARCHIVE = """\
import type { FetchService } from './service';
export class ArchiveFetchService implements FetchService {
  get<T>(url: string): Promise<T> { return fetch('/archive' + url).then((r) => r.json()); }
  post<T>(url: string): Promise<T> { return Promise.reject(new Error(url)); }
}
"""


def test_two_implementing_classes_are_reviewed_never_guessed(derive_files):
    contract = derive_files({"src/service.ts": SERVICE, "src/remote.ts": REMOTE,
                             "src/archive.ts": ARCHIVE, "src/apps.ts": APPS})
    assert endpoints(contract) == set()
    found = sorted((r["severity"], r["evidence"][0]["file"], r["evidence"][0]["line"],
                    r["message"]) for r in contract["review"]
                   if "review.interface-classes" in r["message"])
    assert [f[:3] for f in found] == [("medium", "src/apps.ts", 4), ("medium", "src/apps.ts", 5),
                                      ("medium", "src/apps.ts", 7)]
    assert [f[3] for f in found] == [
        "this.http.get(…) calls get on a value declared as the interface FetchService, which "
        "2 classes implement (ArchiveFetchService, RemoteFetchService); nothing in the source "
        "shows which one it holds, so its endpoint is not in the contract: confirm which class "
        "the app passes there (rule review.interface-classes)",
        "this.http.post(…) calls post on a value declared as the interface FetchService, which "
        "2 classes implement (ArchiveFetchService, RemoteFetchService); nothing in the source "
        "shows which one it holds, so its endpoint is not in the contract: confirm which class "
        "the app passes there (rule review.interface-classes)",
        "http.get(…) calls get on a value declared as the interface FetchService, which "
        "2 classes implement (ArchiveFetchService, RemoteFetchService); nothing in the source "
        "shows which one it holds, so its endpoint is not in the contract: confirm which class "
        "the app passes there (rule review.interface-classes)"]


def test_the_instance_the_program_passes_wins(derive_files):
    contract = derive_files({
        "src/service.ts": SERVICE, "src/remote.ts": REMOTE, "src/archive.ts": ARCHIVE,
        "src/apps.ts": APPS.replace("export const panel = (http: FetchService) => "
                                    "new AppsService(http);\n", ""),
        "src/main.ts": "import { AppsService } from './apps';\n"
                       "import { ArchiveFetchService } from './archive';\n"
                       "export const apps = new AppsService(new ArchiveFetchService());\n"})
    assert endpoints(contract) == {("GET", "/archive/api/apps")}


def test_a_parameter_of_a_called_function_is_left_to_its_callers(derive_files):
    contract = derive_files({
        "src/service.ts": SERVICE, "src/remote.ts": REMOTE, "src/archive.ts": ARCHIVE,
        "src/apps.ts": APPS,
        "src/main.ts": "import { loadApp } from './apps';\n"
                       "export const first = (http) => loadApp(http, '1');\n"})
    messages = [r["message"].split("(…)")[0] for r in contract["review"]
                if "review.interface-classes" in r["message"]]
    assert messages == ["this.http.get", "this.http.post"]
