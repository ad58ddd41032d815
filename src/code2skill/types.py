"""TypeScript types to JSON Schema, resolved across modules.

Handled: ``string``/``number``/``boolean``/``any``/``unknown``/``object``, string and number
literal types, intersections of object types, unions (string-literal unions → ``enum``, nested aliases included; ``| null`` →
a ``null`` type; ``| undefined`` → optional), ``T[]``/``Array<T>``/``ReadonlyArray<T>``,
``Partial<T>``, ``Readonly<T>``, ``Date`` (``format: date-time``: ``JSON.stringify`` sends an ISO
string), ``File``/``Blob`` (any value, marked ``file``: rule ``ts.file-member``), inline object types, and interfaces/type aliases declared in the module or imported
(named, default, re-exported), and generic interfaces/aliases of the program instantiated with
their arguments (``Page<Article>``). Anything else is ``{}`` (any value) — never a guess. A member typed
as a function is left out of its object (rule ``body.function-member``: JSON never sends
one).

Each object property carries the span of its declaration so that the schema pass can attach
evidence. Resolution is bounded by :data:`MAX_DEPTH` declarations looked up and members
nested; a union's options and a type parameter's argument are read at the depth of the type
naming them (``InputMaybe<Scalars['String']['input']>`` through ``Maybe<T> = T | null`` is
a nullable string, not cut off), since neither looks a declaration up.
"""
from __future__ import annotations

import copy
import re
from dataclasses import dataclass, field

from code2skill.extractors.module_facts import extract_module
from code2skill.facts import Member, Ref, TypeDecl, TypeMember
from code2skill.function_members import is_function_type
from code2skill.values import ModuleV, Where

MAX_DEPTH = 6
# a homomorphic mapped type: { readonly? [K in keyof T] (?|-?|+?): T[K] }
INDEXED_ACCESS = re.compile(r"(.+)\[\s*['\"](\w+)['\"]\s*\]", re.S)   # T['member']
CONST_ITEM = re.compile(r"typeof\s+([A-Za-z_$][\w$]*)\s*\[\s*number\s*\]")   # typeof A[number]
FILE_TYPES = frozenset({"File", "Blob"})   # the DOM's file bytes, unless the program declares them
MAX_ENUM = 20            # a larger constant list is a catalogue, not a value domain (seed)
PRIMITIVES = {"string": {"type": "string"}, "number": {"type": "number"},
              "boolean": {"type": "boolean"}, "Date": {"type": "string", "format": "date-time"},
              "true": {"type": "boolean", "const": True},
              "false": {"type": "boolean", "const": False}}
COMMENT = re.compile(r"""('[^']*'|"[^"]*"|`[^`]*`)|//[^\n]*|/\*.*?\*/""", re.S)
INDEX_PARAMETER = re.compile(r"\[\s*([A-Za-z_$][\w$]*)\s*\]")   # T[K], K a name
LITERAL_KEY = re.compile(r"'[^']*'|\"[^\"]*\"|\d+")            # "Bookmark", 200
MAPPED_TYPE = re.compile(r"\{\s*(?:readonly\s+)?\[\s*(\w+)\s+in\s+keyof\s+([^\]]+?)\s*\]"
                         r"\s*([-+]?\?)?\s*:\s*([^;}]+?)\s*;?\s*\}")

# a member found by indexed access: (type text, module it is written in, optional, its
# members when its type is an object type written inline)
IndexedMember = tuple[str, str, bool, "tuple[TypeMember, ...] | None"]
# type parameter → (argument text, module it is written in, the bindings in scope there)
Bindings = dict[str, tuple[str, str, "Bindings"]]


