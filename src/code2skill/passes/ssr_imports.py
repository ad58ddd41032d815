"""Rule ``scope.ssr-import``: a module a page loads only for its server-side data functions
runs on the server.

Next.js keeps ``getServerSideProps``, ``getStaticProps`` and ``getStaticPaths`` out of the
browser bundle, and with them every import the page uses nowhere else::

    import datasource from 'lib/datasource';          // the storage client of the server
    export const getServerSideProps = async (ctx) => ({
      props: { file: await datasource.get(ctx.params.id) } });
    export default function View({ file }) { … }       // never reads `datasource`

Such an import is the server's: for :func:`~.server_code.imported_only_by` the page loads that
module as backend code does, so a module only backend files and such pages load is backend code
too. An import counts so when each of its local names is read somewhere in the page's code and
every read lies inside a server-side data function (or a function nested in one), and a
dynamic ``import('m')`` or ``require('m')`` when every such load of ``m`` is made in one
(:func:`server_only_loads`); a read at module level, in another function, in an export or in a
class counts as the page's own. A type-only import loads nothing and is not considered.
"""
from __future__ import annotations

import dataclasses
from typing import Callable, Iterator, Mapping

from code2skill.facts import Call, Lit, ModuleFacts, Ref, Unknown

# what a module reads outside its functions (its functions and call sites are walked by scope)
MODULE_LEVEL = ("bindings", "assignments", "exports", "classes", "triggers", "component_uses")


def server_only_loads(path: str, facts: ModuleFacts,
                      is_ssr: Callable[[str, str | None], bool]) -> set[str]:
    """The import specifiers of module ``path`` whose every local name is read, and read only
    inside server-side data functions; ``is_ssr(path, name)`` says whether a function (by its
    qualified name) is one."""
    if not any(is_ssr(path, fn.name) for fn in facts.functions.values()):
        return set()                          # (no server-side data function: a plain file)
    loaded: dict[str, set[str]] = {}
    for fact in facts.imports:
        if fact.local and not fact.type_only:
            loaded.setdefault(fact.source, set()).add(fact.local)
    dynamic: dict[str, set[str | None]] = {}
    for site in facts.calls:                      # import('lib/datasource') inside one
        if is_module_load(site.call):
            dynamic.setdefault(site.call.args[0].value, set()).add(site.scope)
    scopes = read_scopes(facts, {name for names in loaded.values() for name in names})
    for source, names in loaded.items():
        for name in names:
            dynamic.setdefault(source, set()).update(scopes.get(name) or {None})
    return {source for source, where in dynamic.items()
            if all(fid is not None and inside_ssr(path, facts, fid, is_ssr) for fid in where)}


def is_module_load(call: Call) -> bool:
    """``require('m')`` or a dynamic ``import('m')`` with a literal specifier."""
    callee = call.callee
    return (isinstance(callee, Ref) and callee.name == "require"
            or isinstance(callee, Unknown) and callee.kind == "import") \
        and bool(call.args) and isinstance(call.args[0], Lit) \
        and isinstance(call.args[0].value, str)


def read_scopes(facts: ModuleFacts, names: set[str]) -> dict[str, set[str | None]]:
    """``{name: the function ids it is read in}`` for ``names`` (``None``: module level)."""
    found: dict[str, set[str | None]] = {}

    def note(value: object, scope: str | None) -> None:
        for name in refs(value, names):
            found.setdefault(name, set()).add(scope)

    for field in MODULE_LEVEL:
        note(getattr(facts, field), None)
    for fid, fn in facts.functions.items():
        note(fn, fid)
    for site in facts.calls:
        note(site.call, site.scope)
    return found


def refs(value: object, names: set[str]) -> Iterator[str]:
    """The ``names`` read as plain references (:class:`~code2skill.facts.Ref`) anywhere in a
    fact (an expression, a function's facts, a list or mapping of them)."""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, Ref):
            if item.name in names:
                yield item.name
        elif isinstance(item, (list, tuple, set, frozenset)):
            stack.extend(item)
        elif isinstance(item, Mapping):
            stack.extend(item.values())
        elif dataclasses.is_dataclass(item) and not isinstance(item, type):
            stack.extend(getattr(item, f.name) for f in dataclasses.fields(item))


def inside_ssr(path: str, facts: ModuleFacts, fid: str,
               is_ssr: Callable[[str, str | None], bool]) -> bool:
    """Whether function ``fid`` is a server-side data function or nested in one."""
    seen: set[str] = set()
    current: str | None = fid
    while current is not None and current not in seen:
        seen.add(current)
        fn = facts.functions.get(current)
        if fn is None:
            return False
        if is_ssr(path, fn.name):
            return True
        current = fn.parent
    return False
