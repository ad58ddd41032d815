"""Rule ``method.override-guard``: a request wrapper that sends some methods as a ``POST``,
the intended one in a header, keeps each caller's own method where it does so.

Flarum's ``transformRequestOptions`` and many wrappers like it::

    if (options.method && !['GET', 'POST'].includes(options.method)) {
        extend(options, 'config', (_, xhr) => xhr.setRequestHeader('X-HTTP-Method-Override',
                                                                   options.method));
        options.method = 'POST';
    }

The write of ``'POST'`` over the member ``method`` is made only for a method the guard proves
is not in a list (rule ``value.list-membership-test``), and the server acts on the method the
header carries: a ``DELETE`` sent this way still deletes. Whether or not the header is read
(a helper such as ``extend`` hides it), the request keeps the caller's method where the write
is taken — never the ``POST`` that would make a destructive call look like a create. The
``X-HTTP-Method-Override`` header, when the source shows it, stays a binding of the request.
"""
from __future__ import annotations

from code2skill.compound_tests import any_part
from code2skill.list_membership import NOT_IN
from code2skill.values import Value, literal_of

RULE = "method.override-guard"


def overriding_write(member: str, written: Value, previous: Value | None, test: tuple | None
                     ) -> bool:
    """Whether writing ``written`` to ``member`` (the written member's key), whose value was
    ``previous``, under the guard ``test`` (``(subject value, op, literal)``, a compound
    one's operands each) is a method override: the member is ``method`` (any case), the
    written value the literal ``POST`` (any case), and one operand of the guard holds only
    when ``previous`` is not in a list."""
    if previous is None or test is None or member.lower() != "method" \
            or str(literal_of(written)).upper() != "POST":
        return False
    return any_part(test, lambda part: part[1] == NOT_IN and part[0] == previous)


__all__ = ["RULE", "overriding_write"]
