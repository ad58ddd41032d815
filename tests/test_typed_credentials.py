"""A password or secret a declared body type makes optional (``password?: string`` of an
``Account`` sent back whole) is known from the type alone: it stays an optional input but is
reviewed (rule ``body.typed-credential``); a required one (a login form's password) and a
word that only looks like one (``pass_platform_fee``) are not, nor is a member that cannot hold a
string (``usePassword?: boolean``: rule ``body.typed-credential-string``)."""
from code2skill.passes.schema import typed_secret


def test_an_optional_secret_of_a_declared_type_is_reviewed(derive_files):
    contract = derive_files({"src/api.ts": (
        "interface Account { id?: string; name: string; password?: string;"
        " pass_platform_fee?: boolean }\n"
        "interface Login { email: string; password: string }\n"
        "export const updateAccount = (account: Account) => fetch('/api/accounts',"
        " { method: 'PUT', body: JSON.stringify(account) });\n"
        "export const login = (data: Login) => fetch('/api/auth/login',"
        " { method: 'POST', body: JSON.stringify(data) });\n")})
    rows = {cap["name"]: (sorted(cap["inputSchema"]["properties"]),
                          cap["inputSchema"].get("required"), cap["status"])
            for cap in contract["capabilities"]}
    assert rows == {
        "update_account": (["id", "name", "pass_platform_fee", "password"], ["name"],
                           "requires-review"),
        "login_auth": (["email", "password"], ["email", "password"], "requires-review"),
    }
    items = [(r["severity"], r["message"], r["evidence"][0]["line"]) for r in contract["review"]
             if r["capability"] == "update_account" and r["severity"] == "medium"
             and r["evidence"][0]["rule"] != "input.credential"]   # its own test file
    assert items == [(
        "medium", "input 'password' is a password or secret known only from the declared type "
        "of the body sent whole (optional there): confirm that the client sends it here and "
        "that an Agent may be given it, else drop it", 1)]


def test_typed_secret_words():
    assert [typed_secret(n) for n in ("password", "password_current", "clientSecret",
                                      "passwordLabel", "pass_platform_fee_to_buyer",
                                      "session_identifier", "name")] == [
        True, True, True, False, False, False, False]


def test_a_flag_or_number_named_like_a_secret_is_not_reviewed(derive_files):
    contract = derive_files({"src/api.ts": (
        "interface Prefs { usePassword?: boolean; showSecret?: true | false;"
        " passwordAgeDays?: number; secretMode?: 'a' | 'b'; clientSecret?: string | null;"
        " name: string }\n"
        "export const save = (p: Prefs) => fetch('/api/prefs',"
        " { method: 'PUT', body: JSON.stringify(p) });\n")})
    cap = contract["capabilities"][0]
    assert sorted(cap["inputSchema"]["properties"]) == [
        "clientSecret", "name", "passwordAgeDays", "secretMode", "showSecret", "usePassword"]
    assert [r["message"] for r in contract["review"] if r["severity"] == "medium"
            and r["evidence"][0]["rule"] != "input.credential"] == [
        "input 'clientSecret' is a password or secret known only from the declared type of the "
        "body sent whole (optional there): confirm that the client sends it here and that an "
        "Agent may be given it, else drop it"]


def test_may_be_string():
    from code2skill.passes.schema import may_be_string
    assert [may_be_string(s) for s in (
        {}, {"type": "string"}, {"type": "boolean"}, {"type": ["string", "null"]},
        {"type": "integer"}, {"enum": [True, False]}, {"enum": ["a", 1]},
        {"anyOf": [{"type": "boolean"}, {"type": "string"}]},
        {"anyOf": [{"type": "boolean"}, {"type": "null"}]})] == [
        True, True, False, True, False, False, True, True, False]
