"""Pass: what the page says a request did once it answers (rule
``side-effect.verb-method-disagree``, its page-message evidence).

A client tells its user what a request did in the callback that runs on its success: a toast
(``toastr.success('Updated Wireguard server interface addresses successfully')`` in a jQuery
``success: function (data) {…}``), a heading written into the page
(``approveDeleteMe(token).then((data) => { node.innerHTML = `<h3>User deleted
successfully</h3>` })``). Such a message is the page's own claim of the side effect: a past
participle of an action word (``deleted``, ``updated``, ``created``, ``sent``, ``approved``)
beside a word of success (:data:`SUCCESS_WORDS`, so that a prompt or a failure text is none),
in the text or in the name of the call showing it (``toast.success(`Definition '${name}' is
updated`)``, ``message.success('Topic partition updated')``: the notifier's own success kind).

The success callbacks of a request (:func:`success_handlers`) are those its own call site
names (a jQuery settings object's ``success``, the first function of a ``.then``/``.done``
chained on it) and those chained on the calls of the function that makes it (its callers'
``wrapper(…).then(cb)``). The texts (:func:`handler_texts`) are the literal strings and the
literal parts of template strings the callback passes to calls or assigns; so is the first
such text a function shows right after the request or the call of the function making it,
with no other call between (:func:`following_text`: ``await deleteUser(id);
toast.success('User deleted successfully')``); a call that only sets the page's own state
(:data:`STATE_SETTERS`, React's ``this.setState(…)``) requests nothing and does not count as
one, and the texts of the callback it is handed run after it (``await this.postApi(…);
this.setState({…}, () => toast.success(`Topic configs '${t}' updated successfully`))``). Each message
found is ``(effect, text, where)`` (:func:`page_claim`; the text without its HTML tags); the first of the calls' messages
(in source order) is the page's claim, and none when two claim different effects.
"""
from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from typing import NamedTuple
from weakref import WeakKeyDictionary

from code2skill.facts import Call, CallSite, Expr, Fn, Lit, Member, Obj, Ref, Tmpl
from code2skill.markdown import one_line
from code2skill.normalize import Observed
from code2skill.values import Where

from .action_words import EFFECTS
from .naming import words

RULE = "side-effect.verb-method-disagree"     # the rule the page's message disputes a method by
# words saying the request went through (a participle beside them is what it did)
SUCCESS_WORDS = frozenset({"successfully", "success", "succeeded", "successful"})
# past participles an ``-ed`` ending does not make, and the action word each is of
IRREGULAR = {"sent": "send", "made": "make", "set": "set", "reset": "reset", "built": "build",
             "written": "write", "done": "do"}
# the methods of a promise or jqXHR whose first function runs on success
SUCCESS_CHAINS = frozenset({"then", "done", "success"})
WRITES = frozenset({"create", "update", "delete"})
# calls that set the page's own state and request nothing (a React class component's)
STATE_SETTERS = frozenset({"setState", "forceUpdate"})
MAX_TEXT = 120                   # characters of a message quoted in a review note
AROUND = "<around>"              # the scope of a call site: the function around it


def claimed_effect(text: str, success: bool = False) -> str | None:
    """The write effect a success message claims (module docstring): ``"User deleted
    successfully"`` → ``delete``, ``"Updated … successfully"`` → ``update``, ``"Invite sent
    successfully"`` → ``create``, ``"Topic partition updated"`` shown by a call named for
    success (``success``: ``toast.success(…)``) → ``update``; ``None`` without a success
    word, without a participle of a write, or with participles of two effects."""
    said = words(text)
    if not success and not SUCCESS_WORDS.intersection(said):
        return None
    found = {effect for w in said if (effect := participle_effect(w)) is not None}
    return found.pop() if len(found) == 1 else None


def participle_effect(word: str) -> str | None:
    """The write effect of the action word ``word`` is the past participle of (``deleted`` →
    ``delete``, ``removed`` → ``delete``, ``sent`` → ``create``), else ``None``."""
    stems = [IRREGULAR[word]] if word in IRREGULAR else [word[:-1], word[:-2]] \
        if word.endswith("ed") and len(word) > 4 else []
    if word.endswith("ied"):
        stems.append(word[:-3] + "y")                # applied → apply
    if len(word) > 5 and word.endswith("ed") and word[-3] == word[-4]:
        stems.append(word[:-3])                      # submitted → submit
    effect = next((EFFECTS[s] for s in stems if s in EFFECTS), None)
    return effect if effect in WRITES else None


