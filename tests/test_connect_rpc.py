"""Connect RPC clients (``extractors/connect_rpc.py``): a client method call is ``POST
{baseUrl}/<package>.<Service>/<Method>`` (rule ``connect.rpc-post``), over a protobuf-es v2
service descriptor (body fields from the embedded descriptor: ``connect.descriptor-schema``)
or a connect-es v1 service object (body from the call: ``connect.message-unknown``);
streaming methods, binary and gRPC-web transports, empty messages and unreadable services are
review items. Assertions are exact endpoints, bindings, schemas, rules and review entries."""
from __future__ import annotations

import base64
import json

from conftest import bindings, capability, endpoints
from google.protobuf import descriptor_pb2

F = descriptor_pb2.FieldDescriptorProto


def descriptor() -> str:
    """``tasks.v1.TaskService``: AddTask(AddTaskRequest), ListTasks(Empty),
    FollowTask(FollowTaskRequest, server-streaming), as protobuf-es embeds it."""
    f = descriptor_pb2.FileDescriptorProto(name="tasks/v1/tasks.proto", package="tasks.v1",
                                           syntax="proto3")
    state = f.enum_type.add(name="State")
    state.value.add(name="STATE_OPEN", number=0)
    state.value.add(name="STATE_DONE", number=1)
    add = f.message_type.add(name="AddTaskRequest")
    add.field.add(name="title", number=1, label=F.LABEL_OPTIONAL, type=F.TYPE_STRING)
    add.field.add(name="state", number=2, label=F.LABEL_OPTIONAL, type=F.TYPE_ENUM,
                  type_name=".tasks.v1.State")
    add.field.add(name="due_day", number=3, label=F.LABEL_OPTIONAL, type=F.TYPE_INT32)
    follow = f.message_type.add(name="FollowTaskRequest")
    follow.field.add(name="task_id", number=1, label=F.LABEL_OPTIONAL, type=F.TYPE_STRING)
    service = f.service.add(name="TaskService")
    service.method.add(name="AddTask", input_type=".tasks.v1.AddTaskRequest",
                       output_type=".tasks.v1.AddTaskRequest")
    service.method.add(name="ListTasks", input_type=".google.protobuf.Empty",
                       output_type=".tasks.v1.AddTaskRequest")
    service.method.add(name="FollowTask", input_type=".tasks.v1.FollowTaskRequest",
                       output_type=".tasks.v1.AddTaskRequest", server_streaming=True)
    preview = service.method.add(name="RenderTask", input_type=".tasks.v1.FollowTaskRequest",
                                 output_type=".tasks.v1.AddTaskRequest")
    preview.options.idempotency_level = descriptor_pb2.MethodOptions.NO_SIDE_EFFECTS
    return base64.b64encode(f.SerializeToString()).decode().rstrip("=")


GENERATED = (
    'import { fileDesc, serviceDesc } from "@bufbuild/protobuf/codegenv2";\n'
    'import { file_google_protobuf_empty } from "@bufbuild/protobuf/wkt";\n'
    f'export const file_tasks: GenFile = fileDesc("{descriptor()}", [file_google_protobuf_empty]);\n'
    'export const TaskService: GenService<{}> = serviceDesc(file_tasks, 0);\n')
CLIENT = (
    'import { createClient } from "@connectrpc/connect";\n'
    'import { createConnectTransport } from "@connectrpc/connect-web";\n'
    'import { TaskService } from "./gen/tasks_pb";\n'
    'const transport = createConnectTransport({\n'
    '  baseUrl: "/api", useBinaryFormat: true,\n'
    '  fetch: (input, init) => {\n'
    '    const headers = new Headers(init?.headers);\n'
    '    headers.set("Authorization", "Bearer " + localStorage.getItem("t"));\n'
    '    return window.fetch(input, { ...init, headers });\n'
    '  },\n'
    '});\n'
    'export const tasks = createClient(TaskService, transport);\n')
