"""``code2skill derive PATH --update CONTRACT``: merge a fresh derive into a reviewed contract.

Capabilities are matched by identity (rule ``identity.request``: service, method, path template
without parameter names, GraphQL operation — never by name; a service by what its base URL
comes from, rule ``identity.service``). Then, per rule:

* ``update.keep-review`` — what a reviewer decides is kept from the contract: ``name``,
  ``title``, ``description``, ``status`` (``approved`` too), ``sideEffect``, ``annotations``,
  ``operationPolicy``, ``runtimeProtection``, the error paths and categories, ``inputSchema``
  (edited properties stay as edited), ``outputSchema``, context references, preconditions,
  attachments, existing bindings, ``successStatuses``, services' bindings and descriptions,
  ``resources``, ``workflows``, ``consumerRequirements.sessionState`` and every review item.
* ``identity.rename`` — a review item naming the capability by the name derive gives it, after
  the reviewer renamed it, is re-pointed to the contract's name (so are the derived
  ``consumerRequirements``, which are recomputed under the contract's names).
* ``update.refresh`` — what the source says is refreshed: call sites, evidence (re-filed under
  the reviewer's property names), auth evidence, observed error handling, services' observed
  base URLs, ``source``, and the derived ``consumerRequirements`` needs
  (:mod:`code2skill.contract.requirements`, over the merged capabilities).
* ``update.new-input`` — a field the client now sends becomes a binding and an input property,
  with a review item; ``update.stale-input`` — a bound field the client no longer sends is kept
  and flagged.
* ``update.new-candidate`` — a capability the contract lacks comes in as the derive made it
  (``draft``, or ``requires-review`` when the derive itself has a question), with an ``info``
  review item; a name already taken gets a numeric suffix.
* ``update.disappeared`` — a capability whose calls disappeared is kept, set to
  ``requires-review``, and flagged by a review item; never deleted.
* ``update.new-service-binding`` — a service the contract lacks comes in as the derive made it,
  but never with a binding a contract service reads (a reviewer may rename a service and keep
  its binding): it takes the next free one (``<ID>_2_API_BASE_URL``).
* ``removal.*`` (:mod:`code2skill.contract.removals`) — what the reviewer removed stays removed.

The merge is deterministic, and idempotent: a second update from the same tree changes
nothing.
"""
from __future__ import annotations

import copy
import json
from dataclasses import dataclass, field
from typing import Any, Iterable

from code2skill.contract import removals
from code2skill.contract.build import review_key
from code2skill.contract.identity import (
    describe, endpoint, match_capabilities, renamed_services, request_key, requests_of,
    service_pairs, translate_target,
)
from code2skill.contract.inputs import is_required, property_at
from code2skill.contract.models import Contract, FacilityNeed
from code2skill.contract.requirements import FACILITIES, consumer_requirements
from code2skill.contract.pointer import exists, is_index, join, split
from code2skill.emit import contract_json
from code2skill.passes.services import free_binding

KIND_ORDER = ("new", "flagged", "removed", "input", "stale-input", "moved")


@dataclass(frozen=True, slots=True)
class Change:
    """One change an update made (or a flag it keeps), for the summary."""

    kind: str
    capability: str
    detail: str


@dataclass(slots=True)
class UpdateResult:
    contract: Contract
    text: str
    changes: list[Change] = field(default_factory=list)
    kept: int = 0
    changed: bool = False


