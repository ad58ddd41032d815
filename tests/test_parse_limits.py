"""Rule ``parse.jsx-text-limit``: valid JSX text the TSX grammar cannot read (a bare ``&``) is a
parser limit, not a syntax error in the user's code; the rest of the file is extracted."""
from code2skill.extractors.module_facts import extract_module

LIMIT = ("parser limit: JSX text with a bare '&' could not be read by the grammar (the file is "
         "valid TSX/JSX); the rest of the file was extracted")
ATTRIBUTE_LIMIT = ("parser limit: a JSX attribute string with an '&' that starts no character "
                   "reference ('?a=1&b=2') could not be read by the grammar (the file is valid "
                   "TSX/JSX); the rest of the file was extracted")
SYNTAX = "syntax errors; extraction continued on the rest of the file"


def parse_diagnostics(source: str) -> list[tuple[str, int | None]]:
    facts = extract_module("src/Page.tsx", "tsx", source.encode())
    return [(d.reason, d.line) for d in facts.diagnostics if d.stage == "parse"]


def test_a_bare_ampersand_in_jsx_text_is_a_parser_limit():
    facts = extract_module("src/Page.tsx", "tsx", (
        "import axios from 'axios';\n"
        "export const Terms = () => <p>Terms &amp; conditions & more</p>;\n"
        "export const Lab = () => (<div>\n  <p>R&D</p>\n</div>);\n"
        "export const load = () => axios.get('/api/terms');\n").encode())
    assert [(d.reason, d.line, d.severity) for d in facts.diagnostics] == [
        (LIMIT, 2, "warning")]
    assert any(site.call.args and getattr(site.call.callee, "prop", None) == "get"
               for site in facts.calls)


def test_an_ampersand_query_in_a_jsx_attribute_string_is_a_parser_limit():
    """``href="…?action=home&from=ui"``: both grammars take ``&from`` for the start of a
    character reference that never ends with ``;``; it is valid JSX."""
    source = ("import axios from 'axios';\n"
              "export const Footer = () => (\n"
              "  <a target=\"_blank\"\n"
              "     href=\"https://example.org/forward?action=home&from=ui&app=home\">Home</a>);\n"
              "export const load = () => axios.get('/api/footer');\n")
    for path, grammar in (("src/Footer.tsx", "tsx"), ("src/Footer.jsx", "javascript")):
        facts = extract_module(path, grammar, source.encode())
        assert [(d.reason, d.line, d.severity) for d in facts.diagnostics] == [
            (ATTRIBUTE_LIMIT, 4, "warning")]
        assert [(site.call.callee.prop, site.call.span[0]) for site in facts.calls
                if getattr(site.call.callee, "prop", None) == "get"] == [("get", 5)]


def test_an_ampersand_attribute_and_text_name_the_first_limit():
    assert parse_diagnostics('const a = <div title="x&y=1"><p>R&D</p></div>;\n') == [
        (ATTRIBUTE_LIMIT, 1)]
    assert parse_diagnostics('const a = <div><p>R&D</p><a href="?a=1&b=2" /></div>;\n') == [
        (LIMIT, 1)]


def test_attribute_strings_with_references_or_a_spaced_ampersand_parse_cleanly():
    assert parse_diagnostics('const a = <a title="Q &amp; A" alt="a & b" href="?a=1&#38;b=2" />;\n'
                             ) == []


def test_a_real_syntax_error_beside_an_ampersand_attribute_stays_one():
    assert parse_diagnostics('const a = <a href="?a=1&b=2" />;\nconst b = (1 + ;\n') == [
        (SYNTAX, 1)]


def test_entities_and_logical_and_parse_cleanly():
    assert parse_diagnostics("const a = <p>a &nbsp; b &#169; {x && y}</p>;\n") == []


def test_a_real_syntax_error_stays_one_even_beside_jsx_text():
    assert parse_diagnostics("const a = <p>R&D</p>;\nconst b = (1 + ;\n") == [(SYNTAX, 1)]   # the first error


def test_strict_names_the_parser_limit_it_fails_on(tmp_path):
    from conftest import write_tree
    from typer.testing import CliRunner

    from code2skill.cli import app

    root = write_tree(tmp_path / "app", {
        "src/Page.jsx": "export const P = () => <p>Tom & Jerry</p>;\n"
                        "export const load = () => fetch('/api/tom');\n"})
    for quiet in ([], ["--quiet"]):
        result = CliRunner().invoke(app, ["derive", str(root), "-o", str(tmp_path / "c.json"),
                                          "--jobs", "1", "--strict", *quiet])
        assert result.exit_code == 1
        assert [line for line in result.stderr.splitlines() if line.startswith("code2skill: strict")] == [
            "code2skill: strict: 1 source file problem(s) (syntax errors, parser limits, "
            f"unreadable files) may hide calls; first: src/Page.jsx: parse: {LIMIT} (line 1)"]


RESERVED_TAGS = (
    "import axios from 'axios';\n"
    "export function Page({ id }) {\n"
    "  if (!id) return <Skeleton.default />;\n"
    "  return <div onClick={() => axios.post('/api/pages/publish')}><Icons.delete size={2} />"
    "</div>;\n"
    "}\n"
    "export const remove = (id) => axios.delete(`/api/pages/${id}`);\n"
    "export const Lazy = () => (<Suspense fallback={<Skeleton.default></Skeleton.default>}>\n"
    "  <Lazy.import onDone={() => axios.get('/api/pages/stats')} /></Suspense>);\n")


def test_a_jsx_tag_named_by_a_reserved_member_is_read():
    """Rule ``parse.jsx-reserved-member``: the JavaScript grammar reads ``<Skeleton.default />``
    as a syntax error; the file is read with the TSX grammar, so it is no syntax error and
    every call (and JSX handler) is extracted with its own line."""
    facts = extract_module("src/Page.jsx", "javascript", RESERVED_TAGS.encode())
    assert facts.diagnostics == [] and facts.language == "javascript"
    calls = sorted((site.call.callee.prop, site.call.span[0]) for site in facts.calls
                   if getattr(site.call.callee, "prop", None) in ("get", "post", "delete"))
    assert calls == [("delete", 6), ("get", 8), ("post", 4)]


def test_a_real_syntax_error_beside_a_reserved_member_tag_stays_one():
    facts = extract_module("src/Page.jsx", "javascript",
                           b"const a = <Skeleton.default />;\nconst b = (1 + ;\n")
    assert [(d.reason, d.line) for d in facts.diagnostics] == [(SYNTAX, 1)]
