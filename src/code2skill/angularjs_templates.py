"""Rule ``angularjs.template-call``: an AngularJS template's event expressions call the
functions its controller puts on ``$scope``, with values of that scope.

A controller keeps an element on its scope and the template hands it back::

    $stateProvider.state('edit', {templateUrl: '/certs/edit.tpl.html',   // (or $uibModal.open,
                                  controller: 'CertEditCtrl'});           //  $routeProvider.when,
    .controller('CertEditCtrl', function ($scope, CertApi, CertService) { //  a directive's or
      CertApi.get(id).then(function (cert) { $scope.certificate = cert; });   // component's
      $scope.save = function (certificate) { CertService.update(certificate); };   // object)
    });
    <button ng-click="save(certificate)">Save</button>                   (edit.tpl.html)

``save(certificate)`` runs ``$scope.save($scope.certificate)``: the function the controller
wrote on ``$scope.save`` is called with each value the controller (or a function inside it)
writes on ``$scope.certificate``, so what that value sends at (a Restangular element's URL:
rule ``restangular.element-answer``) is what ``save``'s parameter sends at.

Read (:func:`template_calls`):

* the controller of a template: an object literal anywhere in a call's arguments or a
  function's returned value naming ``templateUrl`` (a literal text, matched to the page whose
  path ends with it when only one does) and ``controller`` (a registered controller's name, or the
  function itself, array-annotated or not); and the ``ng-controller="Name"`` (``Name as
  alias`` too) of an element around the expression, which wins;
* the expressions of ``ng-click``, ``ng-dblclick``, ``ng-submit``, ``ng-change``,
  ``ng-blur``, ``ng-focus``, ``ng-key*``, ``ng-mouse*`` and ``ng-init`` (``data-ng-`` too):
  each call of a plain name ``f(…)`` whose arguments are literals or name paths
  (``certificate``, ``certificate.id``).

An argument naming what an ``ng-repeat`` of the file binds (``item in items``: an item of a
list, not a scope member) or what the template itself writes whole (the ``ng-model`` of an
``input``, ``select`` or ``textarea``: ``<input ng-model="certificate">``; the ``ng-model``
of another element hands the value to a directive, whose own writes are not read), or a
scope member no function of the controller writes, is an unknown value. A call none of
whose arguments is a written scope member passes nothing new and is not added. Each call
added is one call site per write of its first written argument, placed in the function that
writes it (so the written expression is read where it stands) and at the write's place (of
one function's writes, those the member may hold once it has run: a later unconditional write
replaces the earlier ones, :func:`last_writes`); a
second written argument is that write's value only when it is written once, in the same
function. The program's modules are changed in place of the dict (a changed module is a
copy)."""
from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Callable, Iterable, Iterator

from tree_sitter import Node

from code2skill.angularjs_di import annotated, registrations
from code2skill.extractors.languages import html_elements, parser
from code2skill.facts import (Arr, Assignment, Call, CallSite, Expr, Fn, FunctionFact, Lit,
                              Member, ModuleFacts, Obj, Ref, Unknown)

RULE = "angularjs.template-call"
EVENT = re.compile(r"(?:data-)?ng-(?:click|dblclick|submit|change|blur|focus|init"
                   r"|key(?:down|up|press)|mouse(?:down|up|enter|leave|over))", re.I)
REPEAT = re.compile(r"(?:data-)?ng-repeat(?:-start)?", re.I)
REPEAT_NAMES = re.compile(r"^\s*(?:\(\s*([\w$]+)\s*,\s*([\w$]+)\s*\)|([\w$]+))\s+in\s")
CONTROLLER = re.compile(r"^\s*([\w$.]+)")
MENTION = re.compile(rb"(?i)\bng-(?:click|dblclick|submit|change|blur|focus|init|key|mouse)")
TAGS = frozenset({"start_tag", "self_closing_tag"})
CONTROLS = frozenset({"input", "select", "textarea"})   # an ng-model of theirs replaces the value
UNKNOWN = "angularjs-template"        # the kind of an argument the template gives unknown
MAX_CODE = 1 << 12                    # bytes of one expression parsed

Path = str
Controller = tuple[Path, str]         # (module path, function id) of a controller


