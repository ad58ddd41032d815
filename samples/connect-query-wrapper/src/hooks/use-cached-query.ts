import type { DescMessage, DescMethodUnary, MessageInitShape } from "@bufbuild/protobuf";
import { useQuery } from "@connectrpc/connect-query";

// A project wrapper: the method descriptor is a parameter its callers fill.
export function useCachedQuery<I extends DescMessage, O extends DescMessage>(
  schema: DescMethodUnary<I, O>,
  input: MessageInitShape<I>,
) {
  // each caller's descriptor: ListNotes (notes.tsx:5), GetNote (notes.tsx:6)
  // @expect POST /rpc/notes.v1.NoteService/ListNotes
  return useQuery(schema, input, { staleTime: 60_000 });
}
