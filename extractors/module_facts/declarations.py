"""Declarations, assignments, imports and exports (seam of the per-file extractor).

Owns the bindings of a module and of each function: declarators (destructuring patterns,
``require``), ``for…of`` variables, assignments and updates (a string variable built by
reassignments, the writes a function records with their guards), ``import`` and ``export``
statements.

May read: the tree-sitter nodes, the facts IR, the extractor's state; the expressions, scopes
and control-flow seams through ``self``."""
from __future__ import annotations

from dataclasses import replace
from itertools import islice

from tree_sitter import Node

from code2skill.facts import (Alt, Arr, Assignment, Call, ExportFact, Expr, FunctionFact, Hole,
                              ImportFact, Index, Lit, LocalWrite, Member, Obj, Prop, Ref, Span,
                              Spread, Tmpl, Typed, Unknown)

from ..separator_arms import join_separator_arms

from .shared import MAX_GUARDS, plus_chain


MAX_REASSIGNED = 16      # values a string variable built by reassignments keeps apart
MAX_BUILT_SIZE = 256     # template parts a value built by reassignments may reach


# rule value.logical-assignment: x ||= v is x = x || v, x ??= v is x = x ?? v and x &&= v is
# x = x && v, whether x is a name or a member (options.method ||= 'GET' keeps a given method)
LOGICAL_ASSIGNMENTS = {"||=": "or", "??=": "nullish", "&&=": "and"}
ARRAY_ITEM = "array-item:"      # the unknown index of a for…of variable (value.array-loop)


def concatenate(left: Expr, right: Expr, span: Span | None) -> Tmpl:
    """``left + right`` as a template (what ``x += right`` assigns)."""
    return plus_chain([left, right], span)


def reassign(values: list[Expr], name: str, value: Expr, guarded: bool,
             made_by: list[Span | None], span: Span, exclusive: tuple[Span, ...],
             replaced: Span | None = None) -> None:
    """Record ``name = value``, made by the assignment at ``span``, in the list of values a
    variable takes, ``made_by`` (as long as ``values``) telling which assignment made each
    (``None``: a declaration). A string built on the variable itself (``url = url +
    '/teams'``, ``url += '/teams'``, ``url = `${url}/x```) is built on the values before it:
    they are substituted for the variable. Unconditional, it replaces them (the earlier URL
    is never used as such); under a condition it is one more alternative. A value an
    assignment made in one of the ``exclusive`` arms (of an ``if`` whose other arm holds this
    one: rule ``value.exclusive-arms``) never runs before it, so is never built on; when both
    arms of the ``if`` at ``replaced`` assign the variable, the values made before that ``if``
    are gone past it. A variable with no earlier value here (a parameter) keeps the
    reference; other self-reading values (builders: ``params = params.set(k, v)``) are kept
    as they are for their recognisers. A value that differs from one the other arm made
    only by its query separator is one value with that separator (rule
    ``url.separator-arms``)."""
    builds = isinstance(value, Tmpl) and mentions_ref(value, name)
    earlier = list(islice((v for v, made in zip(values, made_by) if made is None or not any(
        arm[:2] <= made[:2] and made[2:] <= arm[2:] for arm in exclusive)),
        MAX_REASSIGNED + 1)) if builds else []    # (past the limit the count is all we need)
    if replaced is not None:
        kept = [(v, made) for v, made in zip(values, made_by)
                if made is not None and made[:2] >= replaced[:2]]
        values[:], made_by[:] = [v for v, _ in kept], [m for _, m in kept]
    if not earlier or len(earlier) * (2 if guarded else 1) > MAX_REASSIGNED \
            or any(size_over(v, MAX_BUILT_SIZE) for v in earlier):
        values.append(value)        # too many ways to build it: the reference stays unknown
        made_by.append(span)
    elif not guarded:
        values[:], made_by[:] = [splice_ref(value, name, e) for e in earlier], \
            [span] * len(earlier)
    else:
        for b in (splice_ref(value, name, e) for e in earlier):
            if b not in values:
                values.append(b)
                made_by.append(span)
    join_separator_arms(values, made_by, span, exclusive)    # rule url.separator-arms


