"""The naming pass (``passes/naming.py``): verb-first snake_case names, titles, uniqueness.

Each row is ``(method, path, naming function) → (name, rule)``; every name must match the
contract's ``^[a-z][a-z0-9_]{0,63}$``. Tests marked ``xfail(strict=True)`` document a defect of
the tool (the reason says what is wrong).
"""
from __future__ import annotations

import re

import pytest

from code2skill.passes.naming import (
    agree, method_meaning, propose, propose_graphql, singular, title_of, unique_names,
    with_object,
    well_formed, words,
)

NAME = re.compile(r"^[a-z][a-z0-9_]{0,63}$")
METHOD, ACTION, FUNCTION = "name.method", "name.action-segment", "name.function-verb"
RPC = "name.rpc-action"

PROPOSALS = [
    # ---------------------------------------------------------------- list/get/create/update/delete
    ("GET", "/articles", None, "list_articles", METHOD),
    ("GET", "/articles/{slug}", None, "get_article", METHOD),
    ("POST", "/articles", None, "create_article", METHOD),
    ("PUT", "/articles/{slug}", None, "update_article", METHOD),
    ("PATCH", "/articles/{slug}", None, "update_article", METHOD),
    ("DELETE", "/articles/{slug}", None, "delete_article", METHOD),
    ("GET", "/articles/{slug}/comments", None, "list_article_comments", METHOD),
    ("POST", "/articles/{slug}/comments", None, "create_article_comment", METHOD),
    ("DELETE", "/articles/{slug}/comments/{id}", None, "delete_article_comment", METHOD),
    ("GET", "/user", None, "get_user", METHOD),                   # singleton: get, not list
    ("GET", "/articles/feed", None, "get_article_feed", METHOD),
    ("HEAD", "/files/{id}", None, "check_file", METHOD),
    ("OPTIONS", "/files", None, "describe_file", METHOD),
    # ---------------------------------------------------------------- action segments
    ("POST", "/users/login", None, "login_user", ACTION),
    ("POST", "/articles/{slug}/favorite", None, "favorite_article", ACTION),
    ("DELETE", "/articles/{slug}/favorite", None, "unfavorite_article", ACTION),
    ("POST", "/profiles/{username}/follow", None, "follow_profile", ACTION),
    ("DELETE", "/profiles/{username}/follow", None, "unfollow_profile", ACTION),
    ("POST", "/orders/{id}/cancel", None, "cancel_order", ACTION),
    ("DELETE", "/orders/{id}/cancel", None, "delete_cancel_order", ACTION),  # not reversible
    ("POST", "/v1/pages/{id}/archive", None, "archive_page", ACTION),
    ("DELETE", "/v1/pages/{id}/archive", None, "unarchive_page", ACTION),
    ("GET", "/v1/search", None, "search", ACTION),
    ("POST", "/v1/tables/{id}/query", None, "query_table", ACTION),
    ("POST", "/users/{id}/login", None, "login_user", ACTION),
    # the action segment wins over the function's verb
    ("POST", "/orders/{id}/cancel", "archiveOrder", "cancel_order", ACTION),
    # ---------------------------------------------------------------- function verbs
    ("POST", "/drafts/{id}", "publishDraft", "publish_draft", FUNCTION),
    ("POST", "/drafts/{id}", "DraftService.publishDraft", "publish_draft", FUNCTION),
    ("POST", "/invites", "sendInvite", "send_invite", FUNCTION),
    ("PUT", "/users/{id}/password", "resetPassword", "reset_user_password", FUNCTION),
    ("POST", "/payments", "chargeCustomer", "charge_payment", FUNCTION),
    ("GET", "/articles", "ArticleApi.searchArticles", "search_articles", FUNCTION),
    ("POST", "/charges", "chargeCharges", "create_charge", METHOD),   # the verb is the noun here
    ("POST", "/articles", "createArticle", "create_article", METHOD),  # create: not an action
    ("POST", "/x", "queryX", "create_x", METHOD),              # query/lookup never from a function
    ("GET", "/tags", "loadTags", "list_tags", METHOD),                # load: not an action verb
    # ------------------------------------------------------------ version / api segments dropped
    ("GET", "/api/v2/users", None, "list_users", METHOD),
    ("GET", "/rest/v1.2/items", None, "list_items", METHOD),
    ("GET", "/api/articles/{slug}", None, "get_article", METHOD),
    ("POST", "/API/V3/orders", None, "create_order", METHOD),
    # ------------------------------------------------------------ kebab / camel / snake segments
    ("GET", "/faq-entries", None, "list_faq_entries", METHOD),
    ("GET", "/faqEntries", None, "list_faq_entries", METHOD),
    ("GET", "/faq_entries/{id}", None, "get_faq_entry", METHOD),
    # ---------------------------------------------------------------- singulars from inflect
    ("GET", "/movies/{id}", None, "get_movie", METHOD),
    ("GET", "/statuses/{id}", None, "get_status", METHOD),
    ("POST", "/people", None, "create_person", METHOD),
    ("DELETE", "/boxes/{id}", None, "delete_box", METHOD),
    ("GET", "/caches/{key}", None, "get_cache", METHOD),
    ("GET", "/categories/{id}/addresses", None, "list_category_addresses", METHOD),
    ("POST", "/auth/refresh-token", None, "refresh_auth_token", ACTION),   # verb phrase
    ("POST", "/auth/webauthn/verify-attestation", None, "verify_auth_webauthn_attestation",
     ACTION),
    ("POST", "/geeker/user/list", None, "list_geeker_user", ACTION),      # an RPC-ish read
    ("POST", "/orders/{id}/cancel-request", None, "cancel_order_request", ACTION),
    # ---------------------------------------------------------------- odd paths
    ("GET", "/users/me", None, "get_user_me", METHOD),
    # ---------------------------------------------------------------- RPC style resource.action
    ("POST", "/documents.list", None, "list_documents", RPC),
    ("POST", "/documents.list", "listDocuments", "list_documents", RPC),
    ("POST", "/documents.info", None, "get_document", RPC),
    ("POST", "/api/documents.create", None, "create_document", RPC),
    ("POST", "/v1/comments.delete", None, "delete_comment", RPC),
    ("POST", "/attachments.presign", "requestAttachmentUpload", "presign_attachment", RPC),
    ("POST", "/search", "searchDocuments", "search_documents", "name.function-nouns"),
    ("POST", "/search", "runSearch", "search", ACTION),
    ("GET", "/", "fetchStatus", "get_status", "name.function-nouns"),
    ("POST", "/api/{endpoint}.info", "fetchOne", "get_endpoint", RPC),   # resource unresolved
    ("POST", "/api/{apiEndpoint}.delete", None, "delete_api_endpoint", RPC),
    # custom methods (AIP-136) resource:verbPhrase
    ("POST", "/clients:batchDelete", None, "batch_delete_clients", RPC),
    ("POST", "/v1/projects/{project}/topics:publish", None, "publish_topics", RPC),
    ("POST", "/files/{name}.json", None, "create_file", METHOD),         # an extension
    # a CRUD verb as the last segment
    ("POST", "/api/v4/users/{userId}/preferences/delete", None, "delete_user_preferences",
     ACTION),
    ("POST", "/articles/create", None, "create_article", ACTION),
    ("POST", "/uploads/presign", None, "presign_upload", ACTION),
    ("POST", "/incidents/{id}/acknowledge", None, "acknowledge_incident", ACTION),
    ("GET", "/me", None, "get_me", METHOD),
    ("GET", "/", None, "get", METHOD),
    ("GET", "", None, "get", METHOD),
    ("POST", "/", None, "create", METHOD),
    ("GET", "/{a}/{b}", None, "get", METHOD),
    ("GET", "/articles/{slug}/comments?x=1", None, "list_article_comments", METHOD),
    ("GET", "/user/{id}/", None, "get_user", METHOD),
    ("GET", "/123/items", None, "list_123_items", METHOD),
    ("POST", "/x/" + "a" * 80, None, "create_x_" + "a" * 55, METHOD),   # cut to 64 characters
]


