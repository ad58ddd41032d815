"""The ``code2skill`` command line: a thin layer over :mod:`code2skill.pipeline`.

Exit codes (all commands):

* 0 — success (for ``derive``: the contract was written; problems with single files are listed
  in ``source.skipped``/``source.diagnostics`` and on stderr).
* 1 — ``derive --strict`` found a source file it could not analyse (binary, unreadable,
  extraction failed, not UTF-8 text: analysed, but a literal holding an invalid byte is
  unknown, rule ``source.not-utf8``, syntax errors that may hide calls, resolution cut short, an
  internal fault contained at one call site or capability, rule ``internal.contained-fault``), a
  call it could not resolve (a review item without a capability: a declared client library or
  generated module whose calls it cannot see included; a service's base-URL question is none
  unless it may hide part of a path, :mod:`code2skill.strict`), or fewer capabilities than half the
  client's request-like call sites (rule ``coverage.low``); the contract is still written, and
  every reason is named on stderr (``code2skill: strict: …``).
* 2 — usage or input error: a missing or unreadable path (also one the system refuses: a name
  too long, a folder that may not be searched, rule ``io.os-error``), a bad option, an ``--include`` or
  ``--exclude`` glob that can never match (invalid, empty, a comment, an absolute path), an
  unusable contract (``audit`` and ``derive --update`` name the JSON path of each problem),
  standard output that cannot be written (rule ``io.stdout-error``).

* 3 — internal error: one line ``code2skill: internal error: <type>: <message> — please report
  it …``, never a traceback, so a CI gate tells a crash from findings.
* 130/143/129 — interrupted by SIGINT/SIGTERM/SIGHUP (:mod:`code2skill.stopping`); worker
  processes are ended first.

``audit`` exits 1 when it reports a finding at or above ``--fail-on`` (default ``medium``).

Every message is one line on stderr with control characters escaped
(:func:`code2skill.safe_io.printable`: a file name holding a terminal escape sequence is shown,
never obeyed).
"""
from __future__ import annotations

import difflib
import json
import os
import signal
import sys
import warnings
from enum import Enum
from pathlib import Path
from typing import TYPE_CHECKING, Optional


def exit_now(code: int) -> None:
    """Exit with ``code`` once the run has unwound (its ``finally`` blocks ended the worker
    pool), skipping the interpreter's exit handlers: a pool's management thread, woken at
    exit after its pipes were closed, would print ``Exception ignored … Bad file descriptor``
    behind the one-line message."""
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError):
            pass
    os._exit(code)


def exit_on_signal(signum: int, _frame) -> None:
    """Signal handler while nothing needs unwinding (modules loading before the run, the
    interpreter ending after it): the one-line message, then exit 128 + the signal number."""
    sys.stderr.write(f"code2skill: interrupted ({signal.Signals(signum).name})\n")
    exit_now(128 + signum)


from code2skill.stopping import STOP_SIGNALS      # noqa: E402 - a tiny module

for _signum in STOP_SIGNALS:                      # before the heavy imports below
    signal.signal(_signum, exit_on_signal)

import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn

from code2skill import __version__
from code2skill.config import MAX_JOBS, Config, ConfigError, read_config
from code2skill.redact import redact, redact_lines
from code2skill.safe_io import (ClosedStream, OutputError, OutputStream, escape_surrogates,
                                json_text, printable, write_atomic, write_stdout)

if TYPE_CHECKING:                  # the pipeline and the models load with the command that
    from code2skill.contract.load import ContractError      # needs them: --help and --version
    from code2skill.discover import Scope                    # return at once
    from code2skill.pipeline import Settings

def examples(*lines: str) -> str:
    """The help's ``Examples:`` block: one command line each, kept as written (click's
    ``\\b`` stops rewrapping)."""
    return "\n\nExamples:\n\n\b\n" + "\n".join(f"  code2skill {line}" for line in lines) + "\n"


DERIVE_EXAMPLES = (
    "derive ./client-repo -o canonical-contract.json",
    "derive ./client-repo --graph graph.json --exclude 'legacy/**'",
    "derive ./monorepo --include 'packages/web/**' --jobs 2",
    "derive ./client-repo --update canonical-contract.json --summary changes.txt")
AUDIT_EXAMPLES = (
    "audit canonical-contract.json ./client-repo",
    "audit canonical-contract.json ./client-repo --format sarif -o audit.sarif",
    "audit canonical-contract.json ./client-repo --fail-on high --ignore C2S-L005")
EXPORT_EXAMPLES = (
    "export canonical-contract.json -o mcp-server/ --only-approved",
    "export canonical-contract.json -o mcp-server/ --host host-profile.json --force")
SKILL_EXAMPLES = ("skill canonical-contract.json -o skills/ --only-approved",
                  "skill canonical-contract.json -o skills/ --force")
HOST_CHECK_EXAMPLES = (
    "host-check mcp-server/ --host host-profile.json",
    "host-check canonical-contract.json --host host-profile.json -o host-report.json")
REPORT_EXAMPLES = (
    "report canonical-contract.json --source ./client-repo -o report.html",
    "report canonical-contract.json --format markdown >> \"$GITHUB_STEP_SUMMARY\"")
SCHEMA_EXAMPLES = ("schema > canonical-contract.schema.json", "schema host-profile")
RULES_EXAMPLES = ("rules", "rules side-effect.method", "rules C2S-L002",
                  "rules axios.method --format json")
VALIDATE_EXAMPLES = ("validate mcp-server/", "validate mcp-server/ --format sarif -o v.sarif")
PROBE_EXAMPLES = ("probe mcp-server/", "probe mcp-server/ --timeout 60 --format json")

app = typer.Typer(add_completion=False, no_args_is_help=True,
                  context_settings={"help_option_names": ["-h", "--help"]},
                  help="Derive a canonical contract of candidate MCP business Tools from the "
                       "API calls a client repository really makes." +
                       examples(DERIVE_EXAMPLES[0], AUDIT_EXAMPLES[0], REPORT_EXAMPLES[0],
                                EXPORT_EXAMPLES[0], VALIDATE_EXAMPLES[0], PROBE_EXAMPLES[0],
                                HOST_CHECK_EXAMPLES[0], SKILL_EXAMPLES[0], RULES_EXAMPLES[1],
                                SCHEMA_EXAMPLES[0]),
                  rich_markup_mode=None, pretty_exceptions_enable=False)


class RedactingConsole(Console):
    """The stderr console: every message passes through :func:`redact` (an exception's text
    or a diagnostic may quote source)."""

    def print(self, *objects, **kwargs) -> None:   # noqa: A003 - rich's name
        super().print(*(redact(o) if isinstance(o, str) else o for o in objects), **kwargs)

    def on_broken_pipe(self) -> None:
        """Rule ``io.stderr-gone`` (:func:`say`): rich would exit 1, the code of findings."""
        silence_stderr()


err = RedactingConsole(stderr=True, highlight=False, markup=False, soft_wrap=True)


def say(message: str) -> None:
    """Print ``message`` on stderr as one line, control characters escaped (a file name
    holding ``\n``, ``\r`` or a bidi override cannot forge or reorder a line). Rule
    ``io.stderr-gone``: when stderr cannot be written (its reader closed the pipe: ``2>&1 |
    head -1``), it is pointed at the null device and the message is dropped; the run goes on
    and keeps its own exit code (its outputs are files or standard output)."""
    try:
        err.print(printable(message.removesuffix("\n")))
    except OSError:                     # another write error than a closed pipe (EIO, EBADF)
        silence_stderr()


