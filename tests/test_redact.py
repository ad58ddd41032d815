"""Secrets never leave the source (``redact.py``): each kind is replaced by
``<redacted:KIND>``; ordinary URLs and words are untouched; ``redact_tree`` redacts every string
of a JSON-like tree, keys included.

The credentials below are made-up shapes, not real keys. Tests marked ``xfail(strict=True)``
document a defect of the tool (the reason says what is wrong).
"""
from __future__ import annotations

import pytest

from code2skill.redact import looks_secret, redact, redact_tree

JWT = ("eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0."
       "dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U")
GITHUB = "ghp_" + "A1b2C3d4E5" * 3 + "f6G7h8"
GOOGLE = "AIza" + "SyD-abcdefghijklmnopqrstuvwxyz01234"

REDACTED = [
    # ---------------------------------------------------------------- jwt
    (f"token {JWT} end", "token <redacted:jwt> end"),
    (f"Authorization: Bearer {JWT}", "Authorization: Bearer <redacted:jwt>"),
    # ---------------------------------------------------------------- private keys
    ("-----BEGIN RSA PRIVATE KEY-----\nMIIEow\nabc\n-----END RSA PRIVATE KEY-----",
     "<redacted:private-key>"),
    ("x = `-----BEGIN PRIVATE KEY-----\nMIIE\n-----END PRIVATE KEY-----`;",
     "x = `<redacted:private-key>`;"),
    ("-----BEGIN OPENSSH PRIVATE KEY-----\nb3Blbn\n-----END OPENSSH PRIVATE KEY-----",
     "<redacted:private-key>"),
    ("-----BEGIN EC PRIVATE KEY-----\nMHcC\n-----END EC PRIVATE KEY-----",
     "<redacted:private-key>"),
    # ---------------------------------------------------------------- bearer / token schemes
    ("Authorization: Bearer abcdef0123456789abcdef", "Authorization: Bearer <redacted:bearer>"),
    ("bearer abcdefghijklmnop", "bearer <redacted:bearer>"),
    ("Token 0123456789abcdefABCDEF", "Token <redacted:bearer>"),
    # a GraphQL selection of a field named token carries no credential
    ("createInvite { id token\n  ...InviteItemForMembersSettings }",
     "createInvite { id token\n  ...InviteItemForMembersSettings }"),
    ("invite { token ...InviteItemForMembersSettings }",
     "invite { token ...InviteItemForMembersSettings }"),
    # ---------------------------------------------------------------- URL credentials
    ("https://admin:s3cr3tpass@db.example.com/path",
     "https://<redacted:url-credentials>@db.example.com/path"),
    ("postgres://app:pw@localhost:5432/db",
     "postgres://<redacted:url-credentials>@localhost:5432/db"),
    ("https://user@example.com/", "https://<redacted:url-credentials>@example.com/"),  # a token
    ("//admin:pw@api.example.com/x", "//<redacted:url-credentials>@api.example.com/x"),
    ("redis://:s3cretPass@cache:6379/0", "redis://<redacted:url-credentials>@cache:6379/0"),
    ("https://bob:p@ss@word@api.x.io/v1", "https://<redacted:url-credentials>@api.x.io/v1"),
    ("https://api.example.com/users/a@b", "https://api.example.com/users/a@b"),
    # ---------------------------------------------------------------- query secrets
    ("https://api.x.example/v1/data?api_key=SECRETKEY123456&fmt=json",
     "https://api.x.example/v1/data?api_key=<redacted:credential>&fmt=json"),
    ("/a?token=abc123&access_token=zzz&password=hunter2&sig=AbC&client_secret=q",
     "/a?token=<redacted:credential>&access_token=<redacted:credential>"
     "&password=<redacted:credential>&sig=<redacted:credential>"
     "&client_secret=<redacted:credential>"),
    ("?apikey=xyz", "?apikey=<redacted:credential>"),
    ("?Token=abc", "?Token=<redacted:credential>"),
    ("?auth=abc#frag", "?auth=<redacted:credential>#frag"),
    ("?x=1&pwd=p", "?x=1&pwd=<redacted:credential>"),
    ("/maps?key=AbCdEf", "/maps?key=<redacted:credential>"),
    # a quote is a URL character: the whole value goes, not its start
    ("/api/a?user=bob&password=Kx7'A18LeakSq", "/api/a?user=bob&password=<redacted:credential>"),
    ("/api/b?token=Kx7`Bt&x=1", "/api/b?token=<redacted:credential>&x=1"),
    ('/api/c?password=Kx7"Dq', "/api/c?password=<redacted:credential>"),
    # after `;` too, with or without a quote first
    ("2;secret=x'A19semiQ2Leak", "2;secret=<redacted:credential>"),
    ("x;token='A19semiQLeak", "x;token=<redacted:credential>"),
    ('/cart;jsessionid=ab"cd/items', "/cart;jsessionid=<redacted:credential>/items"),
    ("the matrix parameter ';jsessionid=' (a session id)",
     "the matrix parameter ';jsessionid=' (a session id)"),
    # after `,` `|` `:` inside a query value too (the pairs before it need not be credentials)
    ("/api/f?filter=a,password=Kx7'Lk", "/api/f?filter=a,password=<redacted:credential>"),
    ("a,password=hunter2", "a,password=<redacted:credential>"),
    ("2|secret='Kx7Lk&y=1", "2|secret=<redacted:credential>&y=1"),
    ("a:pwd=\"Kx7Lk", "a:pwd=<redacted:credential>"),
    ("?q=a,b=1,token=x,c=2&d=4", "?q=a,b=1,token=<redacted:credential>&d=4"),
    ("a,key=\"\" and a|sig=''", "a,key=\"\" and a|sig=''"),
    # a credential's `name:value` pair inside a value (raw, %3A, encoded, upper-cased)
    ("/api/v1?filter=password:Kx7Lk", "/api/v1?filter=password:<redacted:credential>"),
    ("?filter=user:bob,password:Kx7Lk&y=1", "?filter=user:bob,password:<redacted:credential>&y=1"),
    ("user:bob;token:Kx7Lk", "user:bob;token:<redacted:credential>"),
    ("user:bob|secret:Kx7'Lk", "user:bob|secret:<redacted:credential>"),
    ("?q=password%3AKx7Lk", "?q=password%3A<redacted:credential>"),
    ("?q=Password%3aKx7Lk", "?q=Password%3a<redacted:credential>"),
    ("user%3Abob%2Cpassword%3AKx7Lk%2Cx%3Ay",
     "user%3Abob%2Cpassword%3A<redacted:credential>"),
    ("?filter=apiKey:Kx7Lk", "?filter=apiKey:<redacted:credential>"),
    ("/API/K27?Q=PASSWORD:KX7LK", "/API/K27?Q=PASSWORD:<redacted:credential>"),
    ("password:Kx7Lk", "password:<redacted:credential>"),
    ("?creds=bob:Kx7Lk", "?creds=<redacted:credential>"),
    # ---------------------------------------------------------------- provider key shapes
    ("AKIAIOSFODNN7EXAMPLE", "<redacted:aws-key>"),
    ("id=ASIAIOSFODNN7EXAMPLE;", "id=<redacted:aws-key>;"),
    (GITHUB, "<redacted:github-token>"),
    ("gho_" + "x" * 36, "<redacted:github-token>"),
    ("sk_live_" + "4eC39HqLyjWDarjtT1zdp7dc", "<redacted:stripe-key>"),
    ("pk_test_" + "TYooMQauvdEDq54NiTphI7jx", "<redacted:stripe-key>"),
    ("rk_live_" + "0123456789abcdefXYZ", "<redacted:stripe-key>"),
    (GOOGLE, "<redacted:google-api-key>"),
    (f"https://maps.example/js?libraries=places&k={GOOGLE}",
     "https://maps.example/js?libraries=places&k=<redacted:google-api-key>"),
    ("xoxb-123456789012-abcdefghij", "<redacted:slack-token>"),
    ("xoxp-1-2-3-abcdefabcdef", "<redacted:slack-token>"),
]


