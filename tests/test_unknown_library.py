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
    assert review == [("call of wretch.get with a URL-like argument: an HTTP client code2skill "
                       "does not recognise or cannot follow, so its endpoint is not in the "
                       "contract", "src/a.js", 4)]


def test_bare_words_count_once_the_object_is_suspect(derive_files):
    contract = derive_files({"src/api.ts": (
        "import { apiService } from 'acme-http-kit';\n"
        "export const tags = () => apiService.get('tags');\n"
        "export const login = (user: object) => apiService.post('users/login', { user });\n"
        "const seen = new Map();\n"
        "export const forget = (k: string) => seen.delete(k);\n"
        "export class Store { session: any;\n"
        "  load() { return this.session.fetch('/tags'); } }\n")})
    review = sorted((r["message"].split(" with ")[0], r["evidence"][0]["line"])
                    for r in contract["review"] if r["capability"] is None)
    assert review == [("call of acme-http-kit.apiService.get", 2),
                      ("call of acme-http-kit.apiService.post", 3),
                      ("call of this.session.fetch", 7)]
