"""Secrets never leave the source. Two entry points decide what a credential is:

* by **shape**, :func:`looks_secret` (a value whose form is a credential, wherever it stands):
  ``jwt`` (three base64url parts starting ``eyJ``), ``private-key`` (PEM blocks), ``aws-key``
  (``AKIA``/``ASIA`` + 16; glued to more capitals or digits, the whole run when the 16 hold a
  digit between capitals, or are of the key alphabet ``[A-Z2-7]`` with a digit anywhere: rule
  ``redact.glued-aws-key``), ``github-token`` (``ghp_``/``gho_``/``ghu_``/``ghs_``/``ghr_`` and
  ``github_pat_``), ``stripe-key`` (``sk_``/``pk_``/``rk_`` ``live``/``test``), ``google-api-key``
  (``AIza`` + 35), ``slack-token`` (``xox[abprs]-``), provider prefixes whose body may be hex
  or of one letter case: ``gitlab-token`` (``glpat-``, ``gldt-``, ``glrt-`` …),
  ``shopify-token`` (``shpat_``/``shpca_``/``shppa_``/``shpss_`` + 32 hex),
  ``digitalocean-token`` (``dop_v1_``/``doo_v1_``/``dor_v1_`` + 64 hex), ``huggingface-token``
  (``hf_``, ``api_org_``), ``linear-key`` (``lin_api_``, ``lin_oauth_``), ``pypi-token`` (a
  ``pypi-`` macaroon for pypi.org or test.pypi.org), ``sendgrid-key`` (``SG.`` 22 ``.`` 43),
  ``npm-token`` (``npm_`` + 36), ``firebase-server-key`` (``AAAA…:APA91b…``),
  ``slack-webhook`` (the path after
  ``hooks.slack.com/services/``), ``url-credentials`` (``https://user:pass@host``),
  ``path-token`` (a segment of 16 characters or more holding two digits and a letter right
  after a segment naming a one-time link, alone or as one word of it: ``/token/``, ``/reset/``,
  ``/invite/``, ``/verify/``, ``/confirm/``, ``/unsubscribe/``, ``/magic-link/``,
  ``/activate/``, ``/reset-password/``, ``/verify_email/`` …: the one-time token of a link),
  ``bearer``
  and ``basic`` (an HTTP scheme followed by a literal token) and ``high-entropy`` (a run of at
  least :data:`ENTROPY_MIN_LENGTH` characters of ``[A-Za-z0-9+/=_-]`` holding at least two
  lower-case letters, two capitals and two digits, whose Shannon entropy is at least
  :data:`ENTROPY_MIN_BITS` bits per character and whose character class changes between at
  least :data:`ENTROPY_MIN_SWITCHES` of neighbouring pairs: random keys switch about 60 % of
  the time, camelCase identifiers about 20–35 %; hex-only hashes, UUIDs and ids, which have no
  capitals, are never secrets by shape, nor is a path of words, each ``/``-separated part a
  camelCase identifier or a number (``1openWorldHint/0/line``, a JSON Pointer's tail after its
  ``~1`` escape), nor an identifier of words (rule ``redact.identifier-of-words``:
  ``i18nProviderLoadI18n_query``, camelCase words and numeronyms joined by ``_`` or ``-``));
* by **position**, :func:`is_credential_position` (a value bound to a header, query, body,
  multipart or GraphQL argument whose name is a credential's: ``password``, ``pwd``, ``pin``,
  ``X-Auth``, ``X-Client-Key``, second factors: ``mfa``, ``totp``, ``2fa``, ``mfaCode``,
  ``verificationCode`` …, session ids: ``sid``, ``PHPSESSID``, ``jsessionid``: a word is a
  credential's when its value authenticates the sender; license and activation keys and codes,
  single sign-on tickets: ``licence_key``, ``activationCode``, ``?ticket=``, ``serviceTicket``),
  matched on the name's words, so ``keyword``, ``monkey``,
  ``pinned`` and ``author`` are not credentials, and neither is a name with a word saying it
  holds something else (``tokenType``, ``authUrl``, ``passwordLabel``, ``HEADER_AUTH``), nor a
  pagination token (``next_token``, ``pageToken``, ``continuationToken``: a token right after
  a word of :data:`PAGING_WORDS` is the position of a page of results, no credential).

:func:`redact` replaces both kinds inside any text (``?pwd=…`` query strings, pairs inside a
query value up to its separators, whatever separates name and value: ``=``, ``:``, a tab, a
full-width ``：``/``＝``, ``->``, or their ``%xx`` escapes, rule ``redact.pair-separators``
(``?q=password=A&token=B`` redacts ``A`` and ``B``, nothing of the rest), ``password: "…"``
and ``password: \"\"\"…\"\"\"`` arguments of a GraphQL document, ``"pwd":"…"`` JSON, ``Your PIN
is 4821`` in a sentence: rule ``redact.prose``) with ``<redacted:KIND>``; a literal at a
credential position is ``<redacted:credential>`` (:func:`redact_credential`). Per-file
extraction passes every string literal through :func:`redact` before facts are cached, the
schema pass redacts literal values it binds to credential positions (and the fact cache writes
no entry holding one of them: rule ``cache.credential-free`` of :mod:`code2skill.extract`), and
every contract, graph, audit report and stderr line is redacted again when written.

The patterns are a data table here rather than a scanner library: ``detect-secrets`` scans
files line by line through global settings, several times slower per string than these
compiled expressions, which run on every literal of every file; its pattern lists (1.5.0, the
last release) know no ``dop_v1_``, ``shp*_``, ``hf_`` or ``lin_api_`` token, and it brings
``requests`` along.
"""
from __future__ import annotations

import base64
import binascii
import math
import re
from collections import Counter
from functools import lru_cache
from typing import Any

from code2skill.sql_text import redact_sql_literals

CREDENTIAL = "<redacted:credential>"
ENTROPY_MIN_LENGTH = 20
ENTROPY_MIN_BITS = 3.5
ENTROPY_MIN_SWITCHES = 0.4

PATTERNS: tuple[tuple[str, re.Pattern], ...] = (
    ("private-key", re.compile(r"-----BEGIN [A-Z ]*PRIVATE KEY-----.*?-----END [A-Z ]*PRIVATE "
                               r"KEY-----", re.S)),
    # tried once per run of token characters, at its first ``eyJ`` (a later one in the same
    # run ends where it ends: it matches when the first does), so ``eyJ`` × n is linear
    ("jwt", re.compile(r"(?<![A-Za-z0-9_-])(?>(?P<pre>[A-Za-z0-9_-]*?)eyJ)"
                       r"[A-Za-z0-9_-]{8,}+\.[A-Za-z0-9_-]{8,}+\.[A-Za-z0-9_-]{8,}+")),
    # (a key's letters are upper-case: one glued after a lower-case word, ``rotateAKIA…``,
    # is still the key, and so is one before a camelCase word, ``getAKIA…Meta``; a key
    # glued to more capitals or digits, ``/y/AKIA…ATZ/``,
    # ``XAKIA…``, is the whole run up to such a word when its 16 characters hold a digit
    # between capitals, or are all of a key's own alphabet, ``[A-Z2-7]`` (base32), and hold a
    # digit wherever it stands (``AKIA2345QZXK…``, ``…QRS7`` then ``Z``), as a random key's
    # do, and an identifier's run of words seldom does: ``ASIAPACIFICSOUTHEASTREGION`` (no
    # digit), ``ASIA2024CONFERENCEBANNER`` (a year's ``0``, no key's) are kept)
    ("aws-key", re.compile(r"(?<![0-9A-Z])(?:(?:AKIA|ASIA)[0-9A-Z]{16}|[0-9A-Z]*?(?:AKIA|ASIA)"
                           r"(?=[0-9A-Z]{0,12}[A-Z][0-9]{1,2}[A-Z]|[A-Z2-7]{0,15}[2-7])"
                           r"(?=[0-9A-Z]{0,12}[A-Z][0-9]{1,2}[A-Z]|[A-Z2-7]{16})"
                           r"[0-9A-Z]{16}[0-9A-Z]*?)(?![0-9]|[A-Z](?![a-z]))")),
    ("github-token", re.compile(r"\b(gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{30,})")),
    ("stripe-key", re.compile(r"\b[rsp]k_(live|test)_[A-Za-z0-9]{16,}\b")),
    ("google-api-key", re.compile(r"\bAIza[0-9A-Za-z_-]{35}\b")),
    ("slack-token", re.compile(r"xox[abprs]-[A-Za-z0-9-]{10,}")),    # glued to a word too
    # (on the scheme word's line, and no GraphQL fragment spread: a document's
    # ``token\n  ...InviteFields`` selects a field named token, it carries none)
    ("bearer", re.compile(r"(?i)\b(bearer|token)[ \t]+(?!\.\.\.)([A-Za-z0-9._~+/=-]{16,})")),
    ("basic", re.compile(r"(?i)\b(basic)\s+([A-Za-z0-9+/]{12,}={0,2})")),
    ("telegram-token", re.compile(r"(?<=bot)\d{6,}:[A-Za-z0-9_-]{20,}")),
    # provider prefixes whose body may be hex or of one letter case (no entropy rule sees it)
    ("gitlab-token", re.compile(r"\bgl(?:pat|dt|rt|ptt|cbt|ffct|soat|oas|imt|agent)-"
                                r"[A-Za-z0-9_-]{20,}+")),
    ("shopify-token", re.compile(r"\bshp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}\b")),
    ("digitalocean-token", re.compile(r"\bdo[por]_v1_[a-f0-9]{64}\b")),
    ("huggingface-token", re.compile(r"\b(?:hf|api_org)_[A-Za-z0-9]{30,}+\b")),
    ("linear-key", re.compile(r"\blin_(?:api|oauth)_[A-Za-z0-9]{32,}+\b")),
    ("pypi-token", re.compile(r"\bpypi-AgE(?:IcHlwaS5vcmc|NdGVzdC5weXBpLm9yZw)[A-Za-z0-9_-]{8,}+")),
    ("sendgrid-key", re.compile(r"\bSG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}\b")),
    ("npm-token", re.compile(r"\bnpm_[A-Za-z0-9]{36}\b")),
    ("firebase-server-key", re.compile(r"\bAAAA[A-Za-z0-9_-]{7}:APA91b[A-Za-z0-9_-]{20,}+")),
)
# The end of a private key block: the block pattern is tried only before the last one, so
# ``-----BEGIN … PRIVATE KEY-----`` × n with no end is not scanned to the end n times.
KEY_END = re.compile(r"-----END [A-Z ]*PRIVATE KEY-----")
# a chat or automation webhook: every segment after a ``/hooks/``/``/webhook(s)/`` segment that
# holds a digit and six characters or more is its id or token (Mattermost, Rocket.Chat,
# Zapier ``hooks/catch/<id>/<token>``), whatever its letter case
WEBHOOK_PATH = re.compile(r"(?i)(/(?:hooks?|webhooks?)/)((?:[A-Za-z0-9_-]++/?)++)")
# a number at a credential name inside a text (a GraphQL argument ``otp: 739215``)
NUMBER_PAIR = re.compile(r"(?P<name>[A-Za-z_][A-Za-z0-9_-]{0,127}+)\s*:\s*(?P<value>\d{3,}+)\b")
# a path segment right after a word that says the next one is a one-time token (a reset,
# invite, verification or unsubscribe link: ``/password/reset/<64 hex>``, ``/invite/<uuid>``)
PATH_TOKEN = re.compile(r"(?i)(/(?:[A-Za-z0-9]{1,24}[-_]){0,3}(?:tokens?|reset|invites?|"
                        r"invitations?|verify|verification|confirm|confirmation|unsubscribe|"
                        r"magic[-_]links?|activate|activation|recover|recovery)"
                        r"(?:[-_][A-Za-z0-9]{1,24}){0,3}/)(?![<{$:])([A-Za-z0-9_-]{16,}+)"
                        r"(?![A-Za-z0-9_-])")
