import { TransportProvider } from "@connectrpc/connect-query";
import { createConnectTransport } from "@connectrpc/connect-web";
import { NotesPage } from "./pages/notes";

const transport = createConnectTransport({ baseUrl: "/rpc" });

export function App() {
  return (
    <TransportProvider transport={transport}>
      <NotesPage id="1" />
    </TransportProvider>
  );
}