@dataclass(frozen=True, slots=True)
class TemplateCall:
    """One call ``name(args)`` of a template expression: ``args`` by position, each a name
    path (a tuple of names), a :class:`~code2skill.facts.Lit` or ``None`` (unknown);
    ``controller`` the ``ng-controller`` name around it, else ``None``."""

    name: str
    args: tuple[tuple[str, ...] | Lit | None, ...]
    controller: str | None


def template_calls(modules: dict[Path, ModuleFacts], pages: Iterable[Path],
                   read: Callable[[Path], bytes]) -> None:
    """Add the calls of rule ``angularjs.template-call`` (module docstring) to the
    controllers' modules of ``modules``, ``pages`` being the run's HTML pages and ``read``
    giving a page's bytes."""
    controllers = controller_functions(modules)
    if not controllers:
        return
    pages = [page for page in pages if page.lower().endswith((".html", ".htm"))]
    defaults: dict[Path, list[Controller]] = {}
    for url, found in bound_templates(modules, controllers):
        named = [page for page in pages if page_named(page, url)]
        if len(named) == 1:                          # (a URL two pages end with names none)
            defaults.setdefault(named[0], []).extend(found)
    added: dict[Path, list[CallSite]] = {}
    for page in pages:
        data = read(page)
        if not MENTION.search(data):
            continue
        calls, unknown = page_calls(data)
        for call in calls:
            chosen = controllers.get(call.controller, []) if call.controller \
                else defaults.get(page, [])
            for path, fid in dict.fromkeys(chosen):
                added.setdefault(path, []).extend(
                    call_sites(modules[path], fid, call, unknown))
    for path, sites in added.items():
        if sites:                 # (a template two states bind gives its calls once)
            modules[path] = replace(modules[path],
                                    calls=modules[path].calls + list(dict.fromkeys(sites)))


def controller_functions(modules: dict[Path, ModuleFacts]) -> dict[str, list[Controller]]:
    """Registered controller name → the functions registered under it (``.controller('X',
    fn)``, ``['$scope', fn]`` or the name of a function of the same file)."""
    found: dict[str, list[Controller]] = {}
    for reg in registrations(modules):
        if reg.kind == "controller" and reg.name:
            fid = function_of(modules[reg.path], reg.target)
            if fid is not None:
                found.setdefault(reg.name, []).append((reg.path, fid))
    return found


def function_of(module: ModuleFacts, target: Expr | None) -> str | None:
    """The function id ``target`` names in ``module``: a function expression (array-annotated
    or not), or the name of a function declared at the file's top level; else ``None``."""
    target = annotated(target)[1] if target is not None else None
    if isinstance(target, Fn):
        return target.fid
    if isinstance(target, Ref):
        return next((fid for fid, fn in module.functions.items()
                     if fn.name == target.name and fn.parent is None), None)
    return None


def bound_templates(modules: dict[Path, ModuleFacts], controllers: dict[str, list[Controller]]
                    ) -> list[tuple[str, list[Controller]]]:
    """``(templateUrl, controllers)`` of each object literal naming both (module docstring),
    in the call arguments and returned values of ``modules``."""
    found = []
    for path, module in modules.items():
        for obj in object_literals(module):
            props = {p.key: p.value for p in obj.props if p.key is not None}
            url, named = props.get("templateUrl"), props.get("controller")
            if not (isinstance(url, Lit) and isinstance(url.value, str) and url.value.strip()):
                continue
            if isinstance(named, Lit) and isinstance(named.value, str):
                found.append((url.value, controllers.get(controller_name(named.value), [])))
            elif (fid := function_of(module, named)) is not None:
                found.append((url.value, [(path, fid)]))
    return found


def controller_name(value: str) -> str | None:
    """The controller a ``controller``/``ng-controller`` text names (``X``, ``X as vm``)."""
    found = CONTROLLER.match(value)
    return found.group(1) if found else None


def object_literals(module: ModuleFacts) -> Iterator[Obj]:
    """The object literals of ``module``'s call arguments and functions' returned values,
    nested ones (``views: {main: {…}}``) too."""
    stack: list[Expr] = [arg for site in module.calls for arg in site.call.args]
    stack += [value for fn in module.functions.values() for value in fn.returns]
    while stack:
        expr = stack.pop()
        if isinstance(expr, Obj):
            yield expr
            stack.extend(p.value for p in expr.props)
        elif isinstance(expr, Arr):
            stack.extend(expr.items)