def texts_of(expr: Expr) -> list[tuple[str, Where | None]]:
    """The literal text of ``expr``: a string literal, or a template string's literal parts
    joined by spaces; ``[]`` for anything else. The text is quoted source text, so it is
    given on one visible line (:func:`code2skill.markdown.one_line`: a control character such
    as a terminal escape sequence's ESC written as ``\\x1b``, as every quoted text is) before
    any rule reads or quotes it."""
    if isinstance(expr, Lit) and isinstance(expr.value, str):
        return [(one_line(expr.value), expr.span)]
    if isinstance(expr, Tmpl):
        parts = " ".join(p.value for p in expr.parts if isinstance(p, Lit)
                         and isinstance(p.value, str))
        return [(one_line(parts), expr.span)] if parts.strip() else []
    return []


def callee_name(call: Call) -> str:
    """The name a call is made by: ``toast.success(…)`` → ``success``, ``this.setState(…)`` →
    ``setState``, ``notify(…)`` → ``notify``; ``""`` for any other callee."""
    callee = call.callee
    return callee.prop if isinstance(callee, Member) else \
        callee.name if isinstance(callee, Ref) else ""


def success_call(call: Call) -> bool:
    """Whether a call's own name says success (``toast.success``, ``showSuccess``,
    ``notifySuccess``: its last word is one of :data:`SUCCESS_WORDS`)."""
    said = words(callee_name(call))
    return bool(said) and said[-1] in SUCCESS_WORDS


def handler_texts(program, fid: str) -> list[tuple[str, Where, bool]]:
    """``(text, where, success)`` of the literal texts function ``fid`` passes to its calls
    or assigns (:func:`texts_of`), in source order; ``success`` when the call it is passed
    to is named for success (:func:`success_call`)."""
    entry = program.functions.get(fid)
    return scope_texts(program, entry[0], fid) if entry is not None else []


# program → {(module path, scope) → its texts}: each scope read once per run, not once per
# request it makes (a function of 300 requests read its texts 300 times, twice each)
SCOPE_TEXTS: WeakKeyDictionary = WeakKeyDictionary()


def scope_texts(program, path: str, scope: str | None) -> list[tuple[str, Where, bool]]:
    """``(text, where, success)`` of the literal texts the function ``scope`` of module
    ``path`` (``None``: the module's body) passes to its calls or assigns, in source order
    (``success``: :func:`handler_texts`); kept per run (:data:`SCOPE_TEXTS`)."""
    known = SCOPE_TEXTS.setdefault(program, {})
    if (path, scope) not in known:
        known[(path, scope)] = read_scope_texts(program, path, scope)
    return known[(path, scope)]


def read_scope_texts(program, path: str, scope: str | None) -> list[tuple[str, Where, bool]]:
    """:func:`scope_texts`, read from the program's facts."""
    entry = program.functions.get(scope) if scope is not None else None
    exprs = [(a, success_call(site.call)) for site in program.calls_by_scope.get(
        (path, scope), ()) for a in site.call.args]
    exprs += [(a.value, False) for a in entry[1].assignments + entry[1].outer_writes] \
        if entry else []
    found = [(text, (path, span), said) for e, said in exprs for text, span in texts_of(e)
             if span]
    return sorted(found, key=lambda t: t[1][1])


def setter_callback_texts(program, path: str, scope: str | None
                          ) -> list[tuple[str, Where, bool]]:
    """The texts (:func:`scope_texts`) of the callbacks the function ``scope`` hands a call
    that sets the page's state (:data:`STATE_SETTERS`: ``this.setState({…}, () =>
    toast.success('…'))``): they run once the state is set."""
    return [t for site in program.calls_by_scope.get((path, scope), ())
            if callee_name(site.call) in STATE_SETTERS for a in site.call.args
            if isinstance(a, Fn) for t in scope_texts(program, path, a.fid)]


class ScopeOrder(NamedTuple):
    """What :func:`following_text` and :func:`site_at` look up in one function of a module,
    read once per run (:func:`scope_order`): its texts and those of its state setters'
    callbacks sorted by where they start (``text_starts`` their start positions), the spans
    of its calls other than state setters sorted likewise (``call_starts``), and its call
    sites by their call's span (the first site of a span)."""
    texts: list
    text_starts: list
    calls: list
    call_starts: list
    sites: dict


# program → {(module path, scope) → its ScopeOrder}: a function of 3,000 requests read its
# calls once per request (two walks of every call for each one's following text)
SCOPE_ORDERS: WeakKeyDictionary = WeakKeyDictionary()


