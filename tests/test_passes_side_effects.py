"""The side-effect pass (``passes/side_effects.py``): the closed ``sideEffect`` vocabulary and
the ``risks`` of a capability.

Rows are ``(method, path) → (sideEffect, rule)`` and ``(sideEffect, path, function) → [(risk,
matched word)]``. Tests marked ``xfail(strict=True)`` document a defect of the tool (the reason
says what is wrong).
"""
from __future__ import annotations

import pytest

from code2skill.passes.side_effects import (
    disagreement, enum_risks, execution_risks, graphql_effect, member_representation, money_risks,
    risks, side_effect, system_risks, writing_read,
)

BY_METHOD, RPC_READ, ACTION_UPDATE, RPC_ACTION = (
    "side-effect.method", "side-effect.rpc-read", "side-effect.action-update",
    "side-effect.rpc-action")
ACTION_CREATE, ACTION_DELETE, REST_CREATE, GUESS = (
    "side-effect.action-create", "side-effect.action-delete", "side-effect.rest-create",
    "side-effect.method-guess")
PARTICIPLE, PLURAL = "side-effect.rpc-participle", "side-effect.rpc-plural"

SIDE_EFFECTS = [
    # ---------------------------------------------------------------- RFC 9110 method semantics
    ("GET", "/articles", "read", BY_METHOD),
    ("HEAD", "/articles/{slug}", "read", BY_METHOD),
    ("OPTIONS", "/articles", "read", BY_METHOD),
    ("POST", "/articles", "create", REST_CREATE),          # a POST to a collection
    ("PUT", "/articles/{slug}", "update", BY_METHOD),
    ("PATCH", "/articles/{slug}", "update", BY_METHOD),
    ("DELETE", "/articles/{slug}", "delete", BY_METHOD),
    ("GET", "/orders/{id}/cancel", "update", "side-effect.get-action"),   # its path says so
    ("GET", "/rest/saveLoginIp", "update", "side-effect.get-action"),
    ("POST", "/api/action/flush/logs", "delete", ACTION_DELETE),   # after an action segment
    ("POST", "/api/action/restartdns", "create", GUESS),           # an action: no collection
    ("POST", "/checks/{code}/channels/{id}/enabled", "update",     # sets the state it names
     "side-effect.state-setter"),
    ("POST", "/posts/{id}/archived", "update", "side-effect.state-setter"),
    ("POST", "/api/enabled", "create", GUESS),                     # no item named before it
    ("POST", "/system/plugin/{id}/uninstall", "delete", ACTION_DELETE),
    ("POST", "/system/plugin/{id}/install", "create", ACTION_CREATE),
    ("POST", "/api/cache/refresh", "update", ACTION_UPDATE),
    ("POST", "/api/v2/app/shutdown", "update", ACTION_UPDATE),
    ("GET", "/info/login", "read", BY_METHOD),           # what the login page reads
    ("GET", "/check/update", "read", BY_METHOD),
    ("DELETE", "/v1/search", "delete", BY_METHOD),               # the method wins
    ("PUT", "/v1/search", "update", BY_METHOD),
    # ---------------------------------------------------------------- POST that only reads
    ("POST", "/v1/search", "read", RPC_READ),
    ("POST", "/v1/tables/{id}/query", "read", RPC_READ),
    ("POST", "/items/count", "read", RPC_READ),
    ("POST", "/reports/export", "create", ACTION_CREATE),    # may start an export job
    ("POST", "/api/collections.export", "create", RPC_ACTION),
    ("POST", "/checkout/validate", "read", RPC_READ),
    ("POST", "/users/lookup", "read", RPC_READ),
    ("POST", "/users/search_by_email", "read", RPC_READ),
    ("POST", "/api/query_snippets", "create", GUESS),    # a noun compound: a collection?
    ("POST", "/api/list_items", "create", GUESS),
    ("POST", "/cln/network/listNodes", "read", "side-effect.verb-phrase-read"),   # a procedure
    ("POST", "/cln/channels/listForwards", "read", "side-effect.verb-phrase-read"),
    ("POST", "/cln/network/getRoute", "read", "side-effect.verb-phrase-read"),
    ("POST", "/lnd/payReq/decodePayReq", "read", "side-effect.verb-phrase-read"),
    ("POST", "/wallet/estimateFee", "read", "side-effect.verb-phrase-read"),
    ("POST", "/api/decode", "read", RPC_READ),
    ("POST", "/api/listnodes", "create", REST_CREATE),     # one word: no verb phrase shown
    ("POST", "/api/queryResults/{id}", "create", GUESS),    # the verb phrase is no last segment
    ("POST", "/reports/downloadReport", "create", GUESS),  # may make a file: not a proven read
    ("POST", "/api/saved-search", "create", GUESS),      # a saved search: a resource noun
    ("POST", "/api/saved_search/{id}/copy", "create", ACTION_CREATE),
    ("POST", "/api/global-search", "read", RPC_READ),    # no participle: a search
    ("POST", "/dashboards/{id}/filter", "create", GUESS),  # a filter it stores, or filters?
    ("POST", "/api/history", "create", GUESS),           # a noun, not a read word
    ("POST", "/api/history/{noteId}", "create", GUESS),
    ("POST", "/apps/tables/view", "create", GUESS),        # a saved view it stores, a noun
    ("POST", "/apps/tables/v2/importupload/view/{id}", "create", GUESS),   # into view {id}
    ("POST", "/todo/list/{listId}", "create", GUESS),      # the list {listId}: a noun
    ("POST", "/api/v2/settings/validate/{section}", "read", RPC_READ),   # a verb: it reads
    ("POST", "/api/lists/search/{index}", "read", RPC_READ),
    ("POST", "/users/list", "read", RPC_READ),             # no member named: a verb
    # ---------------------------------------------------------------- RPC style resource.action
    ("POST", "/documents.list", "read", RPC_ACTION),
    ("POST", "/documents.info", "read", RPC_ACTION),
    ("POST", "/documents.create", "create", RPC_ACTION),
    ("POST", "/documents.update", "update", RPC_ACTION),
    ("POST", "/documents.archive", "update", RPC_ACTION),
    ("POST", "/documents.delete", "delete", RPC_ACTION),
    ("POST", "/documents.frobnicate", "create", GUESS),          # unknown action: a guess
    ("POST", "/api/{apiEndpoint}.delete", "delete", RPC_ACTION),  # resource unresolved
    ("POST", "/api/{apiEndpoint}.info", "read", RPC_ACTION),
    ("POST", "/clients:batchDelete", "delete", RPC_ACTION),        # custom method: last word
    ("POST", "/v1/things:batchGet", "read", RPC_ACTION),
    ("POST", "/api/teams.requestDelete", "create", RPC_ACTION),    # a request, not a delete
    ("POST", "/files/{name}.json", "create", GUESS),
    # ---------------------------------------------------------------- action sub-resources update
    ("POST", "/orders/{id}/cancel", "update", ACTION_UPDATE),
    ("POST", "/v1/pages/{id}/archive", "update", ACTION_UPDATE),
    ("POST", "/tasks/{id}/complete", "update", ACTION_UPDATE),
    ("POST", "/orders/{id}/cancel-request", "update", ACTION_UPDATE),
    # ---------------------------------------------------------------- ordinary creates
    ("POST", "/articles/{slug}/comments", "create", REST_CREATE),
    ("POST", "/articles/{slug}/favorite", "update", ACTION_UPDATE),
    ("POST", "/users/login", "create", ACTION_CREATE),         # a session
    ("POST", "/orders", "create", REST_CREATE),
    ("POST", "/v1/payments", "create", REST_CREATE),
    ("POST", "/bulk_insert/", "create", ACTION_CREATE),          # its last word
    ("POST", "/workflows/{id}/run", "create", ACTION_CREATE),    # a run
    ("POST", "/users/{id}/password-reset", "create", GUESS),     # "reset" may be a noun here
    ("POST", "/user", "create", GUESS),                          # no collection, no action
    ("POST", "/orders/{id}", "create", GUESS),
    ("POST", "/analytics/page-view", "create", GUESS),           # "view" is a noun here
    # ---------------------------------------------------------------- RPC-style reads and writes
    ("POST", "/documents.archived", "read", PARTICIPLE),         # lists the archived ones
    ("POST", "/documents.starred", "read", PARTICIPLE),
    ("POST", "/collections.memberships", "read", PLURAL),
    ("POST", "/urls.unfurl", "read", RPC_ACTION),
    ("POST", "/documents.search_titles", "read", RPC_ACTION),
    ("POST", "/comments.resolve", "update", RPC_ACTION),
    ("POST", "/apiKeys.rotate_secret", "update", RPC_ACTION),
    ("POST", "/users.notificationsSubscribe", "update", RPC_ACTION),   # its last word
    ("POST", "/collections.add_user", "update", RPC_ACTION),     # a membership of the collection
    ("POST", "/collections.remove_group", "update", RPC_ACTION),
    ("POST", "/apiKeys.revoke", "delete", RPC_ACTION),
    ("POST", "/auth.logout", "delete", RPC_ACTION),              # ends the session
    ("POST", "/user/logout", "delete", ACTION_DELETE),
    ("POST", "/documents.duplicate", "create", RPC_ACTION),
    ("POST", "/documents.import", "create", RPC_ACTION),
    ("POST", "/teams.invite", "create", RPC_ACTION),
    ("POST", "/v2/portal.exchangeCode", "create", RPC_ACTION),   # a session or token
    # ------------------------------------------- two actions joined by "and": the write after it
    ("POST", "/search-and-execute-note", "create", ACTION_CREATE),    # runs what it found
    ("POST", "/export-and-delete", "delete", ACTION_DELETE),
    ("POST", "/save-and-view", "update", ACTION_UPDATE),               # the read adds nothing
    ("POST", "/search_users", "read", RPC_READ),
    # ------------------------------------------------ one set of values, not a collection
    ("POST", "/api/settings", "update", "side-effect.settings-post"),
    ("POST", "/users/{id}/preferences", "update", "side-effect.settings-post"),
    ("POST", "/api/settings/configs", "create", GUESS),
    ("POST", "/api/v1/replay/cleanup", "delete", ACTION_DELETE),     # removes old sessions
    ("POST", "/api/images/prune", "delete", ACTION_DELETE),
    ("POST", "/api/database/vacuum-database", "update", ACTION_UPDATE),         # add one, or write the set?
    ("POST", "/settings/{id}", "create", GUESS),                # a member: no settings noun last
    ("POST", "/swarm/configs", "create", REST_CREATE),          # a collection of configs
    # ----------------------------------------------- one attribute of a single resource
    ("POST", "/current/user/password", "update", "side-effect.attribute-post"),
    ("POST", "/api/users/{id}/avatar", "update", "side-effect.attribute-post"),
    ("POST", "/api/me/email", "update", "side-effect.attribute-post"),
    ("POST", "/rest/noauth/auth/password", "create", GUESS),    # a sign-in with a password
    ("POST", "/users/password", "create", GUESS),               # a reset request to the users
    ("POST", "/api/auth/sign-in/email", "create", GUESS),       # an action's way, no attribute
    ("POST", "/auth/v1/email", "create", GUESS),                # a version names no resource
    ("POST", "/auth/forgot-password", "create", GUESS),         # one word only
    ("POST", "/password", "create", GUESS),                     # whose password?
    # ------------------------------------------- an action a path parameter names, or pulls
    ("GET", "/api/apps/actions/{Name}/{Action}", "update", "side-effect.variable-action"),
    ("GET", "/api/compose/{Name}/actions/{Action}", "update", "side-effect.variable-action"),
    ("GET", "/api/actions", "read", BY_METHOD),                 # a list of the actions
    ("GET", "/api/actions/{actionId}", "read", BY_METHOD),     # a member of actions
    ("GET", "/api/jobs/{id}/{command}", "update", "side-effect.variable-action"),
    ("GET", "/api/resources/images/{id}/pull", "update", "side-effect.get-action"),
    ("GET", "/api/containers/{id}/rm", "delete", "side-effect.get-action"),
    ("POST", "/api/apps/deploy", "create", ACTION_CREATE),
]