def page_named(page: Path, url: str) -> bool:
    """Whether the page at ``page`` (relative to the root) is the one ``templateUrl``
    ``url`` names: its path ends with the URL's path (a query, a fragment and the leading
    ``./``, ``../`` and ``/`` dropped)."""
    wanted = url.split("?", 1)[0].split("#", 1)[0].lstrip("./").lstrip("/")
    return bool(wanted) and (page == wanted or page.endswith("/" + wanted))


def page_calls(data: bytes) -> tuple[list[TemplateCall], frozenset[str]]:
    """The calls of the template ``data``'s event expressions, and the names its markup
    binds or writes (``ng-repeat`` names, whole ``ng-model`` names): an argument naming one
    is unknown."""
    calls, unknown = [], set()
    for tag in html_elements(data, TAGS):
        for key, value in attributes(tag, data):
            if REPEAT.fullmatch(key) and (names := REPEAT_NAMES.match(value)):
                unknown.update(n for n in names.groups() if n)
            elif key.lower() in ("ng-model", "data-ng-model") and value.strip().isidentifier() \
                    and tag_name(tag, data) in CONTROLS:
                unknown.add(value.strip())
            elif EVENT.fullmatch(key):
                calls += [replace(c, controller=controller_around(tag, data))
                          for c in expression_calls(value)]
    return calls, frozenset(unknown)


def tag_name(tag: Node, data: bytes) -> str:
    """The lower-case name of a start tag's element."""
    return next((text(c, data).lower() for c in tag.named_children if c.type == "tag_name"), "")


def attributes(tag: Node, data: bytes) -> Iterator[tuple[str, str]]:
    """``(name, value)`` of each attribute of a start tag (a value unquoted)."""
    for child in tag.named_children:
        if child.type == "attribute" and child.named_children:
            key = text(child.named_children[0], data)
            value = child.named_children[1] if len(child.named_children) > 1 else None
            yield key, text(value, data).strip().strip("\"'") if value is not None else ""


def controller_around(tag: Node, data: bytes) -> str | None:
    """The name of the ``ng-controller`` of the tag's element or the nearest element around
    it (``Name as alias`` read as ``Name``), else ``None``."""
    node = tag.parent
    while node is not None:
        start = node if node.type in TAGS else next(
            (c for c in node.named_children if c.type in TAGS), None)
        for key, value in attributes(start, data) if start is not None else ():
            if key.lower() in ("ng-controller", "data-ng-controller") and \
                    (name := controller_name(value)):
                return name
        node = node.parent
    return None


def expression_calls(code: str) -> list[TemplateCall]:
    """The calls of plain names in an AngularJS expression (read as JavaScript), each
    argument a name path, a literal or unknown (:func:`argument`)."""
    data = code.encode("utf-8")[:MAX_CODE]
    stack, calls = [parser("javascript").parse(data).root_node], []
    while stack:
        node = stack.pop()
        stack.extend(reversed(node.named_children))
        callee = node.child_by_field_name("function") if node.type == "call_expression" \
            else None
        arguments = node.child_by_field_name("arguments") if callee is not None else None
        if callee is not None and callee.type == "identifier" and arguments is not None:
            calls.append(TemplateCall(text(callee, data), tuple(
                argument(a, data) for a in arguments.named_children if a.type != "comment"),
                None))
    return calls


def argument(node: Node, data: bytes) -> tuple[str, ...] | Lit | None:
    """A call argument: a name path (``certificate``, ``certificate.id``), a string, number
    or ``true``/``false``/``null`` literal, else ``None``."""
    path: list[str] = []
    while node.type == "member_expression":
        prop = node.child_by_field_name("property")
        path[:0] = [text(prop, data)]
        node = node.child_by_field_name("object")
    if node.type == "identifier":
        return (text(node, data), *path)
    if path:
        return None
    if node.type == "string" and all(c.type == "string_fragment" for c in node.named_children):
        return Lit(text(node, data)[1:-1])
    if node.type == "number" and re.fullmatch(r"\d+", text(node, data)):
        return Lit(int(text(node, data)))
    literals = {"true": True, "false": False, "null": None}
    return Lit(literals[node.type], null=node.type == "null") if node.type in literals else None


