"""Rule ``redact.sign-in-segment``: a literal shaped like a secret filling the path segment
after a sign-in or credential word is written ``<redacted:credential>`` at extraction."""
import pytest

from code2skill.facts import Hole, Lit, Ref, Tmpl
from code2skill.redact import CREDENTIAL
from code2skill.sign_in_segments import after_sign_in, redact_sign_in_segments, secret_shaped

SECRET = "hunter" + "2"


@pytest.mark.parametrize("text, shaped", [
    (SECRET, True), ("Zq9x7Kd2", True), ("google", False), ("refresh", False),
    ("oauth2", False), ("v2beta1", False), ("ab1", False), ("a1/b2c3d4", False)])
def test_secret_shape(text, shaped):
    assert secret_shaped(text) is shaped


@pytest.mark.parametrize("text, after", [
    ("/api/login/", True), ("/auth/token/", True), ("/sign-in/", True), ("/password/", True),
    ("/api/users/", False), ("/api/login", False), ("/tokens/", False)])
def test_after_sign_in(text, after):
    assert after_sign_in(text) is after


def test_a_hole_a_plus_operand_and_a_reference():
    hole = Tmpl((Lit("/api/login/"), Hole(None, Lit(SECRET))))
    assert redact_sign_in_segments(hole)[0].parts[1].expr.value == CREDENTIAL
    plus = Tmpl((Lit("/auth/token/"), Lit(SECRET + "/x")))
    assert redact_sign_in_segments(plus)[0].parts[1].value == CREDENTIAL + "/x"
    ref = Tmpl((Lit("/api/login/"), Hole("PW", Ref("PW")), Lit("?x=1")))
    assert redact_sign_in_segments(ref) == (ref, ("PW",))


def test_part_of_a_segment_and_route_words_stay():
    for tmpl in (Tmpl((Lit("/api/login/"), Hole(None, Lit(SECRET)), Lit("-x"))),
                 Tmpl((Lit("/api/login/"), Hole(None, Lit("google")))),
                 Tmpl((Lit("/api/users/"), Hole(None, Lit(SECRET))))):
        assert redact_sign_in_segments(tmpl) == (tmpl, ())
