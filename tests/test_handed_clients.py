"""Rule ``wrapper.handed-client-function`` (``code2skill/handed_clients.py``): a library's
request function (a tRPC mutation's ``mutateAsync``) handed to a function of the program —
as an argument, an options object's member or a component's prop — is called there: the call
is that function's request with this call's arguments, the handing calls cited."""
from __future__ import annotations

from conftest import bindings, capability, endpoints

from code2skill.facts import FunctionFact, Param
from code2skill.handed_clients import handed_clients, handed_slot
from code2skill.handed_objects import HandingCall
from code2skill.values import ClientV, FnV, ObjV, ParamV, PropV

TRPC = ("import { createTRPCReact } from '@trpc/react-query';\n"
        "import { httpLink } from '@trpc/client';\n"
        "export const api = createTRPCReact<any>();\n"
        "export const client = api.createClient({ links: [httpLink({ url: '/trpc' })] });\n")


def fn(*params: Param) -> FunctionFact:
    return FunctionFact("f1", "run", params, (1, 0, 9, 0))


def test_handed_slot_positions():
    f = fn(Param("paths"), Param(None, pattern=("operation", "args")), Param("rest", rest=True))
    assert handed_slot(ParamV("f1", "paths"), f) == (0, ())
    assert handed_slot(ParamV("f1", "paths", ("run",)), f) == (0, ("run",))
    assert handed_slot(ParamV("f1", "operation"), f) == (1, ("operation",))
    assert handed_slot(ParamV("f1", "rest"), f) is None
    assert handed_slot(ParamV("f1", "other"), f) is None
    assert handed_slot(ParamV("f1", "paths"), None) is None


def test_handed_clients_needs_a_client_in_every_call():
    move = ClientV("trpc.mutation", None, None, ("files", "move", "mutateAsync"))
    copy = ClientV("trpc.mutation", None, None, ("files", "copy", "mutateAsync"))

    def member(value, prop):
        return next(p.value for p in value.props if p.key == prop)

    def call(line, value):
        return HandingCall(("a.ts", (line, 0, line, 9)), "useFiles",
                           (ObjV((PropV("operation", value, None),), None),))

    calls = [call(3, move), call(5, copy), call(7, move)]
    assert handed_clients(calls, 0, ("operation",), member) == (
        (move, (calls[0], calls[2])), (copy, (calls[1],)))
    assert handed_clients(calls + [call(9, FnV("f2"))], 0, ("operation",), member) == ()
    assert handed_clients(calls, 1, ("operation",), member) == ()
    assert handed_clients([], 0, ("operation",), member) == ()


def via(cap: dict) -> list[tuple[int, str, list[tuple[str, int]]]]:
    return sorted((s["line"], s["rule"], [(v["rule"], v["line"]) for v in s["via"]])
                  for r in cap["implementation"]["requests"] for s in r["callSites"])


def test_mutation_handed_as_option_member_and_prop_is_the_request(derive_files):
    contract = derive_files({"src/trpc.ts": TRPC, "src/Files.tsx": (
        "import { api } from './trpc';\n"
        "async function runBatch({ operation, paths }: { operation: any; paths: string[] }) {\n"
        "  for (const path of paths) await operation({ path });\n"
        "}\n"
        "export function useFiles() {\n"
        "  const move = api.files.move.useMutation().mutateAsync;\n"
        "  const copy = api.files.copy.useMutation().mutateAsync;\n"
        "  return {\n"
        "    move: (paths: string[]) => runBatch({ operation: move, paths }),\n"
        "    copy: (paths: string[]) => runBatch({ operation: copy, paths }),\n"
        "  };\n"
        "}\n"
        "function Dialog({ onDelete }: { onDelete: (a: { id: string }) => void }) {\n"
        "  return <button onClick={() => onDelete({ id: 'x' })}>Delete</button>;\n"
        "}\n"
        "export function Page() {\n"
        "  const del = api.files.delete.useMutation();\n"
        "  return <Dialog onDelete={del.mutate} />;\n"
        "}\n")})
    assert sorted(endpoints(contract)) == [("POST", "/trpc/files.copy"),
                                           ("POST", "/trpc/files.delete"),
                                           ("POST", "/trpc/files.move")]
    move = capability(contract, "POST", "/trpc/files.move")
    assert via(move) == [(3, "trpc.mutation-post.mutateAsync",
                          [("trpc.mutation-hook", 6), ("wrapper.handed-client-function", 9)])]
    assert bindings(move) == {"body:path": "path"}
    assert via(capability(contract, "POST", "/trpc/files.copy")) == [
        (3, "trpc.mutation-post.mutateAsync",
         [("trpc.mutation-hook", 7), ("wrapper.handed-client-function", 10)])]
    delete = capability(contract, "POST", "/trpc/files.delete")
    assert via(delete) == [(14, "trpc.mutation-post.mutate",
                            [("trpc.mutation-hook", 17), ("wrapper.handed-client-function", 18)])]
    assert bindings(delete) == {"body:id": "=x"}
    assert not [r for r in contract["review"] if r["message"].startswith("tRPC mutation")]


def test_a_call_handing_something_else_leaves_the_site_reviewed(derive_files):
    contract = derive_files({"src/trpc.ts": TRPC, "src/Files.tsx": (
        "import { api } from './trpc';\n"
        "async function runBatch(operation: any) { await operation({ path: '/a' }); }\n"
        "export function useFiles() {\n"
        "  const move = api.files.move.useMutation().mutateAsync;\n"
        "  runBatch(move);\n"
        "  runBatch(async (a: any) => console.log(a));\n"
        "}\n")})
    assert endpoints(contract) == set()
    assert [(r["severity"], r["evidence"][0]["line"]) for r in contract["review"]
            if r["message"].startswith("tRPC mutation files.move")] == [("medium", 4)]
