"""Rule ``url.page-data-attribute``: a request whose URL a script reads from a ``data-*``
attribute of the page (``button.dataset.saveUrl``, ``document.body.dataset.entriesStatusUrl``,
``link.getAttribute('data-url')``) sends the URLs the app's pages and server templates write
into that attribute (:mod:`code2skill.extractors.data_urls`)::

    <button data-save-url="{{ routePath "/entry/save/%d" .entry.ID }}">     (entry.html)
    sendPOSTRequest(buttonElement.dataset.saveUrl)                          (app.js)

The resolver reads such a value (:func:`dataset_member`, :func:`attribute_read`) as the page's
DOM's, ``dom:<element>.dataset.<key>``, whatever the element (a ``querySelector`` result, an
event's target, a handler's parameter: ``dataset`` is the DOM's alone). Before the requests
are observed, :func:`expand` gives each request whose URL opens with such a read one copy per
distinct URL the pages write into ``data-<key>`` (the rest of the URL kept after it), so an
attribute on many elements with different URLs is one endpoint each, cited at the
attribute; at most :data:`MAX_URLS` per request. Which element a script selects is not read:
when the attribute is written with different URLs on elements of several kinds, one of them no
control (:data:`CONTROLS`: a media player's ``data-save-url`` beside a save button's), a
``medium`` item on each of those requests says every URL is taken for it. A URL the templates write with a route they
name (``{{ url_for('feeds.flush') }}``) is no path the tool can read: a ``medium`` review
item names the attribute, never a guess — unless the script writes a path after it
(``document.body.dataset.apiurl + "/dns/blocking"`` of ``data-apiurl="<?=pihole.api_url()?>"``):
the attribute is then the base URL the server writes, the request kept with its leading read
an unresolved base the Host binds (rule ``url.page-data-base``, :func:`leads_a_path`).

A computed key (:func:`computed_dataset_read`, :func:`computed_attribute_read`) that is a
parameter of the enclosing function as a whole (``post(urlKey, data)`` reading
``document.body.dataset[urlKey]``, ``sendTo(el, attr)`` reading ``el.getAttribute(attr)``) is
each caller's key; a URL that is such a read or a value the resolver cannot follow (``url`` or
``new URL(url, origin).toString()`` with a query added) is the attribute's URLs, with a
``medium`` note saying so.

Rule ``url.page-read``: a request whose whole URL is read from the page's DOM and that no page
attribute names (an attribute no analysed page writes, a computed key no caller gives:
``document.body.dataset[urlKey]`` of a key no page writes, ``el.dataset[el.id + 'Url']``, a
``<meta>`` tag's ``content``) is a ``medium`` review item
"URL read from the page", never an endpoint: the DOM holds a per-page value, not the
deployment's base URL (no ``POST /`` on a base the deployment supplies).
"""
from __future__ import annotations

import re
from dataclasses import replace
from typing import Callable, Iterable

from code2skill.facts import Call, DataUrl, Lit, Member, Ref, Tmpl, Unknown
from code2skill.problem import Problem
from code2skill.resolution.shared import Emitted
from code2skill.values import (AltV, ChoiceV, HoleV, LibV, ParamV, StrV, Text, TypedV, UnknownV,
                               Value, Where)

RULE = "url.page-data-attribute"
READ_RULE = "url.page-read"
ROUTE_HELPER = "route-helper"
DOM = "dom:"
ELEMENT = "element"        # the receiver of a data-attribute read the resolver cannot follow
# the controls a click handler reads its URL from: one attribute on several of these kinds is
# one kind of element for rule url.page-data-attribute's review (a link or a button alike)
CONTROLS = frozenset({"a", "button", "input", "form"})
MAX_URLS = 64              # the distinct URLs of one attribute a request is copied for
# the reason of a value read from a data-* attribute: ``dom:<chain>.dataset.<key>``, also a
# page global's chain (``unresolved:document.body.dataset.entriesStatusUrl``)
DATASET_READ = re.compile(r"^(?:dom:|unresolved:document\.)(.*)\.dataset\.([A-Za-z][\w]*)$")
PAGE_READ = re.compile(r"^(?:dom:|unresolved:document\.)")


