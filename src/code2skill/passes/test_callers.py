"""Rule ``wrapper.test-callers``: a call that test code makes is no call the client makes.

A service method a unit test calls (``client.updateSummarySuggestion(789, payload)`` in
``cs-client_test.ts``) and nothing else calls is, for the shipped app, never called: the
never-called pass (:mod:`.uncalled`) judges it on the program without the test files (the
``{path: rule}`` of :func:`code2skill.passes.test_code.test_files`), and its review item cites
the test calls it set aside. A test's call of another method of the layer still shows that the
resolver follows calls into the layer (the pass's guard against a call it did not link). Pure.
"""
from __future__ import annotations

import dataclasses
from collections.abc import Collection

from code2skill.contract.models import Evidence
from code2skill.evidence import inferred

RULE = "wrapper.test-callers"
NOTE = "called here by test code only ({rule}): a test's call is none the client makes"
MAX_CITED = 3                         # test calls cited per review item


def client_view(program, tests: Collection[str]):
    """``program`` (a :class:`code2skill.program.Program`) less the test files ``tests``:
    their modules, their functions, the calls they make (``callers`` entries whose module is
    one of them) and the callbacks they register; ``program`` itself when ``tests`` is empty."""
    if not tests:
        return program
    callers = {fid: kept for fid, calls in program.callers.items()
               if (kept := tuple(c for c in calls if c[0] not in tests))}
    callbacks = {fid: kept for fid, found in program.response_callbacks.items()
                 if (kept := {k: v for k, v in found.items() if k[0] not in tests})}
    return dataclasses.replace(
        program,
        modules={p: m for p, m in program.modules.items() if p not in tests},
        functions={fid: (p, fn) for fid, (p, fn) in program.functions.items()
                   if p not in tests},
        callers=callers, response_callbacks=callbacks)


def test_calls(program, fid: str, tests: dict[str, str]) -> list[Evidence]:
    """The evidence of the first :data:`MAX_CITED` calls of the function ``fid`` that the test
    files ``tests`` (``{path: scope rule}``) make, in source order; ``[]`` when none does."""
    calls = sorted({(path, span) for path, _, _, span in program.callers.get(fid, ())
                    if path in tests})
    return [inferred((path, span), RULE, NOTE.format(rule=tests[path]))
            for path, span in calls[:MAX_CITED]]
