"""Rule ``this.callback-client``: a client an instance makes in a callback of its own is a
member of that instance.

An API object often makes its HTTP clients only once it holds a token, in the callback of the
promise that fetches it::

    export default function () {                       // a class (rule this.imported-constructor)
      this.webRoot = document.body.getAttribute('web-root');
      this.getToken = () => axios.get(`${this.webRoot}/token`).then(response => {
        this.token = response.data;
        this.api = axios.create({ baseURL: `${this.webRoot}/api/v2/`,
                                  headers: { 'x-auth': `Bearer ${this.token}` } });
      });
    }
    client.api.get('series')                           // GET {web root}/api/v2/series

An arrow function keeps the ``this`` of the function around it, so a write ``this.api = …`` in
an arrow nested (through arrows only) in a function of class ``C`` writes member ``api`` of the
``C`` instance, as a write in the method itself does. The members read are the requests'
objects: a write is taken only when its value is a client (:func:`~code2skill.stored_clients.
is_client`: a value a library call made, an instance of a program class, a request library),
as it is whenever the callback ran — a reader is taken to run once it has (before, the member
is ``undefined``, no request at all). Any other value a callback writes (``this.token =
response.data``, ``this.items = …``) is left as it was: its value depends on when it is read.
"""
from __future__ import annotations

from code2skill.facts import Assignment, FunctionFact, ModuleFacts
from code2skill.recogniser_context import Frame
from code2skill.stored_clients import is_client, may_be_client
from code2skill.values import InstanceV

MEMO = "this.callback-client"       # pass memo: module path → its callback writes


def callback_owner(module: ModuleFacts, fn: FunctionFact) -> str | None:
    """The class whose ``this`` arrow function ``fn`` keeps: walking out through arrow
    functions to the first function of a class (``None`` when the walk meets a plain function
    first, or none at all, or ``fn`` is no arrow)."""
    if not fn.arrow or fn.class_name is not None:
        return None
    parent = module.functions.get(fn.parent) if fn.parent else None
    while parent is not None and parent.class_name is None and parent.arrow:
        parent = module.functions.get(parent.parent) if parent.parent else None
    return parent.class_name if parent is not None else None


def callback_writes(module: ModuleFacts) -> dict[tuple[str, str], list[tuple[str, Assignment]]]:
    """``{(class, member): [(arrow function id, write), …]}``: each ``this.member = value`` of
    an arrow function keeping a class's ``this`` (:func:`callback_owner`) whose value may be
    a client (:func:`~code2skill.stored_clients.may_be_client`), in the module's order."""
    found: dict[tuple[str, str], list[tuple[str, Assignment]]] = {}
    for fid, fn in module.functions.items():
        owner = callback_owner(module, fn)
        if owner is None:
            continue
        for write in fn.assignments:
            if len(write.target) == 2 and write.target[0] == "this" and write.key is None \
                    and may_be_client(write.value):
                found.setdefault((owner, write.target[1]), []).append((fid, write))
    return found


def callback_clients(resolver, inst: InstanceV, prop: str, this: InstanceV
                     ) -> list[tuple[str, Assignment]]:
    """The writes of member ``prop`` of ``inst``'s class made in its callbacks
    (:func:`callback_writes`, found once per module) whose value, read with ``this`` the
    instance, is a client."""
    memo = resolver.pass_memo.setdefault(MEMO, {})
    writes = memo.get(inst.module)
    if writes is None:
        writes = memo[inst.module] = callback_writes(resolver.modules[inst.module])
    libraries = resolver.request_libraries()
    return [(fid, write) for fid, write in writes.get((inst.name, prop), [])
            if is_client(resolver.evaluate(write.value, Frame(inst.module, fid, this)),
                         libraries)]