@dataclass(slots=True)
class TypedSchema:
    """A JSON Schema plus, for object schemas, where each property was declared and which are
    optional; ``nullable`` when the type admits ``null``; ``optional`` when it admits
    ``undefined``; ``file`` when a value of it may be file bytes (``File``, ``Blob``, a union
    with one, a list of them); ``functions`` the members typed as functions left out of an
    object schema, each where it is declared (rule ``body.function-member``); ``unshown``
    the types an interface or class of the object extends whose members the source does not
    show (not found, from outside the analysed root, or a cycle), each with where the
    extending type is declared (rule ``ts.unshown-parent``)."""

    schema: dict
    members: dict[str, Where | None] = field(default_factory=dict)
    optional: bool = False
    required: list[str] = field(default_factory=list)
    children: dict[str, "TypedSchema"] = field(default_factory=dict)
    file: bool = False
    functions: dict[str, Where | None] = field(default_factory=dict)
    unshown: dict[str, Where | None] = field(default_factory=dict)


def program_types(program) -> "TypeResolver":
    """The run's one :class:`TypeResolver` over ``program`` (a resolver with ``pass_memo``),
    so that every pass reads the same resolved types."""
    memo = program.pass_memo.setdefault("types", {})
    if "resolver" not in memo:
        memo["resolver"] = TypeResolver(program)
    return memo["resolver"]


def split_top(text: str, sep: str) -> list[str]:
    """Split ``text`` on ``sep`` outside brackets and quotes."""
    out, depth, quote, start = [], 0, "", 0
    for i, ch in enumerate(text):
        if quote:
            if ch == quote:
                quote = ""
            continue
        if ch in "'\"`":
            quote = ch
        elif ch in "<({[":
            depth += 1
        elif ch in ">)}]":
            depth -= 1
        elif ch == sep and depth == 0:
            out.append(text[start:i])
            start = i + 1
    out.append(text[start:])
    return [p.strip() for p in out if p.strip()]


