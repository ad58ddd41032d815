"""A POST of an RPC-style API is a read only as far as the source proves it
(``passes/function_reads.py``): the functions making it name a read, and a paging input or a
collection response corroborates it; uncorroborated, a name never lowers the write: the
method's effect stays and the disagreement is reviewed. A
one-word plural after a dot lists things; a phrase or a custom method after ``:`` does not."""
from conftest import capability

from code2skill.passes.function_reads import (
    FUNCTION_READ, FUNCTION_READ_GUESS, FunctionRead, ambiguous_action, collection_output,
    function_read, named_by, paging_input, read_name, read_verb, said_words,
)
from code2skill.passes.side_effects import side_effect

RPC_CLIENT = {"src/api.ts": (
    "import axios from 'axios';\n"
    "const api = axios.create({ baseURL: '/api', withCredentials: true });\n"
    "interface QueryParams { cursor?: string; limit?: number; query?: string }\n"
    "interface ISpace { id: string; name: string }\n"
    "interface IToken { token: string }\n"
    "export async function getSpaces(params?: QueryParams) {\n"
    "  return (await api.post('/spaces', params)).data; }\n"
    "export async function createSpace(data: ISpace) {\n"
    "  return (await api.post('/spaces/create', data)).data; }\n"
    "export async function getCollabToken(): Promise<IToken> {\n"
    "  return (await api.post<IToken>('/auth/collab-token')).data; }\n"
    "export async function getDeletedPages(spaceId: string, params?: QueryParams) {\n"
    "  return (await api.post('/pages/trash', { spaceId, ...params })).data; }\n"
    "export async function getCheckoutLink(priceId: string) {\n"
    "  return (await api.post('/billing/checkout', { priceId })).data; }\n"
    "export async function getAllNotifications() {\n"
    "  return (await api.get('/notifications/unread')).data; }\n"
    "export async function getPlans(): Promise<ISpace[]> {\n"
    "  return (await api.post<ISpace[]>('/billing/plans')).data; }\n"
    "export async function getOrCreateDraft(id: string) {\n"
    "  return (await api.post('/drafts', { id })).data; }\n"
    "export async function getWatchStatus(pageId: string) {\n"
    "  return (await api.post('/pages/watch-status', { pageId })).data; }\n"
    "export async function markRead(id: string) {\n"
    "  return (await api.post('/notifications/mark-read', { id })).data; }\n")}


def row(cap: dict) -> tuple:
    op = cap["operationPolicy"]
    return (cap["name"], cap["sideEffect"], cap["evidence"]["/sideEffect"][0]["rule"],
            cap["evidence"]["/sideEffect"][0].get("note"), cap["status"],
            op["idempotency"], op["automaticRetry"])


def test_rpc_posts_are_reads_only_as_far_as_the_source_proves(derive_files):
    contract = derive_files(RPC_CLIENT)
    rows = {cap["implementation"]["requests"][0]["pathTemplate"]: row(cap)
            for cap in contract["capabilities"]}
    assert rows == {
        "/api/spaces": ("list_spaces", "read", FUNCTION_READ,
                        "function getSpaces names a read; input cursor pages through results",
                        "draft", "idempotent", "allowed"),
        "/api/spaces/create": ("create_space", "create", "side-effect.action-create", "POST",
                               "draft", "at-most-once", "never"),
        "/api/auth/collab-token": ("create_auth_collab_token", "create",
                                   "side-effect.method-guess", "POST", "requires-review",
                                   "at-most-once", "never"),
        "/api/pages/trash": ("list_deleted_pages", "read", FUNCTION_READ,
                             "function getDeletedPages names a read; input cursor pages "
                             "through results", "draft", "idempotent", "allowed"),
        "/api/billing/checkout": ("checkout_billing", "create", "side-effect.action-create",
                                  "POST", "draft", "at-most-once", "never"),
        "/api/notifications/unread": ("list_all_notifications", "read", FUNCTION_READ,
                                      "function getAllNotifications names a read; a GET reads "
                                      "by its method", "requires-review", "unknown", "never"),
        "/api/billing/plans": ("list_plans", "read", FUNCTION_READ,
                               "function getPlans names a read; the response the client reads "
                               "is a collection (an array)", "draft", "idempotent", "allowed"),
        "/api/drafts": ("create_draft", "create", "side-effect.rest-create", "POST", "draft",
                        "at-most-once", "never"),
        "/api/pages/watch-status": ("watch_page_status", "update", "side-effect.action-update",
                                    "POST", "requires-review", "at-most-once", "never"),
        "/api/notifications/mark-read": ("mark_notification_read", "update",
                                         "side-effect.action-update", "POST", "draft",
                                         "at-most-once", "never"),
    }
    token = [(r["severity"], r["message"], r["evidence"][0]["rule"]) for r in contract["review"]
             if r["capability"] == "create_auth_collab_token" and r["severity"] == "medium"
             and r["evidence"][0]["rule"] == FUNCTION_READ_GUESS]
    assert token == [(
        "medium", "POST /api/auth/collab-token is made by function getCollabToken, whose name "
        "says a read, but a POST may write (issue a token, start or drain a job) and no paging "
        "input or collection response shows it reads: kept as the method says (create, no "
        "automatic retry); confirm with the backend what it does", FUNCTION_READ_GUESS)]
    assert capability(contract, "POST", "/api/spaces")["annotations"]["readOnlyHint"] is True


