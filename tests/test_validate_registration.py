"""C2S-V001–V003 and V018: registrations of the hand-written fixture package, each broken in
one way."""
from __future__ import annotations

from validate_support import FIXTURE, copy_fixture, edit_json, found, mutate, rules

ADAPTER = "adapter.mjs"


def test_the_fixture_package_is_clean(tmp_path):
    assert found(copy_fixture(tmp_path)) == []


def test_v001_an_exported_capability_without_registration(tmp_path):
    root = copy_fixture(tmp_path)
    text = (root / ADAPTER).read_text()
    start = text.index('server.registerTool("search_books"')
    (root / ADAPTER).write_text(text[:start])
    assert ("C2S-V001", ADAPTER, None) in found(root)
    # its import is now unused, nothing else breaks
    assert rules(root) == {"C2S-V001"}


def test_v002_a_registration_of_a_capability_that_is_not_exported(tmp_path):
    root = copy_fixture(tmp_path)
    text = (root / ADAPTER).read_text()
    block = text[text.index('server.registerTool("search_books"'):]
    (root / ADAPTER).write_text(text + "\n" + block.replace('"search_books"', '"remove_book"', 1))
    assert found(root) == [("C2S-V002", ADAPTER, 91)]


def test_v002_the_profile_no_longer_exports_a_registered_capability(tmp_path):
    root = copy_fixture(tmp_path)
    edit_json(root, "export-profile.json",
              lambda p: p.__setitem__("exported", ["add_book", "get_book"]))
    # the registration, and the adapter's import of that Function, are outside the export
    assert found(root) == [("C2S-V012", ADAPTER, 5), ("C2S-V002", ADAPTER, 69)]


def test_v002_a_capability_registered_twice(tmp_path):
    root = copy_fixture(tmp_path)
    text = (root / ADAPTER).read_text()
    start = text.index('server.registerTool("search_books"')
    (root / ADAPTER).write_text(text + "\n" + text[start:])
    assert {r for r, _, _ in found(root)} == {"C2S-V002"}


def test_v003_a_computed_name(tmp_path):
    root = mutate(tmp_path, ADAPTER, 'server.registerTool("get_book",',
                  'const GET = "get_book";\nserver.registerTool(GET,')
    assert rules(root) == {"C2S-V001", "C2S-V003"}
    assert ("C2S-V003", ADAPTER, 48) in found(root)


def test_v003_registration_in_a_loop(tmp_path):
    root = mutate(tmp_path, ADAPTER, 'server.registerTool("get_book",',
                  'for (const n of ["x"]) server.registerTool("get_book",')
    # the loop is also work done at import
    assert set(found(root)) == {("C2S-V001", ADAPTER, None), ("C2S-V003", ADAPTER, 47),
                                ("C2S-V015", ADAPTER, 47)}


def test_v003_an_alias_of_register_tool(tmp_path):
    root = mutate(tmp_path, ADAPTER, 'server.registerTool("get_book",',
                  'const reg = server.registerTool.bind(server);\nserver.registerTool("get_book",')
    # binding it is also a call at import
    assert set(found(root)) == {("C2S-V003", ADAPTER, 47), ("C2S-V015", ADAPTER, 47)}


def test_v018_a_missing_function_module(tmp_path):
    root = copy_fixture(tmp_path)
    (root / "functions" / "get_book.mjs").unlink()
    assert found(root) == [("C2S-V018", "functions/get_book.mjs", None)]


def test_fixture_is_untouched_by_the_tests():
    assert (FIXTURE / ADAPTER).read_text().count("server.registerTool(") == 3
