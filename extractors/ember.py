"""Ember: services injected by decorator.

Forms handled::

    import { inject as service } from '@ember/service';     // or { service }, { inject }
    export default class TagList extends Component {
      @service session;                   // app/services/session.js, its default export
      @service('user-settings') prefs;    // app/services/user-settings.js
      @service('admin/audit') audit;      // app/services/admin/audit.js
      @service currentUser;               // app/services/current-user.js (dasherized)
      load() { return this.session.fetch('/tags'); }   // the service's wrapper is followed
    }

A service is looked up as ``app/services/<name>`` then ``addon/services/<name>`` (``.js`` or
``.ts``), in the package of the injecting file first; its default export must be a class,
whose instance the field holds (rule ``ember.service``). A field decorated with anything else
(``@tracked``, ``@action``) injects nothing.
"""
from __future__ import annotations

import re

from code2skill.values import ClassRefV, InstanceV, LibV, StrV, Text, Value

from .registry import Recogniser

LIB = "ember-service"
MODULES = {"@ember/service": LIB}
INJECTORS = (("inject",), ("service",))
SERVICE_FOLDERS = ("app/services/", "addon/services/")
SOURCE_SUFFIXES = (".js", ".ts")


def dasherize(name: str) -> str:
    """Ember's ``dasherize``: ``currentUser`` → ``current-user``, ``a_b`` → ``a-b``; the
    ``/`` of a nested name (``admin/auditLog`` → ``admin/audit-log``) is kept."""
    return re.sub(r"(?<=[a-z0-9])([A-Z])", r"-\1", name).replace("_", "-").lower()


def package_root(path: str) -> str:
    """The folder holding an Ember package's ``app/`` or ``addon/`` (``''`` at the repository
    root): ``web/app/components/x.js`` → ``web/``."""
    match = re.match(r"^(.*?/)?(?:app|addon)/", path)
    return (match.group(1) or "") if match else ""


def service_module(name: str, importer: str, modules) -> str | None:
    """The path of the module defining service ``name`` (dasherized), preferring the
    importer's package; ``None`` when no ``app/services`` or ``addon/services`` file
    matches."""
    wanted = tuple(folder + dasherize(name) + suffix
                   for folder in SERVICE_FOLDERS for suffix in SOURCE_SUFFIXES)
    found = [(package_root(p) != package_root(importer), wanted.index(p[len(package_root(p)):]),
              p) for p in modules if p[len(package_root(p)):] in wanted]
    return min(found)[2] if found else None


def service_name(args: tuple[Value, ...], field: str) -> str | None:
    """The injected service's name: the decorator's literal argument, else the field name;
    ``None`` when the argument is not a fixed text."""
    if not args:
        return field
    arg = args[0]
    if isinstance(arg, StrV) and all(isinstance(p, Text) for p in arg.parts):
        return "".join(p.text for p in arg.parts)
    return None


def inject(decorator, args, field, module, resolver) -> Value | None:
    """``@service name;`` / ``@service('name') field;`` → an instance of the service class."""
    if not (isinstance(decorator, LibV) and decorator.lib == LIB
            and decorator.path in INJECTORS):
        return None
    name = service_name(args, field)
    path = service_module(name, module, resolver.modules) if name else None
    if path is None:
        return None
    cls = resolver.export(path, "default", 0, set())
    return InstanceV(cls.module, cls.name) if isinstance(cls, ClassRefV) else None


def request(callee, site, ctx) -> None:
    """Services make no requests themselves: their methods are followed as wrappers."""
    return None


RECOGNISER = Recogniser(id="ember", request=request, modules=MODULES, inject=inject)
