import { gql, useMutation, useQuery } from '@apollo/client';

const ALBUMS = gql`
  query albums($limit: Int) {
    albums(limit: $limit) { id title }
  }
`;

const RENAME_ALBUM = gql`
  mutation renameAlbum($id: ID!, $title: String!) {
    renameAlbum(id: $id, title: $title) { id title }
  }
`;

export function Albums() {
  // @expect POST /graphql
  const { data } = useQuery(ALBUMS, { variables: { limit: 20 } });
  // @expect POST /graphql
  const [rename] = useMutation(RENAME_ALBUM);
  return (
    <ul>
      {data?.albums.map((a) => (
        <li key={a.id} onClick={() => rename({ variables: { id: a.id, title: a.title + '!' } })}>
          {a.title}
        </li>
      ))}
    </ul>
  );
}
