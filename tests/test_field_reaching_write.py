"""A member of ``this`` a method writes just before its own request is read as that write
(rule ``this.field-reaching-write``): ``this.loopUrl = API + '/loop/out'; return
this.http.post(this.loopUrl, body)`` posts to ``/loop/out`` only, never to the URL another
method writes into the same field. Where the body does not decide (no write before the read,
a read in a callback, a call of a method writing the field in between, a conditional write
after the read) every write of the class still holds."""
from __future__ import annotations

from conftest import endpoints

from code2skill.facts import Assignment, Lit
from code2skill.field_writes import reaching_writes

SERVICE = (
    "import { Injectable } from '@angular/core';\n"
    "import { HttpClient } from '@angular/common/http';\n"
    "@Injectable({ providedIn: 'root' })\n"
    "export class LoopService {\n"
    "  private loopUrl = '';\n"
    "  constructor(private http: HttpClient) {}\n"
    "  getInfo() {\n"
    "    this.loopUrl = '/api/loop/info';\n"
    "    return this.http.get(this.loopUrl);\n"
    "  }\n"
    "  loopOut(amount: number) {\n"
    "    this.loopUrl = '/api/loop/out';\n"
    "    return this.http.post(this.loopUrl, { amount: amount });\n"
    "  }\n"
    "  loopIn(amount: number, fast: boolean) {\n"
    "    this.loopUrl = '/api/loop/in';\n"
    "    if (fast) { this.loopUrl = '/api/loop/in/fast'; }\n"
    "    return this.http.post(this.loopUrl, { amount: amount });\n"
    "  }\n"
    "  %s\n"
    "}\n")


def derived(derive_files, extra: str = "") -> set:
    return endpoints(derive_files({"src/app/loop.service.ts": SERVICE % extra}))


def test_each_request_reads_its_own_methods_write(derive_files):
    found = derived(derive_files)
    assert found == {("GET", "/api/loop/info"), ("POST", "/api/loop/out"),
                     ("POST", "/api/loop/in"), ("POST", "/api/loop/in/fast")}


def test_a_call_of_a_method_writing_the_field_in_between_keeps_every_write(derive_files):
    found = derived(derive_files, "reset() { this.loopUrl = '/api/loop/reset'; }\n"
                    "  retry() { this.loopUrl = '/api/loop/retry'; this.reset();\n"
                    "    return this.http.delete(this.loopUrl); }")
    assert ("DELETE", "/api/loop/reset") in found
    assert ("DELETE", "/api/loop/info") in found      # every write of the class
    assert ("GET", "/api/loop/reset") not in found     # the other methods stay decided


def test_a_value_changed_after_the_write_keeps_every_write(derive_files):
    found = derived(derive_files, "put() { this.loopUrl = '/api/loop/put';\n"
                    "    this.loopUrl.concat('/x');\n"
                    "    return this.http.put(this.loopUrl, {}); }")
    assert ("PUT", "/api/loop/info") in found


def test_a_read_in_a_callback_keeps_every_write(derive_files):
    found = derived(derive_files, "later() { setTimeout(() => "
                                  "this.http.put(this.loopUrl, {}), 10); }")
    assert {("PUT", "/api/loop/info"), ("PUT", "/api/loop/out")} <= found


def writes_at(*writes: tuple[tuple[int, int, int, int], bool]) -> list[Assignment]:
    return [Assignment(("this", "url"), Lit(str(i)), span, guarded=guarded)
            for i, (span, guarded) in enumerate(writes)]


def test_the_last_unconditional_write_and_the_conditional_ones_after_it_reach():
    f = writes_at(((2, 0, 2, 9), False), ((3, 0, 3, 9), False), ((4, 4, 4, 9), True))
    assert [a.value.value for a in reaching_writes(f, (5, 0, 5, 9))] == ["1", "2"]


def test_no_unconditional_write_before_or_a_conditional_one_after_decides_nothing():
    assert reaching_writes(writes_at(((2, 0, 2, 9), True)), (5, 0, 5, 9)) is None
    looped = writes_at(((2, 0, 2, 9), False), ((6, 4, 6, 9), True))     # a loop may run it first
    assert reaching_writes(looped, (5, 0, 5, 9)) is None
    assert reaching_writes(writes_at(((7, 0, 7, 9), False)), (5, 0, 5, 9)) is None


JOBS = (
    "let endpoint = '';\n"
    "function reset() { endpoint = '/api/jobs/reset'; }\n"
    "export function listJobs() {\n"
    "  endpoint = '/api/jobs';\n"
    "  return fetch(endpoint);\n"
    "}\n"
    "export function cancelJob(id: string) {\n"
    "  endpoint = '/api/jobs/' + id + '/cancel';\n"
    "  return fetch(endpoint, {method: 'POST'});\n"
    "}\n"
    "export function retryJob(id: string) {\n"
    "  endpoint = '/api/jobs/' + id + '/retry';\n"
    "  reset();\n"
    "  return fetch(endpoint, {method: 'PUT'});\n"
    "}\n")


def test_a_module_variable_is_read_as_its_functions_write(derive_files):
    found = endpoints(derive_files({"src/jobs.ts": JOBS}))
    assert ("GET", "/api/jobs") in found
    assert ("POST", "/api/jobs/{id}/cancel") in found      # the parameter stays an input
    assert ("GET", "/api/jobs/{id}/cancel") not in found
    assert ("POST", "/api/jobs") not in found
    assert ("PUT", "/api/jobs/reset") in found              # reset() ran in between
