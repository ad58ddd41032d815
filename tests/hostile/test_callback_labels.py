"""The label of an anonymous callback (``<callback X.forEach>``) names the call it is passed to
by its source text, with every literal in it written ``…``: a list whose items a callback sends
at a credential's name (rule ``value.list-callback``: ``['…'].forEach(k => fetch('?access_token='
+ k))``) or a call given a password (``login('admin', '…').then(cb)``) has its values in no
call site, evidence or review note, graph or page. Planted values are assembled at run time."""
from __future__ import annotations

from hostile_support import code2skill, tree

A, B, C, D = ("lbl" + "9Xk2a", "lbl" + "9Qw7b", "lbl" + "9Pp4c", "lbl" + "9Rt5d")


def test_a_callback_label_copies_no_literal_of_its_receiver(tmp_path):
    app = tree(tmp_path / "app", {"package.json": '{"name": "p"}', "src/a.js": (
        f"['{A}', '{B}'].forEach((k) => fetch('/api/lc?access_token=' + k));\n"
        f"['{C}'].map((t) => fetch('/api/lc2', {{ headers: {{ 'X-Api-Key': t }} }}));\n"
        f"login('admin', '{D}').then(() => fetch('/api/after', {{ method: 'POST' }}));\n")})
    env = {"XDG_STATE_HOME": str(tmp_path / "state")}
    done = code2skill("derive", app, "-o", tmp_path / "c.json", "--graph", tmp_path / "g.json",
                      "-q", env=env)
    assert done.returncode == 0, done.stderr
    done = code2skill("report", tmp_path / "c.json", "--source", app, "-o", tmp_path / "r.html")
    assert done.returncode == 0, done.stderr
    written = "".join((tmp_path / n).read_text() for n in ("c.json", "g.json", "r.html"))
    assert [v for v in (A, B, C, D) if v in written] == []
    contract = (tmp_path / "c.json").read_text()
    assert "<callback […, …].forEach>" in contract        # the place is still named
    assert "<callback login(…, …).then>" in contract