def hold_closed_stdout() -> None:
    """Point a closed file descriptor 1 at the null device, so that no file this run opens
    (an output, the cache) takes descriptor 1, where a stray write would land in it."""
    try:
        os.fstat(1)
    except OSError:
        null = os.open(os.devnull, os.O_WRONLY)
        if null != 1:
            os.dup2(null, 1)
            os.close(null)


def silence_stderr() -> None:
    """Point file descriptor 2 at the null device, so that what is still buffered for stderr
    and every later message are written nowhere instead of failing."""
    null = os.open(os.devnull, os.O_WRONLY)
    os.dup2(null, 2)
    os.close(null)


def say_contract_error(exc: ContractError) -> None:
    """An unusable contract's message, each of its lines escaped on its own."""
    first, *rest = exc.lines()
    say(f"code2skill: error: {first}")
    for line in rest:
        say(line)


def valid_contract_or_exit(path: Path):
    """The validated contract at ``path``, every secret it holds redacted with a warning
    naming its JSON Pointer (rule ``contract.redacted``); exit 2 naming each JSON path of a
    problem."""
    from code2skill.contract.load import ContractError, read_contract, require_valid
    from code2skill.contract.redaction import redacted_contract
    try:
        loaded, redactions = redacted_contract(read_contract(path))
        say_redactions(path, redactions)
        return require_valid(loaded)
    except ContractError as exc:
        say_contract_error(exc)
        raise typer.Exit(2)


def say_redactions(path: Path, redactions: list) -> None:
    """One warning per string of the contract at ``path`` that held a secret (rule
    ``contract.redacted``): its JSON Pointer and the kinds, never the value."""
    from code2skill.contract.redaction import warning_lines
    for line in warning_lines(str(path), redactions):
        say(f"code2skill: {line}")


def say_lines(text: str) -> None:
    """Print a multi-line report on stderr, each ``\n``-separated line as by :func:`say`."""
    for line in text.removesuffix("\n").split("\n"):
        say(line)


def version_callback(value: bool) -> None:
    if value:
        typer.echo(f"code2skill {__version__}")
        raise typer.Exit(0)


@app.callback()
def main_options(version: Optional[bool] = typer.Option(
        None, "--version", callback=version_callback, is_eager=True,
        help="Print the version and exit.")) -> None:
    """Global options."""


DERIVE_HELP = """Derive canonical-contract.json from the client at PATH. Exit 0 the contract was
written; 1 --strict and a source file could not be analysed, a call could not be resolved
(an internal fault at one call site or capability too), or
the capabilities are fewer than half the request-like call sites (the contract is still
written); 2 usage or input error (missing path, a glob that can never match, an output that
cannot be written); 3 internal error; 130/143/129 interrupted (no partial output)."""


@app.command("derive", help=DERIVE_HELP +
             examples(*DERIVE_EXAMPLES))
def derive_command(
    path: Path = typer.Argument(..., metavar="PATH",
                                help="The client repository (or a folder in it)."),
    output: Optional[Path] = typer.Option(None, "-o", "--output", metavar="FILE",
                                          help="Write the contract here (default: stdout)."),
    graph: Optional[Path] = typer.Option(None, "--graph", metavar="FILE",
                                         help="Also write the program graph: GraphML, DOT or "
                                         "Mermaid by the suffix (.graphml, .dot, .mmd), else "
                                         "node-link JSON."),
    include: list[str] = typer.Option([], "--include", metavar="GLOB",
                                      help="Glob (gitignore style) of files "
                                      "to analyse even if out of scope by default. Repeatable."),
    exclude: list[str] = typer.Option([], "--exclude", metavar="GLOB",
                                      help="Glob of files to leave out. "
                                      "Repeatable."),
    jobs: Optional[int] = typer.Option(None, "--jobs", "-j", metavar="N", min=0,
                                       max=MAX_JOBS,
                                       help=f"Worker processes, 0 to {MAX_JOBS} (0: one per "
                                       "CPU, 1: no pool; default: the settings file's, else 0)."),
    cache_dir: Optional[Path] = typer.Option(None, "--cache-dir", metavar="DIR",
                                             help="Cache per-file facts here, by content hash."),
    include_bundles: bool = typer.Option(False, "--include-bundles", help="Analyse minified "
                                         "and bundled files best-effort instead of skipping "
                                         "them."),
    strict: bool = typer.Option(False, "--strict", help="Exit 1 when any file could not be "
                                "analysed, any call could not be resolved, or the "
                                "capabilities are fewer than half the request-like call "
                                "sites."),
    quiet: bool = typer.Option(False, "--quiet", "-q", help="No progress or summary on stderr; "
                               "warnings stay."),
    update: Optional[Path] = typer.Option(None, "--update", metavar="CONTRACT", help="Merge "
                                          "into this reviewed contract, keeping the reviewer's "
                                          "decisions; it is rewritten in place unless -o is "
                                          "given. The scope it records is reused unless "
                                          "--include/--exclude/--include-bundles are given."),
    summary_file: Optional[Path] = typer.Option(None, "--summary", metavar="FILE",
                                                help="With --update: also write the change "
                                                "summary to FILE."),
) -> None:
    from code2skill.contract.load import (ContractError, colliding_services,
                                          evidence_outside_root, read_contract, require_valid)
    from code2skill.contract.redaction import redacted_contract
    from code2skill.emit import contract_json
    check_client(path, cache_dir, [("-o", output), ("--graph", graph),
                                   ("--summary", summary_file), ("--update", update)])
    if summary_file is not None and update is None:
        say("code2skill: error: --summary needs --update CONTRACT")
        raise typer.Exit(2)
    outputs = [("-o", output or update), ("--graph", graph), ("--summary", summary_file)]
    if update is not None and output is None:
        outputs[0] = ("--update", update)
    no_collision([o for o in outputs if o[1] is not None], [("--update", update)],
                 frozenset({("-o", "--update"), ("--update", "--update")}))
    writable_or_exit([o for o in outputs if o[1] is not None], path)
    loaded = None
    if update is not None:
        try:
            loaded, redactions = redacted_contract(read_contract(update))   # contract.redacted
            say_redactions(update, redactions)
            require_valid(loaded)
            if outside := evidence_outside_root(loaded.data):
                raise ContractError(update, "not a contract to update: evidence outside the "
                                            "client folder", outside)
            if colliding := colliding_services(loaded.data):
                raise ContractError(update, "not a contract to update: two services stand "
                                            "for one base URL; nothing was written", colliding)
        except ContractError as exc:
            say_contract_error(exc)
            raise typer.Exit(2)
    settings = settings_for(loaded.data if loaded is not None else None, include, exclude,
                            include_bundles, path, jobs, cache_dir,
                            (output, graph, summary_file, update, cache_dir),
                            config_or_exit(path))
    result = derive_with_progress(path, settings, quiet)
    if loaded is not None:
        refuse_unread_update(update, loaded.data, result.inventory.skipped)
    text = contract_json(result.contract)
    merged = report = None
    if loaded is not None:
        from code2skill.update import render_summary, update_contract
        merged = update_contract(loaded.data, json.loads(text), loaded.text)
        text, output = merged.text, output or update
        report = redact_lines(render_summary(merged, str(update), str(path)))
        if summary_file is not None:      # before the contract: a failed write replaces nothing
            write_or_exit(summary_file, escape_surrogates(report), "the summary")
    drawn = contained_graph(result, graph) if graph else None   # internal.contained-fault
    if drawn is not None:                 # before the contract too (rule io.contract-last)
        write_or_exit(graph, drawn, "the graph")
    write_or_exit(output, text, "the contract")
    if (too_large := over_reader_cap(text)) is not None:
        say(f"code2skill: warning: {too_large}")
    from code2skill.limit_lines import diagnostic_lines
    errors = diagnostic_lines(d for d in result.diagnostics          # one line per limit
                              if d.severity in ("error", "warning"))
    errors += [f"{s.path}: read: {s.reason}" for s in result.inventory.skipped if s.unreadable]
    from code2skill.strict import strict_failures
    unresolved = strict_failures(result.contract)  # strict.unresolved-call, .base-binding, .plumbing
    for line in problem_lines(result, errors, strict):
        say(line)
    if not quiet and report is not None:
        say_lines(report.rstrip("\n"))
    elif not quiet:
        summary(result, output)
    from code2skill.coverage import low_coverage
    low = low_coverage(result)
    if strict and low:
        say(f"code2skill: strict: {low}")
    if strict and too_large is not None:
        raise typer.Exit(1)
    if strict and not result.inventory.files:
        say("code2skill: strict: no JavaScript/TypeScript source file was analysed")
        raise typer.Exit(1)
    if strict and (errors or unresolved or low):
        if errors:                                  # rule strict.reason: every failure named
            say(f"code2skill: strict: {len(errors)} source file problem(s) (syntax errors, "
                f"parser limits, unreadable files) may hide calls; first: {errors[0]}")
        for item in unresolved[:20]:
            ev = item.evidence[0] if item.evidence else None
            place = f"{ev.file}:{ev.line}: " if ev is not None and ev.file else ""
            say(f"code2skill: strict: {place}{item.message}")
        raise typer.Exit(1)


