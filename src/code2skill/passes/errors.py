"""Pass: the ``errorContract`` and success statuses of a capability.

Rules:

* ``errors.categories-default`` — reads can fail for input, authorization, upstream and network
  reasons; writes add business rejections and unknown outcomes.
* ``http.success-default`` — without an explicit status check in source, the success statuses
  are the method's usual ones (``GET`` 200; ``POST`` 200/201; ``PUT``/``PATCH`` 200/204;
  ``DELETE`` 200/204), marked as a default.
"""
from __future__ import annotations

from code2skill.contract.models import ErrorContract

SUCCESS_DEFAULTS = {"GET": [200], "HEAD": [200], "OPTIONS": [200, 204], "POST": [200, 201],
                    "PUT": [200, 204], "PATCH": [200, 204], "DELETE": [200, 204]}


def error_contract(effect: str) -> ErrorContract:
    categories = ["authorization", "input", "network", "upstream"]
    if effect != "read":
        categories += ["business", "unknown-outcome"]
    return ErrorContract(categories=sorted(categories), codePath=None, messagePath=None,
                         detailsPath=None, retryablePath=None, observedHandling=[])


def success_statuses(method: str) -> list[int]:
    return list(SUCCESS_DEFAULTS.get(method, [200]))
