"""A GraphQL call sending a codegen document the analysis does not read (rule
graphql.unread-document): deriving the front end of ``samples/codegen-workspace-documents``
alone leaves its generated package outside the analysed folder."""
import json
from pathlib import Path

from code2skill.emit import contract_json
from code2skill.pipeline import Settings, derive
from code2skill.unread_documents import unread_document
from code2skill.values import LibV

WEB = Path(__file__).resolve().parent.parent / "samples" / "codegen-workspace-documents" / \
    "apps" / "web"


def test_only_document_names_of_unread_modules_count():
    assert unread_document(LibV("@acme/generated", ("BookListDocument",))) == \
        ("BookListDocument", "@acme/generated")
    assert unread_document(LibV("@acme/generated", ("bookList",))) is None
    assert unread_document(LibV("@acme/generated", ("gql", "BookListDocument"))) is None
    assert unread_document(LibV("graphql-request", ("AbcDocument",)),
                           {"graphql-request": "graphql"}) is None


def test_each_call_is_a_review_item_naming_the_document_and_no_tool():
    result = derive(WEB, Settings(jobs=1))
    contract = json.loads(contract_json(result.contract))
    assert contract["capabilities"] == []
    items = sorted((r["evidence"][0]["file"], r["evidence"][0]["line"], r["severity"],
                    r["evidence"][0]["rule"]) for r in contract["review"])
    assert items == [("src/books.tsx", line, "medium", "graphql.unread-document")
                     for line in (16, 24, 32)]
    [message] = [r["message"] for r in contract["review"] if r["evidence"][0]["line"] == 24]
    assert message == (
        "GraphQL document BookDetailsDocument (operation BookDetails by graphql-codegen's "
        "<Name>Document naming) is imported from '@bookshelf/generated/graphql/graphql', "
        "which the analysis does not read: its operation type and variables are not known, "
        "so no Tool is derived for this call; if the module is in the repository outside the "
        "analysed folder (a workspace package), derive from the folder that holds both")
    coverage = contract["source"]["coverage"]["byLibrary"]["graphql"]
    assert (coverage["requestLikeSites"], coverage["reviewed"]) == (3, 3)
    warnings = [d.reason for d in result.diagnostics if d.severity == "warning"
                and "modules.outside-root" in d.reason]
    assert len(warnings) == 1 and warnings[0].endswith(
        "derive from '../..' (relative to the analysed folder), which holds it and "
        "'../../libs/generated/src' (modules.outside-root)")