def dataset_member(obj: Value, prop: str) -> Value | None:
    """The value of ``obj.prop`` when it reads an element's data attributes: ``x.dataset`` of
    a value the resolver cannot follow (``findEntry(el).querySelector(…)``, ``this`` of a
    handler) is ``dom:element.dataset``, and a member of a parameter's ``dataset``
    (``linkElement.dataset.url``) is ``dom:linkElement.dataset.url``; ``None`` otherwise (a
    page global's or DOM chain's members are the resolver's own)."""
    if prop == "dataset" and isinstance(obj, UnknownV) and not PAGE_READ.match(obj.reason):
        return UnknownV(dom_chain(ELEMENT, "dataset"), obj.where)
    if isinstance(obj, (ParamV, TypedV)) and obj.path[-1:] == ("dataset",):
        return UnknownV(dom_chain(getattr(obj, "name", None) or ELEMENT, *obj.path, prop))
    return None


def computed_dataset_read(obj: Value, index: Value, label: str,
                          keys: Iterable[str]) -> Value | None:
    """Rule ``url.page-data-attribute`` for a computed key: ``obj[index]`` when ``obj`` is an
    element's ``dataset`` (``document.body.dataset[urlKey]``, ``el.dataset[key]``) and the key
    has no fixed text. A key a parameter of the enclosing function is as a whole
    (``post(urlKey, data)``, :func:`passed_name`) is a :class:`ChoiceV` over the ``keys``
    the pages write, which each caller's key picks (``this.post('registerBeginUrl', …)``
    reads ``data-register-begin-url``); any other key, and a caller's key no page writes, is
    a read of the page named by the expression ``label``
    (``dom:document.body.dataset[urlKey]``), which rule ``url.page-read`` reviews; ``None``
    when ``obj`` is no ``dataset``."""
    chain = dataset_chain(obj)
    if chain is None:
        return None
    if passed_name(index):
        return ChoiceV(index, tuple((key, UnknownV(dom_chain(chain, key))) for key in keys),
                       UnknownV(f"{DOM}{chain}[{label}]"))
    return UnknownV(f"{DOM}{chain}[{label}]")


def computed_attribute_read(callee_expr, args: tuple, values: Callable[[], Value],
                            label: str, keys: Iterable[str]) -> Value | None:
    """Rule ``url.page-data-attribute`` for a computed name: ``el.getAttribute(name)`` whose
    one argument is no literal. ``values()`` evaluates it: a text naming a ``data-*``
    attribute is that attribute's read (:func:`attribute_read`'s), a parameter of the enclosing
    function as a whole (:func:`passed_name`), or ``data-`` followed by one
    (:func:`passed_data_name`), a :class:`ChoiceV` over the pages' ``data-*`` attributes
    (``keys`` as ``dataset`` names them), any other value, and a caller's name no
    page writes, a read of the page named by ``label`` (``dom:element.getAttribute(attr)``);
    ``None`` for any other call."""
    if not (isinstance(callee_expr, Member) and callee_expr.prop == "getAttribute"
            and len(args) == 1 and not isinstance(args[0], Lit)):
        return None
    value = values()
    from code2skill.extractors.data_urls import dataset_key
    if isinstance(value, StrV) and all(isinstance(p, Text) for p in value.parts):
        name = "".join(p.text for p in value.parts).strip().lower()
        if re.fullmatch(r"data-[a-z][\w-]*", name):
            return UnknownV(dom_chain(ELEMENT, "dataset", dataset_key(name[5:])))
    if passed_name(value) or passed_data_name(value):
        return ChoiceV(value, tuple((f"data-{kebab(key)}",
                                     UnknownV(dom_chain(ELEMENT, "dataset", key)))
                                    for key in keys),
                       UnknownV(dom_chain(ELEMENT, f"getAttribute({label})")))
    return UnknownV(dom_chain(ELEMENT, f"getAttribute({label})"))


