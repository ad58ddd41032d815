"""The query the Relay compiler generates for a @refetchable fragment (rule
relay.refetchable-query)."""
from code2skill.extractors.relay_refetchable import refetchable_operation
from code2skill.values import DocV

NODE = """fragment ActorArticleList_articles on Actor
  @refetchable(queryName: "ActorArticleListQuery")
  @argumentDefinitions(cursor: { type: "String" }, count: { type: "Int", defaultValue: 20 }) {
  articles(after: $cursor, first: $count, locale: $locale) @connection(key: "A_articles") {
    edges { node { ...ArticleCard_article } }
  }
}"""


def test_a_fragment_on_a_node_type_is_refetched_through_node_by_id():
    op, undeclared = refetchable_operation(DocV(NODE, None))
    assert (op.operation_type, op.operation_name) == ("query", "ActorArticleListQuery")
    assert op.variables == (("cursor", "String"), ("count", "Int"), ("id", "ID!"))
    assert op.document.startswith(
        "query ActorArticleListQuery($cursor: String, $count: Int, $id: ID!) "
        "{ node(id: $id) { ...ActorArticleList_articles } }\n\nfragment ActorArticleList_articles")
    assert op.selection == ("node",)
    assert undeclared == ("locale",)             # a variable of the query it is spread in


def test_a_fragment_on_query_is_refetched_from_the_root_and_viewer_through_viewer():
    on_query, _ = refetchable_operation(DocV(
        'fragment feed_q on Query @refetchable(queryName: "FeedQ") { feed { id } }', None))
    assert on_query.document.startswith("query FeedQ { ...feed_q }")
    assert on_query.variables == () and on_query.selection == ()
    on_viewer, _ = refetchable_operation(DocV(
        'fragment me_v on Viewer @refetchable(queryName: "MeQ") { name }', None))
    assert on_viewer.document.startswith("query MeQ { viewer { ...me_v } }")


def test_a_fragment_without_refetchable_or_an_unparsable_document_sends_nothing():
    assert refetchable_operation(DocV("fragment card on Story { id }", None)) is None
    assert refetchable_operation(DocV("fragment { broken", None)) is None
