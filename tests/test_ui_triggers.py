"""UI triggers (issue #5): JSX elements as facts (``extractors/ui_triggers.py``), titles from
the label of the control whose handler reaches a capability (``title.ui-trigger``),
confirmation components (``ui.confirmation-component`` → ``policy.ui-confirmation`` review
items), callbacks passed as props (``ui.prop-callback``) and the graph's ``ui-trigger`` nodes.

Each test is a tiny client; assertions are exact facts, titles, evidence lines, review messages,
bounds and graph edges, and the negative cases (a label naming another action, a component the
program does not define) keep what was there.
"""
from __future__ import annotations

import json

from code2skill.extractors.module_facts import extract_module
from code2skill.facts import Call, Fn, Ref
from code2skill.graphs.build import build_graph
from code2skill.discover import Scope
from code2skill.pipeline import Settings, derive
from conftest import capability, write_tree

API = ("import axios from 'axios';\n"
       "export const api = axios.create({ baseURL: '/api' });\n"
       "export const deleteDocument = (id: string) => api.delete(`/documents/${id}`);\n"
       "export const archiveDocument = (id: string) => api.post(`/documents/${id}/archive`);\n")


def triggers(source: str, grammar: str = "tsx"):
    return extract_module("src/Page.tsx", grammar, source.encode()).triggers


def title_of(cap: dict) -> tuple[str, list[tuple[str, int, str]]]:
    return cap["title"], [(e["file"], e["line"], e["rule"]) for e in cap["evidence"]["/title"]]


def confirmations(contract: dict, cap: dict) -> list[tuple[str, list[tuple[str, int]]]]:
    return [(r["message"], [(e["file"], e["line"]) for e in r["evidence"]])
            for r in contract["review"]
            if r["capability"] == cap["name"] and "confirm" in r["message"]]


# ------------------------------------------------------------------------------ facts
def test_element_facts_handlers_callbacks_and_texts():
    found = triggers(
        "export function Page({ id }) {\n"
        "  return <div>\n"
        "    <button onClick={() => remove(id)} title=\"Remove\">Delete <b>now</b></button>\n"
        "    <List render={renderRow} className=\"x\" />\n"
        "    <span>plain</span>\n"
        "  </div>;\n"
        "}\n")
    assert [(t.component, [n for n, _ in t.handlers], [n for n, _ in t.callbacks], t.span[0])
            for t in found] == [("button", ["onClick"], [], 3), ("List", [], ["render"], 4)]
    button = found[0]
    assert isinstance(button.handlers[0][1], Fn)
    assert [(s, e.value) for s, e in button.texts] == [
        ("title", "Remove"), ("children", "Delete"), ("content", "now")]
    assert button.scope == "src/Page.tsx#7"


def test_form_submit_button_and_translation_texts():
    form, = triggers(
        "export const F = () => <form onSubmit={handleSubmit(save)}>\n"
        "  <label>{t('Email')}</label>\n"
        "  <div><button type=\"submit\">Sign in</button></div>\n"
        "  <button type=\"button\">Cancel</button>\n"
        "</form>;\n")
    assert isinstance(form.handlers[0][1], Call)
    submit = [(s, e) for s, e in form.texts if s == "submit"]
    assert [(s, e.value, e.span[0]) for s, e in submit] == [("submit", "Sign in", 3)]
    content = [e for s, e in form.texts if s == "content"]
    assert isinstance(content[0], Call) and content[0].callee == Ref("t", content[0].callee.span)


def test_fragments_inside_a_form_are_walked():
    form, = triggers("export const F = () => <form onSubmit={save}>\n"
                     "  <><div /><button>Save</button></></form>;\n")
    assert [(s, e.value) for s, e in form.texts if s == "submit"] == [("submit", "Save")]


def test_two_submit_buttons_name_no_action():
    form, = triggers("export const F = () => <form onSubmit={save}>\n"
                     "  <button>Save</button><button>Publish</button></form>;\n")
    assert [s for s, _ in form.texts if s == "submit"] == []


def test_confirmation_component_kept_without_handler():
    dialog, button = triggers(
        "export const D = () => <ConfirmationDialog title=\"Delete\"\n"
        "  body=\"Are you sure?\" confirmButton={<Button onClick={go}>Delete</Button>} />;\n")
    assert (dialog.component, dialog.handlers, button.component) == (
        "ConfirmationDialog", (), "Button")
    assert [(s, e.value) for s, e in dialog.texts] == [("title", "Delete"),
                                                        ("body", "Are you sure?")]


def test_plain_typescript_has_no_jsx_triggers():
    assert triggers("export const x = (a: number) => a < 1;\n", "typescript") == []
    assert [t.component for t in triggers("const A = () => <a onClick={go}>x</a>;\n",
                                          "javascript")] == ["a"]