@pytest.mark.parametrize("method, path, function, name, rule", PROPOSALS,
                         ids=[f"{m} {p[:40]} {f}" for m, p, f, _, _ in PROPOSALS])
def test_propose(method, path, function, name, rule):
    assert propose(method, path, function) == (name, rule)
    assert NAME.match(name), name


@pytest.mark.parametrize("method, path, function, name", [
    pytest.param("GET", "/news/{id}", None, "get_news"),
    # a GET ending in a write action is that action (side-effect.get-action), named by it
    pytest.param("GET", "/users/{id}/follow", None, "follow_user"),
    pytest.param("GET", "/providerauth/logout", None, "logout_providerauth"),
    pytest.param("GET", "/info/login", None, "get_info_login"),
])
def test_propose_defects(method, path, function, name):
    assert propose(method, path, function)[0] == name


@pytest.mark.parametrize("text, expected", [
    ("faq_entries", ["faq", "entries"]),
    ("faqEntries", ["faq", "entries"]),
    ("faq-entries", ["faq", "entries"]),
    ("FaqEntries", ["faq", "entries"]),
    ("v2", ["v2"]),
    ("documents.list", ["documents", "list"]),
    ("user2Fa", ["user2", "fa"]),
    ("", []),
    ("--", []),
    pytest.param("FAQEntries", ["faq", "entries"]),
    pytest.param("getHTTPResponse", ["get", "http", "response"]),
])
def test_words(text, expected):
    assert words(text) == expected


