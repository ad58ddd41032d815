"""What a new user copies from the README works as written: the quick start says where the
installed ``code2skill`` is before the first bare ``code2skill …`` command, and the
``host-profile.json`` example is a profile ``host-check`` accepts."""
import json
import re
from pathlib import Path

from typer.testing import CliRunner

from code2skill.cli import app
from code2skill.host.profile import read_profile

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")
INSTALL = "python3 -m venv .venv && .venv/bin/pip install -q -e '.[test]' && "


def blocks(language: str) -> list[tuple[int, str]]:
    """``(offset, text)`` of each fenced block of ``language``."""
    return [(m.start(), m.group(1))
            for m in re.finditer(rf"^```{language}\n(.*?)^```", README, re.M | re.S)]


def test_the_first_commands_install_into_the_venv_and_run_from_it():
    first = blocks("sh")[0][1].splitlines()
    assert first == [INSTALL + ".venv/bin/code2skill derive samples/bookshelf-fetch -o "
                               "canonical-contract.json",
                     INSTALL + ".venv/bin/python -m pytest -q"]


def test_the_venv_is_named_before_the_first_bare_command():
    bare = next(offset for offset, text in blocks("sh")
                if re.search(r"^code2skill ", text, re.M))
    said = README.find(". .venv/bin/activate")
    assert 0 <= said < bare
    assert README.find(".venv/bin/code2skill derive ./client-repo") < bare


def test_the_host_profile_example_is_a_valid_profile(tmp_path):
    examples = [text for offset, text in blocks("json")
                if '"hostProfileVersion"' in text]
    assert examples
    contract = ROOT / "samples" / "bookshelf-fetch" / "expected" / "canonical-contract.json"
    for text in examples:
        path = tmp_path / "host-profile.json"
        path.write_text(text, encoding="utf-8")
        assert read_profile(path).hostProfileVersion == 1
        result = CliRunner().invoke(app, ["host-check", str(contract), "--host", str(path)])
        assert result.exit_code in (0, 1), result.output
        assert json.loads(text)["facilities"]
