"""Rule ``cache.credential-position`` for a password passed positionally: the arguments after
an RPC method name or a request path with a sign-in, authentication, password or token word
(``rpc('auth.login', ['bob', '…'])``, ``call('user.authenticate', 'bob', '…')``, a JSON-RPC
envelope's ``params: ['bob', '…']`` under ``method: 'session.login'``) are credential
positions: no name says which of them is the password, so the file is never cached, and no
output (contract, graph, audit reports, cache, stderr) holds one (round 35: fuzz runs 19 and
394). A positional literal of any other call is cached as before."""
from __future__ import annotations

import re

from code2skill.extract import auth_call, positional_credential
from code2skill.facts import Arr, Call, Lit, Obj, Prop, Ref
from hostile_support import derive_cached, every_output, tree

WRAPPERS = (
    "export function rpc(method, params) {\n  return fetch('/api/rpc', {method: 'POST', body: "
    "JSON.stringify({jsonrpc: '2.0', id: 1, method, params})});\n}\n"
    "export function call(method, ...args) {\n  return fetch('/api/call', {method: 'POST', "
    "body: JSON.stringify({method: method, params: args})});\n}\n")
FILES = {
    "package.json": '{"name": "p", "dependencies": {"axios": "1.0.0"}}',
    "src/rpcw.js": WRAPPERS,
    "src/p1.js": "import {rpc} from './rpcw';\n"
                 "export const login = () => rpc('auth.login', ['bob', 'posPwQz71']);\n",
    "src/p2.js": "import {call} from './rpcw';\n"
                 "export const auth = () => call('user.authenticate', 'alice', 'posPwQz72');\n",
    "src/p3.js": "export const direct = () => fetch('/jsonrpc', {method: 'POST', body: "
                 "JSON.stringify({jsonrpc: '2.0', id: 2, method: 'session.login', "
                 "params: ['carol', 'posPwQz73']})});\n",
    "src/p4.js": "import client from 'some-rpc-lib';\n"
                 "export const a = () => client.call('auth.login', ['dave', 'posPwQz74']);\n",
    "src/p5.js": "import axios from 'axios';\nexport const b = () => "
                 "axios.post('/rpc/auth.login', {params: ['erin', 'posPwQz75']});\n",
    "src/p6.js": "export const c = (svc) => svc.invoke('token.refresh', 'frank', 'posPwQz76');\n",
    "src/p7.js": "export const d = () => window.api.request('signIn', 'grace', 'posPwQz77');\n",
    "src/list.js": "import {rpc} from './rpcw';\n"
                   "export const list = () => rpc('items.list', ['open', 10]);\n",
}


def test_no_output_holds_a_literal_passed_positionally_to_a_sign_in_call(tmp_path):
    app = tree(tmp_path / "app", FILES)
    out = every_output(app, tmp_path / "out")
    leaks = {name: sorted(set(re.findall(r"posPwQz7\d", text))) for name, text in out.items()}
    assert {name: found for name, found in leaks.items() if found} == {}


def test_a_positional_literal_of_another_call_is_cached(tmp_path):
    app = tree(tmp_path / "app", FILES)
    entries = derive_cached(app, tmp_path, "posPwQz7")
    assert [p for p in entries if "src/list.js" in p.read_text()] != []
    assert [p for p in entries if "src/rpcw.js" in p.read_text()] != []


def test_positional_credentials_are_those_of_a_sign_in_authentication_password_or_token_call():
    def rpc(name, *args):
        return Call(Ref("rpc"), (Lit(name), *args))
    assert positional_credential(rpc("auth.login", Arr((Lit("bob"), Lit("x")))))
    assert positional_credential(rpc("/api/v1/Auth/SignIn", Lit("bob"), Lit("x")))
    assert positional_credential(rpc("user.setPassword", Lit(4821)))
    assert positional_credential(Obj((Prop("method", Lit("session.login")),
                                      Prop("params", Arr((Lit("x"),))))))
    assert not positional_credential(rpc("items.list", Arr((Lit("open"), Lit(10)))))
    assert not positional_credential(rpc("auth.login", Ref("user"), Ref("pw")))
    assert not positional_credential(rpc("auth.login", Obj((Prop("user", Lit("bob")),))))
    assert not positional_credential(rpc("auth.login"))
    assert not positional_credential(Obj((Prop("method", Lit("auth.login")),
                                          Prop("params", Arr((Ref("pw"),))))))
    assert auth_call("OAuth2Login") and auth_call("sign_in") and not auth_call("author.get")
