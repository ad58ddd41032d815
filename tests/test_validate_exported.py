"""``code2skill validate`` on packages ``code2skill export`` writes: every sample's golden
contract exports to a clean package, and breaking an exported package in one way is found."""
from __future__ import annotations

import pytest
from validate_support import SAMPLES, exported, found_default, mutate_file

SAMPLE_NAMES = sorted(p.name for p in SAMPLES.iterdir()
                      if (p / "expected" / "canonical-contract.json").is_file())
ADAPTER = "adapter.mjs"
REGISTER = 'server.registerTool("get_book", {'
CHANGED_ADAPTER = ("C2S-V024", ADAPTER, None)       # export-manifest.json records it unchanged


@pytest.mark.parametrize("sample", SAMPLE_NAMES)
def test_every_exported_sample_is_clean(tmp_path, sample):
    # body and variables paths ("variables.id", "json.reason") of GraphQL and tRPC samples
    # are not hosts; factories that register the Tools are not loops
    assert found_default(exported(tmp_path, sample)) == []


def line_of(root, file, text):
    return (root / file).read_text().split("\n").index(text) + 1 if text in \
        (root / file).read_text().split("\n") else \
        next(n for n, line in enumerate((root / file).read_text().split("\n"), 1) if text in line)


def test_registration_inside_a_condition_of_the_factory(tmp_path):
    root = exported(tmp_path)
    line = line_of(root, ADAPTER, REGISTER)
    mutate_file(root, ADAPTER, REGISTER, "if (process.env.X) " + REGISTER)
    assert set(found_default(root)) == {("C2S-V001", ADAPTER, None),
                                        ("C2S-V003", ADAPTER, line), CHANGED_ADAPTER}


def test_registration_in_a_callback_of_the_factory(tmp_path):
    root = exported(tmp_path)
    line = line_of(root, ADAPTER, REGISTER)
    mutate_file(root, ADAPTER, REGISTER, '["get_book"].forEach((n) => ' + REGISTER)
    mutate_file(root, ADAPTER, "  });\n\n  server.registerTool(\"list_book_reviews\"",
                "  }));\n\n  server.registerTool(\"list_book_reviews\"")
    assert set(found_default(root)) == {("C2S-V001", ADAPTER, None),
                                        ("C2S-V003", ADAPTER, line), CHANGED_ADAPTER}


def test_a_changed_normaliser_against_code2skills_pin(tmp_path):
    root = mutate_file(exported(tmp_path), "portable-error-normalizer.mjs", "retryable: false",
                       "retryable: true")
    assert found_default(root) == [("C2S-V016", "portable-error-normalizer.mjs", None),
                                   ("C2S-V024", "portable-error-normalizer.mjs", None)]


def test_a_changed_runtime_against_code2skills_pin(tmp_path):
    root = exported(tmp_path)
    (root / "runtime.mjs").write_bytes((root / "runtime.mjs").read_bytes() + b"\n")
    assert found_default(root) == [("C2S-V017", "runtime.mjs", None),
                                   ("C2S-V024", "runtime.mjs", None)]


def test_an_exported_policy_edited_in_the_catch_path(tmp_path):
    root = exported(tmp_path)
    text = (root / ADAPTER).read_text()
    start = text.index('server.registerTool("add_book"')
    catch = text.index("normalizeToolError(error, ", start)
    line = text[:catch].count("\n") + 1
    policy_end = text.index(");", catch)
    (root / ADAPTER).write_text(text[:catch] + text[catch:policy_end].replace(
        '"automaticRetry": "never"', '"automaticRetry": "allowed"') + text[policy_end:])
    assert found_default(root) == [CHANGED_ADAPTER, ("C2S-V009", ADAPTER, line)]
