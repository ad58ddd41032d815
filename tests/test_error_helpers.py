"""Rule ``errors.helper-read``: the error body fields a shared helper reads count for the
requests whose failure reaches it, called in a callback nested in the request's function
(``.catch((err) => { handleError(err) })``) or named as the rejection handler
(``.catch(handleError)``); the evidence is at the helper's read."""
from __future__ import annotations

from conftest import capability, sample_files

FILES = sample_files("pinia-stores", "src/helpers/errors.js", "src/stores/units.js")


def test_a_shared_helper_reads_the_error_body(derive_files):
    contract = derive_files(FILES)
    for method in ("GET", "DELETE"):
        cap = capability(contract, method, "/api/v1/units/{id}")
        errors = cap["errorContract"]
        assert (errors["messagePath"], errors["detailsPath"], errors["codePath"]) == \
            ("message", "errors", None), method
        where = {key: [(e["file"], e["line"], e["rule"]) for e in cap["evidence"][key]]
                 for key in ("/errorContract/messagePath", "/errorContract/detailsPath")}
        assert where == {
            "/errorContract/messagePath": [("src/helpers/errors.js", 5, "errors.read-path")],
            "/errorContract/detailsPath": [("src/helpers/errors.js", 7, "errors.read-path")],
        }, method
    untouched = capability(contract, "PUT", "/api/v1/units/{id}")["errorContract"]
    assert (untouched["messagePath"], untouched["detailsPath"]) == (None, None)
