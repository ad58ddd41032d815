"""Rule ``coverage.backbone-model``: a Backbone model or collection with a URL none of whose
requests is read is a possible miss, never a silent one.

A Backbone client makes its requests through its models and collections::

    var UserModel = Backbone.Model.extend({
      url: function () { return '/user/' + this.get('organization') + '/' + this.get('id'); },
    });
    new UserModel({id: id}).destroy();         // DELETE /user/{organization}/{id}
    users.fetch();                             // GET of the collection's url

The Backbone recogniser (``extractors/backbone.py``, rule ``backbone.sync``) reads the
``save``, ``fetch``, ``destroy`` and ``create`` calls on values it shows to be instances of
a class, and cites the ``url``/``urlRoot`` member each request's URL comes from (rule
``backbone.url``). Each ``Backbone.Model.extend({…})`` or ``Backbone.Collection.extend({…})``
of client code whose object names a ``url`` or ``urlRoot`` that no read request cites is
one ``medium`` review item naming it and its place, and ``derive`` warns with their number:
its instances are not used, or their calls are made on values the source does not show to
be its instances (each of those a ``backbone.unknown-receiver`` item at its call), so the
endpoints it serves may be missing. Pure over module facts.
"""
from __future__ import annotations

from collections.abc import Collection, Iterable, Iterator, Mapping
from dataclasses import dataclass

from code2skill.contract.models import ReviewItem
from code2skill.evidence import observed
from code2skill.extractors.module_facts.declarations import member_path
from code2skill.facts import ModuleFacts, Obj

RULE = "coverage.backbone-model"
DEFINITIONS = {("Backbone", "Model", "extend"): "model",
               ("Backbone", "Collection", "extend"): "collection"}
URL_KEYS = ("url", "urlRoot")


@dataclass(frozen=True, slots=True)
class BackboneModel:
    """A model or collection definition (``kind``) at ``where`` naming its URL under ``key``,
    whose member is written at ``member``."""

    kind: str
    key: str
    where: tuple
    member: tuple


def backbone_models(modules: Mapping[str, ModuleFacts], client: Iterable[str],
                    read: Collection[tuple] = ()) -> list[BackboneModel]:
    """The definitions with a URL in the ``client`` modules whose URL member no read request
    cites (``read``: the places of the members requests cite), in path and source order."""
    return [found for path in sorted(client) if path in modules
            for found in definitions(path, modules[path]) if found.member not in read]


def definitions(path: str, facts: ModuleFacts) -> Iterator[BackboneModel]:
    """Module docstring: the ``Backbone.*.extend({url…})`` calls of one module."""
    for site in facts.calls:
        kind = DEFINITIONS.get(member_path(site.call.callee) or ())
        options = site.call.args[0] if site.call.args else None
        if kind is None or not isinstance(options, Obj) or site.call.span is None:
            continue
        prop = next((p for p in options.props if p.key in URL_KEYS), None)
        if prop is not None:
            yield BackboneModel(kind, prop.key, (path, site.call.span), (path, prop.span))


def backbone_review(models: list[BackboneModel]) -> list[ReviewItem]:
    """One ``medium`` review item per definition (module docstring)."""
    return [ReviewItem(
        severity="medium", capability=None,
        message=f"Backbone {m.kind} defined with a {m.key} ({m.where[0]}:{m.where[1][0]}): "
                "no request its instances make through save, fetch, destroy or create is "
                "read (none is used, or they are called on values the source does not show "
                "to be its instances), so its endpoints may be missing from the contract",
        evidence=[observed(m.where, RULE, m.key)]) for m in models]


def backbone_warning(models: list[BackboneModel]) -> str | None:
    """The stderr warning for the definitions, or ``None``."""
    if not models:
        return None
    files = sorted({m.where[0] for m in models})
    many = len(models) != 1
    return (f"{len(models)} Backbone model or collection definition{'s' * many} with a URL "
            f"({', '.join(files[:3])}{' …' if len(files) > 3 else ''}) ha{'ve' if many else 's'} "
            f"no save, fetch, destroy or create request read: their endpoints may be missing "
            f"(review[], rule {RULE})")


__all__ = ["RULE", "BackboneModel", "backbone_models", "backbone_review", "backbone_warning"]