@pytest.mark.parametrize("method, path, effect, rule", SIDE_EFFECTS,
                         ids=[f"{m} {p}" for m, p, _, _ in SIDE_EFFECTS])
def test_side_effect(method, path, effect, rule):
    assert side_effect(method, path) == (effect, rule)


def test_find_by_segment_is_a_read():
    effect = side_effect("POST", "/users/find-by-email")
    assert (effect, risks(effect[0], "/users/find-by-email", None)) == \
        (("read", "side-effect.rpc-read"), [])


RISKS = [
    # ---------------------------------------------------------------- destructive
    ("delete", "/articles/{slug}", None, [("destructive", "DELETE")]),
    ("delete", "/documents.delete", None, [("destructive", "DELETE")]),
    ("update", "/v1/pages/{id}/archive", None, [("destructive", "archive")]),
    ("update", "/users/{id}/block", None, [("destructive", "block")]),
    ("update", "/orders/{id}/cancel", None, [("destructive", "cancel"), ("financial", "orders")]),
    ("update", "/cln/channels/close", None, [("destructive", "close")]),   # settled for good
    ("update", "/notes/{id}", "saveAndClose", []),      # a function's close shuts a dialog
    # ---------------------------------------------------------------- financial
    ("create", "/payments", None, [("financial", "payments")]),
    ("create", "/orders/{id}/pay", None, [("financial", "orders")]),
    ("create", "/refunds", None, [("destructive", "refunds"), ("financial", "refunds")]),
    ("update", "/checkout", None, [("financial", "checkout")]),
    ("create", "/invoices", None, [("financial", "invoices")]),
    ("create", "/x", "payInvoice", [("financial", "pay")]),
    ("delete", "/payments/{id}", None, [("destructive", "DELETE"), ("financial", "payments")]),
    ("create", "/push-subscriptions", None, []),                 # a subscription alone
    ("create", "/billing/subscriptions", None, [("financial", "billing")]),
    ("create", "/order", "createOrder", [("financial", "order")]),
    ("update", "/api/v1/order/{id}", None, [("financial", "order")]),
    ("create", "/order/submit", None, [("financial", "order")]),
    ("create", "/x", "importOrders", [("financial", "orders")]),
    # an order that is the sequence things are shown in moves no money
    ("update", "/api/v1/groups/reorder", "saveOrder", []),
    ("update", "/boards/{id}/lists/order", "setOrder", []),
    ("update", "/playlists/order", None, []),
    # a bid offers money; a payment word glued to another (a brand, a method) is one too
    ("create", "/auctions/{id}/bids", None, [("financial", "bids")]),
    ("create", "/accelerator/accelerate/applePay", None, [("financial", "pay")]),
    ("create", "/accelerator/accelerate/cashapp", None, [("financial", "cashapp")]),
    ("create", "/checkout/alipay", None, [("financial", "checkout")]),
    ("create", "/wallets/alipay", "linkAlipay", [("financial", "alipay")]),
    ("create", "/loans/{id}/repay", None, [("financial", "repay")]),
    ("create", "/x", "donate", [("financial", "donate")]),
    # ``pay`` or ``cash`` inside another word is none
    ("update", "/display", "saveDisplay", []),
    ("create", "/media/{id}/replay", None, []),
    ("create", "/x/{id}/payload", "sendPayload", []),
    ("update", "/pets/{id}/spay", None, []),
    ("update", "/products/cashmere", None, []),
    ("update", "/cache/settings", "saveCache", []),
    ("update", "/api/v1/twofaccounts/withdraw", "withdraw", []),    # out of a group
    # ---------------------------------------------------------------- publishing
    ("create", "/articles", None, [("publishing", "articles")]),
    ("create", "/articles/{slug}/comments", None, [("publishing", "comments")]),
    ("update", "/articles/{slug}", None, [("publishing", "articles")]),
    ("update", "/drafts/{id}/publish", None, [("publishing", "publish")]),
    ("create", "/posts/{id}/share", None, [("publishing", "share")]),
    ("create", "/articles", "publishArticle", [("publishing", "publish")]),
    # favouriting an article does not publish it
    ("create", "/articles/{slug}/favorite", None, []),
    ("create", "/articles/{slug}/favorite", "favoriteArticle", []),
    ("create", "/comments/{id}/like", None, []),
    # ---------------------------------------------------------------- external
    ("create", "/users/{id}/invite", None, [("external", "invite")]),
    ("create", "/emails", None, [("external", "emails")]),
    ("create", "/webhooks", None, [("external", "webhooks")]),
    ("create", "/notifications", None, [("external", "notifications")]),
    ("create", "/x", "sendEmail", [("external", "email")]),
    ("create", "/settings/sms/tencent/testing/", None, [("external", "sms")]),
    # a resource noun that merely names what a write changes sends nothing out
    ("update", "/api/v1/notifications/site-messages/mark-as-read/", None, []),
    ("update", "/notifications/{id}/read", None, []),
    ("update", "/notification/{id}", "notifications_update", []),
    ("create", "/notification/{id}", None, []),
    ("delete", "/webhooks/{id}", None, [("destructive", "DELETE")]),
    ("update", "/api/v1/notifications/templates/edit/", None, []),
    # ---------------------------------------------------------------- none
    ("create", "/users/login", None, []),
    # a transfer alone moves no money (qBittorrent's bandwidth controller)
    ("update", "/api/v2/transfer/setDownloadLimit", "setDownloadLimit", []),
    ("update", "/api/v2/transfer/toggleSpeedLimitsMode", None, []),
    ("update", "/users/{id}/preferences", "updatePreferences", []),
    # reads carry no risk, whatever the words
    ("read", "/payments/{id}", None, []),
    ("read", "/articles", None, []),
    ("read", "/v1/search", "deleteAll", []),
    ("read", "/invites", "sendInvite", []),
]


