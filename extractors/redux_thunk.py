"""Redux Toolkit thunks: ``createAsyncThunk(type, payloadCreator)``.

Rule ``redux.async-thunk``: the action creator ``createAsyncThunk`` returns calls
``payloadCreator(arg, thunkAPI)`` when dispatched, so ``dispatch(login(payload))`` is a call of
the payload creator with ``payload``: the recogniser makes ``createAsyncThunk(…)`` evaluate to
the payload creator itself, and the resolver records each ``login(payload)`` as a call of it
(its callers, data flow and validation links see the argument). It makes no request.
"""
from __future__ import annotations

from code2skill.values import FnV, LibV, Value

from .registry import Recogniser

LIB = "@reduxjs/toolkit"


def call_value(callee, args, where, new) -> Value | None:
    """``createAsyncThunk(type, payloadCreator, options?)`` → the payload creator (a program
    function); ``None`` otherwise."""
    if isinstance(callee, LibV) and callee.lib == LIB and callee.path == ("createAsyncThunk",) \
            and len(args) > 1 and isinstance(args[1], FnV):
        return args[1]
    return None


def request(callee, site, ctx) -> None:
    """Thunks make no request of their own."""
    return None


RECOGNISER = Recogniser(id="redux-thunk", request=request, call_value=call_value)
