"""Rule ``service.page-origin`` with the page's port spelled by the app: ``location.port`` as a
number, or the scheme's default port where it is empty, keeps a base built from the page's
address on the page (its path a page-relative base), never a host binding nor a
``/{pathname}`` path segment."""
from code2skill.normalize import page_port
from code2skill.values import AltV, LibV, LitV, UnknownV
from conftest import endpoints

PORT = LibV("global", ("location", "port"))


def test_page_port_options():
    assert page_port(PORT)
    assert page_port(AltV((PORT, LitV(80), LitV(443))))
    assert not page_port(AltV((PORT, LitV(8080))))
    assert not page_port(AltV((UnknownV("call"), LitV(80))))
    assert not page_port(LitV(443))


def test_base_from_page_address_with_default_port(derive_files):
    contract = derive_files({"package.json": '{"name": "app"}', "src/api.js": """
function port() {
  let p = Number(location.port);
  if (!p) { p = location.protocol === 'https:' ? 443 : 80; }
  return p;
}
const base = `${location.protocol}//${location.hostname}:${port()}${location.pathname}`;
export const list = () => fetch(`${base.replace(/\\/$/, '')}/api/boards`);
"""})
    assert endpoints(contract) == {("GET", "/api/boards")}
    [service] = contract["services"]
    assert service["id"].endswith("page_relative")