def passed_name(value: Value) -> bool:
    """Whether an attribute name is a parameter of the enclosing function as a whole
    (``urlKey``), which each caller gives; a name built from a parameter's members
    (``event.target.id + 'Url'``) is the element's, no caller's."""
    return isinstance(value, ParamV) and not value.path


def passed_data_name(value: Value) -> bool:
    """Whether an attribute name is ``data-`` followed by a parameter of the enclosing
    function as a whole (`` `data-${variableName}` ``): each caller names the ``data-*``
    attribute read (``getEmbeddedVariable("basepath")`` reads ``data-basepath``)."""
    return isinstance(value, StrV) and len(value.parts) == 2 and \
        isinstance(value.parts[0], Text) and value.parts[0].text == "data-" and \
        isinstance(value.parts[1], HoleV) and passed_name(value.parts[1].value)


def dataset_chain(obj: Value) -> str | None:
    """The DOM chain of an element's ``dataset`` (``document.body.dataset``,
    ``element.dataset``, ``linkElement.dataset``), or ``None`` for any other value."""
    if isinstance(obj, UnknownV) and PAGE_READ.match(obj.reason) and \
            obj.reason.endswith(".dataset"):
        return obj.reason.split(":", 1)[1]
    if isinstance(obj, (ParamV, TypedV)) and obj.path[-1:] == ("dataset",):
        return ".".join((getattr(obj, "name", None) or ELEMENT, *obj.path))
    return None


def key_label(expr, depth: int = 0) -> str:
    """A short text of a key expression for a review message: a name, a member path, a
    literal; ``…`` for anything else."""
    if isinstance(expr, Ref):
        return expr.name
    if isinstance(expr, Member) and depth < 4:
        return f"{key_label(expr.obj, depth + 1)}.{expr.prop}"
    if isinstance(expr, Lit):
        return repr(expr.value)
    return "…"


def dom_chain(*names: str) -> str:
    """The reason of a value read from the page's DOM through the members ``names``."""
    return DOM + ".".join(names)


def attribute_read(callee_expr, args: tuple, callee: Value | None = None) -> str | None:
    """The reason of a data attribute's value read by a call, ``dom:element.dataset.
    saveUrl`` (the key ``dataset`` gives the attribute): ``el.getAttribute('data-save-url')``,
    and on a jQuery object (``callee`` a member of jQuery's result, or the call written on
    ``$(…)``/``jQuery(…)``) ``$(el).attr('data-save-url')``
    or ``$(el).data('save-url')``/``.data('saveUrl')``, each with one literal name; ``None``
    otherwise."""
    if not (isinstance(callee_expr, Member) and len(args) == 1 and isinstance(args[0], Lit)
            and isinstance(args[0].value, str)):
        return None
    from code2skill.extractors.data_urls import dataset_key
    name = args[0].value.strip()
    jquery = isinstance(callee, LibV) and callee.lib == "jquery" or (
        isinstance(callee_expr.obj, Call) and isinstance(callee_expr.obj.callee, Ref)
        and callee_expr.obj.callee.name in ("$", "jQuery"))
    if callee_expr.prop == "data" and jquery and re.fullmatch(r"[A-Za-z][\w-]*", name):
        return dom_chain(ELEMENT, "dataset", dataset_key(name) if "-" in name else name)
    if callee_expr.prop not in ("getAttribute",) + (("attr",) if jquery else ()) or \
            not re.fullmatch(r"data-[a-z][\w-]*", name.lower()):
        return None
    return dom_chain(ELEMENT, "dataset", dataset_key(name[5:]))


def dataset_key_of(value: Value) -> str | None:
    """The data-attribute key a value reads (``dom:….dataset.saveUrl`` → ``saveUrl``), or
    ``None``."""
    if isinstance(value, UnknownV):
        found = DATASET_READ.match(value.reason)
        return found.group(2) if found else None
    return None


