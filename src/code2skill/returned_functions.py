"""Rule ``name.enclosing-function``: the name an anonymous function making a request is known
by.

A thunk or closure factory returns an anonymous function that makes the request::

    export function getShareList(args) {              // the name callers know
      return async (dispatch) => dispatch(send('/admin/share', {method: 'POST', data: args}));
    }
    export const loadUsers = () => (dispatch) => api.get('/users');
    export const fetchUsers = createAsyncThunk('users/fetch', async () => api.get('/users'));

The function making the request has no name of its own (``<anonymous>``, ``<callback
createAsyncThunk>``), so its Tool would be named by the path alone. It takes the name of the
function that returns it (``getShareList``, ``loadUsers``: a function its enclosing function
returns, climbing :data:`MAX_CLIMB` levels), or of the variable holding the call it is handed
to (``fetchUsers``: a module binding or a local of its enclosing function whose value is that
call) when that call evaluates to the function itself (a thunk creator; not a timer's
handle, ``const alive = setInterval(() => …)``). Any other anonymous function keeps its own
label.
"""
from __future__ import annotations

from code2skill.facts import Call, Fn, FunctionFact
from code2skill.recogniser_context import Frame
from code2skill.values import AltV, FnV

RULE = "name.enclosing-function"
MAX_CLIMB = 4


def known_name(resolver, fn: FunctionFact | None, path: str) -> str | None:
    """The name function ``fn`` of module ``path`` is known by (its own when it has one; see
    the module docstring); ``None`` for no function (a module body)."""
    from code2skill.resolution.specialise import returned_fids      # (that module imports this one)

    if fn is None:
        return None
    current = fn
    for _ in range(MAX_CLIMB):
        if not current.name.startswith("<"):
            return current.name
        parent = resolver.function(current.parent)
        holder = holding_variable(resolver, current, parent, path)
        if holder is not None:
            return holder
        if parent is None or current.fid not in returned_fids(resolver.returns(parent.fid, 0)):
            break
        current = parent
    return fn.name


def holding_variable(resolver, fn: FunctionFact, parent: FunctionFact | None,
                     path: str) -> str | None:
    """The variable (a local of ``parent``, else a module binding) whose one value is a call
    handed function ``fn`` as an argument and which evaluates to ``fn`` itself (``const
    fetchUsers = createAsyncThunk('t', async () => …)``: the recogniser makes the call the
    payload creator); else ``None``."""
    if not fn.name.startswith("<callback"):
        return None
    module = resolver.modules.get(path)
    scope = parent.locals if parent is not None else module.bindings if module is not None \
        else {}
    for name, values in scope.items():
        if len(values) == 1 and isinstance(values[0], Call) and any(
                isinstance(a, Fn) and a.fid == fn.fid for a in values[0].args):
            value = resolver.lookup(name, Frame(path, parent.fid), 0) if parent is not None \
                else resolver.module_binding(path, name, 0)
            options = value.options if isinstance(value, AltV) else (value,)
            if any(isinstance(o, FnV) and o.fid == fn.fid for o in options):
                return name
    return None
