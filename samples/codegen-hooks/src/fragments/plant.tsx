import { gql } from '@apollo/client';

gql`
  fragment PlantFields on Plant {
    id
    name
    wateredAt
  }
`;
