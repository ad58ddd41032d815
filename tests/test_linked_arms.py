"""A choice keeps its condition when an arm holds several values (rule
``value.linked-arms``): the method of each arm goes with every value of that arm, never with
the other arm's."""
from __future__ import annotations

from conftest import endpoints

from code2skill.linked_arms import arm, arm_count, keyed
from code2skill.resolution.shared import alternatives
from code2skill.values import AltV, LitV, StrV, Text, UnknownV

PUT, POST = StrV((Text("PUT"),)), StrV((Text("POST"),))
A, B, C, D = (StrV((Text(t),)) for t in ("/a", "/b", "/a/1", "/b/1"))


def test_a_choice_among_its_own_arms_keeps_its_key_with_no_arm_counts():
    assert keyed(AltV((PUT, POST)), (PUT, POST), "g:x") == AltV((PUT, POST), "any", "g:x")


def test_an_option_settled_on_keeps_the_callers_key():
    chosen = AltV((PUT, POST), "any", "f:edit")
    # `options.method || undefined` settled on the caller's ternary keeps the ternary's key
    assert keyed(chosen, (chosen, LitV(None)), None) is chosen
    assert keyed(chosen, (chosen, LitV(None)), "g:x") is chosen


def test_arms_holding_several_values_count_their_options():
    arms = (AltV((A, B)), AltV((C, D)))
    value = keyed(alternatives(list(arms)), arms, "g:isNew")
    assert value == AltV((A, B, C, D), "any", "g:isNew", arms=(2, 2))
    assert arm_count(value) == 2
    assert arm(value, 0) == AltV((A, B)) and arm(value, 1) == AltV((C, D))


def test_a_value_both_arms_give_stays_in_each_arm():
    unknown = UnknownV("no-return")
    arms = (AltV((A, unknown)), AltV((C, unknown)))
    value = keyed(alternatives(list(arms)), arms, "g:isNew")
    assert value.arms == (2, 2) and arm(value, 1) == AltV((C, unknown))


def test_arms_a_later_filter_broke_are_no_longer_known():
    value = AltV((A, B, C), "any", "g:isNew", arms=(2, 2))
    assert arm_count(value) is None


def test_arms_merged_past_recognition_keep_no_key():
    tested = AltV((A, B), "any", None, ("subject", "truthy", None))    # not flattened
    arms = (tested, C)
    value = keyed(AltV((A, B, C)), arms, "g:x")                          # (not what it made)
    assert value == AltV((A, B, C))


def test_each_method_goes_with_every_value_of_its_arm(derive_files):
    contract = derive_files({"src/pictures.js": (
        "const onAlbums = window.location.pathname.startsWith('/albums');\n"
        "export function savePicture(picture) {\n"
        "  const isNew = !document.querySelector('#picture-id').value;\n"
        "  const list = onAlbums ? '/api/albums' : '/api/photos';\n"
        "  const item = onAlbums ? `/api/albums/${picture.id}` : `/api/photos/${picture.id}`;\n"
        "  return fetch(isNew ? list : item, { method: isNew ? 'POST' : 'PUT', body: '{}' });\n"
        "}\n"
        "export const Form = (p) => savePicture(p.picture);\n")})
    assert endpoints(contract) == {("POST", "/api/albums"), ("POST", "/api/photos"),
                                   ("PUT", "/api/albums/{id}"), ("PUT", "/api/photos/{id}")}


def test_locals_written_in_arms_with_several_values_pair_arm_by_arm(derive_files):
    contract = derive_files({"src/pictures.js": (
        "const onAlbums = window.location.pathname.startsWith('/albums');\n"
        "export function savePicture(picture) {\n"
        "  let url, method;\n"
        "  if (isBlank(picture)) {\n"
        "    url = onAlbums ? '/api/albums' : '/api/photos';\n"
        "    method = 'POST';\n"
        "  } else {\n"
        "    url = onAlbums ? `/api/albums/${picture.id}` : `/api/photos/${picture.id}`;\n"
        "    method = 'PUT';\n"
        "  }\n"
        "  return fetch(url, { method, body: '{}' });\n"
        "}\n"
        "export const Form = (p) => savePicture(p.picture);\n")})
    assert endpoints(contract) == {("POST", "/api/albums"), ("POST", "/api/photos"),
                                   ("PUT", "/api/albums/{id}"), ("PUT", "/api/photos/{id}")}
