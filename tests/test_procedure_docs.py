"""Rule ``side-effect.procedure-doc``: a remote procedure whose name proves no effect reads
when its method's doc says it returns something and names no second action."""
from code2skill.passes.procedure_docs import doc_effect, says_read


def test_a_go_style_doc_saying_returns_is_a_read():
    assert says_read("Account", "// Account returns the parsed configuration of an account.")
    assert says_read("Domains", "// Domains returns all configured domain names.")
    assert says_read("Account", "/** Gets one account. */")
    assert says_read("Mailbox", "// Mailbox lists the messages of a mailbox.")
    assert says_read("Config", "// Config fetches the configuration\n// of the server.")


def test_a_doc_naming_a_second_action_or_no_read_proves_nothing():
    assert not says_read("LoginPrep", "// LoginPrep returns a login token, and sets it as cookie.")
    assert not says_read("Ticket", "// Ticket returns a ticket, and also stores it as a cookie.")
    assert not says_read("Next", "// Next returns the next item, then marks it seen.")
    assert not says_read("ParseDomain", "// ParseDomain parses a domain.")
    assert not says_read("Account", "// Account is the account.")
    assert not says_read("Account", "// Copyright 2024 Acme. Account returns an account.")
    assert not says_read("Account", None)
    assert not says_read("Account", "")


def test_every_call_sites_method_must_say_read():
    doc = "// Account returns an account."
    assert doc_effect("Account", [doc, doc]) == "read"
    assert doc_effect("Account", [doc, None]) is None
    assert doc_effect("Account", []) is None


def test_a_plural_noun_inside_a_phrase_is_no_second_action():
    assert says_read("DMARCEvaluationsDomain", "// DMARCEvaluationsDomain returns all evaluations"
                     " for aggregate reports for the\n// domain, sorted from oldest to most recent.")
    assert not says_read("Summary", "// Summary returns the domains and reports the rest.")
    assert not says_read("Token", "// Token returns a token; removes the old one.")


def test_a_doc_returning_something_minted_is_no_read():
    assert not says_read("Token", "// Token returns a single-use token to use for an SSE "
                         "connection.")
    assert not says_read("Draft", "// Draft returns a new draft message.")
    assert says_read("Quota", "// Quota returns the storage quota of an account.")
