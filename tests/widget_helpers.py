"""What the upload-widget tests read of a capability's first request."""
from __future__ import annotations


def upload(cap: dict) -> tuple:
    """``(method, path, encoding, [(multipart target, input, fixed value)], auth kind,
    path-template rule)`` of a capability's first request."""
    req = cap["implementation"]["requests"][0]
    rules = [e["rule"] for e in cap["evidence"]["/implementation/requests/0/pathTemplate"]]
    return (req["method"], req["pathTemplate"], req["bodyEncoding"],
            [(b["target"], b["input"], b["value"]) for b in req["bindings"]],
            cap["auth"]["authentication"], rules[0])
