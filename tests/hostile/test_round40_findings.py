"""Hostile round 40's findings fixed after the round (``benchmarks/hostile-round-40.md``)."""
from __future__ import annotations

from conftest import endpoints


def chained_service(n: int) -> str:
    """An Angular service of ``n`` methods each calling the next through ``this``, the last
    making the request, the constructor calling the first (finding 7's tree)."""
    methods = "".join(f"  m{i}() {{ return this.m{i + 1}(); }}\n" for i in range(n))
    return ("import { Injectable } from '@angular/core';\n"
            "import { HttpClient } from '@angular/common/http';\n@Injectable()\n"
            f"export class Big {{\n  constructor(private http: HttpClient) {{ this.m0(); }}\n"
            f"{methods}  m{n}() {{ return this.http.get('/api/own'); }}\n}}\n")


def test_a_chain_of_2000_methods_is_read_without_a_recursion_error(derive_files):
    # finding 7: the walk up the callers that decides whether a function runs only on the
    # server recursed once per method, so 2,000 ended the run with exit 3 and no contract
    contract = derive_files({
        "package.json": '{"name": "f7", "dependencies": {"@angular/core": "17", '
                        '"@angular/common": "17"}}',
        "src/app/big.service.ts": chained_service(2000)})
    assert endpoints(contract) == {("GET", "/api/own")}
