// The clients are made once, when the host application calls setConfig, and kept on the
// exported config object for the stores to read back.
import { createClient, type Client } from "@connectrpc/connect";
import { createConnectTransport } from "@connectrpc/connect-web";
import type { AxiosInstance } from "axios";
import { NoteService } from "./gen/notes/v1/notes_pb";
import { AuthService } from "./gen/auth/v1/auth_connect";
import { ReportsApi } from "./api/reports";

type Config = {
  restBasePath: string;
  notesClient?: Client<typeof NoteService>;
  authenticationClient?: Client<typeof AuthService>;
  http?: AxiosInstance;
  reports?: ReportsApi;
};

export const config: Config = {
  restBasePath: "/api",
};

export const setConfig = ({ jwt }: { jwt?: string }) => {
  const transport = createConnectTransport({ baseUrl: "/rpc" });
  const notesGrpcClient = createClient(NoteService, transport);

  Object.assign(config, {
    jwt,
    notesClient: notesGrpcClient,
    authenticationClient: createClient(AuthService, transport),
  });
  config.reports = new ReportsApi();
  return config;
};
