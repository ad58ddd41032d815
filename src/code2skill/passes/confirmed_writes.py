"""Rule ``policy.confirmation-scope``: a confirmation covers the request it guards, not the
reads its handler makes after that request.

::

    <confirm-form message="Are you sure you want to delete these configs?" @ok="remove()" />
    async remove() {
      for (const item of this.selected) {
        await this.$repositories.config.delete(projectId, item.id)   // what the user confirms
      }
      this.items = await this.$repositories.config.list(projectId)   // a reload of the table
    }

The dialog gates ``remove``, whose GET of the list comes after its DELETE has ended: the
question is about the delete, and the list read is no read that "may change state" (rule
``policy.read-that-writes``) nor a call the user is asked to confirm (rule
``policy.ui-confirmation``). A read counts as following a write in a function when each call
of that function leading to the read starts after a call of it leading to a request of a
writing method (any but GET, HEAD, OPTIONS) has ended — the request's own call site, a wrapper
hop, or the call of another function of the request's chain (the callers
:func:`code2skill.contract.build.chain_functions` follows) — or when the function is a callback
of the promise the write's call returns (``$api.deleteAccount().then(function () {
$config.refreshUser() })``, :func:`settled_write`). A dialog's reach is the function
it runs (a confirmation call's own function, a trigger's handler) and the functions of the
read's chain it calls.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable

from code2skill.facts import Call, Fn, Member

RULE = "policy.confirmation-scope"
READ_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})
SETTLERS = frozenset({"then", "catch", "finally"})       # a promise's callbacks

Chain = list[tuple[str, str]]                 # (module path, function id), nearest first
Spans = dict[tuple[str, str], list[tuple]]    # (path, fid) → spans of its leading calls


def leading_calls(path: str, fid: str, calls: Iterable, chain: Chain, program) -> list[tuple]:
    """The spans of the calls function ``fid`` of module ``path`` makes towards the request of
    ``calls`` (its :class:`~code2skill.requests.Observed` calls, whose call chain and callers
    are ``chain``): a site of the request's chain inside ``fid``, or ``fid``'s call of another
    function of ``chain``."""
    leading = [site.where[1] for call in calls for site in call.sites
               if site.where[0] == path and site.where[1] is not None
               and getattr(program.function_at(*site.where), "fid", None) == fid]
    leading += [where for _, callee in chain
                for caller_path, caller, _, where in program.callers.get(callee, [])
                if caller == fid and caller_path == path and where is not None]
    return leading


def write_calls(clusters: Iterable, program, chain_of: Callable[[list], Chain]) -> Spans:
    """``{(path, fid): spans}``: the calls each function makes towards a request of a writing
    method (:data:`READ_METHODS` excepted), over every function of each such request's chain
    (``chain_of(calls)``); ``clusters`` are the writes' (the caller leaves out a ``POST``
    whose effect is a read: a list or search sent as ``POST``)."""
    found: Spans = {}
    for cluster in clusters:
        if cluster.method.upper() in READ_METHODS:
            continue
        chain = chain_of(cluster.calls)
        for path, fid in chain:
            spans = leading_calls(path, fid, cluster.calls, chain, program)
            if spans:
                found.setdefault((path, fid), []).extend(spans)
    return found


def follows_a_write(starts: Iterable[str], path: str, calls: list, chain: Chain,
                    writes: Spans, program) -> bool:
    """Whether the read of ``calls`` (call chain and callers ``chain``) comes after a write in
    a function a dialog runs: one of the ``starts`` (function ids of module ``path``: the
    dialog's own function or a trigger's handlers) or a function of ``chain`` they reach
    through calls; there each of the function's calls towards the read starts after one of
    its calls towards a write (``writes``: :func:`write_calls`) has ended. A call leading to
    a write is no call towards the read, though both go through one wrapper (``await
    postAction(url.remove, row); getTableData()``, the list read by ``postAction(url.list)``
    too): its arguments make it the write."""
    reached = [(path, fid) for fid in starts]
    for function in reached:                        # (grows while it is walked)
        for callee in chain:
            if callee not in reached and any(
                    (p, caller) == function for p, caller, *_ in program.callers.get(
                        callee[1], [])):
                reached.append(callee)
    for function in reached:
        ends = [span[2:4] for span in writes.get(function, ())]
        made = {tuple(span) for span in writes.get(function, ())}
        reads = [span for span in leading_calls(*function, calls, chain, program)
                 if tuple(span) not in made]      # (a shared wrapper's call: the write's)
        if reads and (ends and all(any(tuple(end) <= tuple(span[:2]) for end in ends)
                                   for span in reads) or settled_write(*function, writes, program)):
            return True
    return False


def settled_write(path: str, fid: str, writes: Spans, program) -> bool:
    """Whether function ``fid`` of module ``path`` is a callback of the promise a write
    returns: handed to ``then``/``catch``/``finally`` of a chain that starts at a call of the
    function around it leading to a writing request (``$api.deleteAccount().then(function ()
    { $config.refreshUser() })``), so all it calls comes after that write has ended."""
    entry = program.functions.get(fid)
    fn = entry[1] if entry is not None and entry[0] == path else None
    if fn is None or fn.parent is None:
        return False
    ends = {tuple(span) for span in writes.get((path, fn.parent), ())}
    for site in program.calls_by_scope.get((path, fn.parent), ()) if ends else ():
        callee = site.call.callee
        if not (isinstance(callee, Member) and callee.prop in SETTLERS and any(
                isinstance(arg, Fn) and arg.fid == fid for arg in site.call.args)):
            continue
        base = callee.obj
        while isinstance(base, Call) and isinstance(base.callee, Member) and \
                base.callee.prop in SETTLERS:
            base = base.callee.obj
        if isinstance(base, Call) and base.span is not None and tuple(base.span) in ends:
            return True
    return False
