"""RTK Query: the type of the answer an endpoint's request gets.

Forms handled::

    getPost: build.query<Post, number>({ query: (id) => `/posts/${id}` })
    listPosts: build.query<Keyed, void>({ query: () => '/posts',
                                          transformResponse: (posts: Post[]) => keyed(posts) })
    listRules: build.query<Keyed, void>({ query: () => '/rules',
                                          transformResponse: keyedBy<Rule>('id') })

* ``rtk-query.result-type`` — the first type argument of ``build.query``/``build.mutation``
  (``ResultType``) is what the endpoint's ``query`` request answers when the endpoint has no
  ``transformResponse``: the answer's declared type, a claim of the client's code like any
  other type argument (``http.get<Post>(…)``).
* ``rtk-query.transform-input`` — with a ``transformResponse``, ``ResultType`` is what the
  transform makes of the answer, not the answer: the answer's type is the declared type of
  the transform's first parameter (``(posts: Post[]) => …``), or of the first parameter of the
  function a generic factory returns, its type parameters bound to the factory call's type
  arguments (``keyedBy<Rule>('id')`` of ``function keyedBy<T>(key) { return (list: T[] | T)
  => … }`` reads ``Rule[] | Rule``). A transform whose input type is not shown gives no answer
  type; a low note says the result type was not taken for it.

A ``queryFn`` endpoint's ``ResultType`` is what the function returns, not any one request's
answer: it is never read here.
"""
from __future__ import annotations

import re
from dataclasses import replace

from code2skill.facts import Call, Fn
from code2skill.requests import RequestTemplate
from code2skill.types import split_top
from code2skill.values import FnV, Where

RESULT_RULE = "rtk-query.result-type"
TRANSFORM_RULE = "rtk-query.transform-input"


def answered(ctx, key: str | None, expr: Call, definition: dict,
             template: RequestTemplate) -> RequestTemplate:
    """``template`` (the request of the ``query`` of endpoint ``key``, defined by call
    ``expr`` with the members ``definition``) with the answer type the module docstring
    reads, its rule cited; with a low note when a transform hides it."""
    result = first_argument(expr)
    transform = definition.get("transformResponse")
    if transform is None:
        if result is None:
            return template
        return replace(template, response_type=(result, ctx.where(expr.span)),
                       response_source=(RESULT_RULE, result))
    found = transform_input(ctx, transform)
    if found is not None:
        text, where = found
        return replace(template, response_type=(text, where),
                       response_source=(TRANSFORM_RULE, text))
    if result is None:
        return template
    return replace(template, notes=template.notes + ((
        "low", f"the result type `{result}` of RTK Query endpoint '{key}' is what its "
        "`transformResponse` makes of the answer, and the transform's input type is not "
        f"shown: the answer's type is not read (rule {TRANSFORM_RULE})",
        ctx.where(transform.span)),))


def first_argument(expr: Call) -> str | None:
    """The endpoint's ``ResultType`` text (``Post`` of ``build.query<Post, number>``), or
    ``None`` when it names none."""
    arguments = split_top(expr.type_args or "", ",")
    first = arguments[0].strip() if arguments else ""
    return first or None


def transform_input(ctx, transform) -> tuple[str, Where] | None:
    """The declared type of the answer a ``transformResponse`` takes, with its place: the
    first parameter's type of a function literal, or of the function a generic factory call
    returns with the factory's type parameters bound (module docstring); ``None`` when not
    shown."""
    if isinstance(transform, Fn):
        found = ctx.program.function_facts(transform.fid)
        typed = first_parameter_type(found[1]) if found else None
        return (typed, ctx.where(transform.span)) if typed else None
    if not isinstance(transform, Call) or not transform.type_args:
        return None
    factory = ctx.evaluate(transform.callee)
    found = ctx.program.function_facts(factory.fid) if isinstance(factory, FnV) else None
    if found is None:
        return None
    made = [ctx.program.function_facts(r.fid) for r in found[1].returns if isinstance(r, Fn)]
    typed = first_parameter_type(made[0][1]) if len(made) == 1 and made[0] else None
    if typed is None:
        return None
    bound = bound_type(typed, found[1].type_params, split_top(transform.type_args, ","))
    return (bound, ctx.where(transform.span)) if bound else None


def first_parameter_type(fn) -> str | None:
    """The declared type of a function's first parameter, ``None`` when it declares none."""
    return fn.params[0].type_text if fn.params and fn.params[0].type_text else None


def bound_type(text: str, params: tuple[str, ...], arguments: list[str]) -> str | None:
    """``text`` with each type parameter of ``params`` written as its argument (``T[] | T``
    with ``T`` = ``Rule`` → ``Rule[] | Rule``); ``None`` when the arguments do not bind
    every parameter ``text`` names."""
    bindings = dict(zip(params, (a.strip() for a in arguments)))
    if any(re.search(rf"\b{re.escape(p)}\b", text) and p not in bindings for p in params):
        return None
    if not bindings:
        return text
    pattern = re.compile(r"\b(" + "|".join(re.escape(p) for p in bindings) + r")\b")
    return pattern.sub(lambda m: bindings[m.group(1)], text)