def size_over(expr, limit: int) -> bool:
    """Whether ``expr`` has more than ``limit`` template parts and alternatives, nested ones
    included (counted without recursion, stopping at the limit)."""
    todo, count = [expr], 0
    while todo:
        node = todo.pop()
        if isinstance(node, Tmpl):
            count += len(node.parts)
            todo.extend(p.expr for p in node.parts if isinstance(p, Hole))
        elif isinstance(node, Alt):
            count += len(node.options)
            todo.extend(node.options)
        if count > limit:
            return True
    return False


def splice_ref(template: Tmpl, name: str, earlier: Expr) -> Tmpl:
    """``template`` with its ``${name}`` parts replaced by the parts of ``earlier`` (a string
    keeps its literal text in place, so ``'?' + …`` still starts a query string)."""
    parts: list[Lit | Hole] = []
    for part in template.parts:
        if isinstance(part, Hole) and isinstance(part.expr, Ref) and part.expr.name == name:
            if isinstance(earlier, Tmpl):
                parts.extend(earlier.parts)
            elif isinstance(earlier, Lit) and isinstance(earlier.value, str):
                parts.append(earlier)
            else:
                parts.append(Hole(part.name, earlier, part.span))
        else:
            parts.append(substitute_ref(part, name, earlier))
    return replace(template, parts=tuple(parts))


def mentions_ref(expr: Expr | None, name: str) -> bool:
    """Whether ``expr`` reads the variable ``name`` (not inside nested functions)."""
    return substitute_ref(expr, name, None) is not expr if expr is not None else False


def substitute_ref(expr, name: str, replacement):
    """``expr`` with every read of variable ``name`` replaced by ``replacement`` (the same
    object when nothing is replaced; ``replacement`` ``None`` only detects reads)."""
    if isinstance(expr, Ref):
        if expr.name != name:
            return expr
        return replacement if replacement is not None else Ref(name, expr.span)
    fields = {Tmpl: ("parts",), Hole: ("expr",), Member: ("obj",), Index: ("obj", "index"),
              Call: ("callee", "args"), Obj: ("props",), Prop: ("value",), Arr: ("items",),
              Alt: ("options",), Spread: ("expr",), Typed: ("expr",)}.get(type(expr))
    if fields is None:
        return expr
    changes = {}
    for field_name in fields:
        current = getattr(expr, field_name)
        if isinstance(current, tuple):
            new = tuple(substitute_ref(item, name, replacement) for item in current)
            if any(a is not b for a, b in zip(new, current)):
                changes[field_name] = new
        else:
            new = substitute_ref(current, name, replacement)
            if new is not current:
                changes[field_name] = new
    return replace(expr, **changes) if changes else expr


def in_place_merge(call: Call) -> bool:
    """Whether ``call`` is ``Object.assign(name, …)`` with a plain variable or a field of
    ``this`` as its target and something merged into it."""
    callee = call.callee
    return isinstance(callee, Member) and callee.prop == "assign" and \
        isinstance(callee.obj, Ref) and callee.obj.name == "Object" and \
        len(call.args) > 1 and (isinstance(call.args[0], Ref) or this_field(call.args[0]))


def this_field(value: Expr) -> bool:
    """Whether ``value`` is a field of ``this`` (``this.form``)."""
    return isinstance(value, Member) and isinstance(value.obj, Ref) and value.obj.name == "this"


def is_require(value: Expr) -> bool:
    """``require('module')`` with a literal specifier."""
    return isinstance(value, Call) and isinstance(value.callee, Ref) \
        and value.callee.name == "require" and bool(value.args) \
        and isinstance(value.args[0], Lit) and isinstance(value.args[0].value, str)


def member_path(value: Expr) -> tuple[str, ...] | None:
    """``a.b.c`` → ``('a', 'b', 'c')``; ``None`` for anything that is not a plain member chain."""
    names: list[str] = []
    while isinstance(value, Member):
        names.append(value.prop)
        value = value.obj
    if isinstance(value, Ref):
        names.append(value.name)
        return tuple(reversed(names))
    return None