@pytest.mark.parametrize("text, expected", REDACTED, ids=[e[:40] for _, e in REDACTED])
def test_redacted(text, expected):
    assert redact(text) == expected
    assert redact(expected) == expected                 # idempotent


UNTOUCHED = [
    "https://api.example.com/v1/articles?limit=10&offset=0",
    "/search?keyword=abc&monkey=1",
    "/articles/{slug}/comments",
    "Bearer ${token}",
    "Bearer short",
    "`Bearer ${localStorage.getItem('token')}`",
    "the token is valid",
    "monkey keyboard tokens",
    "AKIAIOSFODNN7EXAMPL",                     # one character short
    "mailto:user@example.com",
    "https://example.com/@handle:1",
    "sk_live_short",
    "ghp_short",
    "Idempotency-Key",
    "X-API-Key",
    "<redacted:jwt>",
    "fields=id,name|title:asc&limit=10",       # pairs after , | : that are no credential's
    "https://api.example:8443/v1?order=a,b",
    "sort=name:asc",                           # `name:value` pairs that are no credential's
    "/api/x?filter=user:bob,status:open",
    "/v1/tokens:revoke",
    "https://token.example:8443/x",
    "Authorization: token ${t}",
    "password:${p}",
    "",
]


@pytest.mark.parametrize("text", UNTOUCHED)
def test_untouched(text):
    assert redact(text) == text


