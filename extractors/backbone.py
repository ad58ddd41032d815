"""Backbone: the requests a model or collection makes through ``Backbone.sync`` (rule
``backbone.sync``).

Forms handled (ES modules, AMD ``define(['backbone'], function (Backbone) {…})``, the global
``Backbone``)::

    var User = Backbone.Model.extend({urlRoot: '/users'});          // a model class
    var Admin = User.extend({idAttribute: 'key'});                  // a subclass: its members
    var Users = Backbone.Collection.extend({model: User, url: '/users'});   // win over the base's
    var Member = Backbone.Model.extend({url: function () {           // a url function, read
      var url = '/org/' + this.get('org');                           // with ``this`` the
      if (this.get('id')) { url += '/' + this.get('id'); }          // instance: a new one has
      return url;                                                    // no id, a saved one has
    }});
    new User().save({name})                // POST   /users        body {name}
    new User({id: id}).save({name})        // PUT    /users/{id}   body the attributes
    user.save({name}, {patch: true})       // PATCH  /users/{id}   body {name} only
    new User({id: id}).fetch()             // GET    /users/{id}
    new User({id: id}).destroy()           // DELETE /users/{id}  (a new model sends nothing)
    new Users().fetch({data: {page}})      // GET    /users?page=…
    users.create({name})                   // POST   /users        body {name}
    users.get(id).destroy()                // DELETE /users/{id}  (a collection's item)

The URL is Backbone's ``url()``: the model's ``url`` (a string, or a function's return read
with ``this`` the instance: ``this.get('a')`` and ``this.id`` are holes named ``a``/``id``),
else its ``urlRoot`` — or, for a collection's item, the collection's ``url`` — followed, when
the model is not new, by ``/{id}`` (the ``idAttribute``, ``id`` by default). A model is new
when the attributes it was made with are written and name no id; made with an id (or taken
from a collection) it is saved; a class's ``isNew`` override returning ``true``/``false``
decides instead (``isNew: function () { return false; }``: a singleton resource, saved with
``PUT``). The method of ``save`` is ``POST`` for a new model, ``PUT``
for a saved one, ``PATCH`` with ``{patch: true}`` (the body then only the attributes
given); a ``save`` whose model the source does not show as new or saved is both requests,
each with a ``medium`` note (rule ``backbone.unknown-new``): the source decides neither, and
one of them is what runs. A non-patch body is the model's attributes — its ``defaults``, the
constructor's and the ``save`` call's; where the instance's attributes are not written at its
construction a ``medium`` note says the body holds more (rule ``backbone.model-attributes``).
``fetch``/``destroy`` options' ``data`` is the query (jQuery's ``data`` of a ``GET``).

``this`` in the methods of a model's, collection's or view's ``extend({…})`` object is an
instance of that class or of a class extending it (rule ``backbone.method-this``); a view's
``this.model`` and ``this.collection`` are what its methods write there, else the
``model``/``collection`` options of the ``new View({…})`` calls of its class (rule
``backbone.view-model``), every one they show, and another member its methods set to
instances only (``this.zones = new Zones()``) is those; ``model.clone()`` is the model. A ``save``/``destroy``/``fetch``/``create`` on a value the source does not show to be
such an instance, in a module that loads Backbone, is a reviewed request-like site (rule
``backbone.unknown-receiver``), never a guessed endpoint; a model class with no URL sends
nothing (Backbone throws).
"""
from __future__ import annotations

from dataclasses import replace

from code2skill.extractors.module_facts.declarations import member_path
from code2skill.facts import Fn, Member, Obj, Ref
from code2skill.recogniser_context import Frame, SetupFacts
from code2skill.requests import RequestTemplate, Site
from code2skill.url_join import url_join
from code2skill.values import (AltV, ClientV, FnV, HoleV, LibV, LitV, ObjV, PropV, StrV,
                               UnknownV, Value, Where, text_of)

from .common import method_value
from .registry import LibraryFacts, Recogniser

