"""Rules ``name.procedure-name`` and ``side-effect.procedure-name``: a client method that
POSTs to ``<base>/<its own name>`` is named, and its effect read, from its procedure's name."""
from pathlib import Path

from code2skill.passes.procedure_names import (
    procedure_effect, procedure_name, procedure_tool_name)


def test_a_post_to_the_calling_methods_own_name_is_a_procedure():
    assert procedure_name("POST", "/api/AccountAdd", ["Client.AccountAdd"]) == "AccountAdd"
    assert procedure_name("POST", "/api/AccountAdd", ["Client.AccountAdd"] * 2) == "AccountAdd"


def test_other_calls_are_no_procedure():
    assert procedure_name("GET", "/api/AccountAdd", ["Client.AccountAdd"]) is None
    assert procedure_name("POST", "/api/AccountAdd", ["Client.addAccount"]) is None
    assert procedure_name("POST", "/api/AccountAdd", ["AccountAdd"]) is None   # no member
    assert procedure_name("POST", "/api/AccountAdd",
                          ["Client.AccountAdd", "<callback x.then>"]) is None
    assert procedure_name("POST", "/api/AccountAdd", ["Client.AccountAdd", None]) is None
    assert procedure_name("POST", "/api/{name}", ["Client.name"]) is None
    assert procedure_name("POST", "/api/account.add", ["Client.add"]) is None
    assert procedure_name("POST", "/", ["Client.x"]) is None
    assert procedure_name("POST", "/api/login", ["Auth.login"]) is None        # camel case
    assert procedure_name("POST", "/profiles/{u}/Follow", ["Profile.Follow"]) is None


def test_the_name_is_the_procedures_words_in_its_order():
    assert procedure_tool_name("AccountAdd") == "account_add"
    assert procedure_tool_name("Accounts") == "accounts"
    assert procedure_tool_name("DMARCRemoveEvaluations") == "dmarc_remove_evaluations"


def test_the_effect_comes_from_the_action_word_wherever_it_stands():
    assert procedure_effect("AccountAdd") == "create"
    assert procedure_effect("AccountRemove") == "delete"
    assert procedure_effect("QueueHoldSet") == "update"
    assert procedure_effect("QueueList") == "read"
    assert procedure_effect("SetPassword") == "update"
    assert procedure_effect("LookupIP") == "read"
    assert procedure_effect("DMARCRemoveEvaluations") == "delete"
    assert procedure_effect("MessageFindMessageID") == "read"


def test_a_plural_noun_lists_and_anything_else_proves_nothing():
    assert procedure_effect("Accounts") == "read"
    assert procedure_effect("DomainRecords") == "read"
    assert procedure_effect("Account") is None
    assert procedure_effect("TLSReportID") is None           # 'report' names a thing here
    assert procedure_effect("QueueDrop") is None             # a verb no vocabulary knows


SAMPLE = Path(__file__).parent.parent / "samples" / "positional-rpc-client"


def test_the_sample_client_tools(derive_files):
    files = {str(f.relative_to(SAMPLE)): f.read_text() for f in SAMPLE.rglob("*")
             if f.is_file() and "expected" not in f.parts}
    contract = derive_files(files)
    found = {c["name"]: (c["operationPolicy"]["sideEffect"], c["status"])
             for c in contract["capabilities"]}
    assert found == {"shelf_get": ("read", "draft"), "shelf_rename": ("update", "draft"),
                     "shelves": ("read", "draft"), "shelf_remove": ("delete", "draft"),
                     "shelf_dust": ("create", "requires-review"),
                     "login": ("create", "requires-review")}   # a login is the Host's
