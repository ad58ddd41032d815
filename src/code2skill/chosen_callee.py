"""Rule ``client.chosen-default``: a call whose callee is a choice between a function the
caller may hand in and a recognised request library's own function, the library's last.

Shapes::

    await (options?.fetch ?? fetch)(url, { method, body })     // a wrapper's options
    (opts.fetch || window.fetch)(url)
    (customFetch ?? globalThis.fetch)(url, init)
    const send = customFetch || window.fetch; send(url)      // held in a constant first
    (config.http ?? axios)(url, { method })

The library's function is what runs when the caller hands nothing in, and what a caller hands
in stands in for it with the same contract (SvelteKit's load ``fetch``, a test stub): the call
is that library's call site, its evidence naming this rule. The choice must be an ``||``/``??``
whose options before the library's are all values the caller decides (a parameter or a
member of one, a value code2skill does not know); a choice between library methods
(``(cond ? axios.put : axios.post)(url)``) and a choice with a user function or another
client are left to the rules that read them, and so is such a call inside a library's own
code copied into the program (rule ``modules.vendored-copy``: a generated SDK's bundled
client, whose requests its recogniser reads at the SDK's calls).
"""
from __future__ import annotations

from code2skill.values import FIRST_SET, AltV, LibV, ParamV, UnknownV, Value

RULE = "client.chosen-default"


def chosen_default(callee: Value, libraries: frozenset[str]) -> LibV | None:
    """The request library's function ``callee`` defaults to (``fetch`` of ``opts.fetch ??
    fetch``), when ``callee`` is an ``||``/``??`` choice whose last option is a function of
    one of ``libraries`` (no member of it: the library called as a function) and whose other
    options are all :func:`caller_supplied`; else ``None``."""
    if not isinstance(callee, AltV) or callee.kind not in FIRST_SET or callee.test is not None \
            or len(callee.options) < 2:
        return None
    *chosen, default = callee.options
    if not (isinstance(default, LibV) and default.lib in libraries and not default.path):
        return None
    return default if all(caller_supplied(option) for option in chosen) else None


def caller_supplied(value: Value) -> bool:
    """Whether ``value`` is one a caller decides or code2skill cannot see: a parameter or a
    member of one, or an unknown value; a library value, a client or a user function is
    not."""
    return isinstance(value, (ParamV, UnknownV))