SLACK_WEBHOOK = re.compile(r"(?i)(hooks\.slack\.com/(?:services|workflows|triggers)/)"
                           r"(?![<$]{)[A-Za-z0-9/_-]+")
# ``scheme://user:pass@``, ``//user:pass@``, a bare ``token@``, an empty user (``redis://:pw@``);
# a password may hold ``@``: the user information ends at the authority's last ``@``
# A scheme starts at any letter not after another (``1https://``, ``base_https://``); a bare
# ``//`` after a letter or digit is a URL's only with a password (``/proxy/1//svc:pw@host``).
URL_CREDENTIALS = re.compile(r"(?i)((?<![a-z])[a-z][a-z0-9+.-]{0,31}+://|(?<![\w:/])//"
                             r"|(?<=\w)//(?=[^/\s:@?#]++:[^/\s?#]+@))"
                             r"(?:[^/\s:@?#]++(?::[^/\s?#]+)?|:[^/\s?#]+)@")
# a path's matrix parameter (``/cart;jsessionid=…/items``): its value ends at the segment's end
MATRIX_PAIR = re.compile(r"(;)([A-Za-z0-9_.\-]+)=(?![$<{:])([^/;?&#\s]+)")
QUERY_PAIR = re.compile(r"(^|[?&;#])([A-Za-z0-9_.\-\[\]]+)=(?![$<{:])([^&;#\s]+)")
# Rule ``redact.pair-separators``: where a ``name=value`` or ``name:value`` pair may start
# inside a text — at its start, or after a separator of a query or a value (``? & ; , | = :
# (``, a space or tab, a full-width ``：``/``＝``, the ``>`` of ``->``, a quote opening a
# string of a JSON text or a message: ``{"filter": "token->x"}``) or its ``%xx`` escape
# (``%26``, ``%2C``, ``%3D``, ``%EF%BC%9A`` …); never inside a run of name characters, so
# each run is read once
PAIR_START = (r"(?:^|(?<=[?&;,|=:(\s：＝>\"'`])|(?<=%2[Cc6])|(?<=%7[Cc])|(?<=%3[BbAaDdFf])"
              r"|(?<=%09)|(?<=%[Ee][Ff]%[Bb][Cc]%9[AaDd]))")
# a pair's name: runs of name characters, each after hyphens (``X-Auth-Token``, ``--pwd``);
# never ending in a hyphen, so ``token->x`` is the name ``token`` and the separator ``->``
PAIR_NAME = r"((?:-*+[A-Za-z0-9_.\[\]]++)++)"
# a pair inside a query value written ``name=value`` (``?filter=a,password=x``,
# ``?q=password=x&token=y``, an ``encodeURIComponent``'d ``password%3Dx%26token%3Dy``): the
# name and ``=`` only; its value (:func:`pair_value`) is read by :func:`separated_pairs`, so a
# pair that is no credential's never hides the ones after it (``?q=a,b=1,token=x``)
SEPARATED_PAIR = re.compile(PAIR_START + PAIR_NAME + r"(?P<sep>=|%3[Dd])(?![$<{:])"
                            r"(?=[^&;#\s])")
# a pair written ``name:value`` inside a value (``?filter=user:bob,password:x``, a body field
# ``'token:x'``, ``?q=password%3Ax``, an ``encodeURIComponent``'d ``user%3Abob%2Cpassword%3Ax``,
# an upper-cased ``PASSWORD:X``), or with a tab (``password\tx``), a full-width ``：`` or ``＝``
# (``password：x``, ``token＝x``, spaces around them allowed) or an arrow (``token->x``,
# ``token -> x``), or their ``%xx`` escapes: its value not a space, a quote (a quoted pair's,
# :data:`QUOTED_PAIRS`), a URL's ``//``, a placeholder or a redaction; read by
# :func:`colon_pairs`, which redacts it when the name is a credential's
COLON_PAIR = re.compile(PAIR_START + PAIR_NAME +
                        r"(?P<sep>:|%3[Aa]|[ ]*+(?:\t|：|＝|->)[ \t]*+|%09|-%3[Ee]"
                        r"|%[Ee][Ff]%[Bb][Cc]%9[AaDd])"
                        r"(?![\s\"'`$<{]|//)(?=[^&;#\s])")
# a pair's value runs to a separator of the query (``&``, ``;``, ``#``) or whitespace; in an
# encoded text (the pair's separator a ``%xx`` escape) to an encoded one too (``%26``, ``%3B``,
# ``%23``, ``%20``)
PAIR_VALUE = re.compile(r"[^&;#\s]+")
ENCODED_PAIR_VALUE = re.compile(r"(?:[^&;#\s%]++|%(?!26|3[Bb]|23|20))+")
# the characters that may separate a pair's name from its value besides ``=`` and ``:`` (a
# text holding none of them, nor ``%``, has no pair for :func:`colon_pairs`)
LOOSE_SEPARATORS = ("\t", "：", "＝", "->", "%")
QUOTES = re.compile(r"[\"'`]")
VALUE = r"(?!<|\$\{)"        # a value is not a placeholder (``${pw}``) nor already redacted
# A name before ``:``/``=`` (``password``, ``X-Api-Key``): its last 128 characters at most, taken
# possessively, so a long run of name characters with no value after it is scanned in linear
# time, not once per starting character (a 40 KB run took 25 s). Values are possessive too:
# an alternation repeated greedily keeps a backtracking frame per character (235 bytes each).
NAME = r"[A-Za-z_][A-Za-z0-9_-]{0,127}+"
# a quoted value runs to its closing quote; escapes (``\"``, ``\\``) are part of it; the name
# and value are separated by ``:``, ``=``, a full-width ``：``/``＝`` or ``->`` (the name, taken
# possessively, may end with the arrow's ``-``: ``token->"x"``). One
# pattern per quote, and no look-ahead inside a possessive repeat: CPython 3.11.2's ``re``
# never matches one (the tests check redaction on the running interpreter).
QUOTED_PAIRS = tuple(re.compile(r"(?P<kq>[\"']?)(?P<name>" + NAME + r")(?P=kq)\s*"
                                r"(?:[:=：＝]|->|(?<=-)>)\s*"
                                + quote + VALUE + r"(?P<value>(?:\\[^\n]|[^" + quote +
                                r"\\\n])++)" + quote) for quote in ('"', "'"))
# rule ``redact.quoted-list``: a list of quoted strings under a credential's name (a GraphQL
# argument or a JSON member: ``passwords: ["…"]``, ``"pins": ["…", "…"]``), each string redacted
QUOTED_STRING = re.compile(r'"(?:\\[^\n]|[^"\\\n])*+"|\'(?:\\[^\n]|[^\'\\\n])*+\'')
LIST_PAIR = re.compile(r"(?P<kq>[\"']?)(?P<name>" + NAME + r")(?P=kq)\s*[:=]\s*\[(?P<items>"
                       r"(?:\s*+(?:" + QUOTED_STRING.pattern + r")\s*+,?)++)\]")
# a block string's value: text, escapes, and one or two quotes before another character, in
# an atomic group (3.11.2 fails a possessive optional inside a repeat too)
BLOCK_TEXT = r'(?>(?:[^"\\]++|\\.|""?(?:[^"\\]|\\.))*)'
BLOCK_PAIR = re.compile(r'(?P<name>' + NAME + r')\s*:\s*"""' + VALUE +          # GraphQL
                        r'(?P<value>(?=[^"])' + BLOCK_TEXT + r')"""', re.S)        # block strings
# a GraphQL variable's default: a string, a block string or a list of strings
# (``$pwd: String = "…"``, ``$t: String = """…"""``, ``$p: [String!]! = ["…"]``)
GQL_DEFAULT = re.compile(r'\$(?P<name>[A-Za-z_][A-Za-z0-9_]*)\s*:\s*[A-Za-z_\[][\w!\[\] ]*='
                         r'\s*(?P<value>"""' + BLOCK_TEXT + r'"""|"(?:\\[^\n]|[^"\\\n]++)*+"'
                         r'|\[[^\]\n]*\])', re.S)
GQL_ARGUMENT = re.compile(r'(?P<name>[A-Za-z_][A-Za-z0-9_]{0,127}+)\s*:\s*\$(?P<var>[A-Za-z_][A-Za-z0-9_]*)')
TOKEN_RUN = re.compile(r"[A-Za-z0-9+/=_-]{%d,}" % ENTROPY_MIN_LENGTH)
# A run of one character class (lower case, capitals, digits, other) of a token: a token's
# class switches are its runs less one.
CLASS_RUN = re.compile(r"[a-z]+|[A-Z]+|[0-9]+|[^a-zA-Z0-9]+")
# The Fetch API's ``credentials`` modes: a literal at a credential position that is one of
# them names a mode, never a secret.
HAS_DIGIT = re.compile(r"\d")
HAS_SPACE = re.compile(r"[^\S\n]")
ANY_SPACE = re.compile(r"\s")
FETCH_MODES = frozenset(("include", "same-origin", "omit"))
SCHEME = re.compile(r"(?i)^(bearer|token|basic|digest|jwt|apikey)\s+\S")

