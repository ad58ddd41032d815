"""Rule ``value.production-build``: the client a contract describes is the production build, so
a test of the build mode takes its production branch.

A bundler fixes the build mode where the client reads it: webpack, Create React App, Next.js
and Vite replace ``process.env.NODE_ENV`` with ``'production'`` in a production build, and
Vite defines ``import.meta.env.PROD`` (``true``), ``import.meta.env.DEV`` (``false``) and
``import.meta.env.MODE`` (``'production'``). The other branch of such a test runs only under a
development server: its value (``'http://localhost:5030'``, a mock path) is never the deployed
client's, so it is neither an observed base URL nor a host copied into the contract::

    const rootUrl = process.env.NODE_ENV === 'production'
      ? urlBase                                   // the deployment's base: kept
      : `http://localhost:${port}${urlBase}`      // development default: dropped
    const isDevelopment = import.meta.env.DEV     // false
    const base = isDevelopment ? 'http://127.0.0.1:9090' : window.apiOrigin

Only a condition is decided so (a ternary, ``&&``/``||``, a constant holding a comparison):
a build-mode value sent as data (``headers: {'X-Env': process.env.NODE_ENV}``) stays the
deployment setting it is. ``process.env.DEV``, ``process.env.MODE`` and other variables a
project names itself prove nothing and stay undecided.
"""
from __future__ import annotations

from code2skill.values import EnvV, LitV, StrV, Text, Value

PRODUCTION = "production"
NODE_ENV = "NODE_ENV"
# Vite's build-mode constants (import.meta.env.X) and their production values
VITE_MODE = {"MODE": PRODUCTION, "PROD": True, "DEV": False}


def production_value(value: Value) -> Value | None:
    """The value a build-mode constant has in the production build — ``process.env.NODE_ENV``
    (or ``import.meta.env.NODE_ENV``) and ``import.meta.env.MODE`` the text ``'production'``,
    ``import.meta.env.PROD`` ``true``, ``import.meta.env.DEV`` ``false`` — at the place it is
    read; ``None`` for any other value."""
    if not isinstance(value, EnvV):
        return None
    fixed = PRODUCTION if value.name == NODE_ENV else \
        VITE_MODE.get(value.name) if value.meta else None
    if fixed is None:
        return None
    return StrV((Text(fixed, value.where),)) if isinstance(fixed, str) \
        else LitV(fixed, value.where)
