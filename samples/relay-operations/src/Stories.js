import {
  graphql, useFragment, useLazyLoadQuery, useMutation, usePaginationFragment,
  usePreloadedQuery, useQueryLoader,
} from 'react-relay';
import { commitMutation, fetchQuery } from 'relay-runtime';
import { environment } from './RelayEnvironment';

const StoryCardFragment = graphql`
  fragment StoriesCard_story on Story { id title }
`;

export function StoryList() {
  // @expect POST /graphql
  const data = useLazyLoadQuery(graphql`
    query StoriesListQuery($first: Int) { viewer { ...StoriesList_viewer } }
  `, { first: 10 });
  return data;
}

export function useStoryPages(viewer) {
  // @expect POST /graphql
  return usePaginationFragment(graphql`
    fragment StoriesList_viewer on Viewer
    @refetchable(queryName: "StoriesListPaginationQuery")
    @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
      stories(first: $count, after: $cursor) @connection(key: "StoriesList_stories") {
        edges { node { ...StoriesCard_story } }
      }
    }
  `, viewer);
}

export function useAuthorStories(author) {
  // @expect POST /graphql
  return usePaginationFragment(graphql`
    fragment StoriesAuthor_author on Author
    @refetchable(queryName: "StoriesAuthorRefetchQuery")
    @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" }) {
      stories(first: $count, after: $cursor, order: $order) @connection(key: "StoriesAuthor_stories") {
        edges { node { id } }
      }
    }
  `, author);
}

export function StoryCard(props) {
  // @expect-none
  return useFragment(StoryCardFragment, props.story);
}

const StoryQuery = graphql`query StoriesStoryQuery($id: ID!) { story(id: $id) { ...StoriesCard_story } }`;

export function useStoryLoader() {
  // @expect POST /graphql
  const [ref, load] = useQueryLoader(StoryQuery);
  return [ref, (id) => load({ id })];
}

export function StoryView(props) {
  // @expect-none
  return usePreloadedQuery(StoryQuery, props.queryRef);
}

export function useLikeStory() {
  // @expect POST /graphql
  const [commit] = useMutation(graphql`
    mutation StoriesLikeMutation($id: ID!) { likeStory(id: $id) { story { id } } }
  `);
  return (id) => commit({ variables: { id } });
}

export function deleteStory(id) {
  // @expect POST /graphql
  commitMutation(environment, {
    mutation: graphql`mutation StoriesDeleteMutation($id: ID!) { deleteStory(id: $id) { id } }`,
    variables: { id },
  });
}

export function searchStories(text) {
  // @expect POST /graphql
  return fetchQuery(environment, graphql`
    query StoriesSearchQuery($text: String!) { search(text: $text) { id } }
  `, { text });
}
