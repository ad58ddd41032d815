"""Pass: a page's password login form proves a session on the page's own origin (rule
``auth.login-form``).

A server-rendered app often signs in with a plain HTML form, no script involved (a template
``login.html.tt2`` holding ``<form name='loginForm' method='post'>`` with one ``<input
type='password' name='password'>``): the browser posts the password to the page's own origin
and keeps the session cookie the answer sets, then sends it with every same-origin request the
app's scripts make. Such a form is a password login (:class:`~.same_origin_session.Login`)
for rule ``auth.same-origin-session`` when the source shows no login call of its own.

A form is a login form (:func:`login_form_at`) when

* its ``method`` is ``post`` (a form without one sends a ``GET``; a script-driven form, an
  AngularJS ``ng-submit`` or a React ``onSubmit`` one, names none);
* it holds exactly one ``<input type="password">`` (two are a sign-up or a password change);
* its ``action`` is absent or empty (the page's own address) or names no other origin (no
  scheme, no ``//``);
* the words of its ``action``, ``name`` and ``id`` and of the page's file name hold a login word
  (:data:`~.same_origin_session.LOGIN_WORDS`: ``login``, ``signin``, ``logon`` …) and no
  account creation or recovery word (:func:`~.same_origin_session.account_words`:
  ``register``, ``reset`` …).

Pages (:func:`login_pages`) are the HTML pages and server page templates under the analysed
root (:data:`~.page_scripts.PAGE_SUFFIXES`, and any ``*.html.<ext>`` template:
``login.html.tt2``, ``index.html.ep``) and the single-file components whose template a
router shows as a page (:data:`COMPONENT_SUFFIXES`: ``src/components/login.vue`` holding
``<form action="" method="post">``, which the browser posts to the page's own address, the
route ``/login`` the server also answers); a component's form with a submit handler
(:data:`SUBMIT_HANDLER`: ``@submit.prevent``, ``v-on:submit``, ``on:submit``) is the
script's, not the browser's, and is none; dependency and hidden folders left out, and neither test
code (:data:`~code2skill.discover.TEST_CODE`, a root ``tests/`` folder) nor a file or folder
discovery skipped. At most :data:`~.page_scripts.MAX_PAGES` pages of
:data:`~.page_scripts.PAGE_CAP` bytes each are read; an unreadable page is passed over; each
``<form>`` is read up to :data:`FORM_CAP` characters, each character of a page once, and the
first :data:`MAX_FORMS` forms of a page only.
"""
from __future__ import annotations

import os
import re
from dataclasses import replace
from itertools import islice
from pathlib import Path
from typing import Callable, Iterable, Iterator

from code2skill.contract.models import Evidence
from code2skill.discover import TEST_CODE, glob_spec, package_test_folder
from code2skill.safe_io import escape_surrogates, read_head_in_root

from .page_scripts import MAX_PAGES, PAGE_CAP, PAGE_SUFFIXES, SKIPPED_FOLDERS
from .same_origin_session import LOGIN_WORDS, Login, account_words, words

RULE = "auth.login-form"
FORM_CAP = 20_000           # characters of a form read after its start tag
MAX_FORMS = 200             # forms of a page read
# a tag's attribute text: no `<` or `>` but inside an ERB/JSP/PHP construct (`<%= url %>`),
# so a scan for a tag stops at the next tag and the whole page is read in linear time
TAG_TEXT = r"(?:[^<>]|<[%?][^<>]{0,200}[%?]>){0,2000}"
FORM_TAG = re.compile(rf"<form\b({TAG_TEXT})>|</form\s*>", re.I)
INPUT_TAG = re.compile(rf"<input\b({TAG_TEXT})>", re.I)
ATTRIBUTE = r"(?<![\w:.-]){name}\s*=\s*(?:\"([^\"]*)\"|'([^']*)'|([^\s>\"']+))"
OTHER_ORIGIN = re.compile(r"^\s*(?:[a-z][a-z0-9+.-]*:|//)", re.I)
# single-file components whose ``<template>`` may hold a page's plain form
COMPONENT_SUFFIXES = (".vue", ".svelte")
# a form's submit handler in a component's template (Vue, Svelte 4 and 5)
SUBMIT_HANDLER = re.compile(r"(?:@|v-on:|on:|\bon)submit\b", re.I)


def form_logins(root: Path, same_origin: frozenset[str], skip: Callable[[str], bool]
                ) -> dict[str, Login]:
    """``{service id: login}`` for rule ``auth.same-origin-session``: the first of the
    ``same_origin`` service ids (sorted) with the pages' login form (:func:`page_login`), which
    covers the others too; ``{}`` when there is no such service or form."""
    if not same_origin:
        return {}
    found = page_login(root, skip)
    first = min(same_origin)
    return {} if found is None else {first: replace(found, service=first)}


