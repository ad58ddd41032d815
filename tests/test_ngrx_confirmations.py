"""Confirmations through dialog services: a service's ``confirm(…)`` answered by an observable
gates the callback that tests the answer (rule ``ui.confirmation-result``), and carries over an
NgRx dispatch to the effect that makes the request (rule ``ngrx.effect-action``); an alert
flagged ``confirm: true`` gates its ``result.then`` callback, unless its cancel path sends too;
the reload after a confirmed write is no part of the question (rule
``policy.confirmation-scope``)."""
from __future__ import annotations

from conftest import capability

from code2skill.extract import extract_module
from code2skill.passes import dialog_results
from code2skill.passes.confirm_wrappers import promise_confirm

ACTIONS = """\
import { Action, createAction, props } from '@ngrx/store';
export const DELETE_RULE = 'DELETE_RULE';
export class DeleteRule implements Action {
  readonly type = DELETE_RULE;
  constructor(public payload: number) {}
}
export const archiveRule = createAction('[Rules] Archive', props<{ id: number }>());
export const resetRule = createAction('[Rules] Reset', props<{ id: number }>());
export const saveRule = createAction('[Rules] Save', props<{ rule: { name: string } }>());
"""

EFFECTS = """\
import { Injectable } from '@angular/core';
import { HttpClient } from '@angular/common/http';
import { Actions, createEffect, ofType } from '@ngrx/effects';
import { map, pluck, switchMap } from 'rxjs/operators';
import * as RulesActions from './rules.actions';

interface Rule { name: string; owner: string }

@Injectable()
export class RulesEffects {
  constructor(private actions: Actions, private http: HttpClient) {}

  remove = createEffect(() => this.actions.pipe(
    ofType(RulesActions.DELETE_RULE),
    switchMap((action: RulesActions.DeleteRule) => this.http.delete(`/api/rules/${action.payload}`))));

  archive = createEffect(() => this.actions.pipe(
    ofType(RulesActions.archiveRule),
    switchMap(({ id }) => this.http.post(`/api/rules/${id}/archive`, {}))));

  reset = createEffect(() => this.actions.pipe(
    ofType(RulesActions.resetRule),
    switchMap(({ id }) => this.http.post(`/api/rules/${id}/reset`, {}))));

  save = createEffect(() => this.actions.pipe(
    ofType(RulesActions.saveRule),
    pluck('rule'),
    switchMap((rule: Rule) => this.http.post('/api/rules', rule))));
}
"""

PAGE = """\
import { Component } from '@angular/core';
import { Store } from '@ngrx/store';
import { DeleteRule, archiveRule, resetRule, saveRule } from './rules.actions';

@Component({ selector: 'app-rules', template: '' })
export class RulesComponent {
  constructor(private store: Store, private confirmationDialogService: any) {}

  deleteRule(id: number) {
    this.confirmationDialogService.confirm(DialogTypes.Delete, 'Are you sure you want to delete it?')
      .subscribe((confirmed) => {
        if (confirmed) this.store.dispatch(new DeleteRule(id));
      });
  }
  archive(id: number) {
    this.confirmationDialogService.confirm('Archive rule', 'Archive it?')
      .subscribe(() => this.store.dispatch(archiveRule({ id })));
  }
  reset(id: number) {
    this.store.dispatch(resetRule({ id }));
  }
  save(rule) {
    this.store.dispatch(saveRule({ rule }));
  }
}
"""

FILES = {"src/app/rules.actions.ts": ACTIONS, "src/app/rules.effects.ts": EFFECTS,
         "src/app/rules.component.ts": PAGE}


def asked(contract: dict) -> dict[str, list[tuple[str, int]]]:
    """``{capability: [(rule, line)]}`` of the confirmation review items."""
    return {r["capability"]: [(e["rule"], e["line"]) for e in r["evidence"]]
            for r in contract["review"] if "asks the user to confirm" in r["message"]}