LIB = "backbone"
CLASS = "backbone.class"          # ClientV(CLASS, members, definition's place, ((kind, …),))
INSTANCE = "backbone.instance"    # ClientV(INSTANCE, members, definition's place, setup)
BASES = {"Model": "model", "Collection": "collection", "View": "view"}
MODEL_VERBS = ("save", "fetch", "destroy")
COLLECTION_VERBS = ("fetch", "create")
VERBS = frozenset(MODEL_VERBS + COLLECTION_VERBS)
MODELLED = ("url", "isNew")       # methods read as Backbone does, per instance state
ITEMS = ("get", "at", "first", "last", "findWhere", "find", "shift", "pop")
RULE = "backbone.sync"
URL_RULE = "backbone.url"
UNKNOWN_NEW = "backbone.unknown-new"
ATTRIBUTES = "backbone.model-attributes"
PATCH_NOTE = ("save(attrs, {patch: true}) of a Backbone model the source does not show as saved: "
              "read as the PATCH its patch option asks for, but Backbone POSTs the whole "
              f"model instead when it is new (no id) (rule {UNKNOWN_NEW})")
UNKNOWN_NEW_NOTE = ("save() of a Backbone model the source does not show as new (no id: POST) "
                    "or saved (an id: PUT): both requests are listed, and each call makes one "
                    f"of them (rule {UNKNOWN_NEW})")
FACTS = LibraryFacts()             # (Backbone.sync answers as jQuery's ajax: not modelled)


def kind_of(client: ClientV) -> str:
    """``model``, ``collection`` or ``view``: the first setup item's key."""
    return client.setup[0][0]


def setting(client: ClientV, key: str) -> Value | None:
    """The value a class or instance holds under ``key`` in its setup, or ``None``."""
    return next((value for k, value, _ in client.setup if k == key), None)


def url_sites(*holders: tuple[Value | None, str]) -> tuple[Site, ...]:
    """The place of the first ``url``/``urlRoot`` member the holders ``(members, key)`` write,
    as a ``shaping`` hop of the evidence (rule ``backbone.url``), or none."""
    for members, key in holders:
        prop = last_prop(members, key)
        if prop is not None and prop.where is not None:
            return (Site(prop.where, None, URL_RULE, shaping=True),)
    return ()


def last_prop(members: Value | None, key: str) -> PropV | None:
    """The last member ``key`` of a class's members (a subclass's win), or ``None``."""
    if not isinstance(members, ObjV):
        return None
    return next((p for p in reversed(members.props) if p.key == key), None)


def member(members: Value | None, key: str) -> Value | None:
    """The value of :func:`last_prop`, or ``None``."""
    prop = last_prop(members, key)
    return prop.value if prop is not None else None


def call_value(callee, args, where, new) -> Value | None:
    """``Backbone.Model/Collection/View.extend(proto)`` and ``Class.extend(proto)`` → a class;
    ``new Class(…)`` → an instance; ``model.get('a')`` → the attribute; a collection's
    ``get``/``at``/… → a saved instance of its ``model``; ``model.clone()`` → the model."""
    if isinstance(callee, LibV) and callee.lib == LIB and len(callee.path) == 2 \
            and callee.path[0] in BASES and callee.path[1] == "extend":
        return ClientV(CLASS, own_members(args), where,
                       setup=((BASES[callee.path[0]], None, where),))
    if not isinstance(callee, ClientV) or callee.lib not in (CLASS, INSTANCE):
        return None
    if callee.lib == CLASS and callee.path == ("extend",):
        members = ObjV(callee.config.props + own_members(args).props)
        return ClientV(CLASS, members, where, setup=((kind_of(callee), None, where),))
    if callee.lib == CLASS and not callee.path and new:
        return instance(callee, args, where)
    if callee.lib == INSTANCE and len(callee.path) == 1:
        return instance_call(callee, callee.path[0], args, where)
    return None


def own_members(args: tuple[Value, ...]) -> ObjV:
    """The members an ``extend(proto)`` call gives (none when not an object)."""
    return args[0] if args and isinstance(args[0], ObjV) else ObjV(())


