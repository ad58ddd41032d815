"""TanStack Router's file-based routes (module :mod:`code2skill.tanstack_routes`, rule
``coverage.page-route-url``): route files under the folder holding ``__root``."""
from code2skill.page_routes import is_page_url, page_routes
from code2skill.tanstack_routes import route_of, route_segment, tanstack_routes

ROUTER = {"web": {"dependencies": {"@tanstack/react-router": "1", "react": "19"}}}
FILES = ["src/routes/__root.tsx",
         "src/routes/_layout/_auth/dashboard/workspace/$workspaceId/members.tsx",
         "src/routes/_layout/_auth/dashboard/workspace/$workspaceId/index.tsx",
         "src/routes/_layout/_auth/dashboard/invitations.tsx",
         "src/routes/invitation/accept.$inviteId.tsx",
         "src/routes/invitation/accept.$inviteId.test.tsx",
         "src/routes/-components/table.tsx",
         "src/components/nav-main.tsx"]


def test_route_segments():
    assert route_segment("$id") == "[id]"
    assert route_segment("{-$lang}") == "[[lang]]"
    assert route_segment("$") == "[...rest]"
    assert route_segment("$taskId_") == "[taskId]"
    assert route_segment("posts_") == "posts"
    assert route_segment("_layout") is None
    assert route_segment("(admin)") is None
    assert route_segment("members") == "members"


def test_route_of_files_under_the_routes_folder():
    assert route_of("_layout/_auth/dashboard/workspace/$workspaceId/members.tsx") == (
        "dashboard", "workspace", "[workspaceId]", "members")
    assert route_of("dashboard/index.tsx") == ("dashboard",)
    assert route_of("posts/route.tsx") == ("posts",)
    assert route_of("index.tsx") == ()
    assert route_of("mcp.authorize.tsx") == ("mcp", "authorize")
    assert route_of("posts.$postId.lazy.tsx") == ("posts", "[postId]")
    assert route_of("files/$.tsx") == ("files", "[...rest]")
    assert route_of("__root.tsx") is None
    assert route_of("auth/verify-otp.test.tsx") is None
    assert route_of("-components/table.tsx") is None
    assert route_of("posts/-helpers.ts") is None
    assert route_of("README.md") is None
    assert route_of("api/users.$id.ts") is None               # a TanStack Start server route


def test_routes_only_under_a_root_route_and_the_router_dependency():
    routes = tanstack_routes(FILES, ROUTER)
    assert routes == {("dashboard", "workspace", "[workspaceId]", "members"),
                      ("dashboard", "workspace", "[workspaceId]"),
                      ("dashboard", "invitations"), ("invitation", "accept", "[inviteId]")}
    assert tanstack_routes(FILES, {"web": {"dependencies": {"react": "19"}}}) == frozenset()
    assert tanstack_routes([f for f in FILES if "__root" not in f], ROUTER) == frozenset()


def test_a_template_hole_matches_a_dynamic_segment_only():
    routes = page_routes(FILES, ROUTER)
    assert is_page_url("/dashboard/workspace/{}/members", routes, frozenset())
    assert is_page_url("/dashboard/workspace/{}", routes, frozenset())
    assert is_page_url("/dashboard/invitations", routes, frozenset())
    assert not is_page_url("/dashboard/{}", routes, frozenset())     # a hole, no dynamic route
    assert not is_page_url("/dashboard/workspace", routes, frozenset())
    assert not is_page_url("/api/workspace/{}/members", routes, frozenset())
