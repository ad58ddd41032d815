"""Rule ``vue.template-unwrap``: where a ``.vue`` component's template reads the top level of
its ``<script setup>``.

Vue compiles a ``<script setup>`` component's template against the script's top-level
bindings, unwrapping each ref it names::

    <button @click="save({ host, port })">      <script setup>
                                                 const host = ref('')     // host: a string here
                                                 const port = ref(51820)  // port: a number

so a name of the template is the ref's ``value`` where the script's own code reads ``.value``.
:func:`setup_template_span` finds the span of the template of such a component; the resolver
(:mod:`code2skill.template_unwrap`) unwraps the refs read inside it. A component without a
``<script setup>`` block (an options component, whose template reads ``this``) gives ``None``.
"""
from __future__ import annotations

import re
from typing import Callable

from code2skill.facts import Span

from .markup_expressions import TEMPLATE

SETUP_SCRIPT = re.compile(rb"<script\b[^>]*?\ssetup(?=[\s>=/])", re.I)


def setup_template_span(data: bytes, span_at: Callable[[int, int], Span]) -> Span | None:
    """The span (``span_at`` of its byte range) of the ``<template>`` content of the ``.vue``
    file ``data`` when the file has a ``<script setup>`` block; ``None`` otherwise, or when it
    has no template."""
    if SETUP_SCRIPT.search(data) is None:
        return None
    template = TEMPLATE.search(data)
    return span_at(*template.span(1)) if template is not None else None


def options_template_span(data: bytes, span_at: Callable[[int, int], Span]) -> Span | None:
    """The span of the ``<template>`` content of the ``.vue`` file ``data`` when the file has
    no ``<script setup>`` block (an options component's template, whose names are the
    instance's members: rule ``vue.setup-member``); ``None`` otherwise, or without a
    template."""
    if SETUP_SCRIPT.search(data) is not None:
        return None
    template = TEMPLATE.search(data)
    return span_at(*template.span(1)) if template is not None else None
