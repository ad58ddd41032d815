"""Phase 2: parse and extract every source file into :class:`~code2skill.facts.ModuleFacts`.

Files are extracted in a process pool when there are enough of them (tree-sitter holds the GIL,
so threads give nothing), in size-balanced batches of about :data:`BATCH_BYTES`, largest first
(``shared/TREE-SITTER.md`` §13). Workers return plain facts, never trees. With a cache folder,
facts are stored as JSON (:mod:`code2skill.factcodec`; never pickle, so an entry cannot run
code) under a key made of the extractor's fingerprint (the version, the source of every
extractor module and query, and the installed grammar packages' versions), grammar, path and
content hash, so an unchanged file is never parsed twice and a changed extractor never reads
facts of an older one. An entry that is damaged, of another schema or key, or not facts of the
expected shape is a miss: the file is parsed again. Rule ``cache.authenticated``: every entry
carries an HMAC of its content under the user's random key, kept outside the cache folders
(:func:`cache_secret`), so an entry edited in place is a miss too, with a warning.

Rule ``cache.self-redacting``: a file whose extraction redacted a value in place (``{password:
'…'}``, a secret-shaped literal) is never cached either. Its facts hold only the placeholder,
but the value it redacted keeps every other file holding it out of the cache (below), and only
extracting the file again records that value: from a hit, a warm run would not know it and
would write the other file's entry with the value in clear. Worker processes return the values
they redacted with the facts, so a ``--jobs`` run keeps the same files out as a run in one
process.

Entries are written when the run's passes are done (:meth:`FactCache.commit`), not when a file
is extracted: a literal may be a credential only because another file sends it at a credential
position (``export const SEED = '…'`` in one file, ``{password: SEED}`` in another). Rule
``cache.credential-free``: the facts of a file holding a literal the run redacted at a
credential position are never written, and a cached entry of it is removed; the file is parsed
again on every run, so a warm run gives the same contract as a cold one and the cache folder
holds no credential.

On a stop signal (SIGINT, SIGTERM, SIGHUP) or any error during a pool run the pool's workers
are ended before the exception goes on, and on Linux a worker is killed by the kernel when the
parent ends by any other signal (:mod:`code2skill.stopping`): no worker outlives the run.

A file whose extraction raises becomes a diagnostic (file, stage, reason) and the run continues.
"""
from __future__ import annotations

import gc
import hashlib
import hmac
import json
import multiprocessing
import os
import re
import secrets
import signal
import tempfile
from contextlib import contextmanager
from functools import cache
from concurrent.futures import ProcessPoolExecutor
from importlib import metadata
from pathlib import Path
from typing import Any, Callable, Collection

from code2skill import __version__
from code2skill import factcodec, facts as facts_ir, library_files
from code2skill import lines, minified_share, page_script_share, redact, sign_in_segments, \
    source_encoding, sql_text
from code2skill.discover import MAX_BUNDLE_BYTES, SourceFile
from code2skill import extractors
from code2skill.extractors.languages import SCRIPT_HOSTS, Markup
from code2skill.extractors.module_facts.source import _Source
from code2skill.extractors.module_facts import extract_module
from code2skill.extractors.proto_files import extract_proto_files
from code2skill.extractors.validation import extract_validation
from code2skill.facts import Diagnostic, ModuleFacts
from code2skill.safe_io import read_bytes_in_root, read_regular, write_atomic
from code2skill.stopping import STOP_SIGNALS, die_with_parent

BATCH_BYTES = 1_000_000
POOL_MIN_FILES = 48
CACHE_SCHEMA = 1
CACHE_ENTRY_CAP = 256_000_000     # bytes; a larger entry (or a FIFO) is a miss
GRAMMARS = ("tree-sitter", "tree-sitter-typescript", "tree-sitter-javascript",
            "tree-sitter-html")
Result = tuple[str, ModuleFacts | None, Diagnostic | None, frozenset[str]]


@contextmanager
def own_redactions():
    """The values redacted while the block runs (:func:`code2skill.redact.record`), as a set
    filled when it ends; the run's record keeps them too."""
    saved = set(redact.REDACTED)
    redact.REDACTED.clear()
    mine: set[str] = set()
    try:
        yield mine
    finally:
        mine |= redact.REDACTED
        redact.REDACTED |= saved


def extract_one(root: str, source: SourceFile) -> Result:
    """Read and extract one file; errors become a diagnostic, never an exception. The last
    item is the values its extraction redacted in place (rule ``cache.self-redacting``)."""
    with own_redactions() as redacted:
        path, facts, diagnostic = _extract_one(root, source)
    return path, facts, diagnostic, frozenset(redacted)


