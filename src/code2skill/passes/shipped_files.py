"""Pass: a GET of a data file the app ships is no business Tool (rule
``plumbing.shipped-file``).

A front end reads files it ships beside its code as it reads its backend: mempool's
``this.httpClient.get(this.apiBaseUrl + '/resources/miners.json')``, Node-RED's
``$.getJSON("red/keymap.json")``, a code editor's ``$.get('vendor/monaco/dist/theme/' + name +
'.json')``. The web server hands out the file as it is: no operation of the business runs, so
an Agent gains nothing from a Tool for it. Style sheets, images, fonts and media are never
endpoints (rule ``url.static-file``), nor are scripts (``plumbing.script-file``); a data file
(:data:`~code2skill.discover.SHIPPED_SUFFIXES`: ``.json``, ``.html``, ``.xml``, ``.yaml``,
``.csv`` …) may as well be a route's answer (``GET /api/export.json``,
``/users.json`` of a Rails app), so its extension alone decides nothing. It is a shipped file
only when the repository proves it (:func:`shipped_evidence`), against the data files
discovery lists (:attr:`~code2skill.discover.Inventory.shipped`: no test fixture, nothing
``.gitignore`` drops):

* ``file`` — a file of the repository whose path ends with the request's whole path, a path
  parameter of the last segment standing for any name within it (``/resources/miners.json`` ↔
  ``src/resources/miners.json``; ``/vendor/monaco/dist/theme/{name}.json`` ↔
  ``src/vendor/monaco/dist/theme/twilight.json``);
* ``folder`` — the request's folder is a folder of the repository holding files of the same
  extension, the one asked for made there by the build (``/resources/assets.json`` ↔
  ``src/resources/``, which holds ``miners.json``);
* ``name`` — a file of that very name ships in the repository (``red/keymap.json`` ↔
  ``src/js/keymap.json``, which the build copies under ``red/``).

A path under an API prefix (:data:`API_PREFIX`: ``/api/…``, ``/rest/…``, ``/v1/…``) is a
route's, whatever file a mock folder mirrors (``src/api/export.json``), and never counts.

A parameter in a folder segment (``/{org}/cities.json``) names whose data it is: a route's,
never a shipped file. Each such endpoint is left out of the capabilities; one ``info`` review item says how many were
left out and why, naming for each the request and the repository file that proves it, with
evidence at the call sites and at the start of those files.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from code2skill.contract.models import Evidence, ReviewItem
from code2skill.discover import SHIPPED_SUFFIXES
from code2skill.evidence import observed
from code2skill.normalize import Observed
from code2skill.passes.cluster import endpoint_key
from code2skill.passes.server_code import backend_endpoint

RULE = "plumbing.shipped-file"
# first path segments that start an API, not a folder of files (``/api/export.json``)
API_PREFIX = re.compile(r"(?i)^(api|rest|rpc|graphql|v\d+(\.\d+)*)$")
HOLE = re.compile(r"\{[^}]*\}")


@dataclass(frozen=True, slots=True)
class Shipped:
    """Why a request reads a shipped file: ``kind`` (``file``, ``folder``, ``name``) and the
    repository file (repo-relative) that proves it (for ``folder``, one file of the folder
    with the extension asked for)."""

    kind: str
    proof: str


def separate_shipped_files(calls: list[Observed], shipped: list[str]
                           ) -> tuple[list[Observed], list[ReviewItem]]:
    """The calls that are no read of a shipped file (in order), and one ``info`` review item
    (none when nothing was left out) naming the endpoints left out and their proof. ``shipped``
    are the repository's shipped data files (repo-relative)."""
    index = ShippedIndex(shipped)
    kept: list[Observed] = []
    found: dict[str, tuple[Shipped, list[Observed]]] = {}
    for call in calls:
        proof = shipped_evidence(call.method, call.path_template, index) \
            if call.graphql is None else None
        if proof is None:
            kept.append(call)
        else:
            found.setdefault(backend_endpoint(call), (proof, []))[1].append(call)
    served = {endpoint_key(call) for call in kept}
    left = {endpoint: entry for endpoint, entry in sorted(found.items())
            if not {endpoint_key(c) for c in entry[1]} & served}
    return kept, [shipped_review(left)] if left else []