PAGE = (
    'import { tasks } from "./client";\n'
    'export async function add(title: string) {\n'
    '  await tasks.addTask({ title });\n'
    '}\n'
    'export async function all() {\n'
    '  return tasks.listTasks({});\n'
    '}\n'
    'export const render = (taskId: string) => tasks.renderTask({ taskId });\n'
    'export async function follow(taskId: string) {\n'
    '  for await (const t of tasks.followTask({ taskId })) console.log(t);\n'
    '}\n')


def via(cap: dict) -> list[tuple[str, str, list[str]]]:
    return [(s["file"], s["rule"], [v["rule"] for v in s["via"]])
            for r in cap["implementation"]["requests"] for s in r["callSites"]]


def messages(contract: dict, name: str | None) -> list[tuple[str, str]]:
    return sorted((r["severity"], r["message"].split(":")[0]) for r in contract["review"]
                  if r["capability"] == name and "connect." in r["message"])


def test_v2_descriptor_service_calls_are_posts_with_descriptor_fields(derive_files):
    contract = derive_files({"src/gen/tasks_pb.ts": GENERATED, "src/client.ts": CLIENT,
                             "src/page.ts": PAGE})
    assert endpoints(contract) == {("POST", "/api/tasks.v1.TaskService/AddTask"),
                                   ("POST", "/api/tasks.v1.TaskService/ListTasks"),
                                   ("POST", "/api/tasks.v1.TaskService/FollowTask"),
                                   ("POST", "/api/tasks.v1.TaskService/RenderTask")}
    add = capability(contract, "POST", "/api/tasks.v1.TaskService/AddTask")
    assert add["name"] == "add_task" and add["sideEffect"] == "create"
    assert via(add) == [("src/page.ts", "connect.rpc-post", ["connect.descriptor-schema"])]
    assert bindings(add) == {"body:title": "title", "body:state": "state",
                             "body:dueDay": "dueDay"}
    assert add["inputSchema"]["properties"]["state"]["enum"] == ["STATE_OPEN", "STATE_DONE"]
    assert "required" not in add["inputSchema"]                 # proto3: every field optional
    assert add["implementation"]["requests"][0]["bodyEncoding"] == "json"
    assert add["outputSchema"]["properties"]["state"] == {"enum": ["STATE_OPEN", "STATE_DONE"],
                                                          "type": "string"}
    assert add["evidence"]["/outputSchema"][0]["rule"] == "connect.descriptor-output"
    assert add["auth"]["authentication"] == "bearer"
    assert {e["rule"] for e in add["auth"]["evidence"]} == {"connect.transport-headers"}
    listing = capability(contract, "POST", "/api/tasks.v1.TaskService/ListTasks")
    assert listing["name"] == "list_tasks" and listing["sideEffect"] == "read"
    # an empty message is the fixed body {}, never no body (a Connect server refuses that)
    assert listing["implementation"]["requests"][0]["bindings"] == [
        {"input": None, "target": "body:", "value": {}}]
    assert listing["evidence"]["/implementation/requests/0/bindings/0"][0]["rule"] == "body.empty-object"
    assert via(listing) == [("src/page.ts", "connect.rpc-post", ["connect.empty-message"])]
    assert listing["inputSchema"]["properties"] == {}
    assert messages(contract, "list_tasks") == []
    render = capability(contract, "POST", "/api/tasks.v1.TaskService/RenderTask")
    assert (render["name"], render["sideEffect"]) == ("render_task", "read")
    assert via(render) == [("src/page.ts", "connect.rpc-post",
                            ["connect.descriptor-schema", "connect.no-side-effects"])]
    assert render["evidence"]["/annotations/readOnlyHint"][0]["rule"] == \
        "side-effect.protocol-read"
    follow = capability(contract, "POST", "/api/tasks.v1.TaskService/FollowTask")
    assert bindings(follow) == {"body:taskId": "taskId"}
    assert follow["outputSchema"] is None                       # a stream of messages
    assert messages(contract, "follow_task") == [
        ("medium", "tasks.v1.TaskService/FollowTask is a server-streaming RPC")]
    assert messages(contract, None) == [                        # once, at the transport
        ("low", "the app's transport sends binary protobuf (useBinaryFormat); the contract "
                "gives the same call's Connect JSON form, which Connect servers accept as well "
                "(rule connect.wire-format)")]