def _extract_one(root: str, source: SourceFile
                 ) -> tuple[str, ModuleFacts | None, Diagnostic | None]:
    try:
        data = lines.normalise_breaks(read_bytes_in_root(Path(root), source.path,
                                                         MAX_BUNDLE_BYTES))
    except OSError as exc:
        return source.path, None, Diagnostic(source.path, "read", f"unreadable: {exc.strerror}",
                                             "error")
    read = data
    data, pasted = minified_share.without_pasted_libraries(source.path, data) \
        if source.grammar != "page" else \
        page_script_share.without_minified_scripts(source.path, data)   # minified-share
    html = Markup(data) if source.grammar in SCRIPT_HOSTS else None   # HTML parsed once
    try:
        facts = extract_module(source.path, source.grammar, data, html)
    except Exception as exc:  # noqa: BLE001 - one bad file must not end the run
        return source.path, None, Diagnostic(source.path, "extract",
                                             f"extraction failed: {type(exc).__name__}: {exc}",
                                             "error")
    if (not_utf8 := source_encoding.not_utf8_diagnostic(source.path, data)) is not None:
        facts.diagnostics.insert(0, not_utf8)                  # rule source.not-utf8
    if pasted:                  # the cache checks the facts against the file as it is
        facts.diagnostics[:0] = pasted
        facts.sha256 = hashlib.sha256(read).hexdigest()
    try:
        facts.descriptors = extract_proto_files(source.grammar, data, _Source(data).span)
    except Exception as exc:  # noqa: BLE001 - the file's other facts stay usable
        facts.diagnostics.append(Diagnostic(source.path, "extract", "embedded protobuf "
                                            f"descriptors not read: {type(exc).__name__}: {exc}",
                                            "warning"))
    try:
        facts.validation = extract_validation(
            source.path, source.grammar, data, _Source(data).span,
            lambda limit, what, line: facts.diagnostics.append(Diagnostic(
                source.path, "extract", f"limit {limit} exceeded: {what}", "warning", line)),
            html)
    except Exception as exc:  # noqa: BLE001 - the file's other facts stay usable
        facts.diagnostics.append(Diagnostic(source.path, "extract", "validation rules not read: "
                                            f"{type(exc).__name__}: {exc}", "warning"))
    return source.path, facts, None


def _extract_batch(root: str, batch: list[SourceFile]) -> list[Result]:
    """Extract a batch in a worker process, whose cyclic collector the pool's initializer
    turned off: pickling the facts back happens after this returns, and collection passes
    over them made that 3× slower than the pickling itself."""
    return [extract_one(root, source) for source in batch]


def worker_init(parent_pid: int | None) -> None:
    """A worker's set-up: no cyclic collector (see :func:`_extract_batch`); SIGINT and SIGHUP
    ignored and SIGTERM at its default action (the parent's handlers, inherited by fork, would
    unwind a worker; the parent ends its workers itself on a stop signal, and a terminal's
    Ctrl-C or hang-up reaches them too); killed when the parent ends, whatever ends it
    (:func:`code2skill.stopping.die_with_parent`, ``parent_pid`` as there)."""
    gc.disable()
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGHUP, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    signal.pthread_sigmask(signal.SIG_UNBLOCK, set(STOP_SIGNALS))   # held by submit_all
    die_with_parent(parent_pid)


def end_pool(pool: ProcessPoolExecutor) -> None:
    """Cancel what has not started and end the pool's worker processes now (SIGTERM, then
    wait for each; a second stop signal waits until this is done): a signal or error in the
    parent must not leave orphans."""
    held = signal.pthread_sigmask(signal.SIG_BLOCK, set(STOP_SIGNALS))
    try:
        workers = list((getattr(pool, "_processes", None) or {}).values())
        pool.shutdown(wait=False, cancel_futures=True)
        for process in workers:
            if process.is_alive():
                process.terminate()
        for process in workers:
            process.join(timeout=5)
            if process.is_alive():
                process.kill()
                process.join(timeout=5)
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, held)