class TypeResolver:
    """Resolves type text in the context of a module, through the program's imports. One per
    run: each type text is resolved once per module (:meth:`schema`), each name looked up once
    per module and depth (:meth:`lookup`), each inline object type parsed once
    (:meth:`inline`); later uses read these tables."""

    def __init__(self, program):
        self.program = program
        self._inline: dict[str, TypeDecl | None] = {}
        self._globals: dict[str, tuple[TypeDecl, str]] | None = None
        # (type text, module) → its schema, resolved once (every use gets its own copy)
        self._schemas: dict[tuple[str, str], TypedSchema] = {}
        # (name, module, depth) → the declaration found and the module declaring it
        self._declarations: dict[tuple[str, str, int], tuple[TypeDecl | None, str]] = {}
        # (type text, module) → its declared members by name, and the module declaring them
        self._members: dict[tuple[str, str], tuple[dict[str, TypeMember], str]] = {}

    def constant_domain(self, name: str, module: str) -> TypedSchema:
        """Rule ``types.const-array-enum``: ``typeof NAME[number]`` where ``NAME`` is a constant
        array of at most :data:`MAX_ENUM` fixed strings (``['a', 'b'] as const``) is their
        ``enum`` (seed, "Tool versus other forms": a small, stable list that validates one
        input); anything else (objects with labels, a longer list) stays unknown: ``{}``."""
        from code2skill.recogniser_context import Frame
        from code2skill.values import ArrV, text_of
        value = self.program.value_of(Ref(name), Frame(module, None))
        if not isinstance(value, ArrV) or not 0 < len(value.items) <= MAX_ENUM:
            return TypedSchema({})
        texts = [text_of(item) for item in value.items]
        if any(t is None for t in texts):
            return TypedSchema({})
        return TypedSchema({"type": "string", "enum": list(dict.fromkeys(texts))})

    def schema(self, type_text: str | None, module: str | None, depth: int = 0,
               bindings: Bindings | None = None) -> TypedSchema:
        """The schema of ``type_text`` as seen from ``module``; ``{}`` when unknown.
        ``bindings`` maps the type parameters in scope to their arguments (``T`` of
        ``Page<T>`` used as ``Page<Article>``: ``{'T': ('Article', use-site module, …)}``).
        A type text used from a module (no bindings) is resolved once per run; each use gets
        a copy it may change."""
        if not type_text or module is None:
            return TypedSchema({})
        if depth > MAX_DEPTH:          # a primitive looks nothing up: read at any depth
            return TypedSchema(dict(PRIMITIVES.get(type_text.strip(), {})))
        if depth == 0 and not bindings:
            return copy.deepcopy(self.shared(type_text, module))
        return self.resolved(type_text, module, depth, bindings or {})

    def shared(self, type_text: str | None, module: str | None) -> TypedSchema:
        """The schema of ``type_text`` used from ``module``, resolved once per run and shared
        by every use: read it, never change it (:meth:`schema` gives a copy to change,
        :meth:`member` a copy of one member)."""
        if not type_text or module is None:
            return TypedSchema({})
        key = (type_text, module)
        if key not in self._schemas:
            self._schemas[key] = self.resolved(type_text, module, 0, {})
        return self._schemas[key]

    def member(self, type_text: str | None, module: str | None,
               path: tuple[str, ...]) -> TypedSchema:
        """The schema of member ``path`` of a value declared as ``type_text`` in ``module``
        (``v.title`` of ``v: Article``), a copy of that one member, optional when the type
        does not require it; ``{}`` when the type or a member on the way is unknown. Only the
        member is copied: the fields of an N-member interface read one by one cost N member
        copies, never N copies of the interface."""
        if not path:
            return self.schema(type_text, module)
        parent, typed = None, self.shared(type_text, module)
        for prop in path:
            child = typed.children.get(prop)
            if child is None:
                return TypedSchema({})
            parent, typed = typed, child
        found = copy.deepcopy(typed)
        found.optional = found.optional or path[-1] not in parent.required
        return found

    def file_member(self, type_text: str | None, module: str | None,
                    path: tuple[str, ...]) -> tuple[bool, Where | None]:
        """Rule ``ts.file-member``: whether member ``path`` of a value declared as
        ``type_text`` in ``module`` may be file bytes — its declared type is ``File``/``Blob``
        (read through intersections, ``Partial``/``Pick``/``Omit``/``Required``, generic
        aliases, ``| null``, unions) or an item of a list of them (``pages[0]`` of ``pages:
        File[]``) — and where that member is declared (``None`` for an inline type's)."""
        typed, where = self.shared(type_text, module), None
        for prop in path:
            if typed.file and typed.schema.get("type") == "array" and prop.isdigit():
                continue                               # an item of a list of files
            where = typed.members.get(prop)
            typed = typed.children.get(prop)
            if typed is None:
                return False, None
        return (True, where) if typed.file else (False, None)

    def resolved(self, type_text: str, module: str, depth: int,
                 bindings: Bindings) -> TypedSchema:
        """The schema of :meth:`schema`, resolved afresh."""
        bindings = bindings or {}
        text = without_comments(type_text).strip()
        while text.startswith("(") and text.endswith(")"):
            text = text[1:-1].strip()
        if text in bindings:           # a type parameter: its argument, read where it is
            arg, arg_module, outer = bindings[text]     # written, at the same depth
            return self.schema(arg, arg_module, depth, outer)
        keyed = bound_keys(text, bindings)
        if keyed is not None:          # rule ts.indexed-parameter: components["schemas"][K]
            return self.schema(keyed, module, depth, bindings)
        options = split_top(text, "|")
        if len(options) > 1:
            return self.union(options, module, depth, bindings)
        parts = split_top(text, "&")
        if len(parts) > 1:                                 # A & { password: string }
            return self.intersection(parts, module, depth, bindings)
        member = self.indexed_member(text, module, bindings)
        if member is not None:                  # operations["Login"]["requestBody"]: lazily
            type_text, where_module, optional, nested = member
            child = self.object(nested, None, where_module, depth + 1, {}) \
                if nested is not None else self.schema(type_text, where_module, depth + 1)
            child.optional = child.optional or optional
            return child
        indexed = INDEXED_ACCESS.fullmatch(text)
        if indexed:                                        # Login['email']
            whole = self.schema(indexed.group(1), module, depth + 1, bindings)
            child = whole.children.get(indexed.group(2))
            if child is None:
                return TypedSchema({})
            child.optional = child.optional or indexed.group(2) not in whole.required
            return child
        if text.startswith("readonly "):
            text = text[len("readonly "):].strip()
        if text.endswith("[]"):
            item = self.schema(text[:-2], module, depth + 1, bindings)
            return TypedSchema({"type": "array", "items": item.schema}, file=item.file)
        const_item = CONST_ITEM.fullmatch(text)
        if const_item:                                     # typeof REASONS[number]
            return self.constant_domain(const_item.group(1), module)
        if "typeof" in text:                              # z.infer<typeof loginSchema>
            from code2skill.passes.validation import inferred_type
            validated = inferred_type(self, text, module)
            if validated is not None:
                return validated
        generic = text.split("<", 1)
        if len(generic) == 2 and text.endswith(">"):
            head, arg = generic[0].strip(), generic[1][:-1]
            if head in ("Array", "ReadonlyArray", "Set"):
                item = self.schema(arg, module, depth + 1, bindings)
                return TypedSchema({"type": "array", "items": item.schema}, file=item.file)
            if head in ("Partial", "Readonly", "Required"):
                return with_optionality(self.schema(arg, module, depth + 1, bindings), head)
            if head in ("Pick", "Omit"):
                args = split_top(arg, ",")
                if len(args) == 2:
                    keys = {k.strip("'\" ") for k in split_top(args[1], "|")}
                    return select(self.schema(args[0], module, depth + 1, bindings), keys,
                                  keep=head == "Pick")
            decl, where_module = self.lookup(head, module)   # interface Page<T> {…}
            if decl is None or not decl.params:
                return TypedSchema({})
            scope = {name: (value.strip(), module, bindings)
                     for name, value in zip(decl.params, split_top(arg, ","))}
            return self.declared(decl, where_module, depth, scope)
        primitive = PRIMITIVES.get(text)
        if primitive is not None:
            return TypedSchema(dict(primitive))
        if text in ("any", "unknown", "object", "Record<string, any>", "{}"):
            return TypedSchema({})
        if text[:1] in ("'", '"') and text[-1:] == text[:1]:
            return TypedSchema({"type": "string", "enum": [text[1:-1]]})
        if text.lstrip("-").replace(".", "", 1).isdigit():
            return TypedSchema({"type": "number", "enum": [float(text) if "." in text
                                                           else int(text)]})
        mapped = MAPPED_TYPE.fullmatch(text)
        if mapped:                                        # { [K in keyof T]?: T[K] }
            key, source, modifier, value = mapped.groups()
            if value.replace(" ", "") != f"{source.strip()}[{key}]":
                return TypedSchema({})
            inner = self.schema(source, module, depth + 1, bindings)
            return with_optionality(inner, {"?": "Partial", "+?": "Partial",
                                            "-?": "Required"}.get(modifier or "", "Readonly"))
        if text.startswith("{"):
            decl = self.inline(text)
            if decl is None or decl.members is None:
                return TypedSchema({"type": "object"})
            return self.object(decl.members, None, module, depth, bindings)
        decl, where_module = self.lookup(text, module)
        if decl is None:                               # rule ts.file-member: the DOM's File
            return TypedSchema({}, file=text in FILE_TYPES)
        return self.declared(decl, where_module, depth, {})

    def declared(self, decl: TypeDecl, module: str, depth: int,
                 bindings: Bindings) -> TypedSchema:
        """The schema of declaration ``decl`` of ``module`` with its type parameters bound."""
        if decl.members is not None:
            own = self.object(decl.members, module, module, depth, bindings)
            for parent in decl.extends:       # interface A extends B, class A extends B
                inherited = self.schema(parent, module, depth + 1, bindings)
                if inherited.schema.get("type") == "object":
                    own = merge_objects(inherited, own)
                else:                                      # rule ts.unshown-parent
                    own.unshown.setdefault(parent, (module, decl.span))
            return own
        return self.schema(decl.alias, module, depth + 1, bindings)

    def union(self, options: list[str], module: str, depth: int,
              bindings: Bindings) -> TypedSchema:
        nullable = any(o == "null" for o in options)
        optional = any(o == "undefined" for o in options)
        rest = [o for o in options if o not in ("null", "undefined")]
        parts = [self.schema(o, module, depth, bindings) for o in rest]    # same depth
        enums = [p.schema for p in parts]
        kinds = [s.get("type") for s in enums]      # a type may be a list: ["string", "null"]
        if enums and all("enum" in s for s in enums) and kinds.count(kinds[0]) == len(kinds):
            values: list = []
            for s in enums:
                values.extend(v for v in s["enum"] if v not in values)
            schema: dict = {"type": kinds[0], "enum": values}
        elif len(parts) == 1:
            schema = dict(parts[0].schema)
            result = parts[0]
            result.schema = with_null(schema) if nullable else schema
            result.optional = optional or result.optional
            return result
        elif any(not p.schema for p in parts):          # `string | Unknown`: anything
            schema = {}
        else:
            schema = {"anyOf": [p.schema for p in parts]} if parts else {}
        return TypedSchema(with_null(schema) if nullable else schema, optional=optional,
                           file=any(p.file for p in parts))      # `File | string` may be one

    def intersection(self, parts: list[str], module: str, depth: int,
                     bindings: Bindings) -> TypedSchema:
        """Rule ``ts.intersection``: ``A & B`` has the members of every object part (a later
        part's member over an earlier one's; required when any part requires it); a part of
        unknown type adds nothing; a primitive part (``string & {__brand: 'Id'}``) is the
        value's type."""
        merged: TypedSchema | None = None
        for part in parts:
            typed = self.schema(part, module, depth + 1, bindings)
            kind = typed.schema.get("type")
            if kind not in (None, "object"):
                return typed
            if kind == "object":
                merged = typed if merged is None else intersect_objects(merged, typed)
        return merged if merged is not None else TypedSchema({})

    def object(self, members: tuple[TypeMember, ...], decl_module: str | None, module: str,
               depth: int, bindings: Bindings) -> TypedSchema:
        props, where, required, children, functions = {}, {}, [], {}, {}
        for member in members:
            if member.members is None and is_function_type(member.type_text):
                functions[member.name] = (decl_module, member.span) if decl_module else None
                continue                                  # rule body.function-member
            child = self.object(member.members, None, module, depth + 1, bindings) \
                if member.members is not None else \
                self.schema(member.type_text, module, depth + 1, bindings)   # same, uncapped
            props[member.name] = child.schema
            children[member.name] = child
            where[member.name] = (decl_module, member.span) if decl_module else None
            if not member.optional and not child.optional:
                required.append(member.name)
        schema: dict = {"type": "object", "properties": props}
        if required:
            schema["required"] = required
        return TypedSchema(schema, where, required=required, children=children,
                           functions=functions)

    def indexed_member(self, text: str, module: str, bindings: Bindings, depth: int = 0
                       ) -> IndexedMember | None:
        """Rule ``ts.indexed-access``: for ``T['key']`` (chains, quoted keys such as
        ``"application/json"`` and numeric keys such as ``200`` included) the member's type
        text, the module it is written in, whether it is optional and, when its type is an
        object type written inline, its members (whole where the type text is capped: the
        ``components['schemas']`` of a large generated file), found by walking declarations
        (interfaces with their ``extends``, aliases, inline object types) without expanding
        the rest of ``T``; ``None`` when the walk meets anything else (generics, unions, type
        parameters), which the eager rule then handles."""
        split = split_index(text)
        if split is None or depth > MAX_DEPTH:
            return None
        owner, key = split
        if owner in bindings:
            return None
        inner = self.indexed_member(owner, module, bindings, depth + 1)
        if inner is not None and inner[3] is not None:
            return nested_member(inner[3], key, inner[1])
        if inner is not None:
            owner, module = inner[0], inner[1]
        return self.member_of(owner, key, module, depth + 1)

    def member_of(self, owner: str, key: str, module: str, depth: int
                  ) -> IndexedMember | None:
        """``(type text, module, optional, inline members)`` of member ``key`` of type
        ``owner`` (see :meth:`indexed_member`)."""
        owner = owner.strip()
        if depth > MAX_DEPTH or not owner:
            return None
        if owner.startswith("{"):
            decl, where = self.inline(owner), module
        elif split_index(owner) is not None:
            inner = self.indexed_member(owner, module, {}, depth + 1)
            if inner is not None and inner[3] is not None:
                return nested_member(inner[3], key, inner[1])
            return self.member_of(inner[0], key, inner[1], depth + 1) if inner else None
        elif re.fullmatch(r"[\w$.]+", owner):
            decl, where = self.lookup(owner, module)
        else:
            return None
        if decl is None or decl.params:
            return None
        if decl.members is None:
            return self.member_of(decl.alias or "", key, where, depth + 1)
        found = nested_member(decl.members, key, where)
        if found is not None:
            return found
        for parent in decl.extends:
            found = self.member_of(parent, key, where, depth + 1)
            if found is not None:
                return found
        return None

    def inline(self, text: str) -> TypeDecl | None:
        if text not in self._inline:
            facts = extract_module("<type>", "typescript", f"type __T = {text};".encode())
            self._inline[text] = facts.types.get("__T")
        return self._inline[text]

    def declared_members(self, text: str, module: str) -> tuple[dict[str, TypeMember], str]:
        """The members of the object type ``text`` names in ``module`` (inline ``{…}``, or an
        interface or alias of the program) by name, the first of each name, and the module
        declaring them; indexed once per run, so reading N members costs N look-ups."""
        text = text.strip()
        key = (text, module)
        if key not in self._members:
            decl, where = (self.inline(text), module) if text.startswith("{") else \
                self.lookup(text, module)
            by_name: dict[str, TypeMember] = {}
            for member in (decl.members or ()) if decl is not None else ():
                by_name.setdefault(member.name, member)
            self._members[key] = (by_name, where)
        return self._members[key]

    def lookup(self, name: str, module: str, depth: int = 0) -> tuple[TypeDecl | None, str]:
        """The declaration of type ``name`` visible in ``module`` and the module declaring it;
        a qualified name (``article.types.Article``) walks namespace imports and exports.
        Each ``(name, module, depth)`` is looked up once per run."""
        key = (name, module, depth)
        if key not in self._declarations:
            self._declarations[key] = self.declaration(name, module, depth)
        return self._declarations[key]

    def declaration(self, name: str, module: str, depth: int) -> tuple[TypeDecl | None, str]:
        """The result of :meth:`lookup`, looked up afresh."""
        facts = self.program.modules.get(module)
        if facts is None or depth > MAX_DEPTH:
            return None, module
        if "." in name:
            from code2skill.recogniser_context import Frame
            head, _, last = name.rpartition(".")
            expr = None
            for part in head.split("."):
                expr = Ref(part) if expr is None else Member(expr, part)
            owner = self.program.value_of(expr, Frame(module, None))
            if isinstance(owner, ModuleV):
                return self.exported_type(owner.path, last, depth + 1)
            if name in facts.types:                 # rule ts.namespace-member
                return facts.types[name], module
            return self.global_type(name) or (None, module)
        base = name
        if base in facts.types:
            return facts.types[base], module
        for imp in facts.imports:
            if imp.local == name:
                target = self.program.module_resolver.resolve(module, imp.source)
                if target is None:
                    return None, module
                return self.exported_type(target, imp.imported, depth + 1)
        return self.global_type(name) or (None, module)

    def global_type(self, name: str) -> tuple[TypeDecl, str] | None:
        """Rule ``ts.global-declaration``: a type declared in a script file (one with no
        ``import`` or ``export``, such as an ambient ``types/article.d.ts``) is visible in every
        module; the first such file in path order wins."""
        if self._globals is None:
            self._globals = {}
            for path in sorted(self.program.modules):
                facts = self.program.modules[path]
                if facts.imports or facts.exports:
                    continue
                for type_name, decl in facts.types.items():
                    self._globals.setdefault(type_name, (decl, path))
        return self._globals.get(name)

    def exported_type(self, module: str, name: str, depth: int) -> tuple[TypeDecl | None, str]:
        facts = self.program.modules.get(module)
        if facts is None or depth > MAX_DEPTH:
            return None, module
        for exp in facts.exports:
            if exp.exported == name and exp.source is not None:
                target = self.program.module_resolver.resolve(module, exp.source)
                if target:
                    return self.exported_type(target, exp.imported or name, depth + 1)
            if exp.exported == name and exp.local and exp.local in facts.types:
                return facts.types[exp.local], module
        if name in facts.types:
            return facts.types[name], module
        for exp in facts.exports:
            if exp.exported == "*" and exp.source is not None:
                target = self.program.module_resolver.resolve(module, exp.source)
                if target:
                    found = self.exported_type(target, name, depth + 1)
                    if found[0] is not None:
                        return found
        return self.lookup(name, module, depth + 1)


