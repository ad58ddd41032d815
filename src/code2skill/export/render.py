"""The jinja2 environment of the export templates (``templates/*.j2``).

Templates are plain text (no HTML escaping), blocks trimmed, the final newline kept; the
``js`` filter writes a JSON value as a JavaScript literal (:func:`code2skill.export.zod.js`);
``text`` and ``code`` write a contract string into Markdown (:mod:`code2skill.markdown`).
"""
from __future__ import annotations

from functools import cache
from typing import Any

from jinja2 import Environment, PackageLoader, StrictUndefined

from code2skill import markdown
from code2skill.export.zod import js


@cache
def environment() -> Environment:
    env = Environment(loader=PackageLoader("code2skill.export", "templates"),
                      autoescape=False, trim_blocks=True, lstrip_blocks=True,
                      keep_trailing_newline=True, undefined=StrictUndefined)
    env.filters.update(js=js, text=markdown.text, code=markdown.code)
    return env


def render(template: str, **context: Any) -> str:
    """The text of ``templates/<template>`` with ``context``."""
    return environment().get_template(template).render(**context)
