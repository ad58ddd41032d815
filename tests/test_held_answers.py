"""Rule ``output.declared-answer`` for answers kept in a holder of a declared type
(:mod:`code2skill.passes.held_answers`): a Svelte store's type argument, a name declared with
an annotation and assigned the answer later, an annotated parameter handed the answer."""
from __future__ import annotations

from conftest import capability, sample_files

from code2skill.extractors.module_facts import extract_module
from code2skill.passes.held_answers import answer_type

SAMPLE = "svelte-typed-answers"
FILES = ("package.json", "svelte.config.js", "src/lib/types.ts", "src/lib/stores.ts",
         "src/lib/Recorder.svelte", "src/routes/+page.svelte")


def declared(cap: dict) -> list[tuple[str, int, str, str]]:
    """``(file, line, rule, note)`` of the whole output schema's evidence."""
    return [(e["file"], e["line"], e["rule"], e["note"])
            for e in cap["evidence"].get("/outputSchema", [])]


def test_annotations_of_declared_names_are_facts_of_their_scope():
    facts = extract_module("src/a.ts", "typescript", (
        b"export let device: Device;\nlet capture: Capture | null = null;\nlet plain = 1;\n"
        b"function f() { let list: Item[] = []; let list2; }\n"))
    assert {k: v[0] for k, v in facts.annotated.items()} == \
        {"device": "Device", "capture": "Capture | null"}
    (fn,) = facts.functions.values()
    assert {k: v[0] for k, v in fn.annotated.items()} == {"list": "Item[]"}
    assert facts.annotated["capture"][1] == (2, 5, 2, 35)


def test_the_answer_type_drops_null_members_and_declares_nothing_for_any():
    assert answer_type("Capture | null") == "Capture"
    assert answer_type("Array<Item | null> | undefined") == "Array<Item | null>"
    assert answer_type("A | B") == "A | B"
    assert answer_type("any") is None and answer_type("unknown | null") is None
    assert answer_type("null") is None


def test_a_typed_store_types_the_answer_its_setter_is_given(derive_files):
    contract = derive_files(sample_files(SAMPLE, *FILES))
    calibration = capability(contract, "GET", "/api/calibration")    # start(set) { set(data) }
    assert declared(calibration) == [("src/lib/stores.ts", 13, "output.declared-answer",
                                      "Calibration")]
    assert calibration["outputSchema"]["required"] == ["matrix", "rmse"]
    config = capability(contract, "GET", "/api/config")               # config.set(body)
    assert declared(config) == [("src/lib/stores.ts", 4, "output.declared-answer", "Config")]
    profile = capability(contract, "GET", "/api/profile")      # const { set } = writable<…>
    assert declared(profile) == [("src/lib/stores.ts", 49, "output.declared-answer",
                                  "Profile")]
    assert set(profile["outputSchema"]["properties"]) == {"admin", "login"}
    trackers = capability(contract, "GET", "/api/trackers")           # .then((list) => set(list))
    assert trackers["outputSchema"]["type"] == "array"
    assert set(trackers["outputSchema"]["items"]["properties"]) == {"id", "name", "battery"}


def test_a_store_set_to_a_member_of_the_answer_does_not_type_the_answer(derive_files):
    contract = derive_files(sample_files(SAMPLE, *FILES))
    summary = capability(contract, "GET", "/api/summary")   # writable<number>: summary.total
    assert declared(summary) == [("src/lib/stores.ts", 45, "output.declared-answer", "Summary")]
    assert summary["outputSchema"]["properties"] == {"total": {"type": "number"}}


def test_a_name_declared_with_a_type_and_assigned_the_answer_later(derive_files):
    contract = derive_files(sample_files(SAMPLE, *FILES))
    for path in ("/api/trackers/{trackerId}/capture/start", "/api/trackers/{trackerId}/capture/stop"):
        cap = capability(contract, "POST", path)
        assert declared(cap) == [("src/lib/Recorder.svelte", 6, "output.declared-answer",
                                  "Capture")]
        assert cap["outputSchema"]["required"] == ["active", "count", "positions"]


def test_an_untyped_holder_declares_nothing(derive_files):
    files = sample_files(SAMPLE, *FILES)
    files["src/lib/Recorder.svelte"] = files["src/lib/Recorder.svelte"].replace(
        "let capture: Capture | null = null;", "let capture: any = null;")
    contract = derive_files(files)
    start = capability(contract, "POST", "/api/trackers/{trackerId}/capture/start")
    assert start["outputSchema"] is None