def test_query_placeholder_is_not_a_secret():
    assert redact("/search?key=${key}") == "/search?key=${key}"


def test_basic_credentials_are_redacted():
    assert "dXNlcjpwYXNzd29yZDEyMzQ1Njc4" not in redact(
        "Authorization: Basic dXNlcjpwYXNzd29yZDEyMzQ1Njc4")


def test_redact_tree_nested_with_keys():
    tree = {
        "Authorization": "Bearer abcdef0123456789abcdef",
        "nested": [{"url": "https://u:p@h.example/x"}, 3, None, True,
                   ["AKIAIOSFODNN7EXAMPLE", {"ok": "plain"}]],
        GITHUB: "k",
        5: "x",
        "note": f"jwt {JWT}",
    }
    assert redact_tree(tree) == {
        "Authorization": "Bearer <redacted:bearer>",
        "nested": [{"url": "https://<redacted:url-credentials>@h.example/x"}, 3, None, True,
                   ["<redacted:aws-key>", {"ok": "plain"}]],
        "<redacted:github-token>": "k",
        5: "x",
        "note": "jwt <redacted:jwt>",
    }


@pytest.mark.parametrize("value, expected", [
    ("plain", "plain"), ("AKIAIOSFODNN7EXAMPLE", "<redacted:aws-key>"), (7, 7), (1.5, 1.5),
    (None, None), (True, True), ([], []), ({}, {}),
    ([["?token=abc"]], [["?token=<redacted:credential>"]]),
])
def test_redact_tree_scalars_and_lists(value, expected):
    assert redact_tree(value) == expected


def test_redact_tree_does_not_mutate_its_input():
    tree = {"a": ["AKIAIOSFODNN7EXAMPLE"]}
    redact_tree(tree)
    assert tree == {"a": ["AKIAIOSFODNN7EXAMPLE"]}


@pytest.mark.parametrize("document, kept", [
    ('mutation L1 { login(user: "u", password: "a\\"QUOTEtail") { id } }', "QUOTEtail"),
    ('mutation L2 { login(password: "a\\\\SLASHtail") { id } }', "SLASHtail"),
    ('mutation L3($pwd: [String!]! = ["LISTDEFAULT"]) { login(pwds: $pwd) { id } }',
     "LISTDEFAULT"),
    ('mutation L4($token: String = """BLOCKDEFAULT""") { me(token: $token) { id } }',
     "BLOCKDEFAULT"),
    ('mutation L5($p: String! = "FLOWDEFAULT") { reset(password: $p) { ok } }', "FLOWDEFAULT"),
])
def test_graphql_credentials_with_escapes_lists_and_passed_variables_are_redacted(document,
                                                                                  kept):
    """Rule redact.graphql-default and escapes in quoted values: a credential's quoted value
    runs to its closing quote, escapes included; a variable's default (string, block string
    or list) is redacted when the variable is a credential's or is passed to one."""
    out = redact(document)
    assert kept not in out and "<redacted:credential>" in out


def test_graphql_defaults_of_other_variables_stay():
    text = 'query Q($limit: Int = 10, $name: String = "bob") { users(name: $name) { id } }'
    assert redact(text) == text


@pytest.mark.parametrize("kind,name,credential", [
    ("header", "X-Key", True), ("header", "X-Appwrite-Key", True),
    ("header", "DD-APPLICATION-KEY", True), ("body", "appkey", True), ("query", "hapikey", True),
    ("body", "userpass", True), ("body", "passw", True), ("body", "seedPhrase", True),
    ("body", "access_key_id", True), ("header", "X-Idempotency-Key", False),
    ("body", "sortKey", False), ("body", "keyId", False), ("body", "searchPhrase", False),
    ("body", "primary_key_id", False), ("body", "recoveryKey", True), ("body", "privKey", True),
    ("body", "sharedKey", True), ("body", "productKey", True), ("body", "encKey", True),
    ("body", "backupKey", True), ("query", "recovery_key", True), ("body", "accessCode", True),
    ("query", "access_code", True), ("header", "X-Access-Code", True),
    ("body", "securityQuestionAnswer", True), ("body", "countryCode", False),
    ("body", "questionId", False)])
def test_credential_names_of_vendor_keys_and_phrases(kind, name, credential):
    from code2skill.redact import is_credential_position
    assert is_credential_position(kind, name) is credential


