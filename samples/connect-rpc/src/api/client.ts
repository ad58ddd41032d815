import { createClient, type Interceptor } from "@connectrpc/connect";
import { createConnectTransport } from "@connectrpc/connect-web";
import { NoteService } from "../gen/notes/v1/notes_pb";
import { AuthService } from "../gen/auth/v1/auth_connect";

const withToken: Interceptor = (next) => async (req) => {
  const token = localStorage.getItem("token");
  if (token) {
    req.header.set("Authorization", `Bearer ${token}`);
  }
  return next(req);
};

const transport = createConnectTransport({
  baseUrl: "/rpc",
  useBinaryFormat: true,
  interceptors: [withToken],
});

export const notes = createClient(NoteService, transport);
export const auth = createClient(AuthService, transport);
