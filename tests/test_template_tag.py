"""Rules ``parse.template-tag`` (Ember ``.gjs``/``.gts`` read as script with their
``<template>`` blocks blanked, lines kept) and ``source.unsupported-extension`` (JavaScript-like
files the tool does not read are listed in ``source.skipped`` and warned about)."""
from __future__ import annotations

from conftest import endpoints, write_tree
from typer.testing import CliRunner

from code2skill.cli import app
from code2skill.extractors.languages import blank_templates

GJS = """\
import Component from '@glimmer/component';
const Greeting = <template>
  <p>Hello {{@name}} & `x` ${y}</p>
</template>;
export default class Notes extends Component {
  <template>
    <button {{on "click" this.save}}>Save</button>
  </template>
  async save() {
    await fetch('/api/notes', { method: 'POST', body: JSON.stringify({ title: 'a' }) });
  }
}
"""


def test_template_blocks_become_blank_code_of_the_same_lines():
    out = blank_templates(GJS.encode()).decode()
    assert len(out) == len(GJS) and out.count("\n") == GJS.count("\n")
    assert out.splitlines()[1] == "const Greeting = `         "
    assert out.splitlines()[3] == "          `;"
    assert out.splitlines()[5] == "  ;         "
    assert blank_templates(b"import x from 'y'\n<template>Hi</template>\n") == \
        b"import x from 'y'\n;                      \n"
    assert blank_templates(b"export default <template>Hi</template>;") == \
        b"export default `                     `;"


def test_a_gjs_component_is_analysed(derive_files):
    contract = derive_files({"app/components/notes.gjs": GJS,
                             "app/components/tags.gts": GJS.replace("/api/notes", "/api/tags")})
    assert endpoints(contract) == {("POST", "/api/notes"), ("POST", "/api/tags")}
    assert [(e["file"], e["line"]) for c in contract["capabilities"]
            for e in c["evidence"].get("/implementation/requests/0/pathTemplate", [])] == [
        ("app/components/notes.gjs", 10), ("app/components/tags.gts", 10)]
    assert contract["source"]["diagnostics"] == []


def test_unsupported_javascript_like_files_are_listed_and_warned(tmp_path):
    root = write_tree(tmp_path / "app", {
        "app/a.coffee": 'x = -> $.get "/api/x"\n',
        "app/views/b.js.erb": 'var a = "<%= x %>";\n',
        "app/c.js": "fetch('/api/c');\n",
        "app/readme.md": "# notes\n",
        "test/d.coffee": "x = 1\n"})
    result = CliRunner().invoke(app, ["derive", str(root), "-o", str(tmp_path / "c.json"),
                                      "--jobs", "1"])
    import json
    skipped = json.loads((tmp_path / "c.json").read_text())["source"]["skipped"]
    assert [(s["path"], s["reason"]) for s in skipped] == [
        ("app/a.coffee", "unsupported extension (CoffeeScript): code2skill does not read it, so "
                         "requests it makes are not in the contract"),
        ("app/views/b.js.erb", "unsupported extension (JavaScript in an ERB template): "
                               "code2skill does not read it, so requests it makes are not in "
                               "the contract")]
    assert result.exit_code == 0
    assert "code2skill: warning: 2 JavaScript-like file(s) code2skill does not read " \
        "(CoffeeScript 1, JavaScript in an ERB template 1): their requests are not in the " \
        "contract (source.skipped)" in result.stderr.splitlines()