def test_function_read_rules():
    assert [read_verb(f) for f in ("spaceService.getSpaces", "get", "getOrCreateUser",
                                   "<callback useEffect>", "listChats", "createSpace", None)] \
        == ["get", None, None, None, "list", None, None]
    assert paging_input({"spaceId": {}, "page_size": {}}) == "page_size"
    assert paging_input({"spaceId": {}}) is None
    assert collection_output({"type": "array"}) == "an array"
    assert collection_output({"type": "object", "properties": {
        "meta": {"type": "object"}, "items": {"type": "array"}}}) == "member items"
    assert collection_output({"type": "object", "properties": {"id": {}}}) is None
    assert collection_output({"type": "object", "properties": {
        "sessions": {"type": "array"}}}, "getSessions") == "member sessions"
    assert collection_output({"type": "object", "properties": {
        "authProviders": {"type": "array"}}}, "getWorkspacePublicData") is None
    assert [read_name(f) for f in ("getSpaces", "getUnreadCount", "fetchPageHistory",
                                   "searchChats", "findPagesByLabel",
                                   "getStripeConnectDetails")] == [
        "list_spaces", "get_unread_count", "get_page_history", "search_chats",
        "find_pages_by_label", "get_stripe_connect_details"]
    # an action word keeps its write without corroboration; a guess or collection POST not
    assert function_read("POST", "side-effect.action-update", ["getWatchStatus"], {}, None) \
        is None
    assert [ambiguous_action(p) for p in ("/pages/watch-status", "/notifications/unread-count",
                                          "/pages/move-to-space", "/x/mark-read", "/trash")] \
        == [True, True, False, False, False]
    assert function_read("POST", "side-effect.rest-create", ["getSessions"], {}, None).rule \
        == FUNCTION_READ_GUESS
    assert function_read("PUT", "side-effect.method", ["getSessions"], {}, None) is None
    assert function_read("POST", "side-effect.method-guess", ["getA", "createA"], {}, None) \
        is None


def test_rpc_listing_needs_one_word_after_a_dot():
    assert [side_effect("POST", p) for p in (
        "/collections.memberships", "/Maintenance::bulkScanFaces", "/Maintenance::jobs",
        "/x.fulfillOrders", "/Album::tracks")] == [
        ("read", "side-effect.rpc-plural"), ("create", "side-effect.method-guess"),
        ("create", "side-effect.method-guess"), ("create", "side-effect.method-guess"),
        ("create", "side-effect.method-guess")]



def test_lone_read_verb_under_a_plural_namespace_names_a_list():
    qualified = "APIClient.release.profiles.clones.list"
    assert said_words(qualified) == ["list", "release", "profile", "clones"]
    assert named_by(qualified) == qualified
    assert read_name(named_by(qualified)) == "list_release_profile_clones"
    found = function_read("GET", "side-effect.get-action", [qualified], {}, None)
    assert found == FunctionRead("side-effect.function-read", qualified,
                                 "a GET reads by its method")


def test_lone_verb_leaf_stays_a_leaf():
    assert said_words("APIClient.filters.duplicate") == ["duplicate"]   # an action, not a read
    assert said_words("x.status.get") == ["get"]                        # no plural namespace
    assert said_words("api.list") == ["list"]                           # no namespace
    assert named_by("svc.getSpaces") == "getSpaces"
    assert function_read("GET", "side-effect.get-action", ["APIClient.filters.duplicate"],
                         {}, None) is None


def test_a_function_named_for_a_part_of_the_ui_names_no_read():
    assert read_verb("showConfigure2FAModal") is None
    assert read_verb("loadSettingsPage") is None
    assert read_verb("getUnreadNotifications") == "get"
