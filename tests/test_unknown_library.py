"""An unrecognised HTTP library is a review entry naming the call site, never a silent miss and
never a guessed endpoint (rule ``review.unknown-http-library``)."""
from conftest import endpoints


def test_unknown_http_library_call_is_reviewed_not_guessed(derive_files):
    contract = derive_files({"src/a.js": (
        "import wretch from 'wretch';\n"
        "import express from 'express';\n"
        "import lodash from 'lodash';\n"
        "export const list = () => wretch.get('/api/widgets');\n"
        "const app = express();\n"
        "app.get('/health', (req, res) => res.send('ok'));\n"
        "export const pick = (o) => lodash.get(o, 'a.b');\n")})
    assert endpoints(contract) == set()
    review = [(r["message"], r["evidence"][0]["file"], r["evidence"][0]["line"])
              for r in contract["review"] if r["capability"] is None]
    assert review == [("call of wretch.get, an HTTP library code2skill does not recognise, "
                       "with a URL-like argument: its endpoint is not in the contract",
                       "src/a.js", 4)]