def instance(cls: ClientV, args: tuple[Value, ...], where: Where | None) -> ClientV:
    """``new Class(…)``: a model's attributes are its first argument (none: a new model) and
    its options the second; a collection's options the second; a view's the first."""
    kind = kind_of(cls)
    setup = [cls.setup[0]]
    if kind == "model":
        setup.append(("attrs", args[0] if args else ObjV(()), where))
        if len(args) > 1:
            setup.append(("options", args[1], where))
    elif kind == "collection" and len(args) > 1:
        setup.append(("options", args[1], where))
    elif kind == "view" and args:
        setup.append(("options", args[0], where))
    return ClientV(INSTANCE, cls.config, cls.where, setup=tuple(setup))


def instance_call(inst: ClientV, name: str, args: tuple[Value, ...], where: Where | None
                  ) -> Value | None:
    """What a method of an instance returns (see :func:`call_value`)."""
    kind = kind_of(inst)
    if kind == "model" and name == "get" and args and text_of(args[0]) is not None:
        return attribute(inst, text_of(args[0]), where)
    if kind == "model" and name == "clone":
        return replace(inst, path=())
    if kind == "collection" and name in ITEMS:
        return collection_item(inst, where)
    return None


def collection_item(coll: ClientV, where: Where | None) -> Value | None:
    """A saved instance of the collection's ``model`` class, knowing its collection."""
    cls = member(coll.config, "model")
    if not (isinstance(cls, ClientV) and cls.lib == CLASS and kind_of(cls) == "model"):
        return None
    return ClientV(INSTANCE, cls.config, cls.where,
                   setup=(cls.setup[0], ("saved", None, where), ("collection", coll, where)))


def id_attribute(inst: ClientV) -> str:
    """The model's ``idAttribute`` (``id`` by default)."""
    return text_of(member(inst.config, "idAttribute")) or "id"


def attribute(inst: ClientV, name: str, where: Where | None) -> Value:
    """Attribute ``name`` of a model: the written value of its attributes (a hole of that
    name unless fixed text or a literal); ``null`` for a new model's id; with every attribute
    written, its ``defaults`` value; else a hole named ``name`` whose value the source does
    not show."""
    attrs = setting(inst, "attrs")
    value = member(attrs, name)
    if value is None and name == id_attribute(inst) and is_new(inst) is True:
        return LitV(None, where)
    if value is None and not unwritten(attrs):
        value = member(member(inst.config, "defaults"), name)
    if value is None:
        value = UnknownV("backbone-attribute", where)
    return value if text_of(value) is not None or isinstance(value, LitV) \
        else StrV((HoleV(name, value, where),))


def is_new(inst: ClientV) -> bool | None:
    """Whether a model is new (no id): as a request or its class's ``isNew`` override decided
    it (a ``new``/``saved`` mark); else, with no override, by its attributes: ``False`` when
    they name its id (or it was taken from a collection), ``True`` when they are all written
    and name none (or a ``null`` one); ``None`` when unknown."""
    marks = {key for key, _, _ in inst.setup} & {"new", "saved"}
    if marks:
        return "new" in marks
    if isinstance(member(inst.config, "isNew"), FnV):
        return None
    attrs = setting(inst, "attrs")
    if not isinstance(attrs, ObjV):
        return None
    value = member(attrs, id_attribute(inst))
    if value is not None:
        return isinstance(value, LitV) and value.value is None
    return None if unwritten(attrs) else True


def unwritten(attrs: Value | None) -> bool:
    """Whether a model's attributes are not all written (unknown, or spread from a value)."""
    return not isinstance(attrs, ObjV) or any(p.key is None for p in attrs.props)


