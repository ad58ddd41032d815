"""Rule ``value.template-tag``: a tagged template whose tag is a function of the app.

JavaScript calls ``tag`/notebook/${id}/permissions``` as ``tag(strings, ...values)``:
``strings`` the array of the template's fixed pieces (``['/notebook/', '/permissions']``),
``values`` its substitutions (``[id]``). The tag is applied to exactly that: its first
parameter is an array (``typeof strings === 'string'`` fails, so a branch for plain strings
is not taken: rule ``value.early-return``), the others the values.

A URL helper that splices the pieces and values back together after a base::

    restUrl(str: TemplateStringsArray | string, ...values: unknown[]): string {
      let output = this.base();
      if (typeof str === 'string') return `${output}${str}`;
      let index;
      for (index = 0; index < values.length; index++) {
        output += str[index] + values[index];
      }
      output += str[index];
      return output;
    }

builds, in the local it returns, its first value followed by the whole template: the splice
(``acc += strings[i] + values[i]`` in a loop, then ``acc += strings[i]``) is read as that, so
``this.restUrl`/notebook/${id}``` is ``${this.base()}/notebook/${id}``, with ``id`` a hole named
as the template names it.

Rule ``value.interleaving-tag``: a tag that starts from the first string and adds each value,
passed through an encoder, with the string after it::

    export default (strings, ...values) => {
      let result = strings[0];
      for (let i = 0; i < values.length; ++i) {
        result += encodeURIComponent(values[i]) + strings[i + 1];
      }
      return result;
    };

is the template itself, each value a hole encoded as the encoder does
(``encodeURIComponent``: one path segment, ``uri`actuator/${name}``` is ``actuator/{name}``);
the path parameters it fills cite the tag function. Either shape may wrap the value in
``encodeURIComponent``/``encodeURI`` or ``String``, or in nothing.

Rule ``review.unread-tag``: a tag function of any other shape that loops (over its strings or
values) is not evaluated: its result is an unknown value naming the tag, so the request gets a
review item at the call site instead of paths made of zero or one turn of the loop. A tag with
no loop is evaluated as usual (its indexes are fixed).

:func:`splice_local` finds the spliced local of a function (pure, on the extractor's facts);
:func:`tag_values` are the arguments a tag receives (also a library function's: ``fetch`` used
as a tag gets the strings array as its URL, an unknown value, never the template's text). An
``async`` tag returns a Promise: its value is unknown.
"""
from __future__ import annotations

from dataclasses import dataclass, replace

from code2skill.facts import Call, Expr, FunctionFact, Hole, Index, Lit, Member, Ref, Tmpl
from code2skill.values import ArrV, HoleV, StrV, Text, UnknownV, Value, Where

RULE = "value.template-tag"
INTERLEAVING_RULE = "value.interleaving-tag"
UNREAD_RULE = "review.unread-tag"
UNREAD = "unread-tag:"          # the reason prefix of an unread tag's result


@dataclass(frozen=True, slots=True)
class Splice:
    """How a tag function splices the template into the local it returns: ``local`` its
    name, ``base`` the expression before the template (``None``: nothing), ``encoders`` the
    callees each value passes through, innermost first (``encodeURIComponent``; none: the
    value as given), ``rule`` the shape's rule (:data:`RULE` or :data:`INTERLEAVING_RULE`)."""

    local: str
    base: Expr | None
    encoders: tuple[Expr, ...]
    rule: str


def operands(expr: Expr) -> list[Expr]:
    """The operands of a concatenation (``a + b[i] + c[i]``, a template's holes), nested
    concatenations flattened and empty texts dropped; any other expression itself."""
    if not isinstance(expr, Tmpl):
        return [expr]
    out: list[Expr] = []
    for part in expr.parts:
        if isinstance(part, Lit):
            if part.value != "":
                out.append(part)
        else:
            out.extend(operands(part.expr))
    return out


def indexed(expr: Expr, array: str) -> str | None:
    """The index variable of ``array[i]`` (``expr`` an :class:`Index` of ``array`` by a
    name), else ``None``."""
    if isinstance(expr, Index) and isinstance(expr.obj, Ref) and expr.obj.name == array \
            and isinstance(expr.index, Ref):
        return expr.index.name
    return None


def value_read(expr: Expr, values: str, index: str) -> tuple[bool, tuple[Expr, ...]]:
    """``(True, encoders)`` when ``expr`` is ``values[index]`` (no encoder) or one-argument
    calls of it (``encodeURIComponent(String(values[i]))``: the callees, innermost first),
    else ``(False, ())``."""
    callees: list[Expr] = []
    while isinstance(expr, Call) and not expr.new and not expr.tagged and len(expr.args) == 1:
        callees.append(expr.callee)
        expr = expr.args[0]
    if indexed(expr, values) == index:
        return True, tuple(reversed(callees))
    return False, ()


def next_indexed(expr: Expr, array: str) -> str | None:
    """The index variable of ``array[i + 1]``, else ``None``."""
    if not (isinstance(expr, Index) and isinstance(expr.obj, Ref) and expr.obj.name == array
            and isinstance(expr.index, Tmpl) and expr.index.plus):
        return None
    ops = operands(expr.index)
    if len(ops) == 2 and isinstance(ops[0], Ref) and isinstance(ops[1], Lit) \
            and ops[1].value == 1:
        return ops[0].name
    return None


