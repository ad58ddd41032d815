"""Rule ``cache.credential-piece``: a string built of pieces whose piece after a credential's
name is a literal (``'?token=' + '…'``, ``?key=${'…'}``, a tagged template, ``String.raw``, a
substitution naming a constant of the file, a GraphQL argument) keeps its file out of the
fact cache, followed by the resolver or not: per-literal redaction cannot see the name, and
only a followed call joins the pieces into a value the run redacts. So does a name–value
pair (``['password', '…']``, rule ``cache.credential-position``)."""
from __future__ import annotations

import re

from code2skill.extract import credential_piece, literal_names
from code2skill.facts import Hole, Lit, ModuleFacts, Ref, Tmpl
from hostile_support import code2skill, derive_cached, tree

PIECES = """function u(strings, ...vals) { return strings.reduce((a, s, i) => a + vals[i - 1] + s); }
export const t1 = () => fetch(u`/api/tag?key=${'pw4leak71'}`);
export const t2 = () => fetch(String.raw`/api/raw?password=${'pw4leak72'}`);
const P = 'pw4leak73'; export const t3 = () => fetch(u`/api/l?password=${P}`);
export const t4 = () => unknownClient.get('/x?token=' + 'pw4leak74');
export const t5 = () => mystery(`/y?access_token=${'pw4leak75'}`);
export const t6 = () => mystery('{"password": "' + 'pw4leak76' + '"}');
export const t7 = () => fetch(gql`query { login(password: ${'pw4leak77'}) }`);
export const t8 = () => ['password', 'pw4leak78'];
"""
PLAIN = """export const list = (token, page) =>
  fetch(`/api/list?access_token=${token}&page=${'2'}&sort=` + 'name');
"""


def test_no_cache_entry_holds_a_credential_written_as_a_separate_piece(tmp_path):
    app = tree(tmp_path / "app", {"src/a.js": PIECES, "src/plain.js": PLAIN})
    cache = tmp_path / "cache"
    for run in ("cold", "warm"):
        done = code2skill("derive", app, "-o", tmp_path / f"{run}.json", "-q", "-j", "1",
                          "--cache-dir", cache, env={"XDG_STATE_HOME": str(tmp_path / "state")})
        assert done.returncode == 0, done.stderr
    entries = sorted(cache.glob("*.json"))
    held = {m for p in entries for m in re.findall(r"pw4leak7\d", p.read_text())}
    assert held == set()
    # the file without a written credential is cached: the rule keeps out only what it must
    assert [p for p in entries if "src/plain.js" in p.read_text()] != []
    assert (tmp_path / "warm.json").read_bytes() == (tmp_path / "cold.json").read_bytes()


def test_a_piece_after_a_credential_name_is_a_credential_only_when_it_is_a_literal():
    def tmpl(*parts):
        return Tmpl(tuple(parts))
    lit = Lit
    assert credential_piece(tmpl(lit("/x?token="), lit("abc")), frozenset())
    assert credential_piece(tmpl(lit("/x?a=1&api_key="), Hole(None, lit("abc"))), frozenset())
    assert credential_piece(tmpl(lit("Authorization: Bearer "), lit("abc")), frozenset())
    assert credential_piece(tmpl(lit("{ login(password: "), Hole(None, lit("abc"))), frozenset())
    assert credential_piece(tmpl(lit("/x?password="), Hole("P", Ref("P"))), frozenset({"P"}))
    assert not credential_piece(tmpl(lit("/x?password="), Hole("p", Ref("p"))), frozenset())
    assert not credential_piece(tmpl(lit("/x?page="), lit("2")), frozenset())
    assert not credential_piece(tmpl(lit("/x/token/"), lit("abc")), frozenset())
    facts = ModuleFacts("a.js", "javascript", "0", bindings={"P": [lit("v")], "Q": [Ref("x")]})
    assert literal_names(facts) == frozenset({"P"})


UNION_KEY = """export function lit(k: 'pw4leak81' | 'pw4leak82') {
  return fetch('/api/k', { method: 'POST', headers: { 'X-Api-Key': k } });
}
"""


def test_a_union_member_sent_as_a_credential_header_is_never_cached(tmp_path):
    """Rule ``cache.credential-free``: a credential header the Host replaces is never shown,
    yet each member of the string-literal union typing it is a credential written in source,
    so its file is not cached."""
    app = tree(tmp_path / "app", {"src/b.ts": UNION_KEY, "src/plain.js": PLAIN})
    entries = derive_cached(app, tmp_path, "pw4leak8")
    assert [p for p in entries if "src/plain.js" in p.read_text()] != []
