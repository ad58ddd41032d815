"""Rules ``description.several-requests`` and ``description.developer-note``
(``code2skill.passes.doc_scope``): a doc comment that describes more than the request, or
that is a note, is no description of it."""
from __future__ import annotations

from conftest import capability

from code2skill.passes.doc_scope import is_developer_note, several_note


def test_notes_and_rationales_are_no_descriptions():
    assert is_developer_note("TODO: paginate the tags once the server does.")
    assert is_developer_note("FIXME remove after the migration")
    assert is_developer_note("Note: the server caches this for a minute.")
    assert is_developer_note("There's a strong temptation to make launching an app just a link.")
    assert is_developer_note("There are two ways to open an app.")
    assert is_developer_note("We poll because the socket drops behind proxies.")
    assert is_developer_note("Let's keep this here until v2.")


def test_descriptions_are_no_notes():
    assert not is_developer_note("Lists the users of the team, newest first.")
    assert not is_developer_note("Note taking: creates a note in the notebook.")
    assert not is_developer_note("Notes the visit of a page.")
    assert not is_developer_note("Weekly report of the team.")
    assert not is_developer_note("Get the todo list.")
    assert not is_developer_note("")


def test_the_note_counts_the_requests():
    said = several_note("useFavorites", "Hook to manage favorites in the file system.", 3)
    assert said == ("the doc of useFavorites ('Hook to manage favorites in the file system.') "
                    "describes a function making 3 different requests, not this one: generated "
                    "from the name")


FILES = {
    "src/hooks.ts": (
        "/** Manages the favorites: lists them, adds and removes one. */\n"
        "export function useFavorites() {\n"
        "  const favorites = fetch('/api/favorites');\n"
        "  const add = (path: string) => fetch('/api/favorites', {method: 'POST', body: path});\n"
        "  return {favorites, add};\n"
        "}\n"
        "/** TODO: paginate the tags. */\n"
        "export function listTags() {\n"
        "  return fetch('/api/tags');\n"
        "}\n"
        "/** Saves the settings of the team. */\n"
        "export function saveSettings(dark: boolean) {\n"
        "  if (dark) return fetch('/api/settings', {method: 'PUT', body: 'dark'});\n"
        "  return fetch('/api/settings', {method: 'PUT', body: 'light'});\n"
        "}\n"),
}


def test_the_doc_of_a_function_making_several_requests_is_set_aside(derive_files):
    contract = derive_files(FILES)
    listed = capability(contract, "GET", "/api/favorites")
    [evidence] = listed["evidence"]["/description"]
    assert listed["description"] == "List favorites (app backend)."
    assert (evidence["rule"], evidence["kind"]) == ("description.several-requests", "default")
    assert "useFavorites" in evidence["note"] and "making 2 different requests" in evidence["note"]
    added = capability(contract, "POST", "/api/favorites")     # its own arrow has no doc
    assert "Manages the favorites" not in added["description"]


def test_a_note_is_set_aside_and_one_endpoint_keeps_its_doc(derive_files):
    contract = derive_files(FILES)
    tags = capability(contract, "GET", "/api/tags")
    assert tags["evidence"]["/description"][0]["rule"] == "description.developer-note"
    assert "TODO" not in tags["description"]
    settings = capability(contract, "PUT", "/api/settings")
    assert settings["description"] == "Saves the settings of the team."
    assert settings["evidence"]["/description"][0]["rule"] == "description.jsdoc"
