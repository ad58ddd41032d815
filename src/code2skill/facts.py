"""Plain, picklable facts that per-file extraction yields.

Extraction never hands a tree-sitter tree or node to later phases: every file becomes one
:class:`ModuleFacts` built only from the dataclasses below, so files can be parsed in a process
pool, cached by content hash and resolved across files without re-parsing.

Expressions are kept as a small symbolic IR (``Expr``): enough of JavaScript's value language to
resolve URLs, methods, bodies and configuration objects across functions and modules. Anything the
IR does not model becomes :class:`Unknown` carrying the node type, so misses are explicit.

Spans are ``(line, column, end_line, end_column)``: 1-based lines, 1-based columns counted in
Unicode code points, end column exclusive.

The dataclasses have no ``__slots__`` on purpose: on Python 3.11 a slotted dataclass pickles
through ``dataclasses.fields`` on every object, several times slower than ``__dict__``, and
facts cross process boundaries by pickle (the cache stores JSON: :mod:`code2skill.factcodec`).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from collections.abc import Iterator
from typing import Union

Span = tuple[int, int, int, int]


def within(inner: Span, outer: Span) -> bool:
    """Whether span ``inner`` lies inside span ``outer``."""
    return outer[:2] <= inner[:2] and inner[2:] <= outer[2:]


MAX_NESTING = 64                # function nesting followed outwards (a cycle of parents ends)


def enclosing(fid: str | None, functions: "dict[str, FunctionFact]") -> Iterator[str]:
    """Function ``fid`` then each function it is nested in, innermost first (``functions``: a
    module's, by id); at most :data:`MAX_NESTING`, so a malformed parent cycle ends."""
    for _ in range(MAX_NESTING):
        if fid is None:
            return
        yield fid
        fn = functions.get(fid)
        fid = fn.parent if fn is not None else None


@dataclass(frozen=True)
class Lit:
    """A literal: string, number, boolean or null (``None``); ``null`` tells the literal
    ``null`` (a value JSON sends) from ``undefined`` (absent), both ``None``."""

    value: str | int | float | bool | None
    span: Span | None = None
    null: bool = field(default=False, compare=False)


@dataclass(frozen=True)
class Regex(Lit):
    r"""A regular-expression literal: ``value`` its pattern, ``flags`` its flags (``/\/+$/g``
    → ``'\/+$'``, ``'g'``). It stands where a literal does (its pattern as the value)."""

    flags: str = ""


@dataclass(frozen=True)
class Hole:
    """A non-literal part of a template literal or string concatenation.

    ``name`` is the name the source gives the hole (``slug`` for ``${slug}``, ``id`` for
    ``${entry.id}``, ``slug`` for ``${encodeURIComponent(slug)}``), or ``None`` when the
    expression names nothing. It becomes the path-template parameter name.
    """

    name: str | None
    expr: "Expr"
    span: Span | None = None


@dataclass(frozen=True)
class Tmpl:
    """A string built from parts: template literal or ``+`` concatenation. Parts are
    :class:`Lit` strings or :class:`Hole` values, in source order. ``plus`` marks a ``+``
    chain none of whose operands is known to be a string (``V + 1``, ``a + b``): JavaScript
    decides at run time whether it adds or concatenates, so the resolver folds it left to
    right by the operands' values (rule ``value.numeric-plus``)."""

    parts: tuple[Union[Lit, Hole], ...]
    span: Span | None = None
    plus: bool = False


class BigInt(int):
    """The value of a BigInt literal (``123n``): its text has no ``n``; adding it to a Number
    is a TypeError in JavaScript."""


@dataclass(frozen=True)
class Ref:
    """A reference to an identifier (``this`` included), resolved later through scopes."""

    name: str
    span: Span | None = None


@dataclass(frozen=True)
class Member:
    """``obj.prop`` or ``obj['prop']`` with a literal key; ``optional`` for ``obj?.prop``
    (undefined when ``obj`` is nullish; no part of its identity)."""

    obj: "Expr"
    prop: str
    span: Span | None = None
    optional: bool = field(default=False, compare=False)


@dataclass(frozen=True)
class Index:
    """``obj[index]`` with a computed key (``formatters[type || ContentType.Json]``)."""

    obj: "Expr"
    index: "Expr"
    span: Span | None = None


@dataclass(frozen=True)
class Typed:
    """``expr`` bound to a variable declared with a TypeScript type (``const form: LoginUser
    = reactive({…})``); ``type_text`` is the annotation's text. ``cast``: ``expr as Name`` of a
    value that is no literal, a named type (rule ``client.cast-class``). ``form`` marks the
    type written elsewhere (rule ``output.declared-answer``): ``"as"`` an assertion of a value
    that is no literal outside those (``(await res.json()) as Feed[]``, ``<Feed>x``), whose
    value it leaves as it is; ``"instance"`` a generic function given its type arguments
    without a call (``json<Feed[]>`` handed to ``.then``), ``type_text`` those arguments."""

    expr: "Expr"
    type_text: str
    span: Span | None = None
    cast: bool = False
    form: str = ""


@dataclass(frozen=True)
class Call:
    """A call ``callee(args)`` (or ``new callee(args)`` when ``new`` is true); ``type_args`` is
    the text of its TypeScript type arguments (``Article[]`` for ``http.get<Article[]>(…)``);
    ``tagged`` marks a tagged template (``tag`/x/${id}```), whose one argument is the
    template: JavaScript hands ``tag`` its strings and then its values (rule
    ``value.template-tag``)."""

    callee: "Expr"
    args: tuple["Expr", ...]
    span: Span | None = None
    new: bool = False
    type_args: str | None = None
    tagged: bool = False


@dataclass(frozen=True)
class Prop:
    """One entry of an object literal; ``key`` is ``None`` for a spread (``...x``) and for a
    computed key other than a string (``[ContentType.Json]: …``), whose expression is then
    ``key_expr``. ``omit`` lists the keys a spread leaves out: the rest element of a
    destructuring (``const {headers, ...rest} = opts`` binds ``rest`` to ``{...opts}``
    without ``headers``)."""

    key: str | None
    value: "Expr"
    span: Span | None = None
    key_expr: "Expr | None" = None
    omit: tuple[str, ...] = ()


@dataclass(frozen=True)
class Obj:
    """An object literal."""

    props: tuple[Prop, ...]
    span: Span | None = None


@dataclass(frozen=True)
class Arr:
    """An array literal."""

    items: tuple["Expr", ...]
    span: Span | None = None


@dataclass(frozen=True)
class Fn:
    """A function value defined at this place; ``fid`` keys :attr:`ModuleFacts.functions`."""

    fid: str
    span: Span | None = None


@dataclass(frozen=True)
class Alt:
    """One of several values: ``kind`` ``or`` for ``a || b`` and ``a ?? b`` (the first value
    that is set), ``and`` for ``a && b``, ``any`` for ``c ? a : b`` and several assignments.
    ``cond`` is a ternary's condition text: two ternaries on the same condition choose
    together; ``test`` is that condition's expression."""

    options: tuple["Expr", ...]
    span: Span | None = None
    kind: str = "any"
    cond: str | None = None
    test: "Expr | None" = None


@dataclass(frozen=True)
class Spread:
    """``...expr`` in a call's arguments or an array literal."""

    expr: "Expr"
    span: Span | None = None


@dataclass(frozen=True)
class Test:
    """A condition the resolver may decide once a value is known: ``op`` ``truthy``
    (``if (x)``), ``falsy`` (``!x``), or a comparison ``===``/``!==``/``==``/``!=`` of
    ``subject`` with the literal ``literal`` (``x !== null``), or of its JavaScript type
    with a type name (``typeof x === 'string'``: op ``typeof===``; ``typeof!==``,
    ``typeof==``, ``typeof!=`` alike)."""

    op: str
    subject: "Expr"
    literal: str | int | float | bool | None = None
    span: Span | None = None


@dataclass(frozen=True)
class Unknown:
    """An expression the IR does not model; ``kind`` is the tree-sitter node type."""

    kind: str
    span: Span | None = None


Expr = Union[Lit, Regex, Tmpl, Hole, Ref, Member, Index, Typed, Call, Obj, Arr, Fn, Alt, Spread,
             Test, Unknown]


@dataclass(frozen=True)
class Param:
    """A formal parameter: ``name`` (``None`` when destructured), its TypeScript type text,
    default value, and the names bound by an object pattern (``{id, title}``; a rest element
    ``...others`` is recorded with its dots); ``elements`` the names an array pattern binds by
    position (``[key, value]``; ``None`` for a hole or a nested pattern); ``pattern_defaults``
    the defaults of the object pattern's elements written with one (``{page = 1}`` →
    ``(('page', Lit(1)),)``); ``injected`` the token of an Angular ``@Inject(TOKEN)``
    decorator on it (``@Inject(API_BASE_URL) baseUrl?: string``, rule
    ``angular.injection-token``)."""

    name: str | None
    type_text: str | None = None
    default: Expr | None = None
    pattern: tuple[str, ...] = ()
    rest: bool = False
    elements: tuple[str | None, ...] = ()
    pattern_defaults: tuple[tuple[str, Expr], ...] = ()
    injected: Expr | None = None


@dataclass(frozen=True)
class Assignment:
    """``target = value`` where ``target`` is a dotted member path such as
    ``config.headers.Authorization`` or ``requests.get``; for ``headers[HEADER_AUTH] = …``
    ``target`` is the object's path and ``key`` the computed key's expression. ``guarded``
    when the write runs only under a condition of its function; ``guard`` that condition when
    it is the test of the ``if`` whose consequence holds the write; ``guards`` the conditions
    of the ``if``s around it as :attr:`LocalWrite.guards` (``None`` when something else
    decides whether it runs, or at module level); ``exclusive`` the spans of its function
    where it is never seen, as :attr:`LocalWrite.exclusive`."""

    target: tuple[str, ...]
    value: Expr
    span: Span
    key: Expr | None = None
    guarded: bool = False
    guard: "Expr | None" = None
    guards: "tuple[Test, ...] | None" = None
    exclusive: tuple[Span, ...] = ()


@dataclass(frozen=True)
class CallSite:
    """A call expression and the calls chained on its result.

    ``chain`` lists ``(method, args, span, type arguments)`` for ``x(...).a(...).b(...)`` in
    order, so a library recogniser can read superagent's ``.send(body)`` or ky's
    ``.json<Article>()``.
    ``scope`` is the enclosing function's id (or ``None`` at module level); ``guarded`` is true
    when the call runs only under a condition (inside an ``if``, a ternary, ``&&``/``||``, a
    loop or a ``switch`` of its function); ``guard`` is that condition when it is the test of
    the ``if`` whose consequence holds the call (``if (token) headers.set(…)``); ``guards``
    the conditions of all the ``if``s around it in its function, outermost first, as
    :attr:`LocalWrite.guards` (``()`` unconditional, ``None`` when another construct decides
    whether it runs, or at module level: rule ``value.enclosing-tests``);
    ``server_branch`` whether an ``if`` around it says it runs only on the server (``if
    (typeof window === 'undefined')``, ``if (ctx.req)`` in ``getInitialProps``: rule
    ``scope.ssr-branch``); ``discarded`` whether the value of the call's whole chain is
    thrown away: its last link is an expression statement (``headers.set('X', v);``; rule
    ``angular.discarded-builder``).
    """

    call: Call
    scope: str | None
    chain: tuple[tuple[str, tuple[Expr, ...], Span, str | None], ...] = ()
    guarded: bool = False
    guard: "Expr | None" = None
    server_branch: bool = False
    guards: "tuple[Test, ...] | None" = None
    discarded: bool = False


@dataclass(frozen=True)
class LocalWrite:
    """One declaration or assignment of a function's local or parameter, in source order:
    the ``value`` it gives (``x += y`` gives ``x + y``), the ``span`` of the whole
    declarator or assignment (the value is visible after its end), the function ``scope`` it
    runs in (a nested function may run it at any time), the ``loops`` of the declaring
    function around it (it may reach reads earlier in those loops), and whether it ``kills``
    the earlier values (it runs unconditionally in the declaring function's own body, outside
    any ``try``); ``guards`` the conditions of the ``if``s around it in the declaring
    function, outermost first, each :class:`Test` as it must hold (an ``else`` branch's
    negated), ``()`` when it runs unconditionally, ``None`` when a condition is no
    :class:`Test` or the write sits in a loop, ``try``, ternary, nested function or a
    ``switch`` whose cases are no ``else if`` chain (a case of one that is gives the tests of
    its arm, rule ``value.switch-arms``); ``exclusive`` the spans of the other arms of the
    ``if``/``else``s around it in the declaring function (``if (a) { u = x } else { u = y
    }``: ``u = x`` is never seen in the ``else`` arm, rule ``value.exclusive-arms``), and the
    rest of the function after an ``if`` whose arm holding it ends in ``return`` or ``throw``
    (rule ``value.exited-arm``). A write whose ``guards`` are ``None`` because a ``try``
    holds it has in ``try_block`` the span of the innermost ``try``'s block around it and in
    ``try_guards`` the conditions of the ``if``s around it inside that block, as ``guards``
    would give them (``None`` when another construct decides there too; rule
    ``value.list-narrowing``: a read in the same block sees them hold as written)."""

    value: Expr
    span: Span
    scope: str | None
    loops: tuple[Span, ...] = ()
    kills: bool = False
    guards: "tuple[Test, ...] | None" = None
    exclusive: tuple[Span, ...] = ()
    try_block: Span | None = None
    try_guards: "tuple[Test, ...] | None" = None


@dataclass(frozen=True)
class Narrowing:
    """Rule ``value.narrowed-by-test``: inside ``span`` (an ``if``'s branch or a ``switch``
    case's statements) the name ``name`` holds one of ``literals``, as the test written at
    ``test`` proves (``if (impl === 'cln') {…}``, the ``else`` of ``impl !== 'cln'``, ``case
    'cln':``, ``if (['lnd', 'ecl'].includes(impl)) {…}``). With ``holds`` false the name
    holds none of ``literals`` there (the ``else`` of ``impl === 'cln'``, a ``switch``'s
    ``default``, the statements after ``if (impl === 'cln') return …``: rule
    ``wrapper.chosen-arm``)."""

    name: str
    literals: tuple[str | int | float, ...]
    span: Span
    test: Span
    holds: bool = True


@dataclass(frozen=True)
class EnvelopeCheck:
    """Rule ``errors.envelope-check``: an ``if`` that takes a failure branch (``throw``,
    ``Promise.reject``, an error callback or notice, at ``action``) on some values of an
    envelope field of an answer (``if (res.code !== 20000) return Promise.reject(…)``):
    ``subject`` the field read (``res.code``), ``failure`` the condition under which the client
    fails, from the failing side (``!== 20000``, ``falsy``, ``outside >= 200 && < 300``),
    ``span`` the test, ``message`` the message field read in the failing branch, if any."""

    subject: "Expr"
    failure: str
    span: Span
    action: Span
    message: "Expr | None" = None


@dataclass
class FunctionFact:
    """A function, arrow function or method.

    ``name`` is its qualified name (``requests.get``, ``ArticleService.list``, ``<anonymous>``);
    ``parent`` the enclosing function's id; ``locals`` maps each local binding to the
    expressions assigned to it; ``class_name`` is the class whose instance ``this`` is (class
    methods, and arrow functions defined in a class body); ``arrow`` marks arrow functions
    (they take ``this`` from where they are defined); ``status_checks`` the HTTP statuses the
    function branches on (``res.status === 401``, ``case 404:`` of a ``switch`` on a status);
    ``writes`` every declaration and assignment of each local and parameter with its place
    (what a read can see depends on where it is); ``return_type`` the declared return type's
    text (``Promise<Article>``, without the colon) and the annotation's span, if any;
    ``type_params`` the names of its type parameters (``get<T>(…)`` → ``('T',)``);
    ``return_guards`` beside each of ``returns`` the conditions of the ``if``s around that
    ``return`` as :attr:`LocalWrite.guards` (``()`` unconditional, ``None`` when another
    construct decides whether it runs): rule ``value.early-return``; ``is_async`` marks an
    ``async`` function (a call returns a Promise, never what it returns); ``narrowings``
    the branches of its ``if``s and ``switch``es where a name holds a known constant, or
    none of some constants (:attr:`Narrowing.holds`);
    ``outer_writes`` the assignments its own body makes to a name no enclosing function
    declares (a module's variable, ``endpoint = '/jobs/' + id``), each with target
    ``(name,)`` and the conditions around it (rule ``this.field-reaching-write``);
    ``enclosing_writes`` the assignments its own body makes to a local or parameter of an
    enclosing function (a callback keeping an answer in its component's state, ``avatar =
    response.data.avatar_url``), alike (rule ``output.response-read``); ``envelope_checks`` its ``if``s that
    fail on a field of an answer's body (:class:`EnvelopeCheck`); ``member`` marks a method
    or function expression written as an object literal's member (``{ load() {…} }``,
    ``{ load: function () {…} }``): named after its key, it binds no name in the function
    around it (rule ``scope.inner-function``); ``exits`` the condition and span of each ``if``
    of its own body's top level, without ``else``, whose branch ends in ``return`` or
    ``throw`` (``if (!ok) return;``): the statements after it run only when the condition
    is false (rule ``ui.confirmation-result``); ``rendered`` the expressions its JSX markup
    shows, in source order (``<p>{storage.size}</p>``, a DOM element's ``{…}`` attribute;
    rule ``output.response-read``); ``annotated`` the type annotation of each name its body
    declares with one (``let capture: Capture | null = null`` → ``('Capture | null', span of
    the declaration)``), the first declaration of a name only (rule
    ``output.declared-answer``: an answer assigned to it later is of that type).
    """

    fid: str
    name: str
    params: tuple[Param, ...]
    span: Span
    parent: str | None = None
    class_name: str | None = None
    returns: list[Expr] = field(default_factory=list)
    locals: dict[str, list[Expr]] = field(default_factory=dict)
    assignments: list[Assignment] = field(default_factory=list)
    doc: str | None = None
    arrow: bool = False
    status_checks: list[tuple[int, Span]] = field(default_factory=list)
    writes: dict[str, list[LocalWrite]] = field(default_factory=dict)
    return_type: tuple[str, Span] | None = None
    type_params: tuple[str, ...] = ()
    return_guards: "list[tuple[Test, ...] | None]" = field(default_factory=list)
    is_async: bool = False
    narrowings: list[Narrowing] = field(default_factory=list)
    outer_writes: list[Assignment] = field(default_factory=list)
    enclosing_writes: list[Assignment] = field(default_factory=list)
    envelope_checks: list[EnvelopeCheck] = field(default_factory=list)
    member: bool = False
    exits: list[tuple[Expr, Span]] = field(default_factory=list)
    rendered: list[Expr] = field(default_factory=list)
    annotated: dict[str, tuple[str, Span]] = field(default_factory=dict)


@dataclass(frozen=True)
class ImportFact:
    """``import {imported as local} from source``; ``imported`` is ``default``, ``*`` or a
    name; a side-effect import (``import 'server-only'``) has ``local`` and ``imported``
    ``""``. CommonJS ``require`` is recorded the same way. ``type_only``: a TypeScript
    ``import type …`` or ``{ type X }`` specifier, which the compiler erases (no code is
    bundled through it)."""

    local: str
    source: str
    imported: str
    span: Span
    type_only: bool = False


@dataclass(frozen=True)
class ExportFact:
    """``export``: ``exported`` name (``default`` included) bound to ``local`` in this module,
    or to ``value``, or re-exported from ``source`` (``imported`` there; ``*`` for all)."""

    exported: str
    local: str | None = None
    value: Expr | None = None
    source: str | None = None
    imported: str | None = None


@dataclass(frozen=True)
class ClassFact:
    """A class: its methods by name (function ids), its field initialisers, and constructor
    parameter properties with their declared types (``constructor(private http: HttpClient)``).
    ``decorated`` pairs each decorated field with one decorator expression, outermost first
    (``@service('session') session;`` → ``('session', Call(Ref('service'), …))``);
    ``getters`` the names of its ``get x()`` accessors (also in ``methods``); ``statics`` the
    function ids of its ``static`` methods (also in ``methods``: a class may declare a static
    and an instance method of one name, reached as ``C.m()`` and ``this.m()``); ``implements``
    the types of its ``implements`` clause as written (``FetchService``, ``Store<T>``);
    ``static_fields`` its ``static x = …`` field initialisers (not in ``fields``: read on the
    class, ``C.x``, never on an instance, rule ``this.static-field``)."""

    name: str
    methods: tuple[tuple[str, str], ...]
    fields: tuple[tuple[str, Expr], ...]
    typed_members: tuple[tuple[str, str], ...]
    span: Span
    superclass: str | None = None
    decorated: tuple[tuple[str, Expr], ...] = ()
    getters: tuple[str, ...] = ()
    statics: tuple[str, ...] = ()
    implements: tuple[str, ...] = ()
    static_fields: tuple[tuple[str, Expr], ...] = ()

    def instance_method(self, name: str) -> str | None:
        """The function id of the method an instance's ``this.<name>`` reads, if declared."""
        return next((fid for m, fid in self.methods if m == name and fid not in self.statics),
                    None)

    def static_method(self, name: str) -> str | None:
        """The function id of the ``static`` method ``C.<name>`` reads, if declared."""
        return next((fid for m, fid in self.methods if m == name and fid in self.statics), None)


@dataclass(frozen=True)
class TypeMember:
    """A property of an interface or object type: name, optional flag, type text; ``doc`` the
    text of the JSDoc comment right above it (rule ``ts.member-doc``), if any; ``members``
    those of its type when that is an object type written inline (``query: { id: string }``),
    each with its own span: a type text is capped, these are not."""

    name: str
    optional: bool
    type_text: str
    span: Span
    doc: str | None = None
    members: "tuple[TypeMember, ...] | None" = None


@dataclass(frozen=True)
class TypeDecl:
    """An ``interface`` or ``type`` alias: its members when it is an object type, else the
    aliased type text (``'draft' | 'sent'``); ``extends`` names the interfaces it extends,
    ``params`` its type parameters (``interface Page<T>`` → ``('T',)``)."""

    name: str
    members: tuple[TypeMember, ...] | None
    alias: str | None
    span: Span
    extends: tuple[str, ...] = ()
    params: tuple[str, ...] = ()


@dataclass(frozen=True)
class Bound:
    """One constraint a validation rule states, as a JSON Schema keyword: ``type``,
    ``required`` (``True``/``False``), ``minLength``, ``maxLength``, ``minimum``, ``maximum``,
    ``exclusiveMinimum``, ``exclusiveMaximum``, ``minItems``, ``maxItems``, ``pattern``,
    ``format`` or ``enum`` (a tuple); ``rule`` names the source rule (``zod.string-email``,
    ``angular.validators-required``, ``html.maxlength``)."""

    keyword: str
    value: object
    rule: str
    span: Span
    module: str | None = None      # the module stating it, when not its field's


@dataclass(frozen=True)
class RuleField:
    """A field of a validation schema or form group with its bounds; ``nested`` the rule set
    of an object-valued field. ``ref`` names the zod schema constant the field's schema
    starts from when the file does not declare it (``language: LanguageSchema.optional()``,
    ``LanguageSchema`` imported, rule ``zod.imported-field``): ``bounds`` are then a ``ref``
    bound citing the name followed by those of the methods chained after it; the program
    prepends the constant's own."""

    name: str
    bounds: tuple[Bound, ...]
    span: Span
    nested: "RuleSet | None" = None
    module: str | None = None      # the module declaring it, when not the rule set's own
    ref: str | None = None
    items: "RuleField | None" = None    # an array's item rules (rule zod.array-items)


@dataclass(frozen=True)
class RuleSet:
    """A zod/yup object schema or an Angular form group (``library`` ``zod``, ``yup`` or
    ``angular``) bound to ``name``: a variable, or the member a form group is assigned to
    (``this.authForm = …`` → ``authForm``). A lone Angular ``FormControl`` is a rule set whose
    one field is named ``""``. Rule ``body.validated-payload``: ``reshaped`` is the method of
    a zod chain after which a parse answers another value than it was given (``transform``,
    ``pipe``, ``preprocess``), ``strips`` whether a parse keeps only the members the zod
    object names (zod's default, not after ``passthrough`` or ``catchall``)."""

    name: str
    library: str
    fields: tuple[RuleField, ...]
    span: Span
    reshaped: str | None = None
    strips: bool = False


@dataclass(frozen=True)
class DerivationStep:
    """One zod method that derives a schema from another (rule ``zod.derived-schema``):
    ``partial`` (``keys`` optional, all when empty), ``required`` (likewise), ``omit`` /
    ``pick`` (``keys`` removed / kept), ``extend`` (``fields`` added), ``merge`` (the fields
    of the schema named ``other`` added)."""

    method: str
    keys: tuple[str, ...] = ()
    fields: tuple[RuleField, ...] = ()
    other: str | None = None


@dataclass(frozen=True)
class SchemaDerivation:
    """A zod object schema bound to ``name`` and derived from the schema named ``base`` (a
    constant of the file or one it imports) by ``steps`` in order (``Base.partial()``,
    ``Base.omit({id: true}).extend({…})``, ``Base.strict()``); resolved in the program, where
    ``base`` may come from another module."""

    name: str
    base: str
    steps: tuple[DerivationStep, ...]
    span: Span


@dataclass(frozen=True)
class FormInput:
    """A template or JSX ``<input>``/``<textarea>``/``<select>`` bound to ``model`` (the dotted
    expression of ``v-model``, ``bind:value`` or JSX ``value``) with its constraint attributes;
    ``scope`` is the span of the JSX element's enclosing function (``None`` in a component
    template, whose scope is the file)."""

    model: str
    bounds: tuple[Bound, ...]
    span: Span
    scope: Span | None = None


@dataclass(frozen=True)
class SubmitHandler:
    """A function react-hook-form calls with values validated by the schema named ``schema``
    (``handleSubmit(fn)`` of ``useForm({resolver: zodResolver(schema)})``): an inline function
    at ``function``, or one named ``name``; ``span`` is the ``handleSubmit`` call."""

    schema: str
    function: Span | None
    name: str | None
    span: Span


@dataclass(frozen=True)
class ValidationFacts:
    """The validation rules one file declares (``extractors/validation.py``)."""

    schemas: tuple[RuleSet, ...] = ()
    inputs: tuple[FormInput, ...] = ()
    handlers: tuple[SubmitHandler, ...] = ()
    derivations: tuple[SchemaDerivation, ...] = ()
    # zod schema constants that are no object (``z.enum([…])``, ``z.string().max(50)``,
    # ``z.array(…)``, ``z.union([s, z.null()])``), each a field named after the constant
    values: tuple[RuleField, ...] = ()


@dataclass(frozen=True)
class UITrigger:
    """A JSX or component-template element that can start code (``extractors/ui_triggers.py``):
    ``component`` is its tag (``button``, ``ConfirmationDialog``, ``Modal.Confirm``);
    ``handlers`` its event-handler attributes (``onClick``, ``onSubmit``, ``onConfirm``, ``onOk``
    …: ``on`` and a capital; a template's ``@click``/``on:click`` is ``onClick``, its expression
    the function it names) with their expressions; ``callbacks`` its other attributes whose value is a function or a
    name (``render={() => …}``, ``action={save}``); ``texts`` the UI texts it shows, as
    ``(source, expr)``: ``children`` (its own text and ``{t('…')}`` children), ``content``
    (those of the elements inside it, and the ``defaults``/``defaultMessage`` of a
    translation element such as ``<Trans>``), ``aria-label``, ``title``,
    ``label``, ``body``, ``description``, ``message``, ``content`` and ``…Text``/``…Label``
    attributes (``submitText``), and ``submit`` (a form's one submit button), each a string
    literal, template string or call; ``scope`` the enclosing function's id; ``openers`` the
    spans of the controls a modal is given to open it (``trigger={<Button>…}``): they run
    before it asks. Elements with neither handlers nor callbacks are kept only when their tag
    contains ``confirm`` or names a modal or dialog (a modal's action objects give handlers
    ``actions.onClick``)."""

    component: str
    handlers: tuple[tuple[str, "Expr"], ...]
    callbacks: tuple[tuple[str, "Expr"], ...]
    texts: tuple[tuple[str, "Expr"], ...]
    span: Span
    scope: str | None = None
    openers: tuple[Span, ...] = ()


@dataclass(frozen=True)
class PageModal:
    """A modal of a page's markup (rule ``ui.page-modal-confirmation``,
    ``extractors/page_modals.py``): ``modal`` its ``id``, ``text`` the text of its title or
    body that asks the user to confirm, as shown (``None`` when none asks), ``text_span``
    that element's place, ``controls`` the ids of the elements inside it that do not close
    it, ``span`` its start tag, ``classes`` the classes of the elements inside it that do not
    close it (what a handler delegated from the modal, ``$('#m').on('click', '.btn-delete',
    fn)``, selects)."""

    modal: str
    text: str | None
    text_span: Span | None
    controls: tuple[str, ...]
    span: Span
    classes: tuple[str, ...] = ()


@dataclass(frozen=True)
class DataUrl:
    """A ``data-*`` attribute of a page's or server template's markup whose value is a URL
    (rule ``url.page-data-attribute``, ``extractors/data_urls.py``): ``key`` the name a script
    reads it by (``dataset.saveUrl`` for ``data-save-url``), ``url`` its value — a
    :class:`Lit` path, a :class:`Tmpl` whose holes are the template's expressions, or an
    :class:`Unknown` of kind ``route-helper`` when it names a route the tool cannot read
    (``{{ url_for('x') }}``) —, ``span`` the attribute's place and ``raw`` its text as written
    (at most 200 characters), ``tag`` the element's name (``button``)."""

    key: str
    url: "Lit | Tmpl | Unknown"
    span: Span
    raw: str
    tag: str = ""              # the name of the element carrying it, lowercase


@dataclass(frozen=True)
class PageForm:
    """A ``<form>`` start tag of a page's or server template's markup (rule
    ``jquery-form.page-form``, ``extractors/page_forms.py``): ``action`` its ``action``
    attribute as a URL (a :class:`Lit`, a :class:`Tmpl` of the template's expressions, an
    :class:`Unknown` route; ``None`` without one: the page's own address), ``method`` its
    ``method`` attribute lower-cased (``None`` without one: ``get``), ``id``, ``name`` and
    ``classes`` what a selector matches, ``span`` the tag's place."""

    action: "Lit | Tmpl | Unknown | None"
    method: str | None
    id: str
    name: str
    classes: tuple[str, ...]
    span: Span


@dataclass(frozen=True)
class ComponentUse:
    """A component element of a ``.vue`` template (``<YamlModal endpoint="/config/mqtt"
    :title="t" />``, ``extractors/component_props.py``): its tag as written, its attributes
    as ``(name as written, value)`` — the attribute's text (a :class:`Lit`) for a static one;
    for a bound one (``:title``, ``v-bind:title``) its expression when that is a plain name or
    dotted path (``:create-url="apiKeysUrl"``: a :class:`Ref` or :class:`Member`), else
    ``None`` —, and the element's span. A ``.svelte`` markup's element alike
    (``extractors/svelte_elements.py``), a ``{…}`` value also a template of such paths
    (a :class:`Tmpl`), and its ``<form>`` elements with their ``action`` (tag ``form``).
    ``computed`` the bound attributes of a ``.vue`` element whose value the template computes
    (a call, an operator: ``:href="route('logout')"``), as ``(name, span of the value)``: the
    markup's calls inside that span are the value's (rule ``source.markup-expression``)."""

    tag: str
    attributes: tuple[tuple[str, "Lit | Ref | Member | Tmpl | None"], ...]
    span: Span
    computed: tuple[tuple[str, Span], ...] = ()


@dataclass(frozen=True)
class ProtoField:
    """A field of a Protocol Buffers message as its proto3 JSON form sends it: ``json_name``
    (``repoId``), ``label`` (``optional``, ``required`` or ``repeated``), ``scalar`` the JSON
    type of a scalar field (``string``, ``number``, ``boolean``; ``""`` for an enum or a
    message), ``type_name`` the full name of its enum or message (``""`` for a scalar) and
    ``enum`` whether that is an enum."""

    json_name: str
    label: str
    scalar: str
    type_name: str
    enum: bool


@dataclass(frozen=True)
class ProtoMessage:
    """A message by full name (``v1.Repo``, nested ones ``v1.Outer.Inner``); ``map_entry`` for
    the entry type of a ``map<K, V>`` field."""

    name: str
    fields: tuple[ProtoField, ...]
    map_entry: bool = False


@dataclass(frozen=True)
class ProtoEnum:
    """An enum by full name with its value names in order."""

    name: str
    values: tuple[str, ...]


@dataclass(frozen=True)
class ProtoMethod:
    """A service method: proto ``name`` (``GetConfig``), the ``local_name`` generated clients
    call it by (``getConfig``), its request message's full name, its ``kind``
    (``unary``, ``server_streaming``, ``client_streaming``, ``bidi_streaming``), its
    declared ``idempotency`` (``no_side_effects``, ``idempotent``, ``""`` when unknown) and
    its response message's full name (``""`` when unknown)."""

    name: str
    local_name: str
    input_type: str
    kind: str
    idempotency: str = ""
    output_type: str = ""


@dataclass(frozen=True)
class ProtoService:
    """A service by full name (``v1.Backrest``) with its methods in order."""

    type_name: str
    methods: tuple[ProtoMethod, ...]

    def method(self, local_name: str) -> "ProtoMethod | None":
        """The method a generated client calls ``local_name``, or ``None``."""
        return next((m for m in self.methods if m.local_name == local_name), None)


@dataclass(frozen=True)
class ProtoFile:
    """A ``.proto`` file's descriptor that generated code embeds (protobuf-es v2's
    ``fileDesc("<base64>", deps)`` at ``span``), read at extraction: its services, messages
    and enums (rule ``connect.descriptor-schema``)."""

    span: Span
    package: str
    services: tuple[ProtoService, ...]
    messages: tuple[ProtoMessage, ...]
    enums: tuple[ProtoEnum, ...]


@dataclass(frozen=True)
class Diagnostic:
    """A problem with one input: ``stage`` is ``discover``, ``read``, ``parse``, ``extract``,
    ``resolve``, ``passes``, ``graph`` (rule ``internal.contained-fault``), ``schema`` (rule
    ``budget.schema-work``), ``cache`` or ``git``; ``severity``
    ``error``, ``warning`` or ``info``."""

    path: str
    stage: str
    reason: str
    severity: str = "warning"
    line: int | None = None


@dataclass
class ModuleFacts:
    """Everything later phases need from one file; ``path`` is relative to the analysed root."""

    path: str
    language: str
    sha256: str
    imports: list[ImportFact] = field(default_factory=list)
    exports: list[ExportFact] = field(default_factory=list)
    bindings: dict[str, list[Expr]] = field(default_factory=dict)
    assignments: list[Assignment] = field(default_factory=list)
    functions: dict[str, FunctionFact] = field(default_factory=dict)
    classes: dict[str, ClassFact] = field(default_factory=dict)
    types: dict[str, TypeDecl] = field(default_factory=dict)
    calls: list[CallSite] = field(default_factory=list)
    diagnostics: list[Diagnostic] = field(default_factory=list)
    validation: ValidationFacts | None = None
    triggers: list[UITrigger] = field(default_factory=list)
    # names a component's markup assigns (``onSelect={(v) => user = pick(v)}``,
    # ``bind:value={user}``): values the scripts do not show (extractors/markup_writes.py)
    markup_writes: list[str] = field(default_factory=list)
    # those of them a checkbox's ``bind:checked`` writes: booleans (rule value.markup-checkbox)
    markup_checks: list[str] = field(default_factory=list)
    # the type annotation of each name the module's top level declares with one (``export let
    # device: Device;``, ``let capture: Capture | null = null`` in a component's script), as
    # FunctionFact.annotated (rule output.declared-answer)
    annotated: dict[str, tuple[str, Span]] = field(default_factory=dict)
    # the dotted paths a `.vue` component's markup binds two-way (``v-model="url.add"``,
    # ``:title.sync="name"``): state the user's input writes (rule vue.data-constant)
    vue_models: list[str] = field(default_factory=list)
    # the values a component's markup names without calling them (``onclick={api.reset}``,
    # ``use:tooltip``, ``:loader="fetchStats"``): functions handed to the framework
    # (rule source.markup-expression, extractors/markup_expressions.py)
    markup_values: list[Expr] = field(default_factory=list)
    # the span of a `.vue` component's template when it has a `<script setup>`: names read
    # there are the script's top-level bindings, refs unwrapped (rule vue.template-unwrap,
    # extractors/setup_template.py)
    setup_template: Span | None = None
    # the span of a `.vue` component's template when it has no `<script setup>`: names read
    # there are the options component's members (rule vue.setup-member,
    # extractors/setup_template.py)
    options_template: Span | None = None
    # the places of the calls a page's inline event-handler attributes make, in its markup or
    # in HTML its classic scripts build (rule ui.inline-handler, extractors/inline_handlers.py)
    inline_handlers: list[Span] = field(default_factory=list)
    # the component elements of a `.vue` template with their attributes (rule vue.prop-binding)
    component_uses: list[ComponentUse] = field(default_factory=list)
    # the <form> elements of a `.svelte` markup with their action (rule svelte.form-action)
    form_elements: list[ComponentUse] = field(default_factory=list)
    # the data-* attributes of a page's markup holding URLs (rule url.page-data-attribute,
    # extractors/data_urls.py)
    data_urls: list[DataUrl] = field(default_factory=list)
    # the <form> start tags of a page's markup (rule jquery-form.page-form,
    # extractors/page_forms.py)
    page_forms: list[PageForm] = field(default_factory=list)
    # the modals of a page's markup that ask for confirmation (rule
    # ui.page-modal-confirmation, extractors/page_modals.py)
    page_modals: list[PageModal] = field(default_factory=list)
    # the ids of the <input> elements of a page's or component's markup whose value the
    # server writes: hidden or read-only (rule value.form-field,
    # extractors/server_fields.py)
    server_fields: list[str] = field(default_factory=list)
    # the dotted state paths v-model binds to fields the user can edit in a .vue component's
    # markup (rule value.model-field, extractors/typed_models.py)
    typed_models: list[str] = field(default_factory=list)
    # the Protocol Buffers descriptors generated code embeds (extractors/proto_files.py)
    descriptors: list[ProtoFile] = field(default_factory=list)