# "password" in the languages front ends are written in, as :func:`words_of` gives them
# (``motDePasse`` → ``mot de passe``: ``passe``; ``contraseña``, ``пароль``, ``密码`` whole)
FOREIGN_PASSWORD_WORDS = frozenset((
    "senha", "contrasena", "contraseña", "clave", "passe", "mdp", "kennwort", "wachtwoord",
    "parola", "haslo", "hasło", "heslo", "jelszo", "jelszó", "sifre", "şifre", "salasana",
    "lösenord", "losenord", "passord", "adgangskode", "parol", "пароль", "гасло", "κωδικός",
    "密码", "密碼", "口令", "パスワード", "비밀번호", "סיסמה", "sandi", "密钥", "密鑰", "验证码",
    "驗證碼", "暗証番号", "認証コード", "암호"))
# Words of a name (split at case changes, digits and punctuation) that make it a credential's.
CREDENTIAL_WORDS = frozenset((
    "password", "passwd", "passwort", "passphrase", "passcode", "pass", "pwd", "secret",
    "secrets", "token", "csrf", "xsrf", "cookie", "authorization", "auth", "credential",
    "credentials", "creds", "apikey", "privatekey", "accesskey", "secretkey", "clientkey", "otp", "totp",
    "pin", "sig", "signature", "session", "sessionid", "jwt", "hmac", "mfa", "tfa", "hotp",
    "verifier", "pw", "passwords", "pins", "mnemonic", "cvv", "cvc", "userpass", "passw",
    "seedphrase", "sessid", "phpsessid", "jsessionid", "aspsessionid", "appid", "assertion",
    "authentication", "bearer") + tuple(FOREIGN_PASSWORD_WORDS))
# (``verifier``: PKCE's code_verifier proves the sender)
# ``sid`` (a session id) is a credential's word alone or after one of these (``sid``,
# ``X-Sid``, ``session_sid``), not after others (``accountSid``, ``user_sid``: an id).
SID_QUALIFIERS = frozenset(("x", "session", "connect"))
# ``answer`` is a credential's word after one of these (``securityAnswer``: it authenticates).
ANSWER_QUALIFIERS = frozenset(("security", "secret", "recovery", "challenge", "question"))
# ``code`` is a credential's word after one of these, whose value proves who the sender is (a
# second factor, a one-time or recovery code: ``mfaCode``, ``verificationCode``,
# ``backupCode``, ``2faCode``), not alone or after others (``countryCode``, ``zipCode``).
CODE_QUALIFIERS = frozenset((
    "verification", "verify", "recovery", "backup", "sms", "factor", "security", "mfa", "tfa",
    "otp", "totp", "fa", "auth", "license", "licence", "activation", "access", "unlock",
    "pairing", "device"))
# ``ticket`` is a credential's word after one of these (``serviceTicket``: a single sign-on
# ticket, CAS's ``ST-…``), and alone or after ``x`` in a query or header (``?ticket=``,
# ``X-Ticket``), never alone in a body (``{ticket: 42}``: a help desk's ticket id).
TICKET_QUALIFIERS = frozenset((
    "service", "auth", "login", "session", "sso", "proxy", "cas", "access", "granting",
    "kerberos"))
# A word that ends with one of these is a credential's too (``csrftoken``, ``clientsecret``).
CREDENTIAL_ENDINGS = ("token", "secret", "password", "passwd", "apikey", "appkey")
# ``key`` is a credential's word alone (``key``) or after one of these (``apiKey``,
# ``X-Client-Key``), not after others (``sortKey``, ``Idempotency-Key``, ``queryKey``); a
# set-up or enrolment key (``setup_key``, ``enrollmentKey``) is the secret the user types to
# prove they own the installation it sets up
KEY_QUALIFIERS = frozenset((
    "api", "access", "private", "secret", "client", "signing", "encryption", "license",
    "licence", "activation", "setup", "install", "installation", "enrollment", "enrolment",
    "bootstrap",
    "auth", "session", "ssh", "master", "app", "consumer", "subscription", "account",
    "application", "x", "recovery", "backup", "priv", "enc", "shared", "product",
    "decryption", "crypto", "wallet", "serial", "mac", "unlock"))
# ``phrase`` is a credential's word after one of these (``seedPhrase``, ``recovery_phrase``).
PHRASE_QUALIFIERS = frozenset(("seed", "recovery", "secret", "pass", "mnemonic"))
# ``seed`` is a credential's word after one of these (``walletSeed``: the key a wallet is made
# from); alone it is as often a random generator's seed or a game's as a wallet's, so it stays a
# value
SEED_QUALIFIERS = frozenset(("wallet", "mnemonic", "recovery", "master", "private", "hd",
                             "secret", "bip39"))
# A word that says the name holds something else than the credential itself (``tokenType``,
# ``HEADER_AUTH``, ``passwordLabel``, ``accessTokenExpiresAt``).
NOT_VALUE_WORDS = frozenset((
    "name", "names", "header", "headers", "url", "uri", "path", "endpoint", "type", "field",
    "label", "placeholder", "hint", "length", "min", "max", "count", "required", "policy",
    "expiry", "expires", "expiration", "at", "date", "time", "timeout", "ttl", "mode",
    "strength", "visible", "visibility", "enabled", "error", "errors", "message", "provider",
    "method", "scheme", "strategy", "status", "domain", "realm", "scope", "server", "host",
    "text", "title", "icon", "format", "prefix", "kind", "version", "valid", "invalid"))
# A first word that makes the name a yes/no flag about a credential, not the credential
# (``isToken: false``, ``skipAuth``, ``hasPassword``, ``withCredentials``).
FLAG_WORDS = frozenset((
    "is", "has", "need", "needs", "use", "uses", "skip", "no", "with", "without", "require",
    "requires", "should", "can", "enable", "disable", "allow", "show", "hide", "remember"))
# Words before a last ``token`` that make it the position of a page of results, not a
# credential (``next_token``, ``nextPageToken``, ``continuationToken``)
PAGING_WORDS = frozenset(("next", "page", "continuation", "cursor", "prev", "previous",
                          "pagination", "paging"))
# Words of NOT_VALUE_WORDS that only say whose credential it is when they come before a last
# word that is itself a credential (``hostPassword``, ``X-Postmark-Server-Token``,
# ``server_token``); after it, or before a weaker word (``HEADER_AUTH``), they still veto.
CONTEXT_WORDS = frozenset((
    "server", "host", "domain", "realm", "provider", "status", "path", "endpoint", "scope",
    "method", "scheme", "strategy", "version"))
# Last words that hold a credential's value whatever context word stands before them.
VALUE_WORDS = frozenset((
    "password", "passwd", "passwort", "passphrase", "passcode", "pwd", "pw", "secret", "token",
    "apikey", "privatekey", "accesskey", "secretkey", "clientkey")) | FOREIGN_PASSWORD_WORDS
# ``sign`` (a request signature: ``?sign=…``, ``X-Sign``) is a credential's word as the last
# word of a query or header name; in a body it is as often a number's sign, and ``signIn`` is
# an action.
SIGN_KINDS = frozenset(("query", "header"))
# ``sas`` (an Azure shared access signature, ``?sas=…``) likewise; ``SAMLResponse`` (a signed
# sign-in assertion) is a credential's name wherever it is sent.
WORD = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+")
# a run of letters of any script, or of digits (:func:`words_of` beyond ASCII)
LETTER_RUN = re.compile(r"[^\W\d_]+|\d+")
# where a word ends inside a run of letters: before a capital that follows a lower-case letter
CASE_BREAK = re.compile(r"(?<=[a-zß-ÿа-яё])(?=[A-ZÀ-ÞА-ЯЁ])")
# Rule ``redact.prose``: a credential written in a sentence (a dialog's text: ``Your PIN is
# 4821``, ``use password hunter2x``, ``verification code: 739215``, ``The password for admin
# is "Adm1n"``, ``Das Kennwort lautet X``). A word of the text, or two (``verification
# code``), at a credential position; then on the same line either a connector — a verb of
# being in English or another language (:data:`PROSE_CONNECTORS`: ``is``, ``will be``,
# ``lautet``, ``es``, ``est``…), after at most six words (``for user2``, ``for the admin
# account``, ``(staging)``) and before an optional colon and at most three adverbs or verbs
# that carry no value (``is set to``, ``is now``) —, or, after at most four words of letters (``for admin``, ``to
# the admin API``), ``=``/``:`` (full-width ``：`` too) or an arrow
# (``→``, ``->``, ``=>``), which the value may follow on the next line (``Password:⏎X``), or
# a spaced dash (``Password — X``; not after a name holding ``_``: the tool's own lines write
# ``create_user_password — service``); or, right after the word, a space alone. Then a value
# in quotes, backquotes, brackets or parentheses or not (``password (X) sent``) holding a
# digit (the first such word after the verb): after a connector, colon, arrow or dash, the whole run up to the next space, quote or
# query separator (``&``, ``#``), less the punctuation closing the sentence
# (``Summer2024!Winter``, ``Tr0ub4dor.and3``, ``adm1n:Sup3r`` whole); after a space alone, up
# to the next punctuation too (``pin v1.2.3`` names no PIN); 3 to 512 characters. An all-digit
# value only after a word whose value is a number (``PIN``, ``code``, ``password``: not
# ``session 2024``, ``key 1234``). Any space but a line break separates words (a non-breaking
# space too): a GraphQL selection ``secretKey`` above ``supports3ds`` is no sentence.
PROSE_CONNECTORS = (
    "is", "was", "are", "were", "will be", "would be", "should be", "must be", "has been",
    "becomes", "equals", "set to", "reads",                         # English
    "ist", "lautet", "lauten", "war", "wird", "heißt", "heisst",     # German
    "es", "era", "será", "sera", "serán",                            # Spanish
    "est", "était", "etait",                                         # French
    "è", "é", "sarà",                                                # Italian, Portuguese
    "luidt", "wordt", "är", "er", "jest", "je", "olur", "это")