@pytest.mark.parametrize("word, expected", [
    ("articles", "article"), ("entries", "entry"), ("categories", "category"),
    ("addresses", "address"), ("boxes", "box"), ("matches", "match"), ("wishes", "wish"),
    ("classes", "class"), ("tags", "tag"), ("status", "status"), ("bus", "bus"),
    ("analysis", "analysis"), ("glass", "glass"), ("user", "user"), ("ids", "ids"),
    ("me", "me"), ("chaos", "chaos"), ("photos", "photo"), ("indices", "index"),
    ("vertices", "vertex"), ("stats", "stats"), ("services", "service"), ("prices", "price"),
    ("alias", "alias"), ("aliases", "alias"), ("canvas", "canvas"), ("ideas", "idea"),
    ("schemas", "schema"),
    pytest.param("news", "news"),
])
def test_singular(word, expected):
    assert singular(word) == expected


@pytest.mark.parametrize("name, title", [
    ("list_article_comments", "List article comments"),
    ("get", "Get"),
    ("unfavorite_article", "Unfavorite article"),
    ("list_123_items", "List 123 items"),
    ("", ""),
])
def test_title_of(name, title):
    assert title_of(name) == title


@pytest.mark.parametrize("proposals, expected", [
    ([("list_articles", "GET"), ("create_article", "POST")],
     [("list_articles", False), ("create_article", False)]),
    # a collision set: every member takes its method, a repeat then a number
    ([("list_articles", "GET"), ("list_articles", "POST"), ("get_user", "GET"),
      ("list_articles", "GET")],
     [("list_articles_get", True), ("list_articles_post", True), ("get_user", False),
      ("list_articles_get_2", True)]),
    # the method suffix meets an existing name: a number
    ([("a", "GET"), ("a", "POST"), ("a_get", "GET")],
     [("a_get", True), ("a_post", True), ("a_get_2", True)]),
    ([("update_article", "PUT"), ("update_article", "PATCH")],
     [("update_article_put", True), ("update_article_patch", True)]),
    # one endpoint on two services (same method): the first keeps the name, the next a number
    ([("create_comment", "POST"), ("create_comment", "POST"), ("list_teams", "GET")],
     [("create_comment", False), ("create_comment_2", True), ("list_teams", False)]),
    # names at the 64-character cap stay within it
    ([("x" * 64, "DELETE")] * 3,
     [("x" * 64, False), ("x" * 61 + "_2", True), ("x" * 61 + "_3", True)]),
    ([], []),
])
def test_unique_names(proposals, expected):
    out = unique_names(proposals)
    assert out == expected
    names = [n for n, _ in out]
    assert sorted(set(names)) == sorted(names)
    for name in names:
        assert NAME.match(name), name
    assert unique_names(list(proposals)) == out            # deterministic


