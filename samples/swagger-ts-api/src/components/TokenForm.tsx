import { useState } from "react";
import { authedApi } from "../api/clients";

export function TokenForm({ org, member }: { org: string; member: string }) {
  const [name, setName] = useState("");
  const [token, setToken] = useState("");

  const create = async () => {
    const res = await authedApi.tokenCreate(org, { name, expiresIn: 3600 });
    setToken(res.data.token);
  };

  const promote = () => authedApi.memberUpdate(org, member, { role: "ADMIN" });

  return (
    <form onSubmit={create}>
      <input value={name} onChange={(e) => setName(e.target.value)} />
      <button type="submit">Create token</button>
      <button type="button" onClick={promote}>Make admin</button>
      {token && <code>{token}</code>}
    </form>
  );
}
