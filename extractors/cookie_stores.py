"""Cookie and storage libraries are no HTTP clients (rule ``review.unknown-http-library``).

A call such as ``this.cookieService.get('continueCode')`` or ``cookies.put('language', v)``
reads or writes a browser cookie or a key-value store, never the network, though its verb
(``get``/``put``) and a key that looks like a path make it look like a request of a client
code2skill does not know. The object is a store when a segment of its name (the library and
its member path, ``ngy-cookie.CookieService.prototype``, or the receiver's own names,
``this.cookieService``) names a cookie, the browser's local or session storage, or a
key-value store library, or AngularJS's in-memory caches (``$templateCache.put('ng-table/
pager.html', '<div …>')`` keeps a template; ``$cacheFactory``) (:data:`STORE_WORDS`; a
``storageApi`` of object storage over HTTP stays a suspect): such calls are
neither requests nor request-like sites, so they raise no review item.
"""
from __future__ import annotations

import re

STORE_WORDS = re.compile(r"(?i)cookie|local[-_]?storage|session[-_]?storage|localforage|"
                         r"idb-keyval|\$templateCache|\$cacheFactory")


def is_store(owner: str) -> bool:
    """Whether ``owner`` (dotted names of a call's receiver: ``ngy-cookie.CookieService``,
    ``this.cookieService``, ``$cookies``, ``localforage``) names a cookie or storage library
    rather than an HTTP client."""
    return STORE_WORDS.search(owner) is not None
