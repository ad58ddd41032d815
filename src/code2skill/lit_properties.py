"""Rule ``lit.property-default``: a Lit element's reactive property is an input of the element,
its initialiser only the default its users override::

    @customElement('feed-list')
    export class FeedList extends LitElement {
      @property() path = '/api/feeds';                        // <feed-list path="/api/x">
      @property({type: String}) endpoint = '/api/refresh';    // .endpoint=${…} alike
      load() { return fetch(this.path); }
    }

A page or a parent template may give the element another value through its attribute (or its
property binding), so a request whose URL holds such an initialiser (``fetch(this.path)``,
``?limit=${this.limit}``) sends the default only when nobody sets it. The request keeps the
default (as its path, or the query value), with a ``medium`` note naming the property and its
attribute: the contract does not show the values the element's users give it. A property is
reactive when a ``property`` decorator imported from Lit (``lit``, ``lit/decorators.js``,
``lit-element``, ``@lit/reactive-element/…``) decorates its field, or when the class's
static ``properties`` object names it beside a field initialiser (``static properties =
{path: {type: String}}``); ``@state()`` is the element's own state, no attribute, and is not
noted. ``attribute: false`` leaves the property binding.
Not read: a default the constructor assigns (``this.path = '/x'``) or a ``static get
properties()`` getter declares.
"""
from __future__ import annotations

from dataclasses import replace

from code2skill.facts import Call, Lit, Obj, Prop, Ref
from code2skill.resolution.shared import Emitted
from code2skill.values import AltV, HoleV, LitV, StrV, Text, Value, Where

RULE = "lit.property-default"
LIT_SOURCES = ("lit", "lit-element", "@lit/reactive-element")
NOTE = ("the request's URL holds the default of {cls}'s reactive property {name} ({place}), which "
        "the element's users may set to another through {how}: the contract takes the default "
        "{default!r}; confirm the values the pages give the element (rule " + RULE + ")")


def lit_import(source: str) -> bool:
    """Whether an import ``source`` is one of Lit's packages or their sub-paths."""
    return any(source == root or source.startswith(root + "/") for root in LIT_SOURCES)


def property_decorators(facts) -> frozenset[str]:
    """The local names ``property`` is imported as from Lit in a module."""
    return frozenset(i.local for i in facts.imports
                     if i.imported == "property" and lit_import(i.source))


def attribute_of(name: str, options) -> str | None:
    """The attribute a reactive property's ``options`` give it: the property's name in lower
    case by default, ``attribute: 'x'`` as written, ``None`` for ``attribute: false``."""
    found = next((p.value for p in getattr(options, "props", ())
                  if isinstance(p, Prop) and p.key == "attribute"), None)
    if isinstance(found, Lit) and found.value is False:
        return None
    if isinstance(found, Lit) and isinstance(found.value, str):
        return found.value
    return name.lower()


def reactive_defaults(modules: dict) -> dict[Where, tuple[str, str, str | None, object]]:
    """``{initialiser's place: (class, property, attribute or None, default)}`` of every Lit
    reactive property (module docstring) whose initialiser is a literal (a string, a number, a
    boolean)."""
    found: dict[Where, tuple[str, str, str | None, object]] = {}
    for path in sorted(modules):
        facts = modules[path]
        decorators = property_decorators(facts)
        if not decorators and not any(lit_import(i.source) for i in facts.imports):
            continue
        for cls in facts.classes.values():
            declared = {name: options for name, options in static_properties(cls)}
            for name, decorator in cls.decorated:
                if isinstance(decorator, Call) and isinstance(decorator.callee, Ref) \
                        and decorator.callee.name in decorators:
                    declared[name] = decorator.args[0] if decorator.args else None
            for name, value in cls.fields:
                if name in declared and isinstance(value, Lit) and value.value is not None \
                        and value.span is not None:
                    found[(path, value.span)] = (cls.name, name,
                                                 attribute_of(name, declared[name]), value.value)
    return found


def static_properties(cls) -> list[tuple[str, object]]:
    """``(name, options)`` of each property a class's static ``properties`` object declares."""
    declared = dict(cls.static_fields).get("properties")
    if not isinstance(declared, Obj):
        return []
    return [(p.key, p.value) for p in declared.props if isinstance(p, Prop) and p.key]


def text_places(value: Value, depth: int = 0) -> list[Where]:
    """The places of the literal text a URL value is made of (its fixed parts, an
    alternative's options)."""
    if depth > 8:
        return []
    if isinstance(value, (Text, LitV)):
        return [value.where] if value.where is not None else []
    if isinstance(value, StrV):
        return [w for part in value.parts for w in text_places(part, depth + 1)]
    if isinstance(value, HoleV):
        return text_places(value.value, depth + 1)
    if isinstance(value, AltV):
        return [w for option in value.options for w in text_places(option, depth + 1)]
    return []


def note_defaults(emitted: list[Emitted], modules: dict) -> list[Emitted]:
    """Rule ``lit.property-default``: the emitted requests, each whose URL text is a Lit
    reactive property's initialiser with a ``medium`` note naming it (module docstring)."""
    defaults = reactive_defaults(modules)
    if not defaults:
        return emitted
    out = []
    for item in emitted:
        places = [w for w in dict.fromkeys(text_places(item.template.url)) if w in defaults]
        if not places:
            out.append(item)
            continue
        site = item.template.sites[0].where if item.template.sites else None
        notes = tuple(default_note(defaults[w], w, site) for w in places)
        out.append(replace(item, template=replace(item.template,
                                                  notes=item.template.notes + notes)))
    return out


def default_note(found: tuple[str, str, str | None, object], where: Where,
                 site: Where | None) -> tuple:
    """The ``medium`` note of a request sending the default ``found`` (``(class, property,
    attribute, default)``) written at ``where``, cited at the request's ``site``."""
    cls, name, attribute, default = found
    how = f"its {attribute} attribute or its {name} property" if attribute else \
        f"its {name} property"
    return ("medium", NOTE.format(cls=cls, name=name, place=place(where), how=how,
                                  default=default), site, RULE)


def place(where: Where) -> str:
    """``file:line`` of an initialiser."""
    return f"{where[0]}:{where[1][0]}"
