import { createClient } from "@connectrpc/connect";
import { createConnectTransport } from "@connectrpc/connect-web";
import { NoteService } from "../gen/notes/v1/notes_pb";
import { getBasePath } from "../utils/env";

export const getGrpcBasePath = (overrideUrl?: string) => overrideUrl ?? getBasePath();

export const transport = createConnectTransport({
  baseUrl: getGrpcBasePath(),
});

export const notesClient = createClient(NoteService, transport);