def refuse_unread_update(update: Path, contract: dict, skipped) -> None:
    """Exit 2, writing nothing, when source files the reviewed contract cites were not
    analysed by this derive (unreadable or skipped) (rule ``update.unread-sources``): their capabilities would be flagged
    gone and their review decisions lost."""
    from code2skill.update import unread_sources
    unread = unread_sources(contract, skipped)
    if unread:
        file, reason = unread[0]
        say(f"code2skill: error: {update}: not updated: {len(unread)} source file(s) it cites "
            f"were not analysed by this run (first: {file}: {reason}): their capabilities "
            "would look gone; make them readable and in scope, and run again. Nothing was "
            "written.")
        raise typer.Exit(2)


def check_client(path: Path, cache_dir: Optional[Path], outputs=()) -> None:
    """Exit 2 unless ``path`` is a folder and ``cache_dir`` can be made without being one of
    ``outputs`` or a folder below one (:func:`code2skill.collide.cache_clash`)."""
    from code2skill.collide import cache_clash
    if (clash := cache_clash(list(outputs), cache_dir)) is not None:
        say(f"code2skill: error: {clash}")
        raise typer.Exit(2)
    if not str(path) or not path.exists():
        say(f"code2skill: error: {path}: no such file or directory")
        raise typer.Exit(2)
    if cache_dir is not None:
        try:
            cache_dir.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            say(f"code2skill: error: --cache-dir {cache_dir}: {exc.strerror or exc}")
            raise typer.Exit(2)
    if not path.is_dir():
        say(f"code2skill: error: {path}: not a directory")
        raise typer.Exit(2)


def no_collision(outputs, inputs, allowed=frozenset()) -> None:
    """Exit 2 when two outputs are one file or an output would overwrite a file the run reads
    (rule ``io.output-collision``, :func:`code2skill.collide.collision`)."""
    from code2skill.collide import collision
    clash = collision(outputs, inputs, allowed)
    if clash:
        say(f"code2skill: error: {clash}")
        raise typer.Exit(2)


def writable_or_exit(outputs, root: Optional[Path]) -> None:
    """Exit 2 before any work when an output cannot be written (rule ``io.output-check``):
    its folder is missing or it is a folder, more than one output is standard output (``-``),
    it is an existing read-only file (``--update`` of a ``chmod 0444`` contract), or it is an
    existing source file of the analysed folder ``root``, when there is one (writing would
    destroy it)."""
    from code2skill.collide import output_problem
    problem = output_problem(outputs, root)
    if problem:
        say(f"code2skill: error: {problem}")
        raise typer.Exit(2)


def settings_for(recorded: dict | None, include: list[str], exclude: list[str],
                 include_bundles: bool, path: Path, jobs: int | None, cache_dir: Path | None,
                 outputs: tuple[Path | None, ...] = (), config: Config = Config()) -> Settings:
    """The run's settings: the scope options given, else the project's settings file's
    (``config``), else the scope recorded in a loaded contract's data (``recorded``); the
    jobs given, else the file's, else 0. Exit 2 on a glob that can never match. ``outputs``
    are the files and folders the run writes or reads as its own (they never make the
    analysed tree dirty)."""
    from code2skill.contract.load import recorded_scope
    from code2skill.discover import OPTIONS
    from code2skill.pipeline import Settings
    names = OPTIONS
    if not (include or exclude or include_bundles):
        if config.sets_scope:
            include, exclude = list(config.include or ()), list(config.exclude or ())
            include_bundles = bool(config.include_bundles)
            where = config.path if config.path != "pyproject.toml" else \
                f"{config.path} [tool.code2skill]"
            names = (f"{where}: include", f"{where}: exclude")
        elif recorded is not None:
            include, exclude, include_bundles = recorded_scope(recorded)
            names = ("/source/scope/include", "/source/scope/exclude")
    jobs = jobs if jobs is not None else config.jobs or 0
    return Settings(scope_or_exit(include, exclude, include_bundles, path, names), jobs,
                    cache_dir, tuple(p for p in outputs if p is not None))


def config_or_exit(path: Path) -> Config:
    """The settings file of the analysed folder ``path`` (rule ``config.file``); exit 2 naming
    the file and key of a problem."""
    from code2skill.catalogue import audit_rule_problem
    try:
        return read_config(path, audit_rule_problem)
    except ConfigError as exc:
        say(f"code2skill: error: {exc}")
        raise typer.Exit(2)


def scope_or_exit(include: list[str], exclude: list[str], include_bundles: bool,
                  path: Path, names: tuple[str, str] | None = None) -> Scope:
    """The scope of the options; exit 2 naming every glob that can never match under
    ``path`` (rule ``scope.glob``), by where it was given (``names``: the options by
    default, or a settings file's keys)."""
    from code2skill.discover import OPTIONS, Scope, ScopeError, check_scope
    scope = Scope(tuple(include), tuple(exclude), include_bundles)
    try:
        check_scope(scope, path, names or OPTIONS)
    except ScopeError as exc:
        say(f"code2skill: error: {exc}")
        raise typer.Exit(2)
    return scope


def derive_with_progress(path: Path, settings: Settings, quiet: bool):
    """Run the pipeline with a progress bar on a terminal; exit 2 on an unreadable root."""
    from code2skill.pipeline import derive as run_derive
    with Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(),
                  console=err, transient=True, disable=quiet or not err.is_terminal) as bar:
        task = bar.add_task("discover", total=None)

        def progress(phase: str, done: int, total: int | None) -> None:
            bar.update(task, completed=done, total=total, description=phase)

        try:
            return run_derive(path, settings, progress)
        except PermissionError as exc:
            say(f"code2skill: error: {path}: {exc.strerror}")
            raise typer.Exit(2)