@pytest.mark.parametrize("text, kind", [
    ("https://<redacted:url-credentials>@db.example.com/x", None),        # redact's own output
    ("https://\\<redacted:url-credentials\\>@db.example.com/x", None),    # as Markdown escapes it
    ("https://&lt;redacted:url-credentials&gt;@db.example.com/x", None),  # as HTML escapes it
    ("https://user:" + "pw1" + "@db.example.com/x", "url-credentials"),
    ("https://<redacted:url-credentials>@a.example.com https://u:" + "pw2" + "@b.example.com",
     "url-credentials")])
def test_redacted_url_credentials_are_no_secret_by_shape(text, kind):
    """An export of a contract whose URL credentials were redacted passes its own secret
    check (validate C2S-V020)."""
    assert looks_secret(text) == kind


@pytest.mark.parametrize("text, expected", [
    ('mutation { setPasswords(passwords: ["Pq7list01"]) { ok } }',
     'mutation { setPasswords(passwords: ["<redacted:credential>"]) { ok } }'),
    ("{'pins': ['4821', '9999']}", "{'pins': ['<redacted:credential>', '<redacted:credential>']}"),
    ('tags: ["a1b2", "c"]', 'tags: ["a1b2", "c"]'), ("passwords: []", "passwords: []")])
def test_a_list_of_strings_under_a_credential_name_is_redacted(text, expected):
    """Rule redact.quoted-list: each quoted string of the list, never another name's list."""
    assert redact(text) == expected


def test_prose_terms_are_no_values():
    """Rule redact.prose-term: a digit and up to three letters names a term (a title built
    from ``/session/token/2fa``); a longer mixed run after the word is still a value."""
    assert redact("Create session token 2fa") == "Create session token 2fa"
    assert redact("Verify PIN 3ds") == "Verify PIN 3ds"
    assert redact("use password hunter2x") == "use password <redacted:credential>"
    assert redact("token 2fab9") == "token <redacted:credential>"
    assert redact("Your PIN is 4821") == "Your PIN is <redacted:credential>"


@pytest.mark.parametrize("text, expected", [
    ("Login auth (palmr_web_2 backend).", "Login auth (palmr_web_2 backend)."),
    ("Invite token (api-3 service)", "Invite token (api-3 service)"),
    ("password (hunter2x for staging)", "password (<redacted:credential> for staging)"),
    ("password (admin_2).", "password (<redacted:credential>)."),
    ("password (admin_2, staging)", "password (<redacted:credential>, staging)"),
    ("password (Admin_2 backend)", "password (<redacted:credential> backend)"),
    ("Password: (palmr_web_2 backend)", "Password: (<redacted:credential> backend)"),
    ("password is admin_2 now", "password is <redacted:credential> now")])
def test_a_counted_name_opening_a_phrase_is_no_value(text, expected):
    """Rule redact.prose-phrase: a service's counted name in a bracketed phrase after a
    credential word (a description's ``(palmr_web_2 backend)``) is kept; the same name as the
    whole bracket, after a colon or a verb, and any other value in the phrase stay redacted."""
    assert redact(text) == expected


@pytest.mark.parametrize("name", ["i18nProviderLoadI18n_query$key", "i18nProviderLoadI18n_query",
                                  "k8sClusterNodeList2_nodes$data"])
def test_identifiers_of_words_are_no_secret(name):
    # rule redact.identifier-of-words: a Relay fragment key type is a name, no high-entropy run
    assert redact(f"names {name}, …") == f"names {name}, …"


@pytest.mark.parametrize("token", ["xK9mP2qR7sT4vW8yZ3aB", "aB3_xK9mP2qR7sT4vW8yZ"])
def test_random_runs_split_by_underscores_stay_secret(token):
    assert redact(token) == "<redacted:high-entropy>"


@pytest.mark.parametrize("text", [
    'articles(first: $count) @connection(key: "ActorArticleList_articles") { id }',
    'feed @stream_connection(filters: ["tag"], key: "Feed_items", initial_count: 2) { id }'])
def test_a_relay_connection_key_is_no_credential(text):
    # rule redact.connection-key
    assert redact(text) == text


@pytest.mark.parametrize("text, expected", [
    ('login(key: "AbcDefGhi") { id }', 'login(key: "<redacted:credential>") { id }'),
    ('@connection(key: "Feed_items") { id } login(key: "x y") { id }',
     '@connection(key: "Feed_items") { id } login(key: "<redacted:credential>") { id }')])
def test_a_key_outside_a_connection_directive_stays_redacted(text, expected):
    assert redact(text) == expected