def leading_read(url: Value) -> tuple[UnknownV, tuple] | None:
    """The DOM read a URL opens with and the parts after it: the URL itself when it is one
    (rest ``()``), or the first hole of a string; ``None`` for any other URL."""
    if isinstance(url, UnknownV):
        return url, ()
    if isinstance(url, StrV) and url.parts and isinstance(url.parts[0], HoleV) \
            and isinstance(url.parts[0].value, UnknownV):
        return url.parts[0].value, url.parts[1:]
    return None


def index(modules: dict) -> dict[str, list[tuple[str, DataUrl]]]:
    """``{key: [(page path, attribute)]}`` of every URL-valued data attribute the modules'
    markup writes, in path order."""
    found: dict[str, list[tuple[str, DataUrl]]] = {}
    for path in sorted(modules):
        for attribute in getattr(modules[path], "data_urls", ()):
            found.setdefault(attribute.key, []).append((path, attribute))
    return found


def url_of(path: str, attribute: DataUrl) -> StrV:
    """An attribute's URL as a string value placed in its page: text, and a hole per template
    expression (an input, named as :mod:`code2skill.extractors.data_urls` names it)."""
    where: Where = (path, attribute.span)
    url = attribute.url
    parts = url.parts if isinstance(url, Tmpl) else (url,)
    return StrV(tuple(Text(str(p.value), where) if isinstance(p, Lit) else
                      HoleV(p.name, UnknownV(RULE, where), where) for p in parts))


def expand(emitted: list[Emitted], modules: dict) -> tuple[list[Emitted], list[Problem]]:
    """The emitted requests with each one whose URL opens with a data-attribute read that
    pages write copied once per distinct URL (module docstring), and the review items of the
    attributes written with a route the tool cannot read."""
    attributes = index(modules)
    if not attributes:
        return emitted, []
    out: list[Emitted] = []
    problems: list[Problem] = []
    for item in emitted:
        reads, unfollowed = data_reads(item.template.url)
        if not reads or any(key not in attributes for key, _ in reads):
            out.append(item)
            continue
        site = item.template.sites[0].where if item.template.sites else None
        urls: dict[tuple, StrV] = {}
        unread: list[tuple[str, DataUrl]] = []
        based = False
        for key, rest in reads:
            for path, attribute in attributes[key]:
                if isinstance(attribute.url, Unknown) and leads_a_path(rest):
                    based = True                       # rule url.page-data-base
                elif isinstance(attribute.url, Unknown):
                    unread.append((path, attribute))
                elif (attribute.raw, rest) not in urls and len(urls) < MAX_URLS:
                    urls[(attribute.raw, rest)] = StrV(url_of(path, attribute).parts + rest)
        if unread:
            problems.append(route_problem([key for key, _ in reads], unread, site))
        tags = sorted({attribute.tag for key, _ in reads for _, attribute in attributes[key]
                       if attribute.tag})
        notes = item.template.notes
        if len(urls) > 1 and len(tags) > 1 and set(tags) - CONTROLS:   # each Tool reviewed
            notes += (elements_note([key for key, _ in reads], tags, site),)
        if unfollowed:
            notes += (unfollowed_note([key for key, _ in reads], unfollowed, site),)
        for url in urls.values():
            out.append(replace(item, template=replace(item.template, url=url, notes=notes)))
        if based:
            out.append(item)
    return out, list(dict.fromkeys(problems))


def leads_a_path(rest: tuple) -> bool:
    """Rule ``url.page-data-base``: whether the parts a script writes after a data attribute
    the server template writes whole (``document.body.dataset.apiurl + "/dns/blocking"``
    after ``data-apiurl="<?=pihole.api_url()?>"``) open with a path: the attribute is then
    the base URL the path is sent under, which the Host binds, never a segment of it."""
    first = rest[0] if rest else None
    return isinstance(first, Text) and first.text.startswith("/")


