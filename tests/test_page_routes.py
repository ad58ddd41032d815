"""The app's own page routes (module :mod:`code2skill.page_routes`, rule
``coverage.page-route-url``): page files by the framework's file routing, paths the client
navigates to."""
from code2skill.facts import Call, CallSite, Lit, Member, ModuleFacts, Ref
from code2skill.page_routes import is_page_url, navigated_paths, page_routes, route_of

NEXT = {"client": {"dependencies": {"next": "14", "react": "18"}}}


def test_route_of_page_files():
    assert route_of("pages/issues/open.tsx") == ("issues", "open")
    assert route_of("src/pages/admin/index.js") == ("admin",)
    assert route_of("pages/index.tsx") == ()
    assert route_of("pages/issue/[id].tsx") == ("issue", "[id]")
    assert route_of("pages/api/users.ts") is None
    assert route_of("pages/_app.tsx") is None
    assert route_of("app/(shop)/cart/[id]/page.tsx") == ("cart", "[id]")
    assert route_of("app/page.tsx") == ()
    assert route_of("app/api/users/route.ts") is None
    assert route_of("src/routes/issues/[slug]/+page.svelte") == ("issues", "[slug]")
    assert route_of("src/routes/api/x/+server.ts") is None
    assert route_of("components/Sidebar.tsx") is None


def test_page_urls_match_routes_only_under_a_file_router():
    paths = ["pages/issues/open.tsx", "pages/issue/[id].tsx", "pages/docs/[...slug].tsx",
             "pages/api/issues.ts", "components/nav.tsx"]
    routes = page_routes(paths, NEXT)
    assert is_page_url("/issues/open", routes, frozenset())
    assert is_page_url("/issues/open/?tab=1", routes, frozenset())
    assert is_page_url("/issue/42", routes, frozenset())
    assert is_page_url("/docs/a/b", routes, frozenset())
    assert not is_page_url("/issue/42/comments", routes, frozenset())
    assert not is_page_url("/api/issues", routes, frozenset())
    assert not is_page_url("/issues", routes, frozenset())
    vite = {"client": {"dependencies": {"react": "18", "react-router-dom": "6"}}}
    assert page_routes(paths, vite) == frozenset()


def test_navigated_paths_are_router_call_literals():
    def site(callee, arg):
        return CallSite(call=Call(callee=callee, args=(Lit(value=arg),)), scope=None)
    facts = ModuleFacts(path="src/nav.ts", language="ts", sha256="", calls=[
        site(Member(obj=Ref(name="router"), prop="push"), "/issues/open"),
        site(Ref(name="navigate"), "/admin/"),
        site(Member(obj=Ref(name="api"), prop="get"), "/api/issues"),
        site(Member(obj=Ref(name="router"), prop="push"), "//cdn.example.org/x")])
    assert navigated_paths({"src/nav.ts": facts}) == {"/issues/open", "/admin"}