def over_reader_cap(text: str) -> Optional[str]:
    """Why a contract of ``text`` cannot be read back (rule ``io.contract-cap``): over the
    :data:`~code2skill.safe_io.CONTRACT_CAP` bytes that ``audit`` and ``derive --update``
    read; ``None`` when it fits. A derive that writes it says so (a warning; exit 1 with
    ``--strict``) instead of leaving the refusal to the next command."""
    from code2skill import safe_io
    cap = safe_io.CONTRACT_CAP
    if len(text) <= cap // 4 or len(text.encode("utf-8", "replace")) <= cap:
        return None
    return (f"the contract is {len(text.encode('utf-8', 'replace')):,} bytes, over the "
            f"{cap:,} bytes audit and derive --update read: they will refuse it (narrow the "
            "scope with --exclude or analyse parts of the tree separately)")


def contained_graph(result, graph: Path) -> str | None:
    """The text of the program graph of ``result`` for ``graph`` (its format by the suffix).
    Rule ``internal.contained-fault``: a fault in building it is an ``error`` diagnostic of
    stage ``graph`` added to ``result`` (a stderr line; exit 1 under ``--strict``) and
    ``None``: the graph is not written, the contract still is. Raised under
    ``CODE2SKILL_RAISE_INTERNAL=1``."""
    from code2skill.contained_faults import fault, raise_faults
    from code2skill.facts import Diagnostic
    from code2skill.graphs.build import build_graph
    from code2skill.graphs.formats import graph_text
    try:
        return graph_text(build_graph(result.modules, result.program, result.contract),
                          graph.name)
    except Exception as exc:  # noqa: BLE001 - the graph's fault must not cost the contract
        if raise_faults():
            raise
        item = fault(exc, None, "graph building", "")
        result.diagnostics.append(Diagnostic(
            ".", "graph", f"internal fault in {item.component}: {item.text}; the graph "
            f"{graph} was not written, the contract was (please report it)", "error"))
        return None


def write_or_exit(path: Optional[Path], text: str, what: str) -> None:
    """Write ``text`` to ``path`` atomically (stdout when ``None``); exit 2 naming ``what``
    when the write fails, with ``path`` untouched (rule ``io.atomic-write``). A lone
    surrogate (a JSON escape ``\\ud800`` in a contract string) is written as the text
    ``\\uD800`` (rule ``io.escape``), so a report or Skill of such a contract is written."""
    text = escape_surrogates(text)
    try:
        if path and str(path) != "-":
            write_atomic(path, text)
        else:
            write_stdout(text)
    except OSError as exc:
        say(f"code2skill: error: cannot write {what}: {exc}")
        raise typer.Exit(2)


def summary(result, output: Optional[Path]) -> None:
    """The run's one-line summary on stderr (files, of them the HTML pages whose inline
    scripts were read, capabilities, services, review items per severity, request-like call
    sites, output); left out by ``--quiet``."""
    contract = result.contract
    target = f" → {output}" if output else ""
    cov = contract.source.coverage
    sites = (f", {cov.requestLikeSites} request-like call sites ({cov.resolved} resolved, "
             f"{cov.reviewed} reviewed, {cov.unresolved} unresolved)") if cov else ""
    pages = sum(1 for f in result.inventory.files if f.grammar == "page")
    say(f"code2skill: {len(result.inventory.files)} files analysed"
        f"{f' ({pages} HTML pages)' if pages else ''}, "
        f"{len(result.inventory.skipped)} skipped, {len(contract.capabilities)} "
        f"capabilities, {len(contract.services)} services, {len(contract.review)} "
        f"review items{by_severity(contract.review)}{sites}{target}")


def problem_lines(result, errors, strict: bool = False) -> list[str]:
    """The run's problems, one stderr line each, whether or not ``--quiet`` is given (a
    client the tool cannot follow is never silent): source file problems (the first 20),
    no source file in scope, low coverage, unread JavaScript-like files (rule
    ``source.unsupported-extension``) and the pipeline's coverage warnings (opaque SDK
    packages, unmodelled styles, missing generated modules…; the first 20). Under
    ``strict`` low coverage is left to the ``strict:`` line that fails the run."""
    lines = [f"code2skill: {line}" for line in errors[:20]]
    if len(errors) > 20:
        lines.append(f"code2skill: … and {len(errors) - 20} more (see source.diagnostics)")
    if not result.inventory.files:
        lines.append("code2skill: no JavaScript/TypeScript source file found in scope (the "
                     "skipped files and their reasons are in source.skipped)")
    from code2skill.coverage import low_coverage
    if not strict and (low := low_coverage(result)):
        lines.append(f"code2skill: warning: {low}")
    unread = unsupported_counts(result.inventory.skipped)    # source.unsupported-extension
    if unread:
        lines.append(f"code2skill: warning: {sum(unread.values())} JavaScript-like file(s) "
                     "code2skill does not read (" + ", ".join(f"{kind} {n}" for kind, n in
                                                            unread.items()) +
                     "): their requests are not in the contract (source.skipped)")
    lines += [f"code2skill: warning: {line}" for line in result.warnings[:MAX_WARNINGS]]
    if len(result.warnings) > MAX_WARNINGS:
        lines.append(f"code2skill: … and {len(result.warnings) - MAX_WARNINGS} more coverage "
                     "warnings (see review[])")
    return lines


MAX_WARNINGS = 20


def by_severity(review) -> str:
    """`` (2 high, 1 medium, …)``: the review items per severity, worst first, leaving out
    severities with none; empty without items."""
    tally = {s: sum(1 for r in review if r.severity == s)
             for s in ("high", "medium", "low", "info")}
    shown = ", ".join(f"{n} {s}" for s, n in tally.items() if n)
    return f" ({shown})" if shown else ""


def unsupported_counts(skipped) -> dict[str, int]:
    """``{kind: files}`` of the skipped files of rule ``source.unsupported-extension``."""
    from code2skill.discover import UNSUPPORTED_REASON

    counts: dict[str, int] = {}
    for item in skipped:
        if item.reason.startswith(UNSUPPORTED_REASON + " ("):
            kind = item.reason[len(UNSUPPORTED_REASON) + 2:].split(")", 1)[0]
            counts[kind] = counts.get(kind, 0) + 1
    return counts


class ReportFormat(str, Enum):
    text = "text"
    json = "json"
    sarif = "sarif"


class FailOn(str, Enum):
    info = "info"
    low = "low"
    medium = "medium"
    high = "high"


AUDIT_HELP = """Audit CONTRACT against the client at PATH: lint it against the design rules
(C2S-L…), compare it with a fresh derive of PATH (C2S-D…: capabilities with no client call,
uncovered endpoints, drift of requests, bindings, requiredness, enums, statuses, side effects)
and check its evidence still points at the code (C2S-E…). Exit 0 clean, 1 findings at or above
--fail-on, 2 usage or input errors, 3 internal error."""


