"""Titles from UI labels and i18n strings near the triggering component (rule
``title.ui-label``, ``i18n.catalogue``, ``i18n.natural-key``), and the question a UI
confirmation asks (``policy.ui-confirmation``).

Each test is a tiny client; assertions are exact titles and evidence lines, and the generated
title where no label names the action.
"""
from __future__ import annotations

from conftest import capability

API = ("import axios from 'axios';\n"
       "export const api = axios.create({ baseURL: '/' });\n"
       "export const cancelOrder = (id: string) => api.post(`/orders/${id}/cancel`);\n"
       "export const refundOrder = (id: string) => api.post(`/orders/${id}/refunds`, {});\n"
       "export const listOrders = () => api.get('/orders');\n")
LOCALE = ("export const en = {\n"
          "  orders: {\n"
          "    cancel: 'Cancel order',\n"
          "    cancelConfirm: 'Cancel this order?',\n"
          "    refund: 'Refund order',\n"
          "    heading: 'Orders',\n"
          "  },\n"
          "};\n")
FRENCH = ("export const fr = {\n"
          "  orders: { cancel: 'Annuler la commande', refund: 'Rembourser' },\n"
          "};\n")
PAGE = ("import { useTranslation } from 'react-i18next';\n"
        "import { cancelOrder, listOrders, refundOrder } from '../api';\n"
        "export function OrdersPage({ id }: { id: string }) {\n"
        "  const { t } = useTranslation();\n"
        "  const onCancel = () => {\n"
        "    if (window.confirm(t('orders.cancelConfirm'))) cancelOrder(id);\n"
        "  };\n"
        "  listOrders();\n"
        "  return [t('orders.heading'), t('orders.cancel'), t('orders.refund'),\n"
        "          () => refundOrder(id), onCancel];\n"
        "}\n")


def title_of(cap: dict) -> tuple[str, list[tuple[str, int, str]]]:
    return cap["title"], [(e["file"], e["line"], e["rule"]) for e in cap["evidence"]["/title"]]


def test_title_from_the_component_label_of_the_action(derive_files):
    contract = derive_files({"src/api.ts": API, "src/i18n/de.ts": FRENCH,
                             "src/i18n/en.ts": LOCALE, "src/pages/OrdersPage.tsx": PAGE})
    assert title_of(capability(contract, "POST", "/orders/{id}/cancel")) == (
        "Cancel order", [("src/i18n/en.ts", 3, "i18n.catalogue"),
                         ("src/pages/OrdersPage.tsx", 9, "title.ui-label")])
    # the wrapper's verb names the action when the name's does not (create_order_refund)
    assert title_of(capability(contract, "POST", "/orders/{id}/refunds"))[0] == "Refund order"
    # "Orders" starts with no verb: the generated title stays
    assert title_of(capability(contract, "GET", "/orders")) == (
        "List orders", [("src/api.ts", 5, "name.method")])


def test_confirmation_question_is_quoted_in_the_review_item(derive_files):
    contract = derive_files({"src/api.ts": API, "src/i18n/en.ts": LOCALE,
                             "src/pages/OrdersPage.tsx": PAGE})
    cap = capability(contract, "POST", "/orders/{id}/cancel")
    items = [(r["message"].split(" before")[0], [(e["file"], e["line"]) for e in r["evidence"]])
             for r in contract["review"] if r["capability"] == cap["name"]
             and "confirm" in r["message"]]
    assert items == [("the client asks the user to confirm ('Cancel this order?')",
                      [("src/i18n/en.ts", 4), ("src/pages/OrdersPage.tsx", 6)])]
    assert cap["operationPolicy"]["confirmation"] == "not-required"   # guidance, no guard


def test_confirm_dialog_passing_the_call_as_callback(derive_files):
    contract = derive_files({"src/api.ts": API, "src/page.ts": (
        "import { Modal } from 'antd';\n"
        "import { cancelOrder } from './api';\n"
        "export function onCancel(id: string) {\n"
        "  Modal.confirm({ title: 'Cancel it?', onOk: () => cancelOrder(id) });\n"
        "}\n"
        "export function onOther(id: string) {\n"
        "  Modal.confirm({ title: 'Something else?', onOk: () => null });\n"
        "  return () => cancelOrder(id);\n"
        "}\n")})
    cap = capability(contract, "POST", "/orders/{id}/cancel")
    asked = [(r["message"].split(" before")[0], r["evidence"][0]["line"])
             for r in contract["review"] if r["capability"] == cap["name"]
             and "confirm" in r["message"]]
    assert asked == [("the client asks the user to confirm ('Cancel it?')", 4)]


