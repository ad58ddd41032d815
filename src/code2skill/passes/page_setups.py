"""Pass: ``$.ajaxSetup`` sets the defaults of the page that runs it, not of the whole program.

Rule ``jquery.page-setup``: rule ``jquery.setup`` gives the credential header a ``$.ajaxSetup``
call sets (``headers``, a ``beforeSend`` header) to every jQuery request, which is right when
one page runs every script (a bundle, a single page, a script a layout loads). In a site of
server pages it is not: ``$.ajaxSetup({headers: {'x-api-key': accessToken}})`` in
``js/kiosk.js``, which only ``Views/Kiosk/Index.cshtml`` loads with a ``<script src>`` tag,
authenticates the kiosk page's requests, while the scripts other pages load keep their own
session. So, when the pages of the analysed folder (:func:`script_pages`) show the script
holding the setup loaded by pages (or the setup written in a page's inline script) none of which is a layout (:func:`layout_page`: a page
other pages are wrapped in, ``_Layout.cshtml``, ``base.html``, ``layouts/application.html.erb``),
a request keeps the setup's auth only when one file of its call chain is that script, one of
those pages, or a script loaded by those pages alone; every other request loses it, and one
``low`` review item per setup names the pages and counts the requests that lose it (the tool
cannot tell which page runs a script no page names, nor the auth those requests use there).
A page that includes server templates (:data:`SERVER_INCLUDE`: ``<?php require "header.php"
?>``, ``{% extends "base.html" %}``, ``<!--#include …-->``, ``@Html.Partial``, ``Layout =``)
may load the setup's script through one the tool does not follow: the item names those
pages and the requests of their scripts, whose auth cannot be told either way.
A setup in a script no page names (a module a bundle imports), or one a layout loads, stays
every request's.
"""
from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import replace
from pathlib import Path, PurePosixPath

from code2skill.contract.models import ReviewItem
from code2skill.evidence import observed
from code2skill.normalize import Observed
from code2skill.passes.page_scripts import PAGE_SUFFIXES, page_texts, script_sources
from code2skill.requests import AuthHint

RULE = "jquery.page-setup"
SETUP_RULE = "jquery.setup"
# words of a page's path that say other pages are wrapped in it
LAYOUT_WORDS = frozenset({"layout", "layouts", "base", "master", "header", "footer", "head",
                          "shared", "skeleton", "wrapper", "frame"})
SHOWN = 5           # endpoints named in an item
# a server page's directive that includes another template, which may load more scripts
SERVER_INCLUDE = re.compile(r"\b(?:require|include)(?:_once)?\s*\(?\s*[\"'$]"
                            r"|\{%-?\s*(?:extends|include|import)\b|<!--#include\b"
                            r"|@(?:await\s+)?Html\.(?:Render)?Partial|\bLayout\s*=|\{\{>"
                            r"|<%=?\s*render\b|<jsp:include\b|<%@\s*include\b")


def script_pages(root: Path, files: Iterable[str], pages: Iterable[str]
                 ) -> tuple[dict[str, frozenset[str]], frozenset[str]]:
    """``(loads, including)``: each of ``files`` (analysed paths, relative to ``root``) that
    one of ``pages`` (the run's pages) loads with a ``<script src>`` tag → those pages (relative paths), and
    the pages that include server templates (:data:`SERVER_INCLUDE`). A tag's path names a
    file as rule ``scope.page-script`` reads it (from the page's folder or the root), else,
    with a web root prefix (``~/js/a.js``, ``/js/a.js``), the one analysed file ending with
    that path (``wwwroot/js/a.js``); a path that several files end with names none."""
    files = set(files)
    ends: dict[str, list[str]] = {}
    for path in files:
        parts = path.split("/")
        for k in range(1, len(parts)):
            ends.setdefault("/".join(parts[k:]), []).append(path)
    loads: dict[str, set[str]] = {}
    including: set[str] = set()
    for page, text in page_texts(root, pages):
        if SERVER_INCLUDE.search(text):
            including.add(page)
        for source in script_sources(page, text):
            target = source if source in files else web_root_file(source, ends)
            if target is not None:
                loads.setdefault(target, set()).add(page)
    return {path: frozenset(found) for path, found in loads.items()}, frozenset(including)


def web_root_file(source: str, ends: dict[str, list[str]]) -> str | None:
    """The one analysed file a script path relative to the web root names (``~/js/a.js`` →
    ``wwwroot/js/a.js``): ``ends`` maps each tail of the analysed paths to their files."""
    tail = re.sub(r"^(?:.*/)?~/", "", source)
    found = ends.get(tail, [])
    return found[0] if len(found) == 1 else None


def layout_page(page: str) -> bool:
    """Whether ``page``'s path names a page other pages are wrapped in (a word of
    :data:`LAYOUT_WORDS` in a folder or file name: ``Views/Shared/_Layout.cshtml``,
    ``templates/base.html``)."""
    said = {w for part in PurePosixPath(page).parts
            for w in re.findall(r"[a-z]+", part.lower())}
    return bool(said & LAYOUT_WORDS)


