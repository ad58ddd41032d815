import { gql } from '@apollo/client';

import { client } from '~/core/apollo';
import { GetPlantDocument, useRemovePlantMutation } from '~/generated/graphql';

gql`
  query getPlant($id: ID!) {
    plant(id: $id) {
      ...PlantFields
      species
    }
  }

  mutation removePlant($id: ID!) {
    removePlant(id: $id) {
      id
    }
  }
`;

/** Reads one plant outside React (a loader). */
export function loadPlant(id: string) {
  // @expect POST /api/graphql
  return client.query({ query: GetPlantDocument, variables: { id } });
}

export function usePlantRemoval(id: string) {
  // @expect POST /api/graphql
  return useRemovePlantMutation({ variables: { id } });
}
