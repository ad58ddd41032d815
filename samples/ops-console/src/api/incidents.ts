import { ApolloClient, InMemoryCache, gql } from '@apollo/client';
import { session } from '@/lib/session';

/** The incident service speaks GraphQL. */
export const incidents = new ApolloClient({
  uri: import.meta.env.VITE_INCIDENTS_GRAPHQL_URL,
  cache: new InMemoryCache(),
  headers: { Authorization: `Bearer ${session.token()}` },
});

export const OPEN_INCIDENTS = gql`
  query OpenIncidents($first: Int) {
    incidents(state: OPEN, first: $first) { id title severity }
  }
`;

export const ACKNOWLEDGE_INCIDENT = gql`
  mutation AcknowledgeIncident($id: ID!, $note: String) {
    acknowledgeIncident(id: $id, note: $note) { id state }
  }
`;

/** The open incidents, most severe first. */
export function openIncidents(first = 20) {
  // @expect POST /
  return incidents.query({ query: OPEN_INCIDENTS, variables: { first } });
}

/** Acknowledges an incident so the on-call rotation stops paging for it. */
export function acknowledgeIncident(id: string, note?: string) {
  // @expect POST /
  return incidents.mutate({ mutation: ACKNOWLEDGE_INCIDENT, variables: { id, note } });
}
