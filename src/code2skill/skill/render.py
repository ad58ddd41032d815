"""The text of a Skill's files from its :class:`~.plan.SkillPlan` (jinja2 templates in
``templates/``): ``{relative path: text}`` with ``SKILL.md`` and ``references/<tool>.md``,
byte-identical for the same plan. Every contract string is written by
:mod:`code2skill.markdown` (rule ``markdown.escape``)."""
from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import cache

from jinja2 import Environment, PackageLoader, StrictUndefined

from code2skill.markdown import code, code_cell, text
from code2skill.skill.plan import SkillPlan, ToolReference


@dataclass(frozen=True)
class InputRow:
    name: str
    type: str
    required: bool
    description: str


def render_skill(plan: SkillPlan) -> dict[str, str]:
    """The Skill's files, keyed by their path inside the Skill's folder (named ``plan.name``)."""
    env = environment()
    files = {"SKILL.md": env.get_template("SKILL.md.j2").render(plan=plan)}
    for ref in plan.references:
        files[f"references/{ref.capability.name}.md"] = env.get_template(
            "reference.md.j2").render(ref=ref, inputs=input_rows(ref))
    return {path: tidy(text) for path, text in sorted(files.items())}


@cache
def environment() -> Environment:
    env = Environment(loader=PackageLoader("code2skill.skill", "templates"),
                      undefined=StrictUndefined, keep_trailing_newline=True, autoescape=False)
    env.filters.update(oneline=oneline, text=text, code=code, code_cell=code_cell,
                       yaml_string=json.dumps)
    return env


def input_rows(ref: ToolReference) -> list[InputRow]:
    """One row per top-level input property, in the schema's order."""
    schema = ref.capability.inputSchema
    required = set(schema.get("required") or [])
    return [InputRow(name, type_of(prop), name in required, str(prop.get("description", "")))
            for name, prop in (schema.get("properties") or {}).items()
            if isinstance(prop, dict)]


def type_of(prop: dict) -> str:
    kind = prop.get("type")
    if isinstance(kind, list):
        kind = " or ".join(str(k) for k in kind)
    if "enum" in prop:
        return "one of " + ", ".join(code_cell(json.dumps(v)) for v in prop["enum"])
    return text(kind or "any")


def oneline(text: object) -> str:
    """``text`` on one line (runs of white space, line breaks included, become one space)."""
    return re.sub(r"\s+", " ", str(text)).strip()


def tidy(text: str) -> str:
    """No trailing spaces, at most one blank line in a row, one final line break."""
    lines = [line.rstrip() for line in text.splitlines()]
    return re.sub(r"\n{3,}", "\n\n", "\n".join(lines)).strip("\n") + "\n"
