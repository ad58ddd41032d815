"""Rule ``description.line-doc``: a run of ``//`` line comments directly above a declaration
is its doc comment when it has no JSDoc (``extractors.line_docs`` and
``ModuleExtractor.leading_doc``), and its summary is the description's text."""
from extractors.line_docs import comment_line, line_doc
from extractors.module_facts import extract_module
from code2skill.passes.descriptions import jsdoc_summary, reads_as_doc, without_own_name

SOURCE = b"""// Copyright 2024 Acme.
// SPDX-License-Identifier: MIT

// Account returns the parsed configuration of an account.
export async function Account(a: string) { return 1 }

// Banner directly above is no description.
// Copyright 2024 Acme.
export function bannered() {}

class Client {
  // Domains returns all domains.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async Domains() {}
  /** The JSDoc wins. */
  // @ts-ignore
  async Jsdoc() {}
  // Some text. /* a block between */
  /* a plain block */
  async Plain() {}
  x = 1; // trailing
  async Trailing() {}

  // old: save(name);
  // Gets the user.
  async Coded() {}

  // Separated by a blank line.

  async Apart() {}
}
const handlers = {
  // Lists the things.
  list() {},
  // Loads one thing.
  load: () => 1,
}
// TODO: cache it
function noted() {}
// const x = fetch(y)
function commented() {}
"""


def docs() -> dict[str, str | None]:
    facts = extract_module("a.ts", "typescript", SOURCE)
    return {fn.name: fn.doc for fn in facts.functions.values()}


def test_a_run_of_line_comments_right_above_a_declaration_is_its_doc():
    found = docs()
    assert found["Account"] == "// Account returns the parsed configuration of an account."
    assert found["Client.Domains"] == "// Domains returns all domains."
    assert found["handlers.list"] == "// Lists the things."
    assert found["handlers.load"] == "// Loads one thing."
    assert found["Client.Coded"] == "// Gets the user."


def test_a_jsdoc_block_wins_over_line_comments():
    assert docs()["Client.Jsdoc"] == "/** The JSDoc wins. */"


def test_other_comments_are_no_doc():
    found = docs()
    assert found["Client.Plain"] is None          # a plain /* */ block
    assert found["Client.Trailing"] is None       # a comment trailing code on its line
    assert found["Client.Apart"] is None          # a blank line between
    assert found["noted"] is None                 # a TODO note alone
    assert found["commented"] is None             # commented-out code


def test_a_licence_right_above_is_read_as_a_banner():
    doc = docs()["bannered"]
    assert doc is not None and jsdoc_summary(doc) == ""


def test_line_doc_keeps_text_drops_directives_and_stops_at_code():
    assert line_doc(["// Shelf returns a shelf:", "// its name.", "//",
                     "// Names are case-sensitive."]) == \
        "// Shelf returns a shelf:\n// its name.\n//\n// Names are case-sensitive."
    assert line_doc(["// Lists users.", "// prettier-ignore", "// #region users"]) == \
        "// Lists users."
    assert line_doc(["// Lists users.", "// const a = b", "// Gets one."]) == "// Gets one."
    assert line_doc(["// if (x) {", "// @ts-expect-error"]) is None
    assert line_doc(["// FIXME broken"]) is None
    assert line_doc(["// Todo lists of the user."]) == "// Todo lists of the user."
    assert line_doc(["// a === b"]) is None
    assert line_doc(["// items.map(x => x.id)"]) is None


def test_comment_line_drops_the_marks():
    assert comment_line("// Lists the users. ") == "Lists the users."
    assert comment_line('/// <reference types="vite" />') == '<reference types="vite" />'
    assert line_doc(['/// <reference types="vite" />']) is None


def test_the_summary_of_line_comments_is_their_first_paragraph():
    assert jsdoc_summary("// Shelf returns a shelf:\n// its name.\n//\n// Case-sensitive.") \
        == "Shelf returns a shelf: its name."
    assert jsdoc_summary("// Lists the users.\n// @param page the page") == "Lists the users."


def test_a_summary_drops_the_documented_functions_own_name():
    assert without_own_name("Account returns the account.", "Client.Account") == \
        "Returns the account."
    assert without_own_name("Account returns the account.", "Client.Accounts") == \
        "Account returns the account."
    assert without_own_name("Account Settings of a user.", "Account") == \
        "Account Settings of a user."
    assert without_own_name("Lists the users.", None) == "Lists the users."


def test_only_a_summary_that_reads_as_documentation_describes():
    assert reads_as_doc("Account returns the account.", "Client.Account")
    assert reads_as_doc("Lists the books of an author.", "authorBooks")
    assert reads_as_doc("Publishes a review.", "reviews.publish")
    assert not reads_as_doc("Account Settings of a user.", "Account")
    assert not reads_as_doc("Loaded by index.html's script tag.", "boot")
    assert not reads_as_doc("Kind: a GET that runs a job.", "run")
    assert not reads_as_doc("Tokens are stored for a minute.", "token")
    assert not reads_as_doc("Address of the server.", "address")
    assert not reads_as_doc("a nested api resource: one parameter per segment", "get")
    assert not reads_as_doc("Always `?`, a random number.", "bust")
    assert not reads_as_doc("Words that only look glued.", "open")
    assert not reads_as_doc("This handles the rest.", "rest")


def test_a_parenthesis_closing_prose_is_no_code():
    assert line_doc(["// AccountSaveFullName saves the full name (used as display name)",
                     "// for the account."]) == \
        "// AccountSaveFullName saves the full name (used as display name)\n// for the account."
    assert line_doc(["// Gets one.", "// save(name)"]) is None
    assert line_doc(["// Gets one.", "// this.items.push(x)"]) is None
