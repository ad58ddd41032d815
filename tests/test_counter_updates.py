"""Rule ``value.counter-update``: ``n++``/``--n`` of a name writes a value the source does not
fix, so a counter a handler steps is never its first value at a later read."""
from __future__ import annotations

import pytest
from conftest import endpoints

from code2skill.extractors.module_facts import extract_module
from code2skill.facts import Lit, Unknown


def test_an_update_of_a_module_variable_is_a_write_of_an_unknown_value():
    facts = extract_module("a.js", "javascript",
                           b"var page = 1;\nfunction more() { page++; --page; }\n")
    assert [(type(e), getattr(e, "kind", None)) for e in facts.bindings["page"]] == [
        (Lit, None), (Unknown, "augmented:++"), (Unknown, "augmented:--")]


@pytest.mark.parametrize("step", ["curPage++;", "++curPage;", "curPage--;"])
def test_a_paging_counter_a_handler_steps_is_an_input(derive_files, step):
    contract = derive_files({"index.html": f"""\
<button id="more">More</button>
<script>
var curPage = 1;
function loadMore() {{
  {step}
  fetch("/api/me/posts?anonymous=1&page=" + curPage);
}}
document.getElementById('more').onclick = loadMore;
</script>
"""})
    assert endpoints(contract) == {("GET", "/api/me/posts")}
    [request] = contract["capabilities"][0]["implementation"]["requests"]
    assert {b["target"]: (b["input"], b["value"]) for b in request["bindings"]} == {
        "query:anonymous": (None, 1), "query:page": ("page", None)}
