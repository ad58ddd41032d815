"""Names, side effects, idempotency and body encodings that a wrapper's own code contradicts:
rules ``name.delete-all``, ``body.declared-media``, ``side-effect.verb-method-disagree`` on a
plural collection, ``name.method-meaning`` never gluing two verbs and ``policy.adding-put`` for
an import."""
from conftest import capability

from code2skill.passes.declared_media import (
    body_kind, declared_media, guessed_json, kind_word, media_word,
)
from code2skill.passes.delete_all import (
    all_words, chooses_members, delete_all_name, sentence, wildcard_path,
)
from code2skill.requests import Header
from code2skill.values import LitV, ObjV, ParamV, PropV, StrV, Text

WHERE = ("src/api.ts", (1, 0))


def header(name: str, value: str) -> Header:
    return Header(name, StrV((Text(value, WHERE),)), WHERE)


def test_a_wildcard_or_a_delete_all_function_names_a_bulk_delete():
    assert wildcard_path("/api/Messages/*") and wildcard_path("/messages/all?x={x}")
    assert not wildcard_path("/api/Messages/{id}") and not wildcard_path("/api/all-hands")
    assert all_words("MessagesController.deleteAll") == []
    assert all_words("removeAllMessages") == ["messages"]
    assert all_words("$scope.deleteAllConfirm") == []          # the dialog's answer: no noun
    # purge(ids) may purge what it is given; deleteAllSelected deletes the page's choice
    assert all_words("purge") is None and all_words("deleteAllSelected") is None
    assert all_words("clear") is None and all_words("deleteMessage") is None
    assert all_words("<callback then>") is None
    assert delete_all_name("delete_message", "/api/Messages/*",
                           ["MessagesController.deleteAll"], {"mailboxName": {"type": "string"}}
                           ) == "delete_all_messages"
    assert delete_all_name("delete_session", "/api/Sessions/*", [None], {}) == \
        "delete_all_sessions"
    assert delete_all_name("delete_message_all", "/messages/all", [], {}) == \
        "delete_all_messages"
    assert delete_all_name("delete_inbox", "/api/inbox", ["removeAllMessages"], {}) == \
        "delete_all_messages"
    assert delete_all_name("delete_message", "/api/v1/messages", ["deleteAllConfirm"], {}) == \
        "delete_all_messages"
    # the action's own words in the proposed name are no noun
    assert delete_all_name("delete_data_clear_all", "/api/v1/data/clear/all", [None], {}) == \
        "delete_all_data"
    assert delete_all_name("remove_webauthn_deleteall", "/webauthn/deleteall", ["removeAll"],
                           {}) == "delete_all_webauthns"
    # one naming function that deletes one item: no claim; nor a path of one member
    assert delete_all_name("delete_log", "/api/logs", ["clearAll", "deleteLog"], {}) is None
    assert delete_all_name("delete_message", "/api/Messages/{id}", ["delete"], {}) is None
    # inputs choosing the members: a bulk delete of those, not of all
    assert chooses_members({"documentIds": {"type": "string"}})
    assert chooses_members({"items": {"type": "array"}})
    assert not chooses_members({"mailboxName": {"type": "string"}})
    assert delete_all_name("delete_document", "/api/documents/all", ["deleteAll"],
                           {"ids": {"type": "array"}}) is None
    assert sentence("delete_all_messages") == (
        "It deletes all messages at once: a bulk, destructive delete.")


def test_a_declared_media_type_is_no_json_guess():
    html = (header("Content-Type", "text/html; charset=utf-8"),)
    assert declared_media(html) == "text/html"
    assert declared_media((header("content-type", "application/json"),)) is None
    assert declared_media((header("Content-Type", "multipart/form-data"),)) is None
    assert declared_media(()) is None
    param = ParamV("bodyHtml", WHERE, type_text="string")
    assert guessed_json(param, "json", None, html)
    assert not guessed_json(param, "json", "body.json-string", html)       # proved JSON
    assert not guessed_json(ObjV((PropV("a", LitV(1, WHERE), WHERE),), WHERE), "json", None,
                            html)                      # axios stringifies an object anyway
    assert not guessed_json(param, "json", None, ())
    assert body_kind(param, None, html) == "text/html"
    assert body_kind(param, "multipart", html) == "multipart"
    assert body_kind(None, None, html) is None
    assert [media_word(m) for m in ("text/html", "text/plain", "message/rfc822",
                                    "application/x-yaml", "application/atom+xml")] == [
        "html", "text", "rfc822", "yaml", "xml"]
    assert kind_word("text/html") == "html" and kind_word("multipart") == "multipart"