@contextmanager
def gc_paused():
    """Pause the cyclic garbage collector: extraction and (un)pickling allocate hundreds of
    thousands of acyclic objects, and collection passes over them cost more than the work
    (``shared/TREE-SITTER.md`` pitfall 14). Reference counting still frees memory."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def batches(files: list[SourceFile], target: int = BATCH_BYTES) -> list[list[SourceFile]]:
    """Split files into batches of about ``target`` bytes, largest files first."""
    out: list[list[SourceFile]] = []
    current: list[SourceFile] = []
    size = 0
    for source in sorted(files, key=lambda f: (-f.size, f.path)):
        current.append(source)
        size += source.size
        if size >= target:
            out.append(current)
            current, size = [], 0
    if current:
        out.append(current)
    return out


@cache
def extractor_fingerprint() -> bytes:
    """SHA-256 of the package version, the source of the per-file extraction code (the facts
    IR and its JSON codec, this module, every module of ``extractors/`` and of its packages,
    the redaction rules they apply, SQL statements' and sign-in segments' among them, and the
    not-UTF-8 diagnostic, rule ``source.not-utf8``) and the installed versions of the grammar packages: any change
    to them changes it."""
    digest = hashlib.sha256(__version__.encode() + b"\0")
    package = Path(extractors.__file__).parent
    for path in (Path(facts_ir.__file__), Path(factcodec.__file__), Path(lines.__file__),
                 Path(redact.__file__), Path(sql_text.__file__), Path(source_encoding.__file__),
                 Path(sign_in_segments.__file__),
                 Path(__file__),
                 Path(minified_share.__file__), Path(page_script_share.__file__),
                 Path(library_files.__file__),
                 *sorted(package.rglob("*.py"))):
        digest.update(path.name.encode() + b"\0" + path.read_bytes())
    for name in GRAMMARS:
        try:
            version = metadata.version(name)
        except metadata.PackageNotFoundError:
            version = "absent"
        digest.update(f"{name}=={version}\0".encode())
    return digest.digest()


SECRET_FILE = "cache.key"
SECRET_BYTES = 32


def secret_path() -> Path:
    """Where the user's cache key is kept: ``$XDG_STATE_HOME/code2skill/cache.key``, by
    default ``~/.local/state/code2skill/cache.key`` (outside every cache folder)."""
    state = os.environ.get("XDG_STATE_HOME") or os.path.join(Path.home(), ".local", "state")
    return Path(state) / "code2skill" / SECRET_FILE


def cache_secret() -> bytes:
    """Rule ``cache.authenticated``: the user's random cache key (:func:`secret_path`, mode
    0600 in a 0700 folder, made on first use), kept outside the cache folders. Every entry
    carries the HMAC of its content under this key, and an entry whose HMAC does not match
    (facts edited in place, an entry written under another user's or machine's key) is a miss
    with a warning: whoever can write a cache folder but not read the key cannot make the
    tool use facts of their choice. A damaged key file is replaced by a new key (every older
    entry is then a miss). Raises ``OSError`` (or ``RuntimeError`` with no home folder) when
    no key file can be kept."""
    path = secret_path()
    try:
        secret = read_regular(path, SECRET_BYTES)
        if len(secret) == SECRET_BYTES:
            return secret
    except OSError:                  # none yet, or a link, a folder, a pipe in its place
        pass
    path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    secret = secrets.token_bytes(SECRET_BYTES)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{SECRET_FILE}.")    # mode 0600
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(secret)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return secret


class FactCache:
    """Facts as JSON files on disk (``<key>.json``), keyed by :func:`extractor_fingerprint`,
    grammar, path and content hash; each entry records its schema and key, and is checked
    against both and against the facts' type hints when read."""

    def __init__(self, folder: Path):
        self.folder = folder
        folder.mkdir(parents=True, exist_ok=True)
        # entries that failed authentication this run (rule ``cache.authenticated``): warnings
        # of the run (stderr), not of the source, so the contract is the cold one
        self.problems: list[Diagnostic] = []
        try:
            self.secret = cache_secret()
        except (OSError, RuntimeError) as exc:     # no home: a key of this run, no entry used
            self.secret = secrets.token_bytes(SECRET_BYTES)
            self.problems.append(Diagnostic(SECRET_FILE, "cache", "cache key not kept "
                                            f"({getattr(exc, 'strerror', None) or exc}): no "
                                            "cache entry is reused", "warning"))
        # this run's facts by key, and whether they were extracted (not read from the cache)
        self.staged: dict[str, tuple[ModuleFacts, bool]] = {}
        # key → SHA-256 (hex) of the content the extractor reads for it (breaks normalised)
        self.content: dict[str, str] = {}
        # key → the encoded facts (:func:`code2skill.factcodec.encode`, as JSON data) of an
        # entry :meth:`get` used: :meth:`commit` checks a hit's literals in them, never
        # encoding its facts again
        self.read: dict[str, Any] = {}
        # keys whose extraction redacted a value in place (rule ``cache.self-redacting``)
        self.redacting: set[str] = set()

    def key(self, root: Path, source: SourceFile) -> str | None:
        """The entry key of ``source`` as it is now (``None`` when it cannot be read); the
        content's hash is kept for :meth:`get`."""
        try:
            data = read_bytes_in_root(root, source.path, MAX_BUNDLE_BYTES)
        except OSError:
            return None
        digest = hashlib.sha256(extractor_fingerprint())
        for piece in (source.grammar, source.path):
            digest.update(piece.encode("utf-8", "surrogatepass") + b"\0")
        digest.update(data)
        key = digest.hexdigest()
        self.content[key] = hashlib.sha256(lines.normalise_breaks(data)).hexdigest()
        return key

    def get(self, key: str, path: str) -> ModuleFacts | None:
        """The cached facts of the file at relative ``path``, or ``None`` when the entry is
        missing, unreadable, of another schema or key, not facts of the expected shape, or
        facts of another file or of other content (rule ``cache.entry-of-its-file``: the
        facts must name ``path`` and the SHA-256 of the content :meth:`key` read for
        ``key``, so an entry swapped for another file's, or for an older version of this
        one, is never used); the file is then re-extracted and its entry overwritten.
        Nothing in an entry is ever executed."""
        try:
            entry = json.loads(read_regular(self.folder / f"{key}.json", CACHE_ENTRY_CAP))
            if not isinstance(entry, dict) or entry.get("schema") != CACHE_SCHEMA or \
                    entry.get("key") != key:
                return None
            if not hmac.compare_digest(str(entry.get("mac", "")), self.mac(key, json.dumps(
                    entry.get("facts"), separators=(",", ":")))):
                self.problems.append(Diagnostic(path, "cache", "cache entry failed its "
                                                "authentication check (changed outside "
                                                "code2skill): not used, the file is parsed "
                                                "again", "warning"))
                return None
            facts = factcodec.decoder(ModuleFacts)(entry.get("facts"))
            if facts.path != path or facts.sha256 != self.content.get(key):
                return None
            self.read[key] = entry["facts"]
            return facts
        except (OSError, ValueError, TypeError, KeyError, RecursionError):
            return None

    def put(self, key: str, facts: ModuleFacts) -> None:
        """Store ``facts`` under ``key`` (atomically: a reader never sees half an entry)."""
        self.write(key, factcodec.encode(facts))

    def mac(self, key: str, facts_json: str) -> str:
        """Rule ``cache.authenticated``: the HMAC-SHA-256 (hex) of an entry's schema, key and
        facts (as compact JSON) under this folder's secret."""
        message = f"{CACHE_SCHEMA}\0{key}\0{facts_json}".encode("utf-8", "surrogatepass")
        return hmac.new(self.secret, message, hashlib.sha256).hexdigest()

    def write(self, key: str, encoded: Any) -> None:
        facts_json = json.dumps(encoded, separators=(",", ":"))
        entry = (f'{{"schema":{CACHE_SCHEMA},"key":{json.dumps(key)},'
                 f'"mac":"{self.mac(key, facts_json)}","facts":{facts_json}}}')
        write_atomic(self.folder / f"{key}.json", entry, durable=False, follow=False)

    def stage(self, key: str, facts: ModuleFacts, fresh: bool, redacts: bool = False) -> None:
        """Keep this run's ``facts`` of ``key`` (``fresh``: extracted, not a hit; ``redacts``:
        its extraction redacted a value in place) for :meth:`commit`."""
        self.staged[key] = (facts, fresh)
        if redacts:
            self.redacting.add(key)

    def commit(self, credentials: Collection[object] = ()) -> list[Diagnostic]:
        """Write the staged fresh entries, under rule ``cache.credential-free`` (module
        docstring): an entry whose facts hold one of ``credentials`` (the literals the run
        redacted at credential positions) or a literal that joined into a redacted value,
        whatever its length (``'Pq1' + 'Pq2' + 'Pq3'``: :func:`code2skill.redact.redacted_pieces`), or naming a file whose name has a secret's shape
        (:func:`names_a_secret`), is not written, and if it was a hit it is removed. An entry that cannot be written or removed (a folder in its place, no
        permission), or whose facts nest too deep to encode, is skipped: the warnings name
        their files (rule ``cache.best-effort``).
        The warnings returned start with this run's :attr:`problems`."""
        secrets = credential_literals(credentials) | redact.redacted_values()
        pieces = redact.redacted_pieces(secrets)
        files = {path for _, path in pieces if path is not None}
        secrets |= {text for text, path in pieces if path is None and text}
        failures: list[Diagnostic] = []
        finder = SecretFinder(secrets)
        for key, (facts, fresh) in self.staged.items():
            if not fresh and not secrets:
                continue
            try:
                encoded = factcodec.encode(facts) if fresh or key not in self.read else \
                    self.read[key]
            except RecursionError:         # facts nested deeper than the encoder reads
                failures.append(Diagnostic(facts.path, "cache", "cache entry not written: its "
                                           "facts nest too deep to encode", "warning"))
                continue
            try:
                if key in self.redacting or facts.path in files or \
                        secrets and finder.holds(encoded) or \
                        names_a_secret(facts) or holds_credential_position(facts):
                    (self.folder / f"{key}.json").unlink(missing_ok=True)
                elif fresh:
                    self.write(key, encoded)
            except OSError as exc:         # an entry that is a folder, a read-only folder …
                failures.append(Diagnostic(facts.path, "cache", "cache entry not written: "
                                           f"{exc.strerror or exc}", "warning"))
        self.staged.clear()
        self.read.clear()
        self.redacting.clear()
        problems, self.problems = self.problems + failures, []
        return problems


