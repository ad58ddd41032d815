"""Angular ``HttpClient`` under ``observe: 'response'`` / ``'events'`` resolves to an
``HttpResponse``: its ``body`` is the answer, its ``headers``/``status`` the envelope (rule
``angular.observe-response``); a class whose fields are constructor parameter properties is
a DTO type like an interface (rule ``ts.parameter-property``)."""
from __future__ import annotations

from conftest import capability

from code2skill.extract import extract_module

SERVICE = """\
import { Injectable } from '@angular/core';
import { HttpClient } from '@angular/common/http';
import { map } from 'rxjs/operators';

@Injectable({ providedIn: 'root' })
export class TaskService {
  constructor(private http: HttpClient, private mode: string) {}

  search(from: number) {
    return this.http.post('/api/tasks/search', { from }, { observe: 'response' })
      .pipe(map((response) => response.body));
  }
  exportAll() {
    return this.http.get('/api/tasks/export', { observe: 'response', responseType: 'blob' })
      .pipe(map((r) => ({ file: r.body, name: r.headers.get('Content-Disposition'), code: r.status })));
  }
  upload(form: FormData) {
    return this.http.post('/api/tasks/import', form, { observe: 'events', reportProgress: true })
      .pipe(map((event) => (event.type === 4 ? event.body.imported : event.loaded)));
  }
  stats() {
    return this.http.get('/api/tasks/stats', { observe: this.mode })
      .pipe(map((r) => r.body.count));
  }
  plain() {
    return this.http.get('/api/tasks/plain', { observe: 'body' }).pipe(map((r) => r.total));
  }
}
"""

PAGE = """\
import { Component } from '@angular/core';
import { TaskService } from './task.service';

@Component({ selector: 'app-tasks', template: '' })
export class TasksComponent {
  constructor(private tasks: TaskService) {}
  load() {
    this.tasks.search(0).subscribe((page) => console.log(page.items, page.total));
  }
  others(form: FormData) {
    this.tasks.exportAll().subscribe();
    this.tasks.upload(form).subscribe();
    this.tasks.stats().subscribe();
    this.tasks.plain().subscribe();
  }
}
"""


def test_the_body_of_an_observed_response_is_the_answer(derive_files):
    contract = derive_files({"src/app/task.service.ts": SERVICE,
                             "src/app/tasks.component.ts": PAGE})
    search = capability(contract, "POST", "/api/tasks/search")
    assert sorted(search["outputSchema"]["properties"]) == ["items", "total"]
    upload = capability(contract, "POST", "/api/tasks/import")
    assert sorted(upload["outputSchema"]["properties"]) == ["imported"]
    plain = capability(contract, "GET", "/api/tasks/plain")
    assert sorted(plain["outputSchema"]["properties"]) == ["total"]


def test_the_envelope_and_an_unread_observe_give_no_answer_field(derive_files):
    contract = derive_files({"src/app/task.service.ts": SERVICE,
                             "src/app/tasks.component.ts": PAGE})
    # the body read whole (a blob) and the headers and status of the envelope: no field
    assert capability(contract, "GET", "/api/tasks/export")["outputSchema"] is None
    # observe: this.mode may be 'body': r.body.count proves no field of the answer
    assert capability(contract, "GET", "/api/tasks/stats")["outputSchema"] is None


MODELS = """\
export class SortModel {
  constructor(public by: string, public order: number) {}
}
export class SearchRequest {
  constructor(
    public from: number,
    readonly size: number,
    public text?: string,
    public sort?: SortModel,
    private cache: string[] = [],
    protected seen = 0,
    public limit = 10,
  ) {}
}
export class Page<T> {
  total: number;
  constructor(public items: T[]) {}
}
"""


def test_constructor_parameter_properties_are_fields_of_the_class_type():
    facts = extract_module("src/models.ts", "typescript", MODELS.encode())
    request = facts.types["SearchRequest"]
    assert [(m.name, m.optional, m.type_text) for m in request.members] == [
        ("from", False, "number"), ("size", False, "number"), ("text", True, "string"),
        ("sort", True, "SortModel"), ("limit", True, "number")]
    page = facts.types["Page"]
    assert page.params == ("T",)
    assert [(m.name, m.optional, m.type_text) for m in page.members] == [
        ("total", False, "number"), ("items", False, "T[]")]


TYPED = """\
import { Injectable } from '@angular/core';
import { HttpClient } from '@angular/common/http';
import { map } from 'rxjs/operators';
import { Page, SearchRequest } from './models';

export interface Task { id: number; title: string }

@Injectable({ providedIn: 'root' })
export class TaskService {
  constructor(private http: HttpClient) {}
  search(request: SearchRequest) {
    return this.http.post<Page<Task>>('/api/tasks/search', request, { observe: 'response' })
      .pipe(map((_) => _.body));
  }
}
"""


def test_a_class_typed_body_and_a_generic_class_answer(derive_files):
    contract = derive_files({"src/app/models.ts": MODELS, "src/app/task.service.ts": TYPED})
    search = capability(contract, "POST", "/api/tasks/search")
    inputs = search["inputSchema"]
    assert sorted(inputs["properties"]) == ["from", "limit", "size", "sort", "text"]
    assert inputs["required"] == ["from", "size"]
    assert inputs["properties"]["sort"]["required"] == ["by", "order"]
    output = search["outputSchema"]
    assert sorted(output["properties"]) == ["items", "total"]
    assert output["properties"]["items"]["items"]["required"] == ["id", "title"]