def nested_member(members: tuple[TypeMember, ...], key: str, module: str
                  ) -> IndexedMember | None:
    """The :data:`IndexedMember` of member ``key`` among ``members`` written in ``module``."""
    for member in members:
        if member.name == key:
            return member.type_text, module, member.optional, member.members
    return None


def split_index(text: str) -> tuple[str, str] | None:
    """``('T', 'key')`` for ``T['key']``, ``T["a/b"]`` or ``T[200]``; ``None`` for any other
    text (``T[number]``, ``T[K]``, ``string[]``)."""
    text = text.strip()
    if not text.endswith("]"):
        return None
    depth, quote = 0, ""
    for i in range(len(text) - 1, -1, -1):
        ch = text[i]
        if quote:
            quote = "" if ch == quote else quote
        elif ch in "'\"":
            quote = ch
        elif ch in ")]}>":
            depth += 1
        elif ch in "([{<":
            depth -= 1
            if depth == 0:
                owner, key = text[:i].strip(), text[i + 1:-1].strip()
                if not owner:
                    return None
                if len(key) >= 2 and key[0] == key[-1] and key[0] in "'\"":
                    return owner, key[1:-1]
                return (owner, key) if key.isdigit() else None
    return None


def without_comments(text: str) -> str:
    """Type text without its ``//`` and ``/* */`` comments (a lint directive inside a mapped
    type, ``{ [K in keyof T]: T[K]; // eslint-disable-next-line … }``), quoted texts kept."""
    if "//" not in text and "/*" not in text:
        return text
    return COMMENT.sub(lambda m: m.group(1) or " ", text)


