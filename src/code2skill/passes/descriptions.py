"""A capability's description: business text the source writes for the request, or a visible
default.

Rule ``description.jsdoc``: the first paragraph of the JSDoc (or, without one, the run of
``//`` line comments, rule ``description.line-doc``) attached to a function on a
call's evidence chain, nearest the call site first (a page's handler, then the service method
it calls), down to the first function documented or handed the URL by its callers (a generic
wrapper ``request(url, options)`` documents itself, not the operation). Only a doc comment
counts, and only one that documents that function:

* a file banner never does: a comment holding ``@file``, ``@fileoverview``, ``@module``,
  ``@license`` or ``@copyright``, licence words (``Copyright``, ``SPDX-License-Identifier``,
  ``Licensed under``, ``MIT License``), or a linter or compiler directive
  (``eslint-disable``, ``@ts-nocheck``) heads a file, whatever function follows it;
* nor does a section ruler (``/** ---- Users ---- */``, ``/* ====== */``): text framed on its
  own line by runs of ``-``/``=``/``*``/``#``/``~`` heads a group of functions. Ruler lines
  around a function's own text (``* *****`` / ``* Create a new monitor`` / ``* *****``) are
  decoration and dropped;
* nor does a doc comment copied from another function (rule ``description.stale-jsdoc``): its
  first word is a plain CRUD verb (:data:`DOC_VERBS`: get, list, create, update, delete …)
  whose side effect differs from that of the documented function's own first word
  (:data:`~code2skill.passes.action_words.EFFECTS`: read, create, update, delete), and none of its first words says that effect (``getMonitorById`` documented ``Create a
  new monitor``; ``saveUser`` documented ``Creates or updates the user`` agrees). The
  description then falls back to the generated sentence, whose evidence names the doc that
  was set aside.

Rule ``description.line-doc``: without a JSDoc, a run of ``//`` lines right above the
function (:mod:`extractors.line_docs`) documents it when its summary reads as documentation
(:func:`reads_as_doc`: the function's own name first, the Go way, or a verb in the third
person, ``Lists the books …``); any other line comment is a developer's note
(``Loaded by index.html``, ``a nested resource: one parameter per segment``). A summary
written the Go way drops that name (``Account returns the parsed configuration`` →
``Returns the parsed configuration``).

Rule ``description.component-doc`` (:mod:`.ui_docs`): the doc of a UI component or hook
on the chain describes what it renders or keeps, not the request: set aside (a hook's kept
when it names a noun of the request's path), the search going on down the chain.

Rules ``description.several-requests`` and ``description.developer-note``
(:mod:`.doc_scope`): the doc of a function making requests to several endpoints describes
that function, not one request; a summary that is a note (``TODO …``, ``There's a strong
temptation …``, ``We …``) describes nothing: set aside, the search going on down the chain.

Rule ``description.merged-sites``: a Tool joining several call sites takes a function's
doc only when that function is on the chain of every one of them (the sites all come from it,
or it is the wrapper they all go through): the doc of one caller (``createFilament``'s
``Create a brand-new filament (and its vendor if needed)`` beside ``importExternalFilament``'s
call of the same ``POST /filament``) says nothing of the others. It is set aside, the search
going on down the chain, and kept in the evidence of that call site
(``/implementation/requests/0/callSites/<i>``).

Otherwise rule ``description.generated``: a sentence generated from the title (a visible
default, ``kind: default``).
"""
from __future__ import annotations

import re

from code2skill.evidence import Evidence, default, observed
from code2skill.normalize import Observed
from code2skill.passes import doc_scope, ui_docs
from code2skill.passes.action_words import EFFECTS
from code2skill.passes.naming import words

BANNER_TAGS = re.compile(r"(?i)(?<![\w@.])@(file|fileoverview|overview|module|license|licence|"
                         r"copyright|preserve)\b")
BANNER_WORDS = re.compile(r"(?i)\bcopyright\b|©|\bSPDX-License-Identifier\b|\blicen[cs]ed "
                          r"under\b|\bMIT License\b|\bApache License\b|\bGNU (?:Affero |Lesser )?"
                          r"General Public License\b|\beslint-(?:disable|enable)\b|"
                          r"@ts-(?:nocheck|ignore|check)\b|\bprettier-ignore\b")