PROSE_SPACE = r"[^\S\n]"
PROSE_NAME = re.compile(r"(?<![\w-])[^\W\d_][\w-]{0,63}+")
PROSE_PHRASE = rf"(?:{PROSE_SPACE}++[^\W\d_]{{1,20}}+){{0,4}}?"
# before a verb: up to six words of any characters (``for user2``, ``for admin@example.com``,
# ``(staging)``); after it, up to three of :data:`PROSE_FILLERS` (``is set to``, ``is now``)
PROSE_SUBJECT = rf"(?:{PROSE_SPACE}++\S{{1,40}}+){{0,6}}?"
PROSE_FILLERS = ("now", "set", "to", "still", "currently", "temporarily", "changed", "reset",
                 "always", "just", "simply", "also", "then", "initially", "by default")
PROSE_FILLER = rf"(?:{PROSE_SPACE}++(?:{'|'.join(PROSE_FILLERS)})){{0,3}}?"
PROSE_VALUE = re.compile(
    rf"(?:{PROSE_SUBJECT}{PROSE_SPACE}++"
    rf"(?:{'|'.join(sorted(PROSE_CONNECTORS, key=len, reverse=True))})"
    rf"(?:{PROSE_SPACE}*+:)?{PROSE_FILLER}{PROSE_SPACE}++"
    rf"|{PROSE_PHRASE}{PROSE_SPACE}*+(?:[:=：→⇒]|->|=>){PROSE_SPACE}*+(?:\n{PROSE_SPACE}*+)?"
    rf"|{PROSE_PHRASE}{PROSE_SPACE}++(?P<dash>[-–—]){PROSE_SPACE}++"
    rf"|(?P<bare>{PROSE_SPACE}++))"
    r"[\"'“‘«„(`\[「『]?(?=[^\s'\"`<>&#“”‘’«»„]{0,512}?\d)"
    r"(?P<value>(?![<$])[^\s.,;:!?'\"`()\[\]{}<>&#“”‘’«»„]{3,512}+)"
    r"(?![^\s.,;:!?'\"`()\[\]{}<>&#“”‘’«»„])")
# the whole run a value read after a connector spans (:data:`PROSE_VALUE`), and the
# punctuation that closes a sentence around it
# Rule ``redact.credential-sentence``: a sentence of a text (to a newline, or to ``.``, ``!``
# or ``?`` before a space and a capital letter: ``e.g. X`` goes on), and a run that mixes
# letters and digits (a letter and two digits among six characters or more, no redaction
# marker: ``code2skill``, ``i18n`` are names)
SENTENCE = re.compile(r"(?:[^\n.!?]|[.!?](?![^\S\n]+[A-Z]|\n|$))+")
NUMBERED_NAME = re.compile(r"[A-Za-z]+\d{1,3}|\d{1,3}[A-Za-z]+")
# Rule ``redact.api-version``: an API version token (``v1``, ``v1beta1``, ``v2alpha3``,
# Kubernetes-style), alone or as one part of a name of words joined by ``_`` or ``-``
# (``create_v1beta1_project``), names a version of an API, never a secret
API_VERSION = r"[vV]\d{1,2}+(?:(?:alpha|beta|rc|preview)\d{0,2}+)?"
VERSIONED_NAME = re.compile(rf"(?:[A-Za-z]++[_-])*+{API_VERSION}(?:[_-][A-Za-z]++)*+")
SECRET_NOUNS = frozenset({"password", "passwords", "passwd", "pwd", "passphrase", "passcode",
                          "pin", "secret", "secrets", "key", "keys", "apikey", "token", "tokens",
                          "credential", "credentials", "passwort", "kennwort", "contraseña",
                          "senha", "wachtwoord", "lösenord", "salasana", "пароль"})
MIXED_RUN = re.compile(r"(?<![\w<:./-])(?=[^\W_]*[A-Za-z])(?=[^\W_]*\d[^\W_]*\d)[^\W_]"
                       r"[\w!@$%^*+=~-]{5,511}(?![\w>])")
PROSE_RUN = re.compile(r"[^\s'\"`<>&#“”‘’«»„]{0,512}+")
SENTENCE_CLOSE = ".,;:!?)]}"
# Rule ``redact.prose`` too: a test account written ``user / password`` or ``user:password``
# after ``account``, ``credentials`` or ``login`` in the same line (``Test account: admin /
# Sup3rS3cret1``, ``Staging credentials root:toor5``); the password is redacted when it holds
# a digit, as every prose value.
ACCOUNT_PAIR = re.compile(r"(?i)(?<![A-Za-z])(?:accounts?|credentials?|creds|logins?)"
                          r"(?![A-Za-z])[^\n]{0,40}?[ \t:=]"
                          r"(?P<user>[^\s/:@<>]{1,64}+)(?:[ \t]*+/[ \t]*+|:)"
                          r"(?P<value>(?![<$])[^\s/]{3,64}+)")
# Rule ``redact.prose`` too: the password of a well-known account name after a spaced slash
# (``admin / X``, ``root / X``), or of any user given to a command's user flag (``curl -u
# admin:X``, ``--user=bob:X``).
KNOWN_ACCOUNT_PAIR = re.compile(
    r"(?i)(?:(?<![\w/.-])(?:admin|administrator|root|superuser|sa|guest|demo|test|user)"
    r"[ \t]++/[ \t]++|(?<![\w-])(?:-u|--user)(?:[ \t]++|=)[^\s:/@]{1,64}+:)"
    r"(?P<value>(?![<$])[^\s/@]{3,64}+)")
# Rule ``redact.prose`` in scripts written without spaces between words (Chinese, Japanese) or
# with particles glued to them (Korean): a password word of :data:`UNSPACED_PASSWORD_WORDS`,
# then at most four particles, colons, quotes or spaces (``パスワードは``, ``密码：``,
# ``비밀번호는 ``), then a value of Latin letters, digits and symbols (``パスワードはXです``).
UNSPACED_PASSWORD_WORDS = ("密码", "密碼", "口令", "密钥", "密鑰", "验证码", "驗證碼",
                           "パスワード", "暗証番号", "認証コード", "비밀번호", "암호")
UNSPACED_PAIR = re.compile(
    rf"(?:{'|'.join(UNSPACED_PASSWORD_WORDS)})"
    r"(?:[はがをもの是为為：:=\s「『\"'“]|는|은|이|가){0,4}+"
    r"(?P<value>(?![<$])[A-Za-z0-9!$%&*+\-/=?@^_~]{3,64}+)(?![A-Za-z0-9!$%&*+\-/=?@^_~])")
# words that are a credential's only after a qualifier (``verification code``, ``security
# answer``): the word before them counts; before any other it does not (``password in
# base64`` names no credential ``in``)
QUALIFIED_WORDS = frozenset((
    "code", "codes", "answer", "answers", "phrase", "phrases", "key", "keys", "sid", "ticket",
    "tickets"))
NUMERIC_CREDENTIAL_WORDS = frozenset((
    "pin", "pins", "otp", "totp", "hotp", "passcode", "code", "codes", "cvv", "cvc",
    "password", "passwd", "pwd", "pw", "passphrase")) | FOREIGN_PASSWORD_WORDS


def words_of(name: str) -> list[str]:
    """The lower-case words of a name: ``X-Client-Key`` → ``['x', 'client', 'key']``,
    ``privateKey`` → ``['private', 'key']``, ``api_key`` → ``['api', 'key']``; a name with
    letters beyond ASCII is split at non-letters and at a lower-case letter followed by a
    capital (``nuevaContraseña`` → ``['nueva', 'contraseña']``, ``пароль`` → ``['пароль']``),
    and a run of letters that have no case (``密码``) is one word."""
    if name.isascii():
        return [w.lower() for w in WORD.findall(name)]
    return [w.lower() for part in LETTER_RUN.findall(name) for w in CASE_BREAK.split(part)]


def is_bare_key(name: str | None) -> bool:
    """Whether ``name`` (its last dotted segment) is the bare word ``key``/``keys``: a
    record's or a setting's name as often as an API key (``{key: group.key}``,
    ``?key=${item().key}``), so it alone is no evidence of a credential."""
    return bool(name) and words_of(name.rsplit(".", 1)[-1]) in (["key"], ["keys"])


def is_credential_record_id(name: str | None) -> bool:
    """Rule ``query.credential-record-id``: whether ``name`` (its last dotted segment) names
    the identifier of a stored token or key (``tokenId``, ``token_id``, ``keyIds``): the
    record an admin page lists or deletes (``/Admin/DeleteToken?tokenId=…``), not the secret
    itself; half of a key pair (``access_key_id``, ``apiKeyId``: a qualifier before ``key``)
    stays a credential."""
    words = words_of(name.rsplit(".", 1)[-1]) if name else []
    return len(words) > 1 and words[-1] in ("id", "ids") and (
        words[-2] in ("token", "tokens")
        or words[-2] in ("key", "keys") and not (len(words) > 2 and words[-3] in KEY_QUALIFIERS))


@lru_cache(maxsize=1 << 14)
def is_credential_position(kind: str, name: str) -> bool:
    """Whether a value bound to ``name`` is a credential. ``kind`` is where the name stands
    (``header``, ``query``, ``body``, ``multipart``, ``graphql`` or ``field`` for an object key
    or a variable): every kind uses the same word rules, applied to the last segment of a
    dotted name (``body:user.password`` → ``password``)."""
    words = words_of(name.rsplit(".", 1)[-1])
    if not words or vetoed(words) or (len(words) > 1 and words[0] in FLAG_WORDS):
        return False
    if words[-1] in ("token", "tokens") and len(words) > 1 and words[-2] in PAGING_WORDS:
        return False                  # ``next_token``: a page's position
    if words[-1] in ("sign", "sas"):
        return kind in SIGN_KINDS
    if words[-2:] == ["saml", "response"]:
        return True
    if words[-1] in ("code", "codes") and len(words) > 1 and words[-2] in CODE_QUALIFIERS:
        return True
    if words[-1] in ("answer", "answers") and len(words) > 1 and words[-2] in ANSWER_QUALIFIERS:
        return True
    if "".join(words[:2]) == "2fa":
        return True
    if words[-1] in ("phrase", "phrases") and len(words) > 1 and words[-2] in PHRASE_QUALIFIERS:
        return True
    if words[-1] == "seed" and len(words) > 1 and words[-2] in SEED_QUALIFIERS:
        return True
    if words[-2:] == ["key", "id"] and len(words) > 2 and words[-3] in KEY_QUALIFIERS:
        return True                   # ``access_key_id``: half of a key pair, never an input
    if kind == "header" and words[0] == "x" and words[-1] == "key" and "idempotency" not in words:
        return True                   # ``X-Appwrite-Key``: a vendor's key header
    if words[-1] in ("ticket", "tickets"):
        return len(words) > 1 and words[-2] in TICKET_QUALIFIERS or kind in (
            "query", "header") and (len(words) == 1 or words[-2] == "x")
    if words[-1] == "sid":
        return len(words) == 1 or words[-2] in SID_QUALIFIERS
    if words[-1] in ("key", "keys"):
        return len(words) == 1 or words[-2] in KEY_QUALIFIERS or words[-2] in CREDENTIAL_WORDS \
            and words[-2] not in ("token", "session")
    return any(w in CREDENTIAL_WORDS or w.endswith(CREDENTIAL_ENDINGS) for w in words)