@pytest.mark.parametrize("proposals, meanings, expected", [
    # POST and PUT /share named by createSharing and updateSharing: the verb each means
    ([("share", "POST"), ("share", "PUT")], ["create", "update"],
     [("create_share", True), ("update_share", True)]),
    # a write verb of the name (generic or another write's) is replaced, never glued; the
    # method whose verb is the name's keeps it; any other verb stays after the meant one
    ([("save_user", "POST"), ("save_user", "PUT"), ("share", "POST"), ("share", "PUT"),
      ("delete_x", "POST"), ("delete_x", "PUT")],
     ["create", "update", "share", "update", "create", "update"],
     [("create_user", True), ("update_user", True), ("share", False), ("update_share", True),
      ("create_x", True), ("update_x", True)]),
    # PUT /workflow by createWorkflow and POST /workflows by updateWorkflow both proposed
    # create_workflow: each takes its wrapper's verb (never update_create_workflow)
    ([("create_workflow", "PUT"), ("create_workflow", "POST")], ["create", "update"],
     [("create_workflow", False), ("update_workflow", True)]),
    ([("edit_page", "PUT"), ("edit_page", "POST")], ["update", "create"],
     [("update_page", True), ("create_page", True)]),
    # a read meaning nothing beside a write: the read keeps the name
    ([("search_volumes", "GET"), ("search_volumes", "POST")], [None, "create"],
     [("search_volumes", False), ("create_search_volumes", True)]),
    # methods meaning the same verb, or none, or one method meaning two: the method suffix
    ([("search_volumes", "GET"), ("search_volumes", "POST")], [None, None],
     [("search_volumes_get", True), ("search_volumes_post", True)]),
    ([("update_article", "PUT"), ("update_article", "PATCH")], ["update", "update"],
     [("update_article_put", True), ("update_article_patch", True)]),
    ([("a", "POST"), ("a", "POST"), ("a", "PUT")], ["create", "add", "update"],
     [("a_post", True), ("a_post_2", True), ("a_put", True)]),
])
def test_unique_names_take_the_verb_each_method_means(proposals, meanings, expected):
    """Rule name.method-meaning."""
    assert unique_names(proposals, None, meanings) == expected


@pytest.mark.parametrize("name, functions, effect, expected", [
    ("share", ["ShareService.createSharingByQuery"], "create", "create"),
    ("share", ["ShareService.updateSharingByQuery"], "update", "update"),
    ("share", ["showAddWindow"], "create", "create"),             # no verb: the effect's
    ("search_volumes", ["showAddWindow"], "read", None),
    ("search_volumes", ["<callback usingApiKey().then>"], "read", None),
    ("x", ["createX", "updateX"], "update", "update"),            # functions disagree
])
def test_method_meaning(name, functions, effect, expected):
    assert method_meaning(name, functions, effect) == expected


def test_propose_then_unique_for_a_collision_from_paths():
    rows = [("PUT", "/articles/{slug}", None), ("PATCH", "/articles/{slug}", None),
            ("GET", "/articles", None)]
    names = unique_names([(propose(m, p, f)[0], m) for m, p, f in rows])
    assert names == [("update_article_put", True), ("update_article_patch", True),
                     ("list_articles", False)]


@pytest.mark.parametrize("operation_type, operation_name, expected", [
    ("query", "AlbumRouteQuery", "get_album"),                   # client conventions dropped
    ("query", "PlaylistDetailsModalQuery", "get_playlist_details"),
    ("query", "GetCurrentUserQuery", "get_current_user"),
    ("query", "CurrentUserQuery", "get_current_user"),
    ("query", "fetchBoards", "get_boards"),
    ("query", "listTasks", "list_tasks"),
    ("query", "SearchRouteQuery", "search"),
    ("query", "LikeControlQuery", "get_like_control"),          # a query never likes
    ("query", "Articles", "get_articles"),
    ("query", None, "get_operation"),
    ("mutation", "PausePlaybackMutation", "pause_playback"),     # verb first by convention
    ("mutation", "AddToPlaylistMutation", "add_to_playlist"),
    ("mutation", "MoveCard", "move_card"),
    ("mutation", "DeletePage", "delete_page"),                  # a page is the business object
    ("mutation", "DeletePageMutation", "delete_page"),
    ("query", "ListPages", "list_pages"),
    ("query", "PageView", "get_page_view"),                     # no Query suffix: all kept
    ("mutation", None, "run_operation"),
    ("subscription", "OnCommentAdded", "watch_on_comment_added"),
])
def test_propose_graphql(operation_type, operation_name, expected):
    assert propose_graphql(operation_type, operation_name) == (expected,
                                                               "name.graphql-operation")
    assert NAME.match(expected)


@pytest.mark.parametrize("method, path, name", [
    ("DELETE", "/sysLoginLog/deleteLoginLog", "delete_sys_login_log"),
    ("DELETE", "/user/deleteUser", "delete_user"),
    ("POST", "/sysDictionaryDetail/createSysDictionaryDetail", "create_sys_dictionary_detail"),
    ("POST", "/sysDictionary/createSysDictionary", "create_sys_dictionary"),
    ("DELETE", "/x/{id}/follow", "unfollow_x"),
    ("POST", "/autoCode/delSysHistory", "delete_auto_code_sys_history"),     # del: delete
])
def test_names_do_not_repeat_the_verb_or_a_run_of_words(method, path, name):
    """Rule ``name.no-repeats``; a DELETE of a ``delete…`` segment is no ``delete_delete``."""
    assert propose(method, path, None)[0] == name