def member_value(obj, prop, program) -> Value | None:
    """A model's ``id``; a view's ``model``/``collection`` (its options, else those of every
    ``new View({…})`` of its class); a class member that is a method of the program, but
    ``url`` and ``isNew``, which :func:`call_result` and :func:`overridden` read for the
    instance's state."""
    if not (isinstance(obj, ClientV) and obj.lib == INSTANCE and not obj.path):
        return None
    kind = kind_of(obj)
    if kind == "model" and prop == "id":
        return attribute(obj, id_attribute(obj), obj.where)
    if kind == "view" and prop in ("model", "collection"):
        options = setting(obj, "options")
        if options is not None:
            return member(options, prop)
        return view_member(obj, prop, program)
    if kind == "view" and member(obj.config, prop) is None:
        return held_instance(obj, prop, program)
    own = member(obj.config, prop) if prop not in MODELLED else None
    return own if isinstance(own, FnV) else None


def held_instance(view: ClientV, prop: str, program) -> Value | None:
    """Rule ``backbone.view-model``: another member of a view that its class's methods set
    to model or collection instances only (``this.zones = new Zones()``), that value;
    ``None`` for anything else (its other state is no concern of this recogniser)."""
    def held() -> Value | None:
        found = written(view, prop, program)
        return choice(found) if found and all(
            isinstance(v, ClientV) and v.lib == INSTANCE for v in found) else None
    return remembered(program, ("held", view.where, prop), held)


def remembered(program, key: tuple, compute) -> Value | None:
    """``compute()`` once a run under ``key`` (``None`` while it is worked out: a read met
    again inside it, a view made in its own methods, finds nothing)."""
    notes = program.notes(LIB)
    if key not in notes:
        notes[key] = None
        notes[key] = compute()
    return notes[key]


def view_member(view: ClientV, prop: str, program) -> Value | None:
    """Rule ``backbone.view-model``: a view's ``this.model``/``this.collection``: what its
    class's methods write there (``this.collection = new Hosts()``), else the ``prop``
    option of every ``new View({…})`` of its class in the program (one value, or a choice of
    each); ``None`` when neither shows one (a read the source does not follow)."""
    return remembered(program, ("view", view.where, prop), lambda: choice(
        written(view, prop, program) or made_with(view, prop, program)))


def choice(found: list[Value]) -> Value | None:
    """One value, a choice of several, or ``None``."""
    return found[0] if len(found) == 1 else AltV(tuple(found)) if found else None


def written(view: ClientV, prop: str, program) -> list[Value]:
    """The values the class's methods assign to ``this.<prop>``."""
    found: list[Value] = []
    for method in (p.value for p in view.config.props if isinstance(p.value, FnV)):
        facts = program.function_facts(method.fid)
        if facts is None:
            continue
        path, fn = facts
        for write in fn.assignments:
            if write.target == ("this", prop) and write.key is None:
                value = program.evaluate(write.value, Frame(path, fn.fid))
                if value not in found:
                    found.append(value)
    return found


def made_with(view: ClientV, prop: str, program) -> list[Value]:
    """The ``prop`` option of every ``new View({…})`` of the view's class."""
    found: list[Value] = []
    for (path, scope), sites in program.call_scopes():
        for site in sites:
            call = site.call
            if not call.new or not call.args or not isinstance(call.args[0], Obj) or \
                    not any(p.key == prop for p in call.args[0].props):
                continue
            frame = Frame(path, scope)
            cls = program.evaluate(call.callee, frame)
            if isinstance(cls, ClientV) and cls.lib == CLASS and cls.where == view.where:
                value = member(program.evaluate(call.args[0], frame), prop)
                if value is not None and value not in found:
                    found.append(value)
    return found


def call_result(callee, args, where, ctx) -> Value | None:
    """``model.url()``: the model's URL (Backbone's ``url()``)."""
    if isinstance(callee, ClientV) and callee.lib == INSTANCE and callee.path == ("url",) \
            and kind_of(callee) == "model":
        inst = overridden(ctx, replace(callee, path=()))
        return model_url(ctx, inst, is_new(inst)) or UnknownV("backbone-no-url", where)
    return None