def test_v1_service_object_takes_the_body_from_the_call(derive_files):
    contract = derive_files({
        "src/gen/notes_connect.ts": (
            'import { MethodKind } from "@bufbuild/protobuf";\n'
            'import { PinNoteRequest, Note } from "./notes_pb";\n'
            'export const NoteService = {\n'
            '  typeName: "notes.v1.NoteService",\n'
            '  methods: {\n'
            '    pinNote: { name: "PinNote", I: PinNoteRequest, O: Note, kind: MethodKind.Unary },\n'
            '  },\n'
            '} as const;\n'),
        "src/gen/notes_pb.ts": (
            'import { Message } from "@bufbuild/protobuf";\n'
            'export class PinNoteRequest extends Message<PinNoteRequest> {\n'
            '  noteId = "";\n'
            '  static readonly typeName = "notes.v1.PinNoteRequest";\n'
            '}\n'
            'export class Note extends Message<Note> {}\n'),
        "src/api.ts": (
            'import { createPromiseClient } from "@bufbuild/connect";\n'
            'import { createGrpcWebTransport } from "@bufbuild/connect-web";\n'
            'import { NoteService } from "./gen/notes_connect";\n'
            'const client = createPromiseClient(NoteService,\n'
            '  createGrpcWebTransport({ baseUrl: "https://rpc.example.com" }));\n'
            'export function pin(noteId: string) {\n'
            '  return client.pinNote({ noteId });\n'
            '}\n')})
    assert endpoints(contract) == {("POST", "/notes.v1.NoteService/PinNote")}
    pin = capability(contract, "POST", "/notes.v1.NoteService/PinNote")
    assert pin["name"] == "pin_note"
    assert via(pin) == [("src/api.ts", "connect.rpc-post", ["connect.service-descriptor"])]
    assert bindings(pin) == {"body:noteId": "noteId"}
    assert messages(contract, "pin_note") == [
        ("medium", "the request message notes.v1.PinNoteRequest of PinNote is not read from "
                   "a descriptor the source embeds")]
    assert messages(contract, None) == [
        ("medium", "the app sends this RPC over gRPC-web (binary frames); the contract gives "
                   "its Connect JSON form, which only a server speaking the Connect protocol "
                   "too accepts (rule connect.wire-format)")]


def test_a_service_the_source_does_not_describe_is_a_reviewed_site(derive_files):
    contract = derive_files({"src/api.ts": (
        'import { createClient } from "@connectrpc/connect";\n'
        'import { createConnectTransport } from "@connectrpc/connect-web";\n'
        'import { ElizaService } from "@buf/connectrpc_eliza.bufbuild_es/eliza_pb";\n'
        'const client = createClient(ElizaService, createConnectTransport({ baseUrl: "/" }));\n'
        'export const say = (sentence: string) => client.say({ sentence });\n')})
    assert endpoints(contract) == set()
    assert messages(contract, None) == [
        ("medium", "Connect RPC call say")]
    assert contract["source"]["coverage"]["byLibrary"]["connect"]["reviewed"] == 1


