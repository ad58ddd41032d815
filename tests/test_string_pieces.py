"""Rule ``value.string-piece`` (``split(sep)[i]``, ``charAt(i)``, ``s[i]``, ``substring(n)``),
the deferred string helper of rule ``value.string-helper``, and a text ``replace`` kept for a
parameter's callers."""
from conftest import endpoints

from code2skill.deferred_helpers import HelperCode
from code2skill.string_pieces import PieceCode, TailCode, indexed
from code2skill.values import AltV, ArrV, HoleV, LitV, ParamV, StrV, Text, UnknownV, text_of

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


def test_an_index_reads_the_fixed_head_and_is_undefined_past_the_end():
    assert text_of(indexed(StrV((Text("/"), Text("sites/"), ID)), 0)) == "/"
    assert text_of(indexed(StrV((Text("sites"),)), 4)) == "s"
    assert indexed(StrV((Text("ab"),)), 2) == LitV(None)
    assert isinstance(indexed(StrV((ID, Text("/x"))), 0), UnknownV)


def test_a_tail_cuts_the_fixed_head_across_texts_and_never_into_a_hole():
    url = StrV((Text("/"), Text("sites/"), ID, Text("/stats")))
    assert TailCode(1).applied(url) == StrV((Text("sites/"), ID, Text("/stats")))
    assert TailCode(3).applied(url) == StrV((Text("tes/"), ID, Text("/stats")))
    assert TailCode(0).applied(url) == url
    assert TailCode(2).applied(StrV((Text("ab"),))) == StrV(())
    assert isinstance(TailCode(1).applied(StrV((ID, Text("/x")))), UnknownV)
    assert isinstance(TailCode(8).applied(StrV((Text("/a/"), ID))), UnknownV)


def test_cuts_and_indexes_count_utf16_code_units():
    emoji, escaped = StrV((Text("/\U0001F600/y"),)), StrV((Text("/\ud83d\ude00/y"),))
    for url in (emoji, escaped):              # JavaScript: '/😀/y'.substring(2) is '\ude00/y'
        assert TailCode(2).applied(url) == StrV((Text("\ude00/y"),))
        assert TailCode(3).applied(url) == StrV((Text("/y"),))
        assert text_of(indexed(url, 1)) == "\ud83d"          # url[1]: the high surrogate
        assert text_of(PieceCode(None, 3).applied(url)) == "/"
        assert indexed(url, 5) == LitV(None)                  # '/😀/y'.length is 5
        assert text_of(indexed(url, 4)) == "y"
    assert TailCode(1).applied(emoji) == StrV((Text("\U0001F600/y"),))   # a whole pair kept
    split = StrV((Text("\U0001F600"), Text("\U0001F600x"), ID))
    assert TailCode(3).applied(split) == StrV((Text("\ude00x"), ID))  # across two texts


def test_a_tail_of_a_parameter_waits_and_of_an_array_drops_items():
    kept = TailCode(1).applied(ParamV("f#1", "url"))
    assert kept == ParamV("f#1", "url", coded=(TailCode(1),))
    one, two = StrV((Text("a"),)), StrV((Text("b"),))
    assert TailCode(1).applied(ArrV((one, two))) == ArrV((two,))
    assert TailCode(1).applied(AltV((StrV((Text("/x"),)), StrV((Text("/y"),))))) == AltV(
        (StrV((Text("x"),)), StrV((Text("y"),))))
    absent = TailCode(1).applied(LitV(None))          # (JavaScript throws: absent, not '')
    assert isinstance(absent, UnknownV) and absent.reason == "no-member"


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


TRIMMING = """export function request(url, args) {
  url = (url[0] === '/') ? url.substring(1) : url;
  return fetch(`/api/${url}`, args);
}
export function post(path, body) {
  path = path || '/events';
  path = path.charAt(0) === '/' ? path.slice(1) : path;
  return fetch(`/v2/${path}`, { method: 'POST', body: JSON.stringify(body) });
}
"""
TRIMMED = """import { request, post } from './client';
export const sites = () => request('sites');
export const stats = (id) => request(`/sites/${id}/stats`);
export const remove = (id) => request(`/sites/${id}`, { method: 'DELETE' });
export const track = (name) => post(undefined, { name });
export const feedback = (text) => post('/feedback', { text });
"""


def test_a_trimmed_leading_slash_is_cut_on_each_callers_url(derive_files):
    contract = derive_files({"src/client.js": TRIMMING, "src/api.js": TRIMMED})
    assert endpoints(contract) == {
        ("GET", "/api/sites"), ("GET", "/api/sites/{id}/stats"),
        ("DELETE", "/api/sites/{id}"), ("POST", "/v2/events"), ("POST", "/v2/feedback")}


ASTRAL = """export function req(url) {
  url = (url[0] === '/') ? url.substring(2) : url;
  return fetch(`/api/${url}`).then(r => r.json());
}
export const literal = () => req('/\U0001F600/y');
export const escaped = () => req('/\\ud83d\\ude00/z');
export const whole = () => req('/\U0001F600\U0001F600/w'.substring(1));
"""


def test_a_cut_inside_an_astral_character_is_one_path_for_both_spellings(derive_files):
    contract = derive_files({"src/w.js": ASTRAL})
    assert endpoints(contract) == {("GET", "/api/%EF%BF%BD/y"), ("GET", "/api/%EF%BF%BD/z"),
                                   ("GET", "/api/\U0001F600\U0001F600/w")}   # (pairs kept)