def setup(program) -> SetupFacts:
    """Rule ``backbone.method-this``: ``this`` in the methods of each class's ``extend({…})``
    object is an instance of that class (its attributes unknown) — or of any class extending
    it, as each subclass's instance runs the methods it inherits (``this.collection`` read in
    a base list view is each list's own collection)."""
    classes: list[tuple[ClientV, list[str], Value]] = []
    for (path, scope), sites in program.call_scopes():
        for site in sites:
            call = site.call
            if not (isinstance(call.callee, Member) and call.callee.prop == "extend"
                    and call.args and isinstance(call.args[0], Obj)):
                continue
            cls = program.evaluate(call, Frame(path, scope))
            if isinstance(cls, ClientV) and cls.lib == CLASS:
                methods = [p.value.fid for p in call.args[0].props if isinstance(p.value, Fn)]
                parent = program.evaluate(call.callee.obj, Frame(path, scope))
                classes.append((cls, methods, parent))
    children: dict = {}
    for cls, _, parent in classes:
        if isinstance(parent, ClientV) and parent.lib == CLASS:
            children.setdefault(parent.where, []).append(cls)
    bound: dict[str, Value] = {}
    for cls, methods, _ in classes:
        runs = [bare(c) for c in family(cls, children)]
        bound.update(dict.fromkeys(methods, choice(runs)))
    return SetupFacts(bound_this=bound)


def bare(cls: ClientV) -> ClientV:
    """An instance of a class whose attributes and options are unknown."""
    return ClientV(INSTANCE, cls.config, cls.where, setup=(cls.setup[0],))


def family(cls: ClientV, children: dict) -> list[ClientV]:
    """A class and every class extending it, at any depth, in definition order."""
    found, pending = [cls], [cls]
    while pending:
        for child in children.get(pending.pop(0).where, ()):
            if child not in found:
                found.append(child)
                pending.append(child)
    return found


def request(callee, site, ctx) -> RequestTemplate | list | None:
    """The templates of ``save``/``fetch``/``destroy`` on a model and ``fetch``/``create``
    on a collection (module docstring); ``None`` for any other call."""
    if not (isinstance(callee, ClientV) and callee.lib == INSTANCE and len(callee.path) == 1):
        return None
    kind, verb = kind_of(callee), callee.path[0]
    inst = replace(callee, path=())
    args = ctx.args(site.call)
    where = ctx.where(site.call.span)
    if kind == "model" and verb in MODEL_VERBS:
        return model_requests(ctx, site, inst, verb, args, where)
    if kind == "collection" and verb in COLLECTION_VERBS:
        return collection_request(ctx, site, inst, verb, args, where)
    return None


def model_requests(ctx, site, inst: ClientV, verb: str, args, where) -> list:
    """The requests of a model's ``save``/``fetch``/``destroy``. A ``save`` sets its
    attributes first, so ``isNew()`` and ``url()`` read them (``new M().save({id: x})``
    updates ``x``); a patch of a new model is its ``POST``, as Backbone sends it, and a
    patch of a model neither shown new nor saved is the ``PATCH`` its option asks for, with
    a note (listing a ``POST`` would offer a create nobody wrote)."""
    if verb == "save":
        inst = with_set(inst, save_arguments(args)[0])
    inst = overridden(ctx, inst)
    new = is_new(inst)
    if verb == "destroy":
        if new is True:
            return []
        given = stated_args(ctx, site, inst, False, args)
        return listed(template(ctx, site, stated(inst, False), "DELETE", False, None,
                               options_query(given, 0), where, given[0] if given else None))
    if verb == "fetch":
        return listed(template(ctx, site, inst, "GET", new, None, options_query(args, 0),
                               where, args[0] if args else None))
    patching = truthy_member(save_arguments(args)[1], "patch")
    made = []
    for state in [new] if new is not None else [False] if patching else [True, False]:
        attrs, options = save_arguments(stated_args(ctx, site, inst, state, args))
        patch = patching and not state
        body, notes = (attrs, ()) if patch else save_body(inst, attrs, where)
        found = template(ctx, site, stated(inst, state),
                         "POST" if state else "PATCH" if patch else "PUT", state, body, None,
                         where, options)
        if found is None:
            continue
        unsure = (PATCH_NOTE if patch else UNKNOWN_NEW_NOTE) if new is None else None
        extra = notes + ((("medium", unsure, where, UNKNOWN_NEW),) if unsure else ())
        made.append(replace(found, notes=found.notes + extra))
    return made


