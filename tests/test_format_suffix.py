"""Rule ``path.format-suffix``: a format extension of the last path segment (``.json``,
``.xml``, ``.yaml``) is no word of the operation: ``GET /logout.json`` is a logout, not a
retryable read named ``get_logout_json``; the request keeps the whole path."""
PACKAGE = '{"name": "js", "dependencies": {"axios": "1.7.0"}}'
API = ("import axios from 'axios';\n"
       "export const logout = () => axios.get('/api/v1/logout.json');\n"
       "export const clearAll = (password: string) =>\n"
       "  axios.post('/api/v1/data/clear_all.json', { password });\n"
       "export const revoke = (tokenId: string) =>\n"
       "  axios.post('/api/v1/tokens/revoke.json', { tokenId });\n"
       "export const hideTag = (id: string, hidden: boolean) =>\n"
       "  axios.post('/api/v1/transaction/tags/hide.xml', { id, hidden });\n"
       "export const listTags = () => axios.get('/api/v1/transaction/tags/list.json');\n")


def test_a_format_extension_names_and_classifies_nothing(derive_files):
    contract = derive_files({"package.json": PACKAGE, "src/api.ts": API})
    assert sorted((c["name"], c["implementation"]["requests"][0]["method"],
                   c["implementation"]["requests"][0]["pathTemplate"], c["sideEffect"],
                   c["operationPolicy"]["automaticRetry"])
                  for c in contract["capabilities"]) == [
        ("delete_all_data", "POST", "/api/v1/data/clear_all.json", "delete", "never"),
        ("list_transaction_tags", "GET", "/api/v1/transaction/tags/list.json", "read",
         "allowed"),
        ("logout", "GET", "/api/v1/logout.json", "delete", "never"),
        ("revoke_token", "POST", "/api/v1/tokens/revoke.json", "delete", "never"),
        ("update_transaction_tag_hide", "POST", "/api/v1/transaction/tags/hide.xml", "update",
         "never")]


def test_axios_form_verbs_send_multipart(derive_files):
    """axios ≥ 1.0 ``postForm``/``putForm``/``patchForm`` (rule ``axios.form-verb``): the
    verb with a ``multipart/form-data`` body, an object's keys as multipart fields; before,
    such calls were no request at all and coverage still said 100 %."""
    contract = derive_files({"package.json": PACKAGE, "src/api.ts": (
        "import axios from 'axios';\n"
        "export const avatar = (file: File) => axios.postForm('/api/v1/users/avatar', "
        "{ avatar: file });\n"
        "export const settings = (name: string) => axios.patchForm('/api/v1/settings', "
        "{ name });\n")})
    assert sorted((c["name"], r["method"], r["pathTemplate"], r["bodyEncoding"],
                   [b["target"] for b in r["bindings"]])
                  for c in contract["capabilities"]
                  for r in c["implementation"]["requests"]) == [
        ("create_user_avatar", "POST", "/api/v1/users/avatar", "multipart",
         ["multipart:avatar"]),
        ("update_settings", "PATCH", "/api/v1/settings", "multipart", ["multipart:name"])]
    assert contract["source"]["coverage"]["resolved"] == 2
