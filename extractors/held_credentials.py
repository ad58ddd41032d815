"""Rule ``auth.conditional-credential``: a credential header written only when the client holds
the credential.

Shapes::

    http.interceptors.request.use(config => {
      const token = localStorage.getItem('token')
      if (token) config.headers.Authorization = `Bearer ${token}`   // sent with a token only
      return config
    })

    const headers = {}
    if (token) headers.Authorization = 'Bearer ' + token           // (rule value.member-writes:
    return fetch('/api/things', {headers})                         //  a value that may be absent)

A write under ``if`` tests one of which is a truthiness test of a value the written header
reads (``token``, ``store.token``, ``!!abp.auth.getToken()``) or of a value named as the
credential (``if (store.getters.token) config.headers['X-Token'] = getToken()``), and with no ``else`` arm (one that could throw or
cancel the request instead), sets the header only when the client holds the credential: the
request is sent without it otherwise (signed out), so the hint's note ends with
:data:`~extractors.choice_headers.CONDITIONAL_NOTE`. A test of anything else (``if
(!config.url.includes('/login'))``) is left to the rules that decide it per call
(``auth.interceptor-exit``).
"""
from __future__ import annotations

from code2skill.facts import Assignment, Call, Member, Ref, Test
from code2skill.redact import words_of

RULE = "auth.conditional-credential"
CREDENTIAL_WORDS = frozenset({"token", "jwt", "apikey", "key", "credential", "credentials"})


def held_only(assignment: Assignment) -> bool:
    """Whether ``assignment`` (a credential header's write) runs only when a truthiness test
    of a value it writes holds, with no other arm (module docstring)."""
    if not assignment.guarded or assignment.exclusive or not assignment.guards:
        return False
    read = read_shapes(assignment.value)
    return any(isinstance(test, Test) and test.op == "truthy" and (
        shape(test.subject) in read or names_credential(test.subject))
        for test in assignment.guards)


def names_credential(subject: object) -> bool:
    """Whether a tested value's own name says it is the credential (``store.getters.token``,
    ``auth.getToken()``, ``apiKey``): the header is sent when the client holds one."""
    while isinstance(subject, Call):
        subject = subject.callee
    name = subject.prop if isinstance(subject, Member) else \
        subject.name if isinstance(subject, Ref) else ""
    return bool(CREDENTIAL_WORDS & set(words_of(name)))


def shape(expr: object) -> object:
    """``expr`` without its spans, to compare two reads of one value (``abp.auth.getToken()``
    in the test and in the header's value)."""
    if isinstance(expr, (list, tuple)):
        return tuple(shape(e) for e in expr)
    if hasattr(expr, "__dataclass_fields__"):
        return (type(expr).__name__,) + tuple(shape(getattr(expr, name))
                                              for name in expr.__dataclass_fields__
                                              if name != "span")
    return expr


def read_shapes(expr: object) -> set:
    """The :func:`shape` of every name, member chain and call read inside ``expr``."""
    found, todo = set(), [expr]
    while todo:
        cur = todo.pop()
        if isinstance(cur, (Ref, Member, Call)):
            found.add(shape(cur))
        if isinstance(cur, (list, tuple)):
            todo.extend(cur)
        elif hasattr(cur, "__dataclass_fields__"):
            todo.extend(getattr(cur, name) for name in cur.__dataclass_fields__
                        if name != "span")
    return found
