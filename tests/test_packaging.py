"""The distribution lists every package of the tree: a subpackage missing from
``[tool.setuptools] packages`` works in an editable install and is absent from the wheel."""
from __future__ import annotations

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_every_package_folder_is_in_the_distribution():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    listed = set(config["tool"]["setuptools"]["packages"])
    folders = {"code2skill." + ".".join(p.parent.relative_to(ROOT / "src" / "code2skill").parts)
               for p in (ROOT / "src" / "code2skill").rglob("__init__.py")}
    folders = {f.rstrip(".") for f in folders}
    for name, where in (("extractors", "extractors"), ("graphs", "graphs")):
        folders |= {f"code2skill.{name}"} if (ROOT / where / "__init__.py").is_file() else set()
    assert folders <= listed, sorted(folders - listed)


def test_every_data_file_of_a_package_is_in_the_distribution():
    """Templates, scripts and styles a package reads at run time (any file that is not Python)
    match a ``[tool.setuptools.package-data]`` pattern of their package."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    patterns = config["tool"]["setuptools"]["package-data"]
    base = ROOT / "src" / "code2skill"
    missing = []
    for path in base.rglob("*"):
        if not path.is_file() or path.suffix in (".py", ".pyc") or "__pycache__" in path.parts:
            continue
        package = next(p for p in path.parents if (p / "__init__.py").is_file())
        name = ".".join(("code2skill",) + package.relative_to(base).parts)
        rel = path.relative_to(package)
        if not any(rel.match(glob) for glob in patterns.get(name, [])):
            missing.append(f"{name}: {rel}")
    assert missing == []