def vetoed(words: list[str]) -> bool:
    """Whether a word of the name says it holds something else than the credential
    (:data:`NOT_VALUE_WORDS`), a context word before a last credential word excepted
    (:data:`CONTEXT_WORDS`: ``serverPassword`` is the server's password)."""
    vetoes = [w for w in words if w in NOT_VALUE_WORDS]
    if not vetoes:
        return False
    last = words[-1]
    return not ((last in VALUE_WORDS or last.endswith(CREDENTIAL_ENDINGS)) and
                all(w in CONTEXT_WORDS for w in vetoes))


def high_entropy(run: str) -> bool:
    """Rule ``high-entropy``: see the module docstring for the thresholds."""
    if len(run) < ENTROPY_MIN_LENGTH or run.startswith("/") or path_of_words(run) or \
            IDENTIFIER_OF_WORDS.fullmatch(run):
        return False
    counts = Counter(run)                 # counted in C: a run may be megabytes long
    lower = sum(n for c, n in counts.items() if c.islower())
    upper = sum(n for c, n in counts.items() if c.isupper())
    digits = sum(n for c, n in counts.items() if c.isdigit())
    if lower < 2 or upper < 2 or digits < 2:
        return False
    bits = -sum(n / len(run) * math.log2(n / len(run)) for n in counts.values())
    if bits < ENTROPY_MIN_BITS:
        return False
    switches = len(CLASS_RUN.findall(run)) - 1
    return switches >= ENTROPY_MIN_SWITCHES * (len(run) - 1)


def path_of_words(run: str) -> bool:
    """Whether ``run`` is two or more ``/``-separated parts, each a camelCase identifier
    of words of two letters or more, or a number (:data:`WORD_PART`:
    ``1openWorldHint/0/line``), an identifier of words (:data:`IDENTIFIER_OF_WORDS`: ``i18n``,
    ``use-auth``) or a language tag (:data:`LANGUAGE_TAG`: ``en-US``, ``zh_Hant``): a source
    path ``src/i18n/en-US/index`` is named by words (rule ``redact.path-of-words``); a random
    token split at its ``/`` is not."""
    parts = run.split("/")
    return len(parts) > 1 and all(WORD_PART.fullmatch(p) or IDENTIFIER_OF_WORDS.fullmatch(p)
                                  or LANGUAGE_TAG.fullmatch(p) for p in parts)


# Rule ``redact.identifier-of-words``: a run made of camelCase or snake_case words of two
# lower-case letters or more (an initial capital allowed) and numeronyms (a letter, one or two
# digits and one or two lower-case letters: ``i18n``, ``I18n``, ``l10n``, ``a11y``, ``k8s``) and
# numbers (``NodeList2``), joined by ``_`` or ``-`` (``i18nProviderLoadI18n_query``, a Relay
# type name), is a name, never a high-entropy secret: a random key has capitals or digits between single letters.
IDENTIFIER_WORD = r"(?:[A-Z]?[a-z]{2,}+|[A-Za-z]\d{1,2}[a-z]{1,2}+(?![a-z])|\d++)"
IDENTIFIER_OF_WORDS = re.compile(rf"{IDENTIFIER_WORD}++(?:[_-]{IDENTIFIER_WORD}++)*+")
# a part of a path of words: digits, then lower-case words of two letters or more, each after
# the first starting with a capital (``1openWorldHint``, ``line``, ``Hint``), or a number
WORD_PART = re.compile(r"\d*+(?:[A-Z]?[a-z]{2,}+)(?:[A-Z][a-z]{2,}+)*+|\d++")
# a BCP 47 language tag as locale folders name it: a language, then a region (``US``, ``419``)
# or a script (``Hant``), each after ``-`` or ``_`` (``en-US``, ``pt_BR``, ``zh-Hant-TW``)
LANGUAGE_TAG = re.compile(r"[a-z]{2,3}+(?:[-_](?:[A-Z]{2}|\d{3}|[A-Z][a-z]{3}))++")
PLAIN_WORD = re.compile(r"[A-Za-z][a-z]++")
PROSE_AFTER = re.compile(r"[.,;:!?)]?[ \t]++[A-Za-z(]|[.,;:!?)]")


def scheme_word(kind: str, m: re.Match) -> bool:
    """Rule ``redact.scheme-word``: whether what follows an HTTP scheme word (``basic``,
    ``bearer``, ``token``) is an ordinary word of a sentence, no credential: ``basic
    authentication``, ``Bearer authorization``. It is letters only, lower case after its
    first, and either (``basic``) does not decode from base64 to the ``user:password`` pair
    RFC 7617 encodes, or (``bearer``/``token``) the sentence goes on after it (a word or
    punctuation follows); ``Basic dXNlcjpwYXNz…`` and ``bearer abcdefghijklmnop`` stay
    credentials."""
    value = m.group(2).rstrip(".")        # a full stop ends the sentence, not the word
    if not PLAIN_WORD.fullmatch(value):
        return False
    if kind == "basic":
        return not basic_pair(value)
    return PROSE_AFTER.match(m.string, m.start(2) + len(value)) is not None


def basic_pair(value: str) -> bool:
    """Whether ``value`` is base64 of a ``user:password`` pair (RFC 7617)."""
    try:
        return b":" in base64.b64decode(value + "=" * (-len(value) % 4), validate=True)
    except (binascii.Error, ValueError):
        return False


def scheme_secret(kind: str, pattern: re.Pattern, value: str) -> bool:
    """Whether a scheme pattern (``bearer``, ``basic``) finds a credential in ``value``."""
    return any(not scheme_word(kind, m) for m in pattern.finditer(value))


def looks_secret(value: str) -> str | None:
    """The kind of credential ``value`` holds by its shape (``jwt``, ``aws-key`` …,
    ``high-entropy``), or ``None``."""
    if not isinstance(value, str) or not value:
        return None
    for kind, pattern in PATTERNS:
        if kind in ("bearer", "basic"):
            if scheme_secret(kind, pattern, value):
                return kind
        elif pattern.search(value, 0, key_blocks_end(value) if kind == "private-key"
                            else len(value)):
            return kind
    if SLACK_WEBHOOK.search(value):
        return "slack-webhook"
    if any(map(url_credentials_at, URL_CREDENTIALS.finditer(value))):
        return "url-credentials"
    if any(map(path_token_at, PATH_TOKEN.finditer(value))):
        return "path-token"
    if any(entropy_in(m.group(0)) for m in TOKEN_RUN.finditer(value)):
        return "high-entropy"
    return None


# a user information :func:`redact` already replaced, as written, or escaped by Markdown or HTML
REDACTED_USER = re.compile(r"(?:<|\\<|&lt;)redacted:")


def url_credentials_at(m: re.Match) -> bool:
    """Whether a :data:`URL_CREDENTIALS` match holds credentials: its user information is not
    one :func:`redact` already replaced (``https://<redacted:url-credentials>@host`` is the
    redacted form, no secret; so is ``https://\\<redacted:url-credentials\\>@host`` in
    Markdown)."""
    return REDACTED_USER.match(m.group(0), len(m.group(1))) is None


SELECTOR_SHAPE = re.compile(r"[a-z]{2,}+(?:[._-][a-z]++)*+"       # theme, date_format, ui.theme
                            r"|[a-z]{2,}+(?:[A-Z][a-z]*+)++"         # serviceId, thingUID
                            r"|[A-Z][a-z]++(?:-[A-Z][a-z]++)++")     # Accept-Language


def is_selector_literal(name: str, value: object) -> bool:
    """Rule ``redact.selector-key``: a literal given to the bare name ``key`` as a value of
    the program (an object member ``{key: 'theme', value}``, an input's ``enum``) that is
    shaped as a setting's, a document kind's or a parameter's name — lower-case letter words
    joined by ``.``, ``_`` or ``-``, a camelCase identifier (``serviceId``, ``thingUID``: a
    generated SDK's ``{in: 'query', key: 'serviceId'}``) or an HTTP header name
    (``Accept-Language``), at most 40 characters, no digit — selects something, it is no
    secret; any other value under ``key`` (``AbCdEf``, ``a1b2c3``) is still a credential,
    and every other credential name is decided by its name alone. Free text (a URL's ``?key=abc``, a GraphQL
    document's ``key: "abc-def"``) is redacted by name as before: there a short word may be a
    key."""
    words = words_of(name.rsplit(".", 1)[-1])
    return words in (["key"], ["keys"]) and isinstance(value, str) and len(value) <= 40 \
        and SELECTOR_SHAPE.fullmatch(value) is not None


FLAG_VALUES = frozenset(("true", "false", "null", "undefined", "0", "1"))


def flag_value(value: object) -> bool:
    """Rule ``redact.flag-value``: whether a value sent at a credential position holds no
    secret because it is a yes/no flag or nothing: a boolean, ``None``, the number 0 or 1, or
    such a literal's text (``true``, ``false``, ``null``, ``undefined``, ``0``, ``1``, in any
    case): ``?export-passwords=true`` asks for the passwords, it sends none. Any other number
    (a PIN ``1234``) or text stays a credential."""
    if isinstance(value, bool) or value is None:
        return True
    if isinstance(value, (int, float)):
        return value in (0, 1)
    return isinstance(value, str) and value.lower() in FLAG_VALUES


