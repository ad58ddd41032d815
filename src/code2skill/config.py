"""Project settings read from the analysed folder (rule ``config.file``): ``.code2skill.toml``
(the whole file), else the ``[tool.code2skill]`` table of ``pyproject.toml``. Command-line
options override them; for ``audit`` and ``derive --update`` they also override the scope a
contract recorded.

Keys (kebab case, as ruff writes them):

* ``include``, ``exclude`` — lists of globs, as ``--include``/``--exclude``;
* ``include-bundles`` — a boolean, as ``--include-bundles``;
* ``jobs`` — worker processes, an integer from 0 to :data:`MAX_JOBS`;
* ``fail-on`` — ``audit``'s threshold: ``info``, ``low``, ``medium`` or ``high``;
* ``ignore`` — ``audit`` rule ids (``C2S-L005``) whose findings are not reported.

A repository never chooses where the tool writes: there is no cache or output key. The file is
read inside the folder only (``io.read-in-root``); a file that holds settings is parsed only
up to :data:`SETTINGS_CAP` bytes (a ``pyproject.toml`` that never names code2skill is not
parsed at all). An unknown key, a value of the wrong type, an
unknown rule id or a file TOML cannot read raises :class:`ConfigError` naming the file and the
key (the command line exits 2).
"""
from __future__ import annotations

import os
import re
import sys
import tomllib
from dataclasses import dataclass
from pathlib import Path
from collections.abc import Callable
from typing import Any

from code2skill.safe_io import CONFIG_CAP, read_text_in_root

FILES = (".code2skill.toml", "pyproject.toml")
MAX_JOBS = 64
SETTINGS_CAP = 65_536     # bytes of a settings file parsed (tomllib is superlinear on dotted keys)
SEVERITIES = ("info", "low", "medium", "high")


class ConfigError(Exception):
    """An unusable settings file: ``where`` is ``file`` or ``file: key``."""

    def __init__(self, where: str, message: str):
        super().__init__(f"{where}: {message}")


@dataclass(frozen=True)
class Config:
    """The settings of one file (``path`` relative to the analysed folder; None: no file).
    A key the file does not set is None."""

    path: str | None = None
    include: tuple[str, ...] | None = None
    exclude: tuple[str, ...] | None = None
    include_bundles: bool | None = None
    jobs: int | None = None
    fail_on: str | None = None
    ignore: tuple[str, ...] = ()

    @property
    def sets_scope(self) -> bool:
        return (self.include, self.exclude, self.include_bundles) != (None, None, None)


def read_config(root: Path, rule_problem: Callable[[str], str | None]) -> Config:
    """The settings of ``root`` (rule ``config.file``); ``rule_problem`` says why a rule id
    ``ignore`` names cannot be ignored (``None``: it can). Raises :class:`ConfigError`."""
    for name in FILES:
        table = settings_table(root, name)
        if table is not None:
            return config_of(name, table, rule_problem)
    return Config()


def settings_table(root: Path, name: str) -> dict[str, Any] | None:
    """The code2skill table of ``root / name``; None when the file is absent or, for
    ``pyproject.toml``, has no ``[tool.code2skill]``."""
    if not os.path.lexists(root / name):
        return None
    try:
        text = read_text_in_root(root, name, CONFIG_CAP)
    except (OSError, UnicodeDecodeError) as exc:
        raise ConfigError(name, f"unreadable ({getattr(exc, 'strerror', None) or exc})")
    if name == "pyproject.toml" and "code2skill" not in text:
        return None
    if len(text.encode("utf-8", "surrogatepass")) > SETTINGS_CAP:
        raise ConfigError(name, f"larger than {SETTINGS_CAP:,} bytes (TOML parsing time grows "
                          "faster than the file; settings never need this much)")
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise ConfigError(name, f"not valid TOML ({exc})")
    except RecursionError:
        raise ConfigError(name, "not valid TOML (nested too deep)")
    except ValueError as exc:       # rule config.long-integer: Python's int() digit limit
        raise ConfigError(name, long_integer(text) or f"not usable TOML ({exc})")
    if name != "pyproject.toml":
        return data
    tool = data.get("tool")
    table = tool.get("code2skill") if isinstance(tool, dict) else None
    if table is not None and not isinstance(table, dict):
        raise ConfigError(name, "[tool.code2skill] must be a table")
    return table


def long_integer(text: str) -> str | None:
    """Where settings ``text`` holds a decimal number of more than
    ``sys.get_int_max_str_digits()`` digits (4,300), which ``tomllib`` cannot convert (a
    ``ValueError``), as a message naming its line; ``None`` when it holds none."""
    limit = sys.get_int_max_str_digits()
    match = re.search(r"\d[\d_]{%d,}" % limit, text)
    if match is None:
        return None
    line = text.count("\n", 0, match.start()) + 1
    return f"line {line}: a number of more than {limit:,} digits (no setting needs one)"


def config_of(name: str, table: dict[str, Any],
              rule_problem: Callable[[str], str | None]) -> Config:
    """Rule ``config.keys``: every key checked for its type and range."""
    where = name if name != "pyproject.toml" else f"{name} [tool.code2skill]"
    unknown = sorted(set(table) - {"include", "exclude", "include-bundles", "jobs", "fail-on",
                                   "ignore"})
    if unknown == ["tool"] and name == ".code2skill.toml":
        raise ConfigError(f"{where}: tool", "unknown key: in .code2skill.toml the keys stand "
                          "at the top level, without a [tool.code2skill] header")
    if unknown:
        key = unknown[0] if len(unknown[0]) <= 100 else \
            f"{unknown[0][:60]}… ({len(unknown[0]):,} characters)"
        raise ConfigError(f"{where}: {key}", "unknown key (known: include, exclude, "
                          "include-bundles, jobs, fail-on, ignore)")
    jobs = table.get("jobs")
    if jobs is not None and (type(jobs) is not int or not 0 <= jobs <= MAX_JOBS):
        raise ConfigError(f"{where}: jobs", f"must be an integer from 0 to {MAX_JOBS}")
    bundles = table.get("include-bundles")
    if bundles is not None and not isinstance(bundles, bool):
        raise ConfigError(f"{where}: include-bundles", "must be true or false")
    fail_on = table.get("fail-on")
    if fail_on is not None and fail_on not in SEVERITIES:
        raise ConfigError(f"{where}: fail-on", "must be one of " + ", ".join(SEVERITIES))
    ignore = strings(table, "ignore", where) or ()
    problem = next(filter(None, map(rule_problem, ignore)), None)
    if problem:
        raise ConfigError(f"{where}: ignore", problem)
    return Config(name, strings(table, "include", where), strings(table, "exclude", where),
                  bundles, jobs, fail_on, ignore)


def strings(table: dict[str, Any], key: str, where: str) -> tuple[str, ...] | None:
    value = table.get(key)
    if value is None:
        return None
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise ConfigError(f"{where}: {key}", "must be a list of strings")
    return tuple(value)
