import { useState } from "react";
import { exportLibrary, testConnection } from "../api/connections";

// A settings form: the user types another service's key and tests it before saving.
export function Connections() {
  const [apikey, setApikey] = useState("");
  const [address, setAddress] = useState("");

  const test = () =>
    // @expect GET /api/test/sonarr
    testConnection("sonarr", { address, apikey });

  const download = () => exportLibrary();

  return (
    <form>
      <input value={address} onChange={(e) => setAddress(e.target.value)} />
      <input value={apikey} onChange={(e) => setApikey(e.target.value)} />
      <button type="button" onClick={test}>Test</button>
      <button type="button" onClick={download}>Export</button>
    </form>
  );
}