def bound_keys(text: str, bindings: Bindings) -> str | None:
    """Rule ``ts.indexed-parameter``: ``text`` with each index by a type parameter bound to
    one literal key written as that key (``components["schemas"][K]`` of ``ApiDto<K extends
    keyof components["schemas"]>`` read as ``ApiDto<"Bookmark">`` is
    ``components["schemas"]["Bookmark"]``, an openapi-typescript DTO alias), so the indexed
    access is read as written out; ``None`` when no index is such a parameter (a union of
    keys, a parameter bound to another type, no binding: left as it is)."""
    if not bindings or "[" not in text:
        return None
    changed = False

    def key(match: re.Match) -> str:
        nonlocal changed
        literal = bound_literal(match.group(1), bindings)
        if literal is None:
            return match.group(0)
        changed = True
        return f"[{literal}]"
    written = INDEX_PARAMETER.sub(key, text)
    return written if changed else None


def bound_literal(name: str, bindings: Bindings) -> str | None:
    """The literal key (``"Bookmark"``, ``200``) type parameter ``name`` is bound to in
    ``bindings``, through parameters bound to parameters of an outer scope; else ``None``."""
    for _ in range(MAX_DEPTH):
        if name not in bindings:
            return None
        arg, _, outer = bindings[name]
        arg = arg.strip()
        if LITERAL_KEY.fullmatch(arg):
            return arg
        name, bindings = arg, outer
    return None