def update_contract(old: dict[str, Any], fresh: dict[str, Any],
                    old_text: str | None = None) -> UpdateResult:
    """Merge ``fresh`` (a derive, as JSON data) into ``old`` (a valid reviewed contract); a
    fresh service that is a contract service under another id takes the contract's id (rule
    ``identity.service``)."""
    fresh = renamed_services(fresh, service_pairs(old.get("services") or [],
                                                  fresh.get("services") or []))
    merger = Merger(old, fresh)
    data = merger.run()
    contract = Contract.model_validate(data)
    contract.consumerRequirements = consumer_requirements(
        contract.capabilities, merger.uploads(), merger.session_needs())
    unique = {item.dedupe_key(): item for item in contract.review}
    contract.review = sorted(unique.values(), key=review_key)
    text = contract_json(contract)
    changes = sorted(set(merger.changes), key=lambda c: (KIND_ORDER.index(c.kind),
                                                           c.capability, c.detail))
    return UpdateResult(contract, text, changes, merger.kept,
                        old_text is None or text != old_text)


def review_item(severity: str, capability: str | None, message: str,
                evidence: list[dict] | None = None) -> dict[str, Any]:
    return {"severity": severity, "capability": capability, "message": message,
            "evidence": evidence or []}


def plain_evidence(ref: dict[str, Any], note: str | None = None) -> dict[str, Any]:
    """An evidence reference without call-site extras (review items hold plain evidence)."""
    keys = ("file", "line", "column", "endLine", "endColumn", "kind", "rule", "note")
    out = {k: ref.get(k) for k in keys}
    if note is not None:
        out["note"] = note
    return out


def top(name: str) -> str:
    return name.split(".")[0]


def site_places(req: dict[str, Any]) -> list[str]:
    return sorted({f"{s.get('file')}:{s.get('line')}" for s in req.get("callSites") or []})


def cited_files(value: Any) -> set[str]:
    """Every source file a JSON value cites: the ``file`` of each call site, ``via`` hop and
    evidence entry anywhere inside it."""
    if isinstance(value, list):
        return {f for item in value for f in cited_files(item)}
    if not isinstance(value, dict):
        return set()
    own = {value["file"]} if isinstance(value.get("file"), str) else set()
    return own.union(*(cited_files(v) for v in value.values()))


def judged_parts(contract: Any) -> Any:
    """What of a contract a fresh derive judges: the whole value, less the review items of
    no capability when it is an object."""
    if not isinstance(contract, dict) or not isinstance(contract.get("review"), list):
        return contract
    return {**contract, "review": [r for r in contract["review"]
                                   if not isinstance(r, dict) or r.get("capability") is not None]}


def unread_sources(contract: Any, skipped: Iterable[Any]) -> list[tuple[str, str]]:
    """Rule ``update.unread-sources``: ``(file, reason)`` of each source file ``contract`` cites
    (:func:`cited_files`) that lies at or under a path the fresh derive did not analyse
    (``skipped``: a folder denied, an I/O error, a file no longer UTF-8, and as well a file
    skipped for its size, a minified line, a symbolic link, a FIFO or a scope rule), sorted,
    with the first such path's reason. Their capabilities would look gone though their calls
    may be there: ``derive --update`` and ``audit`` refuse to judge them (exit 2) rather than
    drop a reviewed decision. A review item of no capability (``coverage.skipped-requests``:
    the skipped file holds request-like code) stands for no capability and is not counted."""
    places = list(skipped)
    found = []
    for file in sorted(cited_files(judged_parts(contract))):
        place = next((s for s in places if within(file, s.path)), None)
        if place is not None:
            found.append((file, place.reason))
    return found


def within(file: str, place: str) -> bool:
    """Whether the repo-relative ``file`` is the skipped ``place`` or lies under it (a folder
    ends with ``/``; ``./`` is the root)."""
    return file == place or place == "./" or place.endswith("/") and file.startswith(place)


