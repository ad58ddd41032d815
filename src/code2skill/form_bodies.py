"""Rule ``body.search-params-fields``: a ``URLSearchParams`` body sends its entries as form fields.

Forms handled, in the function that makes the request::

    const form = new URLSearchParams({ username, password })   // fields username, password
    if (remember) form.append('remember', '1')                 // + optional field remember
    axios.post('/auth/login', form)

    private post(route, params) {                              // a wrapper converting the
      return this.axios.post(route, new URLSearchParams(params))  // object its callers pass:
    }
    this.post('/rss/addFeed', { url, path })                   // fields url, path

The body value ``new URLSearchParams(init)`` is folded here, where the request is made, into
the object of its entries (its ``set``/``append`` calls in that function, as the query-string
reading does). An initial value that is no object literal (a wrapper's parameter) is kept as a
spread of that value, so substituting each caller's argument gives the caller's fields; one
the source does not show stays the whole body. The value stays a ``URLSearchParams`` (encoded
``form`` whatever a ``Content-Type`` says) until :func:`form_fields` reads it as the object
of its fields once the outermost caller is known.
"""
from __future__ import annotations

from dataclasses import replace

from code2skill.requests import RequestTemplate
from code2skill.values import AltV, ClientV, ObjV, PropV, Value, spreads_nothing

LIB = "urlsearchparams"


def is_search_params(value: Value | None) -> bool:
    """A ``URLSearchParams`` value itself (not one of its methods)."""
    return isinstance(value, ClientV) and value.lib == LIB and not value.path


def folded_form_body(resolver, template: RequestTemplate, frame) -> RequestTemplate:
    """``template`` whose ``URLSearchParams`` body (or each such option of an alternative
    body) carries its entries as its ``config`` (:func:`folded_entries`); any other template
    is returned unchanged."""
    body = template.body
    if is_search_params(body):
        return replace(template, body=folded_entries(resolver, body, frame))
    if isinstance(body, AltV) and any(is_search_params(o) for o in body.options):
        return replace(template, body=replace(body, options=tuple(
            folded_entries(resolver, o, frame) if is_search_params(o) else o
            for o in body.options)))
    return template


def folded_entries(resolver, params: ClientV, frame) -> ClientV:
    """``params`` (made in the module of ``frame``) with ``config`` the object of its
    entries: an object-literal initial value's members, a spread of any other initial value
    (``new URLSearchParams(params)``), then each ``set``/``append`` of the function (optional
    when guarded). One made in another module is returned unchanged."""
    if params.where is None or params.where[0] != frame.path:
        return params
    entries = resolver.search_params(params, frame)
    init = params.config
    if init is not None and not isinstance(init, ObjV):
        entries = replace(entries, props=(PropV(None, init, params.where),) + entries.props)
    return replace(params, config=entries)


def form_fields(body: Value | None) -> Value | None:
    """The value whose members a ``URLSearchParams`` body sends: the object of its folded
    entries without the spreads that add none (a caller passing nothing: an empty object),
    or the initial value itself when that spread is all it has (``new
    URLSearchParams(params)`` with ``params`` unknown is ``params`` sent whole); any other
    body unchanged."""
    if not is_search_params(body) or not isinstance(body.config, ObjV):
        return body
    props = tuple(p for p in body.config.props
                  if not (p.key is None and p.key_value is None and spreads_nothing(p.value)))
    if len(props) == 1 and props[0].key is None and props[0].key_value is None:
        return props[0].value
    return replace(body.config, props=props)
