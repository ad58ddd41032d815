"""Pass: calls a resolution limit skipped that may make requests are review items.

Shape::

    // one file whose calls took over the work limit to resolve (budget.work-per-file):
    // "the calls in JobsComponent.addJob and after it are skipped"
    addJob() { … }
    removeJob(order) { this.api.delete(`/jobs/${order}`) }     // never read

Rule ``budget.skipped-calls``: when a file limit (``budget.work-per-file``,
``budget.request-sites-per-file``) cut the resolution of a file at a function, the calls in
that function and in every function after it (in the file's order, the module body first)
were never followed. When one of them looks like a request — its callee's last name is an
HTTP verb or request word (:func:`~code2skill.request_words.request_word`: ``fetch``,
``get``, ``post``, ``delete``, ``request``, ``postJson`` …) — the endpoints it reaches may be
missing, so the cut is one ``medium`` review item naming the file, the function and those
call sites (observed evidence each), beside the run's ``resolve`` diagnostic. A cut region
with no such call holds no request code2skill would have read, and stays a diagnostic.
"""
from __future__ import annotations

from typing import Mapping

from code2skill.contract.models import ReviewItem
from code2skill.evidence import observed
from code2skill.facts import CallSite, Member, ModuleFacts, Ref
from code2skill.request_words import request_word

RULE = "budget.skipped-calls"
SHOWN = 5                  # call sites a message names


def skipped_call_items(cut_at: Mapping[str, str | None],
                       modules: Mapping[str, ModuleFacts]) -> list[ReviewItem]:
    """One ``medium`` item per cut file (``cut_at``: path → the function, ``None`` the module
    body, at which the limit cut it) whose skipped calls look like requests."""
    items = []
    for path, fid in sorted(cut_at.items(), key=lambda item: item[0]):
        facts = modules.get(path)
        if facts is None:
            continue
        sites = [site for site in skipped_sites(facts, fid) if looks_like_request(site)]
        if not sites:
            continue
        where = facts.functions[fid].name if fid in facts.functions else "the module body"
        lines = ", ".join(f"{site.call.span[0]}" for site in sites[:SHOWN]) + \
            (" …" if len(sites) > SHOWN else "")
        items.append(ReviewItem(
            severity="medium", capability=None,
            message=f"resolving {path} met a work limit: the calls in {where} and after it "
                    f"were not followed, and {len(sites)} of them look like requests (lines "
                    f"{lines}): the endpoints they reach may be missing from the contract "
                    f"(rule {RULE})",
            evidence=[observed((path, site.call.span), RULE, callee_name(site))
                      for site in sites]))
    return items


def skipped_sites(facts: ModuleFacts, fid: str | None) -> list[CallSite]:
    """The call sites of the scopes from ``fid`` on, in the order resolution reads them
    (the module body, then each function as the file lists them)."""
    order = [None, *facts.functions]
    skipped = set(order[order.index(fid):]) if fid in order else set(order)
    return [site for site in facts.calls if site.scope in skipped and site.call.span]


def callee_name(site: CallSite) -> str | None:
    """The last name of a call's callee (``this.api.delete`` → ``delete``), else ``None``."""
    callee = site.call.callee
    if isinstance(callee, Member):
        return callee.prop
    return callee.name if isinstance(callee, Ref) else None


def looks_like_request(site: CallSite) -> bool:
    """Whether a call's callee is named by a request word (module docstring)."""
    name = callee_name(site)
    return name is not None and request_word(name)
