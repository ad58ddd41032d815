"""The reviewer's page as text (jinja2 templates in ``templates/``), byte-identical for the same
:class:`~.view.ReportView`.

* HTML (rule ``report.html``): one self-contained file; its CSS and script are inlined, it
  loads nothing from the network, and every value is HTML-escaped. Filters by status, side
  effect and severity, and a name search, run in the page; ``#status=…&sideEffect=…&severity=…
  &q=…`` in the address presets them.
* Markdown (rule ``report.markdown``): the counts, one table row per capability and the first
  :data:`MARKDOWN_REVIEW_MAX` review items, worst first, for a pull request's description;
  every contract string is written by :mod:`code2skill.markdown` (rule ``markdown.escape``:
  no markup, control characters visible).
"""
from __future__ import annotations

from functools import cache

from jinja2 import Environment, PackageLoader, StrictUndefined, select_autoescape

from code2skill import markdown
from code2skill.report.view import ReportView

MARKDOWN_REVIEW_MAX = 50


def render_html(view: ReportView) -> str:
    return environment().get_template("report.html.j2").render(view=view)


def render_markdown(view: ReportView) -> str:
    return environment().get_template("report.md.j2").render(
        view=view, review_max=MARKDOWN_REVIEW_MAX)


@cache
def environment() -> Environment:
    env = Environment(loader=PackageLoader("code2skill.report", "templates"),
                      undefined=StrictUndefined, keep_trailing_newline=True,
                      autoescape=select_autoescape(["html.j2"]), trim_blocks=True,
                      lstrip_blocks=True)
    env.filters.update(text=markdown.text, code=markdown.code)
    return env