@pytest.mark.parametrize("name, effect, agreed", [
    ("create_get_api_list", "read", "get_api_list"),
    ("create_get_all_apis", "read", "get_all_apis"),
    ("create_documents_archived", "read", "list_documents_archived"),
    ("create_auto_code_get_meta", "read", "get_auto_code_meta"),
    ("create_authority_btn_get_authority_btn", "read", "get_authority_btn"),
])
def test_a_name_renamed_to_its_effect_keeps_a_verb_already_there(name, effect, agreed):
    assert agree(name, effect) == (agreed, True)


def test_a_last_segment_without_words_names_nothing():
    assert propose("POST", "/api/x/_", None) == ("create_x", "name.method")


@pytest.mark.parametrize("rows, expected", [
    # the path segment that tells a colliding endpoint apart, before any number
    ([("list_projects", "GET", "/projects"), ("list_projects", "GET", "/projects/export")],
     [("list_projects", False), ("list_projects_export", True)]),
    ([("create_item", "POST", "/items/{id}/copy"), ("create_item", "POST", "/items"),
      ("create_item", "POST", "/lists/{id}/items/bulk-import")],
     [("create_item_copy", True), ("create_item", False), ("create_item_bulk_import", True)]),
    # a method suffix first, then the segment
    ([("list_tags", "GET", "/tags"), ("list_tags", "POST", "/tags"),
      ("list_tags", "GET", "/tags/popular")],
     [("list_tags_get", True), ("list_tags_post", True), ("list_tags_get_popular", True)]),
    # no static segment, but a parameter only one path has (the shared one left out)
    ([("get_entity", "GET", "/o/{org}/entity"),
      ("get_entity", "GET", "/o/{org}/entity/{entityId}")],
     [("get_entity", False), ("get_entity_by_id", True)]),
    ([("get_signal", "GET", "/signals/{signalId}"),
      ("get_signal", "GET", "/signals/{signalId}/{instanceId}")],
     [("get_signal", False), ("get_signal_by_instance_id", True)]),
    ([("list_signal_instances", "GET", "/signals/instances"),
      ("list_signal_instances", "GET", "/signals/{signalId}/instances")],
     [("list_signal_instances", False), ("list_signal_instances_by_signal_id", True)]),
    # nothing in the paths tells them apart (one endpoint on two services): a number
    ([("create_comment", "POST", "/comments"), ("create_comment", "POST", "/comments")],
     [("create_comment", False), ("create_comment_2", True)]),
    # two with distinct segments that meet: the segment, then a number
    ([("get_user", "GET", "/a/user"), ("get_user", "GET", "/b/user"),
      ("get_user", "GET", "/c/a/user")],
     [("get_user_a", True), ("get_user_b", True), ("get_user_a_2", True)]),
])
def test_unique_names_prefer_a_distinguishing_path_segment(rows, expected):
    out = unique_names([(n, m) for n, m, _ in rows], [p for _, _, p in rows])
    assert out == expected
    assert unique_names([(n, m) for n, m, _ in rows], [p for _, _, p in rows]) == out


@pytest.mark.parametrize("name, kept", [
    ("10_false_limit", "call_10_false_limit"), ("list_items", "list_items"),
    ("Get-Item:Ä", "get_item"), ("__", "call"), ("x" * 80, "x" * 64)])
def test_every_name_is_made_well_formed(name, kept):
    assert well_formed(name) == kept


def test_a_name_no_rule_could_make_valid_never_ends_the_run(derive_files):
    """An RPC-looking ``verb`` that is a number (``'/false limit:10'``: a URL that starts as
    ``false`` and gets ``' limit:10'`` appended) gave the name ``10_false_limit``, which the
    contract model refused: exit 3 and no contract."""
    contract = derive_files({"src/a.js": (
        "import axios from 'axios';\n"
        "export function load(search) {\n"
        "  let url = false;\n"
        "  if (search) { url = '/api/items?search=' + search; }\n"
        "  url += ' limit:10';\n"
        "  return axios.get(url);\n"
        "}\n")})
    assert sorted(c["name"] for c in contract["capabilities"]) == [
        "call_10_false_limit", "list_items"]