@pytest.mark.parametrize("effect, path, function, expected", RISKS,
                         ids=[f"{e} {p} {f}" for e, p, f, _ in RISKS])
def test_risks(effect, path, function, expected):
    assert risks(effect, path, function) == expected


@pytest.mark.parametrize("method, path, effect, expected", [
    ("DELETE", "/articles/{slug}", "delete", [("destructive", "DELETE")]),
    ("POST", "/checkout", "create", [("financial", "checkout")]),
    ("POST", "/orders/{id}/refund", "create",
     [("destructive", "refund"), ("financial", "orders")]),
    ("POST", "/invoices/{id}/pay", "create", [("financial", "invoices")]),
    ("POST", "/articles", "create", [("publishing", "articles")]),
    ("POST", "/articles/{slug}/comments", "create", [("publishing", "comments")]),
    ("POST", "/articles/{slug}/favorite", "update", []),
    ("POST", "/teams/{id}/invite", "create", [("external", "invite")]),
    ("POST", "/v1/search", "read", []),
    ("POST", "/documents.list", "read", []),
    ("GET", "/payments", "read", []),
    ("POST", "/cache/flush", "delete", [("destructive", "DELETE")]),    # flushing clears
    ("POST", "/api/actions/flush/network", "delete", [("destructive", "DELETE")]),
    ("POST", "/api/network/flush/all", "create", [("destructive", "flush")]),
    ("POST", "/api/v2/app/shutdown", "update", []),                   # (system_risks)
    ("POST", "/api/action/flush/logs", "delete", [("destructive", "DELETE")]),  # its action
    ("POST", "/api/action/restartdns", "create", []),      # guessed: no collection
    ("GET", "/api/apps/actions/{Name}/{Action}", "update", [("destructive", "{action}")]),
    ("GET", "/api/resources/images/{id}/pull", "update", []),
])
def test_side_effect_then_risks(method, path, effect, expected):
    found, _ = side_effect(method, path)
    assert found == effect
    assert risks(found, path, None) == expected