def holds_credential_position(facts: ModuleFacts) -> bool:
    """Rule ``cache.credential-position``: whether the facts hold a literal at a credential
    position, sent or not: an object member (``{password: '…'}``), a name bound or assigned
    (``const token = '…'``, ``h.Authorization = '…'``), or the value of a call naming a
    credential header or key (``headers.set('X-Api-Key', '…')``, ``setItem('token', '…')``,
    also in RTK Query's ``prepareHeaders``), or a name–value pair (``['X-Api-Key', '…']``, a
    header array's entry), or a literal compared with a value read under a credential's name
    (``pw === '…'``, ``[…, '…'].includes(o.password)``: :func:`compared_credential`), or a
    literal passed positionally to a sign-in, authentication, password or token call
    (``rpc('auth.login', ['bob', '…'])``: :func:`positional_credential`). The
    contract shows such a value redacted, or
    only as a kind, or not at all; the file is then never cached. Rule
    ``cache.credential-piece``: so too a string built of pieces whose piece after a
    credential's name is a literal (:func:`credential_piece`). Shared IR nodes are visited
    once; a node's field values are read with its class's one attribute getter
    (:func:`code2skill.factcodec.field_values`), not ``dataclasses.fields`` per node."""
    seen: set[int] = set()
    stack: list[Any] = [facts]
    constants = literal_names(facts)
    while stack:
        node = stack.pop()
        if isinstance(node, (list, tuple)):
            stack.extend(node)
        elif isinstance(node, dict):
            if any(isinstance(k, str) and credential_name(k) and literal_in(v)
                   for k, v in node.items()):
                return True                       # bindings, locals and writes by name
            stack.extend(node.values())
        elif hasattr(type(node), "__dataclass_fields__") and id(node) not in seen:
            seen.add(id(node))
            if credential_literal_at(node) or \
                    isinstance(node, facts_ir.Tmpl) and credential_piece(node, constants):
                return True
            stack.extend(factcodec.field_values(type(node))(node))
    return False


