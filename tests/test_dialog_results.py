"""A dialog opened by a call and answered through what the call returns confirms the callback
its yes guards (rule ``ui.confirmation-result``): a dialog service opening a confirmation
component (PrimeNG ``DialogService``, Angular Material ``MatDialog``, ng-bootstrap), SweetAlert,
and the promise of ``ElMessageBox.confirm``. A form dialog, a notice, an ignored answer or a
callback calling something before its test confirms nothing. A translation key is quoted as a
key (rule ``i18n.key``), never as the text the user reads, and says nothing about risk."""
from code2skill.extract import extract_module
from code2skill.passes import dialog_results
from code2skill.passes.confirm_wrappers import promise_confirm


def callbacks(source: str, grammar: str = "typescript") -> list[tuple[str, str, tuple]]:
    """``(dialog callee name, callback name, guard line)`` of a module's guarded callbacks."""
    facts = extract_module("src/page.ts", grammar, source.encode())
    found = []
    for site, fid, guard in dialog_results.guarded_callbacks(facts, promise_confirm):
        callee = site.call.callee
        found.append((getattr(callee, "prop", None) or callee.name,
                      facts.functions[fid].name.split(" ")[0], guard[0]))
    return found


def test_dialog_service_answers_guard_their_callbacks():
    source = (
        "export class Page {\n"
        "  unshare(id) {\n"
        "    const modal = this.dialogService.open(YesNoModalComponent, {data: 'Stop?'})!;\n"
        "    modal.onClose.pipe(take(1)).subscribe({next: (bool) => {\n"
        "      if (!bool) return;\n"
        "      this.api.unshare(id);\n"
        "    }});\n"
        "  }\n"
        "  archive(id) {\n"
        "    this.dialog.open(DeleteDialogComponent).afterClosed().pipe(filter(Boolean))\n"
        "      .subscribe(() => this.api.archive(id));\n"
        "  }\n"
        "  remove(id) {\n"
        "    this.modalService.open(AskModal, {title: 'Remove the trip?'}).result\n"
        "      .then((ok) => { if (ok === true) { this.api.remove(id); } });\n"
        "  }\n"
        "}\n")
    assert callbacks(source) == [("open", "next", 5), ("open", "<callback", 10),
                                 ("open", "<callback", 15)]


def test_unguarded_or_unasked_dialogs_confirm_nothing():
    source = (
        "export class Page {\n"
        "  create() {\n"                                   # a form dialog: no confirm name
        "    this.dialogService.open(TripFormComponent, {header: 'New trip'}).onClose\n"
        "      .subscribe((trip) => { if (!trip) return; this.api.create(trip); });\n"
        "  }\n"
        "  leave(id) {\n"                                  # the answer is ignored
        "    this.dialog.open(ConfirmDialogComponent).afterClosed()\n"
        "      .subscribe(() => this.api.leave(id));\n"
        "  }\n"
        "  log(id) {\n"                                    # a call before the test
        "    this.dialog.open(ConfirmDialogComponent).afterClosed().subscribe((ok) => {\n"
        "      this.api.log(id);\n"
        "      if (!ok) return;\n"
        "      this.api.drop(id);\n"
        "    });\n"
        "  }\n"
        "  cancel(id) {\n"                                 # the test reads a no
        "    Swal.fire({title: 'Cancel it?'}).then((r) => {"
        " if (r.isDismissed) this.api.keep(id); });\n"
        "  }\n"
        "  half(id) {\n"                                   # one call outside the test
        "    this.dialog.open(ConfirmDialogComponent).afterClosed().subscribe((ok) => {\n"
        "      if (ok) this.api.drop(id); else this.api.keep(id);\n"
        "    });\n"
        "  }\n"
        "}\n")
    assert callbacks(source) == []


