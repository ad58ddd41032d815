"""Rule ``query.given-credential``: a query value named like a credential that the caller
of the request layer gives, beside the client's own credential.

Shape::

    axios.defaults.headers.common['X-API-KEY'] = window.config.apiKey   // the client's own
    const apikey = useSettingValue('settings-sonarr-apikey')           // typed in a form
    api.utils.urlTest(protocol, url, { apikey })                        // the page's call
    urlTest(protocol, url, params) { return client.get(`…/status`, { params }) }

A query parameter named like a credential (``apikey``, ``token``) is normally the credential
the client holds, which the Host supplies (rule ``query.held-credential``). It is data the
user gives instead — a key typed into a settings page and sent to be tested, a third party's
token to be saved — when all of these hold for each call:

* the call already sends the client's own credential another way: a ``bearer`` or
  ``api-key`` auth hint (a default header, an interceptor, a header of the call), so the
  Host's credential is injected there, not in this parameter;
* the key is written outside the function that makes the library request: a caller hands
  the query to the request layer (a wrapper's ``params`` parameter), so the value is that
  caller's, not one the request layer reads from where the client keeps its credential;
* the value is not fixed text and reads no build-time environment variable (configuration
  the client holds).

Such a parameter stays an input, so a Tool can send the value being tested, with a
``medium`` review item asking to confirm it is not the client's own credential. A literal
is never copied: fixed values go through the credential-literal redaction as before.
"""
from __future__ import annotations

from code2skill.normalize import Observed
from code2skill.requests import library_site
from code2skill.values import EnvV, Value, Where

from .caller_tokens import choices

OWN_KINDS = ("bearer", "api-key")
MAX_DEPTH = 8


def given_credential(call: Observed, entry, program) -> bool:
    """Whether query entry ``entry`` of ``call`` is a value its caller gives beside the
    client's own credential (module docstring)."""
    if entry.fixed is not None or entry.value is None or entry.where is None:
        return False
    if reads_environment(entry.value, 0) or not own_credential(call):
        return False
    return written_outside_request(call, entry.where, program)


def own_credential(call: Observed) -> str | None:
    """The note of the first bearer or api-key auth hint the call carries, or ``None``."""
    return next((hint.note or hint.kind for hint in call.auth if hint.kind in OWN_KINDS),
                None)


def written_outside_request(call: Observed, where: Where, program) -> bool:
    """Whether ``where`` lies in another function than the library request of ``call``."""
    site = library_site(call.sites).where
    inner = program.function_at(site[0], site[1])
    outer = program.function_at(where[0], where[1])
    return inner is not None and (outer is None or outer.fid != inner.fid)


def reads_environment(value: Value, depth: int) -> bool:
    """Whether a value is, or is built from, a build-time environment variable."""
    if isinstance(value, EnvV):
        return True
    return depth < MAX_DEPTH and any(reads_environment(c, depth + 1) for c in choices(value))


def given_review(name: str, calls: list[Observed], where: Where | None
                 ) -> tuple[str, str, Where | None]:
    """The ``medium`` review item of a given credential ``name``."""
    own = next(filter(None, (own_credential(call) for call in calls)), "its own credential")
    return ("medium", f"query parameter {name} is named like a credential, but the client "
            f"already sends its own credential another way ({own}) and the value comes from "
            "the code calling the request layer: it is an input (a key the user gives, such "
            "as one being tested), never the Host's credential; confirm it is not the "
            "client's own", where)
