"""Rule ``output.declared-answer`` (:mod:`code2skill.passes.declared_answers`): the type the
client declares for a whole response body where it handles the answer is the output schema."""
from __future__ import annotations

from conftest import capability, sample_files

from code2skill.extractors.module_facts import extract_module
from code2skill.facts import Call, Member, Ref, Typed
from code2skill.passes.declared_answers import DeclaredAnswer, chosen_answer
from code2skill.values import ResponseV

SAMPLE = "typed-json-helpers"
PACKAGE = '{"name": "answers", "dependencies": {"ky": "^1.2.0", "vue": "^3.4.0"}}'
TYPES = ("src/api/types.ts", "src/api/media.ts")


def output_evidence(cap: dict) -> list[tuple[str, str, int, str]]:
    """``(kind, rule, line, note)`` of the whole output schema's evidence."""
    return sorted((e["kind"], e["rule"], e["line"], e["note"])
                  for e in cap["evidence"].get("/outputSchema", []))


def local(source: bytes, name: str, function: str = "f"):
    """The one value of local ``name`` in ``function`` of a TypeScript module."""
    facts = extract_module("src/a.ts", "typescript", source)
    (fn,) = [f for f in facts.functions.values() if f.name == function]
    (value,) = fn.locals[name]
    return value


def test_an_instantiated_helper_and_an_assertion_are_typed_facts():
    handed = local(b"function f() { const p = api('get', '/x').then(json<Feed[]>); }", "p")
    assert isinstance(handed, Call) and isinstance(handed.callee, Member)
    (arg,) = handed.args
    assert isinstance(arg, Typed) and arg.form == "instance" and arg.type_text == "Feed[]" \
        and arg.expr == Ref("json", arg.expr.span)
    cast = local(b"async function f(r) { const d = (await r.json()) as Folder[]; }", "d")
    assert isinstance(cast, Typed) and cast.form == "as" and cast.type_text == "Folder[]" \
        and isinstance(cast.expr, Call)
    angle = local(b"function f(x) { const d = <Tag>x.body; }", "d")
    assert isinstance(angle, Typed) and angle.form == "as" and angle.type_text == "Tag"


def test_assertions_that_say_nothing_or_bind_a_literal_stay_as_they_were():
    assert isinstance(local(b"function f(x) { const d = x.y as any; }", "d"), Member)
    assert isinstance(local(b"function f(x) { const d = x.y as unknown; }", "d"), Member)
    assert not isinstance(local(b"function f(x) { const d = x.y as const; }", "d"), Typed)
    empty = local(b"function f() { const d = [] as string[]; }", "d")
    assert isinstance(empty, Typed) and empty.form == "" and empty.type_text == "string[]"
    named = local(b"function f(x) { const d = x as Application; }", "d")
    assert isinstance(named, Typed) and named.cast and named.form == ""


def test_a_helper_handed_to_then_types_the_answer_with_its_imported_types(derive_files):
    contract = derive_files({"package.json": PACKAGE,
                             **sample_files(SAMPLE, *TYPES, "src/api/client.ts")})
    feeds = capability(contract, "GET", "/api/feeds")
    assert feeds["outputSchema"]["type"] == "array"
    item = feeds["outputSchema"]["items"]
    assert item["required"] == ["id", "title", "folder_id"]           # icon?: optional
    assert item["properties"]["folder_id"] == {"type": ["number", "null"]}
    assert output_evidence(feeds) == [
        ("inferred", "output.declared-answer", 17, "the helper's declared return type hands "
         "back its type argument"),
        ("observed", "output.declared-answer", 24, "Feed[]")]
    links = capability(contract, "GET", "/api/items/{id}")["outputSchema"]["properties"]
    assert links["media_links"]["items"]["required"] == ["url", "type"]   # from media.ts
    assert links["status"]["enum"] == ["unread", "read", "starred"]
    settings = capability(contract, "GET", "/api/settings")     # json<Settings>(res), called
    assert sorted(settings["outputSchema"]["properties"]) == ["refresh_rate", "theme"]
    # Record<number, string> and a type from a package outside the folder give no fields
    assert capability(contract, "GET", "/api/errors")["outputSchema"] is None
    assert capability(contract, "GET", "/api/remote")["outputSchema"] is None


