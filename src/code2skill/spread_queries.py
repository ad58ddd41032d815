"""Rule ``query.unshown-spread``: a request config's query that only a spread whose members
the source does not show may supply is no input of the Tool.

::

    axios.get('/api/clusters', { ...window.requestDefaults })     // params: unknown
    axios.get(url, { ...configs, ...config })    // config: a caller's value not shown

The library reads ``params`` from the merged config, so the spread *may* carry a query, as it
may carry headers or a base URL; nothing the source shows sends one. Offering an optional
``query: object`` input would invent a parameter no call passes, so the query is dropped and
the config's one review item (rule ``axios.config-spread``) says that it may also carry query
parameters. A query a config names (``params: {q}``), or one a caller's spread value
supplies once it is substituted (``get(url, {params: {q}})``), is no such unknown and stays.
"""
from __future__ import annotations

from code2skill.values import AltV, LitV, UnknownV, Value

# reasons of the unknown a member of an unshown spread reads as: the spread's own
# (rule value.unshown-spread) and a member of a caller's value the source does not show
SPREAD_REASONS = frozenset({"spread-member", "unknown-member"})


def spread_only(query: Value | None) -> bool:
    """Whether ``query`` is only what an unshown spread may supply: such an unknown
    (:data:`SPREAD_REASONS`), alone or beside an absent value (``spread.params || undefined``)."""
    options = query.options if isinstance(query, AltV) and query.test is None \
        and query.cond is None else (query,)
    unknown = [o for o in options if isinstance(o, UnknownV)]
    return bool(unknown) and all(o.reason in SPREAD_REASONS for o in unknown) and all(
        isinstance(o, UnknownV) or isinstance(o, LitV) and o.value is None for o in options)
