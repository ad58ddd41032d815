"""Every docstring in the package is valid UTF-8 text.

Python 3.13 strips the indentation of docstrings when it compiles a module and encodes them to
UTF-8 on the way; a lone surrogate (a docstring spelling ``'\\ud800'`` without a raw prefix or a
doubled backslash) ends the import with ``UnicodeEncodeError`` there, while 3.11 compiles it.
"""
from __future__ import annotations

import ast
from pathlib import Path

import code2skill

PACKAGE = Path(code2skill.__file__).parent
DOCUMENTED = (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)


def undecodable_docstrings(source: str) -> list[int]:
    """Line numbers (1-based; 0 for the module) of docstrings in ``source`` holding a code
    point UTF-8 cannot encode."""
    lines = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, DOCUMENTED):
            doc = ast.get_docstring(node, clean=False)
            if doc is not None and not encodes(doc):
                lines.append(getattr(node, "lineno", 0))
    return lines


def encodes(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def test_a_lone_surrogate_in_a_docstring_is_found():
    assert undecodable_docstrings('def f():\n    """key \'\\ud800\'"""\n') == [1]
    assert undecodable_docstrings('def f():\n    """key \'\\\\ud800\'"""\n') == []


def test_no_docstring_of_the_package_holds_a_lone_surrogate():
    found = {str(path.relative_to(PACKAGE)): lines
             for path in sorted(PACKAGE.rglob("*.py"))
             if (lines := undecodable_docstrings(path.read_text(encoding="utf-8")))}
    assert found == {}
