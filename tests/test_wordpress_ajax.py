"""Rule ``wordpress.admin-ajax`` (:mod:`code2skill.wordpress_ajax`): a WordPress folder's
``ajaxurl`` page global, and a ``wp_localize_script`` member set to
``admin_url('admin-ajax.php')``, are the site's root then ``/wp-admin/admin-ajax.php``."""
from __future__ import annotations

from pathlib import Path

from code2skill.runtime_base import runtime_base
from code2skill.values import HoleV, ParamV, Text, UnknownV
from code2skill.wordpress_ajax import (SITE_ROOT, admin_ajax_read, localized_urls,
                                       wordpress_ajax)

WHERE = ("js/admin.js", None)


def read(ajax, name: str):
    return admin_ajax_read(ajax, UnknownV(f"unresolved:{name}"), WHERE)

PLUGIN = """<?php
add_action( 'wp_ajax_my_save', 'save' );
add_action( "wp_ajax_nopriv_my_subscribe", array( $this, 'subscribe' ) );
wp_localize_script(
\t'my-admin',
\t'my_plugin',
\tarray(
\t\t'ajax_url' => admin_url( 'admin-ajax.php' ),
\t\t'home'     => home_url(),
\t)
);
wp_localize_script( 'other', 'other_obj', array( 'url' => $url ) );
"""


def test_localized_members_are_read_with_their_lines():
    assert localized_urls(PLUGIN, "plugin.php") == {
        ("my_plugin", "ajax_url"): ("plugin.php", (8, 3, 8, 46))}


def test_a_computed_hook_name_is_a_hook(tmp_path: Path):
    (tmp_path / "ajax.php").write_text("<?php\nadd_action( 'wp_ajax_' . self::ACTION_RUN, "
                                       "array( $this, 'run' ) );\n")
    assert read(wordpress_ajax(tmp_path), "ajaxurl") is not None


def test_ajaxurl_is_the_site_root_then_admin_ajax(tmp_path: Path):
    (tmp_path / "plugin.php").write_text(PLUGIN)
    ajax = wordpress_ajax(tmp_path)
    url = read(ajax, "ajaxurl")
    hole, path = url.parts
    assert isinstance(hole, HoleV) and hole.name == "wordpress"
    assert path == Text("/wp-admin/admin-ajax.php", WHERE)
    assert admin_ajax_read(ajax, ParamV("f", "ajaxurl"), WHERE) is None     # a parameter
    assert runtime_base(hole.value).sources == (SITE_ROOT,)
    assert read(ajax, "ajaxUrl") is None


def test_localized_member_is_the_same_service(tmp_path: Path):
    (tmp_path / "plugin.php").write_text(PLUGIN)
    ajax = wordpress_ajax(tmp_path)
    url = read(ajax, "my_plugin.ajax_url")
    assert url.parts[1:] == read(ajax, "ajaxurl").parts[1:]
    assert url.parts[0].value.where == ("plugin.php", (8, 3, 8, 46))   # the PHP: why
    assert read(ajax, "other_obj.url") is None      # a variable: unread
    assert read(ajax, "my_plugin.home") is None


def test_without_a_wp_ajax_hook_nothing_is_read(tmp_path: Path):
    (tmp_path / "theme.php").write_text("<?php\nwp_localize_script('h', 'my_plugin', "
                                        "array('ajax_url' => admin_url('admin-ajax.php')));\n")
    ajax = wordpress_ajax(tmp_path)
    assert ajax is None
    assert read(ajax, "ajaxurl") is None
    assert read(ajax, "my_plugin.ajax_url") is None


def test_vendor_php_is_not_read(tmp_path: Path):
    (tmp_path / "vendor").mkdir()
    (tmp_path / "vendor" / "lib.php").write_text(PLUGIN)
    assert wordpress_ajax(tmp_path) is None


def test_a_page_nonce_is_held_but_a_made_one_is_an_input():
    from code2skill.passes.caller_tokens import is_held_body_credential
    page = UnknownV("unresolved:my_plugin.nonce")
    assert is_held_body_credential("_wpnonce", page, "f")
    assert is_held_body_credential("_ajax_nonce", page, "f")
    assert is_held_body_credential("nonce", page, "f")
    assert not is_held_body_credential("nonce", UnknownV("call"), "f")     # OAuth: made here
    assert not is_held_body_credential("nonce", ParamV("f", "nonce"), "f")
    assert not is_held_body_credential("nonces_seen", page, "f")


def derived(root: Path) -> dict:
    from code2skill.emit import contract_json
    from code2skill.pipeline import Settings, derive
    import json
    return json.loads(contract_json(derive(root, Settings(jobs=1)).contract))


def test_an_action_the_php_hands_over_is_reviewed(tmp_path: Path):
    (tmp_path / "plugin.php").write_text(PLUGIN)
    (tmp_path / "admin.js").write_text(
        "const data = new FormData();\n"
        "data.append('action', pluginCheck.actionRunChecks);\n"
        "fetch(ajaxurl, {method: 'POST', body: data});\n"
        "$.post(ajaxurl, {action: 'my_save', title: 'x'});\n")
    contract = derived(tmp_path)
    status = {c["name"]: c["status"] for c in contract["capabilities"]}
    unread = [c["name"] for c in contract["capabilities"]
              if any(b["target"] == "multipart:action" and b.get("input")
                     for r in c["implementation"]["requests"] for b in r["bindings"])]
    assert len(unread) == 1 and status[unread[0]] == "requires-review"
    items = [r for r in contract["review"] if r["capability"] == unread[0]
             and r["message"].startswith("multipart:action chooses the WordPress")]
    assert [r["evidence"][0]["rule"] for r in items] == ["wordpress.unread-action"]
    assert not any(r["message"].startswith("body:action chooses") for r in contract["review"])
