"""Rule ``this.agreed-write``: a field a constructor writes from its parameters holds one value
when every ``new`` that passes that value passes the same one.

Shape::

    class HttpClient {
      private baseURL = '';
      constructor(config?: {baseURL?: string; timeout?: number}) {
        if (config?.baseURL) this.baseURL = config.baseURL;
      }
    }
    export const apiClient = new HttpClient({baseURL: withBase('/api'), timeout: 15000});
    const uploads = new HttpClient({baseURL: withBase('/api'), timeout: 30000});
    const http = new HttpClient();

The methods of such a class are summarised once, for no particular instance, so ``this.baseURL``
is read over every construction. The ``new`` differ (a timeout), but the value the write
gives is, for each ``new`` that passes one, the same expression (``withBase('/api')``, written
twice): the field holds it. A ``new`` that passes none (``new HttpClient()``) leaves the field
as the class initialises it and writes nothing here. Values are compared without where they
were written; two differing values leave the write to the other rules (the parameter stays
what the source does not show).
"""
from __future__ import annotations

from dataclasses import fields, is_dataclass, replace

from code2skill.values import LitV, UnknownV, Value


def agreed_value(values: list[Value]) -> Value | None:
    """The first of ``values`` (a write's value for each construction) when every value a
    construction gives (:func:`given`) is the same (:func:`placeless`), two at least; else
    ``None``."""
    found = [v for v in values if given(v)]
    if len(found) < 2 or any(placeless(v) != placeless(found[0]) for v in found[1:]):
        return None
    return found[0]


def given(value: Value) -> bool:
    """Whether a construction gives the write a value: not ``undefined``/``null`` nor a member
    its argument lacks."""
    return not (isinstance(value, LitV) and value.value is None
                or isinstance(value, UnknownV) and value.reason == "no-member")


def placeless(value: object) -> object:
    """``value`` with every ``where`` (and the values it holds) cleared, for comparison."""
    if isinstance(value, tuple):
        return tuple(placeless(v) for v in value)
    if not is_dataclass(value) or isinstance(value, type):
        return value
    changes = {f.name: None if f.name == "where" else placeless(getattr(value, f.name))
               for f in fields(value)}
    return replace(value, **changes)