def test_assertions_annotations_and_generic_wrappers_of_fetch(derive_files):
    contract = derive_files({"package.json": PACKAGE,
                             **sample_files(SAMPLE, *TYPES, "src/api/tags.ts")})
    tags = capability(contract, "GET", "/api/tags")       # r.json() as Promise<Tag[]>
    assert tags["outputSchema"]["items"]["required"] == ["id", "label"]
    assert output_evidence(tags) == [("observed", "output.declared-answer", 6, "Tag[]")]
    assert output_evidence(capability(contract, "GET", "/api/tags/{id}")) == [
        ("observed", "output.declared-answer", 12, "Tag")]
    assert capability(contract, "GET", "/api/folders")["outputSchema"]["type"] == "array"
    assert output_evidence(capability(contract, "GET", "/api/stats")) == [
        ("observed", "output.declared-answer", 24, "Stats")]      # const stats: Stats = …
    # get<Stats>(…) and send<Created>(…) keep the call's own type argument
    assert output_evidence(capability(contract, "GET", "/api/unread")) == [
        ("observed", "output.type-argument", 40, "Stats")]
    assert output_evidence(capability(contract, "POST", "/api/notes")) == [
        ("observed", "output.type-argument", 45, "Created")]
    # send('/api/pings', {}) names no type: `as T` inside send<T> types nothing
    assert capability(contract, "POST", "/api/pings")["outputSchema"] is None


def test_a_declared_list_wins_over_an_index_read(derive_files):
    contract = derive_files({"package.json": PACKAGE, **sample_files(
        SAMPLE, *TYPES, "src/api/groups.ts", "src/api/client.ts", "src/api/tags.ts",
        "src/pages/Groups.vue"), "src/pages/group.ts": (   # (the sample never calls getGroup)
            "import { getGroup } from '../api/groups';\n"
            "export const open = (id: number) => getGroup(id);\n")})
    created = capability(contract, "POST", "/api/groups")    # resp.ids[0] alone proves no list
    assert created["outputSchema"] == {
        "properties": {"ids": {"items": {"type": "number"}, "type": "array"}},
        "required": ["ids"], "type": "object"}
    assert output_evidence(created) == [      # ky reads its own awaited .json<T>() link
        ("observed", "output.type-argument", 15, "{ ids: number[] }")]
    group = capability(contract, "GET", "/api/groups/{id}")   # return await ….json<Folder>()
    assert group["outputSchema"]["required"] == ["id", "title", "is_expanded"]
    # what the page reads of an answer nothing types stays a read
    assert output_evidence(capability(contract, "POST", "/api/pings")) == [
        ("observed", "output.response-read", 20, "ok")]


def test_a_helper_that_wraps_its_parameter_or_a_foreign_type_is_no_declaration(derive_files):
    contract = derive_files({"package.json": PACKAGE, "src/api.ts": (
        "interface Page<T> { items: T[] }\n"
        "interface Row { id: number }\n"
        "function paged<T>(res: Response): Promise<Page<T>> { return res.json(); }\n"
        "function rows<T>(res: Response): Promise<T> { return res.json() as Promise<T>; }\n"
        "export const load = () => fetch('/api/rows').then(paged<Row>);\n"
        "export function read<T>() { return fetch('/api/cells').then(rows<T>); }\n"
        "export const mark = async () => (await fetch('/api/marks')).json() as Promise<any>;\n")})
    for path in ("/api/rows", "/api/cells", "/api/marks"):
        assert capability(contract, "GET", path)["outputSchema"] is None


def answer(sites: tuple[str, ...], form: str, text: str = "A") -> DeclaredAnswer:
    return DeclaredAnswer(ResponseV(tuple((s, (1, 1, 1, 2)) for s in sites), "fetch",
                                    body=True), text, ("x.ts", (1, 1, 1, 2)), form)


def test_the_answer_sharing_the_longest_chain_then_the_stronger_form_wins():
    chain = tuple((s, (1, 1, 1, 2)) for s in ("page", "wrapper", "fetch"))
    inner = answer(("wrapper", "fetch"), "annotation", "Inner")
    outer = answer(("page", "wrapper", "fetch"), "annotation", "Outer")
    other = answer(("other", "fetch"), "type argument", "Other")
    assert chosen_answer(chain, (inner, outer, other)) is outer
    assert chosen_answer(chain, (inner, other)) is inner
    # an answer typed at a caller of the wrapper making one request types that request
    assert chosen_answer(chain[1:], (outer,)) is outer
    cast = answer(("wrapper", "fetch"), "assertion", "Cast")
    argument = answer(("wrapper", "fetch"), "type argument", "Arg")
    assert chosen_answer(chain, (inner, cast, argument)) is argument
    assert chosen_answer(chain, (other,)) is None
