"""Meta-tests of the recogniser registry (``extractors/registry.py``).

* Every recogniser is exercised by a sample under ``samples/`` (each has ``// @expect`` lines,
  checked by ``test_samples.py``): deriving the samples with every hook watched, each
  recogniser's hooks return something (a request template, a value, setup facts, review
  items) for at least one of them.
* No recogniser module reaches the resolver: hooks get the narrow
  :class:`~code2skill.recogniser_context.ProgramQueries` / ``Context`` views only.
"""
from __future__ import annotations

import importlib
import re
from dataclasses import fields, replace
from functools import lru_cache
from pathlib import Path

import pytest

from code2skill import pipeline
from code2skill.extractors.registry import RECOGNISER_MODULES, RECOGNISERS, Recogniser
from code2skill.pipeline import Settings, derive
from code2skill.recogniser_context import Context, ProgramQueries, SetupFacts

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = ROOT / "samples"
APPS = sorted(p.name for p in SAMPLES.iterdir() if (p / "expected").is_dir())
HOOKS = ("request", "call_value", "call_result", "member_value", "setup", "inject", "review",
         "unknown_receiver", "declared")


def answered(result) -> bool:
    """Whether a hook's result says it took part: a value, a template, facts or items."""
    if isinstance(result, SetupFacts):
        return result.facts not in (None, {}, []) or bool(result.bound_this or result.callers)
    return result is not None and result != [] and result != () and result != set()


def watched(rec: Recogniser, seen: dict[str, set[str]]) -> Recogniser:
    """``rec`` with each hook recording, in ``seen[rec.id]``, the hooks that answered and
    checking it is handed the narrow views, never the resolver."""
    def wrap(name, hook):
        def call(*args):
            assert not any(type(a).__name__ == "Resolver" for a in args), (rec.id, name)
            assert any(isinstance(a, (ProgramQueries, Context)) for a in args) \
                or name == "call_value", (rec.id, name)
            result = hook(*args)
            if answered(result):
                seen.setdefault(rec.id, set()).add(name)
            return result
        return call
    return replace(rec, **{name: wrap(name, getattr(rec, name)) for name in HOOKS
                           if getattr(rec, name) is not None})


@lru_cache(maxsize=None)
def exercised(app: str) -> dict[str, frozenset[str]]:
    """``{recogniser id: hooks that answered}`` deriving sample ``app``."""
    seen: dict[str, set[str]] = {}
    patched = tuple(watched(rec, seen) for rec in RECOGNISERS)
    original = pipeline.RECOGNISERS
    pipeline.RECOGNISERS = patched
    try:
        derive(SAMPLES / app, Settings(jobs=1))
    finally:
        pipeline.RECOGNISERS = original
    return {lib: frozenset(hooks) for lib, hooks in seen.items()}


def test_the_registry_is_one_list():
    """Every module defining a ``RECOGNISER`` is in the list, once, and the registry is that
    list's recognisers in its order, with distinct ids."""
    defining = sorted(p.stem for p in (ROOT / "extractors").glob("*.py")
                      if re.search(r"^RECOGNISER = ", p.read_text(encoding="utf-8"), re.M))
    assert sorted(RECOGNISER_MODULES) == defining
    assert [importlib.import_module(f"code2skill.extractors.{m}").RECOGNISER
            for m in RECOGNISER_MODULES] == list(RECOGNISERS)
    assert len({rec.id for rec in RECOGNISERS}) == len(RECOGNISERS)
    assert {f.name for f in fields(Recogniser)} >= set(HOOKS)


@pytest.mark.parametrize("rec", RECOGNISERS, ids=lambda rec: rec.id)
def test_every_recogniser_is_exercised_by_a_sample(rec):
    apps = [app for app in APPS if rec.id in exercised(app)]
    assert apps, f"no sample under samples/ exercises the {rec.id} recogniser: add calls " \
        "of its library, with // @expect lines, to a sample"


@pytest.mark.parametrize("name", RECOGNISER_MODULES + ("common",))
def test_no_recogniser_reaches_the_resolver(name):
    source = (ROOT / "extractors" / f"{name}.py").read_text(encoding="utf-8")
    code = re.sub(r'"""(?:.|\n)*?"""', "", source)         # docstrings may name it
    assert not re.search(r"\bresolver\b\s*[.\[]|\.resolver\b|import Resolver\b", code), name


def test_response_bodies_are_the_recognisers_facts():
    from code2skill.resolution.shared import registry_bodies
    assert registry_bodies() == (
        {"fetch": "json()", "axios": "data", "superagent": "body", "angular-http": "",
         "angularjs": "data", "ky": "json()", "ofetch": "", "react-admin": "data",
         "ng-file-upload": "data", "restangular": "", "better-auth": "data",
         "hono": "json()", "wretch": "json()", "mithril": ""},
        {"graphql": "data"})


def test_option_keys_and_credentials_are_read_by_the_facts():
    from code2skill.extractors.axios import FACTS as AXIOS
    from code2skill.extractors.common import option, sends_credentials
    from code2skill.extractors.ofetch import FACTS as OFETCH
    from code2skill.values import LitV, ObjV, PropV, StrV, Text

    class Ctx:
        @staticmethod
        def member(value, prop):
            return value.get(prop) if isinstance(value, ObjV) else None

    params, query = StrV((Text("p"),)), StrV((Text("q"),))
    both = ObjV((PropV("params", params), PropV("query", query)))
    assert option(Ctx, both, OFETCH.query_keys) is query            # query before params
    assert option(Ctx, ObjV((PropV("params", params),)), OFETCH.query_keys) is params
    assert option(Ctx, ObjV(()), OFETCH.query_keys) is None
    assert sends_credentials(Ctx, ObjV((PropV("credentials", StrV((Text("include"),))),)),
                             OFETCH.credentials)
    assert not sends_credentials(Ctx, ObjV((PropV("credentials",
                                                  StrV((Text("same-origin"),))),)),
                                 OFETCH.credentials)
    assert sends_credentials(Ctx, ObjV((PropV("withCredentials", LitV(True)),)),
                             AXIOS.credentials)
    assert not sends_credentials(Ctx, ObjV((PropV("withCredentials", LitV(False)),)),
                                 AXIOS.credentials)