def test_texts_that_are_no_strings_are_left_out():
    button, = triggers("export const B = ({ n }) => <button onClick={go}>{n}{`Go`}</button>;\n")
    assert [(s, type(e).__name__) for s, e in button.texts] == [("children", "Tmpl")]


# ------------------------------------------------------------------------------ titles
PAGE = ("import { deleteDocument, archiveDocument } from '../api';\n"
        "export function DocumentRow({ id }: { id: string }) {\n"
        "  const onDelete = () => deleteDocument(id);\n"
        "  return <div>\n"
        "    <button onClick={onDelete}>Delete document</button>\n"
        "    <button aria-label=\"Delete document\" onClick={() => archiveDocument(id)}>Archive"
        "</button>\n"
        "  </div>;\n"
        "}\n")


def test_title_from_the_label_of_the_control_whose_handler_calls_it(derive_files):
    contract = derive_files({"src/api.ts": API, "src/pages/DocumentRow.tsx": PAGE})
    assert title_of(capability(contract, "DELETE", "/api/documents/{id}")) == (
        "Delete document", [("src/pages/DocumentRow.tsx", 5, "title.ui-trigger")])
    # the archive button's labels name another action (delete) or no noun: generated title
    archive = capability(contract, "POST", "/api/documents/{id}/archive")
    assert title_of(archive)[1][0][2] != "title.ui-trigger"


def test_translated_label_of_a_control_cites_the_element_and_the_catalogue(derive_files):
    contract = derive_files({
        "src/api.ts": API,
        "src/i18n/en.ts": "export const en = { docs: { remove: 'Delete this document' } };\n",
        "src/Row.tsx":
            "import { deleteDocument } from './api';\n"
            "export function Row({ id }) {\n"
            "  const { t } = useTranslation();\n"
            "  return <IconButton\n"
            "    onClick={() => deleteDocument(id)} title={t('docs.remove')} />;\n"
            "}\n"})
    assert title_of(capability(contract, "DELETE", "/api/documents/{id}")) == (
        "Delete this document", [("src/Row.tsx", 4, "title.ui-trigger"),
                                 ("src/i18n/en.ts", 1, "i18n.catalogue")])


# ------------------------------------------------------------------------ confirmations
def test_confirmation_component_around_the_handler_is_an_info_review_item(derive_files):
    contract = derive_files({
        "src/api.ts": API,
        "src/Delete.tsx":
            "import { deleteDocument } from './api';\n"
            "export function DeleteDocument({ id }) {\n"
            "  return <ConfirmationDialog\n"
            "    title=\"Delete Document\"\n"
            "    body=\"Are you sure you want to delete this document?\"\n"
            "    confirmButton={<Button onClick={() => deleteDocument(id)}>Delete</Button>}\n"
            "  />;\n"
            "}\n"})
    cap = capability(contract, "DELETE", "/api/documents/{id}")
    assert confirmations(contract, cap) == [(
        "the client asks the user to confirm ('Are you sure you want to delete this "
        "document?') before this call: keep it as Skill guidance; it is not a trusted "
        "confirmation and no guard is derived from it", [("src/Delete.tsx", 3)])]
    assert cap["operationPolicy"]["confirmation"] == "not-required"
    assert "confirmed" not in cap["inputSchema"]["properties"]


def test_confirm_component_wrapping_the_handler_quotes_its_content(derive_files):
    contract = derive_files({
        "src/api.ts": API,
        "src/Archive.tsx":
            "import { archiveDocument } from './api';\n"
            "export function Archive({ id }) {\n"
            "  const handleSubmit = async () => { await archiveDocument(id); };\n"
            "  return <ConfirmationDialog onSubmit={handleSubmit} submitText={t('Archive')}>\n"
            "    <Trans defaults=\"Archiving moves the document out of the list.\" />\n"
            "  </ConfirmationDialog>;\n"
            "}\n"})
    cap = capability(contract, "POST", "/api/documents/{id}/archive")
    assert confirmations(contract, cap) == [(
        "the client asks the user to confirm ('Archiving moves the document out of the "
        "list.') before this call: keep it as Skill guidance; it is not a trusted "
        "confirmation and no guard is derived from it", [("src/Archive.tsx", 4)])]


