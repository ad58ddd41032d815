"""The probe's runs of one package: the MCP client sessions, the calls and their checks (the
rules are listed in :mod:`code2skill.probe`)."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import anyio
import jsonschema
from mcp import Client, StdioServerParameters
from mcp.shared.exceptions import MCPError

from code2skill.probe import (
    HINTS, PROBE_CODE, UNKNOWN_TOOL, WRITES, ProbeResult, ToolReport, auth_headers,
    credential_env,
)
from code2skill.probe.chain import MISSING, output_of, step_answers
from code2skill.probe.expect import differences, expected_request, set_member
from code2skill.probe.inputs import example
from code2skill.probe.schemas import first_difference, output_matches, same
from code2skill.probe.stub import Answer, Stub
from code2skill.validate.callbacks import summary_of
from code2skill.validate.package import exported_names

OFF_STATUSES = (202, 203, 206, 226, 299)


def run_probe(root: Path, contract: dict, profile: dict, node: str,
              timeout: float) -> ProbeResult:
    return anyio.run(_probe, root, contract, profile, node, timeout)


async def _probe(root: Path, contract: dict, profile: dict, node: str,
                 timeout: float) -> ProbeResult:
    caps = {c["name"]: c for c in contract.get("capabilities") or []}
    names = exported_names(profile, contract)
    reports = {n: ToolReport(n) for n in names}
    failures: list[str] = []
    credentials = credential_env(profile)
    with Stub() as stub:
        env = {s["baseUrlBinding"]: f"{stub.base_url}/svc/{s['id']}"
               for s in contract.get("services") or [] if s.get("baseUrlBinding")}
        env.update(credentials)
        dry = {**env, profile["dryRunVariable"]: "1"}
        try:
            async with client(root, node, dry, timeout) as session:
                for problem in check_listing(await listing(session, names), caps, names):
                    owner = problem.split(": ", 1)[0]
                    if owner in reports:
                        reports[owner].failures.append("tools/list: " + problem.split(": ", 1)[1])
                    else:
                        failures.append(problem)
                failures += await check_unknown(session)
                for name in names:
                    problem = input_problem(caps[name], tool_input(caps[name]))
                    if problem:
                        reports[name].failures.append(problem)
                    stub.reset()
                    await check_dry_run(session, caps[name], reports[name])
                    reports[name].dry_run_requests = len(stub.requests)
            async with client(root, node, env, timeout) as session:
                await listing(session, names)
                for name in names:
                    await LiveCheck(session, stub, caps[name], profile, credentials,
                                    reports[name]).run()
        except (Exception, ExceptionGroup) as exc:           # noqa: BLE001 - the server's fault
            failures.append(f"the server failed: {first_error(exc)}")
    return ProbeResult(root, [reports[n] for n in names], failures)


def client(root: Path, node: str, env: dict[str, str], timeout: float) -> Client:
    params = StdioServerParameters(command=node, args=["server.mjs"], cwd=str(root), env=env)
    return Client(params, read_timeout_seconds=timeout, mode="legacy")


def first_error(exc: BaseException) -> str:
    while isinstance(exc, BaseExceptionGroup) and exc.exceptions:
        exc = exc.exceptions[0]
    return f"{type(exc).__name__}: {exc}"


# ---- tools/list and the unknown Tool
async def listing(session: Client, names: list[str]) -> list:
    """The listed Tools; a server that registers none offers no tools capability, and
    ``tools/list`` is then an unknown method: an empty list when none is exported."""
    try:
        return (await session.list_tools()).tools
    except MCPError:
        if names:
            raise
        return []


def check_listing(tools: list, caps: dict, names: list[str]) -> list[str]:
    """The differences of the listed Tools from the exported capabilities."""
    out = []
    listed = {t.name: t for t in tools}
    if sorted(listed) != names:
        missing = sorted(set(names) - set(listed))
        extra = sorted(set(listed) - set(names))
        out.append(f"tools/list: missing {missing}, extra {extra}")
    for name in names:
        tool, cap = listed.get(name), caps[name]
        if tool is None:
            continue
        if tool.title != cap.get("title"):
            out.append(f"{name}: title {tool.title!r}, contract {cap.get('title')!r}")
        description = tool.description or ""
        if description != cap.get("description") and \
                not description.startswith(f"{cap.get('description')}\n\n"):
            out.append(f"{name}: description differs from the contract's")
        hints = (tool.annotations.model_dump(by_alias=True) if tool.annotations else {})
        for hint in HINTS:
            if hints.get(hint) != (cap.get("annotations") or {}).get(hint):
                out.append(f"{name}: annotation {hint} {hints.get(hint)!r}, contract "
                           f"{(cap.get('annotations') or {}).get(hint)!r}")
        if not same(tool.input_schema, cap.get("inputSchema")):
            out.append(f"{name}: the advertised input schema differs from the contract's at "
                       f"{first_difference(tool.input_schema, cap.get('inputSchema'))}")
        problem = output_matches(tool.output_schema, object_schema(cap.get("outputSchema")))
        if problem:
            out.append(f"{name}: {problem}")
    return out


def object_schema(schema: Any) -> Any:
    """The contract's output schema as MCP can advertise it: only an object schema is one."""
    return schema if isinstance(schema, dict) and schema.get("type") == "object" else None