def test_promise_confirmations_and_sweetalert():
    source = (
        "export function removeTag(id) {\n"
        "  ElMessageBox.confirm('Delete this tag?').then(async () => { await del(id); });\n"
        "}\n"
        "export function vuetify(id) {\n"
        "  this.$confirm('Sure?').then((res) => { if (res) del(id); });\n"
        "}\n"
        "export function used(id) {\n"                     # the answer used, not tested
        "  this.$confirm('Sure?').then((res) => del(res));\n"
        "}\n"
        "export function merge(id) {\n"
        "  Swal.fire({title: 'Merge?'}).then(({isConfirmed}) => {"
        " if (isConfirmed) merge(id); });\n"
        "}\n"
        "export function subscribed(id) {\n"              # a promise is no observable
        "  ElMessageBox.confirm('Sure?').subscribe(() => del(id));\n"
        "}\n")
    assert callbacks(source) == [("confirm", "<callback", 2), ("$confirm", "<callback", 5),
                                 ("fire", "<callback", 11)]


def test_awaited_answers_guard_the_calls_after_the_dialog():
    source = (
        "export async function a(id) {\n"
        "  await api.load(id);\n"                          # before the dialog: not its own
        "  const r = await Swal.fire({title: 'Delete?'});\n"
        "  if (!r.isConfirmed) return;\n"
        "  await api.remove(id);\n"
        "}\n"
        "export async function b(id) {\n"
        "  const ok = await firstValueFrom(this.dialog.open(ConfirmDialogComponent)"
        ".afterClosed());\n"
        "  if (ok) { await api.remove(id); }\n"
        "}\n"
        "export async function c(id) {\n"                 # a call between dialog and test
        "  const r = await Swal.fire({title: 'Delete?'});\n"
        "  api.log(id);\n"
        "  if (!r.isConfirmed) return;\n"
        "  await api.remove(id);\n"
        "}\n"
        "export async function d(id) {\n"                 # the answer read as a no
        "  const {isDismissed} = await Swal.fire({title: 'Delete?'});\n"
        "  if (isDismissed) await api.keep(id);\n"
        "}\n")
    assert callbacks(source) == [("fire", "a", 4), ("open", "b", 9)]


def test_dialog_kind_and_option_texts():
    facts = extract_module("src/a.ts", "typescript", (
        "this.dialog.open(Details, {data: {title: 'Trip', message: 'Are you sure?'}});\n"
        "this.dialog.open(Details, {data: {title: 'Trip'}});\n"
        "this.dialog.open(AreYouSureModal);\n"
        "emitter.fire('x');\n").encode())
    kinds = [dialog_results.dialog_kind(site.call, promise_confirm) for site in facts.calls]
    assert kinds == ["dialog", None, "dialog", None]
    texts = [(key, expr.value) for key, expr in dialog_results.option_texts(facts.calls[0].call)]
    assert texts == [("message", "Are you sure?"), ("title", "Trip")]
    assert dialog_results.asking_option(facts.calls[0].call).value == "Are you sure?"


def test_early_exits_are_facts_of_their_function():
    facts = extract_module("src/a.ts", "typescript", (
        "function f(ok) {\n"
        "  if (!ok) return;\n"
        "  if (ok.x) { g(); } else { return; }\n"
        "  while (ok) { if (ok) return; }\n"
        "  if (ok === false) throw new Error('no');\n"
        "  h();\n"
        "}\n").encode())
    fn = next(f for f in facts.functions.values() if f.name == "f")
    assert [(test.op, span[0]) for test, span in fn.exits] == [("falsy", 2), ("===", 5)]


FILES = {
    "package.json": '{"dependencies": {"@angular/core": "19", "@jsverse/transloco": "7"}}',
    "src/app/trips.component.ts": (
        "import { Component } from '@angular/core';\n"
        "import { HttpClient } from '@angular/common/http';\n"
        "@Component({ selector: 'app-trips', template: '' })\n"
        "export class TripsComponent {\n"
        "  constructor(private http: HttpClient, private dialogService: DialogService,\n"
        "              private translocoService: TranslocoService) {}\n"
        "  removeTrip(id: number) {\n"
        "    const modal = this.dialogService.open(YesNoModalComponent, {\n"
        "      data: this.translocoService.translate('trip.delete_desc') })!;\n"
        "    modal.onClose.subscribe({ next: (bool: boolean) => {\n"
        "      if (!bool) return;\n"
        "      this.http.put(`/api/trips/${id}`, {}).subscribe();\n"
        "    } });\n"
        "  }\n"
        "}\n"),
}