def text(node: Node, data: bytes) -> str:
    """The source text of ``node``."""
    return data[node.start_byte:node.end_byte].decode("utf-8", "replace")


def call_sites(module: ModuleFacts, fid: str, call: TemplateCall, unknown: frozenset[str]
               ) -> list[CallSite]:
    """The call sites of template ``call`` in controller ``fid`` of ``module`` (module
    docstring): none when the controller writes no function on ``$scope.<name>`` or the call
    hands no written scope member."""
    controller = module.functions.get(fid)
    scope = scope_name(controller) if controller is not None else None
    target = next((w.value for w in controller.assignments
                   if w.target == (scope, call.name) and isinstance(w.value, Fn)), None) \
        if scope is not None else None
    if target is None:
        return []
    writes = [scope_writes(module, fid, scope, arg[0])
              if isinstance(arg, tuple) and arg[0] not in unknown else []
              for arg in call.args]
    first = next((i for i, found in enumerate(writes) if found), None)
    if first is None:
        return []
    sites = []
    for where, value, span in writes[first]:
        args = tuple(passed(arg, found, where, value if i == first else None)
                     for i, (arg, found) in enumerate(zip(call.args, writes)))
        sites.append(CallSite(Call(Fn(target.fid, span), args, span), where))
    return sites


def passed(arg: tuple[str, ...] | Lit | None, writes: list[tuple[str, Expr, object]],
           where: str, value: Expr | None) -> Expr:
    """The expression a template argument passes in function ``where``: ``value`` (the
    write the site is made for) or else the one write of its scope member when it is made in
    ``where``, its members read; a literal as written; else an unknown value."""
    if isinstance(arg, Lit):
        return arg
    if value is None and len(writes) == 1 and writes[0][0] == where:
        value = writes[0][1]
    if value is None or arg is None:
        return Unknown(UNKNOWN)
    for prop in arg[1:]:
        value = Member(value, prop)
    return value


def scope_name(controller: FunctionFact) -> str | None:
    """The name of the controller's parameter the injector fills with ``$scope``."""
    return next((p.name for p in controller.params if p.name == "$scope"), None)


def scope_writes(module: ModuleFacts, fid: str, scope: str, member: str
                 ) -> list[tuple[str, Expr, object]]:
    """``(function id, value, span)`` of each write ``<scope>.<member> = value`` of the
    controller ``fid`` and the functions inside it that do not declare ``scope`` again that
    the member may still hold once its function has run (:func:`last_writes`: a template
    event comes after it)."""
    found = []
    for inner in [fid, *nested(module, fid, scope)]:
        found += [(inner, w.value, w.span) for w in last_writes(
            [w for w in module.functions[inner].assignments
             if w.target == (scope, member) and w.key is None])]
    return found


def last_writes(writes: list[Assignment]) -> list[Assignment]:
    """Of one function's own writes of one scope member, those it may hold once the function
    has run: the last unconditional write and every conditional one after it, in source
    order (``$scope.rebound = c; $scope.rebound = {id: 1}`` holds the object); all of them
    when none is unconditional."""
    ordered = sorted(writes, key=lambda w: w.span)
    kill = max((i for i, w in enumerate(ordered) if not w.guarded), default=0)
    return ordered[kill:]


def nested(module: ModuleFacts, fid: str, name: str) -> list[str]:
    """The functions of ``module`` inside ``fid`` (at any depth) in which ``name`` is still
    ``fid``'s: none of them or of those between declares a parameter or local so named."""
    return [inner for inner in module.functions if inner != fid
            and within(module, inner, fid, name)]


def within(module: ModuleFacts, inner: str, fid: str, name: str) -> bool:
    """Whether function ``inner`` is inside ``fid`` with no function from ``inner`` up to
    ``fid`` (``fid`` left out) declaring ``name``."""
    while inner != fid:
        fn = module.functions.get(inner)
        if fn is None or name in fn.locals or any(p.name == name for p in fn.params):
            return False
        inner = fn.parent
    return True
