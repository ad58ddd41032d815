"""Angular reactive forms: the value a ``FormGroup`` holds is the object its controls build.

Forms handled (rule ``angular.form-value``)::

    form = new FormGroup({ title: new FormControl('', { nonNullable: true }), body: new FormControl('') })
    form = this.fb.group({ email: ['', Validators.required], tags: [[]], name: '' })
    form = this.fb.nonNullable.group({ … })    form = new UntypedFormGroup({ … })
    form = new FormGroup({ author: new FormGroup({ … }) })        // nested groups nest
    this.form.addControl('username', new FormControl(''))         // possibly present
    new FormControl({ value: '', disabled: true })                // absent from .value until
                                                                  // enabled; in getRawValue()
    this.form.value    this.form.getRawValue()    this.form.controls.title.value

``form.value`` is an object with one member per control: the control's value is known only by
the type its initial value proves (``''`` → ``string``, ``0`` → ``number``, ``false`` →
``boolean``, ``[]`` → an array), ``| null`` unless the control is non-nullable
(``{nonNullable: true}``, ``fb.nonNullable``), never the initial value itself (the user edits
it). A control added by ``addControl``/``setControl``/``registerControl`` anywhere in the
program may be present or absent. A group is a ``ClientV`` (lib ``angular-form``: ``config``
its controls, ``where`` its creating call, the group's identity); a control is a ``ClientV``
(lib ``angular-form-control``: ``config`` its value).
"""
from __future__ import annotations

from code2skill.recogniser_context import SetupFacts
from code2skill.values import (
    AltV, ArrV, ClientV, LibV, LitV, ObjV, PropV, StrV, TypedV, UnknownV, Value, Where, text_of,
)

from .registry import Recogniser

LIB = "angular-forms"
GROUP = "angular-form"
CONTROL = "angular-form-control"
GROUP_CLASSES = ("FormGroup", "UntypedFormGroup")
CONTROL_CLASSES = ("FormControl", "UntypedFormControl")
BUILDERS = ("FormBuilder", "NonNullableFormBuilder", "UntypedFormBuilder")
ADD_METHODS = ("addControl", "setControl", "registerControl")


def request(callee, site, ctx) -> None:
    """Forms make no requests."""
    return None


def builder_call(callee: Value) -> tuple[str, bool] | None:
    """``('group', non_nullable)`` for ``fb.group`` / ``fb.nonNullable.group`` (``control``
    likewise) of an injected ``FormBuilder``, else ``None``."""
    if not isinstance(callee, LibV) or callee.lib != LIB or len(callee.path) < 3 \
            or callee.path[0] not in BUILDERS or callee.path[1] != "prototype":
        return None
    rest = callee.path[2:]
    non_nullable = callee.path[0] == "NonNullableFormBuilder" or rest[:1] == ("nonNullable",)
    if rest[:1] == ("nonNullable",):
        rest = rest[1:]
    return (rest[0], non_nullable) if len(rest) == 1 and rest[0] in ("group", "control") \
        else None


def call_value(callee, args, where, new) -> Value | None:
    """``new FormGroup({...})`` / ``fb.group({...})`` → a group; ``new FormControl(init,
    opts)`` / ``fb.control(init)`` → a control."""
    if isinstance(callee, LibV) and callee.lib == LIB and len(callee.path) == 1 and new:
        if callee.path[0] in GROUP_CLASSES:
            return group(args[0] if args else None, False, where)
        if callee.path[0] in CONTROL_CLASSES:
            return control(args[0] if args else None, args[1] if len(args) > 1 else None,
                           False, where)
    built = builder_call(callee)
    if built is not None:
        kind, non_nullable = built
        if kind == "group":
            return group(args[0] if args else None, non_nullable, where)
        return control(args[0] if args else None, args[1] if len(args) > 1 else None,
                       non_nullable, where)
    return None


def call_result(callee, args, where, ctx) -> Value | None:
    """``form.getRawValue()`` is the group's value (disabled controls included)."""
    if isinstance(callee, ClientV) and callee.lib == GROUP and callee.path == ("getRawValue",) \
            and isinstance(callee.config, ObjV):
        return form_value(ClientV(GROUP, callee.config, callee.where), ctx.program, raw=True)
    return None


def group(controls: Value | None, non_nullable: bool, where: Where | None) -> Value:
    """A form group of the controls object (entries that are not controls or groups are
    FormBuilder shorthands: ``name: ''`` or ``name: ['', validators]``)."""
    if not isinstance(controls, ObjV):
        return UnknownV("form-controls", where)
    props = tuple(PropV(p.key, as_control(p.value, non_nullable, p.where), p.where)
                  for p in controls.props)
    return ClientV(GROUP, ObjV(props, controls.where), where)


def as_control(value: Value, non_nullable: bool, where: Where | None) -> Value:
    """A group entry as a control or group."""
    if isinstance(value, ClientV) and value.lib in (GROUP, CONTROL) and not value.path:
        return value
    if isinstance(value, ArrV):                       # ['', Validators.required]
        return control(value.items[0] if value.items else None,
                       value.items[1] if len(value.items) > 1 else None, non_nullable, where)
    return control(value, None, non_nullable, where)


