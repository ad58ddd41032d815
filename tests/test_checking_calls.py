"""Rules ``side-effect.check-call`` and ``side-effect.member-read-post``: a ``POST`` its
functions name a check, or a read of the member it addresses, is no create
(``code2skill.passes.checking_calls``), and the names they take."""
from __future__ import annotations

import pytest

from code2skill.passes.checking_calls import (
    CHECK_NAME_RULE, CHECK_RULE, MEMBER_READ_NAME_RULE, MEMBER_READ_RULE, check_name, checked,
    checks, glued_words, member_read_name, member_reader, named_check, path_checks,
)
from code2skill.passes.side_effects import DISAGREED, disagreement_note

GUESS, COLLECTION = "side-effect.method-guess", "side-effect.rest-create"


@pytest.mark.parametrize("function, expected", [
    ("UserService.checkNameIsAvailable", True),
    ("isEmailTaken", True),
    ("usernameExists", True),
    ("validateCoupon", True),
    ("api.searchUsers", True),
    ("lookupAddress", True),
    ("previewInvoice", True),
    # a name that also writes, one word alone, no checking word, a verify
    ("validateAndSave", False),
    ("checkOrCreateUser", False),
    ("check", False),
    ("checkout", False),
    # a checking verb with a particle is a phrasal verb that writes (hostile round 40, 1)
    ("checkOut", False),
    ("checkIn", False),
    ("BookingApi.checkInGuest", False),
    ("createUser", False),
    ("verifyEmail", False),
    ("deleteIfExists", False),
    (None, False),
    ("<callback promise.then>", False),
])
def test_checks(function, expected):
    assert checks(function) is expected


@pytest.mark.parametrize("segment, function, expected", [
    ("checkname", "UserService.checkNameIsAvailable", True),
    ("validatecoupon", "validateCoupon", True),
    ("checknameisavailable", "checkNameIsAvailable", True),
    ("check", "checkNameIsAvailable", False),        # one word: the verb alone
    ("checkName", "checkNameIsAvailable", False),    # not lower case: a procedure's name
    ("namecheck", "checkNameIsAvailable", False),
])
def test_glued_words(segment, function, expected):
    assert glued_words(segment, function) is expected


@pytest.mark.parametrize("path, function, expected", [
    ("/api/user/checkname", "UserService.checkNameIsAvailable", "check_user_name"),
    ("/api/users", "isEmailTaken", "check_user_email"),
    ("/api/coupons", "validateCoupon", "validate_coupon"),
    ("/v1/addresses", "lookupAddress", "lookup_address"),
    ("/api/servers/health", "checkServer", "check_server_health"),
])
def test_check_name(path, function, expected):
    assert check_name(path, function) == expected


@pytest.mark.parametrize("method, rule, path, functions, expected", [
    ("POST", GUESS, "/api/user/checkname", ["UserService.checkNameIsAvailable"],
     ("read", CHECK_RULE, "check_user_name", CHECK_NAME_RULE)),
    ("POST", GUESS, "/api/users/email-available", ["isEmailTaken"],
     ("read", CHECK_RULE, "check_user_email_available", CHECK_NAME_RULE)),
    # a check only the function's name says never makes the POST read-only
    ("POST", COLLECTION, "/api/users", ["isEmailTaken", "isEmailTaken"], None),
    ("POST", GUESS, "/api/users/{id}", ["validateUser"], None),
    ("POST", COLLECTION, "/api/orders", ["checkOut"], None),
    # money named by the path or the function: never a check
    ("POST", GUESS, "/api/payment/validatepayment", ["validatePayment"], None),
    ("POST", GUESS, "/secret/{secretId}", ["getSecret"],
     ("update", MEMBER_READ_RULE, "get_secret", MEMBER_READ_NAME_RULE)),
    ("POST", GUESS, "/pastes/{id}", ["PasteApi.fetchPaste"],
     ("update", MEMBER_READ_RULE, "get_paste", MEMBER_READ_NAME_RULE)),
    # a path that proves an effect keeps it; a GET is a read by its method
    ("POST", "side-effect.action-create", "/api/user/register", ["checkNameIsAvailable"], None),
    ("GET", "side-effect.method", "/api/user/checkname", ["checkNameIsAvailable"], None),
    # one call site that checks nothing, or an anonymous one, proves nothing
    ("POST", GUESS, "/api/user/checkname", ["checkNameIsAvailable", "register"], None),
    ("POST", GUESS, "/api/user/checkname", ["checkNameIsAvailable", None], None),
    # a member read needs the member's parameter last, and a reading function
    ("POST", GUESS, "/secret", ["getSecret"], None),
    ("POST", COLLECTION, "/secrets/{id}/views", ["getSecret"], None),
    ("POST", GUESS, "/secret/{id}", ["getOrCreateSecret"], None),
    ("POST", GUESS, "/secret/{id}", ["burnSecret"], None),
])
def test_checked(method, rule, path, functions, expected):
    assert checked(method, rule, path, functions) == expected


@pytest.mark.parametrize("method, rule, path, functions, expected", [
    ("POST", COLLECTION, "/api/users", ["isEmailTaken", "isEmailTaken"], "isEmailTaken"),
    ("POST", GUESS, "/api/users/{id}", ["UserApi.validateUser"], "validateUser"),
    ("POST", GUESS, "/api/servers/health", ["checkServer"], "checkServer"),
    # the path says the check: a reviewed read, no name-only item
    ("POST", GUESS, "/api/user/checkname", ["checkNameIsAvailable"], None),
    # a phrasal verb, money, or no check at all
    ("POST", COLLECTION, "/api/orders", ["checkOut"], None),
    ("POST", GUESS, "/api/bookings/{id}/arrival", ["checkIn"], None),
    ("POST", GUESS, "/api/payments/{id}", ["validatePayment"], None),
    ("POST", COLLECTION, "/api/users", ["createUser"], None),
    ("PUT", "side-effect.method", "/api/users/{id}", ["validateUser"], None),
])
def test_named_check(method, rule, path, functions, expected):
    """Hostile round 40, finding 1: a POST only its function's name calls a check keeps its
    method's effect; the name goes to a review item."""
    assert named_check(method, rule, path, functions) == expected


def test_path_checks():
    assert path_checks("/api/user/checkname", ["checkNameIsAvailable"]) is True
    assert path_checks("/api/users/email-available", ["isEmailTaken"]) is True
    assert path_checks("/api/users", ["isEmailTaken"]) is False
    assert path_checks("/api/servers/health", ["checkServer"]) is False


def test_member_reader_and_name():
    assert member_reader("viewSecret") == "view"
    assert member_reader("loadSecret") == "get"
    assert member_reader("get") is None
    assert member_read_name("SecretApi.retrieveSecretFile") == "get_secret_file"


def test_review_notes():
    assert {CHECK_RULE, MEMBER_READ_RULE} <= DISAGREED
    assert disagreement_note(CHECK_RULE, "/api/user/checkname", [], "POST",
                             ["UserService.checkNameIsAvailable"]) == (
        "function checkNameIsAvailable names a check (a read), the method POST says it writes")
    assert disagreement_note(MEMBER_READ_RULE, "/secret/{secretId}", [], "POST",
                             ["getSecret"]) == (
        "function getSecret names a read of the member {secretId}, which a POST there does "
        "not create; the POST may still change it (a view counted or spent)")