@pytest.mark.parametrize("name, expected", [
    ("AddTag", ("create", "side-effect.graphql-operation")),     # no addressed resource
    ("RemoveBook", ("delete", "side-effect.graphql-operation")),
    ("ResolveThread", ("update", "side-effect.graphql-operation")),
    ("PausePlaybackMutation", ("update", "side-effect.graphql-operation")),
    ("FrobnicateWidget", ("update", "side-effect.graphql-guess")),
    ("downloadInvoicePdf", ("update", "side-effect.mutation-guess")),   # a write by schema:
    ("getOktaAuthorizeUrl", ("update", "side-effect.mutation-guess")),  # never a retryable read
    ("previewAdjustedFee", ("update", "side-effect.mutation-guess")),
])
def test_graphql_mutations_take_the_effect_of_their_first_word(name, expected):
    assert graphql_effect("mutation", name) == expected


def test_bulk_operation_offering_delete_is_destructive():
    props = {"ids": {"type": "array"}, "operation": {"enum": ["archive", "delete"]}}
    assert enum_risks("update", props, []) == [("destructive", "operation=delete")]
    assert enum_risks("update", props, [("destructive", "archive")]) == []
    assert enum_risks("read", props, []) == []
    assert enum_risks("update", {"operation": {"enum": ["archive", "star"]}}, []) == []