def redact_credential(value: object) -> object:
    """A literal sent at a credential position, redacted: strings and numbers become
    :data:`CREDENTIAL` (an HTTP scheme word such as ``Bearer`` is kept); empty strings,
    flags (:func:`flag_value`: booleans, ``None``, ``0``/``1`` and their texts) and the Fetch
    API's modes (``credentials: 'include'``) stay: they hold no secret."""
    if flag_value(value) or value == "" or value in FETCH_MODES:
        return value
    if isinstance(value, str):
        if value.startswith("<redacted:"):
            return value
        scheme = SCHEME.match(value)
        record(value[scheme.end(1):].strip() if scheme else value)
        return f"{scheme.group(1)} {CREDENTIAL}" if scheme else CREDENTIAL
    if isinstance(value, (int, float)):
        record(str(value))
        return CREDENTIAL
    return value


def _query_pair(m: re.Match) -> str:
    """A query pair ``name=value`` with its value redacted when ``name`` is a credential's.
    The value runs to ``&``, ``;``, ``#`` or whitespace: a quote is a legal URL character (RFC
    3986 sub-delims), so ``?password=a'b`` and ``;token='x`` lose all of ``a'b`` and ``'x``; at
    the start of a text a value opening with a quote is a quoted pair's (``--password='…'``,
    :data:`QUOTED_PAIRS`), and one that is only quotes is the end of a quoted name, no value
    (``the matrix parameter ';jsessionid='``). In source text the pair may end at the string's
    closing quote instead, so the value before the first quote is recorded as well
    (:func:`record`); punctuation closing a sentence around it stays (:func:`closing_tail`)."""
    if not m.group(1) and QUOTES.match(m.group(3)) or not m.group(3).strip("\"'`"):
        return m.group(0)        # `--password='…'`: the quoted pair's; `';jsessionid='`: no value
    if is_credential_position("query", m.group(2)):
        value = m.group(3)
        tail = closing_tail(value, m.string, m.end(3))
        value, tail = value[:len(value) - tail], value[len(value) - tail:]
        if flag_value(value):                     # ?export-passwords=true: redact.flag-value
            return m.group(0)
        record(value)
        record(QUOTES.split(value, maxsplit=1)[0])
        return f"{m.group(1)}{m.group(2)}={CREDENTIAL}{tail}"
    return m.group(0)


def separated_pairs(text: str) -> str:
    """``text`` with the value of each credential pair ``name=value`` inside a query value
    redacted whole (``?filter=a,password=x``, ``?q=a|secret=x'y``, ``?q=a:token=x``,
    ``?q=password=x&token=y``: the pair's value ends at the query's ``&``), as after ``&``
    and ``;`` (:func:`_query_pair`; :func:`pair_values`)."""
    return pair_values(text, SEPARATED_PAIR)


def colon_pairs(text: str) -> str:
    """``text`` with the value of each credential pair written ``name:value``, or with a tab,
    a full-width ``：``/``＝`` or ``->`` (:data:`COLON_PAIR`), redacted as a ``name=value``
    pair's (:func:`pair_values`): ``?filter=user:bob,password:x`` →
    ``?filter=user:bob,password:<redacted:credential>``, ``token->x`` →
    ``token-><redacted:credential>``; a pair whose name is no credential's stays
    (``sort=name:asc``, ``user:bob``)."""
    return pair_values(text, COLON_PAIR)


CLOSING = ")]}>,.:!?"


def closing_tail(value: str, text: str, end: int) -> int:
    """The length of the punctuation that closes the sentence around a pair's value read
    from ``text`` up to ``end`` (a run of :data:`CLOSING` at its end, whitespace after it:
    ``(wss://h/a?token=x): messages`` ends the value at ``x``); 0 when no whitespace follows
    or the value is only such punctuation."""
    if end >= len(text) or not text[end].isspace():
        return 0
    tail = len(value) - len(value.rstrip(CLOSING))
    return tail if tail < len(value) else 0


def pair_value(text: str, m: re.Match) -> str:
    """The value of the pair ``m`` (:data:`SEPARATED_PAIR`, :data:`COLON_PAIR`) of ``text``:
    to ``&``, ``;``, ``#`` or whitespace, and, when the pair's separator is a ``%xx`` escape
    (an encoded query: ``password%3Dx%26token%3Dy``), to an encoded one of them too, less
    the punctuation closing a sentence around it (:func:`closing_tail`); a pair opening a
    quoted string ends at its closing quote (``{"filter": "token->x", …}``)."""
    values = ENCODED_PAIR_VALUE if "%" in m.group("sep") else PAIR_VALUE
    found = values.match(text, m.end())
    value = found.group(0) if found else ""
    opening = text[m.start() - 1:m.start()]
    if opening and opening in "\"'`" and opening in value:     # "token->x", …: ends with it
        return value[:value.index(opening)]
    return value[:len(value) - closing_tail(value, text, m.end() + len(value))]


def quoted(text: str, m: re.Match) -> bool:
    """Whether the value of the pair ``m`` of ``text`` is a quoted string the same line closes
    (``password='a&b'``, ``token->"x"``), which :data:`QUOTED_PAIRS` redacts whole between its
    quotes; an unclosed one (``pwd="Kx7``) is the pair's value, quotes included."""
    quote = text[m.end():m.end() + 1]
    if quote not in ("'", '"') or m.group("sep").strip(" \t") not in ("=", ":", "：", "＝", "->"):
        return False
    close = text.find(quote, m.end() + 1)
    return close != -1 and "\n" not in text[m.end():close]


def pair_values(text: str, pairs: re.Pattern) -> str:
    """``text`` with the value (:func:`pair_value`) after each match of ``pairs`` (group 1
    the name, ``sep`` the separator) whose name is a credential's redacted, quotes included
    (its part before the first quote is recorded too); a value that is only quotes is no
    value (a message quoting ``',password='`` keeps its text), and a quoted one is a quoted
    pair's (:func:`quoted`: ``--password='x'``). Linear: each pair is read once (a quote's
    closing is looked for on its line only when the value opens with one)."""
    out: list[str] = []
    done = 0                                  # the text before it is in ``out``
    for m in pairs.finditer(text):
        if m.start() < done or not is_credential_position("query", m.group(1)):
            continue
        value = pair_value(text, m)
        if not value.strip("\"'`") or quoted(text, m) or flag_value(value):  # redact.flag-value
            continue
        record(value)
        record(QUOTES.split(value, maxsplit=1)[0])
        out += [text[done:m.end()], CREDENTIAL]
        done = m.end() + len(value)
    return "".join(out) + text[done:] if out else text


def _quoted_pair(m: re.Match) -> str:
    if m.group("value") in FETCH_MODES or not is_credential_position("field", m.group("name")) \
            or connection_key(m):
        return m.group(0)
    start, end = m.span("value")
    whole = m.group(0)
    offset = m.start()
    record(m.group("value"))
    return whole[:start - offset] + CREDENTIAL + whole[end - offset:]


def connection_key(m: re.Match) -> bool:
    """Rule ``redact.connection-key``: whether a quoted pair is the ``key`` argument of a
    Relay ``@connection``/``@stream_connection`` directive of a GraphQL document
    (``@connection(key: "ActorArticleList_articles")``): the identifier of a client-side
    connection, no credential."""
    return m.group("name") == "key" and IDENTIFIER.fullmatch(m.group("value")) is not None \
        and CONNECTION_OPEN.search(m.string, max(0, m.start() - 200), m.start()) is not None


# the argument list of a Relay connection directive, open up to the pair (``@connection(``)
CONNECTION_OPEN = re.compile(r"@(?:stream_)?connection\s*\([^()]*+$")
IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*+")


def _list_pair(m: re.Match) -> str:
    """A :data:`LIST_PAIR` with each quoted string redacted when its name is a credential's."""
    if not is_credential_position("field", m.group("name")):
        return m.group(0)

    def item(q: re.Match) -> str:
        if q.group(0)[1:].startswith("<redacted:"):
            return q.group(0)
        record(q.group(0)[1:-1])
        return q.group(0)[0] + CREDENTIAL + q.group(0)[0]
    start = m.start("items") - m.start()
    return m.group(0)[:start] + QUOTED_STRING.sub(item, m.group("items")) + "]"


def _webhook_path(m: re.Match) -> str:
    """The segments after a ``/hooks/`` word (:data:`WEBHOOK_PATH`), each holding a digit and
    six characters or more redacted as a webhook's id or token, unless it is a piece of the
    analysed tree's file names (rule ``redact.file-names``: ``src/hooks/use-2fa.ts`` names a
    file; evidence must cite it as it is)."""
    return m.group(1) + "/".join(
        noted(segment, "<redacted:webhook>") if len(segment) >= 6 and any(
            c.isdigit() for c in segment) and segment not in FILE_NAME_PIECES else segment
        for segment in m.group(2).split("/"))


def path_token_at(m: re.Match) -> bool:
    """Rule ``redact.path-token``: the segment after a one-time-link word is a token when it
    has 16 characters or more, two digits or more and a letter (``/verify/email`` and
    ``/token/refresh`` are routes) and is no piece of the analysed tree's file names (rule
    ``redact.file-names``)."""
    segment = m.group(2)
    return sum(c.isdigit() for c in segment) >= 2 and any(c.isalpha() for c in segment) \
        and segment not in FILE_NAME_PIECES          # redact.file-names: a file's own name


def _path_token(m: re.Match) -> str:
    if not path_token_at(m):
        return m.group(0)
    return m.group(1) + noted(m.group(2), "<redacted:path-token>")


def _number_pair(m: re.Match) -> str:
    if not is_credential_position("field", m.group("name")):
        return m.group(0)
    return m.group(0)[:m.start("value") - m.start()] + noted(m.group("value"), CREDENTIAL)


def graphql_defaults(text: str) -> str:
    """Rule ``redact.graphql-default``: the default of a GraphQL variable (a string, a block
    string or a list) is redacted when the variable's name is a credential's (``$pwd``) or
    the document passes it to an argument whose name is (``reset(password: $p)``)."""
    passed = {m.group("var") for m in GQL_ARGUMENT.finditer(text)
              if is_credential_position("graphql", m.group("name"))}

    def default(m: re.Match) -> str:
        name = m.group("name")
        if m.group("value").startswith("<") or not (
                name in passed or is_credential_position("graphql", name)):
            return m.group(0)
        start = m.start("value") - m.start()
        record(m.group("value"))
        return m.group(0)[:start] + f'"{CREDENTIAL}"'
    return GQL_DEFAULT.sub(default, text)


FILE_NAME_PIECES: frozenset[str] = frozenset()    # set by :func:`allow_file_names`
SERVICE_IDS: frozenset[str] = frozenset()         # set by :func:`allow_service_ids`
REDACTED: set[str] = set()     # this run's redacted values: :func:`redacted_values`
Piece = tuple[str, "str | None"]   # a literal's text and the file it is written in (or None)
JOINS: dict[str, set[tuple[Piece, ...]]] = {}  # joined text → the literals it was joined from