# a piece of a built string ending with a credential's name and what introduces its value:
# a query or form pair (``?token=``, ``&api_key=``, ``password=``), a JSON or header member
# (``{"password": "``, ``Authorization: Bearer ``), a GraphQL argument (``login(password: ``);
# group 1 is the name
NAME_BEFORE_VALUE = re.compile(
    r"""(?:^|[?&;#,{(\s])["']?([\w.\-\[\]]+)["']?\s*(?:=|:\s*["']?(?:(?:Bearer|Basic|Token)\s+)?)$""",
    re.I)


def credential_piece(tmpl: facts_ir.Tmpl, constants: frozenset[str]) -> bool:
    """Rule ``cache.credential-piece``: whether a template literal or ``+`` chain (tagged or
    not, followed by the resolver or not) puts a literal right after a string piece ending
    with a credential's name (:data:`NAME_BEFORE_VALUE`): a literal piece (``'?token=' +
    '…'``), a substitution holding one (``?key=${'…'}``, ``${encodeURIComponent('…')}``) or
    naming one of the file's ``constants`` (``?password=${P}`` with ``const P = '…'``).
    Per-literal redaction at extraction cannot see the name, and the resolver joins the
    pieces only where it follows the call."""
    parts = tmpl.parts
    for piece, after in zip(parts, parts[1:]):
        if not (isinstance(piece, facts_ir.Lit) and isinstance(piece.value, str)):
            continue
        name = NAME_BEFORE_VALUE.search(piece.value)
        if name is None or not credential_name(name.group(1).rstrip("[]")):
            continue
        value = after.expr if isinstance(after, facts_ir.Hole) else after
        if literal_in(value) or isinstance(value, facts_ir.Ref) and value.name in constants:
            return True
    return False


def literal_names(facts: ModuleFacts) -> frozenset[str]:
    """The names the file binds to a value holding a literal, at its top level or in a
    function (:func:`literal_in`): the constants a template's substitution may name."""
    scopes = [facts.bindings, *(f.locals for f in facts.functions.values())]
    return frozenset(name for scope in scopes for name, values in scope.items()
                     if any(literal_in(v) for v in values))


