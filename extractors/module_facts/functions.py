"""Functions, parameters and their docs (seam of the per-file extractor).

Owns :meth:`Functions.add_function` (one :class:`~code2skill.facts.FunctionFact` per function
within the nesting budget), function names qualified by where they are defined, parameters
(destructured, defaulted, typed, typed by context: RTK Query endpoint arguments,
react-hook-form values), a function's leading doc comment, and ``return`` statements.

May read: the tree-sitter nodes, the facts IR, the extractor's state; the expressions, scopes,
classes, types and control-flow seams through ``self``."""
from __future__ import annotations

from dataclasses import replace

from tree_sitter import Node

from code2skill.redact import redact
from code2skill.facts import Expr, FunctionFact, Param

from ..line_docs import line_doc

from .shared import TRANSPARENT


MAX_FUNCTION_NESTING = 64   # functions nested in functions (budget.function-nesting)
# generic function types and calls whose type argument types a function's first parameter:
# name → index of that type argument (Redux Toolkit's thunk payload creators, effector's
# createEffect<Params, Done, Fail>(handler))
CONTEXTUAL_PARAMETER_TYPES = {"AsyncThunkPayloadCreator": 1, "createAsyncThunk": 1,
                              "createEffect": 0, "SubmitHandler": 0,
                              # React function components: the props type (react.fc-props)
                              "FC": 0, "FunctionComponent": 0, "VFC": 0,
                              "VoidFunctionComponent": 0}


# tests read around one ``return`` (rule value.early-return); a longer else-if chain keeps its
# later returns as plain alternatives, so the work per return stays constant
MAX_RETURN_TESTS = 4


