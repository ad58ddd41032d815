"""Round 39's finding 2: one key-copy loop, ``Object.keys(query).forEach((name) =>
search.set(name, query[name]))``, written N times in one wrapper (the fuzz's run 260: 2,000
times, a derive of 46.8 s and an audit past the harness's wall bound). What grew per loop:
each loop's callback looked for its own ``forEach`` call among all N calls of the wrapper (rule
``query.entries-loop``), each call in it looked for a function it names among all N callbacks
(rule ``scope.inner-function``), and each loop added one more keyless copy of ``query`` to the
``URLSearchParams`` — past 1,024 pieces the query, and the request, were lost. Each look-up is
now an index built once, and a ``set`` loop over the members of an object the parameters
already hold adds nothing. The work is counted (calls made in the modules doing the look-ups),
never timed."""
from __future__ import annotations

from conftest import bindings, capability, endpoints
from hostile_support import python_calls

from code2skill import object_loops
from code2skill.resolution import lookup

LOOP = "  Object.keys(query).forEach((name) => search.set(name, query[name]));\n"


def wrapper(n: int) -> dict[str, str]:
    """``samples/wrapper-query-config``'s ``logs.ts`` with its key-copy loop written ``n`` times."""
    return {"package.json": '{"name": "f2", "private": true}', "src/logs/logs.ts": (
        "async function request(path: string, query: Record<string, string>) {\n"
        "  const search = new URLSearchParams();\n" + LOOP * n +
        "  return fetch(`/api/${path}?${search}`);\n}\n\n"
        "export function findLogs(level: string, since: string) {\n"
        "  return request(\"logs\", { level, since });\n}\n")}


def test_doubling_the_loops_at_most_doubles_the_look_ups(derive_files):
    for source, builtins in ((object_loops.__file__, False), (lookup.__file__, True)):
        small, large = (python_calls(lambda: derive_files(wrapper(n)), source, builtins)
                        for n in (100, 200))
        assert large / small < 2.3, (source, small, large)


def test_the_loop_written_1100_times_sends_what_it_sends_written_once(derive_files):
    once, many = derive_files(wrapper(1)), derive_files(wrapper(1_100))
    assert endpoints(once) == endpoints(many) == {("GET", "/api/logs")}
    caps = [capability(c, "GET", "/api/logs") for c in (once, many)]
    assert [bindings(c) for c in caps] == [{"query:level": "level",
                                            "query:since": "since"}] * 2
    assert caps[0]["inputSchema"] == caps[1]["inputSchema"]
    assert caps[1]["inputSchema"]["required"] == ["level", "since"]