def test_a_translation_key_is_quoted_as_a_key(derive_files):
    contract = derive_files(FILES)
    [item] = [r for r in contract["review"] if r["severity"] == "info"]
    assert item["capability"] == "update_trip"
    assert item["message"].startswith("the client asks the user to confirm (the text of "
                                      "translation key 'trip.delete_desc') before this call")
    assert [(e["rule"], e["line"], e.get("note")) for e in item["evidence"]] == [
        ("policy.ui-confirmation", 8, "translation key 'trip.delete_desc'"),
        ("i18n.key", 9, "trip.delete_desc"),
        ("ui.confirmation-result", 11, None)]
    [cap] = contract["capabilities"]
    assert cap["annotations"]["risks"] == []          # a key's 'delete' says nothing
    assert cap["operationPolicy"]["confirmation"] == "not-required"


def test_a_service_dialog_answered_by_a_button_value():
    source = (
        "export class Page {\n"
        "  async remove(user) {\n"                      # only the delete waits for the answer
        "    const pressed = await this.dialogService.showDialog({\n"
        "      title: 'Are you sure you want to delete it?',\n"
        "      buttons: [{name: 'cancel'}, {name: 'delete'}]});\n"
        "    if (pressed === 'delete') { await this.api.remove(user.id); }\n"
        "    await this.reload();\n"
        "  }\n"
        "  async reset(id) {\n"                         # every call waits for it
        "    const pressed = await this.dialogService.showDialog({title: 'Reset it?'});\n"
        "    if (pressed !== 'reset') return;\n"
        "    await this.api.reset(id);\n"
        "  }\n"
        "  async keep(id) {\n"                          # a no is no yes
        "    const pressed = await this.dialogService.showDialog({title: 'Delete it?'});\n"
        "    if (pressed === 'cancel') { await this.api.keep(id); }\n"
        "  }\n"
        "  async form(id) {\n"                          # no asking text: a form
        "    const pressed = await this.dialogService.showDialog({title: 'Edit'});\n"
        "    if (pressed === 'ok') { await this.api.save(id); }\n"
        "  }\n"
        "}\n")
    assert callbacks(source) == [("showDialog", "Page.reset", 11)]
    facts = extract_module("src/page.ts", "typescript", source.encode())
    partly = [(facts.functions[fid].name, guard[0])
              for _, fid, guard in dialog_results.partly_guarded(facts, promise_confirm)]
    assert partly == [("Page.remove", 6)]
    dialog = next(s for s in facts.calls if s.call.callee.prop == "showDialog")
    spans = {s.call.callee.prop: s.call.span for s in facts.calls if s.scope == dialog.scope
             and s.call.callee.prop in ("remove", "reload")}
    assert not dialog_results.unguarded_calls(facts, dialog, [spans["remove"]], promise_confirm)
    assert dialog_results.unguarded_calls(facts, dialog, [spans["reload"]], promise_confirm)


def test_button_values_saying_yes():
    assert [dialog_results.yes_button(v) for v in
            ("delete", "ok", "Yes", "confirm-delete", "cancel", "keep", "close", "details", "")
            ] == [True, True, True, True, False, False, False, False, False]
    facts = extract_module("src/a.ts", "typescript", (
        "this.dialogService.showDialog({title: 'Delete it?'});\n"
        "this.dialogService.showDialog({title: 'Profile'});\n"
        "this.router.showPage({title: 'Delete it?'});\n"
        "this.modals.presentConfirm({message: 'Are you sure?'});\n"
        "this.dialogService.showDialog(`Move task ${id} to the trash?`);\n"
        "this.dialogService.showDialog('Saved');\n").encode())
    kinds = [dialog_results.dialog_kind(site.call, promise_confirm) for site in facts.calls]
    assert kinds == ["dialog", None, None, "dialog", "dialog", None]