def test_an_access_kind_of_the_member_a_write_makes_is_no_operation():
    modes = {"action": {"enum": ["read", "write", "delete"]}, "resource": {}}
    # POST /policies, PUT /policies/{id}: the policy grants a delete, the request deletes nothing
    assert member_representation("POST", REST_CREATE, "/policies")
    assert member_representation("PUT", BY_METHOD, "/policies/{policyId}")
    assert enum_risks("create", modes, [], member_body=True) == []
    assert enum_risks("update", modes, [], member_body=True) == []
    # a command: the value is the operation (mark read or delete the messages)
    assert not member_representation("POST", GUESS, "/messages/bulk")
    assert not member_representation("PUT", BY_METHOD, "/messages/bulk")
    assert enum_risks("update", modes, [], member_body=False) == \
        [("destructive", "action=delete")]
    # a member's field offering no read access is still an operation it may be told to do
    assert enum_risks("create", {"operation": {"enum": ["archive", "delete"]}}, [],
                      member_body=True) == [("destructive", "operation=delete")]


@pytest.mark.parametrize("effect, properties, expected", [
    ("create", {"paymentMode": {}, "paymentId": {}}, [("financial", "input paymentId")]),
    ("update", {"account": {}, "amount": {}}, [("financial", "input amount")]),
    ("create", {"cardNumber": {}, "name": {}}, [("financial", "input cardNumber")]),
    ("update", {"walletBalance": {}}, [("financial", "input walletBalance")]),
    ("create", {"cardId": {}, "title": {}}, []),        # a board's card is no payment card
    ("create", {"txInput": {}, "userBid": {}}, [("financial", "input userBid")]),
    ("create", {"maxBidBoost": {}, "txid": {}}, [("financial", "input maxBidBoost")]),
    ("create", {"bid": {}, "name": {}}, []),            # a lone bid is as often an id
    ("create", {"token": {}, "userApprovedUSD": {}}, [("financial", "input userApprovedUSD")]),
    ("update", {"amountEur": {}}, [("financial", "input amountEur")]),
    ("update", {"usdRate": {}, "display": {}}, []),     # a rate, a price: no money moves
    ("update", {"priceUsd": {}}, []),
    ("update", {"limit": {}}, []),
    ("update", {"name": {}, "price": {}}, []),          # a catalogue price moves no money
    ("read", {"amount": {}}, []),                         # reads carry no risk
    # a sum and where it goes, or the fee its move pays: money sent
    ("create", {"destination": {}, "feerate": {}, "satoshi": {"type": "integer"}},
     [("financial", "inputs satoshi, destination")]),
    ("create", {"fundingFeerateSatByte": {}, "fundingSatoshis": {}, "nodeId": {}},
     [("financial", "inputs fundingSatoshis, fundingFeerateSatByte")]),
    ("create", {"addr": {}, "value": {"type": "number"}}, [("financial", "inputs value, addr")]),
    ("update", {"key": {}, "value": {}}, []),               # a setting's value goes nowhere
    ("create", {"name": {}, "address": {}}, []),            # an address book's entry
    ("create", {"fundingSatoshis": {}, "nodeId": {}}, []),  # a sum, but no where or fee
    ("update", {"baseFeeMsat": {}, "feeRate": {}, "max_htlc_msat": {}},   # a channel's prices
     []),
    ("create", {"sat": {"type": "boolean"}, "address": {}}, []),     # Saturday, not a unit
])
def test_an_input_naming_money_makes_a_write_financial(effect, properties, expected):
    assert money_risks(effect, properties, []) == expected


