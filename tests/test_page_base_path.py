"""Rule service.page-base-path: the deployment's base path read from the framework opens a
same-origin URL; the path starts after it."""
from code2skill.normalize import BASE_PATH_KEY, split_service
from code2skill.page_base_path import (
    after_base_path, base_path_sources, resolved_path, route_parts, vite_base_value,
)
from code2skill.values import AltV, EnvV, HoleV, LibV, ObjV, PropV, StrV, Text, UnknownV

W = ("src/a.ts", (1, 1, 1, 5))
BASE = LibV("$app/paths", ("base",), W)


def text(value: str) -> Text:
    return Text(value, W)


def test_sveltekit_base_and_vite_base_are_base_paths():
    assert base_path_sources(BASE, W) == (("SvelteKit's base path (base of $app/paths)", W),)
    assert base_path_sources(vite_base_value(W), W) == (
        ("Vite's base (import.meta.env.BASE_URL)", W),)


def test_an_empty_or_slash_fallback_beside_it_is_still_the_base_path():
    assert base_path_sources(AltV((BASE, StrV((text(""),))))) is not None
    assert base_path_sources(AltV((BASE, StrV((text("/"),))))) is not None


def test_other_values_are_not_base_paths():
    assert base_path_sources(LibV("$app/paths", ("assets",), W)) is None
    assert base_path_sources(EnvV("BASE_URL", W)) is None          # process.env.BASE_URL
    assert base_path_sources(AltV((BASE, StrV((text("/api"),))))) is None
    assert base_path_sources(UnknownV("call", W)) is None


def test_the_path_starts_after_the_base_path():
    found = after_base_path([HoleV("base", BASE, W), text("/api/cars")])
    assert found is not None
    sources, rest = found
    assert [s for s, _ in sources] == ["SvelteKit's base path (base of $app/paths)"]
    assert [p.text for p in rest] == ["/api/cars"]


def test_vite_base_ends_with_the_slash_itself():
    _, rest = after_base_path([HoleV("BASE_URL", vite_base_value(W), W), text("api/x")])
    assert [p.text for p in rest] == ["/api/x"]


def test_split_service_gives_a_same_origin_service_of_its_own():
    service, rest = split_service([HoleV("base", BASE, W), text("/api/cars")])
    assert service.key == BASE_PATH_KEY and service.rule == "service.same-origin"
    assert service.base_path and rest[0].text == "/api/cars"


def test_resolve_puts_the_base_path_before_the_pathname():
    url = resolved_path(LibV("$app/paths", ("resolve",)), [StrV((text("/api/x"),))], None, W)
    assert isinstance(url.parts[0], HoleV) and url.parts[0].value.path == ("base",)
    assert [p.text for p in url.parts[1:]] == ["/api/x"]


def test_resolve_of_another_library_is_not_read():
    assert resolved_path(LibV("path", ("resolve",)), [StrV((text("/x"),))], None, W) is None


def test_a_route_id_has_its_params_filled_and_groups_dropped():
    car = UnknownV("param", W)
    params = ObjV((PropV("id", car),))
    parts = route_parts(text("/(app)/api/cars/[id]/parts/[[lang]]"), params, W)
    assert parts[0].text == "/api/cars/" and parts[1].name == "id" and parts[1].value is car
    assert parts[2].text == "/parts/" and parts[3].name == "lang"
    assert isinstance(parts[3].value, UnknownV)


def test_after_the_page_origin_the_base_path_is_still_the_base():
    origin = LibV("global", ("location", "origin"), W)
    service, rest = split_service([HoleV("origin", origin, W), HoleV("base", BASE, W),
                                   text("/api/one")])
    assert service.key == BASE_PATH_KEY and [p.text for p in rest] == ["/api/one"]