def note_join(joined: str, pieces: tuple[Piece, ...]) -> None:
    """Note that ``joined`` was built from the literals ``pieces`` (``'Pq1' + 'Pq2'``, a
    template's pieces, constants joined across files): rule ``cache.credential-free`` follows a
    redacted value back to the literals that spell it (:func:`redacted_pieces`)."""
    if len(pieces) > 1:
        JOINS.setdefault(joined, set()).add(pieces)


def redacted_pieces(secrets: frozenset) -> frozenset[Piece]:
    """The literals (text, file) that joined into a text holding one of the string
    ``secrets`` at the characters of that secret, whatever their length: ``'Pq1' + 'Pq2' +
    'Pq3'`` sent as a password gives its three pieces, and in ``'login(password: "' + 'Pc7'
    + '") { id } }'`` only the middle one. Linear in the joined texts' length (one scan per
    text with an alternation of the secrets)."""
    words = sorted((s for s in secrets if isinstance(s, str) and s), key=len, reverse=True)
    if not words or not JOINS:
        return frozenset()
    finder = re.compile("(?=(" + "|".join(map(re.escape, words)) + "))")
    out: set[Piece] = set()
    for joined, splits in JOINS.items():
        spans = [(m.start(), m.start() + len(m.group(1))) for m in finder.finditer(joined)]
        if not spans:
            continue
        for pieces in splits:
            start = 0
            for piece in pieces:
                end = start + len(piece[0])
                if any(a < end and start < b for a, b in spans):
                    out.add(piece)
                start = end
    return frozenset(out)


def record(value: str) -> str:
    """Note ``value`` as one this run redacted (rule ``cache.credential-free`` keeps facts
    holding it out of the cache); returns it."""
    if value and "<redacted:" not in value:
        REDACTED.add(value)
    return value


def noted(value: str, replacement: str) -> str:
    """``replacement``, once ``value`` is recorded (:func:`record`)."""
    record(value)
    return replacement


def redacted_values() -> frozenset[str]:
    """The values this run redacted anywhere (by shape or by position) since
    :func:`allow_file_names` began it."""
    return frozenset(REDACTED)


def allow_file_names(paths: list[str]) -> None:
    """Rule ``redact.file-names``: the pieces (between ``/`` and ``.``) of the analysed
    tree's file paths are names, not credentials: a hashed chunk ``chunks/aB3dE5….ts`` (high
    entropy), ``src/hooks/use-2fa.ts`` (a segment after ``/hooks/``, read as a webhook's id)
    or ``pages/reset/Pa55w0rdResetForm12.tsx`` (a segment after a one-time-link word) stays as
    written in evidence, graph ids and messages, so evidence and imports still name the file
    (shapes with a credential's prefix, ``AKIA…``, are still redacted). Set once per run,
    after discovery; it also begins the run's record of redacted values."""
    global FILE_NAME_PIECES, SERVICE_IDS
    FILE_NAME_PIECES = frozenset(piece for path in paths
                                 for piece in re.split(r"[/.]", path) if piece)
    SERVICE_IDS = frozenset()
    REDACTED.clear()
    JOINS.clear()
    redact.cache_clear()       # a memoised answer would not record its values again


def allow_service_ids(ids: list[str]) -> None:
    """Rule ``redact.service-ids``: the ids the tool gave the services a contract calls
    (``app_page_relative_up1``, ``palmr_web_2``, ``nextcloud_ocs``) are names, never a
    credential's value written in prose: a generated description ``Login access token
    (app_page_relative_up1 backend).`` keeps the id after the word ``token``. Only the prose
    rules (:func:`prose_credentials`, :func:`credential_sentences`) spare an id, and only as
    a whole word; a secret's shape (a key prefix, high entropy) is redacted wherever it
    stands. Set per run once the services are known, and by a command reading a contract
    from its ``services[].id``."""
    global SERVICE_IDS
    SERVICE_IDS = frozenset(i for i in ids if isinstance(i, str) and i)
    redact.cache_clear()       # a memoised answer was made without these names


# rule redact.file-names: a word boundary inside a file name, where ``_`` and ``-`` separate
# words (``bin_sk_live_….js``: ``\b`` sees no word start before ``sk_live_``)
NAME_BOUNDARY = r"(?:(?<![A-Za-z0-9])(?=[A-Za-z0-9])|(?<=[A-Za-z0-9])(?![A-Za-z0-9]))"
NAME_PATTERNS: tuple[tuple[str, re.Pattern], ...] = tuple(
    (kind, re.compile(pattern.pattern.replace(r"\b", NAME_BOUNDARY), pattern.flags))
    for kind, pattern in PATTERNS if r"\b" in pattern.pattern and kind not in ("bearer", "basic"))


def name_shapes(run: str) -> str:
    """Rule ``redact.file-names``: ``run`` (a run of a file path's characters whose pieces
    are names of the analysed tree, spared by the entropy rule) with each known token format
    (:data:`PATTERNS`) inside it replaced by ``<redacted:KIND>``, a ``_`` or ``-`` counting
    as a word boundary: ``src/bin_sk_live_51Dn….js`` → ``src/bin_<redacted:stripe-key>.js``.
    A name holding no token format (a hashed chunk, ``use-2fa``) is returned as it is."""
    for kind, pattern in NAME_PATTERNS:
        run = pattern.sub(lambda m, k=kind: noted(m.group(0), f"<redacted:{k}>"), run)
    return run


def _entropy_run(m: re.Match) -> str:
    run = m.group(0)
    if FILE_NAME_PIECES and all(s in FILE_NAME_PIECES for s in run.split("/") if s):
        return name_shapes(run)
    if high_entropy(run):
        return noted(run, "<redacted:high-entropy>")
    if "/" in run:                          # a path: each segment judged alone
        return "/".join(noted(segment, "<redacted:high-entropy>") if high_entropy(segment)
                        else segment for segment in run.split("/"))
    return run


def key_blocks_end(text: str) -> int:
    """Where the last private key block of ``text`` may end: the end of its last
    ``-----END … PRIVATE KEY-----`` line (0 when there is none)."""
    end = 0
    for match in KEY_END.finditer(text):
        end = match.end()
    return end


def entropy_in(run: str) -> bool:
    """Whether the token ``run``, or one of its ``/``-separated segments (a path such as
    ``/api/hook/<token>``, which as a whole starts with ``/`` and is never a key), is
    high-entropy."""
    return high_entropy(run) or ("/" in run and any(map(high_entropy, run.split("/"))))


@lru_cache(maxsize=1 << 16)
def redact(text: str) -> str:
    """``text`` with every credential replaced by ``<redacted:KIND>``: the shapes of
    :func:`looks_secret`, and literals at credential positions written inside the text
    (``?pwd=…``, ``password: "…"``) as ``<redacted:credential>``. Idempotent; memoised (a
    contract repeats the same keys, rule names and paths hundreds of thousands of times)."""
    if not text:
        return text
    text = redact_sql_literals(text)      # rule redact.sql-literals
    for kind, pattern in PATTERNS:
        if kind in ("bearer", "basic"):
            text = pattern.sub(lambda m, k=kind: m.group(0) if scheme_word(k, m) else noted(
                m.group(0)[len(m.group(1)):], f"{m.group(1)} <redacted:{k}>"), text)
        elif kind == "private-key":
            end = key_blocks_end(text)
            text = pattern.sub(lambda m: noted(m.group(0), "<redacted:private-key>"),
                               text[:end]) + text[end:]
        else:                       # a shape's ``pre`` group (the jwt's) is text before it
            text = pattern.sub(lambda m, k=kind: noted(
                m.group(0)[len(m.groupdict().get("pre") or ""):],
                f"{m.groupdict().get('pre') or ''}<redacted:{k}>"), text)
    text = SLACK_WEBHOOK.sub(lambda m: noted(m.group(0)[len(m.group(1)):],
                                             f"{m.group(1)}<redacted:slack-webhook>"), text)
    text = URL_CREDENTIALS.sub(lambda m: noted(m.group(0)[len(m.group(1)):-1],
                                               f"{m.group(1)}<redacted:url-credentials>@"), text)
    if "hook" in text.lower():
        text = WEBHOOK_PATH.sub(_webhook_path, text)
    if "/" in text:                       # /password/reset/<token>, /invite/<uuid>
        text = PATH_TOKEN.sub(_path_token, text)
        text = sign_in_segments.redact_sign_in_path(text)   # redact.sign-in-segment
    if "=" in text:                       # ?pwd=…, and a form-encoded body: password=…&…
        if ";" in text:                   # /cart;jsessionid=…/items
            text = MATRIX_PAIR.sub(_query_pair, text)
        text = QUERY_PAIR.sub(_query_pair, text)
        text = separated_pairs(text)      # ?filter=a,password=…, ?q=password=…&token=…
    elif "%3" in text:                    # password%3D…%26token%3D…
        text = separated_pairs(text)
    if ":" in text or any(s in text for s in LOOSE_SEPARATORS):
        text = colon_pairs(text)          # password:…, password%3A…, password\t…, token->…
    if ":" in text or "=" in text or any(s in text for s in LOOSE_SEPARATORS):
        if '"""' in text:                 # password: """…""" (a GraphQL block string)
            text = BLOCK_PAIR.sub(_quoted_pair, text)
        if "$" in text:                   # a GraphQL variable's default: ($pwd: String = "…")
            text = graphql_defaults(text)
        for pattern in QUOTED_PAIRS:
            text = pattern.sub(_quoted_pair, text)
        if "[" in text:                   # passwords: ["…"] (rule redact.quoted-list)
            text = LIST_PAIR.sub(_list_pair, text)
        text = NUMBER_PAIR.sub(_number_pair, text)
    if len(text) >= ENTROPY_MIN_LENGTH:
        text = TOKEN_RUN.sub(_entropy_run, text)
    if ANY_SPACE.search(text) and HAS_DIGIT.search(text):      # Your PIN is 4821
        text = prose_credentials(text)
        text = ACCOUNT_PAIR.sub(_account_pair, text)
        text = KNOWN_ACCOUNT_PAIR.sub(_account_pair, text)
        text = credential_sentences(text)
    if not text.isascii() and HAS_DIGIT.search(text):          # パスワードはXです
        text = UNSPACED_PAIR.sub(_account_pair, text)
    return text


