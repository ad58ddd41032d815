"""Rule this.agreed-write: a constructor's write holds one value when every construction that
passes it passes the same one."""
from code2skill.construction_values import agreed_value, placeless
from code2skill.values import LitV, StrV, Text, UnknownV


def url(text: str, line: int) -> StrV:
    return StrV((Text(text, ("src/a.ts", (line, 1, line, 5))),))


def test_the_same_value_written_at_two_places_is_agreed():
    first = url("/api", 3)
    assert agreed_value([first, url("/api", 9)]) is first


def test_a_construction_passing_nothing_writes_nothing():
    first = url("/api", 3)
    assert agreed_value([first, LitV(None), url("/api", 9), UnknownV("no-member")]) is first


def test_differing_values_are_not_agreed():
    assert agreed_value([url("/api", 3), url("/v2", 9)]) is None


def test_one_value_alone_is_left_to_the_other_rules():
    assert agreed_value([url("/api", 3), LitV(None)]) is None


def test_placeless_erases_where_only():
    assert placeless(url("/api", 3)) == placeless(url("/api", 9))
    assert placeless(url("/api", 3)) != placeless(url("/v2", 3))
