import { graphql } from "relay-runtime";
import {
  createLazyLoadQuery, createMutation, createPaginationFragment, createPreloadedQuery,
  createRefetchableFragment, loadQuery, useRelayEnvironment,
} from "solid-relay";

const notesPageQuery = graphql`
  query notesPageQuery($tag: String) {
    ...notesPage_feed @arguments(tag: $tag)
  }
`;

export const loadNotes = (tag: string) =>
  // @expect POST /
  loadQuery(useRelayEnvironment()(), notesPageQuery, { tag });

export function NotesPage(props: { tag: string }) {
  // @expect-none
  const data = createPreloadedQuery(notesPageQuery, () => loadNotes(props.tag));
  // @expect POST /
  const feed = createPaginationFragment(graphql`
    fragment notesPage_feed on Query
    @refetchable(queryName: "notesPageFeedQuery")
    @argumentDefinitions(cursor: { type: "String" }, count: { type: "Int", defaultValue: 20 }, tag: { type: "String" }) {
      notes(after: $cursor, first: $count, tag: $tag) @connection(key: "notesPage_notes") {
        edges { node { id content } }
      }
    }
  `, () => data());
  return feed;
}

export function NoteAuthor(props: { $author: unknown }) {
  // @expect POST /
  return createRefetchableFragment(graphql`
    fragment notesAuthor_actor on Actor @refetchable(queryName: "notesAuthorRefetchQuery") {
      name
      avatarUrl
    }
  `, () => props.$author);
}

export function NoteCount() {
  // @expect POST /
  return createLazyLoadQuery(graphql`
    query notesCountQuery { viewer { notesCount } }
  `, {});
}

export function usePostNote() {
  // @expect POST /
  const [commit] = createMutation(graphql`
    mutation notesPostNoteMutation($content: String!) { createNote(input: { content: $content }) { note { id } } }
  `);
  return (content: string) => commit({ variables: { content } });
}
