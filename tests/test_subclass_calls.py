"""Rules ``this.subclass-call`` and ``this.subclass-uncalled``: an endpoint made for a subclass
of a base-class method's URL cites a call of the method on an instance of that subclass, found
through an instance the program holds, a parameter its caller fills or a member typed with the
base class one level up; without one it is reviewed, the item saying what the calls show."""
from __future__ import annotations

from conftest import capability, endpoints

BASE = """\
import axios from 'axios';

export abstract class LabelRepository {
  labelName = 'dummy';

  list(exampleId: number) {
    return axios.get(`/api/examples/${exampleId}/${this.labelName}`);
  }

  clear(exampleId: number) {
    return axios.delete(`/api/examples/${exampleId}/${this.labelName}`);
  }

  find(exampleId: number, id: number) {
    return axios.get(`/api/examples/${exampleId}/${this.labelName}/${id}`);
  }
}

export class SpanRepository extends LabelRepository {
  labelName = 'spans';
}

export class CategoryRepository extends LabelRepository {
  labelName = 'categories';
}

export class TextRepository extends LabelRepository {
  labelName = 'texts';
}
"""

SERVICE = """\
import { LabelRepository } from './repositories';

export class LabelService {
  constructor(readonly repository: LabelRepository) {}

  clear(exampleId: number) {
    return this.repository.clear(exampleId);
  }
}

export class SpanService extends LabelService {}
"""

COMPOSABLE = """\
export const useLabels = (repository: any) => {
  const load = (exampleId: number) => repository.list(exampleId);
  return { load };
};
"""

PAGE = """\
import { CategoryRepository, SpanRepository, TextRepository } from './repositories';
import { SpanService } from './service';
import { useLabels } from './useLabels';

const categories = new CategoryRepository();
const spanService = new SpanService(new SpanRepository());
const { load } = useLabels(new TextRepository());

export function onOpen(exampleId: number) {
  categories.list(exampleId);
  load(exampleId);
}

export function onClear(exampleId: number) {
  spanService.clear(exampleId);
}
"""

FILES = {"package.json": '{"name": "labels", "dependencies": {"axios": "1"}}',
         "src/repositories.ts": BASE, "src/service.ts": SERVICE,
         "src/useLabels.ts": COMPOSABLE, "src/page.ts": PAGE}


def inferred_items(contract: dict, cap: dict) -> list[tuple[str, str]]:
    return [(r["severity"], r["message"]) for r in contract["review"]
            if r["capability"] == cap["name"] and "inferred for subclass" in r["message"]]


def subclass_calls(cap: dict) -> list[tuple[str, int]]:
    site = cap["implementation"]["requests"][0]["callSites"][0]
    return [(v["file"], v["line"]) for v in site["via"] if v["rule"] == "this.subclass-call"]


def test_a_call_on_a_held_instance_proves_the_subclass_endpoint(derive_files):
    contract = derive_files(FILES)
    cap = capability(contract, "GET", "/api/examples/{exampleId}/categories")
    assert inferred_items(contract, cap) == []
    assert subclass_calls(cap) == [("src/page.ts", 10)]


def test_a_call_through_a_parameter_its_caller_fills_proves_the_endpoint(derive_files):
    contract = derive_files(FILES)
    cap = capability(contract, "GET", "/api/examples/{exampleId}/texts")
    assert inferred_items(contract, cap) == []
    assert subclass_calls(cap) == [("src/useLabels.ts", 2)]


def test_a_member_typed_with_the_base_class_is_followed_one_level_up(derive_files):
    contract = derive_files(FILES)
    cap = capability(contract, "DELETE", "/api/examples/{exampleId}/spans")
    assert inferred_items(contract, cap) == []
    assert cap["status"] == "draft"
    assert subclass_calls(cap) == [("src/page.ts", 15), ("src/service.ts", 7)]


def test_a_method_called_on_other_subclasses_only_is_reviewed_naming_them(derive_files):
    contract = derive_files(FILES)
    cap = capability(contract, "GET", "/api/examples/{exampleId}/spans")
    assert cap["status"] == "requires-review"
    assert subclass_calls(cap) == []
    assert inferred_items(contract, cap) == [(
        "medium", "endpoint inferred for subclass SpanRepository of LabelRepository: the calls "
                  "of LabelRepository.list the tool followed run it on CategoryRepository, "
                  "TextRepository, none on a SpanRepository, so the client may never make this "
                  "request")]
    review = next(r for r in contract["review"] if r["capability"] == cap["name"]
                  and "inferred for subclass" in r["message"])
    assert [e["rule"] for e in review["evidence"]] == ["this.subclass-uncalled"]


def test_a_method_nothing_calls_is_reviewed_once_as_never_called(derive_files):
    """The method itself is never called: no Tool, no subclass item, one never-called item."""
    contract = derive_files(FILES)
    assert ("GET", "/api/examples/{exampleId}/texts/{id}") not in endpoints(contract)
    items = [r for r in contract["review"] if "/api/examples/{exampleId}/texts/{id}" in
             r["message"]]
    assert [(r["severity"], r["capability"], r["evidence"][0]["rule"]) for r in items] == [
        ("low", None, "wrapper.never-called")]


def test_a_method_no_linked_call_reaches_is_reviewed_as_such(derive_files):
    """The name ``find`` in a string, with a member called by a computed name, keeps
    ``wrapper.never-called`` from claiming the method (rule ``wrapper.string-name``); the
    subclass's item still says no call of it was found."""
    page = PAGE + ("\nexport const actions = ['find'];\n"
                   "export const run = (repo: any, name: string) => repo[name]();\n")
    contract = derive_files({**FILES, "src/page.ts": page})
    cap = capability(contract, "GET", "/api/examples/{exampleId}/texts/{id}")
    assert inferred_items(contract, cap) == [(
        "medium", "endpoint inferred for subclass TextRepository of LabelRepository: no call of "
                  "LabelRepository.find was found in the analysed program, so the client may "
                  "never make this request")]


def test_a_linked_call_whose_receiver_is_not_told_keeps_the_plain_item(derive_files):
    base = BASE + """
export class TagRepository extends LabelRepository {
  labelName = 'tags';

  clear(exampleId: number) {
    return LabelRepository.prototype.clear.call(this, exampleId);
  }
}
"""
    page = PAGE.replace("import { CategoryRepository,",
                        "import { CategoryRepository, TagRepository,") + \
        "\nexport function onTags() {\n  new TagRepository().clear(1);\n}\n"
    contract = derive_files({**FILES, "src/repositories.ts": base, "src/page.ts": page})
    cap = capability(contract, "DELETE", "/api/examples/{exampleId}/texts")
    assert inferred_items(contract, cap) == [(
        "medium", "endpoint inferred for subclass TextRepository of LabelRepository: the "
                  "source shows no call of this method on a TextRepository, and the method may "
                  "refuse it at run time")]