@pytest.mark.parametrize("function, expected", [
    ("confirm", []),                                  # a dialog's answer, not the operation
    ("settings.ok", []),
    ("confirmOrder", ["confirm", "order"]),
    ("confirmDelete", ["delete"]),                    # the answer starts a delete
    ("acceptInvite", ["invite"]),
    ("<callback promise.then>", []),
    ("shutdownApp", ["shutdown", "app"]),
])
def test_leaf_words_of_a_dialogs_answer_name_no_operation(function, expected):
    from code2skill.passes.naming import leaf_words
    assert leaf_words(function) == expected


@pytest.mark.parametrize("method, path, function, expected", [
    ("POST", "/api/v2/app/shutdown", "shutdownApp", "shutdown_app"),
    ("POST", "/control/restart", None, "restart_control"),
    ("POST", "/api/action/flush/network", "confirm", "flush_network"),   # action segment
    ("DELETE", "/api/users/{id}", "UserList.confirmDelete", "delete_user"),
    ("GET", "/api/items", "refreshList", "list_items"),       # a write verb never names a GET
    ("GET", "/api/orders", "self.requestData", "list_orders"),
    ("POST", "/api/actions/rebuild-index/now", None, "create_action_rebuild_index_now"),
    ("GET", "/api/action/flush/network", None, "get_action_flush_network"),
])
def test_system_actions_name_their_verb(method, path, function, expected):
    assert propose(method, path, function)[0] == expected


@pytest.mark.parametrize("path,name", [
    ("/v1.Backrest/GetConfig", "get_config"),
    ("/api/acme.shop.v2.OrderService/ListOrders", "list_orders"),
    ("/v1sync.BackrestSyncStateService/GetPeerSyncStatesStream", "get_peer_sync_states_stream"),
    ("/twirp/haberdasher.Haberdasher/FindHat", "get_hat"),
])
def test_grpc_method_paths_are_named_by_the_method(path, name):
    assert propose("POST", path, "someWrapper") == (name, "name.grpc-method")


def test_paths_that_are_no_grpc_method_keep_their_rules():
    assert propose("POST", "/documents.list", None) == ("list_documents", RPC)
    assert propose("GET", "/api/v1.2/Reports", None)[1] != "name.grpc-method"
    assert propose("POST", "/v1.Backrest/getConfig", None)[1] != "name.grpc-method"


def test_two_methods_on_one_action_path_take_their_functions_verbs(derive_files):
    """Rule name.method-meaning end to end: ``POST`` and ``PUT /share`` made by
    ``createSharing`` and ``updateSharing`` are ``create_share`` and ``update_share``, the
    renaming review item citing the rule."""
    contract = derive_files({"src/share.service.ts": (
        "import axios from 'axios';\n"
        "export class ShareService {\n"
        "  createSharing(path: string, password: string) {\n"
        "    return axios.post('/api/share', { path, password });\n"
        "  }\n"
        "  updateSharing(path: string, valid: number) {\n"
        "    return axios.put('/api/share', { path, valid });\n"
        "  }\n"
        "}\n")})
    named = {(r["method"], r["pathTemplate"]): c["name"] for c in contract["capabilities"]
             for r in c["implementation"]["requests"]}
    assert named == {("POST", "/api/share"): "create_share", ("PUT", "/api/share"): "update_share"}
    cited = {item["capability"]: [e["note"] for e in item["evidence"]
                                  if e["rule"] == "name.method-meaning"]
             for item in contract["review"] if "is shared by several" in item["message"]}
    assert cited == {"create_share": ["POST /api/share means create"],
                     "update_share": ["PUT /api/share means update"]}


def test_a_bare_verb_takes_the_paths_words_as_its_object():
    """Rule name.verb-object: static segments and parameter names in order, the verb and
    repeats left out, ``root`` for a path with none; any other name is no bare verb."""
    assert with_object("get", "/api/{url}") == "get_api_url"
    assert with_object("create", "/{type}") == "create_type"
    assert with_object("request", "/rest/request") == "request_rest"
    assert with_object("get", "/api/{apiFunction}") == "get_api_function"
    assert with_object("get", "/") == "get_root"
    assert with_object("get_site", "/api/sites/{id}") is None