def test_connect_query_hooks_call_the_method_over_the_provided_transport(derive_files):
    contract = derive_files({
        "src/gen/tasks_pb.ts": GENERATED,
        "src/gen/tasks_connectquery.ts": (
            'import { TaskService } from "./tasks_pb";\n'
            'export const addTask = TaskService.method.addTask;\n'),
        "src/gen/notes_connectquery.ts": (
            'import { MethodKind } from "@bufbuild/protobuf";\n'
            'export const pinNote = {\n'
            '  localName: "pinNote", name: "PinNote", kind: MethodKind.Unary,\n'
            '  I: PinNoteRequest, O: Note,\n'
            '  service: { typeName: "notes.v1.NoteService" },\n'
            '} as const;\n'),
        "src/main.tsx": (
            'import { TransportProvider } from "@connectrpc/connect-query";\n'
            'import { createConnectTransport } from "@connectrpc/connect-web";\n'
            'const transport = createConnectTransport({ baseUrl: "/rpc" });\n'
            'export const Root = () => <TransportProvider transport={transport}><App /></TransportProvider>;\n'),
        "src/App.tsx": (
            'import { useQuery, useMutation, skipToken } from "@connectrpc/connect-query";\n'
            'import { TaskService } from "./gen/tasks_pb";\n'
            'import { addTask } from "./gen/tasks_connectquery";\n'
            'import { pinNote } from "./gen/notes_connectquery";\n'
            'export function App({ id }: { id?: string }) {\n'
            '  const list = useQuery(TaskService.method.listTasks, {});\n'
            '  const none = useQuery(TaskService.method.followTask, id ? { taskId: id } : skipToken);\n'
            '  const add = useMutation(addTask);\n'
            '  const pin = useMutation(pinNote);\n'
            '  return <button onClick={() => { add.mutate({ title: "t" }); pin.mutate({ noteId: "n" }); }}>{list.data}{none.data}</button>;\n'
            '}\n')})
    assert endpoints(contract) == {("POST", "/rpc/tasks.v1.TaskService/ListTasks"),
                                   ("POST", "/rpc/tasks.v1.TaskService/FollowTask"),
                                   ("POST", "/rpc/tasks.v1.TaskService/AddTask"),
                                   ("POST", "/rpc/notes.v1.NoteService/PinNote")}
    add = capability(contract, "POST", "/rpc/tasks.v1.TaskService/AddTask")
    assert via(add) == [("src/App.tsx", "connect.query-hook", ["connect.descriptor-schema"])]
    assert bindings(add) == {"body:title": "title", "body:state": "state",
                             "body:dueDay": "dueDay"}
    pin = capability(contract, "POST", "/rpc/notes.v1.NoteService/PinNote")
    assert bindings(pin) == {"body:noteId": "=n"}
    assert via(pin) == [("src/App.tsx", "connect.query-hook", ["connect.service-descriptor"])]


def test_a_map_entry_holding_itself_keeps_the_calling_functions_requests(derive_files):
    f = descriptor_pb2.FileDescriptorProto(name="h/v1/h.proto", package="h.v1",
                                           syntax="proto3")
    req = f.message_type.add(name="Req")
    req.field.add(name="m", number=1, label=F.LABEL_REPEATED, type=F.TYPE_MESSAGE,
                  type_name=".h.v1.Req.MEntry")
    entry = req.nested_type.add(name="MEntry")
    entry.options.map_entry = True
    entry.field.add(name="key", number=1, label=F.LABEL_OPTIONAL, type=F.TYPE_STRING)
    entry.field.add(name="value", number=2, label=F.LABEL_REPEATED, type=F.TYPE_MESSAGE,
                    type_name=".h.v1.Req.MEntry")
    f.service.add(name="Svc").method.add(name="Put", input_type=".h.v1.Req",
                                         output_type=".h.v1.Req")
    text = base64.b64encode(f.SerializeToString()).decode().rstrip("=")
    contract = derive_files({
        "src/gen/h_pb.ts": (
            'import { fileDesc, serviceDesc } from "@bufbuild/protobuf/codegenv2";\n'
            f'export const file_h: GenFile = fileDesc("{text}", []);\n'
            'export const Svc: GenService<{}> = serviceDesc(file_h, 0);\n'),
        "src/client.ts": (
            'import { createClient } from "@connectrpc/connect";\n'
            'import { createConnectTransport } from "@connectrpc/connect-web";\n'
            'import { Svc } from "./gen/h_pb";\n'
            'const client = createClient(Svc, createConnectTransport({ baseUrl: "/rpc" }));\n'
            'export async function page() {\n'
            '  await client.put({});\n'
            '  return fetch("/api/more", { method: "DELETE" });\n'
            '}\n')})
    assert endpoints(contract) == {("POST", "/rpc/h.v1.Svc/Put"), ("DELETE", "/api/more")}
    put = capability(contract, "POST", "/rpc/h.v1.Svc/Put")
    assert bindings(put) == {"body:m": "m"}
    assert put["inputSchema"]["properties"]["m"] == {"description": "M of the put."}
    assert not [r for r in contract["review"] if "nested too deeply" in r["message"]]