@app.command("audit", help=AUDIT_HELP + examples(*AUDIT_EXAMPLES))
def audit_command(
    contract: Path = typer.Argument(..., metavar="CONTRACT", help="The contract to audit."),
    path: Path = typer.Argument(..., metavar="PATH", help="The client repository it describes."),
    fmt: ReportFormat = typer.Option(ReportFormat.text, "--format", "-f",
                                     help="Report format: text, json or sarif (SARIF 2.1.0)."),
    fail_on: Optional[FailOn] = typer.Option(None, "--fail-on", help="Exit 1 when a finding "
                                             "is at or above this severity: info, low, "
                                             "medium, high (default: the settings file's, "
                                             "else medium)."),
    ignore: list[str] = typer.Option([], "--ignore", metavar="RULE", help="Do not report "
                                     "this rule's findings (C2S-L005); added to the settings "
                                     "file's. Repeatable."),
    select: list[str] = typer.Option([], "--select", metavar="RULE", help="Report only "
                                     "these rules' findings. Repeatable."),
    output: Optional[Path] = typer.Option(None, "-o", "--output", metavar="FILE",
                                          help="Write the report here (default: stdout)."),
    include: list[str] = typer.Option([], "--include", metavar="GLOB",
                                      help="Glob of files to analyse even if "
                                      "out of scope by default (default: the contract's "
                                      "recorded scope). Repeatable."),
    exclude: list[str] = typer.Option([], "--exclude", metavar="GLOB",
                                      help="Glob of files to leave out. "
                                      "Repeatable."),
    include_bundles: bool = typer.Option(False, "--include-bundles",
                                         help="Analyse minified and bundled files too."),
    jobs: Optional[int] = typer.Option(None, "--jobs", "-j", metavar="N", min=0,
                                       max=MAX_JOBS,
                                       help=f"Worker processes, 0 to {MAX_JOBS} (0: one per "
                                       "CPU, 1: no pool; default: the settings file's, else 0)."),
    cache_dir: Optional[Path] = typer.Option(None, "--cache-dir", metavar="DIR",
                                             help="Cache per-file facts here, by content hash."),
    quiet: bool = typer.Option(False, "--quiet", "-q", help="No progress or count on stderr."),
) -> None:
    from code2skill.contract.load import ContractError, read_contract
    from code2skill.audit import audit_contract
    from code2skill.audit.report import counts, exit_code, render
    if contract.is_dir() and path.is_file():
        say(f"code2skill: error: CONTRACT {contract} is a folder and PATH {path} a file: the "
            "contract comes first (code2skill audit CONTRACT PATH)")
        raise typer.Exit(2)
    check_client(path, cache_dir, [("-o", output), ("CONTRACT", contract)])
    no_collision([("-o", output)], [("CONTRACT", contract)])
    writable_or_exit([("-o", output)] if output is not None else [], path)
    try:
        loaded = read_contract(contract)
    except ContractError as exc:
        say_contract_error(exc)
        raise typer.Exit(2)
    config = config_or_exit(path)
    chosen = rule_choice(ignore, select, config)
    settings = settings_for(loaded.data, include, exclude, include_bundles, path, jobs,
                            cache_dir, (output, contract, cache_dir), config)
    try:
        audit = audit_contract(loaded, path, settings,
                               lambda s: derive_with_progress(path, s, quiet))
    except ContractError as exc:
        say_contract_error(exc)
        raise typer.Exit(2)
    findings = [f for f in audit.findings if chosen(f.rule)]
    threshold = fail_on.value if fail_on is not None else config.fail_on or "medium"
    report = render(fmt.value, findings, contract, loaded.text, path, threshold)
    write_or_exit(output, report, "the report")
    code = exit_code(findings, threshold)
    if not quiet and (output or fmt is not ReportFormat.text):
        tally = ", ".join(f"{n} {s}" for s, n in counts(findings).items())
        say(f"code2skill: audit: {len(findings)} findings ({tally}); "
            f"fail-on {threshold} → exit {code}")
    raise typer.Exit(code)


def rule_choice(ignore: list[str], select: list[str], config: Config):
    """Rule ``config.rules``: which audit rules are reported: the ``--select``ed ones (all
    without it), less the ``--ignore``d ones and the settings file's ``ignore``. Exit 2 on an
    id the catalogue lacks (with the closest audit ids) or of a rule audit does not report."""
    from code2skill.catalogue import audit_rule_problem
    for option, values in (("--ignore", ignore), ("--select", select)):
        problem = next(filter(None, map(audit_rule_problem, values)), None)
        if problem:
            say(f"code2skill: error: {option}: {problem}")
            raise typer.Exit(2)
    dropped = set(ignore) | set(config.ignore)
    return lambda rule: (not select or rule in select) and rule not in dropped


EXPORT_HELP = """Export CONTRACT as an MCP server package (runtime profile strict-export-v1,
node-stdio) into OUT: package.json, server.mjs, adapter.mjs (one registerTool per exported
capability), functions/, runtime.mjs, portable-error-normalizer.mjs, export-profile.json,
consumer-requirements.json, README.md, and export-manifest.json (each file written, with its
sha256). Approved and draft capabilities are registered (--only-approved: approved only); the
others are listed in export-profile.json with their reason. --host PROFILE runs the host check
first: only the Tools that Host serves are registered, and host-compatibility-report.json is
written into OUT. Over an earlier export, only the files its manifest lists unchanged are
replaced or removed: a changed or hand-written file makes the export refuse, naming it
(--force replaces it). Each approved capability that is not registered is named with its reason
in a warning on stderr, --quiet or not. Exit 0 written (also with such warnings), 1 the Host
serves none of the Tools (the report on stdout, nothing written), 2 unusable contract, profile
or OUT (nothing written), 3 internal error."""


@app.command("export", help=EXPORT_HELP + examples(*EXPORT_EXAMPLES))
def export_command(
    contract: Path = typer.Argument(..., metavar="CONTRACT", help="The contract to export."),
    output: Path = typer.Option(..., "-o", "--output", metavar="DIR",
                                help="The package folder to write "
                                "(missing, empty, or an earlier export)."),
    force: bool = typer.Option(False, "--force", help="Replace and remove files in OUT that "
                               "the earlier export did not write as they are (hand-written or "
                               "changed ones)."),
    only_approved: bool = typer.Option(False, "--only-approved",
                                       help="Register approved capabilities only."),
    host: Optional[Path] = typer.Option(None, "--host", metavar="PROFILE",
                                        help="A deployment's host-profile.json: register only "
                                             "the Tools it serves."),
    quiet: bool = typer.Option(False, "--quiet", "-q", help="No summary on stderr."),
) -> None:
    from code2skill.contract.load import ContractError
    from code2skill.export import export_package
    from code2skill.export.hostfit import REPORT_FILE, HostRefusal
    from code2skill.export.layout import OutputError
    from code2skill.host.profile import read_profile
    try:
        profile = read_profile(host) if host is not None else None
        result = export_package(contract, output, only_approved, profile, force)
    except ContractError as exc:
        say_contract_error(exc)
        raise typer.Exit(2)
    except HostRefusal as exc:
        write_stdout(json_text(exc.report.model_dump(mode="json")))
        missing = sorted({f for r in exc.report.capabilities for f in r.missing})
        say(f"code2skill: export: refused: the Host serves none of the "
            f"{len(exc.report.capabilities)} Tools (it lacks {', '.join(missing)}); the host "
            f"compatibility report is on stdout; nothing written")
        raise typer.Exit(1)
    except OutputError as exc:
        say(f"code2skill: error: {exc}")
        raise typer.Exit(2)
    except OSError as exc:
        say(f"code2skill: error: cannot write {output}: {exc.strerror or exc}")
        raise typer.Exit(2)
    say_redactions(contract, result.redactions)
    say_left_out(result.approved_left_out)
    if only_approved and not result.exported:
        say("code2skill: warning: export: no capability is approved, so the package registers "
            "no Tool: set status \"approved\" on the capabilities a reviewer accepts, or "
            "export without --only-approved")
    if not quiet:
        hosted = f"; host check in {REPORT_FILE}" if host is not None else ""
        say(f"code2skill: export: {len(result.exported)} Tools registered, "
            f"{len(result.skipped)} not registered (reasons in export-profile.json{hosted}) "
            f"→ {output}")