def test_an_input_naming_money_adds_nothing_to_a_financial_write():
    assert money_risks("create", {"amount": {}}, [("financial", "checkout")]) == []


@pytest.mark.parametrize("effect, path, function, expected", [
    ("update", "/api/v2/app/shutdown", "shutdownApp",
     [("destructive", "shutdown (system availability)")]),
    ("create", "/system/reboot", None, [("destructive", "reboot (system availability)")]),
    ("create", "/x", "powerOffDevice", []),                        # no stop word: "power off"
    ("update", "/control/update", None, [("destructive", "update (system availability)")]),
    ("update", "/update", None, [("destructive", "update (system availability)")]),
    ("update", "/api/v2/app/restart", None, [("destructive", "restart (system availability)")]),
    # an update or restart of a resource in the system, not of the system
    ("update", "/control/clients/{id}/update", None, []),
    ("update", "/jobs/{id}/restart", None, []),
    ("update", "/users/update", None, []),
    ("update", "/rest/deluxe-membership", "upgradeToDeluxe", []),
    ("read", "/control/update", None, []),
])
def test_stopping_or_replacing_the_running_system_is_destructive(effect, path, function,
                                                                  expected):
    assert system_risks(effect, path, function, []) == expected
    assert system_risks(effect, path, function, [("destructive", "DELETE")]) == []


