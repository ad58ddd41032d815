"""Rule ``output.wrapper-return-type`` for a request whose response a method of the same class
turns into the answer (NSwag's ``processX``): the function's declared return type is the
answer's type when that method declares the same type, through ``.pipe(mergeMap(…))`` of an
Observable or ``.then(…)`` of a Promise; another type, or a function outside the class, leaves
the answer undeclared."""
from __future__ import annotations

from conftest import capability

PACKAGE = '{"name": "shop", "dependencies": {"@angular/core": "17", "rxjs": "7"}}'


def client(processed: str, method: str = "this.processList(response_)") -> dict[str, str]:
    return {"package.json": PACKAGE, "src/app/shop-client.ts": (
        "import { Injectable } from '@angular/core';\n"
        "import { HttpClient } from '@angular/common/http';\n"
        "import { Observable, of } from 'rxjs';\n"
        "import { mergeMap } from 'rxjs/operators';\n"
        "export class Item { id!: number; name?: string; }\n"
        "export class ItemList { items?: Item[]; total!: number; }\n"
        "function processList(r: any): Observable<ItemList> { return of(r); }\n"
        "@Injectable({ providedIn: 'root' })\n"
        "export class ShopClient {\n"
        "  constructor(private http: HttpClient) {}\n"
        "  list(): Observable<ItemList> {\n"
        "    return this.http.request('get', '/api/items', { responseType: 'blob' })\n"
        f"      .pipe(mergeMap((response_: any) => {{ return {method}; }}));\n"
        "  }\n"
        f"  protected processList(response: any): {processed} {{ return of(response); }}\n"
        "}\n"),
        "src/app/page.ts": (
            "import { ShopClient } from './shop-client';\n"
            "export function show(c: ShopClient) { c.list().subscribe(); }\n")}


def output(contract: dict) -> tuple[dict | None, list]:
    cap = capability(contract, "GET", "/api/items")
    return cap.get("outputSchema"), [(e["rule"], e["line"], e["note"])
                                     for e in cap["evidence"].get("/outputSchema", [])]


def test_the_processing_method_declares_the_answer(derive_files):
    schema, evidence = output(derive_files(client("Observable<ItemList>")))
    assert schema == {
        "properties": {"items": {"items": {"properties": {"id": {"type": "number"},
                                                          "name": {"type": "string"}},
                                           "required": ["id"], "type": "object"},
                                 "type": "array"},
                       "total": {"type": "number"}},
        "required": ["total"], "type": "object"}
    assert evidence[0] == ("output.wrapper-return-type", 11,
                           "declared return type Observable<ItemList>")


def test_another_type_or_a_free_function_declares_nothing(derive_files):
    assert output(derive_files(client("Observable<any>")))[0] is None
    assert output(derive_files(client("Observable<ItemList>", "processList(response_)")))[0] \
        is None


def test_a_promise_then_chain(derive_files):
    files = {"package.json": '{"name": "stock"}', "src/stock-client.ts": (
        "export interface Level { sku: string; onHand: number; }\n"
        "export class StockClient {\n"
        "  level(sku: string): Promise<Level> {\n"
        "    return fetch('/api/stock/' + sku).then((r: Response) => {\n"
        "      return this.processLevel(r);\n"
        "    });\n"
        "  }\n"
        "  protected processLevel(r: Response): Promise<Level> {\n"
        "    return r.text().then((text) => JSON.parse(text));\n"
        "  }\n"
        "}\n"
        "export const show = (sku: string) => new StockClient().level(sku);\n")}
    cap = capability(derive_files(files), "GET", "/api/stock/{sku}")
    assert cap["outputSchema"] == {"properties": {"onHand": {"type": "number"},
                                                  "sku": {"type": "string"}},
                                   "required": ["sku", "onHand"], "type": "object"}
