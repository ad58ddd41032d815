"""Rule ``url.literal-union``: a request URL that is, as a whole, a value its declared type
restricts to a union of URL literals is one request per literal.

    const props = defineProps<{ url: '/api/admin/ip-info' | '/api/setup/4' }>()
    const { data } = useFetch(props.url, { method: 'get' })

The component's users can pass only those texts, so the request reaches ``GET
/api/admin/ip-info`` or ``GET /api/setup/4``: each is an endpoint of its own (cited at the call,
the note naming the declared type), not a parameter no caller shows. Only a union written in
the annotation itself is read, every member a quoted literal that is a rooted path (``/…``)
or an ``http(s)://`` URL; a type alias, a union mixing ``string`` in, or a literal that is no
URL leaves the value as it is (the generic "no fixed part" item). A value of a single literal
type is the same as that literal and is read too.
"""
from __future__ import annotations

import re

from code2skill.function_members import union_options
from code2skill.values import AltV, ParamV, StrV, Text, TypedV, Value

RULE = "url.literal-union"
QUOTED = re.compile(r"""^(['"])(?P<text>[^'"\\]*)\1$""")
URL_TEXT = re.compile(r"^(/(?!/)|https?://)\S*$")


def url_literals(type_text: str | None) -> list[str] | None:
    """The texts of a declared type that is a union of quoted URL literals (``'/api/a' |
    '/api/b'`` → ``['/api/a', '/api/b']``; module docstring), in order, repeats dropped;
    ``None`` for any other type or none."""
    if not type_text:
        return None
    texts: list[str] = []
    for option in union_options(type_text.strip()):
        match = QUOTED.match(option)
        if match is None or not URL_TEXT.match(match["text"]):
            return None
        texts.append(match["text"])
    return list(dict.fromkeys(texts)) or None


def literal_union_url(url: Value) -> tuple[Value, str] | None:
    """``(the alternatives, the evidence note)`` when ``url`` is, whole, a parameter or typed
    value of a union of URL literals (:func:`url_literals`: each literal one string, an
    :class:`~code2skill.values.AltV` of them for two or more); else ``None``."""
    if not isinstance(url, (ParamV, TypedV)) or url.path:
        return None
    texts = url_literals(url.type_text)
    if texts is None:
        return None
    options = tuple(StrV((Text(text),)) for text in texts)
    note = f"the URL's declared type {url.type_text.strip()} allows only these texts"
    return (options[0] if len(options) == 1 else AltV(options)), note