def with_optionality(inner: TypedSchema, head: str) -> TypedSchema:
    """``Partial<T>`` (no member required), ``Required<T>`` (every member whose type admits no
    ``undefined``) or ``Readonly<T>`` (unchanged) of a resolved ``T``; mapped types
    ``{[K in keyof T]?: T[K]}`` use the same rules."""
    if head == "Partial":
        inner.required = []
        inner.schema.pop("required", None)
    elif head == "Required" and isinstance(inner.schema.get("properties"), dict):
        inner.required = [k for k in inner.schema["properties"]           # `?` removed;
                          if not inner.children.get(k, TypedSchema({})).optional]
        inner.schema["required"] = list(inner.required)                   # `| undefined` stays
    return inner


def unshown_parent_message(what: str, parent: str) -> str:
    """Rule ``ts.unshown-parent``: the review message for a ``what`` (``body``, ``output``)
    typed by a type extending ``parent``, whose members the source does not show."""
    return (f"the {what}'s type extends {parent}, whose members the source does not show "
            "(declared outside the analysed root, not found, or extending itself in a cycle): "
            f"the {what} lists the members the source shows; {parent}'s may be there too")


def merge_objects(base: TypedSchema, own: TypedSchema) -> TypedSchema:
    """An interface's own members over those of an interface it extends."""
    props = dict(base.schema.get("properties") or {})
    props.update(own.schema.get("properties") or {})
    required = [k for k in base.required if k not in (own.schema.get("properties") or {})]
    required += [k for k in own.required if k not in required]
    schema: dict = {"type": "object", "properties": props}
    if required:
        schema["required"] = required
    return TypedSchema(schema, {**base.members, **own.members}, required=required,
                       children={**base.children, **own.children},
                       functions={**base.functions, **own.functions},
                       unshown={**base.unshown, **own.unshown})


