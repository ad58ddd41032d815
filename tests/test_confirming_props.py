"""A confirmation component's function prop named for its yes (rule ``ui.confirming-prop``,
:mod:`code2skill.passes.ui_triggers`): ``<ConfirmModal handleConfirm={this.deleteOffsets}>``
confirms the request that handler makes, as ``onConfirm`` does; ``handleCancel``, a function
prop of a component that is no confirmation, and a plain button confirm nothing."""
from __future__ import annotations

from code2skill.facts import Ref, UITrigger
from code2skill.passes.ui_triggers import CONFIRMING_PROP, handler_exprs
from conftest import capability

API = ("export const removeApi = (url) => fetch(url, { method: 'DELETE' });\n"
       "export const postApi = (url) => fetch(url, { method: 'POST' });\n")
MODAL = ("export default function ConfirmModal({ handleConfirm, handleCancel, message }) {\n"
         "  return <div role=\"dialog\">{message}\n"
         "    <button onClick={handleCancel}>Cancel</button>\n"
         "    <button onClick={handleConfirm}>Confirm</button></div>;\n"
         "}\n")


def test_names_of_confirming_props():
    yes = ["handleConfirm", "confirmAction", "doConfirm", "okHandler", "onYes", "proceed",
           "handleAccept"]
    no = ["handleCancel", "handleClose", "onConfirmed", "confirmed", "handleOkay", "onDismiss"]
    assert [n for n in yes + no if CONFIRMING_PROP.match(n)] == yes


def test_only_a_confirmation_component_gains_its_confirming_props():
    given = (("handleConfirm", Ref("deleteTopic")), ("handleCancel", Ref("close")))
    modal = UITrigger("ConfirmModal", (("onHide", Ref("hide")),), given, (), (1, 0, 1, 9), None)
    panel = UITrigger("Panel", (), given, (), (1, 0, 1, 9), None)
    assert handler_exprs(modal) == (("onHide", Ref("hide")), ("handleConfirm", Ref("deleteTopic")))
    assert handler_exprs(panel) == ()


def test_a_class_component_confirms_through_its_confirm_modal(derive_files):
    contract = derive_files({
        "src/api.js": API,
        "src/ConfirmModal.jsx": MODAL,
        "src/Topics.jsx":
            "import React from 'react';\n"
            "import ConfirmModal from './ConfirmModal';\n"
            "import { postApi, removeApi } from './api';\n"
            "export default class Topics extends React.Component {\n"
            "  deleteTopic = () => { removeApi(`/api/topics/${this.props.topic}`); };\n"
            "  closeModal = () => { postApi(`/api/topics/${this.props.topic}/seen`); };\n"
            "  render() {\n"
            "    return <div>\n"
            "      <ConfirmModal\n"
            "        handleConfirm={this.deleteTopic}\n"
            "        handleCancel={this.closeModal}\n"
            "        message=\"Do you want to delete this topic?\" />\n"
            "    </div>;\n"
            "  }\n"
            "}\n"})
    deleted = capability(contract, "DELETE", "/api/topics/{topic}")
    assert deleted["operationPolicy"]["confirmation"] == "not-required"
    asked = [(r["severity"], r["message"], [(e["file"], e["line"], e["rule"])
                                            for e in r["evidence"]])
             for r in contract["review"]
             if r["capability"] == deleted["name"] and "asks the user" in r["message"]]
    assert asked == [("info", "the client asks the user to confirm ('Do you want to delete this "
                      "topic?') before this call: keep it as Skill guidance; it is not a trusted "
                      "confirmation and no guard is derived from it",
                      [("src/Topics.jsx", 9, "policy.ui-confirmation")])]
    seen = capability(contract, "POST", "/api/topics/{topic}/seen")["name"]
    assert not [r for r in contract["review"]
                if r["capability"] == seen and "asks the user" in r["message"]]