RULER = r"[-=*#~_+/]{3,}"
RULER_LINE = re.compile(rf"^{RULER}$")
FRAMED_LINE = re.compile(rf"^{RULER}\s*\S.*?\s*{RULER}$")
URL_PARAMS = frozenset({"url", "uri", "path", "endpoint", "resource", "route", "href",
                        "input", "pathname", "urlpath", "apipath", "apiurl", "endpointurl"})
# the plain CRUD verbs a doc comment's first word is read by: prose verbs of other senses
# (``Shows a picture``, ``Reads one plant``, ``Requests a token``) prove no contradiction
DOC_VERBS = {"get": "read", "fetch": "read", "list": "read", "retrieve": "read",
             "create": "create", "add": "create", "update": "update", "edit": "update",
             "modify": "update", "delete": "delete", "remove": "delete"}
# how many leading words of a summary may say the documented function's effect
AGREEING_WORDS = 4
STALE_RULE = "description.stale-jsdoc"
# a verb in the third person starting a sentence (``Lists``, ``Publishes``; not ``Address``)
THIRD_PERSON = re.compile(r"[A-Z][a-z]*[^s]s")
# words after a plural noun that start its own verb or qualify it (``Tokens are stored``,
# ``Words that only look glued``)
FOLLOWING_WORDS = frozenset({"are", "were", "have", "had", "do", "did", "can", "could",
                             "will", "would", "should", "must", "may", "might", "need",
                             "that", "which", "who", "whose", "of", "and", "or", "with"})
# words shaped like a verb in the third person that are none
NO_VERBS = frozenset({"always", "sometimes", "perhaps", "besides", "thus", "this", "its",
                      "his", "hers", "ours", "yours", "theirs", "was", "has", "does", "unless",
                      "towards", "afterwards", "whereas", "nevertheless", "less", "plus",
                      "minus", "yes", "various", "previous", "obvious", "serious"})