def test_a_confirm_component_on_another_call_confirms_nothing_here(derive_files):
    contract = derive_files({
        "src/api.ts": API,
        "src/Both.tsx":
            "import { archiveDocument, deleteDocument } from './api';\n"
            "export function Both({ id }) {\n"
            "  return <div><Popconfirm title=\"Sure?\" onConfirm={() => deleteDocument(id)} />\n"
            "    <button onClick={() => archiveDocument(id)}>Archive document</button></div>;\n"
            "}\n"})
    assert confirmations(contract, capability(contract, "POST",
                                              "/api/documents/{id}/archive")) == []
    assert [m for m, _ in confirmations(contract, capability(contract, "DELETE",
                                                             "/api/documents/{id}"))] == [
        "the client asks the user to confirm ('Sure?') before this call: keep it as Skill "
        "guidance; it is not a trusted confirmation and no guard is derived from it"]


# ------------------------------------------------------------------------ prop callbacks
FORM = ("import { useForm } from 'react-hook-form';\n"
        "export function SignInForm({ onLoginUser }) {\n"
        "  const { register, handleSubmit } = useForm();\n"
        "  return <form onSubmit={handleSubmit((values) => onLoginUser(values))}>\n"
        "    <input {...register('email', { required: true, maxLength: 80 })} />\n"
        "    <button type=\"submit\">Sign in</button>\n"
        "  </form>;\n"
        "}\n")
PROPS_FORM = FORM.replace("({ onLoginUser })", "(props)").replace(
    "onLoginUser(values)", "props.onLoginUser(values)")
LOGIN_PAGE = ("import { api } from './api';\n"
              "import { SignInForm } from './SignInForm';\n"
              "export const Login = () => <SignInForm onLoginUser={(payload) =>\n"
              "  api.post('/users/login', { user: { email: payload.email } })} />;\n")


def test_a_callback_passed_as_prop_sees_the_childs_arguments(derive_files):
    for form in (FORM, PROPS_FORM):
        contract = derive_files({"src/api.ts": API, "src/SignInForm.tsx": form,
                                 "src/Login.tsx": LOGIN_PAGE})
        cap = capability(contract, "POST", "/api/users/login")
        user = cap["inputSchema"]["properties"]["user"]
        assert user["properties"]["email"]["maxLength"] == 80
        assert [(e["rule"], e["file"], e["line"]) for e in
                cap["evidence"]["/inputSchema/properties/user/properties/email/maxLength"]] == [
            ("validation.submit-handler", "src/SignInForm.tsx", 4),
            ("react-hook-form.maxLength", "src/SignInForm.tsx", 5)]


def test_a_component_the_program_does_not_define_links_nothing(derive_files):
    page = LOGIN_PAGE.replace("from './SignInForm'", "from 'some-ui-kit'")
    assert page != LOGIN_PAGE
    contract = derive_files({"src/api.ts": API, "src/SignInForm.tsx": FORM,
                             "src/Login.tsx": page})
    user = capability(contract, "POST", "/api/users/login")["inputSchema"]["properties"]["user"]
    assert user["properties"]["email"] == {"description": "Email of the user."}


def test_redux_async_thunk_calls_its_payload_creator_with_the_argument(derive_files):
    contract = derive_files({
        "src/api.ts": API,
        "src/auth.ts":
            "import { createAsyncThunk } from '@reduxjs/toolkit';\n"
            "import { api } from './api';\n"
            "export const login = createAsyncThunk('auth/login',\n"
            "  async ({ email }: { email: string }) => api.post('/users/login', { email }));\n",
        "src/SignInForm.tsx": FORM,
        "src/Login.tsx":
            "import { login } from './auth';\n"
            "import { SignInForm } from './SignInForm';\n"
            "export const Login = () => <SignInForm onLoginUser={(p) => dispatch(login(p))} />;\n"})
    cap = capability(contract, "POST", "/api/users/login")
    assert cap["inputSchema"]["properties"]["email"]["maxLength"] == 80


# --------------------------------------------------------------------------------- graph
def test_graph_links_each_control_to_its_handler(tmp_path):
    root = write_tree(tmp_path / "app", {"src/api.ts": API, "src/pages/DocumentRow.tsx": PAGE})
    result = derive(root, Settings(Scope(), jobs=1))
    graph = build_graph(result.modules, result.program, result.contract)
    nodes = sorted((n, d["component"], d["label"]) for n, d in graph.nodes(data=True)
                   if d["kind"] == "ui-trigger")
    assert nodes == [("ui-trigger:src/pages/DocumentRow.tsx:5:5", "button", "Delete document"),
                     ("ui-trigger:src/pages/DocumentRow.tsx:6:5", "button", "Delete document")]
    edges = sorted((u, graph.nodes[v]["name"], json.dumps(d, sort_keys=True))
                   for u, v, d in graph.edges(data=True) if d["kind"] == "triggers")
    assert edges == [
        ("ui-trigger:src/pages/DocumentRow.tsx:5:5", "onDelete",
         json.dumps({"event": "onClick", "kind": "triggers"})),
        ("ui-trigger:src/pages/DocumentRow.tsx:6:5", "<anonymous>",
         json.dumps({"event": "onClick", "kind": "triggers"}))]