def credential_literal_at(node: Any) -> bool:
    """Whether one IR node puts a literal at a credential position
    (:func:`holds_credential_position`)."""
    if positional_credential(node):
        return True
    if isinstance(node, facts_ir.Prop):
        return bool(node.key) and credential_name(node.key) and literal_in(node.value)
    if isinstance(node, facts_ir.Assignment):
        return bool(node.target) and credential_name(node.target[-1]) and \
            literal_in(node.value)
    if isinstance(node, facts_ir.Arr) and len(node.items) == 2 and \
            isinstance(node.items[0], facts_ir.Lit) and isinstance(node.items[0].value, str):
        return credential_name(node.items[0].value) and literal_in(node.items[1])   # a header pair
    if isinstance(node, facts_ir.Test):
        return compared_credential(node)
    if isinstance(node, facts_ir.Call) and isinstance(node.callee, facts_ir.Member) and \
            isinstance(node.callee.obj, facts_ir.Arr) and len(node.args) == 1:
        return node.callee.prop in MEMBERSHIP_CALLS and credential_name(
            read_name(node.args[0]) or "") and literal_in(node.callee.obj)
    if isinstance(node, facts_ir.Call) and isinstance(node.callee, facts_ir.Member) and \
            len(node.args) > 1 and isinstance(node.args[0], facts_ir.Lit):
        name = node.args[0].value
        return isinstance(name, str) and credential_name(name) and literal_in(node.args[1])
    return False


MEMBERSHIP_CALLS = frozenset(("includes", "indexOf", "lastIndexOf"))

# Words of an RPC method name or a request path whose positional arguments are credential
# positions (:func:`positional_credential`): a sign-in, an authentication, a password or a
# token call (``auth.login``, ``user.authenticate``, ``/api/token``; ``sign in`` as two words).
AUTH_CALL_WORDS = frozenset((
    "login", "logon", "signin", "auth", "authn", "authenticate", "authentication", "authorize",
    "authorise", "password", "passwd", "pwd", "passphrase", "token", "tokens", "credential",
    "credentials", "secret", "apikey"))
POSITIONAL_MEMBERS = ("params", "args", "arguments")      # an envelope's positional list


def positional_credential(node: Any) -> bool:
    """Rule ``cache.credential-position``: whether ``node`` passes a literal positionally to a
    call whose RPC method name or request path (its first argument's leading text) has a
    word of :data:`AUTH_CALL_WORDS`: a later argument that is a literal, or an array (or an
    envelope's ``params``/``args`` array) holding one (``rpc('auth.login', ['bob', '…'])``,
    ``call('user.authenticate', 'bob', '…')``, ``post('/rpc/auth.login', {params: […]})``);
    or a JSON-RPC envelope whose ``method`` is such a name and whose ``params`` array holds
    one (``{method: 'session.login', params: ['bob', '…']}``). No name says which of the
    values is the password, so each may be."""
    if isinstance(node, facts_ir.Call) and len(node.args) > 1:
        name = leading_text(node.args[0])
        return name is not None and auth_call(name) and \
            any(positional_literal(arg) for arg in node.args[1:])
    if isinstance(node, facts_ir.Obj):
        members = {p.key: p.value for p in node.props if p.key is not None}
        method = members.get("method")
        return isinstance(method, facts_ir.Lit) and isinstance(method.value, str) and \
            auth_call(method.value) and \
            any(positional_literal(members.get(name)) for name in POSITIONAL_MEMBERS)
    return False


def leading_text(expr: Any) -> str | None:
    """The text a string argument starts with: a string literal's, a template's or ``+``
    chain's first literal piece; ``None`` for anything else."""
    if isinstance(expr, facts_ir.Tmpl) and expr.parts:
        expr = expr.parts[0]
    return expr.value if isinstance(expr, facts_ir.Lit) and isinstance(expr.value, str) \
        else None


def auth_call(name: str) -> bool:
    """Whether an RPC method name or request path has a word of :data:`AUTH_CALL_WORDS`."""
    words = redact.words_of(name)
    return any(w in AUTH_CALL_WORDS for w in words) or \
        any(a == "sign" and b in ("in", "on") for a, b in zip(words, words[1:]))


def positional_literal(expr: Any) -> bool:
    """Whether ``expr`` is a positional value holding a literal (:func:`literal_in`): a
    literal, an array of values (nested arrays too), or an object literal's
    ``params``/``args`` array; an object's other members are named, and the name rules
    decide them."""
    if isinstance(expr, facts_ir.Arr):
        return any(positional_literal(item) for item in expr.items)
    if isinstance(expr, facts_ir.Obj):
        return any(p.key in POSITIONAL_MEMBERS and isinstance(p.value, facts_ir.Arr)
                   and positional_literal(p.value) for p in expr.props)
    return isinstance(expr, (facts_ir.Lit, facts_ir.Typed)) and literal_in(expr)