def with_set(inst: ClientV, attrs: Value | None) -> ClientV:
    """The model once ``set(attrs)`` (a written object): its attributes those it had —
    unknown ones kept as a spread of an unknown value — then ``attrs``'."""
    if not isinstance(attrs, ObjV):
        return inst
    had = setting(inst, "attrs")
    props = had.props if isinstance(had, ObjV) else (PropV(None, UnknownV("backbone-attributes")),)
    merged = ("attrs", ObjV(props + attrs.props), None)
    return replace(inst, setup=tuple(s for s in inst.setup if s[0] != "attrs") + (merged,))


def stated(inst: ClientV, new: bool | None) -> ClientV:
    """The instance known new (no attributes) or saved, as a request decides it; as it is
    when ``new`` is ``None`` or its state is already known."""
    if new is None or is_new(inst) is not None:
        return inst
    return replace(inst, setup=inst.setup + (("new" if new else "saved", None, None),))


def overridden(ctx, inst: ClientV) -> ClientV:
    """The instance with the state its class's ``isNew()`` override returns for it, when
    that is ``true`` or ``false`` (a settings model's ``isNew: () => false``: always saved);
    as it is otherwise."""
    override = member(inst.config, "isNew")
    if not isinstance(override, FnV) or is_new(inst) is not None:
        return inst
    value = called(ctx, override, inst)
    return stated(inst, value.value) if isinstance(value, LitV) and \
        isinstance(value.value, bool) else inst


def stated_args(ctx, site, inst: ClientV, new: bool | None, args: tuple) -> tuple:
    """The call's arguments read again with ``this`` the instance in the state a request
    decides, when the receiver is ``this`` in the class's own method and its state is not
    known (``this.save(null, {url: this.url() + '/otp'})``: a saved model's ``url()``)."""
    receiver = site.call.callee.obj if isinstance(site.call.callee, Member) else None
    if not (isinstance(receiver, Ref) and receiver.name == "this") or \
            stated(inst, new) is inst:
        return args
    frame = Frame(ctx.frame.path, ctx.frame.fid, stated(inst, new))
    return tuple(ctx.program.evaluate(arg, frame) for arg in site.call.args)


def listed(found: RequestTemplate | None) -> list:
    """A template as a list (none: ``[]``)."""
    return [found] if found is not None else []



def save_arguments(args) -> tuple[Value | None, Value | None]:
    """``(attrs, options)`` of ``save(attrs, options)`` or ``save('key', value, options)``."""
    if args and text_of(args[0]) is not None and len(args) > 1:
        return ObjV((PropV(text_of(args[0]), args[1]),)), (args[2] if len(args) > 2 else None)
    attrs = args[0] if args and not (isinstance(args[0], LitV) and args[0].value is None) \
        else None
    return attrs, (args[1] if len(args) > 1 else None)


def truthy_member(options: Value | None, key: str) -> bool:
    """Whether an options object writes ``key: true``."""
    value = member(options, key)
    return isinstance(value, LitV) and value.value is True


def options_query(args, index: int) -> Value | None:
    """The ``data`` of a ``fetch``/``destroy`` options argument (jQuery's query)."""
    return member(args[index], "data") if len(args) > index else None


