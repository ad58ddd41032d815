"""Rule ``output.helper-built-member``: a member that a request helper's own object literal
supplies beside the answer it returns (``return { statusCode: 401 }`` beside ``return
data.json()``, ``{ ...json, statusCode: data.status }``, ``{ error: '…' }`` in a catch) is no
field of the response where callers read it; a member the literal fills from the body is read
through to the body (sample ``helper-built-answers``)."""
from conftest import capability, sample_files

SAMPLE = "helper-built-answers"
FILES = ("package.json", "src/api/secret.js", "src/pages/Secret.jsx")


def fields(cap: dict) -> dict | None:
    schema = cap["outputSchema"]
    return schema and {name: sorted(sub.get("properties", {}))
                       for name, sub in schema["properties"].items()}


def test_a_status_the_helper_returns_is_no_response_field(derive_files):
    contract = derive_files(sample_files(SAMPLE, *FILES))
    secret = capability(contract, "POST", "/api/secret/{secretId}")
    assert fields(secret) == {"secret": [], "title": []}   # json.statusCode === 401: no field
    assert [e["line"] for e in secret["evidence"]["/outputSchema/properties/secret"]] == [17]


def test_a_member_the_helper_fills_from_the_body_is_read_through(derive_files):
    contract = derive_files(sample_files(SAMPLE, *FILES))
    stats = capability(contract, "GET", "/api/stats")      # { total: json.total_secrets }
    assert fields(stats) == {"latest": ["created_at"], "total_secrets": []}