async def check_unknown(session: Client) -> list[str]:
    try:
        result = await session.call_tool(UNKNOWN_TOOL, {})
    except MCPError:
        return []
    return [f"an unknown Tool is answered with a result (isError {result.is_error}), not a "
            "protocol error"]


# ---- dry run
def tool_input(cap: dict) -> dict:
    value = example(cap.get("inputSchema") or {"type": "object"})
    return value if isinstance(value, dict) else {}


def input_problem(cap: dict, data: dict) -> str | None:
    """Why ``data`` does not satisfy the contract's input schema (a pattern the probe could
    not meet), else None."""
    try:
        jsonschema.validate(data, cap.get("inputSchema") or {"type": "object"})
    except jsonschema.ValidationError as exc:
        return f"the probe could not build a valid input: {exc.message[:120]}"
    except jsonschema.SchemaError:
        return None
    return None


async def check_dry_run(session: Client, cap: dict, report: ToolReport) -> None:
    data = tool_input(cap)
    envelope = {"dryRun": True, "validatedInput": data,
                "operationPolicy": cap.get("operationPolicy"),
                "operationSummary": summary_of(cap)}
    try:
        result = await session.call_tool(cap["name"], data)
    except (MCPError, RuntimeError) as exc:
        report.failures.append(f"dry run: {exc}")
        return
    if result.is_error:
        report.failures.append(f"dry run: isError result {text_of(result)[:160]}")
    elif result.structured_content != envelope:
        report.failures.append("dry run: the structured content is not the contract's envelope")
    elif not text_matches(result):
        report.failures.append("dry run: the text block differs from the structured content")


def text_of(result) -> str:
    return "".join(getattr(c, "text", "") for c in result.content)


def text_matches(result) -> bool:
    texts = [c for c in result.content if getattr(c, "type", None) == "text"]
    if len(texts) != 1:
        return False
    try:
        return json.loads(texts[0].text) == result.structured_content
    except ValueError:
        return False