CLIENT = {
    "package.json": '{"dependencies": {"axios": "1"}}\n',
    "src/MessagesController.ts": (
        "import axios from 'axios';\n"
        "export default class MessagesController {\n"
        "  private apiBaseUrl: string = '/api/Messages';\n"
        "  public async delete(id: string): Promise<void> {\n"
        "    return (await axios.delete(`${this.apiBaseUrl}/${encodeURIComponent(id)}`)).data;\n"
        "  }\n"
        "  public async deleteAll(mailboxName: string): Promise<void> {\n"
        "    return (await axios.delete(`${this.apiBaseUrl}/*?mailboxName=${mailboxName}`)).data;\n"
        "  }\n"
        "  public async import(emlContent: string, mailboxName: string): Promise<string> {\n"
        "    return (await axios.put(`${this.apiBaseUrl}?mailboxName=${mailboxName}`, emlContent,\n"
        "      { headers: { 'Content-Type': 'message/rfc822' } })).data;\n"
        "  }\n"
        "  public async reply(id: string, bodyHtml: string, attachments?: File[]) {\n"
        "    if (attachments && attachments.length > 0) {\n"
        "      const formData = new FormData();\n"
        "      formData.append('bodyHtml', bodyHtml);\n"
        "      attachments.forEach(file => formData.append('attachments', file));\n"
        "      return (await axios.post(`${this.apiBaseUrl}/${id}/reply`, formData,\n"
        "        { headers: { 'Content-Type': 'multipart/form-data' } })).data;\n"
        "    }\n"
        "    return (await axios.post(`${this.apiBaseUrl}/${id}/reply`, bodyHtml || undefined,\n"
        "      { headers: { 'Content-Type': 'text/html' } })).data;\n"
        "  }\n"
        "}\n"),
    "src/workflows.ts": (
        "import axios from 'axios';\n"
        "export const createWorkflow = (w: object) => axios.put('/api/workflow', w);\n"
        "export const updateWorkflow = (w: object) => axios.post('/api/workflows', w);\n"
        "export const addTag = (name: string) => axios.post('/api/tags', { name });\n"),
}


def request_of(cap: dict) -> tuple:
    request = cap["implementation"]["requests"][0]
    policy = cap["operationPolicy"]
    return (cap["name"], request["bodyEncoding"], policy["sideEffect"], policy["idempotency"],
            policy["automaticRetry"], cap["status"])


def test_a_generated_clients_words_name_and_bound_its_tools(derive_files):
    contract = derive_files(CLIENT)
    every = capability(contract, "DELETE", "/api/Messages/*")
    assert request_of(every) == ("delete_all_messages", "none", "delete", "idempotent",
                                 "allowed", "draft")
    assert every["annotations"]["risks"] == ["destructive"]
    assert every["description"].endswith(
        "It deletes all messages at once: a bulk, destructive delete.")
    assert "name.delete-all" in {e["rule"] for e in every["evidence"]["/description"]}
    assert capability(contract, "DELETE", "/api/Messages/{id}")["name"] == "delete_message"
    # an import adds a new message each time: never an idempotent, retried update
    imported = capability(contract, "PUT", "/api/Messages")
    assert request_of(imported) == ("import_message", "unknown", "update", "unknown", "never",
                                    "requires-review")
    assert [e["rule"] for e in imported["evidence"]["/implementation/requests/0/bodyEncoding"]] \
        == ["body.declared-media"]
    # the reply's HTML is sent as text/html: its own Tool, no json in its encoding or name
    replies = {c["name"]: c for c in contract["capabilities"]
               if c["implementation"]["requests"][0]["pathTemplate"] == "/api/Messages/{id}/reply"}
    assert {n: c["implementation"]["requests"][0]["bodyEncoding"] for n, c in replies.items()} \
        == {"reply_message": "multipart", "reply_message_html": "unknown"}
    assert replies["reply_message_html"]["inputSchema"]["properties"]["body"] == {
        "type": "string", "description": "The request body, sent as text/html."}
    # the wrapper's update names the POST to a plural collection, reviewed; never glued
    assert request_of(capability(contract, "POST", "/api/workflows")) == (
        "update_workflow", "json", "update", "at-most-once", "never", "requires-review")
    assert request_of(capability(contract, "PUT", "/api/workflow")) == (
        "create_workflow", "json", "create", "at-most-once", "never", "requires-review")
    assert [r["message"] for r in contract["review"] if r["capability"] == "update_workflow"
            and r["severity"] == "medium"][:1] == [
        "POST /api/workflows: the wrapper 'updateWorkflow' says 'update' (update), the method "
        "POST says create; taken as update, not proven: automatic retry stays off and an "
        "unknown outcome is reconciled; confirm its side effect against the backend"]
    # a wrapper whose verb agrees with REST's create keeps it
    assert request_of(capability(contract, "POST", "/api/tags"))[2] == "create"