def test_a_failing_trigger_extraction_keeps_the_files_other_facts(monkeypatch):
    from code2skill.extractors.module_facts import extractor as module_facts_extractor

    def broken(extractor):
        raise AttributeError("no name")
    monkeypatch.setattr(module_facts_extractor, "extract_triggers", broken)
    facts = extract_module("src/Page.tsx", "tsx",
                           b"export function Page() { return <b onClick={go}>x</b>; }\n")
    assert (list(f.name for f in facts.functions.values()), facts.triggers) == (["Page"], [])
    assert [(d.stage, d.reason, d.severity) for d in facts.diagnostics] == [
        ("extract", "UI triggers not read: AttributeError: no name", "warning")]


# ---------------------------------------------------------------------------- templates
VUE_ACTIONS = ("<template>\n"
               "  <span>\n"
               "    <button class=\"btn\" @click=\"deleteDocument\">\n"
               "      <i class=\"ion-trash-a\"></i> <span>&nbsp;Delete document</span>\n"
               "    </button>\n"
               "    <i @click.prevent=\"archive(id)\" title=\"Archive\"></i>\n"
               "  </span>\n"
               "</template>\n"
               "<script>\n"
               "import { deleteDocument as remove } from './api';\n"
               "export default {\n"
               "  props: ['id'],\n"
               "  methods: {\n"
               "    deleteDocument() { return remove(this.id); },\n"
               "  },\n"
               "};\n"
               "</script>\n")


def test_vue_template_handlers_and_texts_are_facts():
    found = extract_module("src/Actions.vue", "sfc", VUE_ACTIONS.encode()).triggers
    assert [(t.component, [(n, e.name) for n, e in t.handlers],
             [(s, e.value) for s, e in t.texts], t.span[:3], t.scope) for t in found] == [
        ("button", [("onClick", "deleteDocument")], [("children", "Delete document")],
         (3, 5, 5), None),
        ("i", [("onClick", "archive")], [("title", "Archive")], (6, 5, 6), None)]


def test_svelte_handlers_name_the_function_an_arrow_calls():
    button, = extract_module("src/R.svelte", "sfc", (
        "<script>\nfunction remove(id) {}\n</script>\n"
        "<button on:click={() => remove(id)}>Remove</button>\n").encode()).triggers
    assert (button.component, button.handlers[0][0], button.handlers[0][1].name,
            button.texts) == ("button", "onClick", "remove", ())  # `=>` breaks the HTML parse


def test_svelte_shorthand_callback_props_are_handlers():
    modal, button = extract_module("src/Clear.svelte", "sfc", (
        "<script>\nconst onConfirm = () => {};\nconst onclick = () => {};\n</script>\n"
        "<ConfirmModal {description} {onConfirm} title=\"Clear every list?\" />\n"
        "<button {onclick}>Go</button>\n").encode()).triggers
    assert [(t.component, [(n, e.name) for n, e in t.handlers], [(s, e.value) for s, e in t.texts])
            for t in (modal, button)] == [
        ("ConfirmModal", [("onConfirm", "onConfirm")], [("title", "Clear every list?")]),
        ("button", [("onClick", "onclick")], [("children", "Go")])]


def test_vue_options_api_method_label_is_the_title(derive_files):
    contract = derive_files({"src/api.ts": API, "src/Actions.vue": VUE_ACTIONS})
    assert title_of(capability(contract, "DELETE", "/api/documents/{id}")) == (
        "Delete document", [("src/Actions.vue", 3, "title.ui-trigger")])


def test_button_components_and_translated_template_texts_label_the_control(derive_files):
    contract = derive_files({
        "src/api.ts": API,
        "src/lang/en.js": "export default { docs: { archive: 'Archive document' } };\n",
        "src/Row.vue":
            "<template>\n"
            "  <el-button type=\"danger\" @click=\"archive(id)\">{{ $t('docs.archive') }}"
            "</el-button>\n"
            "</template>\n"
            "<script setup>\n"
            "import { archiveDocument } from './api';\n"
            "const props = defineProps(['id']);\n"
            "function archive(id) { return archiveDocument(id); }\n"
            "</script>\n"})
    assert title_of(capability(contract, "POST", "/api/documents/{id}/archive")) == (
        "Archive document", [("src/Row.vue", 2, "title.ui-trigger"),
                             ("src/lang/en.js", 1, "i18n.catalogue")])
