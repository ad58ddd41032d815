"""WordPress admin-ajax: the URL a plugin's or theme's script posts its ``action`` to.

WordPress serves every ``wp_ajax_<action>`` / ``wp_ajax_nopriv_<action>`` hook a plugin adds
(``add_action('wp_ajax_my_save', …)``) at one URL, ``<site root>/wp-admin/admin-ajax.php``;
the ``action`` field of the request's body (or query) chooses the hook, so each action is an
operation of its own (rule ``cluster.selector-name`` of :mod:`code2skill.passes.discriminator`
splits them). A script reaches that URL in two ways:

* the ``ajaxurl`` page global, which WordPress prints on every admin page
  (``var ajaxurl = '/wp-admin/admin-ajax.php'``, the path relative to the site's host);
* a member of an object the plugin's PHP hands the page with ``wp_localize_script(handle,
  'my_plugin', ['ajax_url' => admin_url('admin-ajax.php'), …])``, read as ``my_plugin.ajax_url``.

Rule ``wordpress.admin-ajax``: when the folder holds PHP adding a ``wp_ajax_`` hook (read as
text, never run), an ``ajaxurl`` the program never declares is the admin-ajax URL, and so is a
member of an undeclared page global that a ``wp_localize_script`` of the folder sets to
``admin_url('admin-ajax.php')`` (the same object name and member name). The site's root is a
deployment base the Host binds (rule ``service.runtime-base``; one service for both forms). Without such PHP neither is read: the name
alone proves nothing.

Bounds: PHP files at most :data:`MAX_DEPTH` folders below the root (never ``vendor``,
``node_modules`` or dot folders), :data:`MAX_FILES` files of at most :data:`MAX_BYTES` each.
A hook added under a computed name (``add_action('wp_ajax_' . self::ACTION_RUN, …)``) counts.
Not read: a
``wp_localize_script`` whose object name or array is not written in the call (a variable,
``admin_url($path)``), ``wp_add_inline_script``, and PHP comments (a commented-out call
counts).
"""
from __future__ import annotations

import os
import re
from dataclasses import dataclass
from pathlib import Path

from code2skill.platform_urls import PLATFORM
from code2skill.safe_io import read_text_in_root
from code2skill.values import HoleV, StrV, Text, UnknownV, Value, Where

RULE = "wordpress.admin-ajax"
ADMIN_AJAX = "/wp-admin/admin-ajax.php"
GLOBAL = "ajaxurl"
# the reason of a read of a name no analysed script declares (a page global)
UNDECLARED = "unresolved:"
MAX_DEPTH = 5
MAX_FILES = 400
MAX_BYTES = 512_000
SKIPPED = frozenset({"vendor", "node_modules", "tests", "test"})

# a ``wp_ajax_`` / ``wp_ajax_nopriv_`` hook, its name written out or computed
# (``'wp_ajax_' . self::ACTION_RUN``)
HOOK = re.compile(r"""add_action\s*\(\s*['"]wp_ajax_""")
LOCALIZE = re.compile(r"""wp_localize_script\s*\(\s*[^,()]+,\s*['"]([A-Za-z_$][\w$]*)['"]\s*,""")
AJAX_MEMBER = re.compile(
    r"""['"]([A-Za-z_$][\w$]*)['"]\s*=>\s*admin_url\s*\(\s*['"]/?admin-ajax\.php['"]\s*\)""")
# the words for the deployment base both forms share (one service: the site)
SITE_ROOT = ("the WordPress site's root (admin-ajax.php: the ajaxurl page global of admin "
             "pages, or admin_url('admin-ajax.php') handed over by wp_localize_script)")
# how far after a wp_localize_script( its array's members are looked for
LOCALIZE_SPAN = 2000


@dataclass(frozen=True, slots=True)
class WordPressAjax:
    """What the PHP of a folder adding a ``wp_ajax_`` hook says about admin-ajax: ``urls``
    ``(object, member)`` → the place (PHP file, span of the member) of each
    ``wp_localize_script`` member set to ``admin_url('admin-ajax.php')``."""

    urls: dict[tuple[str, str], Where]


def php_files(root: Path) -> list[str]:
    """Root-relative POSIX paths of the ``.php`` files under ``root`` (bounds in the module
    docstring), sorted; symbolic links are not followed."""
    found: list[str] = []
    for folder, dirs, files in os.walk(root):
        rel = Path(folder).relative_to(root)
        dirs[:] = sorted(d for d in dirs if d not in SKIPPED and not d.startswith(".")
                         and len(rel.parts) < MAX_DEPTH)
        found.extend((rel / f).as_posix() for f in sorted(files) if f.endswith(".php"))
        if len(found) >= MAX_FILES:
            break
    return found[:MAX_FILES]


def localized_urls(text: str, path: str) -> dict[tuple[str, str], Where]:
    """The admin-ajax ``wp_localize_script`` members of PHP ``text`` (file ``path``), as
    :attr:`WordPressAjax.urls` holds them."""
    urls: dict[tuple[str, str], Where] = {}
    for call in LOCALIZE.finditer(text):
        span = text[call.end():call.end() + LOCALIZE_SPAN]
        close = span.find(");")
        for member in AJAX_MEMBER.finditer(span[:close if close >= 0 else len(span)]):
            start, end = call.end() + member.start(), call.end() + member.end()
            line = text.count("\n", 0, start) + 1
            column = start - text.rfind("\n", 0, start)
            span = (line, column, line + text.count("\n", start, end),
                    end - text.rfind("\n", 0, end))
            urls.setdefault((call.group(1), member.group(1)), (path, span))
    return urls


def wordpress_ajax(root: Path) -> WordPressAjax | None:
    """Rule ``wordpress.admin-ajax``: the admin-ajax facts of the PHP under ``root``, ``None``
    when it adds no ``wp_ajax_`` hook."""
    urls: dict[tuple[str, str], Where] = {}
    hooked = False
    for path in php_files(root):
        try:
            text = read_text_in_root(root, path, MAX_BYTES, errors="replace")
        except (OSError, ValueError):
            continue
        hooked = hooked or HOOK.search(text) is not None
        for key, place in localized_urls(text, path).items():
            urls.setdefault(key, place)
    return WordPressAjax(urls) if hooked else None


def admin_ajax_url(source: Where | None, where: Where | None) -> StrV:
    """The admin-ajax URL: the site's root (a deployment base, :data:`SITE_ROOT`, cited at
    ``source``: the PHP that hands it over, else the read) then ``/wp-admin/admin-ajax.php``;
    ``where`` the read that names it."""
    return StrV((HoleV("wordpress", UnknownV(PLATFORM + SITE_ROOT, source or where), where),
                 Text(ADMIN_AJAX, where)))


def admin_ajax_read(ajax: WordPressAjax | None, value: Value,
                    where: Where | None) -> StrV | None:
    """The admin-ajax URL (:func:`admin_ajax_url` at ``where``) when ``value``, what a read
    resolved to, is a page global no analysed script declares (``UnknownV`` of reason
    ``unresolved:<dotted name>``) and the folder's PHP (``ajax`` not ``None``) makes it the
    admin-ajax URL: the name ``ajaxurl``, or an ``object.member`` a ``wp_localize_script``
    sets to ``admin_url('admin-ajax.php')``; else ``None``."""
    if ajax is None or not isinstance(value, UnknownV) or \
            not value.reason.startswith(UNDECLARED):
        return None
    name = value.reason[len(UNDECLARED):]
    key = tuple(name.split("."))
    if name == GLOBAL or key in ajax.urls:
        return admin_ajax_url(ajax.urls.get(key), where)   # type: ignore[arg-type]
    return None
