"""Rule ``review.unknown-fluent-client``: a chained call of a REST client code2skill does not
model or cannot follow, in the style of AngularJS Restangular (``rest.one('order', id).remove()``,
``api.all('tag').getList()``; Restangular itself is ``extractors/restangular.py``'s), is a
request-like call site.

A fluent client builds the URL from resource names handed to the calls of a chain and sends
the request with the chain's last call. None of those calls has a URL-like argument, so the
rule for unknown clients (``review.unknown-http-library``: a call of ``get``/``post`` … whose
first argument is URL-like) never sees them, and an app made of such calls would derive an
empty contract in silence. A call is such a site when (:func:`fluent_candidate`, then
:func:`names_resource`: its arguments are evaluated only once its words qualify):

* its callee is a member chain with at least one call before the last member
  (``root.one('order', id).get``), whose root (the names before the first call:
  ``RestClient``, ``this.api``) is named like a client (:data:`CLIENT_NAMES`: ``rest``,
  ``api``, ``http`` …);
* the last member is a request verb (:data:`FLUENT_VERBS`: an HTTP verb, ``remove``,
  ``getList``, ``save``, ``destroy``, ``customGET`` …);
* some call of the chain is handed a resource name: a first argument whose fixed text is a
  word or a path (``'order'``, ``'users/me'``);
* no step of the chain walks a document (:data:`DOM_STEPS`: jQuery's ``find``, ``closest`` …:
  ``$services.find('a').remove()`` removes an element).

The caller applies it only where the resolver could not follow the callee (an unregistered
injected name, an unknown global or import): such a site is reviewed, never guessed into an
endpoint, and counts as a request-like site of coverage.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from code2skill.facts import Call, Expr, Member, Ref

RULE = "review.unknown-fluent-client"
CLIENT_NAMES = re.compile(r"(?i)(api|http|client|service|session|request|rest|agent|fetch|"
                          r"backend|server|gateway|transport|ajax)")
FLUENT_VERBS = frozenset({"get", "post", "put", "patch", "delete", "head", "options", "remove",
                          "getlist", "save", "destroy", "customget", "custompost", "customput",
                          "custompatch", "customdelete", "customoperation"})
DOM_STEPS = frozenset({"find", "closest", "children", "parent", "parents", "siblings", "next",
                       "prev", "filter", "not", "eq", "first", "last", "end", "add", "has",
                       "contents", "querySelector", "querySelectorAll", "getElementById"})
RESOURCE = re.compile(r"[A-Za-z0-9_\-./]*[A-Za-z][A-Za-z0-9_\-./]*")


@dataclass(frozen=True, slots=True)
class FluentChain:
    """``root.step(args)….verb``: ``root`` the names before the first call (``('this',
    'api')``), ``calls`` every call of the chain in order (the innermost first), ``verb`` the
    last member's name."""

    root: tuple[str, ...]
    calls: tuple[Call, ...]
    verb: str

    @property
    def name(self) -> str:
        """How a review item names the call: ``RestClient.one(…).remove``."""
        steps = "".join(f".{c.callee.prop}(…)" for c in self.calls
                        if isinstance(c.callee, Member))
        head = ".".join(self.root)
        if self.calls and not isinstance(self.calls[0].callee, Member):
            head += "(…)"
        return ".".join((head + steps, self.verb))


def fluent_chain(callee: Expr) -> FluentChain | None:
    """The chain of a call's callee ``root.a(…).b(…).verb``; ``None`` unless the callee is a
    member whose object holds at least one call and the chain's root is a plain name path."""
    if not isinstance(callee, Member):
        return None
    calls: list[Call] = []
    names: list[str] = []
    expr: Expr = callee.obj
    while isinstance(expr, (Member, Call)):
        if isinstance(expr, Call):
            calls.append(expr)
            names = []
            expr = expr.callee
        else:
            names.append(expr.prop)
            expr = expr.obj
    if not calls or not isinstance(expr, Ref):
        return None
    path = (expr.name, *reversed(names))          # the first call's callee: ``RestClient.one``
    root = path[:-1] if isinstance(calls[-1].callee, Member) else path
    return FluentChain(root, tuple(reversed(calls)), callee.prop)


def fluent_candidate(chain: FluentChain) -> bool:
    """Whether ``chain`` may be a call of an unknown fluent REST client, by its words alone: a
    request verb, a root named like a client, no document walk (decided before any of its
    arguments is evaluated)."""
    return chain.verb.lower() in FLUENT_VERBS and \
        CLIENT_NAMES.search(chain.root[-1]) is not None and not dom_chain(chain)


def names_resource(first_texts: list[str]) -> bool:
    """Whether some call of a chain is handed a resource name; ``first_texts``: the fixed
    leading text of the first argument of each call of the chain and of the call itself
    (``""`` when it has none)."""
    return any(RESOURCE.fullmatch(text) for text in first_texts)


def dom_chain(chain: FluentChain) -> bool:
    """Whether the chain walks a document (a jQuery or DOM traversal step: ``$services.find('.x')
    .find('a').remove()`` removes an element, no record)."""
    return any(isinstance(call.callee, Member) and call.callee.prop in DOM_STEPS
               for call in chain.calls)


def fluent_message(name: str) -> str:
    """The review item's text for a call ``name`` (``RestClient.one(…).remove``)."""
    return (f"call of {name}: a fluent REST client code2skill does not recognise, building its "
            "URL from the resource names handed to the chain, so its endpoint is not in the "
            f"contract (rule {RULE})")
