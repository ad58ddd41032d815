"""Rule ``client.interface-class``: a receiver declared with an interface the program's own
classes implement is an instance of the one class that implements it.

Shapes::

    export interface FetchService { get<T>(url: string): Promise<T>; … }
    export class CacheFetchService implements FetchService {
      get<T>(url: string) { return api<T>('GET', url) }
    }
    export class RemoteAppsService {
      constructor(private readonly _fetcher: FetchService) {}   // wiring code2skill cannot see
      fetchAll() { return this._fetcher.get('/api/v1/apps') }
    }
    function load(service: FetchService) { return service.get('/api/v1/jobs') }

Like a declared class (rule ``client.declared-class``), the declaration stands only where the
value itself is not followed: an instance the program does pass (``new RemoteAppsService(
fetcher)`` of a known ``new CacheFetchService()``) wins. An interface is matched through the
type's declaration (its module and name, imports and re-exports followed), not by its name
alone. When two or more classes implement it and nothing shows which one the receiver holds,
no class is guessed: a call on it of a method that makes requests in one of those classes is
a medium review item naming the interface and its classes (rule
``review.interface-classes``).
"""
from __future__ import annotations

from code2skill.types import TypeResolver
from code2skill.values import InstanceV, UnknownV, Value

RULE = "client.interface-class"
SEVERAL_RULE = "review.interface-classes"
# ``UnknownV.reason`` prefix of a receiver whose interface several classes implement:
# ``implementations:<declaring module>|<interface>``, members read after it appended as ``.m``
MARK = "implementations:"

Declared = tuple[str, str]          # (declaring module, interface name)
ClassRef = tuple[str, str]          # (module, class name)


def interface_instance(resolver, path: str, name: str) -> InstanceV | UnknownV | None:
    """What a receiver declared with type ``name`` in module ``path`` is: an instance of the
    one class implementing that interface, an :data:`MARK` unknown when several do, ``None``
    when ``name`` is no interface or no class implements it."""
    key = declared_interface(resolver, path, name)
    classes = implementations(resolver).get(key, ()) if key is not None else ()
    if len(classes) == 1:
        return InstanceV(*classes[0])
    if len(classes) > 1:
        return UnknownV(f"{MARK}{key[0]}|{key[1]}")
    return None


def declared_interface(resolver, path: str, name: str) -> Declared | None:
    """The ``(module, name)`` declaring interface ``name`` as seen from ``path``, following
    imports and re-exports; ``None`` when it names no interface of the program (a type
    alias, a class, a library type)."""
    decl, module = type_resolver(resolver).lookup(name, path)
    if decl is None or decl.members is None or decl.alias is not None:
        return None
    return module, decl.name


def implementations(resolver) -> dict[Declared, tuple[ClassRef, ...]]:
    """Every interface of the program that classes implement → those classes, sorted;
    built once per run."""
    memo = resolver.pass_memo.setdefault(RULE, {})
    if "index" not in memo:
        found: dict[Declared, set[ClassRef]] = {}
        for path in sorted(resolver.modules):
            for cls in resolver.modules[path].classes.values():
                for text in cls.implements:
                    key = declared_interface(resolver, path, text.split("<", 1)[0].strip())
                    if key is not None:
                        found.setdefault(key, set()).add((path, cls.name))
        memo["index"] = {key: tuple(sorted(classes)) for key, classes in found.items()}
    return memo["index"]


def type_resolver(resolver) -> TypeResolver:
    """The run's type look-ups for this rule (one table, shared by every call)."""
    memo = resolver.pass_memo.setdefault(RULE, {})
    if "types" not in memo:
        memo["types"] = TypeResolver(resolver)
    return memo["types"]


def several_message(resolver, callee: Value, written: str) -> str | None:
    """Rule ``review.interface-classes``: the review message of a call ``written``
    (``this.store.save``) of method ``m`` on a receiver whose interface several classes
    implement, when ``m`` makes requests in at least one of them; else ``None``."""
    if not isinstance(callee, UnknownV) or not callee.reason.startswith(MARK):
        return None
    module, _, rest = callee.reason[len(MARK):].partition("|")
    interface, *members = rest.split(".")
    if len(members) != 1:
        return None
    classes = implementations(resolver).get((module, interface), ())
    if not any(makes_requests(resolver, ref, members[0]) for ref in classes):
        return None
    names = ", ".join(name for _, name in classes)
    return (f"{written}(…) calls {members[0]} on a value declared as the interface "
            f"{interface}, which {len(classes)} classes implement ({names}); nothing in the "
            "source shows which one it holds, so its endpoint is not in the contract: confirm "
            f"which class the app passes there (rule {SEVERAL_RULE})")


def makes_requests(resolver, ref: ClassRef, method: str) -> bool:
    """Whether method ``method`` of class ``ref`` makes or passes on requests."""
    cls = resolver.modules[ref[0]].classes.get(ref[1])
    fid = cls.instance_method(method) if cls is not None else None
    return fid is not None and bool(resolver.summary(ref[0], fid))
