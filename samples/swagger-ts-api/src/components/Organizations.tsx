import { useEffect, useState } from "react";
import { publicApi } from "../api/clients";
import { Organization } from "../api/data-contracts";

export function Organizations() {
  const [rows, setRows] = useState<Organization[]>([]);
  useEffect(() => {
    publicApi.organizationList().then((res) => setRows(res.data.rows));
  }, []);
  return (
    <ul>
      {rows.map((o) => (
        <li key={o.id}>{o.name}</li>
      ))}
    </ul>
  );
}