def page_scoped(call: Observed, setup_file: str, on: frozenset[str],
                loads: dict[str, frozenset[str]]) -> bool:
    """Whether ``call`` runs on the pages ``on`` that load ``setup_file``: a file of its call
    chain is that script, one of those pages, or a script only those pages load."""
    chain = {site.where[0] for site in call.sites if site.where is not None}
    return any(f == setup_file or f in on or (loads.get(f) and loads[f] <= on)
               for f in chain)


def page_setups(calls: list[Observed], root: Path, files: Iterable[str], pages: Iterable[str]
                ) -> tuple[list[Observed], list[ReviewItem]]:
    """The calls, each made off the pages of a page-scoped ``$.ajaxSetup`` (module
    docstring) without that setup's auth hints, and one ``low`` review item per such setup
    that any call lost."""
    setups = {h.where[0] for c in calls for h in c.auth
              if h.rule == SETUP_RULE and h.where is not None}
    if not setups:
        return calls, []
    loads, including = script_pages(root, files, pages)
    on = {f: loads.get(f) or (frozenset({f}) if f.lower().endswith(PAGE_SUFFIXES)
                              else frozenset()) for f in setups}
    scoped = {f: found for f, found in on.items()
              if found and not any(layout_page(p) for p in found)}
    lost: dict[str, list[Observed]] = {}
    out = []
    for call in calls:
        dropped = {h.where[0] for h in call.auth if h.rule == SETUP_RULE and h.where
                   is not None and h.where[0] in scoped
                   and not page_scoped(call, h.where[0], scoped[h.where[0]], loads)}
        for f in dropped:
            lost.setdefault(f, []).append(call)
        out.append(replace(call, auth=tuple(h for h in call.auth if not (
            h.rule == SETUP_RULE and h.where is not None and h.where[0] in dropped)))
            if dropped else call)
    return out, [item(f, scoped[f], lost[f], setup_hints(calls, f), untold(lost[f], loads,
                                                                          including))
                 for f in sorted(lost)]


def untold(calls: list[Observed], loads: dict[str, frozenset[str]], including: frozenset[str]
           ) -> tuple[list[str], list[Observed]]:
    """``(pages, calls)``: the pages ``including`` server templates that load a file of the
    call chain of one of ``calls``, and those calls (whether such a page runs the setup's
    script cannot be told)."""
    found: set[str] = set()
    unsure: list[Observed] = []
    for call in calls:
        on = {p for site in call.sites if site.where is not None
              for p in loads.get(site.where[0], ()) if p in including}
        if on:
            found |= on
            unsure.append(call)
    return sorted(found), unsure


def setup_hints(calls: list[Observed], setup_file: str) -> list[AuthHint]:
    """The distinct ``jquery.setup`` hints of ``setup_file`` the calls carry, in order."""
    return list(dict.fromkeys(h for c in calls for h in c.auth
                              if h.rule == SETUP_RULE and h.where is not None
                              and h.where[0] == setup_file))


def item(setup_file: str, on: frozenset[str], lost: list[Observed],
         hints: list[AuthHint], unknown: tuple[list[str], list[Observed]]) -> ReviewItem:
    """The review item of one page-scoped setup whose auth ``lost`` calls do not get;
    ``unknown`` is :func:`untold` of them."""
    endpoints = sorted({f"{c.method} {c.path_template}" for c in lost})
    shown = listed(endpoints)
    including, untold_calls = unknown
    cannot = "" if not untold_calls else (
        f"; {', '.join(including)} include{'s' * (len(including) == 1)} server templates the "
        f"tool does not follow, which may load {setup_file}, so for "
        f"{listed(sorted({f'{c.method} {c.path_template}' for c in untold_calls}))} whether "
        "it applies cannot be told")
    kinds = ", ".join(dict.fromkeys(f"{h.kind} ({h.note})" if h.note else h.kind
                                    for h in hints))
    return ReviewItem(
        severity="low", capability=None,
        message=(f"$.ajaxSetup in {setup_file} sets {kinds} for the pages that load it "
                 f"({', '.join(sorted(on))}), not for the whole program: the "
                 f"{len(endpoints)} request{'s' * (len(endpoints) != 1)} of scripts other "
                 f"pages load ({shown}) {'is' if len(endpoints) == 1 else 'are'} not given "
                 f"it{cannot}; which auth those pages use "
                 f"the source does not show; confirm (rule {RULE})"),
        evidence=[observed(h.where, RULE, h.note or None) for h in hints])


def listed(endpoints: list[str]) -> str:
    """The first :data:`SHOWN` of ``endpoints``, and how many more."""
    return ", ".join(endpoints[:SHOWN]) + (f" and {len(endpoints) - SHOWN} more"
                                           if len(endpoints) > SHOWN else "")
