"""Rule ``ember-data.adapter-ajax``, checked once a request is complete: the URL of an Ember
Data adapter's own ``this.ajax(url, …)`` must open with fixed text naming something.

An adapter builds every URL from its prefix (``this.urlPrefix()``, ``this.buildURL()``, a
``urlFor…`` method) or a literal path, so a URL that opens with anything else — the result of
an override the resolver cannot read, of a helper that cuts the URL (``url.split('?')``), or
the bare parameter of an ``ajax`` override no call fills — is not the endpoint's name, nor
is a choice of several URL templates the source does not decide (an override pushing path
pieces under tests on a value the resolver cannot read): the request is reported at its
call, never an endpoint whose unknown head becomes a base URL. The check runs on the finished template, so an app's ``ajax`` override (a watchable adapter
passing ``url`` on to ``super.ajax``) is judged with each caller's URL substituted.
"""
from __future__ import annotations

from code2skill.requests import RequestTemplate
from code2skill.values import AltV, HoleV, StrV, Text, Value

RULE = "ember-data.adapter-ajax"
MESSAGE = ("the URL of this adapter's ajax() call is built from values the source does not "
           "show (an override or helper the resolver cannot follow, or a choice of URL "
           "shapes it cannot decide): the request is not in the contract (rule "
           "ember-data.adapter-ajax)")


def opens_with_text(value: Value, after: tuple = ()) -> bool:
    """Whether a string value (followed by the parts ``after``), or each of its
    alternatives, opens with fixed text naming something — more than slashes — before any
    hole, a leading hole holding a string or alternatives read in place (``${this.buildURL()}
    /x``, ``${this.host || '/'}v1/x``); ``'/' + unknown`` does not."""
    if isinstance(value, AltV):
        return all(opens_with_text(o, after) for o in value.options)
    if not isinstance(value, StrV):
        return False
    parts = value.parts + after
    for index, part in enumerate(parts):
        if not isinstance(part, Text):
            return isinstance(part.value, (StrV, AltV)) and \
                opens_with_text(part.value, parts[index + 1:])
        if part.text.strip("/"):
            return True
    return False


def shape(value: Value) -> tuple:
    """A key of a URL template's text and hole names, without a trailing ``/`` (``url +=
    '/'`` when missing gives one URL, not two)."""
    if not isinstance(value, StrV):
        return (repr(value),)
    key = tuple(p.text if isinstance(p, Text) else ("hole", p.name, shape(p.value))
                for p in value.parts)
    return key[:-1] + ((key[-1].rstrip("/"),) if isinstance(key[-1], str) else key[-1:]) \
        if key else key


def several_shapes(value: Value) -> bool:
    """Whether a URL, or the string its leading hole holds, is a choice of several templates
    — what an override building the URL under tests (``if (id) url.push(id)``) gives when
    the resolver cannot decide them."""
    if isinstance(value, AltV):
        return len({shape(o) for o in flat_options(value)}) > 1
    head = value.parts[0] if isinstance(value, StrV) and value.parts else None
    return isinstance(head, HoleV) and several_shapes(head.value)


def flat_options(value: Value) -> list[Value]:
    """The options of nested alternatives, flattened."""
    if isinstance(value, AltV):
        return [o for option in value.options for o in flat_options(option)]
    return [value]


def unshown_adapter_url(template: RequestTemplate) -> bool:
    """Whether ``template`` is an adapter's ``ajax`` request whose URL does not open with
    fixed text or is a choice of several templates."""
    return any(s.rule == RULE for s in template.sites) and (
        not opens_with_text(template.url) or several_shapes(template.url))
