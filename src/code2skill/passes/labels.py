"""Pass: business titles from the UI labels and i18n strings near the component that triggers a
call, and the text of UI texts (confirmation questions) in general.

Rules:

* ``i18n.catalogue`` — a translation call ``t('documents.delete')`` (also ``i18n.t``, ``$t``,
  ``this.$t``, ``translate``, ``intl.formatMessage({id})``) reads the string at that dotted key
  of a locale catalogue: a module-level object literal of the program whose nested keys lead
  to a string literal, or a default-exported one (``export default {…}`` of ``lang/en.js``).
  When several catalogues hold the key, one bound to or kept in a file
  named for English (``en``, ``en-US``, ``en_GB`` …) wins, then the first by path.
* ``i18n.natural-key`` — a key in no catalogue that reads as text (it has a space, or starts
  with a capital letter and has no dot) is its own English text (i18next natural keys:
  ``t("Delete document")``).
* ``i18n.key`` — a translation call whose key neither rule reads (the catalogue is a JSON
  locale file, not a module of the program) shows that key: a confirmation question quotes
  it as a translation key, never as the text the user reads.
* ``title.ui-label`` — the labels of a capability's triggering component are the texts of the
  translation calls in the outermost function that encloses a function on its call chain
  (the component) and every function nested in it. A label is the capability's title when it
  starts with the capability's verb or the verb of the wrapper function that names the
  endpoint (``refundOrder`` → ``refund``), shares a noun with them, and is no question (a
  question is a confirmation text, not a label). The shortest such label wins; none: the
  title generated from the name stays.
* ``title.ui-trigger`` — before those, the labels of the controls (JSX elements,
  :mod:`code2skill.passes.ui_triggers`) whose event handler is a function on the capability's
  call chain or calling it: text children, ``aria-label``/``title``/``label`` and
  ``…Text``/``…Label`` attributes, a form's one submit button; a literal or a translation
  call. The same test applies (verb first, a shared noun, no question); the shortest wins.

Nothing is matched against a fixed list of product words: the label, the name and the wrapper
all come from the client's source.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from code2skill.evidence import observed
from code2skill.contract.models import Evidence
from code2skill.facts import Call, Expr, Lit, Member, Obj, Ref, Span, Tmpl
from code2skill.passes.naming import singular, words
from code2skill.values import ObjV, Value, Where, text_of

KEY_RULE = "i18n.key"
TRANSLATE_FUNCTIONS = frozenset({"t", "$t", "translate", "formatMessage", "tc", "$tc"})
ENGLISH = re.compile(r"(?i)(^|[/._-])en([-_](us|gb))?($|[/._-])")
MAX_LABEL = 60
LABEL_SOURCES = frozenset({"children", "submit", "aria-label", "title", "label"})
LABEL_SUFFIX = re.compile(r"[a-z](Text|Label)$")


@dataclass(frozen=True, slots=True)
class Label:
    """A UI text: ``text`` as the user reads it, ``where`` the translation call showing it,
    ``source`` the catalogue entry it came from (``None`` for a natural key)."""

    text: str
    where: Where
    source: Where | None
    rule: str

    def evidence(self, rule: str | None = None) -> list[Evidence]:
        """The place showing the text (observed, under ``rule`` when given, else the rule
        that read the text) and the catalogue string it came from (observed)."""
        found = [observed(self.where, rule or self.rule, self.text)]
        if self.source is not None:
            found.append(observed(self.source, "i18n.catalogue", self.text))
        return found


def flatten(obj: Obj, prefix: str, path: str) -> dict[str, tuple[str, Where]]:
    """``{dotted key: (text, where)}`` of the string literals of a nested object literal."""
    found: dict[str, tuple[str, Where]] = {}
    for prop in obj.props:
        if prop.key is None:
            continue
        key = prefix + prop.key
        if isinstance(prop.value, Obj):
            found.update(flatten(prop.value, key + ".", path))
        elif isinstance(prop.value, Lit) and isinstance(prop.value.value, str):
            found[key] = (prop.value.value, (path, prop.value.span or prop.span))
    return found


MARKUP_TAG = re.compile(r"</?[A-Za-z][^<>]*>")


def markup_text(text: str) -> str:
    """The words a text with markup shows: its tags dropped, spaces collapsed
    (``'Sure?<br><br><strong>Cannot be undone.</strong>'`` → ``'Sure? Cannot be undone.'``)."""
    return " ".join(MARKUP_TAG.sub(" ", text).split())


class Labels:
    """The UI texts of one program (``program``: the run's
    :class:`~code2skill.program.Program`): locale catalogues, translation calls and the
    labels of the component around a function."""

    def __init__(self, program):
        self.program = program
        self._catalogue: dict[str, tuple[str, Where]] | None = None
        self._component: dict[tuple[str, str], list[Label]] = {}

    @property
    def catalogue(self) -> dict[str, tuple[str, Where]]:
        """``{dotted key: (text, where)}`` over every module-level object literal and default
        exported one (English catalogues first, then by path; the first holder of a key
        wins)."""
        if self._catalogue is None:
            entries = []
            for path in sorted(self.program.modules):
                module = self.program.modules[path]
                for name, exprs in sorted(module.bindings.items()):
                    if len(exprs) == 1 and isinstance(exprs[0], Obj):
                        english = bool(ENGLISH.search(name) or ENGLISH.search(path))
                        entries.append((not english, path, name, exprs[0]))
                for export in module.exports:             # export default { … } (lang/en.js)
                    if export.exported == "default" and isinstance(export.value, Obj):
                        entries.append((not ENGLISH.search(path), path, "default", export.value))
            self._catalogue = {}
            for _, path, _, obj in sorted(entries, key=lambda e: e[:3]):
                for key, found in flatten(obj, "", path).items():
                    self._catalogue.setdefault(key, found)
        return self._catalogue

    def text(self, expr: Expr | None, path: str, fid: str | None) -> Label | None:
        """The UI text an expression shows: a string literal, or a ``+`` chain of string
        literals, its markup tags dropped (``'Sure?<br>' + '<strong>Cannot be undone.
        </strong>'`` → ``"Sure? Cannot be undone."``), or a translation call's text (rules
        ``i18n.catalogue``, ``i18n.natural-key``; its key as found during resolution,
        ``Program.translation_args``: a translation call that is neither a call site nor a UI
        trigger's text shows none); ``None`` otherwise."""
        if isinstance(expr, Lit) and isinstance(expr.value, str) and expr.value.strip():
            return Label(expr.value.strip(), (path, expr.span), None, "ui.literal-text")
        if isinstance(expr, Tmpl) and expr.parts and all(
                isinstance(p, Lit) and isinstance(p.value, str) for p in expr.parts):
            shown = markup_text("".join(p.value for p in expr.parts))
            return Label(shown, (path, expr.span), None, "ui.literal-text") if shown else None
        if not isinstance(expr, Call) or not expr.args or not translation_callee(expr.callee):
            return None
        value = self.program.translation_args.get((path, expr.span, fid))
        key = text_of(value) if value is not None else None
        if isinstance(value, ObjV):                   # intl.formatMessage({id, defaultMessage})
            members = {p.key: text_of(p.value) for p in value.props if p.key}
            key = members.get("id") or members.get("defaultMessage")
        if not key:
            return None
        if key in self.catalogue:
            text, source = self.catalogue[key]
            return Label(text, (path, expr.span), source, "i18n.catalogue")
        if " " in key.strip() or (key[:1].isupper() and "." not in key):
            return Label(key.strip(), (path, expr.span), None, "i18n.natural-key")
        return None

    def key(self, expr: Expr | None, path: str, fid: str | None) -> Label | None:
        """Rule ``i18n.key``: the key of a translation call whose text :meth:`text` cannot
        read (no catalogue of the program holds it: a JSON locale file), as a label whose
        ``text`` is that key, to be quoted as a key; ``None`` for anything else."""
        if not isinstance(expr, Call) or not expr.args or not translation_callee(expr.callee):
            return None
        value = self.program.translation_args.get((path, expr.span, fid))
        key = text_of(value) if value is not None else None
        return Label(key.strip(), (path, expr.span), None, KEY_RULE) \
            if isinstance(key, str) and key.strip() else None

    def component_labels(self, path: str, fid: str) -> list[Label]:
        """The texts of the translation calls in the component around function ``fid`` (its
        outermost enclosing function) and every function nested in it, in source order."""
        functions = self.program.modules[path].functions
        top = fid
        while functions[top].parent in functions:
            top = functions[top].parent
        if (path, top) not in self._component:
            scopes = [top, *self.program.nested_functions(path, top)]
            found = []
            for scope in sorted(scopes, key=lambda f: functions[f].span):
                for site in self.program.calls_by_scope.get((path, scope), []):
                    label = self.text(site.call, path, scope)
                    if label is not None and label.rule != "ui.literal-text":
                        found.append(label)
            self._component[(path, top)] = sorted(found, key=lambda l: l.where[1])
        return self._component[(path, top)]

    def title(self, name: str, wrappers: list[str | None], chain: list[tuple[str, str]]
              ) -> Label | None:
        """Rule ``title.ui-label``: the label naming capability ``name`` among the labels of
        the components around ``chain`` (``(path, fid)`` of the functions on its call chains),
        given the qualified names of the ``wrappers`` that name its endpoint."""
        verbs, nouns = vocabulary(name, wrappers)
        controls = [label for label in self.control_labels(chain)
                    if names_action(label.text, verbs, nouns)]
        if controls:
            return min(controls, key=lambda l: (len(l.text), l.text, l.where[0], l.where[1]))
        candidates = []
        for path, fid in chain:
            for label in self.component_labels(path, fid):
                if names_action(label.text, verbs, nouns):
                    candidates.append(label)
        if not candidates:
            return None
        return min(candidates, key=lambda l: (len(l.text), l.text, l.where[0], l.where[1]))


    def control_labels(self, chain: list[tuple[str, str]]) -> list[Label]:
        """Rule ``title.ui-trigger``: the labels of the controls whose handler is a function
        of ``chain`` — their text children, ``aria-label``, ``title``, ``label`` and
        ``…Text``/``…Label`` attributes, and a form's submit button text (of a confirmation
        component, whose other texts ask a question, its ``…Text``/``…Label`` attributes
        only) — each located at the element (which holds the text), with its catalogue entry
        as the source."""
        found = []
        for trigger in self.program.triggers.reaching(chain):
            dialog = "confirm" in trigger.fact.component.lower()     # its texts ask
            for source, expr in trigger.fact.texts:
                if not LABEL_SUFFIX.search(source) and (dialog or source not in LABEL_SOURCES):
                    continue
                label = self.text(expr, trigger.path, trigger.fact.scope)
                if label is not None:
                    found.append(Label(label.text, (trigger.path, trigger.fact.span),
                                       label.source, "title.ui-trigger"))
        return found


def translation_args(program) -> dict[tuple[str, Span, str | None], Value]:
    """``{(path, call span, scope): value}`` of the first argument of every translation call
    (:func:`translation_callee`) of the program that is a call site or a text of a UI trigger,
    evaluated in its scope: the calls :meth:`Labels.text` reads. Computed during resolution
    (:func:`code2skill.program.resolve_program`; ``program``: the program being frozen, which
    answers ``modules`` and ``value_of``), so the label pass evaluates nothing."""
    from code2skill.recogniser_context import Frame
    found: dict[tuple[str, Span, str | None], Value] = {}
    for path, module in program.modules.items():
        shown = [(site.call, site.scope) for site in module.calls]
        shown.extend((expr, fact.scope) for fact in module.triggers for _, expr in fact.texts)
        for call, scope in shown:
            key = (path, call.span, scope)
            if isinstance(call, Call) and call.args and translation_callee(call.callee) \
                    and key not in found:
                found[key] = program.value_of(call.args[0], Frame(path, scope))
    return found


def translation_callee(callee: Expr) -> bool:
    """``t``/``$t``/``translate`` or a member call of one (``i18n.t``, ``intl.formatMessage``)."""
    name = callee.name if isinstance(callee, Ref) else \
        callee.prop if isinstance(callee, Member) else None
    return name in TRANSLATE_FUNCTIONS


def vocabulary(name: str, wrappers: list[str | None]) -> tuple[set[str], set[str]]:
    """The verbs (first words) and singular nouns (other words) of a capability name and of
    the wrapper functions naming its endpoint."""
    verbs, nouns = set(), set()
    for text in [name, *(w.split(".")[-1] for w in wrappers if w)]:
        parts = words(text)
        if parts:
            verbs.add(parts[0])
            nouns.update(singular(w) for w in parts[1:])
    return verbs, nouns


def names_action(text: str, verbs: set[str], nouns: set[str]) -> bool:
    """A label that starts with one of ``verbs``, names one of ``nouns`` and asks nothing."""
    parts = words(text)
    return bool(parts) and len(text) <= MAX_LABEL and not text.rstrip().endswith("?") \
        and parts[0] in verbs and any(singular(w) in nouns for w in parts[1:])