def save_body(inst: ClientV, attrs: Value | None, where) -> tuple[Value | None, tuple]:
    """The body of a non-patch save: the model's ``defaults``, its constructor's attributes
    and ``attrs``, later ones winning; with a note when the constructor's are not written."""
    parts = [member(inst.config, "defaults"), setting(inst, "attrs"), attrs]
    props: dict[str, PropV] = {}
    for part in parts:
        if isinstance(part, ObjV):
            props.update({p.key: p for p in part.props if p.key is not None})
    notes: tuple = ()
    if unwritten(setting(inst, "attrs")):
        notes = (("medium", "save() of a Backbone model sends all of the model's attributes: "
                  "those set outside this call and its defaults are not shown here, so the "
                  f"body may hold more members (rule {ATTRIBUTES})", where, ATTRIBUTES),)
    if not props:
        return attrs, notes
    return ObjV(tuple(props.values())), notes


def model_url(ctx, inst: ClientV, new: bool | None) -> Value | None:
    """Backbone's ``url()`` of a model (module docstring), ``None`` when it has none."""
    this = inst if new is not True else replace(inst, setup=tuple(
        s for s in inst.setup if s[0] not in ("saved", "attrs"))
        + (("attrs", without_id(setting(inst, "attrs"), id_attribute(inst)), None),
           ("new", None, None)))
    own = member(inst.config, "url")
    if own is not None:
        return decided(called(ctx, own, this), id_attribute(inst), new)
    root = member(inst.config, "urlRoot")
    base = called(ctx, root, this) if root is not None else None
    coll = setting(inst, "collection")
    if base is None and isinstance(coll, ClientV):
        base = called(ctx, member(coll.config, "url"), coll)
    if base is None or new is True:
        return base
    ident = attribute(this, id_attribute(inst), inst.where)
    return url_join([(None, base, inst.where), (None, ident, inst.where)], inst.where) or base


def decided(url: Value | None, key: str, new: bool | None) -> Value | None:
    """Rule ``backbone.url-id-choice``: a url function's choice of URLs made on the model's
    id (``if (this.get('id')) url += '/' + this.get('id')``) is decided per instance: a new
    model's URL is each option holding no hole named ``key`` (its id attribute), a saved
    model's each option holding one; when the instance is neither known new nor saved, or no
    option fits, the choice stays whole."""
    if not isinstance(url, AltV) or new is None:
        return url
    kept = tuple(o for o in url.options if holds_hole(o, key) is not new)
    return url if not kept else kept[0] if len(kept) == 1 else AltV(kept, url.kind)


def holds_hole(value: Value, key: str) -> bool:
    """Whether a string value holds a hole named ``key``."""
    return isinstance(value, StrV) and any(isinstance(p, HoleV) and p.name == key
                                           for p in value.parts)


def without_id(attrs: Value | None, key: str) -> ObjV:
    """A new model's attributes: the written ones without the id."""
    props = attrs.props if isinstance(attrs, ObjV) else ()
    return ObjV(tuple(p for p in props if p.key != key))


def called(ctx, value: Value | None, this: ClientV) -> Value | None:
    """``_.result(this, key)``: a string as it is, a function's return read with ``this``
    (its ``return``s' values, a choice of them when several)."""
    if isinstance(value, FnV):
        found = ctx.program.function_facts(value.fid)
        if found is None or not found[1].returns:
            return None
        path, fn = found
        values = [ctx.program.evaluate(e, Frame(path, fn.fid, this)) for e in fn.returns]
        return values[0] if len(values) == 1 else AltV(tuple(values))
    return value if isinstance(value, (StrV, AltV)) else None


def template(ctx, site, inst: ClientV, method: str, new: bool | None, body, query, where,
             options: Value | None = None) -> RequestTemplate | None:
    """One request of a model at its ``url()`` — or at the call options' ``url``, which
    ``Backbone.sync`` sends to instead — ``None`` when it has neither."""
    url = member(options, "url") or model_url(ctx, inst, new)
    if url is None:
        return None
    coll = setting(inst, "collection")
    shaped = url_sites((options, "url"), (inst.config, "url"), (inst.config, "urlRoot"),
                       (coll.config if isinstance(coll, ClientV) else None, "url"))
    return RequestTemplate(lib=LIB, method=method_value(method, where), url=url,
                           sites=(ctx.site(site.call.span, RULE),) + shaped, query=query,
                           body=body,
                           body_encoding="json" if body is not None else None)


