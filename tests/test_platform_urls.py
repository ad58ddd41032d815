"""Rule ``value.platform-url`` (:mod:`code2skill.platform_urls`): a known platform URL helper's
result is the platform's deployment base followed by the literal path."""
from __future__ import annotations

from code2skill.platform_urls import PLATFORM, helper_of, platform_url
from code2skill.runtime_base import runtime_base
from code2skill.values import AltV, HoleV, LibV, ObjV, ParamV, PropV, StrV, Text, UnknownV

ROUTER = "@nextcloud/router"
WHERE = ("src/api.ts", None)


def text(value: str) -> StrV:
    return StrV((Text(value),))


def test_generate_url_is_the_web_root_then_the_path():
    url = platform_url(LibV(ROUTER, ("generateUrl",)), [text("/apps/news/feeds")], [None],
                       WHERE)
    hole, path = url.parts
    assert isinstance(hole, HoleV) and hole.name == "nextcloud"
    assert path == Text("/apps/news/feeds")
    base = runtime_base(hole.value)
    assert base.sources == ("the Nextcloud server's web root (generateUrl of "
                            "@nextcloud/router)",)
    assert [url for url, _ in base.fallbacks] == ["/index.php"]


def test_ocs_helper_adds_the_leading_slash():
    url = platform_url(LibV(ROUTER, ("generateOcsUrl",)),
                       [text("apps/files_sharing/api/v1/sharees")], [None], WHERE)
    assert url.parts[0].name == "nextcloud ocs"
    assert url.parts[1:] == (Text("/", WHERE), Text("apps/files_sharing/api/v1/sharees"))
    assert [u for u, _ in runtime_base(url.parts[0].value).fallbacks] == ["/ocs/v2.php"]


def test_params_fill_placeholders():
    feed = ParamV("f", "feedId")
    url = platform_url(LibV(ROUTER, ("generateUrl",)),
                       [text("/apps/news/feeds/{id}/read"), ObjV((PropV("id", feed),))],
                       [None, None], WHERE)
    assert url.parts[1:] == (Text("/apps/news/feeds/"), HoleV("id", feed, None),
                             Text("/read"))


def test_unknown_path_is_a_hole():
    path = ParamV("f", "route")
    url = platform_url(LibV(ROUTER, ("generateUrl",)), [path], ["route"], WHERE)
    assert url.parts[1:] == (Text("/", WHERE), HoleV("route", path, WHERE))


def test_only_known_helpers():
    assert helper_of(LibV("@acme/router", ("generateUrl",))) is None
    assert helper_of(LibV(ROUTER, ("getRootUrl",))) is None
    assert platform_url(LibV(ROUTER, ("generateUrl",)), [], [], WHERE) is None


def test_platform_root_is_a_runtime_source():
    root = AltV((UnknownV(PLATFORM + "the web root", WHERE), text("/index.php")), "or")
    assert runtime_base(root).sources == ("the web root",)