def first_string(expr: Expr, array: str) -> bool:
    """Whether ``expr`` is ``array[0]``."""
    return isinstance(expr, (Member, Index)) and isinstance(expr.obj, Ref) \
        and expr.obj.name == array and (
            expr.prop == "0" if isinstance(expr, Member)
            else isinstance(expr.index, Lit) and expr.index.value == 0)


def splice_local(fn: FunctionFact) -> Splice | None:
    """The :class:`Splice` of the local of ``fn`` that splices its strings and values
    (module docstring): ``fn`` takes ``(strings, ...values)`` and returns the local, declared
    once outside any loop and written nowhere else but in the shape's loop (and after it):
    ``acc = base; for (…) acc += strings[i] + values[i]; acc += strings[i]`` (:data:`RULE`)
    or ``acc = [base +] strings[0]; for (…) acc += values[i] + strings[i + 1]``
    (:data:`INTERLEAVING_RULE`), each value possibly passed through a one-argument call.
    ``None`` for any other function."""
    if len(fn.params) != 2 or not fn.params[1].rest or not fn.params[0].name \
            or not fn.params[1].name:
        return None
    strings, values = fn.params[0].name, fn.params[1].name
    returned = {e.name for e in fn.returns if isinstance(e, Ref)}
    for name, writes in fn.writes.items():
        if name not in returned or len(writes) not in (2, 3) or writes[0].loops \
                or not writes[1].loops or any(w.loops for w in writes[2:]):
            continue
        inside = operands(writes[1].value)
        if len(inside) != 3 or not isinstance(inside[0], Ref) or inside[0].name != name:
            continue
        if len(writes) == 3:
            after = operands(writes[2].value)
            i = indexed(inside[1], strings)
            read, encoders = value_read(inside[2], values, i) if i else (False, ())
            if read and len(after) == 2 and isinstance(after[0], Ref) \
                    and after[0].name == name and indexed(after[1], strings) == i:
                return Splice(name, writes[0].value, encoders, RULE)
            continue
        first = operands(writes[0].value)
        i = next_indexed(inside[2], strings)
        read, encoders = value_read(inside[1], values, i) if i else (False, ())
        if read and 1 <= len(first) <= 2 and first_string(first[-1], strings):
            return Splice(name, first[0] if len(first) == 2 else None, encoders,
                          INTERLEAVING_RULE)
    return None


def loops(fn: FunctionFact) -> bool:
    """Whether ``fn`` writes a local or parameter inside a loop (rule ``review.unread-tag``:
    its result depends on how many turns the loop takes)."""
    return any(w.loops for writes in fn.writes.values() for w in writes)


def unread_tag(name: str, where: Where | None) -> UnknownV:
    """The value of a tagged template whose tag ``name`` is not read (rule
    ``review.unread-tag``)."""
    return UnknownV(UNREAD + name, where)


def unread_words(reason: str) -> str | None:
    """The review words for an unknown value of reason ``reason`` when it is an unread
    tag's (:func:`unread_tag`), else ``None``."""
    if not reason.startswith(UNREAD):
        return None
    return (f"a tagged template whose tag function {reason[len(UNREAD):]} loops over the "
            "template's strings and values in a way code2skill does not read as a URL "
            f"template; confirm the URL it builds, rule {UNREAD_RULE}")


def encoded_template(template: StrV, codes: tuple[str, ...], mark: tuple[str, str]) -> StrV:
    """``template`` with each hole's value passed through ``codes`` in order (URI codecs),
    every hole marked with ``mark`` (``(rule, note)``: the tag that spliced it,
    :attr:`HoleV.tag`)."""
    from code2skill.string_codecs import all_coded
    return StrV(tuple(replace(p, value=all_coded(p.value, codes), tag=mark)
                      if isinstance(p, HoleV) else p for p in template.parts))


def tag_arguments(template: Tmpl) -> tuple[list[str], list[Hole]]:
    """The strings (fixed pieces, one more than the values) and the value holes of a
    tagged template."""
    strings, holes, run = [], [], ""
    for part in template.parts:
        if isinstance(part, Lit):
            run += str(part.value)
        else:
            strings.append(run)
            holes.append(part)
            run = ""
    strings.append(run)
    return strings, holes


def spliced(first: Value | None, template: StrV) -> StrV:
    """The spliced local's value: its first value (``None``: none), then the whole
    template."""
    head = () if first is None else first.parts if isinstance(first, StrV) \
        else (HoleV(None, first),)
    return StrV(tuple(head) + template.parts)


def tag_values(template: Tmpl, evaluate, where) -> tuple[Value, ...]:
    """What JavaScript passes the tag of ``template``: the strings array, then each value
    (``evaluate`` gives a hole's expression's value). A library function used as a tag
    (``fetch`/api/${id}```) gets these too, never the joined text."""
    strings, holes = tag_arguments(template)
    return (strings_array(strings, where),) + tuple(evaluate(h.expr) for h in holes)


def strings_array(strings: list[str], where) -> ArrV:
    """The tag's first argument: the template's fixed pieces."""
    return ArrV(tuple(StrV((Text(s, where),)) for s in strings), where)
