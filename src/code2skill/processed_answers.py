"""Rule ``output.wrapper-return-type`` for a request whose response a method of the same class
turns into the answer, both declaring one return type.

Form handled (NSwag's Angular clients, and hand-written services alike)::

    getAll(): Observable<CustomersListVm> {
        return this.http.request("get", url_, options_).pipe(_observableMergeMap((response_) => {
            return this.processGetAll(response_);
        })).pipe(_observableCatch((response_) => { … this.processGetAll(<any>response_) … }));
    }
    protected processGetAll(response: HttpResponseBase): Observable<CustomersListVm> {
        … result200 = CustomersListVm.fromJS(JSON.parse(_responseText)); return _observableOf(result200);
    }

The function returns its request's observable piped through operators (``mergeMap``,
``switchMap``, ``concatMap``, ``exhaustMap``, ``map`` under any local name), or its promise
chained with ``.then``/``.catch`` (NSwag's fetch and axios clients), whose function hands
the response to a method of its own class (``this.processGetAll(response_)``): what the caller
receives is that method's answer, not the raw response. When that method declares the very
return type the function declares (``Observable<CustomersListVm>`` both), the declared type is
the answer's type, as rule ``output.wrapper-return-type`` reads a function returning the
request unchanged; a method declaring another type, or none, leaves the answer undeclared.
"""
from __future__ import annotations

from code2skill.facts import Call, Expr, Fn, FunctionFact, Member, ModuleFacts, Ref, Typed

CHAINED = frozenset({"pipe", "then", "catch"})


def processed_return_type(module: ModuleFacts, functions, fn: FunctionFact,
                          request: Call) -> tuple[str, object] | None:
    """``fn``'s declared return type ``(text, span)`` when ``fn`` returns ``request`` piped to
    a method of its class declaring the same type (module docstring); else ``None``.
    ``functions`` maps a function id to its :class:`FunctionFact` (``None`` when unknown)."""
    if fn.return_type is None or fn.class_name not in module.classes:
        return None
    cls = module.classes[fn.class_name]
    wanted = " ".join(fn.return_type[0].split())
    for returned in fn.returns:
        for handler in piped_functions(returned, request):
            inner = functions(handler)
            for name in (own_method_called(e) for e in (inner.returns if inner else ())):
                method = functions(cls.instance_method(name)) if name else None
                if method is not None and method.return_type is not None and \
                        " ".join(method.return_type[0].split()) == wanted:
                    return fn.return_type
    return None


def piped_functions(expr: Expr, request: Call) -> list[str]:
    """The ids of the functions the calls chained on ``request`` in ``expr`` hand its result
    to: the first argument of each operator of a ``.pipe(…)`` (``request.pipe(op(fn))``), the
    functions given to ``.then(…)`` and ``.catch(…)`` (NSwag's fetch and axios clients:
    ``request.then((r) => this.processGet(r))``); ``[]`` when ``expr`` is no such chain."""
    found: list[str] = []
    while isinstance(expr, Call) and isinstance(expr.callee, Member) and \
            expr.callee.prop in CHAINED:
        operators = expr.args if expr.callee.prop == "pipe" else ()
        found += [op.args[0].fid for op in operators
                  if isinstance(op, Call) and op.args and isinstance(op.args[0], Fn)]
        found += [arg.fid for arg in expr.args if expr.callee.prop != "pipe"
                  and isinstance(arg, Fn)]
        expr = expr.callee.obj
    return found if expr is request or (isinstance(expr, Call) and expr.span == request.span
                                        and expr.span is not None) else []


def own_method_called(expr: Expr) -> str | None:
    """``name`` of ``this.name(…)`` (an assertion around it ignored), else ``None``."""
    while isinstance(expr, Typed):
        expr = expr.expr
    if isinstance(expr, Call) and isinstance(expr.callee, Member) and \
            isinstance(expr.callee.obj, Ref) and expr.callee.obj.name == "this":
        return expr.callee.prop
    return None