def scope_order(program, path: str, scope: str | None) -> ScopeOrder:
    """The :class:`ScopeOrder` of function ``scope`` of module ``path`` (``None``: the module's
    body), kept per run (:data:`SCOPE_ORDERS`)."""
    known = SCOPE_ORDERS.setdefault(program, {})
    if (path, scope) not in known:
        sites = program.calls_by_scope.get((path, scope), ())
        texts = sorted(scope_texts(program, path, scope)
                       + setter_callback_texts(program, path, scope), key=lambda t: t[1][1])
        calls = sorted(tuple(s.call.span) for s in sites if s.call.span
                       and callee_name(s.call) not in STATE_SETTERS)
        by_span: dict = {}
        for site in sites:
            by_span.setdefault(site.call.span, site)
        known[(path, scope)] = ScopeOrder(texts, [tuple(t[1][1][:2]) for t in texts], calls,
                                          [c[:2] for c in calls], by_span)
    return known[(path, scope)]


def following_text(program, path: str, scope: str | None, span
                   ) -> list[tuple[str, Where, bool]]:
    """The literal text the function ``scope`` of module ``path`` shows right after the call
    at ``span`` (``await deleteUser(id); toast.success('User deleted successfully')``): its
    first text after the call, its own or that of a state setter's callback
    (:func:`setter_callback_texts`), with no other call between them (a call holding the
    text, the toast's own, and a state setter, :data:`STATE_SETTERS`, do not count); ``[]``
    when another call comes first (``await deleteUser(id); await reload();
    toast.success(…)``: the text may be the reload's). Looked up in the function's
    :class:`ScopeOrder`, not by reading all its calls."""
    order = scope_order(program, path, scope)
    end = tuple(span[2:])
    first = bisect_right(order.text_starts, end)
    if first == len(order.texts):
        return []
    text = order.texts[first]
    start = order.text_starts[first]
    for call in order.calls[bisect_right(order.call_starts, end):
                            bisect_left(order.call_starts, start)]:
        if not call[:2] <= start <= call[2:]:
            return []
    return [text]


def site_at(program, where: Where, scope: str | None = AROUND) -> CallSite | None:
    """The call site fact at ``where`` (its call's span) in function ``scope`` (``None``: the
    module's body; by default the innermost function around ``where``), else ``None``."""
    if scope == AROUND:
        fn = program.function_at(*where)
        scope = fn.fid if fn is not None else None
    return scope_order(program, where[0], scope).sites.get(where[1])


def own_handlers(site: CallSite) -> list[str]:
    """The success callbacks a call site names: its settings object's ``success`` function
    (jQuery's ``$.ajax({success: function (data) {…}})``) and the first function of each
    ``.then``/``.done`` chained on it."""
    found = [p.value.fid for a in site.call.args if isinstance(a, Obj) for p in a.props
             if p.key == "success" and isinstance(p.value, Fn)]
    found += [args[0].fid for method, args, _, _ in site.chain
              if method in SUCCESS_CHAINS and args and isinstance(args[0], Fn)]
    return found


def success_handlers(call: Observed, program) -> list[str]:
    """The functions that run when ``call`` succeeds (module docstring): those its sites name
    (:func:`own_handlers`), then those chained on the calls of the function making it."""
    found: list[str] = []
    for site in call.sites:
        fact = site_at(program, site.where)
        found += own_handlers(fact) if fact is not None else []
    maker = program.function_at(*call.sites[0].where)
    for path, caller, _, span in program.callers.get(maker.fid, []) if maker else []:
        fact = site_at(program, (path, span), caller)
        found += own_handlers(fact) if fact is not None else []
    return list(dict.fromkeys(found))


def awaited_texts(call: Observed, program) -> list[tuple[str, Where, bool]]:
    """The texts shown right after ``call``'s request is made (:func:`following_text`): after
    the site naming the endpoint in the function making it, and after each call of that
    function (``await approveDeleteMe(token); node.innerHTML = '…'``)."""
    where = call.sites[0].where
    maker = program.function_at(*where)
    found = following_text(program, where[0], maker.fid if maker else None, where[1])
    for path, caller, _, span in program.callers.get(maker.fid, []) if maker else []:
        found += following_text(program, path, caller, span)
    return found


def page_claim(calls: list[Observed], program) -> tuple[str, str, Where] | None:
    """``(effect, message, where)`` the page claims of ``calls``' side effect (module
    docstring): the first success message of their success callbacks or shown right after
    them (:func:`awaited_texts`), when all the messages found claim one effect; else
    ``None``."""
    found = [(effect, text, where) for call in calls for text, where, success in [
        t for fid in success_handlers(call, program) for t in handler_texts(program, fid)]
        + awaited_texts(call, program) if (effect := claimed_effect(text, success)) is not None]
    if not found or len({effect for effect, _, _ in found}) > 1:
        return None
    effect, text, where = found[0]
    return effect, " ".join(re.sub(r"<[^>]*>", " ", text).split())[:MAX_TEXT], where