def control(init: Value | None, options: Value | None, non_nullable: bool,
            where: Where | None) -> ClientV:
    """A control whose value has the type its initial value proves."""
    if isinstance(options, ObjV) and isinstance(options.get("nonNullable"), LitV):
        non_nullable = non_nullable or options.get("nonNullable").value is True
    disabled: tuple = ()
    if isinstance(init, ObjV) and "value" in {p.key for p in init.props}:
        flag = init.get("disabled")                   # new FormControl({value, disabled})
        if isinstance(flag, LitV) and flag.value is True:
            disabled = (("disabled", flag, where),)
        init = init.get("value")
    kind = value_type(init)
    if kind is None or where is None:
        value: Value = UnknownV("form-control-value", where)
    else:
        value = TypedV(kind if non_nullable else f"{kind} | null", where[0], (), where)
    return ClientV(CONTROL, value, where, setup=disabled)


def value_type(init: Value | None) -> str | None:
    """The TypeScript type an initial value proves, or ``None``."""
    if isinstance(init, StrV):
        return "string"
    if isinstance(init, ArrV):
        return "any[]"
    if isinstance(init, LitV) and isinstance(init.value, bool):
        return "boolean"
    if isinstance(init, LitV) and isinstance(init.value, (int, float)):
        return "number"
    if isinstance(init, TypedV) and not init.path:
        return init.type_text
    return None


def member_value(obj: ClientV, prop: str, program) -> Value | None:
    """``group.value`` (the controls' values, added controls possibly absent),
    ``group.controls``, ``control.value``; ``None`` for anything else."""
    if obj.lib == CONTROL and obj.path == () and prop == "value":
        return obj.config
    if obj.lib != GROUP or not isinstance(obj.config, ObjV):
        return None
    if obj.path == () and prop == "controls":
        return obj.config
    if obj.path == () and prop == "value":
        return form_value(obj, program)
    return None


def form_value(form: ClientV, program, raw: bool = False) -> ObjV:
    """Rule ``angular.form-value``: the value object of a group (``raw``: of
    ``getRawValue()``, where disabled controls count too)."""
    props: list[PropV] = []
    entries = list(form.config.props) + [                         # type: ignore[union-attr]
        PropV(key, AltV((ctl, LitV(None))), where)
        for key, ctl, where in program.setup_facts(LIB, {}).get(form.where, [])]
    for p in entries:
        entry = p.value
        if not raw and isinstance(entry, ClientV) and entry.setup:   # disabled: may be absent
            entry = AltV((entry, LitV(None)))
        props.append(PropV(p.key, entry_value(entry, program, raw), p.where))
    return ObjV(tuple(props), form.config.where)                  # type: ignore[union-attr]


def entry_value(entry: Value, program, raw: bool = False) -> Value:
    """The value one control (or nested group; or either/absent) contributes."""
    if isinstance(entry, AltV):
        return AltV(tuple(entry_value(o, program, raw) for o in entry.options), entry.kind)
    if isinstance(entry, ClientV) and entry.lib == CONTROL:
        return entry.config if entry.config is not None else UnknownV("form-control-value")
    if isinstance(entry, ClientV) and entry.lib == GROUP:
        return form_value(entry, program, raw)
    return entry


def setup(program) -> SetupFacts:
    """Program-wide pass: its facts are ``{group where: [(name, control, call where)]}`` for
    every ``form.addControl('name', control)`` of the program."""
    from code2skill.facts import Member
    from code2skill.recogniser_context import Frame

    found: dict[Where | None, list[tuple[str, Value, Where | None]]] = {}
    forms = {path for path, facts in program.modules.items()    # once per file, not per scope
             if any(i.source == "@angular/forms" for i in facts.imports)}
    for (path, scope), sites in sorted(program.call_scopes(),
                                       key=lambda kv: (kv[0][0], kv[0][1] or "")):
        if path not in forms:
            continue
        for site in sites:
            callee = site.call.callee
            if not isinstance(callee, Member) or callee.prop not in ADD_METHODS \
                    or len(site.call.args) < 2:
                continue
            frame = Frame(path, scope)
            owner = program.evaluate(callee.obj, frame)
            if not isinstance(owner, ClientV) or owner.lib != GROUP or owner.path:
                continue
            name = text_of(program.evaluate(site.call.args[0], frame))
            ctl = program.evaluate(site.call.args[1], frame)
            where = (path, site.call.span) if site.call.span else None
            if name is not None:
                found.setdefault(owner.where, []).append(
                    (name, as_control(ctl, False, where), where))
    return SetupFacts(found)


RECOGNISER = Recogniser(id=LIB, request=request, call_value=call_value, setup=setup,
                        call_result=call_result,
                        member_value=member_value, modules={"@angular/forms": LIB})
