"""The exported package's README names the header an API key goes in, as the contract's auth
evidence names it (``header X-Auth``, or ``defaults header X-API-KEY`` of a client's
defaults): the Host then knows where its key goes, and needs no ``…_API_KEY_HEADER``."""
from pathlib import Path

from typer.testing import CliRunner

from code2skill.cli import app

CONTRACT = Path(__file__).resolve().parents[1] / "samples" / "client-factory-base" / \
    "expected" / "canonical-contract.json"


def test_the_readme_names_the_api_key_header(tmp_path):
    result = CliRunner().invoke(app, ["export", str(CONTRACT), "-o", str(tmp_path / "out")])
    assert result.exit_code == 0, result.output
    readme = (tmp_path / "out" / "README.md").read_text(encoding="utf-8")
    assert "| `MEDIA_MANAGER_WEB_2_API_KEY` | `media_manager_web_2` | API key (sent in the " \
           "`X-API-KEY` header) |" in readme
    assert "API_KEY_HEADER" not in readme
    function = (tmp_path / "out" / "functions" / "list_movies.mjs").read_text(encoding="utf-8")
    assert 'service("media_manager_web_2", "api-key", "X-API-KEY")' in function