class ShippedIndex:
    """The shipped data files of a repository, looked up by path ending, folder and name."""

    def __init__(self, shipped: list[str]):
        self.paths = ["/" + path for path in shipped]
        self.names: dict[str, str] = {}                 # "keymap.json" → first such file
        for path in shipped:
            self.names.setdefault(path.rpartition("/")[2], path)

    def file_ending(self, path: str) -> str | None:
        """The first shipped file whose path ends with ``path`` (``/a/{x}.json``: a parameter
        matches any name within its segment)."""
        pattern = re.compile("/" + "[^/]*".join(re.escape(p) for p in HOLE.split(
            path.lstrip("/"))) + "$")
        return next((p[1:] for p in self.paths if pattern.search(p)), None)

    def folder_ending(self, folder: str, extension: str) -> str | None:
        """The first shipped file of ``extension`` in a repository folder whose path ends
        with ``folder`` (``/resources`` → ``src/resources/miners.json``)."""
        return next((p[1:] for p in self.paths if p.rpartition("/")[0].endswith(folder)
                     and suffix(p) == extension), None)


def shipped_evidence(method: str, path: str, index: ShippedIndex) -> Shipped | None:
    """Why the request ``method path`` reads a shipped file (module docstring), else
    ``None``: only a ``GET`` of a path whose last segment has a shipped data file's
    extension."""
    segments = [s for s in path.split("?")[0].split("/") if s]
    extension = suffix(segments[-1]) if segments else ""
    if method != "GET" or extension not in SHIPPED_SUFFIXES or \
            any(HOLE.search(s) for s in segments[:-1]):
        return None                       # /{org}/cities.json: the caller names the folder
    if len(segments) > 1 and API_PREFIX.match(segments[0]):
        return None                       # /api/export.json: a route's, whatever ships
    if (found := index.file_ending("/" + "/".join(segments))) is not None:
        return Shipped("file", found)
    folder = "/" + "/".join(segments[:-1])
    if len(segments) > 1 and (found := index.folder_ending(folder, extension)) is not None:
        return Shipped("folder", found)
    if not HOLE.search(segments[-1]) and (found := index.names.get(segments[-1])) is not None:
        return Shipped("name", found)
    return None


def suffix(name: str) -> str:
    """The lower-case extension of a file name, with its dot (``''`` when it has none)."""
    stem, dot, ext = name.rpartition(".")
    return "." + ext.lower() if dot and stem else ""


def proof_text(proof: Shipped) -> str:
    """What proves a shipped file, for the review item (``the repository holds
    src/resources/miners.json``)."""
    if proof.kind == "folder":
        folder, _, _ = proof.proof.rpartition("/")
        return f"folder {folder}/ ships {suffix(proof.proof)} files: {proof.proof}"
    if proof.kind == "name":
        return f"the repository ships a file of that name: {proof.proof}"
    return f"the repository holds {proof.proof}"


def shipped_review(left: dict[str, tuple[Shipped, list[Observed]]]) -> ReviewItem:
    """The one ``info`` item for the endpoints ``left`` out (``endpoint → (proof, calls)``)."""
    said = "; ".join(f"{endpoint} ({proof_text(proof)})"
                     for endpoint, (proof, _) in left.items())
    counted = (f"{len(left)} requests for data files the app ships are not offered as Tools"
               if len(left) != 1 else
               "1 request for a data file the app ships is not offered as a Tool")
    evidence: list[Evidence] = [
        observed(where, RULE, endpoint) for endpoint, (_, calls) in left.items()
        for where in sorted({c.sites[0].where for c in calls})]
    evidence += [Evidence(file=proof.proof, line=1, column=1, endLine=1, endColumn=1,
                          kind="observed", rule=RULE, note=f"{proof.kind}: {endpoint}")
                 for endpoint, (proof, _) in left.items()]
    return ReviewItem(
        severity="info", capability=None, evidence=evidence,
        message=f"{counted} (rule {RULE}): the web server hands out the file as it is, no "
                f"business operation runs — {said}")
