"""Calls made by backend code are set aside, never client capabilities (scope.server-code)."""
import pytest
from conftest import capability, endpoints

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


def test_monorepo_backend_calls_get_their_own_service(derive_files):
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
    # the route registration is not a client call; the outbound call is, on its own service
    assert endpoints(contract) == {("GET", "/api/orders"), ("GET", "/v1/charges")}
    services = {s["id"]: s for s in contract["services"]}
    assert sorted(services) == ["app", "payments"]
    assert services["payments"]["evidence"][0]["rule"] == "service.server-code"
    charges = capability(contract, "GET", "/v1/charges")
    assert charges["implementation"]["requests"][0]["service"] == "payments"
    assert charges["status"] == "requires-review"
    assert capability(contract, "GET", "/api/orders")["status"] == "draft"