def data_reads(url: Value) -> tuple[list[tuple[str, tuple]], list[str]]:
    """``(key, rest of the URL)`` of each alternative of a URL that opens with a
    data-attribute read (``AltV`` options of the element a handler reassigns: ``linkElement =
    linkElement.parentNode``), and the reasons of the alternatives that are values the
    resolver could not follow at all, left out beside them (``url`` or ``new URL(url,
    origin).toString()`` with a query added: an unknown call); ``([], [])`` when some
    alternative opens with no read and is no such value, or when none opens with one."""
    found, unfollowed = [], []
    for option in url.options if isinstance(url, AltV) else (url,):
        read = leading_read(option)
        key = dataset_key_of(read[0]) if read is not None else None
        if key is None and isinstance(option, UnknownV) and not PAGE_READ.match(option.reason):
            unfollowed.append(option.reason)
            continue
        if key is None:
            return [], []
        found.append((key, tuple(read[1])))
    return (list(dict.fromkeys(found)), list(dict.fromkeys(unfollowed))) if found else ([], [])


def route_problem(keys: list[str], unread: list[tuple[str, DataUrl]],
                  site: Where | None) -> Problem:
    """The review item of a request reading its URL from data attributes that templates
    write with a route they name (``{% url 'x' %}``) or a value they compute: the attribute,
    how many places write it so, and the first three; cited at the request."""
    names = ", ".join(f"data-{kebab(key)}" for key in dict.fromkeys(keys))
    shown = "; ".join(f"{path}:{attribute.span[0]} {attribute.raw!r}"
                      for path, attribute in unread[:3])
    more = f" and {len(unread) - 3} more" if len(unread) > 3 else ""
    return Problem("medium", f"request URL read from the page's {names} attribute, which "
                   f"{len(unread)} template place(s) write with a route or value the server "
                   f"computes ({shown}{more}): the path the source does not show is not in the "
                   "contract; confirm the endpoint", site, RULE)


def elements_note(keys: list[str], tags: list[str], site: Where | None) -> tuple:
    """The review note of a request reading an attribute that pages write on elements of
    several kinds with different URLs: which element the script reads is not proven, so each
    URL is taken for it (a save button's and a media player's ``data-save-url``)."""
    names = ", ".join(f"data-{kebab(key)}" for key in dict.fromkeys(keys))
    kinds = ", ".join(f"<{tag}>" for tag in tags[:6])
    return ("medium", f"request URL read from the page's {names} attribute, which the pages "
            f"write on elements of several kinds ({kinds}) with different URLs: code2skill "
            "does not read which element the script selects, so every URL is taken for this "
            "request; confirm which endpoints it calls", site, RULE)


def unfollowed_note(keys: list[str], reasons: list[str], site: Where | None) -> tuple:
    """The review note of a request whose URL is the page's data attribute or a value the
    resolver could not follow (``reasons``), which may be built from it: the attribute's URLs
    are taken for the request."""
    names = ", ".join(f"data-{kebab(key)}" for key in dict.fromkeys(keys))
    how = ", ".join(f"unknown: {reason}" for reason in reasons[:3])
    return ("medium", f"request URL read from the page's {names} attribute, or a value "
            f"code2skill does not follow ({how}), perhaps built from it: the attribute's URL is "
            "taken for this request; confirm the URL it sends to", site, RULE)


def page_read_problem(url: Value, site: Where | None) -> Problem | None:
    """Rule ``url.page-read``: the review item of a request whose whole URL is read from the
    page's DOM (module docstring), else ``None``."""
    options = url.options if isinstance(url, AltV) else (url,)
    read = [leading_read(o) for o in options]
    if not read or any(r is None or r[1] or not PAGE_READ.match(r[0].reason) for r in read):
        return None
    chain = read[0][0].reason.split(":", 1)[1]
    return Problem("medium", f"request URL read from the page ({chain}): no analysed page or "
                   "template writes it, so its endpoint is not in the contract; confirm it "
                   "against the server's pages", site, READ_RULE)


def place(where: Where | None) -> str:
    """``file:line`` of a place."""
    return f"{where[0]}:{where[1][0]}" if where else "?"


def kebab(key: str) -> str:
    """The attribute name of a ``dataset`` key (``saveUrl`` → ``save-url``)."""
    return re.sub(r"[A-Z]", lambda m: "-" + m.group(0).lower(), key)
