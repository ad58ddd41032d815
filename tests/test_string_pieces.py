"""Rule ``value.string-piece`` (``split(sep)[i]``, ``charAt(i)``), the deferred string helper
of rule ``value.string-helper``, and a text ``replace`` kept for a parameter's callers."""
from conftest import endpoints

from code2skill.deferred_helpers import HelperCode
from code2skill.string_pieces import PieceCode
from code2skill.values import AltV, HoleV, LitV, ParamV, StrV, Text, UnknownV, text_of

ID = HoleV("id", ParamV("f#1", "id"))


def test_a_split_piece_of_a_string_cuts_its_fixed_texts_only():
    url = StrV((Text("/v1/node/"), ID, Text("?region=eu")))
    assert PieceCode("?", 0).applied(url) == StrV((Text("/v1/node/"), ID))
    assert text_of(PieceCode("?", 1).applied(url)) == "region=eu"
    assert PieceCode("?", 1).applied(StrV((Text("/v1/node/"), ID))) == LitV(None)
    assert isinstance(PieceCode("?", 0).applied(LitV(None)), UnknownV)


def test_a_hole_showing_the_separator_makes_the_piece_unknown():
    inner = HoleV("q", StrV((Text("a?b"),)))
    assert isinstance(PieceCode("?", 0).applied(StrV((inner,))), UnknownV) is False  # flattened
    opaque = HoleV("q", AltV((StrV((Text("x?y"),)), StrV((Text("z"),)))))
    assert isinstance(PieceCode("?", 0).applied(StrV((Text("/a"), opaque))), UnknownV)


def test_char_at_reads_the_fixed_head_and_agrees_across_alternatives():
    one, two = StrV((Text("v1/node"),)), StrV((Text("v1/node/"), ID))
    assert text_of(PieceCode(None, 0).applied(AltV((one, two)))) == "v"
    assert isinstance(PieceCode(None, 0).applied(StrV((ID, Text("/x")))), UnknownV)
    assert PieceCode(None, 9).applied(StrV((Text("/a"),))) == StrV(())


def test_a_piece_or_helper_of_a_parameter_waits_for_its_callers():
    param = ParamV("f#1", "url")
    kept = PieceCode("?", 1).applied(param)
    assert kept == ParamV("f#1", "url", coded=(PieceCode("?", 1),))
    named = HelperCode("camelize").applied(ParamV("f#1", "modelName"))
    assert named.coded == (HelperCode("camelize"),)
    assert text_of(HelperCode("camelize").applied(StrV((Text("job-version"),)))) == "jobVersion"
    assert isinstance(HelperCode("camelize").applied(StrV((Text("a-"), ID))), UnknownV)


HELPER = """export default function addToPath(url, extension = '', extra) {
  const [path, params] = url.split('?');
  let out = `${path}${extension}`;
  if (params) {
    out += `?${params}`;
  }
  if (extra) {
    if (params) {
      out += `&${extra}`;
    } else {
      out += `?${extra}`;
    }
  }
  return out;
}
"""
CALLERS = """import addToPath from './add-to-path';
import { dasherize } from '@ember/string';
function itemUrl(kind, id) { return `/api/${dasherize(kind)}/${id}`; }
export function drain(id) { return fetch(addToPath(itemUrl('poolNode', id), '/drain'), { method: 'POST' }); }
export function scoped(id) { return fetch(addToPath(`/api/jobs/${id}?region=eu`, '/plan'), { method: 'POST' }); }
export function purge(id) { return fetch(addToPath(`/api/jobs/${id}`, '', 'purge=true'), { method: 'DELETE' }); }
export function fixed(id) { return fetch(`/api/csi%2F${id}`.replace('csi%2F', 'csi/')); }
function volumeUrl(id) { return `/api/volume/${encodeURIComponent(id)}`.replace('csi%2F', 'csi/'); }
export function volume(name) { return fetch(volumeUrl(`csi/${name}`)); }
"""


def test_helpers_cut_and_case_each_callers_url(derive_files):
    contract = derive_files({"src/add-to-path.js": HELPER, "src/api.js": CALLERS})
    assert endpoints(contract) == {
        ("POST", "/api/pool-node/{id}/drain"), ("POST", "/api/jobs/{id}/plan"),
        ("DELETE", "/api/jobs/{id}"), ("GET", "/api/csi/{id}"),
        ("GET", "/api/volume/csi/{name}")}
    queries = {(r["method"], b["target"]) for c in contract["capabilities"]
               for r in c["implementation"]["requests"] for b in r["bindings"]
               if b["target"].startswith("query:")}
    assert ("POST", "query:region") in queries and ("DELETE", "query:purge") in queries
