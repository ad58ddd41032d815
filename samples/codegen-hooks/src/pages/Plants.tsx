import { gql } from '@apollo/client';

import {
  useGetPlantsQuery,
  useSearchPlantsLazyQuery,
  useWaterPlantMutation,
  useGetGreenhouseStatsQuery,
} from '~/generated/graphql';

// documents next to the hooks: codegen turns each operation into a use<Name>Query/Mutation hook
gql`
  query getPlants($first: Int, $after: String) {
    plants(first: $first, after: $after) {
      ...PlantFields
    }
  }

  query searchPlants($term: String!) {
    searchPlants(term: $term) {
      ...PlantFields
    }
  }

  mutation waterPlant($id: ID!, $litres: Float) {
    waterPlant(id: $id, litres: $litres) {
      ...PlantFields
    }
  }
`;

export function Plants() {
  // @expect POST /api/graphql
  const { data } = useGetPlantsQuery({ variables: { first: 20 } });
  // @expect POST /api/graphql
  const [search] = useSearchPlantsLazyQuery();
  // @expect POST /api/graphql
  const [water] = useWaterPlantMutation();
  // no document of the app names this operation: it stays a call the tool cannot see
  // @expect-none
  const stats = useGetGreenhouseStatsQuery();
  return { data, search, water, stats };
}
