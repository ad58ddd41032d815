"""Pass: what the page says a request did once it answers (rule
``side-effect.verb-method-disagree``, its page-message evidence).

A client tells its user what a request did in the callback that runs on its success: a toast
(``toastr.success('Updated Wireguard server interface addresses successfully')`` in a jQuery
``success: function (data) {…}``), a heading written into the page
(``approveDeleteMe(token).then((data) => { node.innerHTML = `<h3>User deleted
successfully</h3>` })``). Such a message is the page's own claim of the side effect: a past
participle of an action word (``deleted``, ``updated``, ``created``, ``sent``, ``approved``)
beside a word of success (:data:`SUCCESS_WORDS`, so that a prompt or a failure text is none).

The success callbacks of a request (:func:`success_handlers`) are those its own call site
names (a jQuery settings object's ``success``, the first function of a ``.then``/``.done``
chained on it) and those chained on the calls of the function that makes it (its callers'
``wrapper(…).then(cb)``). The texts (:func:`handler_texts`) are the literal strings and the
literal parts of template strings the callback passes to calls or assigns; so is the first
such text a function shows right after the request or the call of the function making it,
with no other call between (:func:`following_text`: ``await deleteUser(id);
toast.success('User deleted successfully')``). Each message
found is ``(effect, text, where)`` (:func:`page_claim`; the text without its HTML tags); the first of the calls' messages
(in source order) is the page's claim, and none when two claim different effects.
"""
from __future__ import annotations

import re

from code2skill.facts import CallSite, Expr, Fn, Lit, Obj, Tmpl
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
MAX_TEXT = 120                   # characters of a message quoted in a review note
AROUND = "<around>"              # the scope of a call site: the function around it


def claimed_effect(text: str) -> str | None:
    """The write effect a success message claims (module docstring): ``"User deleted
    successfully"`` → ``delete``, ``"Updated … successfully"`` → ``update``, ``"Invite sent
    successfully"`` → ``create``; ``None`` without a success word, without a participle of a
    write, or with participles of two effects."""
    said = words(text)
    if not SUCCESS_WORDS.intersection(said):
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
    joined by spaces; ``[]`` for anything else."""
    if isinstance(expr, Lit) and isinstance(expr.value, str):
        return [(expr.value, expr.span)]
    if isinstance(expr, Tmpl):
        parts = " ".join(p.value for p in expr.parts if isinstance(p, Lit)
                         and isinstance(p.value, str))
        return [(parts, expr.span)] if parts.strip() else []
    return []


def handler_texts(program, fid: str) -> list[tuple[str, Where]]:
    """``(text, where)`` of the literal texts function ``fid`` passes to its calls or
    assigns (:func:`texts_of`), in source order."""
    entry = program.functions.get(fid)
    return scope_texts(program, entry[0], fid) if entry is not None else []


def scope_texts(program, path: str, scope: str | None) -> list[tuple[str, Where]]:
    """``(text, where)`` of the literal texts the function ``scope`` of module ``path``
    (``None``: the module's body) passes to its calls or assigns, in source order."""
    entry = program.functions.get(scope) if scope is not None else None
    exprs = [a for site in program.calls_by_scope.get((path, scope), ()) for a in site.call.args]
    exprs += [a.value for a in entry[1].assignments + entry[1].outer_writes] if entry else []
    found = [(text, (path, span)) for e in exprs for text, span in texts_of(e) if span]
    return sorted(found, key=lambda t: t[1][1])


def following_text(program, path: str, scope: str | None, span) -> list[tuple[str, Where]]:
    """The literal text the function ``scope`` of module ``path`` shows right after the call
    at ``span`` (``await deleteUser(id); toast.success('User deleted successfully')``): its
    first text after the call with no other call between them (a call holding the text, the
    toast's own, does not count); ``[]`` when another call comes first (``await
    deleteUser(id); await reload(); toast.success(…)``: the text may be the reload's)."""
    after = [(text, where) for text, where in scope_texts(program, path, scope)
             if where[1][:2] > span[2:]]
    if not after:
        return []
    text, where = after[0]
    between = [s for s in program.calls_by_scope.get((path, scope), ())
               if s.call.span and span[2:] < s.call.span[:2] < where[1][:2]
               and not s.call.span[:2] <= where[1][:2] <= s.call.span[2:]]
    return [] if between else [(text, where)]


def site_at(program, where: Where, scope: str | None = AROUND) -> CallSite | None:
    """The call site fact at ``where`` (its call's span) in function ``scope`` (``None``: the
    module's body; by default the innermost function around ``where``), else ``None``."""
    if scope == AROUND:
        fn = program.function_at(*where)
        scope = fn.fid if fn is not None else None
    return next((s for s in program.calls_by_scope.get((where[0], scope), ())
                 if s.call.span == where[1]), None)


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


def awaited_texts(call: Observed, program) -> list[tuple[str, Where]]:
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
    found = [(effect, text, where) for call in calls for text, where in [
        t for fid in success_handlers(call, program) for t in handler_texts(program, fid)]
        + awaited_texts(call, program) if (effect := claimed_effect(text)) is not None]
    if not found or len({effect for effect, _, _ in found}) > 1:
        return None
    effect, text, where = found[0]
    return effect, " ".join(re.sub(r"<[^>]*>", " ", text).split())[:MAX_TEXT], where
