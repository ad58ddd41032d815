"""Rule ``coverage.backbone-model``: a Backbone model or collection with a URL is a request
the tool does not read, never a silent miss.

A Backbone client makes its requests through its models and collections::

    var UserModel = Backbone.Model.extend({
      url: function () { return '/user/' + this.get('organization') + '/' + this.get('id'); },
    });
    new UserModel({id: id}).destroy();         // DELETE /user/{organization}/{id}
    users.fetch();                             // GET of the collection's url

``save``, ``fetch`` and ``destroy`` pick the method (``POST`` for a new model, ``PUT`` with
an id, ``GET``, ``DELETE``) and send to the ``url``/``urlRoot`` the definition gives, which
code2skill does not follow yet. So each ``Backbone.Model.extend({…})`` or
``Backbone.Collection.extend({…})`` of client code whose object names a ``url`` or ``urlRoot``
is one ``medium`` review item naming it and its place, and ``derive`` warns with their number:
the endpoints those make are missing from the contract. Pure over module facts.
"""
from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
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
    """A model or collection definition (``kind``) at ``where`` naming its URL under ``key``."""

    kind: str
    key: str
    where: tuple


def backbone_models(modules: Mapping[str, ModuleFacts], client: Iterable[str]
                    ) -> list[BackboneModel]:
    """The definitions with a URL in the ``client`` modules, in path and source order."""
    return [found for path in sorted(client) if path in modules
            for found in definitions(path, modules[path])]


def definitions(path: str, facts: ModuleFacts) -> Iterator[BackboneModel]:
    """Module docstring: the ``Backbone.*.extend({url…})`` calls of one module."""
    for site in facts.calls:
        kind = DEFINITIONS.get(member_path(site.call.callee) or ())
        options = site.call.args[0] if site.call.args else None
        if kind is None or not isinstance(options, Obj) or site.call.span is None:
            continue
        key = next((p.key for p in options.props if p.key in URL_KEYS), None)
        if key is not None:
            yield BackboneModel(kind, key, (path, site.call.span))


def backbone_review(models: list[BackboneModel]) -> list[ReviewItem]:
    """One ``medium`` review item per definition (module docstring)."""
    return [ReviewItem(
        severity="medium", capability=None,
        message=f"Backbone {m.kind} defined with a {m.key} ({m.where[0]}:{m.where[1][0]}): "
                "the requests its save, fetch and destroy make are not read, so its "
                "endpoints are not in the contract",
        evidence=[observed(m.where, RULE, m.key)]) for m in models]


def backbone_warning(models: list[BackboneModel]) -> str | None:
    """The stderr warning for the definitions, or ``None``."""
    if not models:
        return None
    files = sorted({m.where[0] for m in models})
    many = len(models) != 1
    return (f"{len(models)} Backbone model or collection definition{'s' * many} with a URL "
            f"({', '.join(files[:3])}{' …' if len(files) > 3 else ''}) make{'s' * (not many)} "
            f"requests through save, fetch and destroy that are not read: their endpoints are "
            f"missing (review[], rule {RULE})")


__all__ = ["RULE", "BackboneModel", "backbone_models", "backbone_review", "backbone_warning"]