def say_left_out(left_out: list[tuple[str, str]], shown: int = 20) -> None:
    """One warning per approved capability the package does not register (rule
    ``export.approved-left-out``), with its rule and reason; after ``shown``, one line counts
    the rest. Shown also with ``--quiet``: the exit code stays 0 (the package is written)."""
    for name, why in left_out[:shown]:
        say(f"code2skill: warning: approved capability {name} is not exported ({why}); the "
            "package has no Tool for it (export.approved-left-out)")
    if len(left_out) > shown:
        say(f"code2skill: warning: … and {len(left_out) - shown} more approved capabilities "
            "not exported, reasons in export-profile.json (export.approved-left-out)")


SKILL_HELP = """Write the Skill of CONTRACT (Agent Skills format) into OUT/<name>/: SKILL.md (what
the Tools do by area, the hard constraints and how to recover, the client's confirmations as
guidance, deployment references) and references/<tool>.md for each Tool, and last
skill-manifest.json (each file written, with its sha256). Covers the approved and draft
capabilities (--only-approved: approved only). Over an earlier Skill, only the files its
manifest lists unchanged are replaced or removed: a file edited or written by hand makes the
command refuse, naming it, nothing written (--force replaces it). Exit 0 written, 2 usage or
input error (an unusable contract names each JSON path; an OUT/<name>/ holding hand-edited
files, nothing written), 3 internal error."""


@app.command("skill", help=SKILL_HELP + examples(*SKILL_EXAMPLES))
def skill_command(
    contract: Path = typer.Argument(..., metavar="CONTRACT", help="The contract to explain."),
    output: Path = typer.Option(..., "-o", "--output", metavar="DIR",
                                help="Folder to write the Skill's "
                                "folder into (created when missing)."),
    only_approved: bool = typer.Option(False, "--only-approved",
                                       help="Only approved capabilities, not drafts."),
    force: bool = typer.Option(False, "--force", help="Replace and remove files in "
                               "OUT/<name>/ that the earlier skill run did not write as they "
                               "are (hand-edited or hand-written ones)."),
    quiet: bool = typer.Option(False, "--quiet", "-q", help="No count on stderr."),
) -> None:
    from code2skill.export.layout import SKILL_MANIFEST, OutputError, utf8, write_package
    from code2skill.export.plan import select
    from code2skill.skill.plan import plan_skill
    from code2skill.skill.render import render_skill
    model = valid_contract_or_exit(contract)
    plans, _ = select(model, only_approved)
    plan = plan_skill(model, [p.capability.name for p in plans])
    folder = output / plan.name
    files = {rel: utf8(text) for rel, text in sorted(render_skill(plan).items())}
    try:
        write_package(folder, files, force, SKILL_MANIFEST)
    except OutputError as exc:
        say(f"code2skill: error: {exc}")
        raise typer.Exit(2)
    except OSError as exc:
        say(f"code2skill: error: cannot write {folder}: {exc.strerror or exc}")
        raise typer.Exit(2)
    if not quiet:
        say(f"code2skill: skill {plan.name}: {len(plan.references)} Tools → {folder}")


HOST_CHECK_HELP = """Check which Tools of an exported PACKAGE (its consumer-requirements.json and
export-profile.json), or which approved and draft capabilities of a CONTRACT, a Host can run:
each is available, disabled or requires-host-integration, with the facilities the Host's
profile lacks. A secret a CONTRACT holds is redacted before it is read, each one named on
stderr by its JSON Pointer (as by export, skill and report).
Exit 0 all available, 1 some capability is not, 2 usage or input error (each JSON path named),
3 internal error."""


@app.command("host-check", help=HOST_CHECK_HELP + examples(*HOST_CHECK_EXAMPLES))
def host_check_command(
    contract: Path = typer.Argument(..., metavar="PACKAGE-OR-CONTRACT",
                                    help="A contract, or an exported package folder."),
    host: Path = typer.Option(..., "--host", metavar="FILE",
                              help="The deployment's host-profile.json."),
    output: Optional[Path] = typer.Option(None, "-o", "--output", metavar="FILE", help="Write "
                                          "host-compatibility-report.json here (default: stdout)."),
    quiet: bool = typer.Option(False, "--quiet", "-q", help="No count on stderr."),
) -> None:
    from code2skill.contract.load import ContractError
    from code2skill.host.check import host_report, offered
    from code2skill.host.profile import PACKAGE_RECORDS, read_package, read_profile
    read = [("--host", host)] + ([("PACKAGE", contract / name) for name in PACKAGE_RECORDS]
                                 if contract.is_dir() else [("CONTRACT", contract)])
    no_collision([("-o", output)], read)
    writable_or_exit([("-o", output)], None)
    try:
        if contract.is_dir():
            needs, exported, skipped = read_package(contract)
        else:
            needs, exported, skipped = offered(valid_contract_or_exit(contract))
        profile = read_profile(host)
    except ContractError as exc:
        say_contract_error(exc)
        raise typer.Exit(2)
    report = host_report(needs, exported, skipped, profile)
    write_or_exit(output, json_text(report.model_dump(mode="json")), "the report")
    if not quiet:
        tally = ", ".join(f"{n} {status}" for status, n in report.counts.items())
        say(f"code2skill: host-check: {tally}")
    raise typer.Exit(0 if report.counts["available"] == len(report.capabilities) else 1)


REPORT_HELP = """Write the reviewer's page of CONTRACT: one self-contained HTML file (nothing
loaded from the network) with the capabilities by service and area, filters by status, side
effect and severity, each capability's inputs, policy, auth, preconditions, attachments,
call-graph picture and evidence (as source snippets read from --source, redacted), and the
review items worst first. --format markdown writes a summary a pull request can show.
Exit 0 written, 2 usage or input error (an unusable contract names each JSON path), 3 internal
error."""


class PageFormat(str, Enum):
    html = "html"
    markdown = "markdown"


@app.command("report", help=REPORT_HELP + examples(*REPORT_EXAMPLES))
def report_command(
    contract: Path = typer.Argument(..., metavar="CONTRACT", help="The contract to show."),
    source: Optional[Path] = typer.Option(None, "--source", metavar="DIR",
                                          help="The analysed folder, to "
                                          "show evidence as source lines (read only inside "
                                          "it)."),
    fmt: PageFormat = typer.Option(PageFormat.html, "--format", "-f",
                                   help="html (the default) or markdown."),
    output: Optional[Path] = typer.Option(None, "-o", "--output", metavar="FILE",
                                          help="Write the page here (default: stdout)."),
    quiet: bool = typer.Option(False, "--quiet", "-q", help="No count on stderr."),
) -> None:
    from code2skill.report.render import render_html, render_markdown
    from code2skill.report.view import report_view
    if source is not None and not source.is_dir():
        say(f"code2skill: error: --source {source} is not a folder")
        raise typer.Exit(2)
    no_collision([("-o", output)], [("CONTRACT", contract)])
    writable_or_exit([("-o", output)], source)
    model = valid_contract_or_exit(contract)
    view = report_view(model, source)
    render = render_html if fmt is PageFormat.html else render_markdown
    write_or_exit(output, render(view), "the report")
    if view.files_cited and not view.files_read:         # rule report.source-mismatch
        say(f"code2skill: warning: --source {source}: none of the {view.files_cited} "
            "evidence files the contract cites is there, so the page shows no source lines "
            f"(give the folder derive analysed: source.root is '{view.root}')")
    if not quiet:
        say(f"code2skill: report: {view.total} capabilities, {len(view.review)} review items"
            + (f" → {output}" if output else ""))


