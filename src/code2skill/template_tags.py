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
as the template names it. A local written any other way is evaluated as usual (a value the
tool cannot follow stays unknown, never a path invented from the helper's generic body).

:func:`splice_local` finds the spliced local of a function (pure, on the extractor's facts);
:func:`tag_values` are the arguments a tag receives (also a library function's: ``fetch`` used
as a tag gets the strings array as its URL, an unknown value, never the template's text). An
``async`` tag returns a Promise: its value is unknown.
"""
from __future__ import annotations

from code2skill.facts import Expr, FunctionFact, Hole, Index, Lit, Ref, Tmpl
from code2skill.values import ArrV, HoleV, StrV, Text, Value

RULE = "value.template-tag"


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


def splice_local(fn: FunctionFact) -> tuple[str, Expr] | None:
    """``(name, first value)`` of the local of ``fn`` that splices its strings and values
    (module docstring): ``fn`` takes ``(strings, ...values)``; the local is declared once
    outside any loop, added ``strings[i] + values[i]`` in a loop and ``strings[i]`` after
    it, and written nowhere else; ``fn`` returns it. ``None`` for any other function."""
    if len(fn.params) != 2 or not fn.params[1].rest or not fn.params[0].name \
            or not fn.params[1].name:
        return None
    strings, values = fn.params[0].name, fn.params[1].name
    returned = {e.name for e in fn.returns if isinstance(e, Ref)}
    for name, writes in fn.writes.items():
        if name not in returned or len(writes) != 3:
            continue
        first, looped, last = writes
        if first.loops or not looped.loops or last.loops:
            continue
        inside = operands(looped.value)
        after = operands(last.value)
        if len(inside) == 3 and len(after) == 2 \
                and isinstance(inside[0], Ref) and inside[0].name == name \
                and isinstance(after[0], Ref) and after[0].name == name \
                and (i := indexed(inside[1], strings)) is not None \
                and indexed(inside[2], values) == i and indexed(after[1], strings) == i:
            return name, first.value
    return None


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


def spliced(first: Value, template: StrV) -> StrV:
    """The spliced local's value: its first value, then the whole template."""
    head = first.parts if isinstance(first, StrV) else (HoleV(None, first),)
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