GITHUB = "ghp_" + "A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8"
SLACK = "xoxb-" + "123456789012-1234567890123-AbCdEfGhIjKlMnOpQrStUvWx"
AWS = "AKIA" + "IOSFODNN7EXAMPLQ"
STRIPE = "sk_live_" + "4eC39HqLyjWDarjtT1zdp7dc"
# a run of each planted value that survives a name's case and separator changes
PLANTED = ("a1b2c3d4e5f6", "123456789012", "iosfodnn7", "4ec39hqlyjwdarjtt1zdp7dc")


def test_secret_shaped_descriptor_names_reach_no_output(derive_files):
    f = descriptor_pb2.FileDescriptorProto(name="s.proto", package=GITHUB, syntax="proto3")
    kind = f.enum_type.add(name="Kind")
    kind.value.add(name=STRIPE, number=0)
    req = f.message_type.add(name=AWS)
    req.field.add(name=AWS, number=1, label=F.LABEL_OPTIONAL, type=F.TYPE_STRING)
    req.field.add(name="kind", number=2, label=F.LABEL_OPTIONAL, type=F.TYPE_ENUM,
                  type_name=f".{GITHUB}.Kind")
    f.service.add(name="Svc").method.add(name=SLACK, input_type=f".{GITHUB}.{AWS}",
                                         output_type=f".{GITHUB}.{AWS}")
    text = base64.b64encode(f.SerializeToString()).decode().rstrip("=")
    contract = derive_files({
        "src/gen/s_pb.ts": (
            'import { fileDesc, serviceDesc } from "@bufbuild/protobuf/codegenv2";\n'
            f'export const file_s: GenFile = fileDesc("{text}", []);\n'
            'export const Svc: GenService<{}> = serviceDesc(file_s, 0);\n'),
        "src/client.ts": (
            'import { createClient } from "@connectrpc/connect";\n'
            'import { createConnectTransport } from "@connectrpc/connect-web";\n'
            'import { Svc } from "./gen/s_pb";\n'
            'const client = createClient(Svc, createConnectTransport({ baseUrl: "/rpc" }));\n'
            f'export const r0 = () => client["{SLACK}"]({{}});\n')})
    written = json.dumps(contract).lower()
    assert [p for p in PLANTED if p in written] == []
    path = "/rpc/<redacted:github-token>.Svc/<redacted:slack-token>"
    assert endpoints(contract) == {("POST", path)}
    cap = capability(contract, "POST", path)
    assert cap["name"] == "create_rpc"              # rule name.no-redaction-marker
    assert bindings(cap) == {"body:<redacted:aws-key>": "<redacted:aws-key>",
                             "body:kind": "kind"}
    assert cap["inputSchema"]["properties"]["kind"]["enum"] == ["<redacted:stripe-key>"]