def intersect_objects(first: TypedSchema, second: TypedSchema) -> TypedSchema:
    """The object schema of ``A & B``: every member of both (``B``'s schema over ``A``'s),
    required when either requires it."""
    props = dict(first.schema.get("properties") or {})
    props.update(second.schema.get("properties") or {})
    required = list(first.required) + [k for k in second.required if k not in first.required]
    schema: dict = {"type": "object", "properties": props}
    if required:
        schema["required"] = required
    return TypedSchema(schema, {**first.members, **second.members}, required=required,
                       children={**first.children, **second.children},
                       functions={**first.functions, **second.functions})


def select(typed: TypedSchema, keys: set[str], keep: bool) -> TypedSchema:
    """``Pick<T, K>`` (``keep``) or ``Omit<T, K>`` of an object schema."""
    props = typed.schema.get("properties")
    if not isinstance(props, dict):
        return TypedSchema({})
    chosen = [k for k in props if (k in keys) == keep]
    required = [k for k in typed.required if k in chosen]
    schema: dict = {"type": "object", "properties": {k: props[k] for k in chosen}}
    if required:
        schema["required"] = required
    return TypedSchema(schema, {k: typed.members.get(k) for k in chosen}, required=required,
                       children={k: typed.children[k] for k in chosen if k in typed.children},
                       functions={k: w for k, w in typed.functions.items()
                                  if (k in keys) == keep})


def with_null(schema: dict) -> dict:
    """``schema`` that also admits ``null``."""
    out = dict(schema)
    kind = out.get("type")
    if isinstance(kind, str):
        out["type"] = [kind, "null"]
        if "enum" in out:
            out["enum"] = list(out["enum"]) + [None]
        return out
    return {"anyOf": [schema, {"type": "null"}]}
