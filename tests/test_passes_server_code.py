"""Calls made by backend code are set aside, never client capabilities (scope.server-code)."""
import pytest
from conftest import endpoints

from code2skill.passes.server_code import ROUTE_FILES, SERVER_FOLDERS


@pytest.mark.parametrize("path, backend", [
    ("pages/api/users.ts", True),
    ("app/api/orders/route.ts", True),
    ("src/routes/api/items/+server.ts", True),
    ("server/api/cart.ts", True),
    ("packages/server/src/slack.ts", True),
    ("src/routes/articles/+page.server.ts", False),     # server-side rendering of the client
    ("src/pages/users.tsx", False),
    ("src/api/users.ts", False),
])
def test_backend_paths(path, backend):
    assert bool(ROUTE_FILES.search(path) or SERVER_FOLDERS.search(path)) is backend


def test_monorepo_backend_calls_are_reviewed_not_capabilities(derive_files):
    contract = derive_files({
        "packages/web/src/api.ts": (
            "export const listOrders = () => fetch('/api/orders');\n"),
        "packages/api/src/app.ts": (
            "import express from 'express';\n"
            "const app = express();\n"
            "app.get('/api/orders', async (req, res) => {\n"
            "  const r = await fetch('https://payments.example/v1/charges');\n"
            "  res.json(await r.json());\n"
            "});\n")})
    assert endpoints(contract) == {("GET", "/api/orders")}
    assert [s["id"] for s in contract["services"]] == ["app"]
    review = [(r["message"], r["evidence"][0]["file"], r["evidence"][0]["line"])
              for r in contract["review"] if r["capability"] is None]
    assert review == [("GET /v1/charges is called by backend code, not by the client: left out "
                       "of the capabilities", "packages/api/src/app.ts", 4)]