@pytest.mark.parametrize("path, warnings, expected", [
    ("/settings/reset", [], ("reset", -1)),
    ("/auth/logout", [], ("logout", -1)),
    ("/settings", ["Are you sure? This will also delete all your tokens."], ("delete", 0)),
    ("/settings", ["Save changes?"], None),
    ("/users/{id}/follow", [], ("follow", -1)),
    ("/notifications/test", [], ("test", -1)),
    ("/libraries/{id}/matchall", [], ("match", -1)),
    ("/users/{id}/followers", [], None),
    ("/reports/export", [], None),
    ("/session/{id}", [], None),
    ("/api/auth/login", [], ("login", -1)),
    ("/api/import-open-data/", [], None),           # a noun compound names the resource
    ("/api/notifications/send-test", [], ("send", -1)),
    ("/api/info/login", [], None),                   # what the login page reads
])
def test_a_read_that_says_it_deletes_or_resets(path, warnings, expected):
    assert writing_read(path, warnings) == expected


def test_risk_vocabulary_is_closed_and_covered():
    """Every risk the rows above produce is in the contract's closed vocabulary, and the rows
    exercise all four."""
    seen = {risk for effect, path, function, _ in RISKS
            for risk, _ in risks(effect, path, function)}
    assert seen == {"destructive", "financial", "publishing", "external"}


