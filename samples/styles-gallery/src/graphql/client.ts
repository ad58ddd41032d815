import { ApolloClient, InMemoryCache, gql } from '@apollo/client';
import { WORKSPACE_API } from '@/lib/config';

export const apollo = new ApolloClient({
  uri: `${WORKSPACE_API}/graphql`,
  cache: new InMemoryCache(),
  credentials: 'include',
});

const THREAD_FIELDS = gql`
  fragment ThreadFields on Thread {
    id
    title
    unreadCount
    lastReplyAt
  }
`;

export const CHANNEL_THREADS = gql`
  query ChannelThreads($channelId: ID!, $first: Int = 20) {
    channel(id: $channelId) {
      name
      threads(first: $first) {
        ...ThreadFields
      }
    }
  }
  ${THREAD_FIELDS}
`;

export const REPLY_TO_THREAD = gql`
  mutation ReplyToThread($threadId: ID!, $text: String!) {
    replyToThread(threadId: $threadId, text: $text) {
      id
      createdAt
    }
  }
`;