# ---- live
class LiveCheck:
    """The live calls of one Tool against the stub backend."""

    def __init__(self, session: Client, stub: Stub, cap: dict, profile: dict,
                 credentials: dict[str, str], report: ToolReport):
        self.session, self.stub, self.cap, self.report = session, stub, cap, report
        self.data = tool_input(cap)
        self.requests = (cap.get("implementation") or {}).get("requests") or []
        self.auth = auth_headers(profile, cap["name"], credentials)
        self.credentials = sorted(credentials.values())
        self.steps = step_answers(cap, stub.base_url)
        self.policy = cap.get("operationPolicy") or {}
        self.write = cap.get("sideEffect") in WRITES

    async def call(self, data: dict, answer: Answer | list[Answer]):
        self.stub.reset(answer)
        self.report.live_calls += 1
        try:
            return await self.session.call_tool(self.cap["name"], data)
        except (MCPError, RuntimeError) as exc:
            self.report.failures.append(f"{exc}")
            return None

    def fail(self, what: str) -> None:
        self.report.failures.append(what)

    def success_answer(self, status: int) -> Answer:
        body = example(self.cap.get("outputSchema")) if self.cap.get("outputSchema") else {}
        return Answer(status, None if status in (204, 205, 304) else body)

    async def run(self) -> None:
        if not self.requests:
            return
        success = sorted(self.requests[0].get("successStatuses") or [200])
        await self.behaviour()
        await self.bad_input()
        off = next(s for s in OFF_STATUSES if s not in success)
        await self.failure(f"status {off}", self.success_answer(off), off)
        await self.failure("status 500", Answer(500, {"message": "probe failure"}), 500)
        await self.failure("a cut connection", Answer(cut=True), None)
        if len(self.requests) > 1:      # a chain: its last step fails after the others
            last = len(self.requests) - 1
            await self.failure(f"status 500 at request {last}",
                               [*self.steps[:-1], Answer(500, {"message": "probe failure"})],
                               500)
            await self.failure(f"a cut connection at request {last}",
                               [*self.steps[:-1], Answer(cut=True)], None)
        await self.rejection()

    async def behaviour(self) -> None:
        """Each step answered with success (:func:`step_answers`): every request exactly as
        the contract says, in order, and the output ``implementation.output`` builds."""
        result = await self.call(self.data, self.steps)
        got = list(self.stub.requests)
        if result is not None and result.is_error:
            self.fail(f"live: isError result {text_of(result)[:160]}")
        if len(got) != len(self.requests):
            self.report.live_mismatches.append(f"{len(got)} requests sent, the contract has "
                                               f"{len(self.requests)}")
        bodies = [answer.body for answer in self.steps]
        for index, (request, recorded) in enumerate(zip(self.requests, got)):
            self.report.live_requests_checked += 1
            want = expected_request(request, self.data, f"/svc/{request['service']}", bodies)
            for diff in differences(want, recorded, self.auth, self.credentials):
                self.report.live_mismatches.append(f"request {index}: {diff}")
        output = output_of(self.cap, bodies)
        if result is not None and not result.is_error and output is not MISSING and \
                result.structured_content != output:
            self.fail(f"live: the output {json.dumps(result.structured_content)[:120]} is not "
                      f"{json.dumps(output)[:120]}, which implementation.output builds from "
                      "the answers")

    async def bad_input(self) -> None:
        result = await self.call({**self.data, "probeUnexpectedMember": 1}, Answer())
        if result is not None and not result.is_error:
            self.fail("an input with an extra member is not an isError result")
        if self.stub.requests:
            self.fail("an input with an extra member was dispatched")

    async def failure(self, what: str, answer: Answer | list[Answer],
                      status: int | None) -> None:
        result = await self.call(self.data, answer)
        if result is None:
            return
        error = result.structured_content if isinstance(result.structured_content, dict) else {}
        if not result.is_error:
            self.fail(f"{what}: not an isError result")
            return
        if self.write and (status is None or status >= 500):
            if error.get("code") != "UNKNOWN_DISPATCH_OUTCOME" or \
                    error.get("retryable") is not False or error.get("outcomeKnown") is not False:
                self.fail(f"{what} of a write: not UNKNOWN_DISPATCH_OUTCOME, retryable false, "
                          f"outcomeKnown false (got {error.get('code')!r})")
        elif not self.write and (status is None or status >= 500):
            allowed = self.policy.get("automaticRetry") == "allowed"
            if error.get("retryable") is not allowed:
                self.fail(f"{what} of a read: retryable {error.get('retryable')!r}, policy "
                          f"automaticRetry {self.policy.get('automaticRetry')!r}")

    async def rejection(self) -> None:
        contract = self.cap.get("errorContract") or {}
        body: Any = None
        body = set_member(body, contract.get("codePath") or "code", PROBE_CODE)
        body = set_member(body, contract.get("messagePath") or "message", "probe conflict")
        result = await self.call(self.data, Answer(409, body))
        if result is None:
            return
        error = result.structured_content if isinstance(result.structured_content, dict) else {}
        if not result.is_error:
            self.fail("a 409 rejection is not an isError result")
        elif error.get("outcomeKnown") is not True:
            self.fail("a 409 rejection has outcomeKnown "
                      f"{error.get('outcomeKnown')!r}, expected true")
        elif contract.get("codePath") and error.get("code") != PROBE_CODE:
            self.fail(f"a 409 rejection's code is {error.get('code')!r}, expected {PROBE_CODE} "
                      f"from {contract.get('codePath')}")
        elif self.write and error.get("retryable") is not False:
            self.fail("a 409 rejection of a write is retryable")
