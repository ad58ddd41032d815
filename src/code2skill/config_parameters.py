"""Rule ``axios.config-parameter``: ``axios(config)`` whose one argument is a parameter
(or a value known only by its type) declared with a type that is no string (``config:
AxiosRequestConfig``, a project's ``RequestConfig`` extending it, ``P & AxiosRequestConfig``)
sends that object as the request config, not as the URL: its ``url``, ``method``, ``params``,
``data`` and ``headers`` are what each caller passes (a request-definition factory's
``{...definition, ...config}`` included), and a caller that passes no ``method`` sends
axios's default ``GET`` (rule ``axios.default-method``). A parameter with no declared type,
or one that may be a string (``string``, ``URL``, ``any``, ``unknown``, a union with
either), stays the URL as before: JavaScript decides at run time, and the source does not
say."""
from __future__ import annotations

import re

from code2skill.values import ParamV, TypedV, Value

# words of a declared type under which the argument may be the URL itself
MAY_BE_URL = re.compile(r"\b(?:string|String|URL|any|unknown)\b")


def declared_config(value: Value | None) -> bool:
    """Whether ``value`` is a whole parameter (or typed value) declared with a type that is
    no string: ``axios(value)`` then takes it as the request config."""
    if isinstance(value, ParamV):
        type_text = value.type_text
    elif isinstance(value, TypedV):
        type_text = value.type_text
    else:
        return False
    return not value.path and bool(type_text) and not MAY_BE_URL.search(type_text)