class Merger:
    """One merge; ``changes`` collects what it did."""

    def __init__(self, old: dict[str, Any], fresh: dict[str, Any]):
        self.old, self.fresh = old, fresh
        self.changes: list[Change] = []
        self.items: list[dict[str, Any]] = []          # review items the update writes
        self.kept = 0
        self.derived_names: dict[str, str] = {}      # derived name → name in the contract
        self.old_messages = {(r.get("capability"), r.get("message"))
                             for r in removals.review_items(old)}

    def flag(self, severity: str, capability: str | None, message: str,
             evidence: list[dict] | None = None) -> bool:
        """Add a review item unless the contract has it; True when it is new."""
        self.items.append(review_item(severity, capability, message, evidence))
        return (capability, message) not in self.old_messages

    # ------------------------------------------------------------ the whole contract
    def run(self) -> dict[str, Any]:
        old_caps = [c for c in self.old["capabilities"]]
        new_caps = [c for c in self.fresh["capabilities"]]
        matching = match_capabilities(old_caps, new_caps)
        merged: list[dict[str, Any]] = []
        names: dict[str, str] = {}                    # derived name → name in the contract
        for i, j in matching.pairs:
            merged.append(self.merge_capability(old_caps[i], new_caps[j]))
            names[new_caps[j]["name"]] = merged[-1]["name"]
            self.kept += 1
        by_review = self.renamed_by_review(names)
        for i in matching.old_only:
            merged.append(self.flag_disappeared(old_caps[i]))
        renamed = self.add_candidates([new_caps[j] for j in matching.new_only], merged)
        names.update(renamed)
        self.derived_names = names
        return {
            "contractVersion": self.fresh["contractVersion"],
            "source": self.fresh["source"],
            "services": self.merge_services(merged),
            "capabilities": sorted(merged, key=lambda c: c["name"]),
            "resources": self.old.get("resources", []),
            "workflows": self.old.get("workflows", []),
            "consumerRequirements": {facility: [] for facility in FACILITIES},
            "review": self.merge_review(renamed, by_review),
        }

    def add_candidates(self, candidates: list[dict], merged: list[dict]) -> dict[str, str]:
        """New candidates (rule ``update.new-candidate``) and removals kept (``removal.*``);
        returns ``{derived name: name in the contract}`` of the candidates added."""
        recorded = removals.recorded_capabilities(self.old)
        traces = removals.capability_traces(self.old)
        taken = {c["name"] for c in merged}
        renamed: dict[str, str] = {}
        for cap in candidates:
            req = requests_of(cap)[0]
            key = request_key(req)
            files = cited_files(cap) | {f for item in removals.review_items(self.fresh)
                                        if item.get("capability") == cap["name"]
                                        for f in cited_files(item)}
            if key in recorded:
                self.changes.append(Change("removed", cap["name"],
                                           f"{describe(key)} stays removed"))
                continue
            if removals.is_trace_of(traces, cap["name"], files):
                graphql = req.get("graphql") or {}
                self.flag("info", cap["name"], removals.capability_message(
                    req["service"], req["method"], req["pathTemplate"],
                    graphql.get("operationName")))
                self.changes.append(Change("removed", cap["name"], f"{describe(key)} stays "
                                           "removed (now recorded in review[])"))
                continue
            name, n = cap["name"], 2
            while name in taken:
                name = f"{cap['name'][:60]}_{n}"
                n += 1
            taken.add(name)
            renamed[cap["name"]] = name
            cap = copy.deepcopy(cap)
            cap["name"] = name
            merged.append(cap)
            self.flag("info", name, "new candidate from derive --update: review it, then "
                                    "approve or remove it")
            self.changes.append(Change("new", name, f"{endpoint(cap)} → {cap['status']}"))
        return renamed

    # ------------------------------------------------------------ one capability
    def merge_capability(self, old: dict[str, Any], new: dict[str, Any]) -> dict[str, Any]:
        """Rules ``update.keep-review`` and ``update.refresh`` for a matched capability."""
        cap = copy.deepcopy(old)
        name = cap["name"]
        recorded = {t for n, t in removals.recorded_bindings(self.old) if n == name}
        traced = removals.property_traces(old)
        prop_map: dict[str, str] = {}               # fresh input property → contract property
        target_of: dict[tuple[int, int], str] = {}  # fresh (request, binding) → target
        for r, (req, fresh_req) in enumerate(zip(requests_of(cap), requests_of(new))):
            if site_places(req) != site_places(fresh_req):
                self.changes.append(Change("moved", name, ", ".join(site_places(req)) + " → " +
                                           ", ".join(site_places(fresh_req))))
            req["callSites"] = copy.deepcopy(fresh_req.get("callSites") or [])
            mine = {b["target"]: b for b in req["bindings"]}
            for k, fb in enumerate(fresh_req.get("bindings") or []):
                target = translate_target(fb["target"], fresh_req["pathTemplate"],
                                          req["pathTemplate"])
                target_of[(r, k)] = target
                if target in mine:
                    ob = mine[target]
                    if fb.get("input") and ob.get("input"):
                        prop_map.setdefault(top(fb["input"]), top(ob["input"]))
                elif target not in recorded:
                    if fb.get("input") and top(fb["input"]) in traced:
                        self.flag("info", name, removals.binding_message(target))
                        self.changes.append(Change("removed", name, f"input binding {target} "
                                                   "stays removed (now recorded in review[])"))
                        continue
                    added = self.add_binding(cap, new, req, fb, target, prop_map)
                    mine[target] = added
            fresh_targets = {translate_target(b["target"], fresh_req["pathTemplate"],
                                              req["pathTemplate"])
                             for b in fresh_req.get("bindings") or []}
            for target in sorted(set(mine) - fresh_targets):
                if self.flag("medium", name, f"the client no longer sends {target}; remove the "
                                             "binding and its input, or restore the call"):
                    self.changes.append(Change("stale-input", name, f"{target} no longer sent"))
            req["bindings"] = sorted(mine.values(), key=lambda b: (b["target"],
                                                                   b.get("input") or ""))
        if cap["auth"].get("authentication") == new["auth"].get("authentication"):
            cap["auth"] = copy.deepcopy(new["auth"])
        cap["errorContract"]["observedHandling"] = copy.deepcopy(
            new["errorContract"].get("observedHandling", []))
        cap["evidence"] = self.merge_evidence(old, new, cap, prop_map, target_of)
        return cap

    def add_binding(self, cap: dict, new: dict, req: dict, fb: dict, target: str,
                    prop_map: dict[str, str]) -> dict[str, Any]:
        """Rule ``update.new-input``: bind a field the client now sends, adding its input
        property (renamed when the reviewer's schema uses the name for something else)."""
        binding = dict(copy.deepcopy(fb), target=target)
        self.add_context_reference(cap, new, fb.get("context"))
        source_input = fb.get("input")
        if source_input:
            schema = cap.setdefault("inputSchema", {"type": "object", "properties": {}})
            props = schema.setdefault("properties", {})
            used = {top(b["input"]) for r in requests_of(cap) for b in r["bindings"]
                    if b.get("input")}
            name, n = top(source_input), 2
            while name in props and name in used:
                name = f"{top(source_input)}_{n}"
                n += 1
            prop_map[top(source_input)] = name
            found = property_at(new.get("inputSchema"), top(source_input))
            if name not in props and found is not None:
                props[name] = copy.deepcopy(found[1])
                if is_required(new.get("inputSchema"), top(source_input)):
                    schema["required"] = schema.get("required", []) + [name]
            rest = source_input[len(top(source_input)):]
            binding["input"] = name + rest
            self.flag("low", cap["name"], f"new input {name!r} observed ({target}); review its "
                                          "description and requiredness")
        self.changes.append(Change("input", cap["name"], f"new binding {target}"))
        return binding

    @staticmethod
    def add_context_reference(cap: dict, new: dict, ref: str | None) -> None:
        """Rule ``update.new-input`` for a value taken from context (``Binding.context``): the
        fresh capability's context reference of that name joins the contract's, once."""
        refs = cap.setdefault("contextReferences", [])
        if not ref or any(isinstance(r, dict) and r.get("name") == ref for r in refs):
            return
        refs.extend(copy.deepcopy(r) for r in new.get("contextReferences") or []
                    if isinstance(r, dict) and r.get("name") == ref)

    def merge_evidence(self, old: dict, new: dict, cap: dict, prop_map: dict[str, str],
                       target_of: dict[tuple[int, int], str]) -> dict[str, list]:
        """Fresh evidence under the pointers of the merged capability, then the contract's
        own evidence for what the fresh derive does not back; pointers that name nothing are
        dropped."""
        out: dict[str, list] = {}
        for ptr, refs in (new.get("evidence") or {}).items():
            moved = self.translate(ptr, new, cap, prop_map, target_of)
            if moved is not None and exists(cap, moved):
                out.setdefault(moved, refs)
        for ptr, refs in (old.get("evidence") or {}).items():
            if ptr not in out and exists(cap, ptr):
                out[ptr] = refs
        return dict(sorted(out.items()))

    @staticmethod
    def translate(ptr: str, new: dict, cap: dict, prop_map: dict[str, str],
                  target_of: dict[tuple[int, int], str]) -> str | None:
        tokens = split(ptr)
        if tokens[:2] == ["inputSchema", "properties"] and len(tokens) >= 3:
            return join("", "inputSchema", "properties", prop_map.get(tokens[2], tokens[2]),
                        *tokens[3:])
        if tokens[:2] == ["inputSchema", "required"] and len(tokens) == 3:
            fresh_required = (new.get("inputSchema") or {}).get("required") or []
            k = int(tokens[2]) if is_index(tokens[2]) else len(fresh_required)
            if k >= len(fresh_required):
                return None
            name = prop_map.get(fresh_required[k], fresh_required[k])
            required = (cap.get("inputSchema") or {}).get("required") or []
            return join("", "inputSchema", "required", required.index(name)) \
                if name in required else None
        if tokens[:2] == ["implementation", "requests"] and len(tokens) >= 5 and \
                tokens[3] == "bindings" and is_index(tokens[2]) and is_index(tokens[4]):
            r = int(tokens[2])
            target = target_of.get((r, int(tokens[4])))
            bindings = requests_of(cap)[r]["bindings"] if r < len(requests_of(cap)) else []
            index = next((i for i, b in enumerate(bindings) if b["target"] == target), None)
            return None if index is None else join("", *tokens[:4], index, *tokens[5:])
        return ptr

    def flag_disappeared(self, old: dict[str, Any]) -> dict[str, Any]:
        """Rule ``update.disappeared``: keep, set ``requires-review``, add a review item."""
        cap = copy.deepcopy(old)
        before = cap["status"]
        cap["status"] = "requires-review"
        former = [plain_evidence(s, "former call site") for r in requests_of(old)
                  for s in r.get("callSites") or []]
        is_new = self.flag("high", cap["name"], f"calls disappeared: derive --update found no "
                                                f"client call of {endpoint(old)}; remove the "
                                                "capability or restore the call", former)
        detail = f"{endpoint(old)}: no client call " + (
            f"any more ({before} → requires-review)" if is_new else "(still flagged)")
        self.changes.append(Change("flagged", cap["name"], detail))
        return cap

    def renamed_by_review(self, paired: dict[str, str]) -> dict[str, str]:
        """Rule ``identity.rename``: ``{derived name: contract name}`` of the matched
        capabilities (``paired``, derived → contract name) the reviewer renamed, the derived
        name being no capability of the contract."""
        present = {c.get("name") for c in self.old["capabilities"]}
        return {d: n for d, n in paired.items() if d != n and d not in present}

    # ------------------------------------------------------------ the rest of the contract
    def merge_services(self, merged: list[dict]) -> list[dict]:
        """The services the merged capabilities call: a contract service keeps the reviewer's
        entry (its observed base URLs and evidence the fresh derive's); a new one is the
        fresh derive's, its binding one no contract service reads (rule
        ``update.new-service-binding``: after a reviewer renamed ``app`` to ``manage_api``,
        keeping ``APP_API_BASE_URL``, a new service derive calls ``app`` would read that
        variable too, and the Host could not give the two bases two URLs)."""
        used = {r["service"] for cap in merged for r in requests_of(cap)}
        old = {s["id"]: s for s in self.old["services"]}
        new = {s["id"]: s for s in self.fresh["services"]}
        taken = {s.get("baseUrlBinding") for s in self.old["services"]}
        out = []
        for sid in sorted(used):
            if sid in old and sid in new:
                service = copy.deepcopy(old[sid])
                service["observedBaseUrls"] = new[sid]["observedBaseUrls"]
                service["evidence"] = new[sid]["evidence"]
                out.append(service)
            elif sid in old:
                out.append(copy.deepcopy(old[sid]))
            elif sid in new:
                service = copy.deepcopy(new[sid])
                if service.get("baseUrlBinding") in taken:
                    service["baseUrlBinding"] = free_binding(sid, taken)
                taken.add(service.get("baseUrlBinding"))
                out.append(service)
        return out

    def uploads(self) -> set[str]:
        """The fresh derive's capabilities that send file bytes themselves, by their names in
        the merged contract (``requirements.upload-content`` needs)."""
        fresh = self.fresh.get("consumerRequirements") or {}
        return {self.derived_names[n] for need in fresh.get("attachmentResolution") or []
                if need.get("rule") == "requirements.upload-content"
                for n in need.get("capabilities") or [] if n in self.derived_names}

    def session_needs(self) -> list[FacilityNeed]:
        """The reviewed contract's ``sessionState`` needs (derive proves none; a reviewer
        records them)."""
        return [FacilityNeed.model_validate(n)
                for n in (self.old.get("consumerRequirements") or {}).get("sessionState") or []]

    def merge_review(self, renamed: dict[str, str], by_review: dict[str, str]) -> list[dict]:
        """The contract's items (a reviewer's answers and questions; those naming a capability
        the reviewer renamed by its derived name, ``by_review``, re-pointed to its contract
        name — a record of a removed capability aside), the fresh derive's questions about new
        candidates and new unresolved calls, and the update's own."""
        items = [dict(r, capability=by_review[r["capability"]])
                 if r.get("capability") in by_review and
                 not removals.CAPABILITY_RECORD.match(str(r.get("message", ""))) else r
                 for r in removals.review_items(self.old)]
        seen = {(r.get("message"), files_of(r)) for r in items if r.get("capability") is None}
        for item in removals.review_items(self.fresh):
            name = item.get("capability")
            if name is None and (item.get("message"), files_of(item)) not in seen:
                items.append(item)
            elif name in renamed:
                items.append(dict(item, capability=renamed[name]))
        return items + self.items


def files_of(item: dict[str, Any]) -> str:
    return json.dumps(sorted({e.get("file") or "" for e in item.get("evidence") or []}))


def render_summary(result: UpdateResult, contract: str, root: str) -> str:
    """The change summary (stderr and ``--summary FILE``)."""
    count: dict[str, int] = {}
    for c in result.changes:
        count[c.kind] = count.get(c.kind, 0) + 1
    moved = len({c.capability for c in result.changes if c.kind == "moved"})
    head = (f"code2skill: update of {contract} from {root}: "
            f"{len(result.contract.capabilities)} capabilities ({result.kept} kept, "
            f"{count.get('new', 0)} new, {count.get('flagged', 0)} flagged), "
            f"{count.get('removed', 0)} kept removed, {count.get('input', 0)} new inputs, "
            f"{moved} with moved call sites; "
            + ("contract updated" if result.changed else "no change"))
    # "name — detail", not "name: detail": a name ending in a credential's word
    # (create_user_password_2) followed by ":" would read as that credential's value
    lines = [head] + [f"  {c.kind:<11} {c.capability} — {c.detail}" for c in result.changes]
    return "\n".join(lines) + "\n"
