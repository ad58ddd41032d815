"""Descriptions from doc comments (``code2skill.passes.descriptions``), the redaction of
ordinary words after an HTTP scheme word, the evidence of the annotations' hints, and
navigation entries left out of the configuration URLs."""
from __future__ import annotations

from code2skill.contract.models import Annotations
from code2skill.evidence import default, inferred
from code2skill.passes.descriptions import disagrees, effect_of, is_banner, jsdoc_summary
from code2skill.passes.policy import explain_hints
from code2skill.redact import looks_secret, redact


def test_ruler_lines_around_a_functions_text_are_decoration():
    doc = ("/**\n *\n * ************************************\n * Create a new monitor\n"
           " * ************************************\n *\n * @async\n */")
    assert jsdoc_summary(doc) == "Create a new monitor"


def test_a_section_ruler_is_no_description():
    assert jsdoc_summary("/** ---------------- Invitations ---------------- */") == ""
    assert jsdoc_summary("/** ====================== */") == ""


def test_a_file_banner_is_no_description():
    assert jsdoc_summary("/**\n * @file Incident requests.\n */") == ""
    assert jsdoc_summary("/**\n * Copyright (c) 2024 Acme.\n * Licensed under the MIT License.\n */") == ""
    assert jsdoc_summary("/** eslint-disable no-console */") == ""
    assert is_banner("/** @module api/users */")
    assert not is_banner("/** Lists the licensed seats of a team */")


def test_a_functions_own_doc_is_kept():
    assert jsdoc_summary("/**\n * Lists the most recent articles,\n * newest first.\n *\n"
                         " * @param page the page\n */") == "Lists the most recent articles, newest first."
    assert jsdoc_summary("/** @summary Delete an article you wrote */") == "Delete an article you wrote"


def test_effect_of_third_person_verbs():
    assert [effect_of(w) for w in ("Creates", "Fetches", "Verifies", "Gets", "Deletes", "Parse")] \
        == ["create", "read", "update", "read", "delete", None]


def test_a_doc_naming_another_action_is_stale():
    assert disagrees("Create a new monitor", "NetworkService.getMonitorById")
    assert disagrees("Get all checks for a given user", "NetworkService.updateChecksTTL")
    assert not disagrees("Requests password recovery", "setNewPassword")
    assert not disagrees("Shows a picture as the avatar", "setProfileAvatar")
    assert not disagrees("Reads one plant outside React", "loadPlant")
    assert disagrees("Create a new monitor", "updateAppSettings")
    assert not disagrees("Create a new monitor", "NetworkService.createMonitor")
    assert not disagrees("Creates or updates the user", "saveUser")
    assert not disagrees("Checks if an admin user exists", "doesSuperAdminExist")
    assert not disagrees("Parse code back into an object", "default.methods.parseCode")
    assert not disagrees("Create a new monitor", None)


def test_ordinary_words_after_a_scheme_word_are_not_secrets():
    text = "Fetch a URL with basic authentication if needed (i.e. behind reverse proxy)."
    assert redact(text) == text
    assert looks_secret(text) is None
    assert redact("If basic authentication is not needed") == "If basic authentication is not needed"
    assert redact("uses token authenticationprovider here") == "uses token authenticationprovider here"


def test_scheme_credentials_are_still_secrets():
    assert redact("Authorization: Basic dXNlcjpwYXNzd29yZDEyMzQ1Njc4") == \
        "Authorization: Basic <redacted:basic>"
    assert redact("Basic YWxhZGRpbjpvcGVuc2VzYW1l") == "Basic <redacted:basic>"
    assert redact("bearer abcdefghijklmnop") == "bearer <redacted:bearer>"
    assert redact("Authorization: Bearer abcdef0123456789abcdef") == \
        "Authorization: Bearer <redacted:bearer>"
    assert looks_secret("Basic YWxhZGRpbjpvcGVuc2VzYW1l") == "basic"


WHERE = ("src/api.ts", (3, 1, 3, 20))


def hints(open_world: bool, destructive: bool) -> Annotations:
    return Annotations(readOnlyHint=False, destructiveHint=destructive, idempotentHint=False,
                       openWorldHint=open_world, risks=[])


def test_an_open_world_hint_set_by_a_risk_cites_the_risk():
    risk = inferred(WHERE, "risk.external", "invite")
    evidence = {"/annotations/openWorldHint": [default("annotations.closed-world",
                                                       "no external effect observed")],
                "/annotations/risks": [risk]}
    out = explain_hints(evidence, hints(True, False), "create")
    assert out["/annotations/openWorldHint"] == [risk]
    assert explain_hints(evidence, hints(False, False), "create") == evidence


def test_a_destructive_hint_on_a_write_cites_its_risk():
    risk = inferred(WHERE, "risk.destructive", "reset")
    method = inferred(WHERE, "side-effect.action-update")
    evidence = {"/annotations/destructiveHint": [method], "/annotations/risks": [risk]}
    assert explain_hints(evidence, hints(False, True), "update")[
        "/annotations/destructiveHint"] == [risk]
    assert explain_hints(evidence, hints(False, True), "delete")[
        "/annotations/destructiveHint"] == [method]


def test_a_generic_wrappers_doc_is_not_the_operations(derive_files):
    from conftest import capability
    contract = derive_files({"src/api.ts": (
        "/** Sends a request with the session cookie and retries once. */\n"
        "function request(url: string, init?: RequestInit) {\n"
        "  return fetch(url, { credentials: 'include', ...init });\n"
        "}\n"
        "export const listTags = () => request('/api/tags');\n"
        "/** Lists the articles of a tag */\n"
        "export const listArticles = (tag: string) => request(`/api/articles?tag=${tag}`);\n"
        "/**\n * SPDX-License-Identifier: MIT\n */\n"
        "export const listUsers = () => request('/api/users');\n")})
    assert capability(contract, "GET", "/api/tags")["evidence"]["/description"][0]["rule"] == \
        "description.generated"
    assert capability(contract, "GET", "/api/articles")["description"] == \
        "Lists the articles of a tag"
    assert capability(contract, "GET", "/api/users")["evidence"]["/description"][0]["rule"] == \
        "description.generated"


def test_a_stale_doc_is_named_in_the_description_evidence(derive_files):
    from conftest import capability
    contract = derive_files({"src/api.ts": (
        "/** Create a new monitor */\n"
        "export const getMonitor = (id: string) => fetch(`/api/monitors/${id}`);\n")})
    ev = capability(contract, "GET", "/api/monitors/{id}")["evidence"]["/description"][0]
    assert (ev["kind"], ev["rule"]) == ("default", "description.stale-jsdoc")
    assert "getMonitor" in ev["note"]