class Declarations:
    """The extractor's methods of this seam: declarations, assignments, imports and exports."""

    def bind(self, scope: str | None, name: str, value: Expr, node: Node | None = None
             ) -> None:
        """Record a declaration ``name = value`` in ``scope``; with the declaring ``node``, a
        function's local also records the write's place."""
        table = self.facts.functions[scope].locals if scope in self.facts.functions \
            else self.facts.bindings
        table.setdefault(name, []).append(value)
        if node is not None and scope in self.facts.functions:
            self.record_write(self.facts.functions[scope], name, value, node, scope)

    def record_write(self, owner: FunctionFact, name: str, value: Expr, node: Node,
                     scope: str | None) -> None:
        """Append a :class:`LocalWrite` of ``name`` (declared by ``owner``) made by ``node``
        in function ``scope``: the loops of ``owner`` around it, whether it runs
        unconditionally in ``owner``'s own body, outside any ``try`` and any inner block (a
        declaration there may be another variable of the same name), and the other arms of
        the ``if``/``else``s around it (:func:`other_arm`)."""
        loops, nested = self.enclosing(node, owner.fid)
        guards = self.if_guards(node, owner.fid, MAX_GUARDS) if scope == owner.fid else None
        block = self.try_block(node, owner.fid) if scope == owner.fid and guards is None \
            and not loops else None
        owner.writes.setdefault(name, []).append(LocalWrite(
            value, self.src.span(node), scope, loops,
            kills=scope == owner.fid and not nested and not self.guarded(node),
            guards=guards,
            exclusive=self.other_arms(node, owner.fid) + self.exit_region(node, owner.fid),
            try_block=self.src.span(block) if block is not None else None,
            try_guards=self.if_guards(node, owner.fid, MAX_GUARDS, block)
            if block is not None else None))

    def made_by(self, fid: str | None, name: str, values: list[Expr]) -> list[Span | None]:
        """The list of which assignment made each of ``values`` (the values of ``name``
        declared in function ``fid``), kept beside it for :func:`reassign`: values appended
        by a declaration since are marked ``None``."""
        made = self._made_by.setdefault((fid, name), [])
        made.extend([None] * (len(values) - len(made)))
        return made

    def annotate(self, scope: str | None, name: Node, node: Node) -> None:
        """Record the type annotation of the name a declarator declares, if it has one
        (``FunctionFact.annotated``/``ModuleFacts.annotated`` of ``scope``; rule
        ``output.declared-answer``)."""
        annotation = node.child_by_field_name("type")
        if name.type != "identifier" or annotation is None:
            return
        table = self.facts.functions[scope].annotated if scope in self.facts.functions \
            else self.facts.annotated
        table.setdefault(self.src.text(name), (self.src.text(annotation).lstrip(":").strip(),
                                               self.src.span(node)))

    def add_declarator(self, node: Node) -> None:
        name = node.child_by_field_name("name")
        value_node = node.child_by_field_name("value")
        if name is None:
            return
        scope = self.scope_of(node)
        self.annotate(scope, name, node)
        if value_node is None:                   # `let url;` declares it here for later `url = …`
            if name.type == "identifier" and scope in self.facts.functions:
                self.facts.functions[scope].locals.setdefault(self.src.text(name), [])
            return
        value = self.expr(value_node)
        if scope is None and is_require(value):
            self.add_require(name, value)
            return
        if name.type == "identifier":
            annotation = node.child_by_field_name("type")
            if annotation is not None and (isinstance(value, (Call, Ref, Member, Unknown, Obj))
                                           or isinstance(value, Arr) and not value.items):
                # const form: LoginUser = reactive(…): the type says what the call cannot;
                # const body: Login = {…}: the type says which entries are optional;
                # const ids: number[] = []: the type says what its items are
                value = Typed(value, self.src.text(annotation).lstrip(":").strip(),
                              self.src.span(node))
            self.bind(scope, self.src.text(name), self.at_position(self.src.text(name), value),
                      node)
        elif name.type == "object_pattern":
            for key, local, child in self.pattern_bindings(name):
                member = Member(value, key, self.src.span(child))
                default = child.child_by_field_name("right") \
                    if child.type == "object_assignment_pattern" else None
                self.bind(scope, local, member if default is None else   # {method = 'GET'}
                          Alt((member, self.expr(default)), self.src.span(child), "nullish"),
                          node)
            named = tuple(key for key, _, _ in self.pattern_bindings(name))
            for child in name.named_children:          # {a, ...rest} = obj: rest keeps the
                if child.type == "rest_pattern" and child.named_children:      # others
                    self.bind(scope, self.src.text(child.named_children[0]), Obj(
                        (Prop(None, value, self.src.span(child), omit=named),),
                        self.src.span(child)), node)
        elif name.type == "array_pattern":             # const [a, , b] = await Promise.all(…)
            index = 0
            for child in name.children:
                if child.type == ",":
                    index += 1
                elif child.type == "identifier":
                    self.bind(scope, self.src.text(child),
                              Member(value, str(index), self.src.span(child)), node)

    def add_for_of(self, node: Node) -> None:
        """Rule ``value.object-loop``: the variables of ``for (const k of Object.keys(x))`` and
        ``for (const [k, v] of Object.entries(x))`` are bound to what they are, an item of
        that list (``Object.keys(x)[i]``, ``Object.entries(x)[i][0]``; ``i`` unknown), so a
        pass can tell that ``form.append(k, v)`` appends the members of ``x``. Rule
        ``value.array-loop``: the variable of ``for (const item of xs)`` over an array literal
        or a name is ``xs[i]`` with ``i`` the unknown :data:`ARRAY_ITEM` naming the variable
        (the resolver reads it as each item of a literal array, else as the variable unknown),
        and each name of ``for (const [k, v] of xs)`` is ``xs[i][0]``, ``xs[i][1]`` (read by
        rule ``multipart.pairs-loop``). The variable of ``for (k in x)`` is, as JavaScript
        enumerates a plain object's own keys, ``Object.keys(x)[i]``. Other loops bind
        nothing."""
        operator = node.child_by_field_name("operator")
        left, right = node.child_by_field_name("left"), node.child_by_field_name("right")
        if operator is not None and operator.type == "in" and left is not None and \
                right is not None and left.type == "identifier":      # for (key in params)
            span = self.src.span(right)
            listed = Call(Member(Ref("Object", span), "keys", span), (self.expr(right),), span)
            self.bind(self.scope_of(node), self.src.text(left),
                      Index(listed, Unknown("loop-item"), span), node)
            return
        if operator is None or operator.type != "of" or left is None or right is None:
            return
        if right.type in ("array", "identifier", "member_expression") \
                and left.type == "identifier":                    # rule value.array-loop
            name = self.src.text(left)
            self.bind(self.scope_of(node), name, Index(self.expr(right), Unknown(
                f"{ARRAY_ITEM}{name}"), self.src.span(right)), left)   # (written in the loop)
            return
        if right.type in ("array", "identifier", "member_expression") \
                and left.type == "array_pattern":                 # for (const [k, v] of xs)
            item = Index(self.expr(right), Unknown(f"{ARRAY_ITEM}{self.src.text(left)}"),
                         self.src.span(right))
            index = 0
            for element in left.children:
                if element.type == ",":
                    index += 1
                elif element.type == "identifier":
                    self.bind(self.scope_of(node), self.src.text(element),
                              Index(item, Lit(index), self.src.span(element)), node)
            return
        if right.type != "call_expression":
            return
        listed = self.expr(right)
        if not (isinstance(listed, Call) and len(listed.args) == 1 and member_path(
                listed.callee) in (("Object", "keys"), ("Object", "entries"))):
            return
        item = Index(listed, Unknown("loop-item"), self.src.span(right))
        scope = self.scope_of(node)
        if left.type == "identifier":
            self.bind(scope, self.src.text(left), item, node)
        elif left.type == "array_pattern" and listed.callee.prop == "entries":
            for i, element in enumerate(left.named_children[:2]):
                if element.type == "identifier":
                    self.bind(scope, self.src.text(element),
                              Index(item, Lit(i), self.src.span(element)), node)

    def pattern_bindings(self, pattern: Node) -> list[tuple[str, str, Node]]:
        """``(key, local name, node)`` for each entry of ``{a, b: c}``."""
        out = []
        for child in pattern.named_children:
            if child.type == "shorthand_property_identifier_pattern":
                key = local = self.src.text(child)
            elif child.type == "pair_pattern":
                key = self.key(child.child_by_field_name("key"))
                local_node = child.child_by_field_name("value")
                local = self.src.text(local_node) if local_node is not None else None
            elif child.type == "object_assignment_pattern":
                left = child.child_by_field_name("left")
                key = local = self.src.text(left) if left is not None else None
            else:
                continue
            if key and local:
                out.append((key, local, child))
        return out

    def add_require(self, name: Node, value: Call) -> None:
        """``const x = require('m')`` / ``const {a, b: c} = require('m')`` as imports."""
        source = value.args[0].value
        span = value.span or (0, 0, 0, 0)
        if name.type == "identifier":
            self.facts.imports.append(ImportFact(self.src.text(name), source, "default", span))
            return
        for key, local, _ in self.pattern_bindings(name):
            self.facts.imports.append(ImportFact(local, source, key, span))

    def add_assignment(self, node: Node) -> None:
        if node.type == "update_expression":
            self.add_update(node)
            return
        left = node.child_by_field_name("left")
        right = node.child_by_field_name("right")
        if left is None or right is None:
            return
        scope = self.scope_of(node)
        value = self.at_position(self.src.text(left).rsplit(".", 1)[-1], self.expr(right))
        if node.type == "augmented_assignment_expression":
            operator = node.child_by_field_name("operator")
            logical = operator is not None and operator.type in LOGICAL_ASSIGNMENTS
            if left.type != "identifier" and not logical and \
                    not self.local_member(left, scope):
                return                            # this.x += …, a.b.c += …: not modelled
            if logical:                           # rule value.logical-assignment
                value = Alt((self.expr(left), value), self.src.span(node),
                            LOGICAL_ASSIGNMENTS[operator.type])
            elif operator is None or operator.type != "+=":
                value = Unknown(f"augmented:{self.src.text(operator)}", self.src.span(node))
            else:                                 # url += '/x' is url = url + '/x'
                value = concatenate(Ref(self.src.text(left), self.src.span(left))
                                    if left.type == "identifier" else self.expr(left), value,
                                    self.src.span(node))
        if left.type == "identifier":
            self.write_name(node, self.src.text(left), value, scope)
            return
        self.write_member(node, self.expr(left), value, scope,
                          node.type == "augmented_assignment_expression")

    def add_deletion(self, node: Node) -> None:
        """Rule ``value.deleted-member``: ``delete data.password`` in a function removes that
        member of the object a local or parameter ``data`` holds, so JSON sends it no more:
        recorded as the write ``data.password = undefined`` (a member written ``undefined``
        is left out of a body, under a condition one that may be absent). Only a named
        member of a name is read (``delete data['password']`` too); a computed key or a
        deeper member (``delete config.headers.Authorization``) is not."""
        operator = node.child_by_field_name("operator")
        argument = node.child_by_field_name("argument")
        scope = self.scope_of(node)
        if operator is None or self.src.text(operator) != "delete" or argument is None \
                or scope not in self.facts.functions:
            return
        written = self.expr(argument)
        if isinstance(written, Index) and isinstance(written.index, Lit) and \
                isinstance(written.index.value, str):
            written = Member(written.obj, written.index.value, written.span)
        target = member_path(written)
        if target is None or len(target) != 2 or target[0] == "this" or \
                self.declaring(scope, target[0]) is None:
            return
        self.write_member(node, written, Lit(None, self.src.span(node)), scope)

    def write_member(self, node: Node, written: Expr, value: Expr, scope: str | None,
                     appends: bool = False) -> None:
        """The write of ``value`` to the member or index ``written`` (``this.form``,
        ``headers[HEADER_AUTH]``) by the assignment ``node`` in function ``scope``
        (``None``: the module): an :class:`Assignment` of the function, else of the module; a
        CommonJS ``module.exports.x``/``exports.x`` written at module level is an export too.
        An append (``opts.url += …``, ``appends``) keeps the conditions around it that are no
        test as opaque ones (rule ``value.member-append``: :meth:`if_guards`)."""
        key = None
        if isinstance(written, Index):                # headers[HEADER_AUTH] = …
            written, key = written.obj, written.index
        target = member_path(written)
        if target is None:
            return
        inside = scope in self.facts.functions
        assignment = Assignment(target, value, self.src.span(node), key, self.guarded(node),
                                self.if_guard(node), self.if_guards(
                                    node, scope, MAX_GUARDS, opaque=appends)
                                if inside else None,
                                self.other_arms(node, scope) + self.exit_region(node, scope)
                                if inside else ())
        if key is None and scope is None and target[:2] == ("module", "exports"):  # CommonJS
            self.facts.exports.append(ExportFact(target[2] if len(target) > 2 else "default",
                                                 value=value))
        elif key is None and scope is None and target[0] == "exports" and len(target) == 2:
            self.facts.exports.append(ExportFact(target[1], value=value))
        if scope in self.facts.functions:
            self.facts.functions[scope].assignments.append(assignment)
        else:
            self.facts.assignments.append(assignment)

    def add_merge_statement(self, node: Node, call: Call) -> None:
        """Rule ``value.assign-statement``: ``Object.assign(name, a, …)`` written as a
        statement (``node``, the call ``call``) changes the variable ``name`` in place, so it
        is recorded as the write ``name = Object.assign(name, a, …)``: the body built by
        ``const body = {name}; Object.assign(body, colors(c))`` sends what ``colors`` returns
        too. Only a local or parameter of a function is written so: a module-level object
        (``Object.assign(config, {notesClient})``) keeps the members rule
        ``value.stored-client`` reads. A field of ``this`` (``Object.assign(this.form,
        item)``) is written alike, as ``this.form = Object.assign(this.form, item)``: a read
        of the field elsewhere in the class sees the merged members among its writes instead
        of only the initialiser's ``{}``; in a constructor, such a merge is rule
        ``this.assign-into-field``'s (the arguments a subclass passes to ``super``)."""
        parent = self.up(node)
        if parent is None or parent.type != "expression_statement" or not in_place_merge(call):
            return
        scope, target = self.scope_of(node), call.args[0]
        if isinstance(target, Ref) and self.declaring(scope, target.name) is not None:
            self.write_name(node, target.name, call, scope)
        elif isinstance(target, Member) and scope in self.facts.functions and \
                not self.facts.functions[scope].name.endswith(".constructor"):
            self.write_member(node, target, call, scope)

    def local_member(self, node: Node, scope: str | None) -> bool:
        """Rule ``value.member-append``: whether ``node``, the left side of a ``+=``, is a
        member of a local or parameter of the function ``scope`` (``opts.url += '/' + v``),
        whose write is ``opts.url = opts.url + '/' + v`` (read as rule ``value.member-writes``
        reads a member write)."""
        target = member_path(self.expr(node)) if node.type == "member_expression" else None
        return target is not None and len(target) == 2 and target[0] != "this" and \
            self.declaring(scope, target[0]) is not None

    def declaring(self, scope: str | None, name: str) -> FunctionFact | None:
        """The function declaring ``name`` (a local or parameter) read in function ``scope``:
        ``scope`` itself or one enclosing it; ``None`` for a module binding or a global."""
        fn = self.facts.functions.get(scope) if scope else None
        while fn is not None:
            if name in fn.locals or any(name == p.name or name in p.pattern for p in fn.params):
                return fn
            fn = self.facts.functions.get(fn.parent) if fn.parent else None
        return None

    def add_update(self, node: Node) -> None:
        """Rule ``value.counter-update``: ``page++``, ``--n`` of a name is a write of a value
        the source does not fix (``Unknown("augmented:++")``), so a counter a handler steps
        (``var curPage = 1; function more() { curPage++; get('?page=' + curPage) }``) is
        never its first value at a later read."""
        argument = node.child_by_field_name("argument")
        if argument is None or argument.type != "identifier":
            return                                # obj.n++: not modelled
        operator = node.child_by_field_name("operator")
        self.write_name(node, self.src.text(argument), Unknown(
                            f"augmented:{self.src.text(operator) if operator else '++'}",
                            self.src.span(node)),
                        self.scope_of(node))

    def write_name(self, node: Node, name: str, value: Expr, scope: str | None) -> None:
        """The write of ``value`` to the plain name ``name`` by the assignment ``node`` in
        function ``scope`` (``None``: the module): a local of the function that declares it,
        else a module binding."""
        fn = self.declaring(scope, name)
        # unconditional only in the declaring function's own body: a callback or a
        # later call may run it any number of times
        if fn is not None:
            reassign(fn.locals.setdefault(name, []), name, value,
                     self.guarded(node) or fn.fid != scope,
                     self.made_by(fn.fid, name, fn.locals[name]),
                     self.src.span(node), self.other_arms(node, fn.fid),
                     self.both_arms_write(node, name) if fn.fid == scope else None)
            self.record_write(fn, name, value, node, scope)
            if fn.fid != scope and scope in self.facts.functions:
                self.facts.functions[scope].enclosing_writes.append(
                    self.name_write(node, name, value, scope))
            return
        if scope in self.facts.functions:     # rule this.field-reaching-write
            self.facts.functions[scope].outer_writes.append(
                self.name_write(node, name, value, scope))
        reassign(self.facts.bindings.setdefault(name, []), name, value,
                 self.guarded(node) or scope is not None,
                 self.made_by(None, name, self.facts.bindings[name]),
                 self.src.span(node), self.other_arms(node, None),
                 self.both_arms_write(node, name) if scope is None else None)

    def name_write(self, node: Node, name: str, value: Expr, scope: str) -> Assignment:
        """The write of ``value`` to the plain name ``name``, declared outside function
        ``scope``, by the assignment ``node`` in that function's own body: target ``(name,)``,
        with the conditions of the ``if``s around it there."""
        return Assignment((name,), value, self.src.span(node), None, self.guarded(node),
                          self.if_guard(node), self.if_guards(node, scope, MAX_GUARDS))

    def add_import(self, node: Node) -> None:
        source_node = node.child_by_field_name("source")
        if source_node is None:
            return
        source = self.string_value(source_node)
        span = self.src.span(node)
        if not any(c.type == "import_clause" for c in node.named_children):
            self.facts.imports.append(ImportFact("", source, "", span))   # import 'server-only'
        erased = any(c.type == "type" for c in node.children)    # import type … from
        for clause in node.named_children:
            if clause.type != "import_clause":
                continue
            for item in clause.named_children:
                if item.type == "identifier":
                    self.facts.imports.append(ImportFact(self.src.text(item), source,
                                                         "default", span, erased))
                elif item.type == "namespace_import":
                    ids = [c for c in item.named_children if c.type == "identifier"]
                    if ids:
                        self.facts.imports.append(ImportFact(self.src.text(ids[0]), source,
                                                             "*", span, erased))
                elif item.type == "named_imports":
                    for spec in item.named_children:
                        if spec.type != "import_specifier":
                            continue
                        name = spec.child_by_field_name("name")
                        alias = spec.child_by_field_name("alias")
                        imported = self.key(name) or "?"
                        local = self.src.text(alias) if alias is not None else imported
                        self.facts.imports.append(ImportFact(
                            local, source, imported, span,
                            erased or any(c.type == "type" for c in spec.children)))

    def add_export(self, node: Node) -> None:
        source_node = node.child_by_field_name("source")
        source = self.string_value(source_node) if source_node is not None else None
        decl = node.child_by_field_name("declaration")
        value = node.child_by_field_name("value")
        is_default = any(c.type == "default" for c in node.children)
        exports = self.facts.exports
        if decl is not None:
            for name in self.declared_names(decl):
                exports.append(ExportFact("default" if is_default else name, local=name))
            if is_default and not self.declared_names(decl):
                exports.append(ExportFact("default", value=self.expr(decl)))
            return
        if value is not None:
            if value.type == "identifier":
                exports.append(ExportFact("default", local=self.src.text(value)))
            else:
                exports.append(ExportFact("default", value=self.expr(value)))
            return
        clause = next((c for c in node.named_children if c.type == "export_clause"), None)
        if clause is None:
            if source is not None:
                ns = next((c for c in node.named_children if c.type == "namespace_export"), None)
                if ns is not None:
                    exports.append(ExportFact(self.src.text(ns.named_children[-1]),
                                              source=source, imported="*"))
                else:
                    exports.append(ExportFact("*", source=source, imported="*"))
            return
        for spec in clause.named_children:
            if spec.type != "export_specifier":
                continue
            name = self.key(spec.child_by_field_name("name")) or "?"
            alias = spec.child_by_field_name("alias")
            exported = self.key(alias) if alias is not None else name
            if source is not None:
                exports.append(ExportFact(exported or name, source=source, imported=name))
            else:
                exports.append(ExportFact(exported or name, local=name))

    def declared_names(self, decl: Node) -> list[str]:
        """The names a declaration binds, those of a destructuring declaration included
        (``export const { useTRPC } = createTRPCContext()``)."""
        if decl.type in ("lexical_declaration", "variable_declaration"):
            names = []
            for d in decl.named_children:
                name = d.child_by_field_name("name") if d.type == "variable_declarator" \
                    else None
                if name is not None and name.type == "identifier":
                    names.append(self.src.text(name))
                elif name is not None and name.type == "object_pattern":
                    names.extend(local for _, local, _ in self.pattern_bindings(name))
            return names
        name = decl.child_by_field_name("name")
        if name is not None:
            return [self.src.text(name)]
        return []