def test_a_confirmation_is_carried_through_a_dispatch_to_the_effect(derive_files):
    contract = derive_files(FILES)
    [item] = [r for r in contract["review"] if "asks the user to confirm" in r["message"]]
    assert item["message"].startswith("the client asks the user to confirm ('Are you sure "
                                      "you want to delete it?') before this call")
    assert asked(contract) == {"delete_rule": [("policy.ui-confirmation", 10),
                                               ("ui.confirmation-result", 12)]}
    # the answer ignored (archive) and no dialog (reset): no confirmation
    assert capability(contract, "DELETE", "/api/rules/{payload}")["operationPolicy"][
        "confirmation"] == "not-required"


def test_a_reshaped_action_shows_no_value(derive_files):
    contract = derive_files(FILES)
    save = capability(contract, "POST", "/api/rules")
    assert sorted(save["inputSchema"]["properties"]) == ["name", "owner"]
    assert "required" not in save["inputSchema"]
    assert any(r["capability"] == save["name"] and "rests on the declared type Rule alone"
               in r["message"] for r in contract["review"])


def test_without_an_effect_a_dispatch_links_nothing(derive_files):
    files = dict(FILES)
    files["src/app/rules.effects.ts"] = EFFECTS.replace("from '@ngrx/effects'",
                                                        "from './own-effects'")
    assert asked(derive_files(files)) == {}


def guarded(source: str) -> list[tuple[str, int]]:
    """``(dialog callee, guard line)`` of a module's guarded callbacks."""
    facts = extract_module("src/home.js", "javascript", source.encode())
    return [(site.call.callee.prop, guard[0])
            for site, _, guard in dialog_results.guarded_callbacks(facts, promise_confirm)]


def test_an_alert_flagged_confirm_gates_its_result():
    source = (
        "$scope.deleteAccount = function () {\n"
        "  $dialog.alert({title: 'Really ?', message: 'Deleting your account.', confirm: true})\n"
        "    .result.then(function () { $api.deleteAccount(); }, function () {});\n"
        "};\n"
        "$scope.reset = function () {\n"                 # a notice: no cancel
        "  $dialog.alert({title: 'Reset it?'}).result.then(function () { $api.reset(); });\n"
        "};\n"
        "$scope.purge = function () {\n"                 # the cancel path sends too
        "  $dialog.alert({title: 'Purge now?', confirm: true}).result.then(\n"
        "    function () { $api.purge(); }, function () { $api.purge(); });\n"
        "};\n"
        "$scope.later = function () {\n"                 # flagged, but asks nothing
        "  $dialog.alert({title: 'Done', confirm: true}).result.then(function () { $api.x(); });\n"
        "};\n")
    assert guarded(source) == [("alert", 2)]


PLIK_STYLE = {
    "src/js/api.js": (
        "angular.module('app').factory('$api', function ($http) {\n"
        "  return {\n"
        "    deleteAccount: function () { return $http({method: 'DELETE', url: '/api/me'}); },\n"
        "    getMe: function () { return $http({method: 'GET', url: '/api/me'}); }\n"
        "  };\n"
        "});\n"),
    "src/js/home.js": (
        "angular.module('app').controller('HomeCtrl', ['$scope', '$api', '$dialog',\n"
        "  function ($scope, $api, $dialog) {\n"
        "    $scope.deleteAccount = function () {\n"
        "      $dialog.alert({title: 'Really ?', message: 'Your uploads stay.', confirm: true})\n"
        "        .result.then(function () {\n"
        "          $api.deleteAccount().then(function () { $api.getMe(); });\n"
        "        }, function () {});\n"
        "    };\n"
        "  }]);\n"),
}


def test_the_write_is_confirmed_and_the_reload_after_it_is_not(derive_files):
    contract = derive_files(PLIK_STYLE)
    assert asked(contract) == {"delete_me": [("policy.ui-confirmation", 4),
                                             ("ui.confirmation-result", 4)]}