class Functions:
    """The extractor's methods of this seam: functions, parameters and their docs."""

    def function_name(self, node: Node) -> str:
        """A qualified, human-readable name from where the function is defined."""
        name = node.child_by_field_name("name")
        parent = self.up(node)
        if node.type == "method_definition":
            own = self.key(name) or "<method>"
            if parent is not None and parent.type == "class_body":
                return f"{self.class_name(self.up(parent))}.{own}"
            return self.owner_prefix(parent) + own
        if name is not None and node.type != "arrow_function":
            return self.src.text(name)
        if parent is None:
            return "<anonymous>"
        if parent.type == "variable_declarator":
            target = parent.child_by_field_name("name")
            return self.src.text(target) if target is not None else "<anonymous>"
        if parent.type == "pair":
            return self.owner_prefix(self.up(parent)) + (
                self.key(parent.child_by_field_name("key")) or "?")
        if parent.type == "assignment_expression":
            return self.src.text(parent.child_by_field_name("left"), 120)
        if parent.type in ("public_field_definition", "field_definition"):
            field = parent.child_by_field_name("name") or parent.child_by_field_name("property")
            return f"{self.class_name(self.up(self.up(parent)))}." + (
                self.src.text(field) if field is not None else "?")
        if parent.type == "export_statement":
            return "default"
        if parent.type == "arguments" and self.up(parent) is not None:
            callee = self.up(parent).child_by_field_name("function")
            return f"<callback {self.label_text(callee, 60) if callee is not None else '?'}>"
        return "<anonymous>"

    def owner_prefix(self, obj: Node | None) -> str:
        """``requests.`` for a member of ``const requests = {…}``; nested objects chain."""
        if obj is None or obj.type != "object":
            return ""
        parent = self.up(obj)
        while parent is not None and parent.type in TRANSPARENT:
            parent = self.up(parent)
        if parent is None:
            return ""
        if parent.type == "variable_declarator":
            name = parent.child_by_field_name("name")
            return (self.src.text(name) + ".") if name is not None else ""
        if parent.type == "pair":
            return self.owner_prefix(self.up(parent)) + (
                self.key(parent.child_by_field_name("key")) or "?") + "."
        if parent.type == "assignment_expression":
            return self.src.text(parent.child_by_field_name("left"), 120) + "."
        if parent.type == "export_statement":
            return "default."
        return ""

    def params(self, node: Node) -> tuple[Param, ...]:
        params_node = node.child_by_field_name("parameters")
        if params_node is None:
            single = node.child_by_field_name("parameter")        # x => …
            return (Param(self.src.text(single)),) if single is not None else ()
        out = []
        for p in params_node.named_children:
            out.append(self.param(p))
        return tuple(x for x in out if x is not None)

    def param(self, p: Node) -> Param | None:
        found = self.plain_param(p)
        token = self.injected_token(p) if found is not None and found.name else None
        return replace(found, injected=token) if token is not None else found

    def injected_token(self, p: Node) -> Expr | None:
        """The argument of an Angular ``@Inject(TOKEN)`` decorator on parameter ``p``."""
        for child in p.children:
            call = child.named_children[0] if child.type == "decorator" and \
                child.named_children else None
            if call is None or call.type != "call_expression" or \
                    self.src.text(call.child_by_field_name("function")) != "Inject":
                continue
            args = call.child_by_field_name("arguments")
            named = [a for a in args.named_children if a.type != "comment"] if args else []
            if len(named) == 1:
                return self.expr(named[0])
        return None

    def plain_param(self, p: Node) -> Param | None:
        t = p.type
        type_text = None
        default = None
        if t in ("required_parameter", "optional_parameter"):
            ann = p.child_by_field_name("type")
            if ann is not None:
                type_text = self.src.text(ann).lstrip(":").strip()
            value = p.child_by_field_name("value")
            if value is not None:
                default = self.expr(value)
            pattern = p.child_by_field_name("pattern")
            if pattern is None:
                return None
            if t == "optional_parameter" and type_text:
                type_text = f"{type_text} | undefined"
            p = pattern
            t = p.type
        if t == "assignment_pattern":
            default = self.expr(p.child_by_field_name("right"))
            p = p.child_by_field_name("left")
            t = p.type if p is not None else ""
        if t == "identifier":
            return Param(self.src.text(p), type_text, self.at_position(self.src.text(p), default)
                         if default is not None else None)
        if t == "rest_pattern":
            inner = p.named_children
            return Param(self.src.text(inner[0]) if inner else None, type_text, rest=True)
        if t == "object_pattern":
            return Param(None, type_text, default, pattern=self.pattern_names(p),
                         pattern_defaults=self.pattern_defaults(p))
        if t == "array_pattern":
            return Param(None, type_text, default, elements=tuple(
                self.src.text(e) if e.type == "identifier" else None
                for e in p.named_children if e.type != "comment"))
        if t in ("this", "comment"):
            return None
        return Param(None, type_text, default)

    def contextual(self, node: Node, params: tuple[Param, ...]) -> tuple[Param, ...]:
        """Rule ``ts.contextual-parameter``: an untyped first parameter of a function typed by
        where it stands — the initializer of ``const f: AsyncThunkPayloadCreator<R, Arg> =
        (arg) => …`` or of react-hook-form's ``const onSubmit: SubmitHandler<FormValues> =
        (data) => …``, or the callback of ``createAsyncThunk<R, Arg>('type', (arg) => …)`` —
        has that type argument as its type (see :data:`CONTEXTUAL_PARAMETER_TYPES`); so has
        the ``query``/``queryFn`` of an RTK Query endpoint ``build.mutation<R, Arg>({query:
        (arg) => …})`` (rule ``rtk-query.endpoint-argument``, :meth:`endpoint_argument`), and
        the props of a React function component declared ``const Settings: React.FC<Props> =
        ({theme}) => …`` (also ``FC``, ``FunctionComponent``, ``VFC``; rule
        ``react.fc-props``): ``theme`` is ``Props['theme']``."""
        if not params or params[0].type_text is not None or self.up(node) is None:
            return params
        argument = self.endpoint_argument(node)
        if argument is not None:
            return (replace(params[0], type_text=argument),) + params[1:]
        generic = None
        parent = self.up(node)
        if parent.type == "variable_declarator":
            generic = parent.child_by_field_name("type")
            generic = generic.named_children[0] if generic is not None and \
                generic.named_children else None
        elif parent.type == "arguments" and self.up(parent) is not None:
            generic = self.up(parent)
            form = self.form_values(generic)
            if form is not None:
                return (replace(params[0], type_text=form),) + params[1:]
        if generic is None:
            return params
        head = generic.child_by_field_name("name") or generic.child_by_field_name("function")
        args = generic.child_by_field_name("type_arguments")
        index = CONTEXTUAL_PARAMETER_TYPES.get(      # React.FC<Props>: the name FC
            self.src.text(head).rsplit(".", 1)[-1] if head is not None else "")
        if index is None or args is None or len(args.named_children) <= index:
            return params
        first = replace(params[0], type_text=self.src.text(args.named_children[index]))
        return (first,) + params[1:]

    def endpoint_argument(self, node: Node) -> str | None:
        """Rule ``rtk-query.endpoint-argument``: the ``Arg`` type of the RTK Query endpoint
        whose ``query`` or ``queryFn`` function ``node`` is (``build.query<R, Arg>({query:
        (arg) => …})``, also the method form ``query(arg) {…}``), the second type argument of
        a ``.query``/``.mutation`` call whose first argument holds it; else ``None``."""
        holder = self.up(node)
        if node.type == "method_definition":
            key, holder = node.child_by_field_name("name"), holder
        elif holder is not None and holder.type == "pair":
            key, holder = holder.child_by_field_name("key"), self.up(holder)
        else:
            return None
        if key is None or self.src.text(key).strip("'\"") not in ("query", "queryFn") \
                or holder is None or holder.type != "object":
            return None
        arguments = self.up(holder)
        call = self.up(arguments) if arguments is not None else None
        if arguments is None or arguments.type != "arguments" or call is None \
                or call.type != "call_expression" or arguments.named_children[:1] != [holder]:
            return None
        callee = call.child_by_field_name("function")
        types = call.child_by_field_name("type_arguments")
        if callee is None or callee.type != "member_expression" or types is None \
                or len(types.named_children) < 2 or self.src.text(
                    callee.child_by_field_name("property")) not in ("query", "mutation"):
            return None
        return self.src.text(types.named_children[1])

    def form_values(self, call: Node) -> str | None:
        """Rule ``ts.contextual-parameter`` for react-hook-form: the ``FormValues`` of
        ``handleSubmit((data) => …)`` (or ``form.handleSubmit(…)``) when ``handleSubmit`` (or
        ``form``) is declared in an enclosing block from ``useForm<FormValues>()`` or
        ``useFormContext<FormValues>()``; else ``None``."""
        callee = call.child_by_field_name("function")
        if callee is None or call.type != "call_expression":
            return None
        if callee.type == "identifier" and self.src.text(callee) == "handleSubmit":
            owner = None
        elif callee.type == "member_expression" and self.src.text(
                callee.child_by_field_name("property")) == "handleSubmit" \
                and callee.child_by_field_name("object").type == "identifier":
            owner = self.src.text(callee.child_by_field_name("object"))
        else:
            return None
        block = self.up(call)
        while block is not None:
            if block.type in ("statement_block", "program"):
                for statement in block.named_children:
                    found = self.form_declaration(statement, owner)
                    if found is not None:
                        return found
            block = self.up(block)
        return None

    def form_declaration(self, statement: Node, owner: str | None) -> str | None:
        """The type argument of ``const {handleSubmit} = useForm<T>()`` (``owner`` ``None``) or
        ``const owner = useForm<T>()`` in ``statement``, else ``None``."""
        if statement.type not in ("lexical_declaration", "variable_declaration"):
            return None
        for declarator in statement.named_children:
            name = declarator.child_by_field_name("name")
            value = declarator.child_by_field_name("value")
            if declarator.type != "variable_declarator" or name is None or value is None \
                    or value.type != "call_expression":
                continue
            head = value.child_by_field_name("function")
            args = value.child_by_field_name("type_arguments")
            if head is None or args is None or not args.named_children or \
                    self.src.text(head) not in ("useForm", "useFormContext"):
                continue
            names = self.pattern_names(name) if name.type == "object_pattern" else ()
            if owner is None and "handleSubmit" in names or \
                    owner is not None and name.type == "identifier" \
                    and self.src.text(name) == owner:
                return self.src.text(args.named_children[0])
        return None

    def pattern_names(self, p: Node) -> tuple[str, ...]:
        names = []
        for child in p.named_children:
            if child.type in ("shorthand_property_identifier_pattern", "identifier"):
                names.append(self.src.text(child))
            elif child.type == "pair_pattern":
                key = self.key(child.child_by_field_name("key"))
                if key:
                    names.append(key)
            elif child.type == "object_assignment_pattern":
                left = child.child_by_field_name("left")
                if left is not None:
                    names.append(self.src.text(left))
            elif child.type == "rest_pattern" and child.named_children:
                names.append("..." + self.src.text(child.named_children[0]))
        return tuple(names)

    def pattern_defaults(self, p: Node) -> tuple[tuple[str, Expr], ...]:
        """``((name, default), …)`` of the elements of object pattern ``p`` written with a
        default (``{page = 1, sort = 'name'}`` → ``(('page', 1), ('sort', 'name'))``), each
        redacted as a value given to that name (rule ``redact.credential-position``); an
        element renamed (``{a: b = 1}``) or nested is left out."""
        out = []
        for child in p.named_children:
            left = child.child_by_field_name("left")
            right = child.child_by_field_name("right")
            if child.type == "object_assignment_pattern" and left is not None \
                    and right is not None and left.type in (
                        "shorthand_property_identifier_pattern", "identifier"):
                name = self.src.text(left)
                out.append((name, self.at_position(name, self.expr(right))))
        return tuple(out)

    def within_nesting(self, functions: list[Node]) -> list[Node]:
        """Rule ``budget.function-nesting``: the functions (in source order) nested at most
        :data:`MAX_FUNCTION_NESTING` deep; a deeper one is no function of its own (its code
        belongs to the function at the limit), with one ``limit`` diagnostic, so that every
        walk up a chain of enclosing functions stays short (10,000 nested ``() =>`` ended
        the run with a RecursionError)."""
        kept, open_ends = [], []
        for node in functions:
            while open_ends and open_ends[-1] <= node.start_byte:
                open_ends.pop()
            open_ends.append(node.end_byte)
            if len(open_ends) <= MAX_FUNCTION_NESTING:
                kept.append(node)
            else:
                self.note_limit("function-nesting", f"functions nested more than "
                                f"{MAX_FUNCTION_NESTING} deep: the deeper ones are read as "
                                "part of the one at the limit", node)
        return kept

    def add_function(self, node: Node) -> None:
        fid = self.fid(node)
        body = node.child_by_field_name("body")
        annotation = node.child_by_field_name("return_type")
        if annotation is not None and annotation.named_children:
            annotation = annotation.named_children[0]     # the type, after the colon
        fact = FunctionFact(fid=fid, name=self.function_name(node),
                            params=self.contextual(node, self.params(node)),
                            span=self.src.span(node), parent=self.scope_of(node),
                            doc=self.leading_doc(node),
                            return_type=(self.src.text(annotation).lstrip(":").strip(),
                                         self.src.span(annotation))
                            if annotation is not None else None,
                            type_params=self.type_params(node),
                            is_async=any(c.type == "async" for c in node.children))
        parent = self.up(node)
        if node.type == "method_definition" and parent is not None \
                and parent.type == "class_body":
            fact.class_name = self.class_name(self.up(parent))
        elif node.type == "arrow_function":
            fact.arrow = True
            fact.class_name = self.enclosing_class(node)
        fact.member = parent is not None and (                  # rule scope.inner-function
            node.type == "method_definition" and parent.type == "object"
            or node.type in ("function_expression", "function") and parent.type == "pair")
        if body is not None and node.type == "arrow_function" and body.type != "statement_block":
            fact.returns.append(self.expr(body))
            fact.return_guards.append(())
        self.facts.functions[fid] = fact

    def leading_doc(self, node: Node) -> str | None:
        """The JSDoc block right above a function or the statement that declares it, else the
        run of ``//`` line comments directly above it (rule ``description.line-doc``,
        :mod:`extractors.line_docs`), as ``// text`` lines."""
        cur = node
        for _ in range(4):
            prev = self.comment_before(cur)
            if prev is not None:
                text = self.src.text(prev, 2000)
                if text.startswith("/**"):
                    return redact(text)
                run = self.line_comment_run(prev, cur)
                if run and run[0].startswith("/**"):        # a JSDoc above a directive line
                    return redact(run[0])
                doc = line_doc(run)
                return redact(doc) if doc else None
            parent = self.up(cur)
            if parent is None or parent.type in ("program", "class_body", "object"):
                return None
            cur = parent
        return None

    def line_comment_run(self, last: Node, node: Node) -> list[str]:
        """The texts, in source order, of the ``//`` comments that end with ``last`` and run
        up line by line from the line right above ``node``, each alone on its line (rule
        ``description.line-doc``); a ``/** */`` block right above the run heads it. ``[]`` when
        ``last`` is no such comment (a blank line or code between, a trailing comment)."""
        run: list[str] = []
        below = node.start_point[0]
        comment: Node | None = last
        while comment is not None and comment.end_point[0] == below - 1 \
                and self.alone_on_line(comment):
            text = self.src.text(comment, 2000)
            if text.startswith("/**"):
                run.append(text)
                break
            if not text.startswith("//"):
                break
            run.append(text)
            below = comment.start_point[0]
            comment = self.comment_before(comment)
        run.reverse()
        return run

    def alone_on_line(self, node: Node) -> bool:
        """Whether nothing but blanks precedes ``node`` on its first line."""
        data = self.src.data
        return not data[data.rfind(b"\n", 0, node.start_byte) + 1:node.start_byte].strip()

    def add_return(self, node: Node) -> None:
        scope = self.scope_of(node)
        inner = node.named_children
        if scope in self.facts.functions and inner:
            fact = self.facts.functions[scope]
            fact.returns.append(self.expr(inner[0]))
            fact.return_guards.append(                                  # value.early-return
                self.if_guards(node, scope, MAX_RETURN_TESTS))