def test_the_abbreviation_del_in_a_camel_case_segment_is_a_delete(derive_files):
    from conftest import capability
    contract = derive_files({"src/a.js": (
        "import axios from 'axios';\n"
        "export const delSysHistory = (data) => axios.post('/autoCode/delSysHistory', data);\n")})
    cap = capability(contract, "POST", "/autoCode/delSysHistory")
    assert (cap["name"], cap["sideEffect"], cap["annotations"]["risks"]) == (
        "delete_auto_code_sys_history", "delete", ["destructive"])
    assert [e["rule"] for e in cap["evidence"]["/sideEffect"]] == ["side-effect.action-delete"]


@pytest.mark.parametrize("path, expected", [
    # a batch word before the action word is no part of the action, whatever the separator
    ("/api/v1/currencies/bulk-update-exchange-rate", ("update", ACTION_UPDATE)),
    ("/api/v1/currencies/bulk_update_exchange_rate", ("update", ACTION_UPDATE)),
    ("/api/v1/currencies/bulkUpdateExchangeRate", ("update", ACTION_UPDATE)),
    ("/items/batch-delete-selected", ("delete", ACTION_DELETE)),
    ("/bulk_insert", ("create", ACTION_CREATE)),              # (as before: its last word)
    ("/batch-jobs", ("create", REST_CREATE)),                 # a collection, no action
    ("/bulk", ("create", GUESS)),                             # the batch word alone
])
def test_a_batch_word_before_an_action_word(path, expected):
    assert side_effect("POST", path) == expected


def test_a_batch_mutation_takes_its_action_word():
    assert graphql_effect("mutation", "bulkDeleteUsers") == \
        ("delete", "side-effect.graphql-operation")


@pytest.mark.parametrize("path, expected", [
    ("/delete-notes-preview", ("read", "side-effect.verb-method-disagree")),   # a preview
    ("/mail/preview", ("read", "side-effect.verb-method-disagree")),
    ("/notes/delete", None),
])
def test_a_preview_of_an_action_is_a_reviewed_read(path, expected):
    assert disagreement("POST", side_effect("POST", path)[1], path, [[]]) == expected


@pytest.mark.parametrize("effect, path, function, expected", [
    ("create", "/api/sql/execute", None, [("destructive", "sql (runs code on the server)")]),
    ("create", "/api/scripts/{id}/run", None,
     [("destructive", "scripts (runs code on the server)")]),
    ("create", "/api/tools", "runShellCommand",
     [("destructive", "command (runs code on the server)")]),
    ("create", "/api/eval", None, [("destructive", "eval (runs code on the server)")]),
    ("create", "/api/jobs/{id}/run", None, []),                 # runs a job, no code given
    ("create", "/api/script/bundle/{id}", "executeBundle", []),  # the client runs the answer
    ("read", "/api/sql/schema", None, []),
    ("update", "/api/sql/execute", None, []),       # destructive already (found below)
])
def test_execution_risks(effect, path, function, expected):
    found = [("destructive", "DELETE")] if effect == "update" else []
    assert execution_risks(effect, path, function, found) == expected


@pytest.mark.parametrize("path,expected", [
    ("/v1.Backrest/ListSnapshots", ("read", "side-effect.grpc-action")),
    ("/v1.Backrest/CheckRepoExists", ("read", "side-effect.grpc-action")),
    ("/v1.Backrest/GetConfig", ("read", RPC_READ)),
    ("/v1.Backrest/AddRepo", ("create", "side-effect.action-create")),
    ("/v1.Backrest/RemoveRepo", ("delete", "side-effect.action-delete")),
    ("/v1.Backrest/SetConfig", ("update", ACTION_UPDATE)),
    ("/v1.Backrest/DoRepoTask", ("create", "side-effect.method-guess")),
])
def test_grpc_methods_take_the_effect_of_their_own_words(path, expected):
    assert side_effect("POST", path) == expected