def collection_request(ctx, site, coll: ClientV, verb: str, args, where
                       ) -> RequestTemplate | None:
    """``collection.fetch(options)`` (``GET``) or ``collection.create(attrs)`` (``POST`` of
    the attributes over its model's defaults) at the collection's ``url``."""
    url = called(ctx, member(coll.config, "url"), coll)
    if url is None:
        return None
    sites = (ctx.site(site.call.span, RULE),) + url_sites((coll.config, "url"))
    if verb == "fetch":
        return RequestTemplate(lib=LIB, method=method_value("GET", where), url=url,
                               sites=sites, query=options_query(args, 0))
    cls = member(coll.config, "model")
    defaults = member(cls.config, "defaults") if isinstance(cls, ClientV) else None
    props = {p.key: p for part in (defaults, args[0] if args else None)
             if isinstance(part, ObjV) for p in part.props if p.key is not None}
    body = ObjV(tuple(props.values())) if props else (args[0] if args else None)
    return RequestTemplate(lib=LIB, method=method_value("POST", where), url=url,
                           sites=sites, body=body,
                           body_encoding="json" if body is not None else None)


def unknown_receiver(callee, site, ctx) -> tuple[str, str] | None:
    """Rule ``backbone.unknown-receiver``: ``x.save(…)``, ``x.destroy(…)``, ``x.fetch(…)``
    or ``x.create(…)`` with Backbone's arguments (:func:`sync_shaped`), in a module that
    loads Backbone, on a value the source does not show to be a model or collection
    instance (nor the result of another library's call): its request is reviewed at the
    call, never guessed. A bare ``this`` is left alone: in a class's methods it is known
    (rule ``backbone.method-this``), elsewhere it is a callback's own object (a view's
    ``this.destroy()`` in a handler), no model."""
    call = site.call
    if not isinstance(call.callee, Member) or call.callee.prop not in VERBS or \
            isinstance(call.callee.obj, Ref) and call.callee.obj.name == "this" or \
            isinstance(callee, UnknownV) and callee.reason == "library-call":
        return None
    module = ctx.program.modules.get(ctx.frame.path)
    if module is None or not loads_backbone(module) or \
            not sync_shaped(call.callee.prop, ctx.args(call)):
        return None
    names = member_path(call.callee.obj)
    receiver = ".".join(names) if names else "a value"
    return LIB, (f"{call.callee.prop}() of {receiver}, which the source does not show to be "
                 "an instance of one Backbone model or collection class: the request "
                 "Backbone.sync makes for it (its URL and, for save, POST or PUT) is not in "
                 "the contract (rule backbone.unknown-receiver)")


def sync_shaped(verb: str, args: tuple[Value, ...]) -> bool:
    """Whether call arguments have the shape Backbone's method takes: ``save(attrs,
    options)`` (attrs an object or ``null``), ``save('key', value, options)``, and
    ``fetch``/``destroy``/``create`` with objects only (a store's ``fetch('key')`` is
    none)."""
    rest = args
    if verb == "save" and args:
        first = args[0]
        if isinstance(first, StrV) and len(args) > 1:
            rest = args[2:]
        elif isinstance(first, ObjV) or isinstance(first, LitV) and first.value is None:
            rest = args[1:]
        else:
            return False
    return len(rest) <= 2 and all(isinstance(a, ObjV) for a in rest)


def loads_backbone(module) -> bool:
    """Whether a module imports ``backbone`` (an AMD dependency too) or reads the global."""
    return any(i.source == "backbone" for i in module.imports) or \
        any(isinstance(site.call.callee, Member) and (member_path(site.call.callee) or ())[:1]
            == ("Backbone",) for site in module.calls)


RECOGNISER = Recogniser(id=LIB, request=request, call_value=call_value, facts=FACTS,
                        member_value=member_value, setup=setup, call_result=call_result,
                        unknown_receiver=unknown_receiver,
                        modules={"backbone": LIB}, globals={"Backbone": LIB},
                        client_methods=VERBS)
