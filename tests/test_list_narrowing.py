"""Rule ``value.list-narrowing`` (:mod:`code2skill.list_narrowing`): ``if (!list.includes(x))
x = 'default'`` leaves ``x`` one of the listed literals or the written value, so a query
parameter sent from it has that ``enum``; a value the test does not fix stays free."""
from __future__ import annotations

from conftest import capability

from code2skill.facts import Arr, Call, Lit, LocalWrite, Member, Ref
from code2skill.facts import Test as Condition
from code2skill.list_narrowing import known_literals, narrowed, plan
from code2skill.values import AltV, LitV, StrV, Text, UnknownV

FID = "f#1"
LISTED = Arr((Lit("de"), Lit("en")))
NOT_LISTED = Condition("falsy", Call(Member(LISTED, "includes"), (Ref("lang"),)))
LISTED_TEST = Condition("truthy", Call(Member(LISTED, "includes"), (Ref("lang"),)))
BLOCK = (1, 0, 20, 0)
READ = (9, 2, 9, 40)


def write(value, line, guards=(), kills=False, scope=FID, loops=(), block=None, inner=None):
    return LocalWrite(value, (line, 4, line, 30), scope, loops, kills, guards, (), block, inner)


def text(value):
    return StrV((Text(value, None),))


START = write(Call(Ref("getLanguage"), ()), 2, kills=True)
FALLBACK = write(Lit("default"), 4, (NOT_LISTED,))


def test_a_write_where_the_local_is_not_listed_is_a_plan():
    found = plan([START, FALLBACK], "lang", FID, READ)
    assert found is not None and (found.start, found.listed, found.write) == \
        (START, LISTED, FALLBACK)
    assert plan([FALLBACK], "lang", FID, READ).start is None          # a parameter's value


def test_the_same_inside_a_try_block_read_in_that_block():
    start = write(START.value, 2, guards=None, block=BLOCK, inner=())
    fallback = write(Lit("default"), 4, guards=None, block=BLOCK, inner=(NOT_LISTED,))
    assert plan([start, fallback], "lang", FID, READ) is not None
    assert plan([start, fallback], "lang", FID, (30, 0, 30, 9)) is None     # read after it
    assert plan([start, fallback], "lang", FID, None) is None
    other = write(START.value, 2, guards=None, block=(0, 0, 40, 0), inner=())
    assert plan([other, fallback], "lang", FID, READ) is None        # another try's block


def test_other_writes_are_no_plan():
    assert plan([START, write(Lit("default"), 4, (LISTED_TEST,))], "lang", FID, READ) is None
    nested = write(Lit("default"), 4, (Condition("truthy", Ref("strict")), NOT_LISTED))
    assert plan([START, nested], "lang", FID, READ) is None          # under another if
    other = Condition("falsy", Call(Member(LISTED, "includes"), (Ref("region"),)))
    assert plan([START, write(Lit("x"), 4, (other,))], "lang", FID, READ) is None
    assert plan([write(START.value, 2), FALLBACK], "lang", FID, READ) is None  # no kill
    assert plan([START, write(Lit("x"), 3), FALLBACK], "lang", FID, READ) is None
    assert plan([START, write(Lit("default"), 4, (NOT_LISTED,), loops=((3, 0, 5, 0),))],
                "lang", FID, READ) is None
    assert plan([START, write(Lit("default"), 4, (NOT_LISTED,), scope="g#2")],
                "lang", FID, READ) is None
    assert plan([START], "lang", FID, READ) is None


def test_the_earlier_value_keeps_the_listed_literals_it_may_be():
    assert narrowed(UnknownV("call"), ("de", "en", "fr")) == ("de", "en", "fr")
    either = AltV((UnknownV("call"), text("en")), "or")
    assert narrowed(either, ("de", "en", "fr")) == ("de", "en", "fr")
    assert narrowed(AltV((text("en"), text("it"))), ("de", "en")) == ("en",)
    assert narrowed(text("it"), ("de", "en")) == ()
    assert narrowed(UnknownV("call"), ("de", None)) is None          # an item no literal
    assert known_literals(AltV((text("a"), LitV(2)))) == ("a", 2)
    assert known_literals(AltV((text("a"), UnknownV("call")))) is None


SEARCH = """
import i18n from 'i18n-store';
export async function search(q) {
  try {
    let lang = i18n.getLanguage() || 'en';
    if (!['de', 'en', 'fr'].includes(lang)) {
      lang = 'default';
    }
    const r = await fetch(`/api/search?q=${q}&lang=${encodeURIComponent(lang)}`);
    return await r.json();
  } catch (e) {
    return null;
  }
}
export async function regions(q) {
  let region = i18n.getLanguage();
  if (['eu', 'us'].indexOf(region) === -1) {
    region = document.querySelector('#region').value;
  }
  const r = await fetch(`/api/regions?q=${q}&region=${region}`);
  return r.json();
}
"""


def test_a_query_parameter_narrowed_to_a_list_is_an_enum(derive_files):
    contract = derive_files({"package.json": '{"name": "geo"}', "src/search.js": SEARCH})
    lang = capability(contract, "GET", "/api/search")["inputSchema"]["properties"]["lang"]
    assert lang["enum"] == ["de", "en", "fr", "default"] and lang["type"] == "string"
    region = capability(contract, "GET", "/api/regions")["inputSchema"]["properties"]["region"]
    assert "enum" not in region and region["type"] == "string"     # a typed fallback