def prose_credentials(text: str) -> str:
    """``text`` with every credential written in a sentence replaced by
    :data:`CREDENTIAL` (rule ``redact.prose``, see :data:`PROSE_NAME`). Linear: each word is
    tried once, at most two words back."""
    out: list[str] = []
    done = 0                                  # the text before it is in ``out``
    previous = ""
    for word in PROSE_NAME.finditer(text):
        if word.start() < done:
            continue
        name = word.group(0)
        found = PROSE_VALUE.match(text, word.end())
        if found is not None and not (found.group("dash") and "_" in name) \
                and not opens_a_phrase(found):
            start, end = found.start("value"), prose_end(found)
            if text[start:end] not in SERVICE_IDS and \
                    prose_credential(previous, name, text[start:end]):
                out += [text[done:start], noted(text[start:end], CREDENTIAL)]
                done = end
        previous = name
    return "".join(out) + text[done:] if out else text


def credential_sentences(text: str) -> str:
    """Rule ``redact.credential-sentence``: ``text`` with every run of letters and digits
    mixed (:data:`MIXED_RUN`: a letter and two digits, six characters or more, not a member or
    path piece after ``.`` or ``/``, nor a name with a number, :data:`NUMBERED_NAME`:
    ``user2``; nor an API version, :data:`VERSIONED_NAME`: ``v1beta1``, ``create_v1beta1_project``)
    in a sentence naming a credential by a name ending in a noun of
    :data:`SECRET_NOUNS` replaced by :data:`CREDENTIAL`, however the sentence joins them,
    after the name (``API key, if you need it: X``, ``Password (staging, dev): X``,
    ``password e.g. X``, ``API key: <code>X</code>``) or before it (``Use X as the
    password``, ``X is the admin password``, ``X (the staging API key)``). A sentence ends at a newline or at
    ``.``/``!``/``?`` before a space and a capital letter. A noun glued after ``$`` is the
    tail of one identifier (``i18nProviderLoadI18n_query$key``, a Relay type name), no word of
    the sentence (rule ``redact.identifier-of-words``). Linear: one pass over the words."""
    out: list[str] = []
    done = 0
    for sentence in SENTENCE.finditer(text):
        named = next((w for w in PROSE_NAME.finditer(text, sentence.start(), sentence.end())
                      if words_of(w.group(0))[-1:] and words_of(w.group(0))[-1] in SECRET_NOUNS
                      and is_credential_position("field", w.group(0))
                      and text[w.start() - 1:w.start()] != "$"), None)
        if named is None:
            continue
        for run in MIXED_RUN.finditer(text, sentence.start(), sentence.end()):
            if named.start() <= run.start() < named.end():
                continue                  # the name itself (``api_key2fa``)
            if NUMBERED_NAME.fullmatch(run.group(0)) or run.group(0) in SERVICE_IDS or \
                    VERSIONED_NAME.fullmatch(run.group(0)) or credential_name(run.group(0)):
                continue                  # user2, OAuth2, 2fa, v1beta1, base32_secret: names
            out += [text[done:run.start()], noted(run.group(0), CREDENTIAL)]
            done = run.end()
    return "".join(out) + text[done:] if out else text


# Rule ``redact.credential-name``: the name of a credential field that holds a number
# (``base32_secret``, ``totp2Secret``, ``v2-api-key``): numbered names (:data:`NUMBERED_NAME`)
# joined by ``_`` or ``-`` before a last noun of a credential, or glued to it in camel case
NAMED_CREDENTIAL = re.compile(r"(?P<head>[A-Za-z]+\d{0,3}(?:[_-][A-Za-z]+\d{0,3})*)"
                              r"(?:[_-](?P<noun>[a-z]+)|(?P<camel>[A-Z][a-z]+))")


def credential_name(run: str) -> bool:
    """Rule ``redact.credential-name``: whether a run that mixes letters and digits is the
    name of a credential field, not its value: numbered names (:data:`NUMBERED_NAME`) before
    a last word that is a noun of a credential (:data:`SECRET_NOUNS`), joined by ``_``/``-``
    or in camel case (``base32_secret``, ``totp2Secret``, ``api2_key``); a run of letters and
    digits mixed at random is none (``Xk93jf02Secret``, ``hunter2x9_token``)."""
    found = NAMED_CREDENTIAL.fullmatch(run)
    noun = found and (found.group("noun") or (found.group("camel") or "").lower())
    return bool(noun) and noun in SECRET_NOUNS and all(
        NUMBERED_NAME.fullmatch(part) or part.isalpha()
        for part in re.split(r"[_-]", found.group("head")))


# the brackets a value written right after its word (a space alone) may open
PROSE_BRACKETS = frozenset("([「『")
# a word after the value inside its bracket, before the bracket closes
PHRASE_GOES_ON = re.compile(r"[^\S\n]++[^\W\d_]")
# a name of lower-case words joined by ``_`` or ``-`` with a counter (``palmr_web_2``,
# ``api-3``): the tool's own name for the second service of a folder, a node's replica
COUNTED_NAME = re.compile(r"[a-z]+(?:[_-][a-z]+)*[_-]\d{1,3}")


def opens_a_phrase(found: re.Match) -> bool:
    """Rule ``redact.prose-phrase``: a value :data:`PROSE_VALUE` found after a space alone
    that opens a bracket (:data:`PROSE_BRACKETS`), is a counted name (:data:`COUNTED_NAME`)
    and is followed by a word inside the bracket names the thing the phrase speaks of
    (``Login auth (palmr_web_2 backend)``: the service the operation calls), never a
    credential. Any other value there stays one (``password (hunter2x) sent``,
    ``password (hunter2x for staging)``, ``password (admin_2)``)."""
    start, end = found.start("value"), found.end("value")
    return found.group("bare") is not None \
        and found.string[start - 1:start] in PROSE_BRACKETS \
        and COUNTED_NAME.fullmatch(found.string, start, end) is not None \
        and PHRASE_GOES_ON.match(found.string, end) is not None


def prose_end(found: re.Match) -> int:
    """Where the value :data:`PROSE_VALUE` found ends: after a space alone, where the match
    ends; after a connector, colon, arrow or dash, at the end of the whole run
    (:data:`PROSE_RUN`) less the punctuation closing the sentence (:data:`SENTENCE_CLOSE`)."""
    if found.group("bare") is not None:
        return found.end("value")
    start = found.start("value")
    run = PROSE_RUN.match(found.string, start).group(0).rstrip(SENTENCE_CLOSE)
    return max(start + len(run), found.end("value"))


def _account_pair(m: re.Match) -> str:
    """A sign-in pair of a sentence (:data:`ACCOUNT_PAIR`, :data:`KNOWN_ACCOUNT_PAIR`,
    :data:`UNSPACED_PAIR`) with its password (group ``value``) replaced when it holds a digit."""
    value = m.group("value").rstrip(".,;!?)")
    if not HAS_DIGIT.search(value) or value.startswith("<redacted:"):
        return m.group(0)
    start = m.start("value") - m.start(0)
    return m.group(0)[:start] + noted(value, CREDENTIAL) + m.group(0)[start + len(value):]


# Rule ``redact.prose-term``: a digit and at most three letters after it (``2fa``, ``3ds``,
# ``2nd``, ``4k``) is a term a sentence or a title names (``Create session token 2fa``: the
# endpoint ``/session/token/2fa``), never a credential's value
PROSE_TERM = re.compile(r"\d[A-Za-z]{1,3}")


def prose_credential(previous: str, name: str, value: str) -> bool:
    """Whether ``value`` written after the words ``previous`` ``name`` is a credential: it
    holds a digit, the name alone is at a credential position (or with the word before it,
    for a word of :data:`QUALIFIED_WORDS`: ``verification code``), an all-digit value
    follows a word whose value is a number, and it is no term (:data:`PROSE_TERM`, rule
    ``redact.prose-term``)."""
    if not any(c.isdigit() for c in value) or value.startswith("<redacted:") or \
            PROSE_TERM.fullmatch(value):
        return False
    last = words_of(name)[-1:]
    if not is_credential_position("field", name) and not (
            previous and last and last[0] in QUALIFIED_WORDS
            and is_credential_position("field", f"{previous} {name}")):
        return False
    return not value.isdigit() or words_of(name)[-1] in NUMERIC_CREDENTIAL_WORDS


def spoken_name(name: str) -> str:
    """Rule ``redact.derived-name``: the text a description, a title or an input name is
    made from when it is made from the program's name ``name`` (a body, query or header key,
    a declared field): ``name`` redacted (:func:`redact`). A secret-shaped name
    (``AKIAIOSFODNN7EXAMPLE``, ``ghp_…``, ``xoxb-…``) is thus spoken of by its marker
    (``<redacted:aws-key>``: words ``redacted aws key``), never by a copy whose case or
    separators changed, which no later redaction of the written text recognises."""
    return redact(name)


def redact_lines(text: str) -> str:
    """Multi-line ``text`` (a report, a summary) redacted line by line."""
    return "".join(redact(line) for line in text.splitlines(keepends=True))


def redact_tree(value: Any) -> Any:
    """A JSON-like tree with every string (keys included) redacted."""
    if isinstance(value, str):
        return redact(value)
    if isinstance(value, dict):
        return {redact(k) if isinstance(k, str) else k: redact_tree(v) for k, v in value.items()}
    if isinstance(value, list):
        return [redact_tree(v) for v in value]
    return value


# texts whose credential every interpreter the tool runs on must redact (rule
# ``redact.self-check``): one per pattern family that a regular-expression engine bug could
# silence (quoted pairs of both quotes, GraphQL block strings and defaults, query pairs)
SELF_CHECK = ('password: "Zq7selfcheck"', "{pwd: 'Zq7selfcheck'}",
              'login(password: """Zq7selfcheck""")', '($pwd: String = """Zq7selfcheck""")',
              "?password=Zq7selfcheck")


def self_check() -> str | None:
    """Rule ``redact.self-check``: ``None`` when this interpreter's ``re`` redacts each of
    :data:`SELF_CHECK`, else the first text it leaves holding the credential (CPython
    3.11.2 matched no look-ahead inside a possessive repeat)."""
    return next((text for text in SELF_CHECK if "Zq7selfcheck" in redact(text)), None)


from code2skill import sign_in_segments  # noqa: E402 (last: it imports this module)
