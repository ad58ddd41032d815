"""Pass: the ``errorContract`` and success statuses of a capability.

Rules:

* ``errors.categories-default`` — reads can fail for input, authorization, upstream and network
  reasons; writes add business rejections and unknown outcomes.
* ``http.success-default`` — without an explicit status check in source, the success statuses
  are the method's usual ones (``GET`` 200; ``POST`` 200/201; ``PUT``/``PATCH`` 200/204;
  ``DELETE`` 200/204), marked as a default.
* ``errors.status-check`` — every HTTP status the client branches on (``res.status === 401``,
  ``case 422:`` of a ``switch`` on a status) in a function on a capability's call chain, or in
  a response interceptor of the client it uses, is an
  ``observedHandling`` entry, its category from the status (400/422 input, 401/403
  authorization, 404/409/412 business, 408/429/5xx upstream).
"""
from __future__ import annotations

from code2skill.contract.models import ErrorContract, ObservedHandling
from code2skill.evidence import observed
from code2skill.normalize import Observed

SUCCESS_DEFAULTS = {"GET": [200], "HEAD": [200], "OPTIONS": [200, 204], "POST": [200, 201],
                    "PUT": [200, 204], "PATCH": [200, 204], "DELETE": [200, 204]}


def error_contract(effect: str, handling: list[ObservedHandling]) -> ErrorContract:
    categories = {"authorization", "input", "network", "upstream"} | \
        {h.category for h in handling}
    if effect != "read":
        categories |= {"business", "unknown-outcome"}
    return ErrorContract(categories=sorted(categories), codePath=None, messagePath=None,
                         detailsPath=None, retryablePath=None, observedHandling=handling)


def status_category(status: int) -> str:
    """The error category a status belongs to."""
    if status in (400, 422):
        return "input"
    if status in (401, 403):
        return "authorization"
    if status == 408 or status == 429 or status >= 500:
        return "upstream"
    return "business"


def observed_handling(calls: list[Observed], resolver) -> list[ObservedHandling]:
    """The statuses branched on in the functions that make a capability's calls (every hop
    of every call chain), one entry per status with all the places it is checked."""
    found: dict[int, set] = {}
    checked: set = set()
    for call in calls:
        functions = [(site.where[0], resolver.function_at(*site.where)) for site in call.sites]
        functions += [(resolver.functions[fid][0], resolver.functions[fid][1])
                      for fid in call.handlers if fid in resolver.functions]
        for path, fn in functions:
            if fn is None or (path, fn.fid) in checked:
                continue
            checked.add((path, fn.fid))
            for status, span in fn.status_checks:
                found.setdefault(status, set()).add((path, span))
    return [ObservedHandling(match=f"status {status}", category=status_category(status),
                             evidence=[observed(where, "errors.status-check")
                                       for where in sorted(places)])
            for status, places in sorted(found.items())]


def success_statuses(method: str) -> list[int]:
    return list(SUCCESS_DEFAULTS.get(method, [200]))
