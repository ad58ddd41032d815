"""``host-profile.json`` and ``host-compatibility-report.json`` as pydantic models (their JSON
Schemas are printed by ``code2skill schema host-profile`` and ``schema host-report``).

A profile offers each of the seed's seven facilities as ``true``, ``false`` or an object with its
details; an absent facility is ``false``. Details read: ``mcpRuntime.transports`` (the facility
is offered when it lists ``stdio``) and ``authInjection.services`` (only those services' credentials
are injected); any other object means offered. Values are read strictly (rule
``host.strict-profile``): a facility is JSON ``true``/``false`` or an object, never ``"yes"``,
``1`` or ``"off"``, and ``hostProfileVersion`` is the number ``1``, never ``true`` or ``1.0``.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, StrictBool, ValidationError, field_validator

from code2skill.contract.load import ContractError, problems_of, read_json, unknown_flood
from code2skill.contract.models import ConsumerRequirements, ConsumerRequirementsRecord, Model

Facility = Literal["skillDiscovery", "mcpRuntime", "authInjection", "trustedConfirmation",
                   "sessionState", "attachmentResolution", "unknownOutcomeReconciliation"]
Availability = Literal["available", "disabled", "requires-host-integration"]
RECORD_CAP = 64_000_000        # bytes: a profile, or a package's records


class RuntimeDetails(Model):
    """``mcpRuntime`` as an object: the transports the Host speaks."""

    transports: list[str]


class AuthDetails(Model):
    """``authInjection`` as an object: the services whose credentials the Host injects."""

    services: list[str]


class Facilities(Model):
    """The seven facilities; an absent one is ``false``, a misspelt one is an error."""

    skillDiscovery: StrictBool | dict[str, Any] = False
    mcpRuntime: StrictBool | RuntimeDetails = False
    authInjection: StrictBool | AuthDetails = False
    trustedConfirmation: StrictBool | dict[str, Any] = False
    sessionState: StrictBool | dict[str, Any] = False
    attachmentResolution: StrictBool | dict[str, Any] = False
    unknownOutcomeReconciliation: StrictBool | dict[str, Any] = False


class HostProfile(Model):
    """What one deployment offers."""

    hostProfileVersion: Literal[1]
    facilities: Facilities

    @field_validator("hostProfileVersion", mode="before")
    @classmethod
    def integer_version(cls, value: object) -> object:
        """Rule ``host.strict-profile``: the version is the integer ``1`` (``true`` and
        ``1.0`` equal 1 in Python and would pass as the literal)."""
        if type(value) is not int:
            raise ValueError("hostProfileVersion must be the integer 1")
        return value

    def offers(self, facility: str, service: str | None = None) -> bool:
        """Whether the facility is offered (for ``authInjection``, to ``service``)."""
        value = getattr(self.facilities, facility)
        if isinstance(value, RuntimeDetails):
            return "stdio" in value.transports
        if isinstance(value, AuthDetails):
            return service is None or service in value.services
        return value if isinstance(value, bool) else True


class CapabilityAvailability(Model):
    """One capability on one Host: ``missing`` facilities decide ``status``; ``reasons`` say
    why, one per missing need (``facility (rule): why``); ``notes`` what is missing but only
    guidance (the Skill)."""

    capability: str
    status: Availability
    missing: list[Facility]
    reasons: list[str]
    notes: list[str]


class HostReport(Model):
    """``host-compatibility-report.json``: every Tool a package registers, and the capabilities
    it does not register with the rule that left each out (``status.requires-review``, …)."""

    hostReportVersion: Literal[1] = 1
    capabilities: list[CapabilityAvailability]
    notExported: dict[str, str]
    counts: dict[Availability, int]


def read_profile(path: Path) -> HostProfile:
    """The profile at ``path``; :class:`ContractError` naming each JSON path that is wrong."""
    return validated(path, HostProfile, "host profile")


class NotRegistered(BaseModel):
    name: str
    rule: str


class RegisteredTools(BaseModel):
    """What ``host-check`` reads of an export's ``export-profile.json`` (other keys ignored)."""

    exported: list[str]
    notExported: list[NotRegistered]


PACKAGE_RECORDS = ("consumer-requirements.json", "export-profile.json")   # what host-check reads


def read_package(folder: Path) -> tuple[ConsumerRequirements, list[str], dict[str, str]]:
    """An exported package's needs (``consumer-requirements.json``), the Tools it registers and
    those it does not with their rule (``export-profile.json``); :class:`ContractError` naming
    each JSON path that is wrong."""
    record = validated(folder / PACKAGE_RECORDS[0], ConsumerRequirementsRecord,
                       "consumer requirements record")
    tools = validated(folder / PACKAGE_RECORDS[1], RegisteredTools, "export profile")
    return (record.facilities, tools.exported,
            {n.name: n.rule for n in tools.notExported})


def validated(path: Path, model: type[BaseModel], what: str):
    """``path`` read as JSON (:func:`~code2skill.contract.load.read_json`) and validated by
    ``model``."""
    _, data = read_json(path, RECORD_CAP, what)
    flood = unknown_flood(data, model, what)
    if flood:
        raise ContractError(path, f"not a usable {what}", flood)
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        raise ContractError(path, f"not a usable {what}",
                            problems_of(exc)) from None