def compared_credential(test: facts_ir.Test) -> bool:
    """Rule ``cache.credential-position``: whether ``test`` compares a value read under a
    credential's name (``pw``, ``o.apiKey``, ``this.model.secret``) with a literal that may
    be a credential (``pw === '…'``, ``o.apiKey !== '…'``; the ternary's or and-or choice's
    condition holds the test, its text the literal); not ``x !== null``, ``token === ''`` nor a
    ``typeof`` test."""
    literal = test.literal
    if test.op.startswith("typeof") or isinstance(literal, bool) or literal is None or \
            literal == "" or isinstance(literal, str) and literal.startswith("<redacted:"):
        return False
    name = read_name(test.subject)
    return name is not None and credential_name(name)


def read_name(expr: Any) -> str | None:
    """The name a value is read under: a binding's (``pw``), a member's last name
    (``o.password``, ``this.model.secret``), a literal index's (``o['apiKey']``); ``None``
    for anything else."""
    if isinstance(expr, facts_ir.Typed):
        expr = expr.expr
    if isinstance(expr, facts_ir.Ref):
        return expr.name
    if isinstance(expr, facts_ir.Member):
        return expr.prop
    if isinstance(expr, facts_ir.Index) and isinstance(expr.index, facts_ir.Lit) and \
            isinstance(expr.index.value, str):
        return expr.index.value
    return None


def credential_name(name: str) -> bool:
    return redact.is_credential_position("field", name)


def literal_in(value: Any) -> bool:
    """Whether an IR value holds a literal that may be a credential: a non-empty string
    other than a redaction placeholder, or a number (field values read as in
    :func:`holds_credential_position`)."""
    seen: set[int] = set()
    stack = [value]
    while stack:
        node = stack.pop()
        if isinstance(node, (list, tuple)):
            stack.extend(node)
        elif isinstance(node, facts_ir.Lit):
            v = node.value
            if isinstance(v, str) and v and not v.startswith("<redacted:") or \
                    isinstance(v, (int, float)) and not isinstance(v, bool):
                return True
        elif hasattr(type(node), "__dataclass_fields__") and \
                not isinstance(node, facts_ir.Fn) and id(node) not in seen:
            seen.add(id(node))
            stack.extend(factcodec.field_values(type(node))(node))
    return False


def names_a_secret(facts: ModuleFacts) -> bool:
    """Whether the file's path or a module it imports or re-exports from has a secret's
    shape (``AKIA….ts``, ``import … from './AKIA…'``): such facts are never cached."""
    names = [facts.path, *(i.source for i in facts.imports),
             *(e.source for e in facts.exports if e.source)]
    return any(redact.redact(name) != name for name in names)


def credential_literals(values: Collection[object]) -> frozenset:
    """The literals of ``values`` that can hold a secret: non-empty strings other than a
    redaction placeholder, and numbers (booleans and ``None`` hold none)."""
    return frozenset(v for v in values if isinstance(v, (int, float)) and
                     not isinstance(v, bool) or
                     isinstance(v, str) and v and not v.startswith("<redacted:"))


PIECE_MIN = 8
"""Characters a string of the facts needs before it counts as a piece of a secret (a
template literal split at an escape or a hole: ``"A1esc\\"tail"`` is held as ``A1esc`` and
``tail``)."""
SECRET_MIN = 6
"""Characters a secret needs before a longer string holding it counts (``pw-1`` is not held
by ``pw-12``)."""


def holds_literal(encoded: Any, secrets: frozenset) -> bool:
    """Whether encoded facts (:func:`code2skill.factcodec.encode`) hold one of ``secrets``:
    a string holding one (of :data:`SECRET_MIN` characters or more) or, of :data:`PIECE_MIN`
    characters or more, held in one (a piece of it), a dict key equal to one, or a number
    literal (``["Lit", number, …]``) equal to one. :class:`SecretFinder` for many entries."""
    return SecretFinder(secrets).holds(encoded)


class SecretFinder:
    """:func:`holds_literal` against one set of secrets, prepared once for every entry of a
    commit: each entry's distinct strings are tested once, against one alternation of the
    secrets of :data:`SECRET_MIN` characters or more (is one inside the string?) and against
    the string secrets joined by NUL (is the string inside one? A string without NUL lies in
    the joined text exactly when it lies in one secret). Linear in the entry's size."""

    def __init__(self, secrets: frozenset):
        self.secrets = secrets
        self.words = [s for s in secrets if isinstance(s, str)]
        long = sorted((s for s in self.words if len(s) >= SECRET_MIN), key=len, reverse=True)
        self.inside = re.compile("|".join(map(re.escape, long))) if long else None
        self.joined = "\0".join(self.words)

    def holds(self, encoded: Any) -> bool:
        strings, keys, numbers = literals(encoded)
        return any(n in self.secrets for n in numbers) or \
            not self.secrets.isdisjoint(keys) or any(map(self.held_by, strings))

    def held_by(self, text: str) -> bool:
        """Whether the string ``text`` holds a secret or, long enough, is held in one."""
        if text in self.secrets or self.inside is not None and self.inside.search(text):
            return True
        if len(text) < PIECE_MIN:
            return False
        return text in self.joined if "\0" not in text else any(text in w for w in self.words)