LINE_DOC_RULE = "description.line-doc"
MERGED_RULE = "description.merged-sites"
# the declared types of parameters that control a call on the client (never sent)
CONTROL_TYPES = re.compile(r"^(AbortSignal|AbortController)(?:\|undefined|\|null)*$")
SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z`])")


def description_of(calls: list[Observed], program, title: str, service: str,
                   places: doc_scope.RequestPlaces | None = None
                   ) -> tuple[str, Evidence, list[tuple[Observed, Evidence]]]:
    """The description of a capability made of ``calls``, its evidence and the docs set
    aside as one call's only (``(call, evidence)``, rule ``description.merged-sites``): the
    summary of the JSDoc of the function naming the endpoint of the first call that has one,
    on the chain of every call (rule ``description.jsdoc``; ``description.line-doc`` for a
    run of ``//`` lines), else ``'<title> (<service> backend).'`` (rule
    ``description.generated``, or ``description.stale-jsdoc`` when a doc comment was set
    aside as another function's, ``description.component-doc`` as a component's or hook's,
    ``description.several-requests`` as a function's making requests to several endpoints of
    ``places`` — every request of the derive —, ``description.developer-note`` as a note,
    ``description.merged-sites`` as one call site's of several)."""
    stale: Evidence | None = None
    aside: Evidence | None = None
    chains = [chain_of(call, program) for call in calls]
    joined = len({call.sites[0].where[:1] + call.sites[0].where[1][:2] for call in calls})
    merged: Evidence | None = None
    on_chain = [{id(fn) for _, fn in chain} for chain in chains]
    own: list[tuple[Observed, Evidence]] = []
    for call, chain in zip(calls, chains):
        for site, fn in chain:
            text = jsdoc_summary(fn.doc) if fn.doc else ""
            if text and fn.doc.startswith("//") and not reads_as_doc(text, fn.name):
                text = ""                        # a developer's note, no documentation
            if not text:
                continue
            kind = ui_docs.ui_kind(fn.name, site.where[0])
            if ui_docs.set_aside(kind, text, call.path_template):
                aside = aside or default(ui_docs.RULE, ui_docs.note(kind, fn.name, text))
                continue                         # a component's or hook's own doc
            if doc_scope.is_developer_note(text):
                aside = aside or default(doc_scope.NOTE_RULE,
                                         doc_scope.developer_note(fn.name, text))
                continue                         # a rationale, a TODO
            count = doc_scope.several_requests(places, site.where[0], fn.span)
            if count:
                aside = aside or default(doc_scope.SEVERAL_RULE,
                                         doc_scope.several_note(fn.name, text, count))
                continue                         # the doc of something bigger than the call
            if disagrees(text, fn.name):
                stale = stale or default(STALE_RULE, f"the JSDoc of {fn.name} ({text!r}) "
                                         "names another action than the function: generated "
                                         "from the name")
                break
            found = observed((site.where[0], fn.span), LINE_DOC_RULE if
                             fn.doc.startswith("//") else "description.jsdoc", fn.name)
            if any(id(fn) not in other for other in on_chain):
                quoted = text[:doc_scope.QUOTED]
                if not own or own[-1][0] is not call:         # (the nearest doc per site)
                    own.append((call, observed((site.where[0], fn.span), MERGED_RULE,
                                               f"the doc of {fn.name}, one call site's of "
                                               f"{joined}: {quoted!r}")))
                merged = merged or default(MERGED_RULE, f"the Tool joins {joined} call "
                                           f"sites; the doc of {fn.name} ({quoted!r}) is on "
                                           "one site's chain only, kept in that call site's "
                                           "evidence: generated from the name")
                continue
            kept, dropped = without_control_sentences(text, fn.params)
            if dropped:                                  # rule description.client-control
                found = found.model_copy(update={"note": (
                    f"{fn.name}; its sentences naming {dropped}, which the client keeps and "
                    "no input offers, left out (rule description.client-control)")})
            return without_own_name(kept, fn.name), found, []
    return f"{title} ({service} backend).", merged or stale or aside or default(
        "description.generated", "generated from the name; no business text found"), own


def control_parameters(params) -> dict[str, str]:
    """Rule ``description.client-control``: the parameters of a documented function that
    control the call on the client and are never sent (an ``AbortSignal`` or
    ``AbortController``, a callback typed as a function), by name → the type's name
    (``'a function'`` for a callback)."""
    found: dict[str, str] = {}
    for param in params:
        text = (param.type_text or "").replace(" ", "")
        control = CONTROL_TYPES.match(text)
        if param.name and (control or "=>" in text):
            found[param.name] = control.group(1) if control else "a function"
    return found


def without_control_sentences(summary: str, params) -> tuple[str, str]:
    """Rule ``description.client-control``: ``summary`` without its sentences naming a
    parameter of :func:`control_parameters` (by its name as a word, or its declared type:
    ``Pass an AbortSignal to cancel a superseded request.``), and what they named
    (``'signal (AbortSignal)'``; ``''`` when none is left out). A summary all of whose
    sentences name one is kept whole."""
    controls = control_parameters(params)
    if not controls:
        return summary, ""
    sentences = SENTENCE_END.split(summary)
    named: list[str] = []
    kept: list[str] = []
    for sentence in sentences:
        hit = next((f"{name} ({kind})" for name, kind in controls.items()
                    if re.search(rf"(?<![\w.]){re.escape(name)}(?!\w)", sentence)
                    or re.search(rf"(?<!\w){re.escape(kind)}(?!\w)", sentence)), None)
        (named.append(hit) if hit else kept.append(sentence))
    if not named or not kept:
        return summary, ""
    return " ".join(kept), ", ".join(dict.fromkeys(named))


def chain_of(call: Observed, program) -> list[tuple[object, object]]:
    """The ``(site, function)`` pairs of ``call``'s chain whose docs may describe it, nearest
    the request first, down to the first function handed the URL by its callers
    (:func:`handed_url`) or a site outside any function."""
    chain: list[tuple[object, object]] = []
    for index, site in enumerate(call.sites):
        fn = program.function_at(*site.where)
        if fn is None or index and handed_url(fn):
            break
        chain.append((site, fn))
    return chain


def handed_url(fn) -> bool:
    """Whether a function is a generic wrapper handed the URL by its callers: a parameter
    named :data:`URL_PARAMS` (``request(url, options)``, ``apiCall(method, path)``)."""
    return any(p.name is not None and p.name.lower() in URL_PARAMS for p in fn.params)


def is_banner(doc: str) -> bool:
    """Whether a comment is a file's banner (see the module docstring), never a function's
    doc."""
    return bool(BANNER_TAGS.search(doc) or BANNER_WORDS.search(doc))


def doc_lines(doc: str) -> list[str]:
    """The text lines of a ``/** … */`` comment, without the comment marks and leading ``*``,
    or of a run of ``//`` line comments (rule ``description.line-doc``), without the ``//``
    marks; ruler lines (``*****``, ``------``) are blank."""
    if doc.lstrip().startswith("//"):
        lines = [re.sub(r"^\s*//+ ?", "", line).strip() for line in doc.strip().splitlines()]
    else:
        lines = [re.sub(r"^\s*\*+ ?", "", line).strip() for line in
                 doc.strip().removeprefix("/**").removesuffix("*/").splitlines()]
    return ["" if RULER_LINE.match(line) else line for line in lines]


def jsdoc_summary(doc: str) -> str:
    """``/** Lists the articles … \n * @param x */`` → ``Lists the articles …``; without
    leading text, the ``@summary`` or ``@description`` tag's text (generated clients); ``""``
    for a banner or a section ruler (``/** ---- Users ---- */``)."""
    if is_banner(doc):
        return ""
    lines = doc_lines(doc)
    summary: list[str] = []
    for line in lines:
        if line.startswith("@") or (summary and not line):
            break
        if line:
            summary.append(line)
    if summary:
        return "" if any(FRAMED_LINE.match(line) for line in summary) else " ".join(summary)
    for tag in ("@summary", "@description"):
        for line in lines:
            if line.startswith(tag + " "):
                return line[len(tag):].strip()
    return ""


def reads_as_doc(summary: str, function: str | None) -> bool:
    """Rule ``description.line-doc``: whether the summary of a run of ``//`` lines reads as
    a function's documentation rather than a developer's note: it starts the Go way, with the
    function's own name and a lower-case word (``Account returns …``), or with a verb in the
    third person (``Lists the books …``: a capitalised word ending in a single ``s``, none
    of :data:`NO_VERBS`, not followed by a verb of its own or a qualifier,
    :data:`FOLLOWING_WORDS`, as ``Tokens are stored`` and ``Words that …`` are)."""
    said = summary.split()
    name = (function or "").rsplit(".", 1)[-1]
    if len(said) < 2:
        return False
    if said[0] == name:
        return said[1][:1].islower()
    return bool(THIRD_PERSON.fullmatch(said[0])) and said[0].lower() not in NO_VERBS \
        and said[1].lower() not in FOLLOWING_WORDS


def without_own_name(summary: str, function: str | None) -> str:
    """A summary written the Go way, the documented function's own name first, as a sentence
    of the business alone: ``('Account returns the account.', 'Client.Account')`` →
    ``'Returns the account.'``; any other summary unchanged (the name is an identifier of
    the code, no word of the business)."""
    name = (function or "").rsplit(".", 1)[-1]
    head, _, rest = summary.partition(" ")
    if not name or head != name or not rest[:1].islower():
        return summary
    return rest[0].upper() + rest[1:]


def effect_of(word: str, vocabulary: dict[str, str] = EFFECTS) -> str | None:
    """The side effect an action verb of ``vocabulary`` names, also in its third person
    (``Creates``, ``Fetches``, ``Verifies``), else ``None``."""
    word = word.lower()
    for stem in (word, word[:-1] if word.endswith("s") else "",
                 word[:-2] if word.endswith("es") else "",
                 word[:-3] + "y" if word.endswith("ies") else ""):
        if stem and stem in vocabulary:
            return vocabulary[stem]
    return None


def disagrees(summary: str, function: str | None) -> bool:
    """Rule ``description.stale-jsdoc``: whether ``summary`` starts with an action verb whose
    effect differs from that of the first word of ``function``'s own name (its last dotted
    part), with none of its first :data:`AGREEING_WORDS` words saying the function's effect."""
    said = re.findall(r"[A-Za-z]+", summary)[:AGREEING_WORDS]
    name = words((function or "").rsplit(".", 1)[-1])
    doc_effect = effect_of(said[0], DOC_VERBS) if said else None
    own = EFFECTS.get(name[0]) if name else None
    if doc_effect is None or own is None or doc_effect == own:
        return False
    return all(effect_of(word) != own for word in said)