def test_http_get_transport_reviews_side_effect_free_methods(derive_files):
    """``useHttpGet: true`` sends a NO_SIDE_EFFECTS unary method as a Connect GET: one ``low``
    item at that call (``connect.http-get``); other methods, and the same method over a
    POST-only transport, have none."""
    client = CLIENT.replace("useBinaryFormat: true", "useHttpGet: true")
    contract = derive_files({"src/gen/tasks_pb.ts": GENERATED, "src/client.ts": client,
                             "src/page.ts": PAGE})
    render = capability(contract, "POST", "/api/tasks.v1.TaskService/RenderTask")
    assert render["sideEffect"] == "read"
    assert messages(contract, "render_task") == [
        ("low", "tasks.v1.TaskService/RenderTask declares no side effects and the transport "
                "sets useHttpGet, so the app sends it as GET /tasks.v1.TaskService/RenderTask?"
                "connect=v1&encoding=json&message=<the request message as URL-encoded JSON>; "
                "the contract gives the POST form with a JSON body, which a Connect server "
                "accepts as well (rule connect.http-get)")]
    assert messages(contract, "add_task") == []
    assert messages(contract, "list_tasks") == []
    plain = derive_files({"src/gen/tasks_pb.ts": GENERATED, "src/client.ts": CLIENT,
                          "src/page.ts": PAGE})
    assert messages(plain, "render_task") == []


WRAPPER = (
    'import { useInfiniteQuery } from "@connectrpc/connect-query";\n'
    'export function useAllPages(schema, input, options) {\n'
    '  return useInfiniteQuery(schema, input, options);\n'
    '}\n')


def forwarding_app(caller: str) -> dict[str, str]:
    """A program whose hook ``useAllPages`` hands connect-query the descriptor its callers
    pass, called by ``caller`` (a module importing it and the generated descriptors)."""
    return {
        "src/gen/tasks_pb.ts": GENERATED,
        "src/gen/tasks_connectquery.ts": (
            'import { TaskService } from "./tasks_pb";\n'
            'export const addTask = TaskService.method.addTask;\n'
            'export const listTasks = TaskService.method.listTasks;\n'),
        "src/main.ts": ('import { createConnectTransport } from "@connectrpc/connect-web";\n'
                        'export const transport = createConnectTransport({ baseUrl: "/rpc" });\n'),
        "src/use-all-pages.ts": WRAPPER,
        "src/page.ts": caller}


def test_a_wrapper_calls_each_descriptor_its_callers_pass(derive_files):
    contract = derive_files(forwarding_app(
        'import { useAllPages } from "./use-all-pages";\n'
        'import { addTask, listTasks } from "./gen/tasks_connectquery";\n'
        'export const useTasks = () => useAllPages(listTasks, {}, { pageParamKey: "p" });\n'
        'export const useAdded = () => useAllPages(addTask, { title: "t" }, {});\n'
        'export const useAgain = () => useAllPages(listTasks, {}, {});\n'))
    assert endpoints(contract) == {("POST", "/rpc/tasks.v1.TaskService/ListTasks"),
                                   ("POST", "/rpc/tasks.v1.TaskService/AddTask")}
    add = capability(contract, "POST", "/rpc/tasks.v1.TaskService/AddTask")
    assert via(add) == [("src/use-all-pages.ts", "connect.forwarded-descriptor",
                         ["connect.descriptor-schema"])]
    assert messages(contract, None) == []


def test_a_wrapper_caller_passing_an_unreadable_descriptor_is_reviewed(
        derive_files):
    contract = derive_files(forwarding_app(
        'import { useAllPages } from "./use-all-pages";\n'
        'import { listTasks } from "./gen/tasks_connectquery";\n'
        'import { say } from "@buf/connectrpc_eliza.connectrpc_query-es/eliza_connectquery";\n'
        'export const useTasks = () => useAllPages(listTasks, {}, {});\n'
        'export const useSaid = () => useAllPages(say, {}, {});\n'))
    assert endpoints(contract) == {("POST", "/rpc/tasks.v1.TaskService/ListTasks")}
    assert [(r["severity"], r["message"].split(":")[1].strip()[:38], r["evidence"][0]["file"])
            for r in contract["review"] if "connect." in r["message"]] == [
        ("medium", "a caller passes it a method descriptor", "src/use-all-pages.ts")]