def test_natural_language_keys_and_no_label_of_another_action(derive_files):
    contract = derive_files({"src/api.ts": API, "src/page.tsx": (
        "import { useTranslation } from 'react-i18next';\n"
        "import { cancelOrder, refundOrder } from './api';\n"
        "export function Page({ id }: { id: string }) {\n"
        "  const { t } = useTranslation();\n"
        "  return [t('Cancel this order'), t('Refund'), t('common.ok'),\n"
        "          () => cancelOrder(id), () => refundOrder(id)];\n"
        "}\n")})
    assert title_of(capability(contract, "POST", "/orders/{id}/cancel")) == (
        "Cancel this order", [("src/page.tsx", 5, "title.ui-label")])
    # "Refund" names no noun of the capability: not a label of it
    assert capability(contract, "POST", "/orders/{id}/refunds")["title"] == "Create order refund"


def test_labels_of_a_wrapper_shared_by_other_endpoints_are_not_borrowed(derive_files):
    contract = derive_files({"src/api.ts": (
        "import axios from 'axios';\n"
        "const api = axios.create({ baseURL: '/' });\n"
        "export const post = (url: string, body?: object) => api.post(url, body);\n"
        "export const cancelOrder = (id: string) => post(`/orders/${id}/cancel`);\n"
        "export const archiveOrder = (id: string) => post(`/orders/${id}/archive`);\n"),
        "src/page.ts": (
        "import { archiveOrder, cancelOrder } from './api';\n"
        "const t = (key: string) => key;\n"
        "export function Archive({ id }: { id: string }) {\n"
        "  return [t('Archive order'), () => archiveOrder(id)];\n"
        "}\n"
        "export function Cancel({ id }: { id: string }) {\n"
        "  if (confirm('Really?')) cancelOrder(id);\n"
        "}\n")})
    assert capability(contract, "POST", "/orders/{id}/archive")["title"] == "Archive order"
    cancel = capability(contract, "POST", "/orders/{id}/cancel")
    assert cancel["title"] == "Cancel order"                       # generated: no label
    archive = capability(contract, "POST", "/orders/{id}/archive")["name"]
    assert [r["capability"] for r in contract["review"] if "confirm" in r["message"]] == [
        cancel["name"]] and archive != cancel["name"]


def test_confirm_dialog_naming_the_function_it_confirms(derive_files):
    contract = derive_files({"src/page.js": (
        "const setPassword = () => fetch('/api/password', { method: 'PUT', body: '{}' });\n"
        "export function onSubmit() {\n"
        "  $.confirm({ title: 'Confirmation required', text: 'Replace the password?',\n"
        "              confirm: setPassword });\n"
        "}\n")})
    cap = capability(contract, "PUT", "/api/password")
    asked = [(r["message"].split(" before")[0], r["evidence"][0]["line"])
             for r in contract["review"] if r["capability"] == cap["name"]
             and "confirm" in r["message"]]
    assert asked == [("the client asks the user to confirm ('Replace the password?')", 3)]


def test_a_jquery_confirm_dialogs_concatenated_markup_text_is_its_question(derive_files):
    """A ``+`` chain of string literals with markup (jQuery-confirm's ``text``) is the question
    the dialog asks, its tags dropped; saying it cannot be undone makes the write it confirms
    destructive, and its ``confirm() {…}`` callback names no operation."""
    contract = derive_files({"src/settings.js": (
        "import $ from 'jquery';\n"
        "$('.confirm-compact').confirm({\n"
        "  text: 'Compact the history?<br><br>' +\n"
        "    '<strong>This cannot be undone.</strong>',\n"
        "  confirm() {\n"
        "    $.ajax({ url: '/api/history/compact', type: 'POST' });\n"
        "  },\n"
        "});\n")})
    cap = capability(contract, "POST", "/api/history/compact")
    asked = [r["message"].split(" before")[0] for r in contract["review"]
             if r["capability"] == cap["name"] and "asks the user" in r["message"]]
    assert asked == ["the client asks the user to confirm ('Compact the history? This cannot "
                     "be undone.')"]
    assert cap["name"] == "update_history_compact"          # compact: an update action
    assert cap["annotations"]["risks"] == ["destructive"]
    assert [(e["rule"], e["line"]) for e in cap["evidence"]["/annotations/risks"]] == [
        ("risk.destructive-ui", 2)]


def test_markup_text_drops_tags_and_collapses_spaces():
    from code2skill.passes.labels import markup_text
    assert markup_text("Sure?<br><br><strong>Cannot be undone.</strong>") == \
        "Sure? Cannot be undone."
    assert markup_text("a < b and c > d") == "a < b and c > d"
