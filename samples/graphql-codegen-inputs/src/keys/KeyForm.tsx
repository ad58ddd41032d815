import { useMutation } from "@apollo/client";
import { TagKeysDocument, UpdateApiKeyDocument } from "../gql/graphql";

export function KeyForm({ id, name }: { id: string; name: string }) {
  // the variable's input type is generated in the tree: its fields (id required) are the
  // input object's properties
  // @expect POST /graphql
  const [updateKey] = useMutation(UpdateApiKeyDocument);
  // a list of generated input objects: an array of them
  // @expect POST /graphql
  const [tagKeys] = useMutation(TagKeysDocument);
  return (
    <form onSubmit={() => updateKey({ variables: { input: { id, name } } })}>
      <button type="button" onClick={() => tagKeys({ variables: { tags: [] } })}>Tag</button>
      <button type="submit">Save</button>
    </form>
  );
}
