"""Angular component templates: the output bindings of confirmation components only.

Rule ``ui.angular-confirm-output``: an Angular ``*.component.html`` template is read for one
thing, the methods a confirmation component's confirming output runs::

    <a nz-popconfirm nzTitle="{{ 'Are you sure you want to delete?' | translate }}"
       (nzOnConfirm)="onDeleteNotebook(data.notebookId)">Delete</a>
    <button mwlConfirmationPopover (confirm)="remove(item)">Remove</button>

An element is a confirmation component when its tag or one of its attribute names contains
``confirm`` (ng-zorro's ``nz-popconfirm``, angular-confirmation-popover's
``mwlConfirmationPopover``, an ``<app-confirm-button>``); its outputs named for the yes
(:data:`CONFIRMING_OUTPUT`: ``(nzOnConfirm)``, ``(nzOnOk)``, ``(confirm)``, ``(confirmed)``,
``(onConfirm)``, ``(accept)``) are its handlers, each naming the component class's method it
calls (``Ref('onDeleteNotebook')``); any other output (``(click)``, ``(nzOnCancel)``) runs
without a confirmation and is not kept. The element's title texts (``nzTitle``,
``nzPopconfirmTitle``, ``popoverTitle``, ``title``, ``message``), as literal text or one
quoted literal piped through a translation (``{{ 'Are you sure?' | translate }}``), are its
question. A template holding no such binding is no source (:func:`confirming_template`), so
the other templates stay unread; a component's inline ``template: `…``` is read the same way,
in its module (:func:`inline_template_triggers`). One :class:`~code2skill.facts.UITrigger`
per element, its scope ``None``: the methods are resolved against the template's component
class (the class of the ``.component.ts`` beside it, or of the module holding the inline
template, declaring the method).
"""
from __future__ import annotations

import hashlib
import re

from tree_sitter import Node

from code2skill.facts import Lit, ModuleFacts, UITrigger
from code2skill.redact import redact

from .languages import html_elements
from .ui_triggers import CALLEE, dotted

RULE = "ui.angular-confirm-output"
TEMPLATE_SUFFIX = ".component.html"
CONFIRMING_OUTPUT = re.compile(r"^(?:nzOn|on)?(?:Confirm|Ok|OK|Accept|Yes)$"
                               r"|^(?:confirm|confirmed|accept|accepted|ok)$")
OUTPUT = re.compile(r"^\(\s*([\w.-]+)\s*\)$")                 # (nzOnConfirm)
# a template that binds a confirming output (of an element named for a confirmation: the
# template names one, CONFIRM_NAME, in any order)
MENTION = re.compile(rb"(?i)\(\s*(?:nzOn|on)?(?:confirm|ok|accept|yes)(?:ed)?\s*\)\s*=")
CONFIRM_NAME = re.compile(rb"(?i)confirm")
TITLE = re.compile(r"(?i)^(?:nz)?(?:popconfirm|popover)?(?:title|message|content)$")
PIPED = re.compile(r"""^\{\{\s*(['"])(.*?)\1\s*(?:\|\s*[\w.]+(?:\s*:[^|}]*)?\s*)*\}\}$""")
TAGS = frozenset({"start_tag", "self_closing_tag"})
INLINE_TEMPLATE = re.compile(rb"\btemplate\s*:\s*`([^`$]*)`")   # @Component({template: `…`})
NOT_NEWLINE = re.compile(rb"[^\n]")


def is_template(path: str) -> bool:
    """Whether ``path`` names an Angular component template (``*.component.html``)."""
    return path.lower().endswith(TEMPLATE_SUFFIX)


def confirming_template(path: str, head: bytes) -> bool:
    """Whether the file ``path`` (its first bytes ``head``) is an Angular component template
    binding a confirmation component's confirming output (:data:`MENTION`), the only
    templates read."""
    return is_template(path) and mentions(head)


def mentions(data: bytes) -> bool:
    """Whether ``data`` binds a confirming output (:data:`MENTION`) and names a confirmation
    (:data:`CONFIRM_NAME`), in either order."""
    return MENTION.search(data) is not None and CONFIRM_NAME.search(data) is not None


def inline_template_triggers(data: bytes, span) -> list[UITrigger]:
    """The confirmation triggers (:func:`confirm_triggers`) of the inline templates of a
    TypeScript component module ``data`` (``@Component({template: `…`})``: a template string
    holding no ``${…}``), read in place: the module with every byte outside its templates
    blank, so rows and columns stay the module's; none when no template binds a confirming
    output (:func:`mentions`)."""
    if not mentions(data):
        return []
    blank = bytearray(NOT_NEWLINE.sub(b" ", data))
    for found in INLINE_TEMPLATE.finditer(data):
        if mentions(found.group(1)):
            blank[found.start(1):found.end(1)] = found.group(1)
    return confirm_triggers(bytes(blank), span) if bytes(blank).strip() else []


def template_module(path: str, data: bytes, span) -> ModuleFacts:
    """The facts of an Angular template: its confirmation components' triggers alone
    (:func:`confirm_triggers`); ``span`` converts a node into a span."""
    facts = ModuleFacts(path=path, language="ng-template",
                        sha256=hashlib.sha256(data).hexdigest())
    facts.triggers = confirm_triggers(data, span)
    return facts


def confirm_triggers(data: bytes, span) -> list[UITrigger]:
    """One trigger per element of the template ``data`` that is a confirmation component
    with a confirming output naming a method (module docstring)."""
    found = []
    for tag in html_elements(data, TAGS):
        trigger = confirm_trigger(data, tag, span)
        if trigger is not None:
            found.append(trigger)
    return found


def confirm_trigger(data: bytes, tag: Node, span) -> UITrigger | None:
    """The trigger of one start tag, ``None`` unless it is a confirmation component binding a
    confirming output to a method."""
    def text(node: Node) -> str:
        return data[node.start_byte:node.end_byte].decode("utf-8", "replace")
    name, component, handlers, texts = "", None, [], []
    for child in tag.named_children:
        if child.type == "tag_name":
            name = text(child)
            component = name if "confirm" in name.lower() else component
        if child.type != "attribute" or not child.named_children:
            continue
        key = text(child.named_children[0])
        value = child.named_children[1] if len(child.named_children) > 1 else None
        raw = text(value).strip().strip("\"'") if value is not None else ""
        output = OUTPUT.match(key)
        if output is None and "confirm" in key.lower() and component is None:
            component = key.strip("[]")               # nz-popconfirm, [mwlConfirmationPopover]
        if output is not None and CONFIRMING_OUTPUT.match(output.group(1)):
            callee = CALLEE.match(raw)
            if callee is not None:
                handlers.append((output.group(1), dotted(callee.group(1), span(value))))
        elif output is None and TITLE.match(key) and raw:
            piped = PIPED.match(raw)
            shown = piped.group(2) if piped else raw if "{{" not in raw else None
            if shown:
                texts.append(("title", Lit(redact(shown), span(value))))
    if component is None or not handlers:
        return None
    element = tag.parent if tag.type == "start_tag" else tag
    return UITrigger(component, tuple(handlers), (), tuple(texts), span(element), None)