def page_login(root: Path, skip: Callable[[str], bool]) -> Login | None:
    """The first login form (module docstring) of the pages under ``root`` (sorted) that
    ``skip`` does not leave out, as a :class:`Login` for ``service`` ``""`` (the caller gives
    it the service it logs in to); ``None`` when there is none."""
    for page in login_pages(root):
        if skip(page):
            continue
        try:
            text = read_head_in_root(root, page, PAGE_CAP).decode("utf-8", "replace")
        except OSError:
            continue
        found = login_form_at(page, text)
        if found is not None:
            return found
    return None


def out_of_scope(skipped: Iterable[str], exclude: Iterable[str] = ()
                 ) -> Callable[[str], bool]:
    """Whether a page is left out (module docstring): ``skipped``, the paths discovery
    skipped (a folder ending in ``/``), ``exclude``, the scope's ``--exclude`` globs."""
    left = frozenset(skipped)
    folders = tuple(p for p in left if p.endswith("/"))
    tests, excluded = glob_spec(TEST_CODE), glob_spec(tuple(exclude))

    def skip(rel: str) -> bool:
        name = escape_surrogates(rel)
        return rel in left or rel.startswith(folders) or tests.match_file(name) or \
            excluded.match_file(name) or package_test_folder(rel, {""})
    return skip


def login_pages(root: Path) -> Iterable[str]:
    """The relative paths of the pages under ``root`` (module docstring), sorted by folder
    walk, at most :data:`MAX_PAGES`."""
    count = 0
    for folder, dirs, files in os.walk(root):
        dirs[:] = sorted(d for d in dirs if d not in SKIPPED_FOLDERS and not d.startswith("."))
        rel = os.path.relpath(folder, root)
        for name in sorted(files):
            lower = name.lower()
            if lower.endswith(PAGE_SUFFIXES + COMPONENT_SUFFIXES) or ".html." in lower:
                yield name if rel == "." else f"{rel}/{name}".replace(os.sep, "/")
                count += 1
                if count >= MAX_PAGES:
                    return


def login_form_at(page: str, text: str) -> Login | None:
    """The first login form of the page ``page`` (its text ``text``) as a :class:`Login`
    whose evidence is the form's start tag (rule :data:`RULE`), else ``None``; in a
    component (:data:`COMPONENT_SUFFIXES`) a form with a submit handler is none."""
    for start, body in islice(forms(text), MAX_FORMS):
        attributes = start.group(1)
        method = attribute(attributes, "method")
        action = attribute(attributes, "action") or ""
        passwords = [i for i in INPUT_TAG.finditer(body)
                     if (attribute(i.group(1), "type") or "").lower() == "password"]
        if (method or "").strip().lower() != "post" or len(passwords) != 1 or \
                OTHER_ORIGIN.match(action) or page.lower().endswith(COMPONENT_SUFFIXES) \
                and SUBMIT_HANDLER.search(attributes):
            continue
        named = " ".join([action, attribute(attributes, "name") or "",
                          attribute(attributes, "id") or "", page.rsplit("/", 1)[-1]])
        if not words(named) & LOGIN_WORDS or account_words(named):
            continue
        path = action.strip() if action.strip().startswith("/") else ""
        target = f"POST {path}" if path else "a POST to its own page"
        return Login("", path, form=page, evidence=span(page, text, start.start(), start.end(), (
            f"the page's password login form ({target}) signs in on the page's own origin; "
            "the browser sends the session cookie it sets with every same-origin request")))
    return None


def forms(text: str) -> Iterator[tuple[re.Match[str], str]]:
    """Each ``<form>`` start tag of ``text`` with its content: up to its ``</form>``, the next
    form's start tag or :data:`FORM_CAP` characters, whichever comes first (forms do not
    nest), so every character is read once."""
    opened: re.Match[str] | None = None
    for tag in FORM_TAG.finditer(text):
        if opened is not None:
            yield opened, text[opened.end():min(tag.start(), opened.end() + FORM_CAP)]
        opened = tag if tag.group(0)[1] != "/" else None
    if opened is not None:
        yield opened, text[opened.end():opened.end() + FORM_CAP]


def attribute(attributes: str, name: str) -> str | None:
    """The value of the attribute ``name`` in a start tag's attribute text, else ``None``."""
    found = re.search(ATTRIBUTE.format(name=name), attributes, re.I)
    return None if found is None else next(g for g in found.groups() if g is not None)


def span(page: str, text: str, begin: int, end: int, note: str) -> Evidence:
    """Inferred evidence of rule :data:`RULE` at characters ``begin``..``end`` of ``text``
    (lines and columns 1-based, the end column exclusive)."""
    def place(at: int) -> tuple[int, int]:
        return text.count("\n", 0, at) + 1, at - (text.rfind("\n", 0, at) + 1) + 1
    line, column = place(begin)
    end_line, end_column = place(end)
    return Evidence(file=page, line=line, column=column, endLine=end_line,
                    endColumn=end_column, kind="inferred", rule=RULE, note=note)
