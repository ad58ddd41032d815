"""Confirmation modals (rule ``ui.confirmation-modal``): a generic ``<Modal>``/``<Dialog>`` whose
own texts ask for confirmation confirms the action it holds, as Skill guidance; a modal that
asks nothing, the control that opens a modal and a modal's ``onClose`` confirm nothing.

Facts are asserted exactly (handlers, texts, opener spans); contracts by their exact review
messages, evidence lines and the unchanged ``not-required`` policy.
"""
from __future__ import annotations

from code2skill.extractors.module_facts import extract_module
from code2skill.facts import Lit, Ref, Tmpl, UITrigger
from code2skill.passes.confirm_modals import asking_text, asks, confirmed_by, shown
from conftest import capability

API = ("import axios from 'axios';\n"
       "export const api = axios.create({ baseURL: '/api' });\n"
       "export const shutdown = () => api.post('/system/shutdown');\n"
       "export const deleteItem = (id) => api.delete(`/items/${id}`);\n"
       "export const saveItem = (item) => api.post('/items', item);\n")


def triggers(source: str):
    return extract_module("src/Page.jsx", "javascript", source.encode()).triggers


def guidance(contract: dict, method: str, path: str) -> list[tuple[str, list]]:
    cap = capability(contract, method, path)
    assert cap["operationPolicy"]["confirmation"] == "not-required"
    return [(r["message"], [(e["file"], e["line"], e["rule"]) for e in r["evidence"]])
            for r in contract["review"]
            if r["capability"] == cap["name"] and "asks the user to confirm" in r["message"]]


def message(text: str) -> str:
    return (f"the client asks the user to confirm ({text!r}) before this call: keep it as "
            "Skill guidance; it is not a trusted confirmation and no guard is derived from it")


# ------------------------------------------------------------------------------ facts
def test_modal_action_objects_header_element_and_opener_are_facts():
    modal, = [t for t in triggers(
        "export const P = () => <Modal\n"
        "  actions={['Cancel', {content: 'Stop', onClick: stop}]}\n"
        "  header={<Header content=\"Confirm Stop\" />}\n"
        "  trigger={<Button>Stop</Button>} />;\n") if t.component == "Modal"]
    assert [(name, expr) for name, expr in modal.handlers] == [
        ("actions.onClick", Ref("stop", modal.handlers[0][1].span))]
    assert [(s, e.value) for s, e in modal.texts] == [("header", "Confirm Stop")]
    assert [o[:2] for o in modal.openers] == [(4, 12)]


def test_modal_parts_are_no_modals():
    assert [t.component for t in triggers(
        "export const P = () => <div><Modal.Content>Sure?</Modal.Content>\n"
        "  <DialogTitle>Sure?</DialogTitle></div>;\n")] == []


# ------------------------------------------------------------------------------ the rule
def test_what_asks_for_confirmation():
    assert asks("content", "Delete item?")
    assert asks("content", "Are you sure you want to restart the application.")
    assert asks("children", "This cannot be undone")
    assert asks("header", "Confirm Shutdown")
    assert not asks("content", "Confirm Shutdown")          # the word alone, in the body
    assert not asks("title", "Confirm password")             # a field, not a question
    assert not asks("okText", "Really?")                     # a button's label
    assert not asks("content", "New version available!")


def test_a_template_question_shows_its_holes():
    span = (1, 0, 1, 9)
    text = Tmpl((Lit("Delete '", span), Ref("name", span), Lit("'?", span)), span)
    assert shown(text) == "Delete '…'?"
    modal = UITrigger("Modal", (), (), (("okText", Lit("Sure?", span)), ("content", text)), span)
    assert asking_text(modal) is text


def test_only_a_confirming_handler_of_the_modal_itself_is_confirmed():
    assert confirmed_by((("actions.onClick", ("f1",)),), {"f1"})
    assert confirmed_by((("onOk", ("f1",)),), {"f1"})
    assert not confirmed_by((("onClose", ("f1",)),), {"f1"})
    assert not confirmed_by((("onOk", ("f2",)),), {"f1"})


# ------------------------------------------------------------------------------ contracts
def test_semantic_modal_action_is_skill_guidance_at_the_modal(derive_files):
    contract = derive_files({
        "src/api.js": API,
        "src/System.jsx":
            "import { shutdown } from './api';\n"
            "export const System = () => <Modal\n"
            "  actions={['Cancel', { content: 'Shut Down', onClick: shutdown }]}\n"
            "  content=\"Are you sure you want to shut it down?\"\n"
            "  header={<Header content=\"Confirm Shutdown\" />}\n"
            "  trigger={<Button>Shut Down</Button>} />;\n"})
    assert guidance(contract, "POST", "/api/system/shutdown") == [(
        message("Are you sure you want to shut it down?"),
        [("src/System.jsx", 2, "policy.ui-confirmation"),
         ("src/System.jsx", 4, "ui.confirmation-modal")])]


def test_antd_style_modal_on_ok_is_confirmed_and_on_close_is_not(derive_files):
    contract = derive_files({
        "src/api.js": API,
        "src/Items.jsx":
            "import { deleteItem, saveItem } from './api';\n"
            "export const Items = ({ id, item }) => <Modal title=\"Delete this item?\"\n"
            "  onOk={() => deleteItem(id)} onClose={() => saveItem(item)} />;\n"})
    assert guidance(contract, "DELETE", "/api/items/{id}") == [(
        message("Delete this item?"),
        [("src/Items.jsx", 2, "policy.ui-confirmation"),
         ("src/Items.jsx", 2, "ui.confirmation-modal")])]
    assert guidance(contract, "POST", "/api/items") == []


def test_a_modal_that_asks_nothing_and_its_opener_confirm_nothing(derive_files):
    contract = derive_files({
        "src/api.js": API,
        "src/Items.jsx":
            "import { deleteItem, saveItem } from './api';\n"
            "export const Edit = ({ item }) => <Dialog open>\n"
            "  <DialogTitle>Edit item</DialogTitle>\n"
            "  <label>Confirm name</label>\n"
            "  <Button onClick={() => saveItem(item)}>Confirm</Button>\n"
            "</Dialog>;\n"
            "export const Remove = ({ id }) => <Modal content=\"Are you sure?\"\n"
            "  trigger={<Button onClick={() => deleteItem(id)}>Remove</Button>} />;\n"})
    assert guidance(contract, "POST", "/api/items") == []
    assert guidance(contract, "DELETE", "/api/items/{id}") == []