def literals(encoded: Any) -> tuple[set[str], set[object], list[int | float]]:
    """The distinct strings (dict values and list items, at any depth), the dict keys and the
    number literals (the number of a ``["Lit", number, …]`` list, whose other items are not
    read: spans) of encoded facts; iterative, so any depth is read."""
    strings: set[str] = set()
    keys: set[object] = set()
    numbers: list[int | float] = []
    stack = [encoded]
    while stack:
        item = stack.pop()
        kind = type(item)
        if kind is str:
            strings.add(item)
        elif kind is list:
            if len(item) > 1 and item[0] == "Lit" and type(item[1]) in (int, float):
                numbers.append(item[1])
            else:
                stack.extend(item)
        elif kind is dict:
            keys.update(item)
            stack.extend(item.values())
    return strings, keys, numbers


def extract_all(root: Path, files: list[SourceFile], jobs: int = 0,
                cache: FactCache | None = None,
                progress: Callable[[int], None] | None = None
                ) -> tuple[dict[str, ModuleFacts], list[Diagnostic]]:
    """Extract ``files`` under ``root``: ``{path: facts}`` and the diagnostics of failures.

    ``jobs`` is the number of worker processes (0: one per CPU; 1: in this process);
    ``progress`` is called with the number of files just finished. Facts go to ``cache`` only
    when the caller calls its :meth:`FactCache.commit`.
    """
    modules: dict[str, ModuleFacts] = {}
    diagnostics: list[Diagnostic] = []
    todo: list[SourceFile] = []
    keys: dict[str, str] = {}
    with gc_paused():
        for source in files:
            key = cache.key(root, source) if cache else None
            hit = cache.get(key, source.path) if cache and key else None
            if hit is not None:
                modules[source.path] = hit
                cache.stage(key, hit, fresh=False)
                diagnostics.extend(hit.diagnostics)
                if progress:
                    progress(1)
            else:
                todo.append(source)
                if key:
                    keys[source.path] = key
        workers = jobs or os.cpu_count() or 1
        results = run_extraction(root, todo, workers, progress)
    for path, facts, diagnostic, redacted in results:
        redact.REDACTED |= redacted           # a worker's record (in this process: already in)
        if facts is not None:
            modules[path] = facts
            diagnostics.extend(facts.diagnostics)
            if cache and path in keys:
                cache.stage(keys[path], facts, fresh=True, redacts=bool(redacted))
        if diagnostic is not None:
            diagnostics.append(diagnostic)
    return dict(sorted(modules.items())), diagnostics


def submit_all(pool: ProcessPoolExecutor, root: Path, work: list[list[SourceFile]]) -> list:
    """Submit every batch with the stop signals held (rule ``io.stop-signals``): the first
    submit forks the workers, and a stop signal handled inside ``fork``'s after-fork hooks is
    reported as ignored and lost (the run then went on and exited 0); held, it is delivered
    once the submits return, where the caller ends the pool."""
    held = signal.pthread_sigmask(signal.SIG_BLOCK, set(STOP_SIGNALS))
    try:
        return [pool.submit(_extract_batch, str(root), batch) for batch in work]
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, held)


def run_extraction(root: Path, todo: list[SourceFile], workers: int,
                   progress: Callable[[int], None] | None) -> list[Result]:
    """Extract ``todo`` in ``workers`` processes (or in this one for few files)."""
    if workers > 1 and len(todo) >= POOL_MIN_FILES:
        context = multiprocessing.get_context()
        forked = context.get_start_method() == "fork"
        pool = ProcessPoolExecutor(max_workers=workers, mp_context=context,
                                   initializer=worker_init,
                                   initargs=(os.getpid() if forked else None,))
        try:
            futures = submit_all(pool, root, batches(todo))
            results = []
            for future in futures:
                batch = future.result()
                results.extend(batch)
                if progress:
                    progress(len(batch))
        except BaseException:
            end_pool(pool)
            raise
        pool.shutdown()
        return results
    results = []
    for source in todo:
        results.append(extract_one(str(root), source))
        if progress:
            progress(1)
    return results