class SchemaKind(str, Enum):
    contract = "contract"
    host_profile = "host-profile"
    host_report = "host-report"
    consumer_requirements = "consumer-requirements"


@app.command("schema", help="Print a JSON Schema (2020-12): of canonical-contract.json (the "
             "default), host-profile.json, host-compatibility-report.json or an export's "
             "consumer-requirements.json. Exit 0, 2 an unknown KIND." +
             examples(*SCHEMA_EXAMPLES))
def schema_command(kind: SchemaKind = typer.Argument(SchemaKind.contract, metavar="KIND",
                                                     help="contract, host-profile, "
                                                          "host-report or "
                                                          "consumer-requirements.")) -> None:
    import json
    from code2skill.contract.models import (ConsumerRequirementsRecord, contract_json_schema,
                                            json_schema_of)
    from code2skill.host.profile import HostProfile, HostReport
    models = {SchemaKind.host_profile: HostProfile, SchemaKind.host_report: HostReport,
              SchemaKind.consumer_requirements: ConsumerRequirementsRecord}
    schema = contract_json_schema() if kind is SchemaKind.contract else json_schema_of(
        models[kind], kind.value)
    write_stdout(json.dumps(schema, indent=2, sort_keys=True) + "\n")


RULES_HELP = """Print the rule catalogue: every rule id code2skill writes (derive evidence and
review rules, export, audit, validate and probe rules) with its kind, default severity and
summary, or one rule in full. An id of a family built in code (axios.method) shows its family
(<library>.method). Exit 0, 2 an unknown id (the closest ids named)."""


class RulesFormat(str, Enum):
    text = "text"
    json = "json"


@app.command("rules", help=RULES_HELP + examples(*RULES_EXAMPLES))
def rules_command(
    rule: Optional[str] = typer.Argument(None, metavar="ID", help="One rule id to show in "
                                         "full (default: the whole catalogue)."),
    fmt: RulesFormat = typer.Option(RulesFormat.text, "--format", "-f",
                                    help="text (the default) or json."),
) -> None:
    import json
    from code2skill.catalogue import catalogue, lookup, unknown_message
    if rule is None:
        entries = list(catalogue().values())
        text = (json.dumps([e.as_dict() for e in entries], indent=2, ensure_ascii=False)
                if fmt is RulesFormat.json else catalogue_table(entries))
        write_stdout(text + "\n")
        return
    entry = lookup(rule)
    if entry is None:
        say(f"code2skill: error: {unknown_message(rule)}")
        raise typer.Exit(2)
    if fmt is RulesFormat.json:
        write_stdout(json.dumps(entry.as_dict(), indent=2, ensure_ascii=False) + "\n")
        return
    named = entry.id if rule == entry.id else f"{rule} (family {entry.id})"
    fields = [("id", named), ("kind", entry.kind), ("severity", entry.severity or "-"),
              ("name", entry.name), ("summary", entry.summary), ("fix", entry.hint),
              ("docs", entry.help_uri)]
    write_stdout("".join(f"{key}: {value}\n" for key, value in fields if value))


def catalogue_table(entries) -> str:
    """One line per rule: id, kind, default severity (``-`` for none) and summary, in
    aligned columns."""
    width = max(len(e.id) for e in entries)
    return "\n".join(f"{e.id:<{width}}  {e.kind:<8}  {e.severity or '-':<6}  {e.summary}"
                     for e in entries)


VALIDATE_HELP = """Check an exported strict-export-v1 MCP server package without running it
(C2S-V…): one literal registerTool per exported capability, the reviewed callback shape, the
dry-run envelope, the normaliser call with the contract's policy, import allowlists, no dynamic
code, the pinned normaliser and runtime hashes, no secrets, no default hosts, and each file as
export-manifest.json records it (changed, missing or added after the export). Exit 0 clean, 1
findings, 2 usage or input errors, 3 internal error."""


@app.command("validate", help=VALIDATE_HELP + examples(*VALIDATE_EXAMPLES))
def validate_command(
    package: Path = typer.Argument(..., metavar="PACKAGE", help="The exported package folder."),
    fmt: ReportFormat = typer.Option(ReportFormat.text, "--format", "-f",
                                     help="Report format: text, json or sarif (SARIF 2.1.0)."),
    output: Optional[Path] = typer.Option(None, "-o", "--output", metavar="FILE",
                                          help="Write the report here (default: stdout)."),
    quiet: bool = typer.Option(False, "--quiet", "-q", help="No count on stderr."),
) -> None:
    from code2skill.validate.report import exit_code, render
    writable_or_exit([("-o", output)], None)
    findings = findings_or_exit(package)
    write_or_exit(output, render(fmt.value, findings, package), "the report")
    code = exit_code(findings)
    if not quiet and (output or fmt is not ReportFormat.text):
        say(f"code2skill: validate: {len(findings)} findings → exit {code}")
    raise typer.Exit(code)


PROBE_HELP = """Start an exported package's server over stdio with the official MCP client and a
loopback stub backend, and check its behaviour against its canonical-contract.json: tools/list,
unknown Tool, dry-run envelopes with zero requests, input errors, the exact requests each Tool
sends, status handling and unknown write outcomes. Prints one row per Tool. The package is
validated first (as `code2skill validate`) and not started while validation reports a high
finding (code the export would not write: an extra import, dynamic code, fetch outside the Host
boundary, a changed pinned file…) unless --run-unvalidated is given. Exit 0 all pass, 1 a
failure, 2 usage or input errors (no node, not a package, a package that fails validation),
3 internal error."""


@app.command("probe", help=PROBE_HELP + examples(*PROBE_EXAMPLES))
def probe_command(
    package: Path = typer.Argument(..., metavar="PACKAGE", help="The exported package folder."),
    node: str = typer.Option("node", "--node", metavar="PROGRAM",
                             help="The Node.js (>= 20) executable."),
    fmt: ReportFormat = typer.Option(ReportFormat.text, "--format", "-f",
                                     help="Report format: text, json or sarif (SARIF 2.1.0)."),
    output: Optional[Path] = typer.Option(None, "-o", "--output", metavar="FILE",
                                          help="Write the report here (default: stdout)."),
    timeout: float = typer.Option(20.0, "--timeout", metavar="SECONDS", min=1.0,
                                  help="Seconds to wait for one server answer."),
    run_unvalidated: bool = typer.Option(False, "--run-unvalidated",
                                         help="Start the server even when validation reports "
                                              "a high finding (it runs the package's code)."),
) -> None:
    from code2skill.probe import ProbeError, probe_package
    from code2skill.probe.report import exit_code, render
    writable_or_exit([("-o", output)], None)
    if not run_unvalidated:
        validated_or_exit(package)
    try:
        result = probe_package(package, node=node, timeout=timeout)
    except ProbeError as exc:
        say(f"code2skill: error: {exc}")
        raise typer.Exit(2)
    write_or_exit(output, render(fmt.value, result), "the report")
    raise typer.Exit(exit_code(result))


