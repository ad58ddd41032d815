"""Rule ``side-effect.suggestion-source``: a ``GET`` an autocomplete widget's ``source`` makes is
a read, whatever a word of its path says.

Rule ``side-effect.get-action`` takes a ``GET`` whose last path segment names an action as that
action's write (``GET /tasks/{id}/complete`` completes a task). But the same word is as often
the noun of what a widget lists: jQuery UI's ``$(el).autocomplete({source(request, response)
{ $.ajax({url: 'browser/complete', data: request}).done(response) }})`` (Medusa's file
browser) asks for the completions of what the user typed, on every key stroke; the widget
calls its ``source`` for suggestions and shows what it is handed. A request made in the
function given as the ``source`` option of such a widget (:data:`WIDGETS`: ``autocomplete``,
``typeahead``) reads suggestions: a read. The word still says it may change state, so rule
``policy.read-that-writes`` keeps it from automatic retries with its review item. It is named a
``get`` of the path's nouns and its word (:func:`~.polled_reads.polled_name`:
``get_browser_complete``).
"""
from __future__ import annotations

from code2skill.facts import Fn, Obj
from code2skill.normalize import Observed
from code2skill.values import Where

from .page_messages import callee_name
from .polled_reads import WORDED_RULES

RULE = "side-effect.suggestion-source"
# methods of a widget whose ``source`` option lists suggestions for what the user types
WIDGETS = frozenset({"autocomplete", "typeahead", "catcomplete"})
SOURCE = "source"


def widget_source(call: Observed, program) -> Where | None:
    """Where the widget call is (``$(el).autocomplete({source(…) {…}})``) whose ``source``
    option is the function making ``call``'s request, in the same module; else ``None``."""
    maker = program.function_at(*call.sites[0].where)
    if maker is None:
        return None
    module = call.sites[0].where[0]
    for (path, _), sites in program.calls_by_scope.items():
        if path != module:
            continue
        for site in sites:
            if callee_name(site.call) in WIDGETS and any(
                    isinstance(a, Obj) and any(p.key == SOURCE and isinstance(p.value, Fn)
                                               and p.value.fid == maker.fid for p in a.props)
                    for a in site.call.args):
                return path, site.call.span
    return None


def suggested_read(method: str, effect: str, rule: str, calls: list[Observed], program
                   ) -> tuple[tuple[str, str], Where] | None:
    """``(("read", RULE), where of the widget)`` for a ``GET`` whose write effect only a word of
    its path gave (:data:`~.polled_reads.WORDED_RULES`) and whose every call is made by a
    widget's ``source`` (:func:`widget_source`); else ``None``."""
    if method != "GET" or effect == "read" or rule not in WORDED_RULES or not calls:
        return None
    found = [widget_source(call, program) for call in calls]
    return (("read", RULE), found[0]) if None not in found else None