def findings_or_exit(package: Path) -> list:
    """The findings of ``code2skill validate`` on ``package``; exit 2 when it is no package."""
    from code2skill.validate import PackageError, validate_package
    try:
        return validate_package(package).findings
    except PackageError as exc:
        say(f"code2skill: error: {exc}")
        raise typer.Exit(2)


def validated_or_exit(package: Path) -> None:
    """Exit 2 unless ``package`` validates without a high finding (rule ``probe.unvalidated``:
    probe starts the package's server, so code the export would not have written is never run
    unasked); the message names the first finding and the count."""
    high = [f for f in findings_or_exit(package) if f.severity == "high"]
    if high:
        first = high[0]
        place = f"{first.file}:{first.line}" if first.line else first.file
        say(f"code2skill: error: {package}: validation reports {len(high)} high finding"
            f"{'s' if len(high) > 1 else ''} (first: {first.rule} at {place}: "
            f"{first.message}); the server is not started (run 'code2skill validate "
            f"{package}', or give --run-unvalidated to start it anyway)")
        raise typer.Exit(2)


class Interrupted(BaseException):
    """A stop signal arrived; ``code`` is the exit status (128 + the signal number)."""

    def __init__(self, signum: int):
        super().__init__(signal.Signals(signum).name)
        self.code = 128 + signum


RECEIVED: list[int] = []          # stop signals the run's handler saw


def interrupt(signum: int, _frame) -> None:
    """Signal handler: unwind (worker pools end their processes on the way out). The signal
    is also recorded: raised inside a finaliser or an after-fork hook, the exception is
    reported as ignored and the run would go on, so :func:`run` checks the record when the
    run returns."""
    RECEIVED.append(signum)
    raise Interrupted(signum)


def unraisable(event) -> None:
    """``sys.unraisablehook``: a stop signal raised inside a finaliser or a weak-reference
    callback is swallowed by Python, which would print "Exception ignored in: …" and a
    traceback; it is already in :data:`RECEIVED`, so it prints nothing. Anything else goes to
    Python's own hook."""
    if not isinstance(event.exc_value, Interrupted):
        sys.__unraisablehook__(event)


def run(**kwargs) -> None:
    """Run the app with the exit codes of the module docstring: an unexpected exception is one
    line and exit 3, a signal ends the run with 128 + its number."""
    sys.unraisablehook = unraisable
    for signum in STOP_SIGNALS:
        signal.signal(signum, interrupt)
    warnings.simplefilter("ignore")     # stderr carries the tool's own messages only
    refuse_leaky_interpreter()
    stdout = sys.stdout
    if stdout is None:                  # started with standard output closed (`>&-`)
        hold_closed_stdout()
        sys.stdout = ClosedStream()
    elif not isinstance(stdout, OutputStream):
        sys.stdout = OutputStream(stdout)
    try:
        code = app(standalone_mode=False, **kwargs)
        if RECEIVED:                    # a signal whose exception Python swallowed
            raise Interrupted(RECEIVED[0])
    except Interrupted as exc:
        say(f"code2skill: interrupted ({exc})")
        exit_now(exc.code)
    except OutputError as exc:
        say(f"code2skill: error: cannot write standard output: {exc.strerror}")
        sys.exit(2)                     # rule io.stdout-error
    except OSError as exc:
        if exc.filename is None:
            internal_error(exc)
        say(f"code2skill: error: {exc.filename}: {exc.strerror or exc}")   # rule io.os-error
        sys.exit(2)
    except Exception as exc:  # noqa: BLE001 - a usage error, else the last resort
        if not is_usage_error(exc):
            internal_error(exc)
        for line in usage_error_text(exc):
            say(line)
        sys.exit(exc.exit_code)
    finally:
        sys.stdout = stdout
        for signum in STOP_SIGNALS:
            signal.signal(signum, exit_on_signal)
    if isinstance(code, int) and not isinstance(code, bool) and code:
        sys.exit(code)                  # typer.Exit(n) and --help, returned when not standalone


def refuse_leaky_interpreter() -> None:
    """Exit 2 before anything runs when this Python's regular expressions would let a
    credential through redaction (rule ``redact.self-check``)."""
    from code2skill.redact import self_check
    leaked = self_check()
    if leaked is not None:
        say(f"code2skill: error: this Python ({sys.version.split()[0]}) fails the redaction "
            "self-check, so secrets could reach the outputs; use another Python release")
        sys.exit(2)


def internal_error(exc: Exception) -> None:
    """The last resort: one line naming the exception, exit 3."""
    say(f"code2skill: internal error: {type(exc).__name__}: {exc} — please report it with the "
        "command you ran")
    sys.exit(3)


def is_usage_error(exc: Exception) -> bool:
    """Whether ``exc`` is click's (or typer's vendored click's) ``ClickException`` or
    ``Abort``, which the standalone mode would print itself, echoing the input raw."""
    names = {cls.__name__ for cls in type(exc).__mro__}
    return ("ClickException" in names and isinstance(getattr(exc, "exit_code", None), int)) \
        or "Abort" in names


def usage_error_text(exc: Exception) -> list[str]:
    """The lines click prints for ``exc`` (usage line, help hint, ``Error: …``); the caller
    escapes each (:func:`say`), so an option value, an unknown option or a path holding a
    terminal escape sequence or a line break is shown, never obeyed."""
    if "Abort" in {cls.__name__ for cls in type(exc).__mro__}:
        exc.exit_code = 1
        return ["Aborted!"]
    ctx = getattr(exc, "ctx", None)
    if type(exc).__name__ == "NoSuchOption" and ctx is not None:
        exc.possibilities = close_options(exc.option_name, [
            name for param in ctx.command.get_params(ctx)
            for name in (*param.opts, *param.secondary_opts) if name.startswith("-")])
    message = exc.format_message()
    if type(exc).__name__ == "NoArgsIsHelpError":
        return message.split("\n")             # the help text: no user input in it
    if ctx is None:
        return [f"Error: {message}"]
    hint = ([f"Try '{ctx.command_path} {ctx.help_option_names[0]}' for help."]
            if ctx.command.get_help_option(ctx) is not None else [])
    return [*ctx.get_usage().split("\n"), *hint, "", f"Error: {message}"]


def close_options(unknown: str, options: list[str], n: int = 3) -> list[str]:
    """The options of ``options`` (``--strict``, ``-o`` …) whose names are close to the
    unknown option ``unknown`` (``--stric`` → ``['--strict']``), closest first, at most ``n``.
    Names are compared without their leading dashes: click compares them with the dashes, which
    every long option shares, so it offered ``--strict`` for ``--frobnicate``; here that is
    close to none."""
    bare = {option.lstrip("-"): option for option in options}
    return [bare[name] for name in difflib.get_close_matches(unknown.lstrip("-"), list(bare), n)]


def main() -> None:
    """Entry point of the ``code2skill`` console script."""
    try:
        run()
    finally:
        block_signals()


def block_signals() -> None:
    """Once the run is over, the stop signals stay pending until the process ends: the
    interpreter's finalization restores their default action, so a signal arriving while it
    shuts down would kill the process by the signal instead of ending with the run's own exit
    code (rule ``io.signal-after-run``)."""
    signal.pthread_sigmask(signal.SIG_BLOCK, set(STOP_SIGNALS))
